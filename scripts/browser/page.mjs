// The page of `npm run check:browser` (scripts/check-browser.ts bundles it with esbuild for the
// browser, as a user's bundler would, and runs it in headless Chromium): the library's behavioural
// smoke tests, and Ajv 2020 with the project's formats and uriResolver. Each check records
// { name, ok, detail } in window.__results; window.__done says the page has finished.
//
// "uri-grammar/variants" is imported on demand, part-way through, as an application would load the
// historical grammars only when it needs them: before it, a variant is reached through its object.
import Ajv2020 from "ajv/dist/2020";
import {
  equivalent,
  isValid,
  normalize,
  parse,
  relativize,
  resolve,
  safeParse,
  toIri,
  toUri,
  UriSyntaxError,
  VARIANT_IDS,
} from "uri-grammar";
import addFormats, { uriResolver } from "uri-grammar/ajv";
import { uri } from "uri-grammar/formats";
import { rfc2396 } from "uri-grammar/variants/rfc2396";

const results = [];
/** Runs one check; `expected` and `actual` are compared as JSON. */
function check(name, actual, expected) {
  try {
    const got = JSON.stringify(typeof actual === "function" ? actual() : actual);
    const want = JSON.stringify(expected);
    results.push({ name, ok: got === want, detail: got === want ? "" : `got ${got}, expected ${want}` });
  } catch (error) {
    results.push({ name, ok: false, detail: `threw ${error?.name}: ${error?.message}` });
  }
}
/** What `fn` throws: its name and message, or "no error". */
function thrown(fn) {
  try {
    fn();
    return "no error";
  } catch (error) {
    return { name: error.name, message: error.message };
  }
}

check(
  "runs in the browser: no process, no require, no Buffer",
  // Read from globalThis: a bundler rewrites a bare `require` to a shim of its own.
  [
    typeof globalThis.process,
    typeof globalThis.require,
    typeof globalThis.Buffer,
    typeof globalThis.document,
  ],
  ["undefined", "undefined", "undefined", "object"],
);

// RFC 3986 §3: the components of the example.
check("parse: RFC 3986 §3 example", () => parse("foo://example.com:8042/over/there?name=ferret#nose"), {
  scheme: "foo",
  authority: "example.com:8042",
  host: "example.com",
  port: "8042",
  path: "/over/there",
  query: "name=ferret",
  fragment: "nose",
});
check("parse: an empty query is present, the fragment undefined (RFC 3986 §5.3)", () => parse("a:?"), {
  scheme: "a",
  path: "",
  query: "",
});
check(
  "parse throws UriSyntaxError",
  () => {
    try {
      parse("http://a b/");
      return "no error";
    } catch (error) {
      return [error instanceof UriSyntaxError, error.name, error.offset];
    }
  },
  [true, "UriSyntaxError", 8],
);
check("isValid: 1.2.3.4x is a reg-name (RFC 3986 §3.2.2)", () => isValid("http://1.2.3.4x/"), true);
check("isValid: 256.1.1.1 is no IPv4address", () => isValid("256.1.1.1", { rule: "IPv4address" }), false);
check(
  "safeParse: the error message names the rule, the section and the offset",
  () => {
    const result = safeParse("http://[fe80");
    return [result.ok, result.error instanceof UriSyntaxError, result.error.offset, result.error.message];
  },
  [
    false,
    true,
    12,
    'not a valid URI-reference (rfc3986): expected ":" or "::" (IPv6address, RFC 3986 §3.2.2) at offset 12, found end of input',
  ],
);
// RFC 3986 §5.4.1 and §5.4.2: reference resolution examples.
for (const [reference, target] of [
  ["g:h", "g:h"],
  ["g", "http://a/b/c/g"],
  ["//g", "http://g"],
  ["?y", "http://a/b/c/d;p?y"],
  ["#s", "http://a/b/c/d;p?q#s"],
  ["../../../g", "http://a/g"],
  ["g;x=1/../y", "http://a/b/c/y"],
])
  check(`resolve: RFC 3986 §5.4 ${reference}`, () => resolve("http://a/b/c/d;p?q", reference), target);
check(
  "normalize: scheme-based (RFC 3986 §6.2.3)",
  () => normalize("HTTP://Example.COM:80/%7euser/./a/../b", { level: "scheme" }),
  "http://example.com/~user/b",
);
check(
  "equivalent: syntax-based (RFC 3986 §6.2.2)",
  () => equivalent("http://a/%7E", "http://a/~", { level: "syntax" }),
  true,
);
check("relativize", () => relativize("http://a/b/c/d;p?q", "http://a/b/g"), "../g");
check(
  "toUri: RFC 3987 §3.1",
  () => toUri("http://r\u00e9sum\u00e9.example.org"),
  "http://r%C3%A9sum%C3%A9.example.org",
);
check(
  "toIri: RFC 3987 §3.2",
  () => toIri("http://r%C3%A9sum%C3%A9.example.org"),
  "http://r\u00e9sum\u00e9.example.org",
);
check("formats: uri", () => [uri("http://a/b"), uri("/b")], [true, false]);

// A variant object, imported from its own entry point.
check(
  "a variant object: resolve under RFC 2396 §5.2 with { variant: rfc2396 }",
  () => resolve("http://a/b/c/d;p?q", "?y", { variant: rfc2396 }),
  "http://a/b/c/?y",
);
check(
  'a variant id before "uri-grammar/variants" is loaded: a RangeError that says what to import',
  () => {
    const error = thrown(() => parse("http://a/", { variant: "rfc2732" }));
    return [error.name, /import "uri-grammar\/variants"/.test(error.message)];
  },
  ["RangeError", true],
);

// Ajv 2020: format "uri" from uri-grammar/ajv (the README's form), $ref resolved by the uriResolver.
check(
  "Ajv 2020: format uri, and a relative $ref resolved by the uriResolver",
  () => {
    const ajv = addFormats(new Ajv2020({ uriResolver }));
    ajv.addSchema({ $id: "http://example.com/schemas/link.json", type: "string", format: "uri" });
    const validate = ajv.compile({
      $id: "http://example.com/schemas/page.json",
      type: "object",
      properties: { links: { type: "array", items: { $ref: "link.json" } } },
    });
    return [
      validate({ links: ["http://a/b", "urn:isbn:0451450523"] }),
      validate({ links: ["http://a/b", "/relative"] }),
      validate.errors?.[0]?.instancePath,
      validate.errors?.[0]?.keyword,
    ];
  },
  [true, false, "/links/1", "format"],
);
check(
  "uriResolver: parse and serialize",
  () => uriResolver.serialize(uriResolver.parse("http://a:8080/b?c#d")),
  "http://a:8080/b?c#d",
);

// Every variant by its id, once "uri-grammar/variants" is loaded (a chunk of its own).
const variants = await import("uri-grammar/variants");
check("uri-grammar/variants: every variant id", () => variants.ALL_VARIANTS.map((v) => v.id), [
  ...VARIANT_IDS,
]);
check("uri-grammar/variants: the same rfc2396 object", () => variants.rfc2396 === rfc2396, true);
check(
  "by id: an IPv6 literal is valid under RFC 2732, not under RFC 2396",
  () => [isValid("http://[::1]/", { variant: "rfc2732" }), isValid("http://[::1]/", { variant: "rfc2396" })],
  [true, false],
);
check(
  "by id: the 1993 draft and RFC 3987 parse",
  () => [
    parse("http://a/b", { variant: "url-draft-1993" }).scheme,
    parse("http://\u00e9.fr/", { variant: "rfc3987" }).host,
  ],
  ["http", "\u00e9.fr"],
);

window.__results = results;
window.__done = true;
