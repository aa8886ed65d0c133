// What a CommonJS program does with uri-grammar: the checks of app.mjs, required (the "require"
// condition: dist/node under Node, dist/cjs for bundlers and other runtimes).
"use strict";
const { isValid, parse, resolve, UriSyntaxError } = require("uri-grammar");
const { uri: isUri } = require("uri-grammar/formats");
const addFormats = require("uri-grammar/ajv");
const { pluginOf, uri: uriDefinition, formats: definitions } = require("uri-grammar/ajv/formats");
const { uri } = require("uri-grammar/standard");
const { rfc2396 } = require("uri-grammar/variants/rfc2396");
const Ajv = require("ajv/dist/2020").default;

// Each check: [name, run, whether it compiles Ajv schemas (which needs `new Function`: not in
// workerd, whose programs run Ajv's standalone code instead)].
const CHECKS = [
  [
    'require("uri-grammar"): parse, isValid, resolve',
    () => {
      if (parse("foo://example.com:8042/over/there").host !== "example.com") return "parse";
      if (isValid("http://[2001:db8::g]/")) return "isValid";
      if (resolve("http://a/b/c/d;p?q", "?y", { variant: rfc2396 }) !== "http://a/b/c/?y") return "resolve"; // RFC 2396 §5.2
      try {
        parse("http://[fe80");
        return "parse did not throw";
      } catch (error) {
        if (!(error instanceof UriSyntaxError)) return `parse threw ${error}`;
      }
    },
  ],
  [
    'require("uri-grammar/formats")',
    () => {
      if (!isUri("http://a/b") || isUri("/b")) return "uri";
    },
  ],
  [
    'require("uri-grammar/ajv") is the plugin, as ajv-formats\' module is',
    () => {
      if (typeof addFormats !== "function" || addFormats.name !== "formatsPlugin")
        return `module: ${typeof addFormats}`;
      if (addFormats.default !== addFormats || typeof addFormats.addFormatErrors !== "function")
        return "default, named";
      const ajv = addFormats.addFormatErrors(addFormats(new Ajv({ uriResolver: addFormats.uriResolver })));
      const validate = ajv.compile({ type: "string", format: "uri" });
      if (!validate("http://a/b") || validate("http://example.com:abc/path")) return "verdicts";
      if (!validate.errors[0].message.includes("(authority, RFC 3986 §3.2) at offset 22"))
        return validate.errors[0].message;
    },
    true,
  ],
  [
    'require("uri-grammar/ajv/formats"): the definitions, pluginOf',
    () => {
      if (definitions.uri !== uriDefinition || typeof definitions.uri.validate !== "function")
        return "definitions";
      const ajv = pluginOf({ uri: uriDefinition })(new Ajv());
      if (ajv.validate({ type: "string", format: "uri" }, "a")) return "verdict";
    },
    true,
  ],
  [
    'require("uri-grammar/standard")',
    () => {
      const bad = uri()["~standard"].validate("a b");
      if (!bad.issues || !bad.issues[0].message.includes("RFC 3986")) return JSON.stringify(bad);
    },
  ],
];

/** Runs the checks (with `{ compile: false }`, those that compile no Ajv schema). */
exports.checks = async function checks({ compile = true } = {}) {
  const results = [];
  for (const [name, check, compiles] of CHECKS) {
    if (compiles && !compile) continue;
    try {
      const wrong = await check();
      results.push({ name, ok: wrong === undefined, detail: wrong === undefined ? "" : wrong });
    } catch (error) {
      results.push({ name, ok: false, detail: String((error && error.stack) || error) });
    }
  }
  return results;
};
