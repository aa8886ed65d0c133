// An ES module program in the same project: named imports of each entry point (Node sees the
// CommonJS build's exports by name), the README's default import of the Ajv plugin, and the same
// library as `require` gives.
import assert from "node:assert/strict";
import { createRequire } from "node:module";
import { isValid, parse, resolve, safeParse, UriSyntaxError } from "uri-grammar";
import addFormats, { addFormats as addFormatsByName, uriResolver } from "uri-grammar/ajv";
import { uri } from "uri-grammar/formats";
import { ALL_VARIANTS } from "uri-grammar/variants";
import { rfc2396 } from "uri-grammar/variants/rfc2396";
import { compileAbnf } from "uri-grammar/compiler";
import Ajv2020 from "ajv/dist/2020.js";
import checks from "./checks.cjs";

const { check } = checks;
const require = createRequire(import.meta.url);

check('import { parse, ... } from "uri-grammar"', () => {
  assert.equal(parse("foo://example.com:8042/over/there?name=ferret#nose").host, "example.com");
  assert.equal(isValid("http://1.2.3.4x/"), true); // a reg-name (RFC 3986 §3.2.2)
  assert.equal(resolve("http://a/b/c/d;p?q", "g;x?y#s"), "http://a/b/c/g;x?y#s"); // RFC 3986 §5.4.1
  const result = safeParse("http://[fe80");
  assert.equal(result.ok, false);
  assert.ok(!result.ok && result.error instanceof UriSyntaxError);
});

check('import { uri } from "uri-grammar/formats"', () => {
  assert.equal(uri("http://a/b"), true);
  assert.equal(uri("/b"), false);
});

check('import addFormats, { uriResolver } from "uri-grammar/ajv" (the README\'s form)', () => {
  assert.equal(typeof addFormats, "function", `the default import is ${typeof addFormats}, not the plugin`);
  const ajv = addFormats(new Ajv2020.default({ uriResolver }));
  assert.equal(ajv.compile({ type: "string", format: "uri" })("/b"), false);
});

check('import { addFormats, uriResolver } from "uri-grammar/ajv"', () => {
  const ajv = addFormatsByName(new Ajv2020.default({ uriResolver }));
  const validate = ajv.compile({ $id: "http://example.com/root.json", type: "string", format: "uri" });
  assert.equal(validate("http://a/b"), true);
  assert.equal(validate("/b"), false);
});

check(
  'import { rfc2396 } from "uri-grammar/variants/rfc2396"; import { ALL_VARIANTS } from "uri-grammar/variants"',
  () => {
    assert.equal(resolve("http://a/b/c/d;p?q", "?y", { variant: rfc2396 }), "http://a/b/c/?y"); // RFC 2396 §5.2
    assert.equal(ALL_VARIANTS.length, 12);
    assert.ok(ALL_VARIANTS.includes(rfc2396));
  },
);

check("import and require give one library: the same UriSyntaxError, the same variant objects", () => {
  assert.equal(require("uri-grammar").UriSyntaxError, UriSyntaxError);
  assert.equal(require("uri-grammar/variants/rfc2396").rfc2396, rfc2396);
  assert.throws(() => require("uri-grammar").parse("http://[fe80"), UriSyntaxError);
  assert.equal(require("uri-grammar/ajv"), addFormats, "require gives the plugin the default import gives");
});

check('import { compileAbnf } from "uri-grammar/compiler" (and require gives the same)', () => {
  const compiled = compileAbnf('greeting = %s"Hi" 1*3"!"\n', { rules: ["greeting"] }); // RFC 7405 §2.1
  assert.equal(compiled.isValid("Hi!!"), true);
  assert.equal(compiled.isValid("hi!"), false);
  assert.equal(compiled.isValid("Hi!!!!"), false);
  assert.equal(require("uri-grammar/compiler").compileAbnf, compileAbnf);
});
