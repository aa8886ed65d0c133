// A Fastify 5 app in each form of `ajv.plugins` that Fastify documents: its route must answer a body
// whose `format: "uri"` field only uri-grammar rejects ("http://example.com:abc/path": ajv-formats,
// which @fastify/ajv-compiler adds unless a plugin is named formatsPlugin, accepts it) with 400 and
// uri-grammar's message.
"use strict";
const fastify = require("fastify");
const addFormats = require("uri-grammar/ajv");

const FORMS = [
  ["plugins: [addFormats, addFormatErrors]", [addFormats, addFormats.addFormatErrors]],
  ['plugins: [require("uri-grammar/ajv"), ...]', [require("uri-grammar/ajv"), addFormats.addFormatErrors]],
  [
    'plugins: [[addFormats, { formats: ["uri"] }], ...]',
    [[addFormats, { formats: ["uri"] }], addFormats.addFormatErrors],
  ],
];
const schema = {
  body: { type: "object", properties: { href: { type: "string", format: "uri" } }, required: ["href"] },
};

(async () => {
  for (const [name, plugins] of FORMS) {
    const app = fastify({ ajv: { plugins } });
    app.post("/links", { schema }, async (request) => ({ href: request.body.href }));
    const good = await app.inject({
      method: "POST",
      url: "/links",
      payload: { href: "https://example.com/a" },
    });
    const bad = await app.inject({
      method: "POST",
      url: "/links",
      payload: { href: "http://example.com:abc/path" },
    });
    const message = bad.json().message;
    const ok =
      good.statusCode === 200 &&
      bad.statusCode === 400 &&
      /^body\/href must match format "uri": .* \(authority, RFC 3986 §3\.2\) at offset 22$/.test(message);
    console.log(
      `${ok ? "ok" : "not ok"} Fastify 5, ${name}${ok ? "" : `: ${good.statusCode} ${bad.statusCode} ${message}`}`,
    );
    await app.close();
  }
})();
