// A measuring script writes its tables into the document that shows them: the text between
// `<!-- NAME:begin -->` and `<!-- NAME:end -->` of a Markdown file is replaced by what the script
// printed, and the file is formatted by prettier as `npm run format` would, so that
// `npm run format:check` passes on what a script wrote. `npm run size -- --write docs/sizes.md` and
// `npm run bench -- --write docs/speed.md` use it; the prose around a region stays as written.
import { readFileSync, writeFileSync } from "node:fs";
import prettier from "prettier";

/** `text` with the region `name` holding `content`; an error when the file has no such region. */
export function replaceRegion(text: string, name: string, content: string): string {
  const begin = `<!-- ${name}:begin -->`;
  const end = `<!-- ${name}:end -->`;
  const from = text.indexOf(begin);
  const to = text.indexOf(end, from);
  if (from === -1 || to === -1) throw new Error(`no region ${begin} … ${end}`);
  return `${text.slice(0, from + begin.length)}\n\n${content.trim()}\n\n${text.slice(to)}`;
}

/** Replaces the region `name` of the Markdown file `file` by `content`, formatted by prettier. */
export async function writeRegion(file: string, name: string, content: string): Promise<void> {
  const text = replaceRegion(readFileSync(file, "utf8"), name, content);
  const options = (await prettier.resolveConfig(file)) ?? {};
  writeFileSync(file, await prettier.format(text, { ...options, filepath: file }));
}

/**
 * Everything the script writes to stdout from now on (console.log and process.stdout.write alike),
 * kept (and still written) so that it can be written into a region when the run ends.
 */
export function recordOutput(): { readonly text: () => string } {
  const chunks: string[] = [];
  const write = process.stdout.write.bind(process.stdout) as (chunk: unknown, ...rest: unknown[]) => boolean;
  process.stdout.write = ((chunk: unknown, ...rest: unknown[]) => {
    chunks.push(typeof chunk === "string" ? chunk : Buffer.from(chunk as Uint8Array).toString("utf8"));
    return write(chunk, ...rest);
  }) as typeof process.stdout.write;
  return { text: () => chunks.join("") };
}
