// The companions of automata/beside.ts as the library reads them (generated/companions.ts) are the
// tables their specs compile to (src/syntax/delimited-companion.ts, src/semantics/normal-form-companion.ts,
// compiled by automata/companion.ts): the packed text loses nothing.
import { describe, expect, it } from "vitest";
import { unpackCompanion } from "../../automata/format.js";
import { compileCompanion, packCompanion } from "../../automata/companion.js";
import * as generated from "../../generated/companions.js";
import { delimitedSpec } from "../../src/syntax/delimited-companion.js";
import { certainlyNormal } from "../../src/semantics/normal-form-companion.js";

describe("RFC 3986 Appendix B and §6.2.2–§6.2.3: the companions' tables as generated", () => {
  it.each([
    ["delimited", () => compileCompanion(delimitedSpec())],
    ["normalFormSyntax", () => compileCompanion(certainlyNormal("syntax"))],
    ["normalFormScheme", () => compileCompanion(certainlyNormal("scheme"))],
  ] as const)("%s unpacks to its spec's tables", (name, compiled) => {
    const tables = compiled();
    expect(unpackCompanion(generated[name])).toEqual(tables);
    expect(unpackCompanion(packCompanion(tables))).toEqual(tables);
  });

  it("a value that does not fit one character is refused, not wrapped", () => {
    const tables = compileCompanion(delimitedSpec());
    const next = new Int16Array(tables.next);
    next[0] = 0x7f;
    expect(() => packCompanion({ ...tables, next })).toThrow(RangeError);
  });
});
