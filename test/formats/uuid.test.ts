// The uuid format (src/formats/uuid.ts), one table per section of RFC 9562 it reads; the model the
// guide to adding a format (docs/adding-a-format.md) points at. Every entry point runs each row: the
// format function, formatProblem, the Ajv definition and the Standard Schema validator.
import { describe, expect, it } from "vitest";
import { formatProblem, uuid } from "../../src/formats/index.js";
import { uuid as ajvUuid } from "../../src/ajv-formats.js";
import { uuid as standardUuid } from "../../src/standard.js";

/** The verdict of every entry point on `value`; they must agree. */
function verdicts(value: string): boolean[] {
  const standard = standardUuid()["~standard"].validate(value) as { issues?: unknown };
  return [
    uuid(value),
    formatProblem("uuid", value) === undefined,
    ajvUuid.validate(value),
    standard.issues === undefined,
  ];
}

describe('RFC 9562 §4: UUID = 4hexOctet "-" 2hexOctet "-" 2hexOctet "-" 2hexOctet "-" 6hexOctet', () => {
  it.each([
    ["f81d4fae-7dec-11d0-a765-00a0c91e6bf6", true], // RFC 9562 §4's example
    ["F81D4FAE-7DEC-11D0-A765-00A0C91E6BF6", true], // "case insensitive on input"
    ["f81d4fae-7dec-11d0-a765-00a0c91e6bf", false], // a hexOctet short
    ["f81d4fae-7dec-11d0-a765-00a0c91e6bf60", false],
    ["f81d4fae7dec11d0a76500a0c91e6bf6", false], // the hyphens are the syntax's
    ["f81d4fae-7dec-11d0a765-00a0c91e6bf6", false],
    ["{f81d4fae-7dec-11d0-a765-00a0c91e6bf6}", false], // Microsoft's braces are not RFC 9562's
    ["urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6", false], // the URN is a scheme grammar's (RFC 9562 §4)
    ["g81d4fae-7dec-11d0-a765-00a0c91e6bf6", false],
    ["", false],
  ])("%j: %s", (value, valid) => {
    expect(verdicts(value)).toEqual([valid, valid, valid, valid]);
  });
  it("a problem names the rule, the section and the offset", () => {
    expect(formatProblem("uuid", "f81d4fae-7dec-11d0-a765-00a0c91e6bfg")).toEqual({
      offset: 35,
      rule: "hexOctet",
      section: "RFC 9562 §4",
      reason: 'expected HEXDIG, found "g"',
    });
    expect(formatProblem("uuid", "f81d4fae_7dec-11d0-a765-00a0c91e6bf6")).toMatchObject({
      offset: 8,
      rule: "UUID",
    });
  });
});

describe("RFC 9562 §4.1 and §4.2: any variant and version (the syntax does not restrict them)", () => {
  it.each([
    "f81d4fae-7dec-01d0-0765-00a0c91e6bf6", // variant 0xx (NCS), version 0
    "f81d4fae-7dec-f1d0-c765-00a0c91e6bf6", // variant 110 (Microsoft), version 15
    "f81d4fae-7dec-81d0-e765-00a0c91e6bf6", // variant 111 (reserved), version 8
  ])("%s", (value) => {
    expect(verdicts(value)).toEqual([true, true, true, true]);
  });
});

describe("RFC 9562 §5.9 Nil UUID and §5.10 Max UUID", () => {
  it.each([
    "00000000-0000-0000-0000-000000000000",
    "ffffffff-ffff-ffff-ffff-ffffffffffff",
    "FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF",
  ])("%s", (value) => {
    expect(verdicts(value)).toEqual([true, true, true, true]);
  });
});

describe("not a string: a TypeError that says what was given", () => {
  it("uuid(42)", () => {
    expect(() => uuid(42 as never)).toThrow(TypeError);
  });
});
