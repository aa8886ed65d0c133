// The arguments of a command: `--name`, `--name VALUE`, `--name=VALUE`, `-x`, `-x VALUE`, `--` (what
// follows is positional), `-` (a positional: stdin). Written here rather than taken from
// node:util parseArgs so that every mistake gets a message of this program, naming the option as
// given (escaped) and, for a misspelling, the option meant.
import type { OptionSpec, Values } from "./command.js";
import { escapeControls, quote } from "../syntax/escape.js";
import { UsageError } from "./io.js";

export function parseArguments(
  args: readonly string[],
  options: readonly OptionSpec[],
): { values: Values; positionals: string[] } {
  const values: Values = {};
  const positionals: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === "--") {
      positionals.push(...args.slice(i + 1));
      break;
    }
    if (arg === "-" || !arg.startsWith("-")) {
      positionals.push(arg);
      continue;
    }
    const long = arg.startsWith("--");
    const eq = long ? arg.indexOf("=") : -1;
    const name = long ? arg.slice(2, eq === -1 ? undefined : eq) : arg.slice(1);
    const spec = options.find((o) => (long ? o.name === name : o.short === name));
    if (!spec) throw new UsageError(unknownOption(arg.slice(0, eq === -1 ? undefined : eq), options));
    const shown = long ? `--${spec.name}` : `-${spec.short}`;
    if (spec.value === undefined) {
      if (eq !== -1) throw new UsageError(`${shown} takes no value`);
      values[spec.name] = true;
      continue;
    }
    let value: string;
    if (eq !== -1) value = arg.slice(eq + 1);
    else if (i + 1 < args.length) value = args[++i]!;
    else throw new UsageError(`${shown} needs a value (${spec.value})`);
    if (spec.repeat) values[spec.name] = [...((values[spec.name] as string[] | undefined) ?? []), value];
    else values[spec.name] = value;
  }
  return { values, positionals };
}

function unknownOption(given: string, options: readonly OptionSpec[]): string {
  const names = options.map((o) => `--${o.name}`);
  const near = closest(given.startsWith("--") ? given : `-${given}`, names);
  return `unknown option ${escapeControls(given)}${near ? `; did you mean ${near}?` : ""}`;
}

/** The candidate nearest to word (Levenshtein distance at most 2), if any. */
export function closest(word: string, candidates: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = 3;
  for (const c of candidates) {
    const d = distance(word, c, bestDistance);
    if (d < bestDistance) {
      best = c;
      bestDistance = d;
    }
  }
  return best;
}

/** Levenshtein distance, or `bound` once it is known to reach it (words here are short). */
function distance(a: string, b: string, bound: number): number {
  if (Math.abs(a.length - b.length) >= bound || a.length > 64 || b.length > 64) return bound;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++)
      row[j] = Math.min(
        previous[j]! + 1,
        row[j - 1]! + 1,
        previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    previous = row;
  }
  return Math.min(previous[b.length]!, bound);
}

/** The value of --max-line: bytes, with an optional K, M or G (binary multiples). */
export function parseByteCount(text: string, max: number, option: string): number {
  const m = /^(\d+)([KMG]i?B?)?$/i.exec(text);
  if (!m)
    throw new UsageError(`${option}: expected a number of bytes (e.g. 1048576 or 1M), got ${quote(text)}`);
  const unit = (m[2] ?? "").charAt(0).toUpperCase();
  const n = Number(m[1]) * (unit === "K" ? 1024 : unit === "M" ? 1024 ** 2 : unit === "G" ? 1024 ** 3 : 1);
  if (!Number.isSafeInteger(n) || n < 1 || n > max)
    throw new UsageError(`${option}: from 1 to ${max} bytes, got ${quote(text)}`);
  return n;
}
