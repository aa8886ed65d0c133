// The UTS #46 reading of idn-hostname and idn-email ({ idna: uts46 }: the JSON Schema format
// registry's for the next dialect, json-schema-spec #1660), against the IDNA2008 reading (the
// default, the published drafts'): each branch of UTS #46 §4's mapping (mapped, ignored, NFC), the
// sizes on the mapped form, where problems are placed; the option through formatProblem, formatsOf
// and the Ajv plugin; and the mapping itself against tr46's IdnaMappingTable on a sample of the code
// points (`npm run check:idna-tables` compares all of them).
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { addFormatErrors, addFormats } from "../../src/ajv.js";
import * as definitions from "../../src/ajv-formats.js";
import * as standard from "../../src/standard.js";
import { formatProblem, formats, formatsOf, idnEmail, idnHostname, uts46 } from "../../src/formats/index.js";
import { uts46Map } from "../../src/formats/uts46.js";
import { newAjv } from "../../scripts/json-schema-suite.js";

const UTS46 = { idna: uts46 } as const;
const idnHostnameUts46 = formatsOf("draft2020-12", UTS46)["idn-hostname"];
const idnEmailUts46 = formatsOf("draft2020-12", UTS46)["idn-email"];
const fullwidth = (s: string) =>
  s.replace(/[a-z0-9]/g, (c) => String.fromCodePoint(c.codePointAt(0)! + 0xfee0));

describe("UTS #46 §4 step 1, Map, and step 2, Normalize: each branch", () => {
  it.each([
    // [value, IDNA2008, UTS #46, the branch]
    [fullwidth("123"), false, true, "mapped: fullwidth digits"],
    [fullwidth("123") + ".example", false, true, "mapped: fullwidth digits in a label"],
    ["ＥＸＡＭＰＬＥ.com", false, true, "mapped: fullwidth capitals"],
    ["Straße.de", false, true, "mapped: a capital letter in a U-label"],
    ["例え。テスト", true, true, "mapped: the ideographic full stop (a separator in both)"],
    ["a\u200bb.com", false, true, "ignored: ZERO WIDTH SPACE"],
    ["a\u00adb.com", false, true, "ignored: SOFT HYPHEN"],
    ["\u200b".repeat(1000) + "a.com", false, true, "ignored, many"],
    ["cafe\u0301.com", false, true, "NFC: a decomposed café"],
    [fullwidth("a".repeat(63)) + ".com", false, true, "a label of 63 fullwidth letters: 63 octets mapped"],
    [fullwidth("a".repeat(64)) + ".com", false, false, "a label of 64 fullwidth letters: 64 octets"],
    ["ß.de", true, true, "deviation: kept (nontransitional)"],
    ["a\u2488com", false, false, "disallowed: kept, then refused (not mapped to 1.)"],
    ["xn--mnchen-3ya.de", true, true, "an A-label"],
    ["XN--MNCHEN-3YA.DE", false, true, "an A-label in capitals: mapped to small letters"],
    ["a..b", false, false, "an empty label"],
    ["-a.com", false, false, "a hyphen first"],
  ] as const)("%j: IDNA2008 %s, UTS #46 %s (%s)", (value, idna2008, mapped, _branch) => {
    expect(idnHostname(value)).toBe(idna2008);
    expect(idnHostnameUts46(value)).toBe(mapped);
    expect(formatProblem("idn-hostname", value, undefined, UTS46) === undefined).toBe(mapped);
    expect(formatProblem("idn-hostname", value) === undefined).toBe(idna2008);
  });

  it("idn-email maps its domain only", () => {
    expect(idnEmail("user@ＥＸＡＭＰＬＥ.com")).toBe(false);
    expect(idnEmailUts46("user@ＥＸＡＭＰＬＥ.com")).toBe(true);
    expect(idnEmailUts46("user@a\u200bb.com")).toBe(true);
    expect(idnEmail("josé@cafe\u0301.com")).toBe(true); // the default reading puts the domain in NFC too
    expect(idnEmailUts46("josé@cafe\u0301.com")).toBe(true);
    expect(idnEmailUts46(`a@${fullwidth("b".repeat(63))}.com`)).toBe(true);
    expect(idnEmailUts46(`a@${fullwidth("b".repeat(64))}.com`)).toBe(false);
    expect(idnEmailUts46("ＵＳＥＲ@example.com")).toBe(true); // a UTF8-non-ascii local part, unmapped
    expect(idnEmailUts46("a@[127.0.0.1]")).toBe(true);
    expect(idnEmailUts46("a@[127.0.0.300]")).toBe(false);
    expect(idnEmailUts46("a@b\u2488c")).toBe(false);
  });
});

describe("problems are placed in the input", () => {
  it("in a label the mapping left as it was: at the character", () => {
    expect(formatProblem("idn-hostname", "ＥＸ.a\u2488b", undefined, UTS46)).toMatchObject({
      offset: 4,
      section: "RFC 5892 §3",
    });
  });
  it("in a label the mapping changed: at the label, the mapped label in the reason", () => {
    const p = formatProblem("idn-hostname", "ok.\u200b" + fullwidth("a".repeat(64)), undefined, UTS46)!;
    expect(p).toMatchObject({ offset: 3, rule: "label", section: "RFC 1034 §3.1" });
    expect(p.reason).toContain(`as UTS #46 maps it: "${"a".repeat(64)}"`);
  });
  it("in idn-email's domain: after the local part", () => {
    // "。" is a character of a sub-domain to RFC 6531's grammar, a full stop once mapped.
    expect(formatProblem("idn-email", "ab@ＥＸ。。com", undefined, UTS46)).toMatchObject({
      offset: 6,
      reason: "an empty label",
    });
  });
  it("a name too long even in NFC: before any label is read", () => {
    // UTS #46 §4 step 1 then RFC 1034 §3.1: 253 octets; NFC makes at most 4 code points one.
    const early = {
      offset: 0,
      rule: "domain name",
      section: "RFC 1034 §3.1",
      reason: "more than 1012 code points as UTS #46 maps it: more than 253 octets, even in NFC",
    };
    expect(formatProblem("idn-hostname", "a.".repeat(507), undefined, UTS46)).toMatchObject(early);
    // Each code point counts: a full stop, one left as it was, one mapped (to a letter, to a full stop).
    expect(formatProblem("idn-hostname", "\uff0e".repeat(1013), undefined, UTS46)).toMatchObject(early);
    expect(formatProblem("idn-hostname", (fullwidth("a") + ".").repeat(507), undefined, UTS46)).toMatchObject(
      early,
    );
    // 1,012 code points are not too many before the labels are read: the labels' own check says it.
    expect(formatProblem("idn-hostname", "a.".repeat(506), undefined, UTS46)?.reason).not.toContain(
      "UTS #46",
    );
  });
  it("a label too long even in NFC: at the label, before it is read", () => {
    const early = {
      offset: 3,
      rule: "label",
      section: "RFC 5890 §2.3.2.1",
      reason: "more than 252 code points as UTS #46 maps it: more than 63 octets, even in NFC",
    };
    expect(formatProblem("idn-hostname", "ok." + fullwidth("a".repeat(253)), undefined, UTS46)).toMatchObject(
      early,
    );
    expect(
      formatProblem("idn-hostname", "ok." + fullwidth("a".repeat(252)), undefined, UTS46)?.reason,
    ).not.toContain("code points as UTS #46 maps it");
  });
  it("in the first label, left as it was: at the character, the reason as it is", () => {
    expect(formatProblem("idn-hostname", "a\u2488b.com", undefined, UTS46)).toEqual({
      offset: 1,
      rule: "U-label",
      section: "RFC 5892 §3",
      reason: "U+2488 is DISALLOWED in IDNA2008",
    });
  });
  it("in a label that NFC or an ignored code point changed: at the label, the mapped label in the reason", () => {
    for (const [value, mapped] of [
      ["cafe\u0301\u2488.com", "caf\u00e9\u2488"],
      ["a\u00adb\u2488.com", "ab\u2488"],
    ]) {
      const p = formatProblem("idn-hostname", value!, undefined, UTS46)!;
      expect(p).toMatchObject({ offset: 0, section: "RFC 5892 §3" });
      expect(p.reason).toContain(`as UTS #46 maps it: ${JSON.stringify(mapped)}`);
    }
  });
  it("a code point above U+FFFF, mapped or left as it was", () => {
    expect(idnHostnameUts46("\u{1D400}b.com")).toBe(true); // MATHEMATICAL BOLD CAPITAL A: a
    expect(idnHostnameUts46("\u{20000}.com")).toBe(true);
    expect(idnHostnameUts46("a\u{20000}b.com")).toBe(true);
    // Mapped (a capital), so read code point by code point: U+20000 is kept whole, "a-" alone would end with "-".
    expect(idnHostnameUts46("\uff21-\u{20000}.com")).toBe(true);
  });
});

describe("the option", () => {
  it("formatsOf: the same table each call, IDN formats read by UTS #46", () => {
    expect(uts46.name).toBe("uts46");
    const table = formatsOf("draft2020-12", UTS46);
    expect(formatsOf("draft2020-12", UTS46)).toBe(table);
    expect(formatsOf("draft2020-12", { idna: "idna2008" })).toBe(formats);
    expect(table["idn-hostname"](fullwidth("123"))).toBe(true);
    expect(formats["idn-hostname"](fullwidth("123"))).toBe(false);
    expect(formatsOf("draft7", UTS46)["relative-json-pointer"]("0+1")).toBe(false);
  });
  it("the Ajv plugin: addFormats and addFormatErrors", () => {
    const schema = { type: "string", format: "idn-hostname" };
    const value = "ＥＸＡＭＰＬＥ.com";
    expect(addFormats(newAjv("draft2020-12", { validateFormats: true })).validate(schema, value)).toBe(false);
    const ajv = addFormats(newAjv("draft2020-12", { validateFormats: true }), UTS46);
    expect(ajv.validate(schema, value)).toBe(true);
    addFormatErrors(ajv, UTS46);
    const again = { ...schema }; // Ajv keeps what it compiled for the first schema object
    expect(ajv.validate(again, value)).toBe(true);
    expect(ajv.validate(again, "a\u2488com")).toBe(false);
    expect(ajv.errors?.[0]?.message).toContain("U+2488 is DISALLOWED in IDNA2008");
  });
  it("uri-grammar/ajv/formats: the definitions the plugin registers, for pluginOf and standalone code", () => {
    const ajv = addFormats(newAjv("draft7", { validateFormats: true }), UTS46);
    expect(ajv.formats["idn-hostname"]).toEqual(definitions.idnHostnameUts46);
    expect(ajv.formats["idn-email"]).toEqual(definitions.idnEmailUts46);
    expect(definitions.idnHostnameUts46.validate).toBe(idnHostnameUts46);
    expect(definitions.formatsOf("draft7", UTS46)).toBe(definitions.formatsHandrewsUts46);
    expect(definitions.formatsOf("draft2020-12", UTS46)).toBe(definitions.formatsUts46);
    expect(definitions.formatsUts46["idn-hostname"].validate).toBe(idnHostnameUts46);
    expect(definitions.formatsHandrewsUts46["relative-json-pointer"]).toBe(
      definitions.relativeJsonPointerHandrews,
    );
    const chosen = definitions.pluginOf({ "idn-email": definitions.idnEmailUts46 })(
      newAjv("draft2020-12", {}),
    );
    expect(chosen.validate({ type: "string", format: "idn-email" }, "user@ＥＸＡＭＰＬＥ.com")).toBe(true);
  });
  it("addFormatErrors knows the reading's functions without being told", () => {
    const ajv = addFormatErrors(addFormats(newAjv("draft2020-12", { validateFormats: true }), UTS46));
    expect(ajv.validate({ type: "string", format: "idn-email" }, "a@b\u2488c")).toBe(false);
    expect(ajv.errors?.[0]?.params).toMatchObject({ format: "idn-email", section: "RFC 5892 §3" });
  });
  it("uri-grammar/standard: idnHostname({ idna }) and idnEmail({ idna })", () => {
    const hostname = standard.idnHostname(UTS46)["~standard"];
    expect(hostname.validate("ＥＸＡＭＰＬＥ.com")).toEqual({ value: "ＥＸＡＭＰＬＥ.com" });
    expect(standard.idnHostname()["~standard"].validate("ＥＸＡＭＰＬＥ.com").issues).toHaveLength(1);
    const issue = standard.idnEmail(UTS46)["~standard"].validate("a@b\u2488c").issues?.[0];
    expect(issue).toMatchObject({ format: "idn-email", section: "RFC 5892 §3" });
    expect(hostname.jsonSchema.input({ target: "draft-2020-12" })).toEqual({
      type: "string",
      format: "idn-hostname",
    });
  });
  it("the tables' functions take the value alone (an index from Array methods is no option)", () => {
    expect(
      ["xn--mnchen-3ya.de", "ＥＸＡＭＰＬＥ.com"].every(formatsOf("draft7", UTS46)["idn-hostname"]),
    ).toBe(true);
    expect(["xn--mnchen-3ya.de", "a.b"].every(formats["idn-hostname"])).toBe(true);
    expect(["user@example.com"].every(formats["idn-email"])).toBe(true);
  });
  it("refuses what is not an option, and tells where the UTS #46 reading is", () => {
    expect(() => formatsOf("draft2020-12", { idna: "uts46" as never })).toThrow(
      /^formatsOf: options.idna must be "idna2008" or a reading \(import \{ uts46 \} from "uri-grammar\/formats"\), got the string "uts46"$/,
    );
    expect(() => addFormats(newAjv("draft2020-12", {}), { idna: "uts46" as never })).toThrow(
      /^addFormats: options.idna must be/,
    );
    expect(() => formatProblem("idn-hostname", "a", undefined, { idna: "uts-46" as never })).toThrow(
      RangeError,
    );
    expect(() => formatsOf("draft7", 0 as never)).toThrow(/options must be an object/);
    expect(() => formatsOf("draft7", { idna: 46 as never })).toThrow(RangeError);
    expect(() => formatsOf("draft7", { idna: uts46, draft: "draft7" } as never)).toThrow(
      /unknown option "draft"/,
    );
    expect(() => addFormats(newAjv("draft2020-12", {}), { idna: "transitional" as never })).toThrow(
      RangeError,
    );
    expect(() => addFormatErrors(newAjv("draft2020-12", {}), { idna: {} as never })).toThrow(RangeError);
    expect(() => standard.idnHostname({ idna: "uts46" as never })).toThrow(RangeError);
    expect(() => idnHostnameUts46(3 as never)).toThrow(/^idn-hostname: expected a string/);
    expect(() => idnEmailUts46(null as never)).toThrow(/^idn-email: expected a string/);
  });
});

describe("the mapping is UTS #46's IDNA Mapping Table (tr46), nontransitional", () => {
  type Row = [number | [number, number], number, string?];
  const require = createRequire(import.meta.url);
  const table = require("tr46/lib/mappingTable.json") as Row[];
  const { STATUS_MAPPING } = require("tr46/lib/statusMapping.js") as {
    STATUS_MAPPING: Record<string, number>;
  };
  const want = new Map<number, string>();
  for (const [range, status, mapping] of table) {
    const [first, last] = Array.isArray(range) ? range : [range, range];
    for (let cp = first; cp <= last; cp++)
      if (status === STATUS_MAPPING.mapped) want.set(cp, mapping!);
      else if (status === STATUS_MAPPING.ignored) want.set(cp, "");
  }
  it("on every mapped and ignored code point, and every 127th other one", () => {
    const wrong: string[] = [];
    for (let cp = 0; cp <= 0x10ffff; cp++) {
      if (cp >= 0xd800 && cp <= 0xdfff) continue;
      if (!want.has(cp) && cp % 127 !== 0) continue;
      const expected = want.get(cp) ?? String.fromCodePoint(cp);
      if ((uts46Map(cp) ?? String.fromCodePoint(cp)) !== expected) wrong.push(cp.toString(16));
    }
    expect(wrong).toEqual([]);
    expect(want.size).toBeGreaterThan(6_000);
  });
});
