// Every repository path that a comment or a document names must exist: a reader who follows a
// comment to `src/semantics/path.ts` must land on that file. `npm run check:paths` (in CI) reads
// the comments of every tracked source file (the TypeScript scanner finds them, so string literals
// such as a test's made-up paths are not read) and the whole text of every document and grammar
// file, and lists each path that points nowhere.
//
// A path is a run of path characters that begins with one of the repository's top-level folders
// (`src/`, `docs/`, ...). It points somewhere when the file or folder exists, or when it names a
// module the way an import does (`src/ajv` or `src/ajv.js` for src/ajv.ts), or a grammar by its
// stem (`grammar/rfc3986` for grammar/rfc3986.abnf and .peggy), or lies in a folder the build
// writes and git ignores (`dist/`, `explorer/dist/`). A path with a placeholder (`<id>`, `*`, `**`,
// `{a,b}`, `…`) names a family: it points somewhere when at least one tracked file or folder is of
// that family (`test/variants/<id>.test.ts` needs a test file in test/variants).
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { basename, dirname, extname, join, normalize } from "node:path";
import ts from "typescript";

export interface StalePath {
  readonly file: string;
  readonly line: number;
  readonly path: string;
}

const CODE = /\.(ts|mts|cts|js|mjs|cjs)$/;
const TEXT = /\.(md|peggy|abnf)$/;

/** The folders the build writes (in .gitignore): a path into one of them is not checked. */
const BUILD_OUTPUT = ["dist/", "explorer/dist/", "node_modules/", ".scratch/"];

/** The text of every comment in a source file, each with the offset it starts at. */
export function commentsOf(source: string, jsx = false): { text: string; offset: number }[] {
  const scanner = ts.createScanner(
    ts.ScriptTarget.Latest,
    false,
    jsx ? ts.LanguageVariant.JSX : ts.LanguageVariant.Standard,
    source,
  );
  const comments: { text: string; offset: number }[] = [];
  for (let kind = scanner.scan(); kind !== ts.SyntaxKind.EndOfFileToken; kind = scanner.scan()) {
    if (kind === ts.SyntaxKind.SingleLineCommentTrivia || kind === ts.SyntaxKind.MultiLineCommentTrivia) {
      comments.push({ text: scanner.getTokenText(), offset: scanner.getTokenStart() });
    }
  }
  return comments;
}

/** Whether `path` (from the repository's root) names a file or folder that is there. */
export function pointsSomewhere(path: string, root = "."): boolean {
  const at = (p: string) => existsSync(`${root}/${p}`);
  if (BUILD_OUTPUT.some((folder) => `${path}/`.startsWith(folder))) return true;
  if (at(path)) return true;
  // An import names `x.js` for x.ts, or leaves the extension out.
  const stem = extname(path) === "" ? path : path.slice(0, -extname(path).length);
  if (/\.(js|mjs|cjs)$/.test(path) && [".ts", ".mts", ".cts"].some((e) => at(stem + e))) return true;
  if (extname(path) === "" && at(dirname(path))) {
    const name = basename(path);
    return readdirSync(`${root}/${dirname(path)}`).some((entry) => entry.startsWith(`${name}.`));
  }
  return false;
}

/** The pattern of a family of paths: `<name>` and `*` one path segment or part of one, `**` and `…` anything. */
export function familyPattern(path: string): RegExp {
  let source = "";
  for (let i = 0; i < path.length; i++) {
    const c = path[i]!;
    if (c === "<") {
      const end = path.indexOf(">", i);
      source += "[^/]+";
      i = end === -1 ? path.length : end;
    } else if (path.startsWith("**", i)) {
      source += ".*";
      i++;
    } else if (c === "*") source += "[^/]*";
    else if (c === "…") source += ".*";
    else if (c === "{") {
      const end = path.indexOf("}", i);
      const options = path.slice(i + 1, end === -1 ? path.length : end).split(",");
      source += `(?:${options.map((o) => o.replace(/[.+?^$()[\]|\\]/g, "\\$&")).join("|")})`;
      i = end === -1 ? path.length : end;
    } else source += c.replace(/[.+?^$()[\]|\\]/g, "\\$&");
  }
  return new RegExp(`^${source}$`);
}

/** Whether a family of paths (`src/variants/records/<id>.ts`) has a member among `entries`. */
export function familyHasMember(path: string, entries: readonly string[]): boolean {
  if (BUILD_OUTPUT.some((folder) => `${path}/`.startsWith(folder))) return true;
  const pattern = familyPattern(path);
  return entries.some((entry) => pattern.test(entry));
}

/** The path-like runs of `text` that begin with one of `folders`. */
export function pathsIn(text: string, folders: readonly string[]): { path: string; index: number }[] {
  const pattern = new RegExp(
    `(?<![\\w./@$-])(?:\\./)?((?:${folders.map((f) => f.replace(/[.]/g, "\\.")).join("|")})/[\\w.\\-/<>*{},…]*)`,
    "g",
  );
  const found: { path: string; index: number }[] = [];
  for (const match of text.matchAll(pattern)) {
    let path = match[1]!;
    // Prose ends a path with a full stop or a comma; a folder is written with a slash.
    path = path.replace(/[.,]+$/, "").replace(/\/$/, "");
    if (path.endsWith("/")) continue;
    found.push({ path, index: match.index! + match[0].length - match[1]!.length });
  }
  return found;
}

/** The targets of the Markdown links of `text` that name a file of the repository, read from `file`'s folder. */
export function linksIn(text: string, file: string): { path: string; index: number }[] {
  const found: { path: string; index: number }[] = [];
  for (const match of text.matchAll(/\]\(([\w./-]+)(?:#[^)\s]*)?\)/g)) {
    const target = match[1]!;
    if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith("/")) continue;
    found.push({ path: normalize(join(dirname(file), target)), index: match.index! + 2 });
  }
  return found;
}

function lineOf(text: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

export function stalePaths(root = "."): StalePath[] {
  const tracked = execFileSync("git", ["ls-files"], { cwd: root, encoding: "utf8" })
    .split("\n")
    .filter((f) => f !== "");
  const folders = [...new Set(tracked.filter((f) => f.includes("/")).map((f) => f.split("/")[0]!))]
    .filter((f) => !f.startsWith("."))
    .sort();
  // Every tracked file and every folder that holds one: what a family of paths is matched against.
  const entries = [
    ...new Set(tracked.flatMap((f) => f.split("/").map((_, i, parts) => parts.slice(0, i + 1).join("/")))),
  ];
  const stale: StalePath[] = [];
  for (const file of tracked) {
    // Generated files repeat what their sources say; test fixtures are inputs, not prose.
    if (file.startsWith("generated/") || file.startsWith("test/fixtures/")) continue;
    if (!CODE.test(file) && !TEXT.test(file)) continue;
    const text = readFileSync(`${root}/${file}`, "utf8");
    const pieces = CODE.test(file) ? commentsOf(text) : [{ text, offset: 0 }];
    if (file.endsWith(".md"))
      for (const { path, index } of linksIn(text, file))
        if (!existsSync(`${root}/${path}`)) stale.push({ file, line: lineOf(text, index), path });
    for (const piece of pieces) {
      for (const { path, index } of pathsIn(piece.text, folders)) {
        const family = /[<>*{}…]/.test(path);
        if (family ? !familyHasMember(path, entries) : !pointsSomewhere(path, root)) {
          stale.push({ file, line: lineOf(text, piece.offset + index), path });
        }
      }
    }
  }
  return stale;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const stale = stalePaths();
  for (const { file, line, path } of stale) console.log(`${file}:${line}: ${path} does not exist`);
  console.log(
    stale.length === 0
      ? "check:paths: every path named in a comment or a document exists"
      : `check:paths: ${stale.length} path(s) point nowhere`,
  );
  process.exitCode = stale.length === 0 ? 0 : 1;
}
