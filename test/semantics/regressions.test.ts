// Issue 14 ("Every variant keeps the laws, in linear time"): one block per bug it reports, with the
// inputs that showed it. Each test fails on the code before the fix. Work is counted, never timed.
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import {
  equivalent,
  isValid,
  normalize,
  relativize,
  resolve,
  UriOperationError,
  type UriOperationErrorKind,
} from "../../src/index.js";
import { resetWork, work } from "../../src/semantics/work.js";

/** The UriOperationError `run` throws (its kind checked), or a failure that says what happened. */
function refusal(run: () => unknown, kind: UriOperationErrorKind): UriOperationError {
  try {
    const value = run();
    throw new Error(`returned ${JSON.stringify(value)}`);
  } catch (error) {
    expect(error).toBeInstanceOf(UriOperationError);
    expect((error as UriOperationError).kind).toBe(kind);
    return error as UriOperationError;
  }
}

/** The work units of one call (src/semantics/work.ts). */
function workOf(run: () => unknown): number {
  resetWork();
  run();
  return work.units;
}

describe("regression: quadratic dot-segment removal, RFC 3986 included (rule C rebuilt the output)", () => {
  // normalize of "http://h/" + "x/" × k + "a/../" × k took 57 µs per character at 1.4 MB: every
  // ".." rebuilt the whole output. Now every character is read a bounded number of times.
  const k = 30_000;
  const input = "http://h/" + "x/".repeat(k) + "a/../".repeat(k);
  it.each(["rfc3986", "rfc3987", "rfc6874", "draft-fielding-uri-rfc2396bis-01"])(
    "normalize under %s",
    (variant) => {
      let out = "";
      const units = workOf(() => (out = normalize(input, { variant } as never)));
      expect(out).toBe("http://h/" + "x/".repeat(k));
      expect(units).toBeLessThan(32 * input.length);
    },
  );
  it("resolve of a long run of a/../ against a long base", () => {
    const base = "http://h/" + "x/".repeat(k) + "y";
    const reference = "a/../".repeat(k) + "g";
    let out = "";
    const units = workOf(() => (out = resolve(base, reference)));
    expect(out).toBe("http://h/" + "x/".repeat(k) + "g");
    expect(units).toBeLessThan(32 * (base.length + reference.length));
  });
});

describe("regression: the 1993 and 1994 drafts removed one dot element per regular-expression pass", () => {
  // resolve with 100 KB of "./" took about 10 s.
  const reference = "./".repeat(50_000) + "g";
  it.each(["url-draft-1993", "url-draft-1994"])("%s", (variant) => {
    let out = "";
    const units = workOf(() => (out = resolve("http://a/b/c", reference, { variant } as never)));
    expect(out).toBe("http://a/b/g");
    expect(units).toBeLessThan(32 * reference.length);
  });
});

describe("regression: lost text (normalize recomposed the components, which do not hold it all)", () => {
  it("RFC 1738: only the scheme folds (§2.1), on the text; the port goes at level scheme (§3.2)", () => {
    const variant = "rfc1738";
    expect(normalize("ftp://U@Host:21/p;type=a", { variant })).toBe("ftp://U@Host:21/p;type=a");
    expect(normalize("FTP://U@Host:21/p;type=a", { variant, level: "scheme" })).toBe("ftp://U@Host/p;type=a");
    expect(normalize("gopher://Host/1sel", { variant })).toBe("gopher://Host/1sel");
    expect(normalize("GOPHER://Host/1s%65l", { variant })).toBe("gopher://Host/1sel");
    expect(normalize("WAIS://h:210/db", { variant, level: "scheme" })).toBe("wais://h/db");
    expect(normalize("prospero://h:1525/x;a=b", { variant, level: "scheme" })).toBe("prospero://h/x;a=b");
    expect(normalize("telnet://u:23@h:23/", { variant, level: "scheme" })).toBe("telnet://u:23@h/");
  });
  it("the 1993 and 1994 drafts give no normalization: a typed error, no text lost", () => {
    refusal(() => normalize("http://Example.com/a/b", { variant: "url-draft-1993" }), "no-normalization");
    refusal(() => normalize("mailto:a%41@b", { variant: "url-draft-1994" }), "no-normalization");
    refusal(() => normalize("v::.", { variant: "url-draft-1993" }), "no-normalization");
    refusal(() => equivalent("v::.", "v::", { variant: "url-draft-1993" }), "no-normalization");
    expect(equivalent("v::.", "v::", { variant: "url-draft-1993", level: "string" })).toBe(false);
    expect(equivalent("v::.", "v::.", { variant: "url-draft-1993", level: "string" })).toBe(true);
  });
});

describe("regression: changed meaning (decoding made a relative reference absolute)", () => {
  it.each(["rfc1808", "draft-fielding-url-syntax-05"])(
    '%s: "%%41b://x/" stays a relative reference (RFC 1808 §2.4.2: "%%" is no scheme character)',
    (variant) => {
      const out = normalize("%41b://x/", { variant } as never);
      expect(out).toBe("%41b://x/");
      expect(normalize(out, { variant } as never)).toBe(out);
      // any spelling of the same characters has that normal form
      expect(normalize("A%62://x/", { variant } as never)).toBe("%41b://x/");
      expect(equivalent("A%62://x/", "%41b://x/", { variant } as never)).toBe(true);
    },
  );
  it("url-draft-1993: a%3Ab is not normalized (the draft gives no normal form)", () => {
    refusal(() => normalize("a%3Ab", { variant: "url-draft-1993" }), "no-normalization");
  });
});

describe("regression: invalid output", () => {
  it.each(["rfc2396", "rfc2732"])(
    '%s: "z:." keeps its opaque part (no dot removal in RFC 2396 §6)',
    (variant) => {
      expect(normalize("z:.", { variant } as never)).toBe("z:.");
      expect(isValid(normalize("z:.", { variant } as never), { variant } as never)).toBe(true);
    },
  );
  it('rfc1808: "//a/.//b" stays valid (fsegment = 1*pchar; RFC 1808 removes dot segments only while resolving)', () => {
    const out = normalize("//a/.//b", { variant: "rfc1808" });
    expect(out).toBe("//a/.//b");
    expect(isValid(out, { variant: "rfc1808" })).toBe(true);
  });
  it('url-draft-1993: "/" against "m:" names no URL (generic has no path beginning with "/")', () => {
    const error = refusal(() => resolve("m:", "/", { variant: "url-draft-1993" }), "no-target");
    expect(error.message).toMatch(/"m:\/"/);
  });
  it("rfc1738: a complete URL is its own target, as written", () => {
    expect(resolve("http://a/b", "FILE:///HELLO", { variant: "rfc1738" })).toBe("FILE:///HELLO");
    expect(resolve("http://a/b", "gopher://h/1sel", { variant: "rfc1738" })).toBe("gopher://h/1sel");
  });
  it("url-draft-1993: the gopher type and WAIS parts of a base are kept", () => {
    expect(resolve("gopher://h/1sel/x", "y", { variant: "url-draft-1993" })).toBe("gopher://h/1sel/y");
    expect(resolve("http://Example.com/a/b", "c", { variant: "url-draft-1993" })).toBe(
      "http://Example.com/a/c",
    );
  });
});

describe("regression: normalize not idempotent (a decoded reg_name became a hostname)", () => {
  it.each(["rfc2396", "rfc2732", "draft-fielding-uri-rfc2396bis-01"])("%s", (variant) => {
    expect(normalize("http://%41/", { variant } as never)).toBe("http://a/");
    expect(normalize("http://a/", { variant } as never)).toBe("http://a/");
    expect(equivalent("http://%41/", "http://A/", { variant } as never)).toBe(true);
  });
});

describe("regression: broken inverse", () => {
  const BASE = "http://a/b/c/d;p?q";
  it.each([
    "rfc1808",
    "draft-fielding-url-syntax-05",
    "rfc2396",
    "rfc2732",
    "draft-fielding-uri-rfc2396bis-01",
  ])("%s: a target with a fragment is relativized", (variant) => {
    for (const target of ["http://a/b/c/g#s", "http://a/b/c/d;p?q#s", "http://a/g?y#s"]) {
      const reference = relativize(BASE, target, { variant } as never);
      expect(reference.length).toBeLessThan(target.length);
      expect(resolve(BASE, reference, { variant } as never)).toBe(target);
    }
  });
  it('draft-fielding-url-syntax-05: "http://4!" resolves to itself (§5.2 step 3: "we are done")', () => {
    expect(resolve("http://a/", "http://4!", { variant: "draft-fielding-url-syntax-05" })).toBe("http://4!");
  });
  it("rfc1738 has no relative form to relativize to", () => {
    refusal(() => relativize("http://a/b", "http://a/c", { variant: "rfc1738" }), "no-relative-form");
  });
  // Found on real pairs: resolve(b, relativize(b, t)) !== t in 3,454 of 5,589 pairs (1993), 4,198 of
  // 4,727 (1994) and 1,411 of 11,993 (rfc1738).
  const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
  const pairs = readFileSync(join(root, "bench", "data", "refs.tsv"), "utf8")
    .split("\n")
    .filter((_, k) => k % 10 === 0)
    .filter(Boolean)
    .map((line) => line.split("\t") as [string, string]);
  it.each(["url-draft-1993", "url-draft-1994"])("%s: every real pair resolves back", (variant) => {
    let checked = 0;
    for (const [base, reference] of pairs) {
      let target: string;
      try {
        target = resolve(base, reference, { variant } as never);
      } catch {
        continue; // not a pair of this generation
      }
      checked++;
      expect(
        resolve(base, relativize(base, target, { variant } as never), { variant } as never),
        `${base} ${reference}`,
      ).toBe(target);
    }
    expect(checked).toBeGreaterThan(0);
  });
});

describe("regression: RFC 6570 templates taken for URIs", () => {
  const variant = "rfc6570";
  it("equivalent, normalize, resolve and relativize say a template is not a URI", () => {
    refusal(() => equivalent("{a}", "{b}", { variant }), "not-a-uri-syntax");
    refusal(() => normalize("%41", { variant }), "not-a-uri-syntax");
    refusal(() => resolve("{a}", "b", { variant }), "not-a-uri-syntax");
    refusal(() => relativize("{a}", "b", { variant }), "not-a-uri-syntax");
    refusal(() => equivalent("{a}", "{a}", { variant, level: "string" }), "not-a-uri-syntax");
  });
});
