// What a program does with uri-grammar, as ES module imports: the same checks wherever it runs
// (Node, Deno, Bun, workerd, and bundled by esbuild, Rollup, webpack and Vite for Chromium).
// `checks()` returns one { name, ok, detail } per check; scripts/check-consumers.ts counts them.
import { isValid, parse, resolve, UriSyntaxError } from "uri-grammar";
import { uri as isUri, formatMessage } from "uri-grammar/formats";
import addFormats, { addFormatErrors, uriResolver } from "uri-grammar/ajv";
import { pluginOf, uri as uriDefinition } from "uri-grammar/ajv/formats";
import { uri, email } from "uri-grammar/standard";
import { rfc2396 } from "uri-grammar/variants/rfc2396";
import { expand } from "uri-grammar/template";
import Ajv2020 from "ajv/dist/2020.js";

/** Ajv's class, however the module system hands the CommonJS module over. */
const Ajv = Ajv2020.default ?? Ajv2020;

// Each check: [name, run, whether it compiles Ajv schemas (which needs `new Function`: not in
// workerd, whose programs run Ajv's standalone code instead)].
const CHECKS = [
  [
    'import { parse, isValid, resolve } from "uri-grammar"',
    () => {
      const c = parse("foo://example.com:8042/over/there?name=ferret#nose"); // RFC 3986 §3
      if (c.host !== "example.com" || c.port !== "8042") return `parse: ${JSON.stringify(c)}`;
      if (isValid("http://[2001:db8::g]/")) return "isValid accepted [2001:db8::g]";
      if (resolve("http://a/b/c/d;p?q", "../../../g") !== "http://a/g") return "resolve"; // RFC 3986 §5.4.2
      try {
        parse("http://[fe80");
        return "parse did not throw";
      } catch (error) {
        if (!(error instanceof UriSyntaxError) || error.offset !== 12) return `parse threw ${error}`;
      }
    },
  ],
  [
    'import { uri, formatMessage } from "uri-grammar/formats"',
    () => {
      if (!isUri("http://a/b") || isUri("/b")) return "uri";
      if (!formatMessage("date", "2021-02-29").includes("RFC 3339 §5.7"))
        return formatMessage("date", "2021-02-29");
    },
  ],
  [
    'import addFormats, { addFormatErrors, uriResolver } from "uri-grammar/ajv", with Ajv 2020',
    () => {
      if (typeof addFormats !== "function" || addFormats.name !== "formatsPlugin")
        return `default export: ${addFormats?.name}`;
      if (addFormats.default !== addFormats || addFormats.get("uri").type !== "string") return "default, get";
      const ajv = addFormatErrors(addFormats(new Ajv({ uriResolver })));
      const validate = ajv.compile({ $id: "http://example.com/s.json", type: "string", format: "uri" });
      if (!validate("http://a/b") || validate("http://example.com:abc/path")) return "verdicts";
      if (!/\(authority, RFC 3986 §3\.2\) at offset 22$/.test(validate.errors[0].message))
        return validate.errors[0].message;
    },
    true,
  ],
  [
    'import { pluginOf, uri } from "uri-grammar/ajv/formats"',
    () => {
      const ajv = pluginOf({ uri: uriDefinition })(new Ajv());
      if (
        !ajv.validate({ type: "string", format: "uri" }, "http://a/") ||
        ajv.validate({ type: "string", format: "uri" }, "a")
      )
        return "verdicts";
    },
    true,
  ],
  [
    'import { uri, email } from "uri-grammar/standard"',
    () => {
      const ok = uri()["~standard"].validate("http://a/");
      const bad = email()["~standard"].validate("a@[127.0.0.300]");
      if (ok.value !== "http://a/" || ok.issues) return JSON.stringify(ok);
      if (!bad.issues[0].message.endsWith("(Snum, RFC 5321 §4.1.3) at offset 11"))
        return bad.issues[0].message;
      const schema = uri()["~standard"].jsonSchema.input({ target: "draft-07" });
      if (JSON.stringify(schema) !== '{"type":"string","format":"uri"}') return JSON.stringify(schema);
    },
  ],
  [
    'import { rfc2396 } from "uri-grammar/variants/rfc2396"; import { expand } from "uri-grammar/template"',
    () => {
      if (resolve("http://a/b/c/d;p?q", "?y", { variant: rfc2396 }) !== "http://a/b/c/?y") return "resolve"; // RFC 2396 §5.2
      if (expand("{/path*}{?q}", { path: ["a", "b"], q: "x y" }) !== "/a/b?q=x%20y") return "expand";
    },
  ],
];

/** Runs the checks (with `{ compile: false }`, those that compile no Ajv schema). */
export async function checks({ compile = true } = {}) {
  const results = [];
  for (const [name, check, compiles] of CHECKS) {
    if (compiles && !compile) continue;
    try {
      const wrong = await check();
      results.push({ name, ok: wrong === undefined, detail: wrong ?? "" });
    } catch (error) {
      results.push({ name, ok: false, detail: String(error?.stack ?? error) });
    }
  }
  return results;
}
