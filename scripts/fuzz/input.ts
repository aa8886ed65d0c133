// What a fuzz target makes of libFuzzer's bytes: text, a variant and options, and one or more
// strings. The format keeps the committed seeds (corpus/fuzz/<target>/) readable and lets
// libFuzzer's byte mutations reach every variant and every string:
//
//   <selector line>\n<first string>[\n<second string>]
//
// The selector's first word is a variant id (any other word picks a variant by its characters,
// so a mutated selector still names one); further words are option names the target reads
// ("scheme", "nonstrict", a rule's name). A target of one string takes everything after the first
// line (newlines included); a target of two splits it at the next newline.
import { VARIANT_RECORDS } from "../../src/index.js";
// Every variant reachable by its id, as `import "uri-grammar/variants"` makes them for a user.
import "../../src/variants/all.js";
import type { VariantRecord } from "../../src/variants/types.js";

/**
 * Bytes as generalized UTF-8 (WTF-8): well-formed UTF-8 as usual, and the three-byte form of a
 * surrogate (ED A0..BF 80..BF) as that lone surrogate, which a JavaScript string can hold and
 * TextDecoder would have replaced. Any other ill-formed byte becomes U+FFFD.
 */
export function decodeBytes(data: Uint8Array): string {
  const units: number[] = [];
  let out = "";
  const flush = (): void => {
    out += String.fromCharCode(...units);
    units.length = 0;
  };
  const cont = (i: number): boolean => i < data.length && (data[i]! & 0xc0) === 0x80;
  for (let i = 0; i < data.length;) {
    const b = data[i]!;
    let cp = 0xfffd;
    let size = 1;
    if (b < 0x80) cp = b;
    else if (b >= 0xc2 && b <= 0xdf && cont(i + 1)) {
      cp = ((b & 0x1f) << 6) | (data[i + 1]! & 0x3f);
      size = 2;
    } else if (b >= 0xe0 && b <= 0xef && cont(i + 1) && cont(i + 2)) {
      cp = ((b & 0x0f) << 12) | ((data[i + 1]! & 0x3f) << 6) | (data[i + 2]! & 0x3f);
      if (cp >= 0x800) size = 3;
      else cp = 0xfffd;
    } else if (b >= 0xf0 && b <= 0xf4 && cont(i + 1) && cont(i + 2) && cont(i + 3)) {
      cp =
        ((b & 0x07) << 18) |
        ((data[i + 1]! & 0x3f) << 12) |
        ((data[i + 2]! & 0x3f) << 6) |
        (data[i + 3]! & 0x3f);
      if (cp >= 0x10000 && cp <= 0x10ffff) size = 4;
      else cp = 0xfffd;
    }
    if (cp >= 0x10000) units.push(0xd800 + ((cp - 0x10000) >> 10), 0xdc00 + ((cp - 0x10000) & 0x3ff));
    else units.push(cp);
    if (units.length > 4096) flush();
    i += size;
  }
  flush();
  return out;
}

/** A seed's bytes from its text: the inverse of decodeBytes (lone surrogates as WTF-8). */
export function encodeText(text: string): Uint8Array {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    let cp = text.charCodeAt(i);
    if (cp >= 0xd800 && cp <= 0xdbff && i + 1 < text.length) {
      const low = text.charCodeAt(i + 1);
      if (low >= 0xdc00 && low <= 0xdfff) {
        cp = 0x10000 + ((cp - 0xd800) << 10) + (low - 0xdc00);
        i++;
      }
    }
    if (cp < 0x80) bytes.push(cp);
    else if (cp < 0x800) bytes.push(0xc0 | (cp >> 6), 0x80 | (cp & 0x3f));
    else if (cp < 0x10000) bytes.push(0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 0x3f), 0x80 | (cp & 0x3f));
    else
      bytes.push(
        0xf0 | (cp >> 18),
        0x80 | ((cp >> 12) & 0x3f),
        0x80 | ((cp >> 6) & 0x3f),
        0x80 | (cp & 0x3f),
      );
  }
  return Uint8Array.from(bytes);
}

/** A small hash of a word (FNV-1a), to pick among choices by a word that names none of them. */
function hashOf(word: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < word.length; i++) h = Math.imul(h ^ word.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

/** One of `choices`: the one named `word`, else one picked by the word's characters. */
export function pick<T extends string>(word: string | undefined, choices: readonly T[]): T {
  const named = choices.find((c) => c === word);
  return named ?? choices[hashOf(word ?? "") % choices.length]!;
}

export interface FuzzInput {
  /** The whole input as text. */
  text: string;
  record: VariantRecord;
  /** The selector's words after the variant. */
  words: string[];
  /** Everything after the selector line. */
  rest: string;
}

export function readInput(data: Uint8Array): FuzzInput {
  const text = decodeBytes(data);
  const newline = text.indexOf("\n");
  const selector = newline === -1 ? text : text.slice(0, newline);
  const rest = newline === -1 ? "" : text.slice(newline + 1);
  const [first, ...words] = selector.split(" ");
  const id = pick(
    first,
    VARIANT_RECORDS.map((v) => v.id),
  );
  return { text, record: VARIANT_RECORDS.find((v) => v.id === id)!, words, rest };
}

/** The two strings of a two-string target: `rest` split at its first newline. */
export function twoStrings(rest: string): [string, string] {
  const newline = rest.indexOf("\n");
  return newline === -1 ? [rest, ""] : [rest.slice(0, newline), rest.slice(newline + 1)];
}
