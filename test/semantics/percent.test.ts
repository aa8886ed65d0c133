import fc from "fast-check";
import { compileAbnf } from "../../src/compiler.js";
import { describe, expect, it } from "vitest";
import { isValid, percentDecode, percentEncode } from "../../src/index.js";
import {
  isHexDigit,
  normalizePercent,
  octetAt,
  percentDecodeUtf8,
  percentOctets,
  TRIPLETS,
  UNRESERVED,
  UNRESERVED_DECODING,
  upperHex,
  utf8At,
  utf8Length,
  utf8Triplets,
} from "../../src/semantics/percent.js";
import type { PercentComponent } from "../../src/index.js";
import { rfc3987 } from "../../src/variants/rfc3987.js";

/**
 * percentEncode keeps exactly the ASCII characters that the component's rule (`rules`, as the
 * variant's grammar names it) matches alone, "%" aside (RFC 3986 §2.4).
 */
function keepsWhatTheRuleAllows(rules: Record<PercentComponent, string>, variant: string): void {
  for (const [component, rule] of Object.entries(rules) as [PercentComponent, string][]) {
    for (let c = 0; c < 128; c++) {
      const ch = String.fromCharCode(c);
      const kept = percentEncode(ch, component, { variant } as never) === ch;
      const allowed = ch !== "%" && isValid(ch, { variant, rule } as never);
      expect(kept, `${variant} ${component} ${JSON.stringify(ch)}`).toBe(allowed);
    }
  }
}

describe("RFC 3986 §2.1 percent-encoding for a component", () => {
  const table: [PercentComponent, string, string][] = [
    ["segment", "a b/c?d#e", "a%20b%2Fc%3Fd%23e"],
    ["segment", "a:b@c!$&'()*+,;=-._~", "a:b@c!$&'()*+,;=-._~"],
    ["path", "/a b/c?", "/a%20b/c%3F"],
    ["query", "a=b c&d/e?f#g", "a=b%20c&d/e?f%23g"],
    ["fragment", "x/y?z#w", "x/y?z%23w"],
    ["userinfo", "user:pa@ss word", "user:pa%40ss%20word"],
    ["host", "ex ample.com:80", "ex%20ample.com%3A80"],
    ["query", "100%", "100%25"],
    ["segment", "%41", "%2541"],
    ["segment", "é€😀", "%C3%A9%E2%82%AC%F0%9F%98%80"],
    ["segment", "[]", "%5B%5D"],
    ["segment", "", ""],
    ["segment", "\uffffa", "%EF%BF%BFa"], // U+FFFF is one code unit: the "a" after it is read
    ["query", "\u{10000}a", "%F0%90%80%80a"],
  ];
  it.each(table)("%s: %s → %s", (component, value, encoded) => {
    expect(percentEncode(value, component)).toBe(encoded);
    expect(percentDecode(encoded)).toBe(value);
  });
  it("encodes exactly the ASCII characters the component's rule does not allow", () => {
    const rules: Record<PercentComponent, string> = {
      userinfo: "userinfo",
      host: "reg-name",
      path: "path",
      segment: "segment",
      query: "query",
      fragment: "fragment",
    };
    keepsWhatTheRuleAllows(rules, "rfc3986");
  });
});

// RFC 3987 §2.2 names an IRI's component rules after RFC 3986's with an "i" (iuserinfo, ireg-name,
// ipath, isegment, iquery, ifragment) and adds ucschar to iunreserved, iprivate to iquery alone:
// under the rfc3987 variant each component is encoded for its own rule (the record's
// encodingRules), so the characters an IRI allows stay and the others become UTF-8 triplets
// (RFC 3987 §3.1 step 2).
describe("RFC 3987 §2.2: percentEncode for an IRI's components (the rfc3987 variant)", () => {
  const table: [PercentComponent, string, string][] = [
    ["segment", "a b/\u00e9", "a%20b%2F\u00e9"],
    ["segment", "\ufff0", "%EF%BF%B0"], // past ucschar's %xFDF0-FFEF
    ["path", "/a b/\u00e9?", "/a%20b/\u00e9%3F"],
    ["query", "\u00e9=\ue000#", "\u00e9=\ue000%23"], // iprivate: iquery only
    ["fragment", "\ue000\u00e9/?", "%EE%80%80\u00e9/?"],
    ["userinfo", "us\u00e9r:p@ss", "us\u00e9r:p%40ss"],
    ["host", "ex\u00e4mple.com:80", "ex\u00e4mple.com%3A80"],
  ];
  it.each(table)("%s: %j → %s", (component, value, encoded) => {
    expect(percentEncode(value, component, { variant: "rfc3987" })).toBe(encoded);
    expect(percentEncode(value, component, { variant: rfc3987 })).toBe(encoded);
    expect(percentDecode(encoded)).toBe(value);
  });
  it("encodes exactly the ASCII characters the component's IRI rule does not allow", () => {
    const rules: Record<PercentComponent, string> = {
      userinfo: "iuserinfo",
      host: "ireg-name",
      path: "ipath",
      segment: "isegment",
      query: "iquery",
      fragment: "ifragment",
    };
    keepsWhatTheRuleAllows(rules, "rfc3987");
  });
});

// A lone surrogate is no character (RFC 3629 §3: U+D800-U+DFFF have no UTF-8): percentEncode
// writes U+FFFD's octets for it, as TextEncoder does; the code points beside the range are
// characters and keep their own octets.
describe("RFC 3986 §2.5 and RFC 3629 §3: a lone surrogate in percentEncode", () => {
  const table: [string, string][] = [
    ["\ud7ff", "%ED%9F%BF"],
    ["\ud800", "%EF%BF%BD"],
    ["\udbff", "%EF%BF%BD"],
    ["\udc00", "%EF%BF%BD"],
    ["\udfff", "%EF%BF%BD"],
    ["\ue000", "%EE%80%80"],
    ["a\udfffb", "a%EF%BF%BDb"],
  ];
  it.each(table)("%j → %s", (value, encoded) => {
    expect(percentEncode(value, "segment")).toBe(encoded);
  });
});

// RFC 3987 §2.2's isegment written out under the name of RFC 3986 §3.3's rule, in a grammar of the
// user's (uri-grammar/compiler): percentEncode keeps the non-ASCII characters the rule allows
// (ucschar) and encodes the others as their UTF-8 octets (RFC 3987 §3.1 step 2).
describe("RFC 3987 §2.2 and §3.1: percentEncode with a rule that allows ucschar", () => {
  const abnf = [
    "segment     = *ipchar",
    'ipchar      = iunreserved / pct-encoded / sub-delims / ":" / "@"',
    'iunreserved = ALPHA / DIGIT / "-" / "." / "_" / "~" / ucschar',
    "ucschar     = %xA0-D7FF / %xF900-FDCF / %xFDF0-FFEF",
    "            / %x10000-1FFFD / %x20000-2FFFD / %x30000-3FFFD",
    "            / %x40000-4FFFD / %x50000-5FFFD / %x60000-6FFFD",
    "            / %x70000-7FFFD / %x80000-8FFFD / %x90000-9FFFD",
    "            / %xA0000-AFFFD / %xB0000-BFFFD / %xC0000-CFFFD",
    "            / %xD0000-DFFFD / %xE1000-EFFFD",
    'pct-encoded = "%" HEXDIG HEXDIG',
    'sub-delims  = "!" / "$" / "&" / "\'" / "(" / ")" / "*" / "+" / "," / ";" / "="',
    "",
  ].join("\r\n");
  const variant = compileAbnf(abnf, { rules: ["segment"] }).variant({ id: "rfc3987-isegment" });
  const table: [string, string][] = [
    ["\u00e9", "\u00e9"],
    ["\u00a0", "\u00a0"], // the first ucschar
    ["\u0080", "%C2%80"], // below ucschar
    ["\u{1f600}a", "\u{1f600}a"],
    ["\uffef", "\uffef"],
    ["\ufff0", "%EF%BF%B0"],
    ["\uffffa", "%EF%BF%BFa"],
    ["\ue000", "%EE%80%80"], // iprivate: not in isegment (RFC 3987 §2.2, iquery only)
    ["a b/\u00e9", "a%20b%2F\u00e9"],
  ];
  it.each(table)("%j → %s", (value, encoded) => {
    expect(percentEncode(value, "segment", { variant })).toBe(encoded);
  });
  // The same rule under RFC 3987's own name: the variant says which rule "segment" is.
  const named = compileAbnf(abnf.replace("segment     =", "isegment    ="), { rules: ["isegment"] });
  it("under its own name, named by the variant's encodingRules", () => {
    const own = named.variant({ id: "rfc3987-isegment-named", encodingRules: { segment: "ISEGMENT" } });
    expect(own.encodingRules).toEqual({ segment: "isegment" });
    for (const [value, encoded] of table)
      expect(percentEncode(value, "segment", { variant: own })).toBe(encoded);
    const unnamed = named.variant({ id: "rfc3987-isegment-unnamed" });
    expect(() => percentEncode("a", "segment", { variant: unnamed })).toThrow(
      /^percentEncode: .*no start rule "segment"/,
    );
  });
  it("refuses a component or a rule it does not know", () => {
    expect(() => named.variant({ id: "x", encodingRules: { segmnet: "isegment" } as never })).toThrow(
      /encodingRules has "segmnet", not a component percentEncode writes for \(userinfo, host, path, segment, query, fragment\)/,
    );
    expect(() => named.variant({ id: "x", encodingRules: { segment: "ipath" } })).toThrow(
      /variant: encodingRules "ipath" is not a start rule/,
    );
  });
});

// percentEncode writes its output as bytes and makes a string of them a chunk at a time: a long
// text crosses chunks, a character kept from 128 up is written as its UTF-8 (RFC 3629 §3) and read
// back, U+FEFF (ucschar, RFC 3987 §2.2) among them at the start of a chunk, where a UTF-8 decoder
// that strips a byte order mark would lose it; a lone surrogate that a user's grammar takes has no
// UTF-8 and is kept as it is.
describe("RFC 3986 §2.5 and RFC 3987 §3.1: what percentEncode writes, across its chunks", () => {
  it("a long text, encoded (RFC 3986) and kept (RFC 3987)", () => {
    expect(percentEncode("\u00e9 ".repeat(5_000), "segment")).toBe("%C3%A9%20".repeat(5_000));
    expect(percentEncode("\u00e9 ".repeat(5_000), "segment", { variant: rfc3987 })).toBe(
      "\u00e9%20".repeat(5_000),
    );
    expect(percentEncode("a".repeat(10_000) + " /", "path")).toBe("a".repeat(10_000) + "%20/");
  });
  it("U+FEFF kept at the start of what it writes", () => {
    expect(percentEncode("\ufeff x", "segment", { variant: rfc3987 })).toBe("\ufeff%20x");
    expect(percentEncode("a b\ufeff", "segment", { variant: rfc3987 })).toBe("a%20b\ufeff");
  });
  it("a lone surrogate that a user's grammar takes", () => {
    const abnf = "segment = *( %x61 / %xD800-DBFF )\r\n";
    const variant = compileAbnf(abnf, { rules: ["segment"] }).variant({ id: "high-surrogates" });
    expect(percentEncode("a\ud800b", "segment", { variant })).toBe("a\ud800%62");
    expect(percentEncode("b\udbffa", "segment", { variant })).toBe("%62\udbffa");
    expect(percentEncode("\ud800\udc00", "segment", { variant })).toBe("%F0%90%80%80");
  });
});

// RFC 3986 §2.4: "%" is always encoded, whatever a grammar allows: a grammar of the user's that
// takes a bare "%" (and U+0080, the first code point past ASCII) still gets "%25" for it.
describe('RFC 3986 §2.4: percentEncode encodes "%" even where a rule allows it', () => {
  const abnf = 'segment = *( ALPHA / "%" / %x80 )\r\n';
  const variant = compileAbnf(abnf, { rules: ["segment"] }).variant({ id: "bare-percent" });
  const table: [string, string][] = [
    ["100%", "%31%30%30%25"],
    ["a%41", "a%25%34%31"],
    ["\u0080b", "\u0080b"],
    ["\u0081", "%C2%81"],
  ];
  it.each(table)("%j → %s", (value, encoded) => {
    expect(percentEncode(value, "segment", { variant })).toBe(encoded);
  });
});

describe("percentDecode", () => {
  const table: [string, string][] = [
    ["%7e%7E", "~~"],
    ["a%20b", "a b"],
    ["100%", "100%"],
    ["%zz%4", "%zz%4"],
    ["%C3%A9", "é"],
    ["%FF", "\uFFFD"],
    ["%C3", "\uFFFD"],
    ["plain", "plain"],
    ["%EF%BB%BFa", "\ufeffa"], // U+FEFF at the start is a character, not a byte order mark
    ["%FFa%C3%A9%E2%82", "\uFFFDa\u00e9\uFFFD"],
  ];
  it.each(table)("%s → %s", (input, output) => {
    expect(percentDecode(input)).toBe(output);
  });
  // Each refusal names the function and what it was given.
  const refusals: [() => unknown, RegExp][] = [
    [() => percentEncode(5 as unknown as string, "path"), /^percentEncode: expected a string, got number 5$/],
    [
      () => percentEncode("a", { toString: () => "path" } as unknown as PercentComponent),
      /^percentEncode: component must be one of userinfo, host, path, segment, query, fragment, got an object$/,
    ],
    [
      () => percentEncode("a", "path", 5 as never),
      /^percentEncode: options must be an object, got number 5$/,
    ],
    [
      () => percentEncode("a", "path", { variant: "nope" } as never),
      /^percentEncode: unknown variant "nope"/,
    ],
  ];
  it.each(refusals)("refusal %#", (call, message) => {
    expect(call).toThrow(message);
  });
  it("rejects bad arguments", () => {
    expect(() => percentDecode(null as unknown as string)).toThrow(
      /percentDecode: expected a string, got null/,
    );
    expect(() => percentEncode("a", "scheme" as PercentComponent)).toThrow(TypeError);
    expect(() => percentEncode("a", "toString" as PercentComponent)).toThrow(TypeError);
  });
});

// The one home of percent-encoding (src/semantics/percent.ts): its primitives, each against the
// section it does.
describe("RFC 3986 §2.1 pct-encoded triplets", () => {
  const table: [string, number, number][] = [
    ["%41", 0, 0x41],
    ["%7e", 0, 0x7e],
    ["%Ff", 0, 0xff],
    ["a%20", 1, 0x20],
    ["%4", 0, -1], // truncated
    ["%g0", 0, -1],
    ["%0g", 0, -1],
    ["41", 0, -1],
  ];
  it.each(table)("octetAt(%s, %d) = %d", (text, i, octet) => {
    expect(octetAt(text, i)).toBe(octet);
  });
  it("a triplet must end by the given end", () => {
    expect(octetAt("%41", 0, 2)).toBe(-1);
    expect(octetAt("%41", 0, 3)).toBe(0x41);
  });
  it("TRIPLETS holds every octet with upper-case hex digits", () => {
    expect(TRIPLETS.length).toBe(256);
    TRIPLETS.forEach((t, b) => expect(t).toBe("%" + b.toString(16).toUpperCase().padStart(2, "0")));
    expect([..."0123456789abcdefABCDEF"].every((c) => isHexDigit(c.charCodeAt(0)))).toBe(true);
    expect([..."gG/:@`%"].some((c) => isHexDigit(c.charCodeAt(0)))).toBe(false);
  });
});

describe("RFC 3986 §2.5 and RFC 3629 §4: UTF-8 in triplets", () => {
  const table: [string, number][] = [
    ["%41", 0x41],
    ["%C3%A9", 0xe9],
    ["%c3%a9", 0xe9],
    ["%E2%82%AC", 0x20ac],
    ["%F0%9F%98%80", 0x1f600],
    ["%F4%8F%BF%BF", 0x10ffff],
    ["%C0%AF", -1], // overlong
    ["%C1%BF", -1], // overlong
    ["%E0%80%AF", -1], // overlong
    ["%F0%80%80%AF", -1], // overlong
    ["%ED%A0%80", -1], // surrogate U+D800
    ["%ED%BF%BF", -1], // surrogate U+DFFF
    ["%F4%90%80%80", -1], // above U+10FFFF
    ["%F5%80%80%80", -1],
    ["%F8%90%80%80", -1], // RFC 3629 §4: F5-FF never appear, though F8's low bits would read U+10000
    ["%F9%80%80%80", -1],
    ["%80", -1], // a continuation octet alone
    ["%C3", -1], // truncated
    ["%C3%41", -1], // not a continuation octet
    ["%E2%82", -1],
    ["%E2%82%AC"[0] + "E2%82AC", -1], // not all triplets
  ];
  it.each(table)("utf8At(%s) = %d", (text, code) => {
    expect(utf8At(text, 0)).toBe(code);
    if (code >= 0) expect(3 * utf8Length(code)).toBe(text.length);
  });
  it("utf8Triplets writes what TextEncoder writes, in upper-case triplets", () => {
    for (const c of [0, 0x41, 0x7f, 0x80, 0x7ff, 0x800, 0xd7ff, 0xe000, 0xffff, 0x10000, 0x10ffff]) {
      const expected = [...new TextEncoder().encode(String.fromCodePoint(c))]
        .map((b) => "%" + b.toString(16).toUpperCase().padStart(2, "0"))
        .join("");
      expect(utf8Triplets(c)).toBe(expected);
      expect(utf8At(utf8Triplets(c), 0)).toBe(c);
    }
  });
  it("utf8At reads exactly the well-formed sequences TextDecoder (fatal) reads, on any octets", () => {
    const fatal = new TextDecoder("utf-8", { fatal: true });
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 1, maxLength: 4 }), (octets) => {
        const text = [...octets].map((b) => TRIPLETS[b]).join("");
        const code = utf8At(text, 0);
        // The oracle: the shortest prefix that decodes to one character.
        let expected = -1;
        for (let n = 1; n <= octets.length && expected < 0; n++) {
          try {
            const s = fatal.decode(octets.subarray(0, n));
            if ([...s].length === 1) expected = s.codePointAt(0)!;
          } catch {
            // not yet (or never) a character
          }
        }
        return code === expected;
      }),
      { seed: 3987, numRuns: 3000 },
    );
  });
});

describe("RFC 3986 §6.2.2.1 and §6.2.2.2 on text (normalizePercent)", () => {
  const table: [string, string][] = [
    ["%7e%7E%41%2d%5F%2E%30", "~~A-_.0"],
    ["%2f%3a%25%20", "%2F%3A%25%20"],
    ["%c3%a9", "%C3%A9"], // not decoded: RFC 3986's unreserved is ASCII
    ["100%", "100%"],
    ["%zz%4", "%zz%4"],
    ["plain", "plain"],
    ["", ""],
  ];
  it.each(table)("%s → %s", (input, output) => {
    expect(normalizePercent(input)).toBe(output);
    expect(normalizePercent(input, UNRESERVED_DECODING)).toBe(output);
  });
  // Any length: the text may be longer than the buffer normalizePercent starts with, and the result
  // longer than one call's arguments can carry (some hundred thousand code units).
  const long: [string, string, string][] = [
    [
      "2,800 code units, past the first buffer of 1,024",
      "%7e".repeat(400) + "a%2f".repeat(400),
      "~".repeat(400) + "a%2F".repeat(400),
    ],
    ["900,003 code units, a result of 300,001", "%7e".repeat(300_000) + "%2f", "~".repeat(300_000) + "%2F"],
  ];
  it.each(long)("%s", (_, input, output) => {
    expect(normalizePercent(input)).toBe(output);
  });
  it("upperHex only upper-cases", () => {
    expect(upperHex("%7e%c3%a9/%41")).toBe("%7E%C3%A9/%41");
  });
  it("decodes what a Decoding names, non-ASCII only from well-formed UTF-8 (RFC 3987 §5.3.2.3)", () => {
    const decoding = { ascii: UNRESERVED, nonAscii: (c: number) => c !== 0x200e };
    expect(normalizePercent("%7e%C3%A9%e2%80%8e%C0%AF%F0%9F%98%80", decoding)).toBe(
      "~\u00e9%E2%80%8E%C0%AF\u{1f600}",
    );
    // U+FFFF is one code unit, U+10000 two (RFC 2781 §2.1).
    expect(normalizePercent("%EF%BF%BFa%F0%90%80%80b", decoding)).toBe("\uffffa\u{10000}b");
  });
  // On text where every "%" starts a triplet, as RFC 3986 §2.4 has it in a URI (a bare "%" followed by
  // "%30a" would become a new triplet "%0a" once "0" is decoded).
  it("is idempotent and keeps what it does not decode as triplets", () => {
    const spelling = fc
      .array(
        fc.oneof(
          fc.integer({ min: 0, max: 255 }).map((b) => TRIPLETS[b]!.toLowerCase()),
          fc.constantFrom("a", "/", "\u00e9"),
        ),
        {
          maxLength: 12,
        },
      )
      .map((parts) => parts.join(""));
    const iri = { ascii: UNRESERVED, nonAscii: () => true };
    fc.assert(
      fc.property(spelling, (text) => {
        for (const d of [UNRESERVED_DECODING, iri]) {
          const once = normalizePercent(text, d);
          if (normalizePercent(once, d) !== once) return false;
          if (percentDecode(once) !== percentDecode(text)) return false;
        }
        return true;
      }),
      { seed: 3986, numRuns: 2000 },
    );
  });
});

describe("RFC 3986 §2.1 and §2.5: the octets of a percent-encoded text, and reading them as UTF-8", () => {
  // [text, its octets (a triplet one octet, any other character its UTF-8), read as UTF-8]
  const table: [string, string, string | undefined][] = [
    ["", "", ""],
    ["%00", "00", "\u0000"],
    ["a%41", "61 41", "aA"],
    ["%4", "25 34", "%4"],
    ["%zz", "25 7a 7a", "%zz"],
    ["a%", "61 25", "a%"],
    ["\u007f", "7f", "\u007f"],
    ["\u0080", "c2 80", "\u0080"],
    ["\u07ff", "df bf", "\u07ff"],
    ["\u0800", "e0 a0 80", "\u0800"],
    ["\uffff", "ef bf bf", "\uffff"],
    ["\uffffa", "ef bf bf 61", "\uffffa"], // U+FFFF is one code unit
    ["\ud7ff", "ed 9f bf", "\ud7ff"],
    ["\ud800", "ef bf bd", "\ud800"], // RFC 3629 §3: a surrogate has no UTF-8
    ["\udfff", "ef bf bd", "\udfff"],
    ["\ue000", "ee 80 80", "\ue000"],
    ["\u{10000}", "f0 90 80 80", "\u{10000}"],
    ["\u{10ffff}x", "f4 8f bf bf 78", "\u{10ffff}x"],
    ["a\udc00b", "61 ef bf bd 62", "a\udc00b"], // a lone surrogate: U+FFFD's octets
    ["%E2%82%ACx", "e2 82 ac 78", "€x"],
    ["é%C3%A9", "c3 a9 c3 a9", "éé"],
    ["%EF%BB%BFa", "ef bb bf 61", "\ufeffa"], // the BOM is a character here, not a mark
    ["%C3", "c3", undefined], // RFC 3629 §4: a lead octet alone
    ["%FF", "ff", undefined],
    ["%ED%A0%80", "ed a0 80", undefined], // a surrogate's code point is not UTF-8
  ];
  it.each(table)("%j: %s", (text, octets, utf8) => {
    const hex = [...percentOctets(text)].map((b) => b.toString(16).padStart(2, "0")).join(" ");
    expect(hex).toBe(octets);
    expect(percentDecodeUtf8(text)).toBe(utf8);
  });
  it("a text without triplets has TextEncoder's octets (fast-check, seed 26)", () => {
    const encoder = new TextEncoder();
    fc.assert(
      fc.property(
        fc.string({ unit: "binary" }).filter((t) => !t.includes("%")),
        (text) => {
          expect(percentOctets(text)).toEqual(encoder.encode(text));
        },
      ),
      { seed: 26, numRuns: 300 },
    );
  });
});
