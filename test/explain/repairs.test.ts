// The one-edit repairs of a rejected input (src/explain/failure.ts allRepairs): every deletion,
// insertion, replacement and percent-encoding (RFC 3986 §2.1) of one character, at every offset,
// that makes the input valid. Held against a brute force over every edit with every ASCII
// character and a few others, on short inputs (fast-check, fixed seed).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { dfaOf } from "../../src/explain/dfa.js";
import { allRepairs, explainFailure } from "../../src/explain/failure.js";
import { failureText } from "../../src/explain/text.js";
import { isValid } from "../../src/index.js";
import { rfc2396, rfc3986 } from "../../src/variants/all.js";
import type { Variant } from "../../src/variants/types.js";

const CHARS = [...Array.from({ length: 128 }, (_, i) => String.fromCharCode(i)), "é", "\u3000", "😀"];

/** Every one-edit change of `input` that the variant accepts, as [kind, offset, character]. */
function bruteForce(variant: Variant, input: string): [string, number, string][] {
  const valid = (s: string) => isValid(s, { variant } as never);
  const out: [string, number, string][] = [];
  const points = [...input];
  let offset = 0;
  for (let k = 0; k <= points.length; k++) {
    const before = points.slice(0, k).join("");
    const ch = points[k] ?? "";
    const after = points.slice(k + 1).join("");
    for (const c of CHARS) if (valid(before + c + ch + after)) out.push(["insert", offset, c]);
    if (ch !== "") {
      if (valid(before + after)) out.push(["delete", offset, ""]);
      for (const c of CHARS) if (c !== ch && valid(before + c + after)) out.push(["replace", offset, c]);
    }
    offset += ch.length;
  }
  return out;
}

describe("allRepairs: every one-edit repair, anywhere in the input", () => {
  it('http://[fe80: deleting "[" is one edit (RFC 3986 §3.2.2 IP-literal)', () => {
    const f = explainFailure(rfc3986 as Variant, "http://[fe80")!;
    expect(f.repairCount).toBeGreaterThan(0);
    expect(allRepairs(rfc3986 as Variant, "http://[fe80").map((r) => r.result)).toContain("http://fe80");
    const text = failureText(f, []);
    expect(text).not.toContain("no one-edit repair");
    expect(text).toContain('delete "[": "http://fe80"');
  });
  it("says so when no edit helps, and what was tried", () => {
    const f = explainFailure(rfc3986 as Variant, "a b c")!;
    expect(f.repairCount).toBe(0);
    expect(failureText(f, [])).toContain(
      "no one-edit repair makes it valid (tried: every deletion, insertion, replacement and percent-encoding of one character, at every offset)",
    );
  });
  it.each([
    ["rfc3986", "http://[::1/x"],
    ["rfc3986", "a b c"],
    ["rfc3986", "http://[fe80"],
    ["rfc3986", "%"],
    ["rfc2396", "http://a/b c"],
  ] as const)("%s %s: each repair valid, and every edit a brute force finds listed", (id, input) => {
    agrees(id === "rfc3986" ? (rfc3986 as Variant) : (rfc2396 as Variant), input);
  });
  it("agrees with the brute force on generated inputs (fast-check, seed 24)", () => {
    const input = fc
      .array(fc.constantFrom("a", "/", ":", "[", "]", "%", "1", "?", "#", " ", "@", ".", "é"), {
        maxLength: 7,
      })
      .map((c) => c.join(""));
    fc.assert(
      fc.property(input, (s) => {
        if (!isValid(s)) agrees(rfc3986 as Variant, s);
      }),
      { seed: 24, numRuns: 120 },
    );
  });
});

/**
 * Every repair allRepairs lists is valid; every edit the brute force finds is listed, as itself or
 * as a character of the same class of the minimal DFA (the class a listed insertion or replacement
 * stands for), or gives a string a listed repair gives; and so is every percent-encoding that works.
 */
function agrees(variant: Variant, input: string): void {
  const found = allRepairs(variant, input);
  const dfa = dfaOf(variant.automata.recognizer);
  const results = new Set(found.map((r) => r.result));
  for (const r of found) expect(isValid(r.result, { variant } as never), r.description).toBe(true);
  expect(results.size).toBe(found.length);
  for (const [kind, offset, c] of bruteForce(variant, input)) {
    const result = applied(input, kind, offset, c);
    const listed =
      results.has(result) ||
      found.some(
        (r) =>
          r.kind === kind &&
          r.offset === offset &&
          (kind === "delete" || dfa.classOf(r.inserted.codePointAt(0)!) === dfa.classOf(c.codePointAt(0)!)),
      );
    expect(listed, `${JSON.stringify(input)}: ${kind} ${JSON.stringify(c)} at ${offset}`).toBe(true);
  }
  let offset = 0;
  for (const ch of input) {
    const encoded = [...new TextEncoder().encode(ch)]
      .map((b) => "%" + b.toString(16).toUpperCase().padStart(2, "0"))
      .join("");
    const result = input.slice(0, offset) + encoded + input.slice(offset + ch.length);
    if (isValid(result, { variant } as never))
      expect(results.has(result), `percent-encode at ${offset}`).toBe(true);
    offset += ch.length;
  }
}

function applied(input: string, kind: string, offset: number, c: string): string {
  const width = kind === "insert" ? 0 : input.codePointAt(offset)! > 0xffff ? 2 : 1;
  return input.slice(0, offset) + c + input.slice(offset + width);
}
