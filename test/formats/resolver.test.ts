// uri-grammar's uriResolver against Ajv's default (fast-uri) on the whole JSON-Schema-Test-Suite
// for draft2020-12 and draft7, remotes served in-process from http://localhost:1234/.
import { describe, expect, it } from "vitest";
import { uriResolver } from "../../src/ajv.js";
import { newAjv, runFile, suiteFiles } from "../../scripts/json-schema-suite.js";

describe("uriResolver: the uri-js component shape Ajv expects", () => {
  it("parses components exactly as written; fragment kept percent-encoded", () => {
    expect(uriResolver.parse("HTTP://u@Example.com:8080/a%7e?q#/$defs/a%25b")).toEqual({
      scheme: "HTTP",
      userinfo: "u",
      host: "Example.com",
      port: 8080,
      path: "/a%7e",
      query: "q",
      fragment: "/$defs/a%25b",
      reference: "uri",
    });
    expect(uriResolver.parse("#foo")).toEqual({ path: "", fragment: "foo", reference: "same-document" });
  });
  it("reports what is not a URI reference as error, split as RFC 3986 Appendix B splits it", () => {
    const c = uriResolver.parse("http://[fe80/x");
    expect(c.error).toMatch(/offset/);
    expect(c.host).toBe("[fe80");
    expect(c.path).toBe("/x");
  });
  it("resolves by RFC 3986 §5.2, also against Ajv's empty base", () => {
    expect(uriResolver.resolve("http://a/b/c/d;p?q", "../g")).toBe("http://a/b/g");
    expect(uriResolver.resolve("http://localhost:1234/tree", "node#/x")).toBe(
      "http://localhost:1234/node#/x",
    );
    expect(uriResolver.resolve("", "#/$defs/a")).toBe("#/$defs/a");
    expect(uriResolver.resolve("urn:uuid:deadbeef", "#foo")).toBe("urn:uuid:deadbeef#foo");
  });
  it("serializes what it parses", () => {
    for (const s of ["http://u@h:1/p?q#f", "urn:x:y", "", "#f", "//h", "a:"])
      expect(uriResolver.serialize(uriResolver.parse(s))).toBe(s);
  });
  it("throws TypeError for non-strings", () => {
    expect(() => uriResolver.parse(1 as unknown as string)).toThrow(TypeError);
    expect(() => uriResolver.resolve("a:", null as unknown as string)).toThrow(/got null/);
    expect(() => uriResolver.serialize(null as never)).toThrow(TypeError);
  });
  it("plugs into Ajv", () => {
    const ajv = newAjv("draft2020-12", { uriResolver });
    ajv.addSchema({ $id: "http://example.com/s", $defs: { n: { type: "number" } } });
    expect(ajv.validate({ $ref: "http://example.com/s#/$defs/n" }, 1)).toBe(true);
    expect(ajv.validate({ $ref: "http://example.com/s#/$defs/n" }, "1")).toBe(false);
  });
});

// The files that exercise URI resolution most ($ref, $id, anchors, remote references); `npm run
// check:suite` runs every file of the suite, and the rest of RESOLUTION_FILES with them.
// draft7 runs the files whose resolution differs from 2020-12's ($id with a fragment, remote
// references); its ref.json repeats 2020-12's cases in the older keywords.
const QUICK: Record<"draft2020-12" | "draft7", string[]> = {
  "draft2020-12": ["ref", "refRemote", "anchor", "optional/id"],
  draft7: ["refRemote", "optional/id"],
};
for (const draft of Object.keys(QUICK) as (keyof typeof QUICK)[]) {
  describe(`JSON-Schema-Test-Suite ${draft}, resolution files: default resolver vs uri-grammar's`, () => {
    const files = suiteFiles(draft).filter((f) =>
      QUICK[draft].includes(f.split(/[\\/]tests[\\/][^\\/]+[\\/]/)[1]!.replace(/\.json$/, "")),
    );
    it("finds them", () => expect(files.length).toBe(QUICK[draft].length));
    it.each(files.map((f) => [f.split(/[\\/]tests[\\/]/)[1]!, f]))(
      "%s: same outcome for every test",
      (_name, file) => {
        const ours = runFile(draft, file, { uriResolver });
        const theirs = runFile(draft, file);
        expect(ours.map((o) => o.passed)).toEqual(theirs.map((o) => o.passed));
      },
    );
  });
}
