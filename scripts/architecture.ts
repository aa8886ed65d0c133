// The parts of ARCHITECTURE.md that the code decides, and the checks that keep them true:
// - the section index: every section of an RFC or draft that a comment in src/ or compiler/ cites,
//   with the files that cite it (a reader goes from "RFC 3986 §5.2.4" to its home in one hop);
// - citations that name no document: a bare "§5.2" means RFC 3986 in one file and RFC 2396 in
//   another, so every section number names its RFC (or the sentence before it in the same comment
//   does, as in "RFC 3986 §6.2.2 and §6.2.3");
// - the layering rule, printed from scripts/layers.ts (the rule itself is data there).
// `npm run check:architecture` fails when ARCHITECTURE.md is not what this script writes or when a
// citation is bare; `npm run build:architecture` rewrites the generated parts. test/house runs the
// same functions.
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { format, resolveConfig } from "prettier";
import { LAYERS } from "./layers.js";

/** The documents a section number may belong to, as they are written in comments. */
const DOCUMENT =
  /\b(RFC) ?(\d{3,4})\b|\b(draft-[a-z0-9]+(?:-[a-z0-9]+)+)\b|\b(URL Standard|ECMAScript|ECMA-262|UTS #46|JSON Schema(?: Validation)?)\b|\b(docs\/[\w-]+\.md)\b/g;
/** A section reference: "§5.2.4", "§ 3", "§4.1's", "§A" (an appendix), with its document before it. */
const SECTION = /§\s?([A-Z]|\d+)((?:\.\d+)*)/g;

export interface Citation {
  readonly document: string;
  readonly section: string;
  readonly file: string;
  readonly line: number;
}

export interface Bare {
  readonly file: string;
  readonly line: number;
  readonly text: string;
}

function* sourceFiles(root: string, dir: string): Generator<string> {
  for (const name of readdirSync(join(root, dir)).sort()) {
    const path = `${dir}/${name}`;
    if (statSync(join(root, path)).isDirectory()) yield* sourceFiles(root, path);
    else if (/\.(ts|mts|cts)$/.test(name) && !name.endsWith(".d.ts")) yield path;
  }
}

/**
 * The comment text of each line (what follows `//`, or a line of a block comment), "" for a line of
 * code without one. A comment's document carries over to its next lines until a line of code.
 */
function commentOf(line: string, inBlock: boolean): { text: string; code: boolean; inBlock: boolean } {
  const trimmed = line.trimStart();
  if (inBlock || trimmed.startsWith("/*")) {
    const end = line.indexOf("*/");
    return { text: end < 0 ? line : line.slice(0, end), code: false, inBlock: end < 0 };
  }
  if (trimmed.startsWith("//")) return { text: trimmed, code: false, inBlock: false };
  // A comment after code: "// " outside a string, as far as a line can tell (strings with "//"
  // in them, such as URLs, hold no "§").
  const at = line.indexOf("// ");
  return { text: at < 0 ? "" : line.slice(at), code: true, inBlock: false };
}

/** Every section cited in the comments of automata/, src/ and compiler/, and the citations that name no document. */
export function citations(root: string): { cited: Citation[]; bare: Bare[] } {
  const cited: Citation[] = [];
  const bare: Bare[] = [];
  for (const top of ["automata", "src", "compiler"].filter((top) => existsSync(join(root, top))))
    for (const file of sourceFiles(root, top)) {
      const text = readFileSync(join(root, file), "utf8");
      if (text.startsWith("// @generated")) continue;
      let inBlock = false;
      let afterBlock = false;
      let document: string | undefined;
      text.split("\n").forEach((line, k) => {
        // A new comment starts with a line of code, a "/*", or a "//" line after a block comment.
        const opensBlock = !inBlock && line.trimStart().startsWith("/*");
        const comment = commentOf(line, inBlock);
        if (comment.code || opensBlock || (!inBlock && afterBlock)) document = undefined;
        afterBlock = (inBlock || opensBlock) && !comment.inBlock;
        inBlock = comment.inBlock;
        // Documents and sections in the order they are written: a section belongs to the last
        // document named before it in the same comment.
        const marks = [
          ...[...comment.text.matchAll(DOCUMENT)].map((m) => ({
            at: m.index,
            document: m[1] !== undefined ? `RFC ${m[2]}` : (m[3] ?? m[4] ?? m[5])!,
          })),
          ...[...comment.text.matchAll(SECTION)].map((m) => ({ at: m.index, section: m[1]! + m[2]! })),
        ].sort((a, b) => a.at - b.at);
        for (const mark of marks) {
          if ("document" in mark) document = mark.document;
          else if (document === undefined) bare.push({ file, line: k + 1, text: line.trim() });
          else cited.push({ document, section: mark.section!, file, line: k + 1 });
        }
        if (!comment.code && comment.text === "") document = undefined;
      });
    }
  return { cited, bare };
}

/** "5.2.10" after "5.2.9"; appendices (letters) after numbered sections. */
function compareSections(a: string, b: string): number {
  const pa = a.split(".");
  const pb = b.split(".");
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    if (pa[i] === undefined) return -1;
    if (pb[i] === undefined) return 1;
    const na = Number(pa[i]);
    const nb = Number(pb[i]);
    if (Number.isNaN(na) !== Number.isNaN(nb)) return Number.isNaN(na) ? 1 : -1;
    if (na !== nb) return Number.isNaN(na) ? pa[i]!.localeCompare(pb[i]!) : na - nb;
  }
  return 0;
}

function compareDocuments(a: string, b: string): number {
  const ra = /^RFC (\d+)$/.exec(a);
  const rb = /^RFC (\d+)$/.exec(b);
  if (ra && rb) return Number(ra[1]) - Number(rb[1]);
  if (ra || rb) return ra ? -1 : 1;
  return a.localeCompare(b);
}

/** The section index as Markdown: a table per document, a row per section, its files. */
export function sectionIndex(cited: readonly Citation[]): string {
  const byDocument = new Map<string, Map<string, Set<string>>>();
  for (const c of cited) {
    const sections = byDocument.get(c.document) ?? new Map<string, Set<string>>();
    byDocument.set(c.document, sections);
    const files = sections.get(c.section) ?? new Set<string>();
    sections.set(c.section, files);
    files.add(c.file);
  }
  const out: string[] = [];
  for (const document of [...byDocument.keys()].sort(compareDocuments)) {
    out.push(`### ${document}`, "", "| section | where |", "| --- | --- |");
    const sections = byDocument.get(document)!;
    for (const section of [...sections.keys()].sort(compareSections))
      out.push(
        `| §${section} | ${[...sections.get(section)!]
          .sort()
          .map((f) => `\`${f}\``)
          .join(", ")} |`,
      );
    out.push("");
  }
  return out.join("\n").trimEnd();
}

/** The layering rule as a Markdown table, bottom layer first. */
export function layerTable(): string {
  const rows = LAYERS.map(
    (layer, k) =>
      `| ${k + 1} | ${layer.name} | ${layer.paths.map((p) => `\`${p}\``).join(", ")} | ${
        layer.mayImport === undefined
          ? k === 0
            ? "nothing"
            : "the layers above this row"
          : layer.mayImport.length === 0
            ? "nothing"
            : layer.mayImport.join(", ")
      } |`,
  );
  return ["| # | layer | paths | may import |", "| --- | --- | --- | --- |", ...rows].join("\n");
}

const PARTS = {
  layers: () => layerTable(),
  "section-index": (root: string) => sectionIndex(citations(root).cited),
} as const;

/**
 * ARCHITECTURE.md with each generated part (between its markers) written afresh, formatted as
 * `prettier --check` wants it (tables aligned).
 */
export async function architectureText(root: string): Promise<string> {
  let text = readFileSync(join(root, "ARCHITECTURE.md"), "utf8");
  for (const [name, make] of Object.entries(PARTS)) {
    const start = `<!-- ${name}: generated by scripts/architecture.ts -->`;
    const end = `<!-- end of ${name} -->`;
    const i = text.indexOf(start);
    const j = text.indexOf(end);
    if (i < 0 || j < i) throw new Error(`ARCHITECTURE.md has no "${start}" … "${end}" part`);
    text = `${text.slice(0, i + start.length)}\n\n${make(root)}\n\n${text.slice(j)}`;
  }
  const path = join(root, "ARCHITECTURE.md");
  return format(text, { ...(await resolveConfig(path)), filepath: path });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = join(import.meta.dirname, "..");
  const write = process.argv.includes("--write");
  const { cited, bare } = citations(root);
  for (const b of bare) console.log(`${b.file}:${b.line}: a section with no document: ${b.text}`);
  const fresh = await architectureText(root);
  const stale = readFileSync(join(root, "ARCHITECTURE.md"), "utf8") !== fresh;
  if (write && stale) writeFileSync(join(root, "ARCHITECTURE.md"), fresh);
  const sections = new Set(cited.map((c) => `${c.document} §${c.section}`)).size;
  console.log(
    `architecture: ${cited.length} citations of ${sections} sections; ${bare.length} with no document; ` +
      (write
        ? stale
          ? "ARCHITECTURE.md rewritten"
          : "ARCHITECTURE.md unchanged"
        : stale
          ? "ARCHITECTURE.md is stale (npm run build:architecture)"
          : "ARCHITECTURE.md up to date"),
  );
  process.exitCode = bare.length > 0 || (stale && !write) ? 1 : 0;
}
