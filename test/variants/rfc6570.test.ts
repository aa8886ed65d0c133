import { describe, expect, it } from "vitest";
import { isValid } from "../../src/index.js";
import { bothPaths } from "../helpers/paths.js";
import { templatesInvalid, templatesValid } from "../../corpus/variants/rfc6570.js";

const variant = "rfc6570";

describe("RFC 6570 §2 URI-Template (Level 4 syntax)", () => {
  it.each(templatesValid)("valid: %s", (input) => {
    const { fast, peg } = bothPaths(input, { variant });
    expect(fast).not.toBeNull();
    expect(peg).not.toBeNull();
  });
  it.each(templatesInvalid)("invalid: %s", (input) => {
    const { fast, peg } = bothPaths(input, { variant });
    expect(fast).toBeNull();
    expect(peg).toBeNull();
  });
  it("§2.4.1 max-length is a positive integer below 10000", () => {
    expect(isValid(":9999", { variant, rule: "prefix" })).toBe(true);
    expect(isValid("0", { variant, rule: "max-length" })).toBe(false);
  });
});
