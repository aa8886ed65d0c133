// `npm run build:regex-tables` writes src/formats/regex-tables.ts; `npm run check:regex-tables` fails
// if the committed file differs from a fresh one. The Unicode data that ECMA-262 §22.2.1.1's early
// errors name and that the `regex` format (src/formats/regex.ts) must know without asking the
// JavaScript engine (whose Unicode version changes with it):
//   - the values of `\p{General_Category=…}` and `\p{Script=…}` (`Script_Extensions` takes the same
//     values), and the lone names of `\p{…}`: a General_Category value or a binary property of
//     ECMA-262's table-binary-unicode-properties; with the names of the non-binary properties
//     themselves (table-nonbinary-unicode-properties);
//   - UnicodeIDStart and UnicodeIDContinue (ECMA-262 §12.7), for the group names of `(?<name>…)`
//     (RegExpIdentifierStart and RegExpIdentifierPart, beyond ASCII): where the engine that runs
//     this script knows them otherwise (its ID_Start and ID_Continue, of an older Unicode version:
//     Node 20.20's are Unicode 16.0's), the code points it does not know as regexpp does. The format
//     asks the engine about every other code point (engineIdentifierClass of src/formats/regex.ts):
//     1.8 KB of a bundle's gzipped bytes less than the whole sets, for 39 ranges.
// They are read from @eslint-community/regexpp (a development dependency, the test oracle of the
// format), by asking its validator (ecmaVersion 2025, Unicode mode) about each candidate: the words
// of its source for the property names, every code point for the identifier sets (256 at a time,
// one by one where they are not all in). So the tables say what regexpp says: the oracle and the
// format agree on the data by construction, and the grammar is the format's own.
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { RegExpValidator } from "@eslint-community/regexpp";
import { engineIdentifierClass } from "../src/formats/regex.js";
import { format, resolveConfig } from "prettier";

const require = createRequire(import.meta.url);
const main = require.resolve("@eslint-community/regexpp");
const version = (JSON.parse(readFileSync(join(dirname(main), "package.json"), "utf8")) as { version: string })
  .version;

const validator = new RegExpValidator({ ecmaVersion: 2025 });
// A million probes fail: without a stack to capture, a thrown SyntaxError costs a quarter as much.
Error.stackTraceLimit = 0;
function valid(pattern: string): boolean {
  try {
    validator.validatePattern(pattern, 0, pattern.length, { unicode: true });
    return true;
  } catch {
    return false;
  }
}

// Property names: every word of regexpp's source is a candidate (its data sets are strings of
// words); the validator sorts them.
const words = [...new Set(readFileSync(main, "utf8").match(/\b[A-Za-z_][A-Za-z0-9_]*\b/g) ?? [])].sort();
const gcNames = words.filter((w) => valid(`\\p{${w}=Lu}`));
const scNames = words.filter((w) => valid(`\\p{${w}=Latin}`));
const gcValues = words.filter((w) => valid(`\\p{General_Category=${w}}`));
const scValues = words.filter((w) => valid(`\\p{Script=${w}}`));
const lone = words.filter((w) => valid(`\\p{${w}}`));
const binary = lone.filter((w) => !gcValues.includes(w));

function expect(what: string, ok: boolean): void {
  if (!ok) throw new Error(`scripts/regex-tables.ts: ${what} (regexpp ${version})`);
}
expect("General_Category's names are General_Category and gc", gcNames.join(" ") === "General_Category gc");
expect(
  "Script's names are Script, sc, Script_Extensions, scx",
  scNames.join(" ") === "Script Script_Extensions sc scx",
);
for (const name of gcNames)
  expect(
    `${name} takes General_Category's values`,
    gcValues.every((w) => valid(`\\p{${name}=${w}}`)),
  );
for (const name of scNames)
  expect(
    `${name} takes Script's values`,
    scValues.every((w) => valid(`\\p{${name}=${w}}`)),
  );
expect(
  "every General_Category value stands alone",
  gcValues.every((w) => lone.includes(w)),
);
expect(
  "no Script value stands alone unless it is a property",
  scValues.every((w) => !lone.includes(w) || binary.includes(w)),
);

// Code points beyond ASCII (ASCII is in regex.ts, from ECMA-262's own IdentifierStartChar and
// IdentifierPartChar), in blocks of 256: a block is tried whole (one pattern says whether all are
// in), else one code point at a time. Surrogates (U+D800 to U+DFFF) are left out: none is ID_Start
// or ID_Continue, and two of them side by side in a probe would read as one code point.
function collect(candidates: number[], test: (cps: number[]) => boolean): number[] {
  const out: number[] = [];
  for (let i = 0; i < candidates.length; i += 0x100) {
    const block = candidates.slice(i, i + 0x100);
    if (test(block)) out.push(...block);
    else for (const cp of block) if (test([cp])) out.push(cp);
  }
  return out;
}
const beyondAscii: number[] = [];
for (let cp = 0x80; cp <= 0x10ffff; cp++) if (cp < 0xd800 || cp > 0xdfff) beyondAscii.push(cp);
// `(?<a c1 c2 …>)` is valid iff each ci is an IdentifierPartChar (ID_Continue, $, ZWNJ, ZWJ); a name
// is one group each in `(?<c1>)(?<c2>)…`, valid iff each ci is an IdentifierStartChar. ID_Start is
// within ID_Continue (a stability policy of Unicode, UAX #31 §2), so only part characters are tried.
const idPart = collect(beyondAscii, (cps) => valid(`(?<a${String.fromCodePoint(...cps)}>)`));
const idStart = collect(idPart, (cps) => valid(cps.map((cp) => `(?<${String.fromCodePoint(cp)}>)`).join("")));
// The Unicode version the header names: U+323B0, the first of CJK Unified Ideographs Extension J, is
// new in Unicode 17.0.
const UNICODE = "17.0";
expect(`regexpp's identifier data is Unicode ${UNICODE}`, idStart.includes(0x323b0));
const startSet = new Set(idStart);
const partOnly = idPart.filter((cp) => !startSet.has(cp));

/**
 * The code points from U+0080 on as runs of one class: the class's letter (S: UnicodeIDStart; P:
 * IdentifierPartChar less UnicodeIDStart; O: neither; E: what the engine says, which is regexpp's
 * class), then the run's length in base 36; the engine's after the last run.
 */
function runs(): string {
  const partSet = new Set(partOnly);
  const classOf = (cp: number): string => {
    const own = startSet.has(cp) ? "S" : partSet.has(cp) ? "P" : "O";
    return "OSP"[engineIdentifierClass(cp)] === own ? "E" : own;
  };
  let out = "";
  let run = classOf(0x80);
  let length = 0;
  for (let cp = 0x80; cp <= 0x10ffff; cp++) {
    const c = classOf(cp);
    if (c === run) length++;
    else {
      out += run + length.toString(36);
      run = c;
      length = 1;
    }
  }
  return run === "E" ? out : out + run + length.toString(36);
}

const raw = `// @generated by scripts/regex-tables.ts from @eslint-community/regexpp ${version} (ecmaVersion 2025). Do not edit: run \`npm run build:regex-tables\`.
//
// The Unicode data of ECMA-262 §22.2.1.1's early errors for Pattern[+UnicodeMode] (Unicode ${UNICODE}, as
// regexpp ${version} has it): the names of \\p{…} (space-separated), and the code points beyond ASCII
// of group names where the ID_Start and ID_Continue of the engine that wrote this file are not
// Unicode ${UNICODE}'s (runs of one class, each a letter and a base-36 length; src/formats/regex.ts
// decodes them).

/** table-nonbinary-unicode-properties: General_Category's names; Script's (and Script_Extensions'). */
export const GC_NAMES = ${JSON.stringify(gcNames.join(" "))};
export const SC_NAMES = ${JSON.stringify(scNames.join(" "))};
/** PropertyValueAliases.txt: General_Category's values and aliases; Script's. */
export const GC_VALUES = ${JSON.stringify(gcValues.join(" "))};
export const SC_VALUES = ${JSON.stringify(scValues.join(" "))};
/** table-binary-unicode-properties: the binary properties (without the properties of strings). */
export const BINARY = ${JSON.stringify(binary.join(" "))};
/**
 * The code points from U+0080 on, as runs of one class: S, UnicodeIDStart (ID_Continue too); P,
 * IdentifierPartChar less UnicodeIDStart (the rest of ID_Continue, ZWNJ and ZWJ); O, neither; E, the
 * engine's (its ID_Start, ID_Continue), also after the last run. Each run is its class's capital
 * letter and its length in base 36 (small letters and digits).
 */
export const IDENTIFIER = ${JSON.stringify(runs())};
`;
const out = join(import.meta.dirname, "..", "src", "formats", "regex-tables.ts");
// As `npx prettier --check .` wants it.
const text = await format(raw, { ...(await resolveConfig(out)), filepath: out });
if (process.argv.includes("--check")) {
  if (readFileSync(out, "utf8") !== text) {
    console.error("src/formats/regex-tables.ts is stale: run npm run build:regex-tables");
    process.exitCode = 1;
  } else console.log("src/formats/regex-tables.ts is fresh");
} else {
  writeFileSync(out, text);
  console.log(
    `General_Category: ${gcValues.length} values; Script: ${scValues.length}; binary: ${binary.length}; ` +
      `ID_Start: ${idStart.length} code points beyond ASCII; ID_Part less ID_Start: ${partOnly.length}`,
  );
  console.log(`${text.length} characters`);
}
