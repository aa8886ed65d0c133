// `npm run compare:formats`: the JSON-Schema-Test-Suite optional/format files
// (test/fixtures/json-schema-test-suite: every file, for draft2020-12, draft2019-09 and draft7) run
// through Ajv with each implementation's format functions: uri-grammar/ajv, ajv-formats (full
// mode) and @hyperjump/json-schema-formats. Prints a Markdown table (docs/formats-comparison.md).
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import * as hyperjump from "@hyperjump/json-schema-formats";
import ajvFormats from "ajv-formats";
import { fullFormats } from "ajv-formats/dist/formats.js";
import { addFormats, type FormatName } from "../src/ajv.js";
import { FIXTURES, newAjv, readGroups, type Draft } from "./json-schema-suite.js";

const DRAFTS: Draft[] = ["draft2020-12", "draft2019-09", "draft7"];

/** hyperjump's IDN functions print the errors they catch; keep the table readable. */
function quiet(fn: (value: string) => boolean): (value: string) => boolean {
  return (value) => {
    const { log, error } = console;
    console.log = console.error = () => {};
    try {
      return fn(value);
    } finally {
      console.log = log;
      console.error = error;
    }
  };
}

const HYPERJUMP: Record<FormatName, (value: string) => boolean> = {
  uri: hyperjump.isUri,
  "uri-reference": hyperjump.isUriReference,
  iri: hyperjump.isIri,
  "iri-reference": hyperjump.isIriReference,
  "uri-template": hyperjump.isUriTemplate,
  ipv4: hyperjump.isIPv4,
  ipv6: hyperjump.isIPv6,
  "date-time": hyperjump.isDateTime,
  date: hyperjump.isDate,
  time: hyperjump.isTime,
  duration: hyperjump.isDuration,
  email: hyperjump.isEmail,
  hostname: quiet(hyperjump.isAsciiIdn),
  "idn-hostname": quiet(hyperjump.isIdn),
  "idn-email": quiet(hyperjump.isIdnEmail),
  "json-pointer": hyperjump.isJsonPointer,
  "relative-json-pointer": hyperjump.isRelativeJsonPointer,
  uuid: hyperjump.isUuid,
  regex: hyperjump.isRegex,
};
/** The formats ajv-formats 3 defines (full mode). */
const AJV_FORMATS = new Set(Object.keys(fullFormats));

type Ajv = ReturnType<typeof newAjv>;
const IMPLEMENTATIONS: { name: string; setup(ajv: Ajv): void; has(format: FormatName): boolean }[] = [
  { name: "uri-grammar", setup: (ajv) => void addFormats(ajv), has: () => true },
  {
    name: "ajv-formats",
    setup: (ajv) => void (ajvFormats as unknown as (a: Ajv) => void)(ajv),
    has: (f) => AJV_FORMATS.has(f),
  },
  {
    name: "@hyperjump/json-schema-formats",
    setup: (ajv) => {
      for (const [name, validate] of Object.entries(HYPERJUMP))
        ajv.addFormat(name, { type: "string", validate });
    },
    has: () => true,
  },
];

interface Count {
  passed: number;
  total: number;
  failures: string[];
}

/** JSON, with DEL and C1 controls (which JSON.stringify leaves raw) escaped so a reader sees them. */
const show = (data: unknown): string =>
  JSON.stringify(data).replace(
    /[\u007f-\u009f]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );

/** The suite's files: one per format, plus ecmascript-regex (format regex) and unknown. */
const FILES = readdirSync(join(FIXTURES, "draft2020-12"))
  .filter((f) => f.endsWith(".json"))
  .map((f) => f.slice(0, -5))
  .sort();
const formatOf = (file: string): string => (file === "ecmascript-regex" ? "regex" : file);

function run(draft: Draft, file: string, setup: (ajv: Ajv) => void): Count {
  const ajv = newAjv(draft, { validateFormats: true });
  setup(ajv);
  const count: Count = { passed: 0, total: 0, failures: [] };
  let groups;
  try {
    groups = readGroups(join(FIXTURES, draft, `${file}.json`));
  } catch {
    return count; // draft 7 has no duration.json, no uuid.json
  }
  for (const group of groups) {
    for (const t of group.tests) {
      count.total++;
      let actual: boolean | string;
      try {
        actual = ajv.validate(group.schema as object, t.data);
      } catch (error) {
        actual = `error: ${(error as Error).message}`;
      }
      if (actual === t.valid) count.passed++;
      else count.failures.push(`${show(t.data)} (expected ${t.valid ? "valid" : "invalid"})`);
    }
  }
  return count;
}

const rows: string[] = [];
const notes: string[] = [];
const totals = IMPLEMENTATIONS.map(() => DRAFTS.map(() => ({ passed: 0, total: 0 })));
for (const file of FILES) {
  const format = formatOf(file);
  const cells = IMPLEMENTATIONS.map((impl, i) => {
    const counts = DRAFTS.map((draft) => run(draft, file, impl.setup));
    counts.forEach((c, d) => {
      totals[i]![d]!.passed += c.passed;
      totals[i]![d]!.total += c.total;
    });
    const c = counts[0]!;
    if (c.failures.length > 0)
      notes.push(
        `- ${impl.name}, \`${file}\`: ${c.failures.slice(0, 8).join(", ")}${c.failures.length > 8 ? ", …" : ""}`,
      );
    const text = counts.map((k) => (k.total === 0 ? "–" : `${k.passed}/${k.total}`)).join(" · ");
    return file === "unknown" || impl.has(format as FormatName) ? text : `${text} (no such format: ignored)`;
  });
  rows.push(`| \`${file}\` | ${cells.join(" | ")} |`);
}
const readFirstLine = (file: string) => JSON.parse(readFileSync(file, "utf8")) as { version: string };
const version = (pkg: string) =>
  readFirstLine(join(import.meta.dirname, "..", "node_modules", pkg, "package.json")).version;
console.log(`# JSON Schema format tests: uri-grammar, ajv-formats, @hyperjump/json-schema-formats

Generated by \`npm run compare:formats\` (scripts/compare-formats.ts). The JSON-Schema-Test-Suite
optional/format files (test/fixtures/json-schema-test-suite), every test including the non-string
ones, run through Ajv ${version("ajv")} with format assertion on (Ajv2020, Ajv2019, Ajv). Each cell:
draft2020-12 · draft2019-09 · draft7 (– where the draft has no such file). ajv-formats
${version("ajv-formats")} (full mode), @hyperjump/json-schema-formats ${version("@hyperjump/json-schema-formats")} (its hostname is
\`isAsciiIdn\`, its idn-hostname \`isIdn\`, the draft-07-and-later readings). \`ecmascript-regex\` holds
\`format: "regex"\` tests; \`unknown\` an unknown format, which every validator ignores.

| format | ${IMPLEMENTATIONS.map((i) => i.name).join(" | ")} |
|---|${IMPLEMENTATIONS.map(() => "---").join("|")}|
${rows.join("\n")}
| **total** | ${totals.map((t) => t.map((k) => `**${k.passed}/${k.total}**`).join(" · ")).join(" | ")} |

Failing tests (draft2020-12):

${notes.length > 0 ? notes.join("\n") : "none"}
`);
