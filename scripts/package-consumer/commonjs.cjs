// A CommonJS program (`"type": "commonjs"`, as `npm init -y` makes it) that requires the installed
// package: each entry point, with the behaviour a user relies on, and one copy of the library.
"use strict";
const assert = require("node:assert/strict");
const { check } = require("./checks.cjs");

const EXAMPLE = "foo://example.com:8042/over/there?name=ferret#nose"; // RFC 3986 §3

check('require("uri-grammar"): parse, isValid, resolve, UriSyntaxError', () => {
  const { parse, isValid, resolve, UriSyntaxError } = require("uri-grammar");
  assert.deepEqual(
    { ...parse(EXAMPLE) },
    {
      scheme: "foo",
      authority: "example.com:8042",
      host: "example.com",
      port: "8042",
      path: "/over/there",
      query: "name=ferret",
      fragment: "nose",
    },
  );
  assert.equal(isValid("http://[2001:db8::1]/"), true);
  assert.equal(isValid("http://[2001:db8::g]/"), false);
  assert.equal(resolve("http://a/b/c/d;p?q", "../../../g"), "http://a/g"); // RFC 3986 §5.4.2
  assert.throws(
    () => parse("http://[fe80"),
    (error) => error instanceof UriSyntaxError && error.offset === 12,
  );
});

check('require("uri-grammar"): every variant by its id (loaded when first named)', () => {
  const { isValid, resolve, VARIANT_IDS } = require("uri-grammar");
  // One id per variant entry point the package exports.
  const exported = Object.keys(require("uri-grammar/package.json").exports).filter((k) =>
    /^\.\/variants\/(?!all$)/.test(k),
  );
  assert.deepEqual(
    VARIANT_IDS.map((id) => `./variants/${id}`),
    exported,
  );
  for (const variant of VARIANT_IDS) assert.equal(typeof isValid("http://a/b", { variant }), "boolean");
  assert.equal(resolve("http://a/b/c/d;p?q", "?y", { variant: "rfc2396" }), "http://a/b/c/?y"); // RFC 2396 §5.2
});

check('require("uri-grammar/formats")', () => {
  const { uri, uriReference, iri, ipv6, FORMAT_NAMES } = require("uri-grammar/formats");
  assert.equal(uri("http://a/b"), true);
  assert.equal(uri("/b"), false);
  assert.equal(uriReference("/b"), true);
  assert.equal(iri("http://例え.jp/"), true);
  assert.equal(ipv6("::1"), true);
  // Every format that JSON Schema 2020-12 (Validation §7.3) defines.
  assert.deepEqual([...FORMAT_NAMES].sort(), [
    "date",
    "date-time",
    "duration",
    "email",
    "hostname",
    "idn-email",
    "idn-hostname",
    "ipv4",
    "ipv6",
    "iri",
    "iri-reference",
    "json-pointer",
    "regex",
    "relative-json-pointer",
    "time",
    "uri",
    "uri-reference",
    "uri-template",
    "uuid",
  ]);
});

check('require("uri-grammar/ajv") with Ajv 2020: format "uri" and the uriResolver', () => {
  const Ajv2020 = require("ajv/dist/2020").default;
  const { addFormats, uriResolver } = require("uri-grammar/ajv");
  // ajv-formats' shape: the module is the plugin, named formatsPlugin, its own default.
  assert.equal(require("uri-grammar/ajv"), addFormats);
  assert.equal(addFormats.name, "formatsPlugin");
  assert.equal(require("uri-grammar/ajv").default, addFormats);
  const ajv = addFormats(new Ajv2020({ uriResolver }));
  const validate = ajv.compile({ $id: "http://example.com/root.json", type: "string", format: "uri" });
  assert.equal(validate("http://a/b"), true);
  assert.equal(validate("/b"), false);
  assert.equal(uriResolver.resolve("http://a/b/c/d;p?q", "../g"), "http://a/b/g");
});

check('require("uri-grammar/variants/rfc2396"): the variant object, passed as { variant }', () => {
  const { rfc2396 } = require("uri-grammar/variants/rfc2396");
  const { parse, resolve, UriSyntaxError } = require("uri-grammar");
  assert.equal(rfc2396.id, "rfc2396");
  assert.equal(resolve("http://a/b/c/d;p?q", "?y", { variant: rfc2396 }), "http://a/b/c/?y"); // RFC 2396 §5.2
  // An error raised through a variant from another entry point is the main entry point's class.
  assert.throws(() => parse("http://a b/", { variant: rfc2396 }), UriSyntaxError);
});

check(
  'require("uri-grammar/variants"): every variant, the same objects as each variant\'s entry point',
  () => {
    const variants = require("uri-grammar/variants");
    assert.deepEqual(
      variants.ALL_VARIANTS.map((v) => v.id),
      require("uri-grammar").VARIANT_IDS,
    );
    assert.equal(variants.rfc2396, require("uri-grammar/variants/rfc2396").rfc2396);
    assert.equal(variants.rfc3986, require("uri-grammar/variants/rfc3986").rfc3986);
  },
);

check("one copy of the library: every entry point reaches the same library chunk", () => {
  // The files each entry point loads: its ES module (beside the CommonJS file that requires it) and
  // what that imports, transitively.
  const fs = require("node:fs");
  const path = require("node:path");
  const closure = (file, seen = new Set()) => {
    if (seen.has(file)) return seen;
    seen.add(file);
    for (const m of fs.readFileSync(file, "utf8").matchAll(/(?:import|from)\s*"(\.[^"]+)"/g))
      closure(path.join(path.dirname(file), m[1]), seen);
    return seen;
  };
  const entries = ["uri-grammar", "uri-grammar/formats", "uri-grammar/ajv", "uri-grammar/variants"];
  const libraries = new Set(
    entries.flatMap((entry) =>
      [...closure(require.resolve(entry).replace(/\.js$/, ".mjs"))].filter((f) =>
        /[\\/]chunks[\\/]library-[\w-]+\.mjs$/.test(f),
      ),
    ),
  );
  assert.equal(libraries.size, 1, [...libraries].join(", "));
  assert.equal(require("uri-grammar/formats").FORMAT_NAMES, require("uri-grammar/ajv").FORMAT_NAMES);
  const { UriSyntaxError, parse } = require("uri-grammar");
  const { rfc2396 } = require("uri-grammar/variants/rfc2396");
  assert.throws(() => parse("a b", { variant: rfc2396 }), UriSyntaxError);
});

check('require("uri-grammar/compiler"): compileAbnf, a user variant, transcribe, checkTranscription', () => {
  const { compileAbnf, transcribe, checkTranscription } = require("uri-grammar/compiler");
  const { parse } = require("uri-grammar");
  // RFC 5234 §3.6: 2*3 repetitions; §3.3 incremental alternatives.
  const abnf = 'doc = "x:" word\nword = 2*3ALPHA\nword =/ DIGIT\n';
  const compiled = compileAbnf(abnf, { rules: ["doc"], captures: { word: "path" } });
  assert.equal(compiled.isValid("x:ab"), true);
  assert.equal(compiled.isValid("x:abcd"), false);
  assert.equal(compiled.isValid("x:7"), true);
  assert.equal(parse("x:abc", { variant: compiled.variant({ id: "consumer-doc" }) }).path, "abc");
  const peggy = transcribe(abnf).text;
  assert.equal(checkTranscription(abnf, peggy, { runs: 20 }).ok, true);
  const broken = peggy.replace(/word\n  = [^\n]*/, "word\n  = ALPHA+ / DIGIT");
  const report = checkTranscription(abnf, broken, { rules: ["word"], runs: 20 });
  assert.equal(report.ok, false);
  assert.equal(report.rules[0].counterexample.input, "a"); // the shortest: ALPHA+ takes one letter
});
