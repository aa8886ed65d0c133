// Adversarial inputs for the semantic operations, by family, at any length: the inputs that made
// dot-segment removal quadratic (a "..", each rebuilding the output; one dot element removed per
// regular-expression pass), and the long runs every operation must read once. Used by the scaling
// test (test/laws/scaling.test.ts: work counted) and by `npm run bench` (time per character).
import {
  equivalent,
  isValid,
  normalize,
  parse,
  percentDecode,
  percentEncode,
  recompose,
  relativize,
  resolve,
  UriOperationError,
} from "../../src/index.js";
import type { VariantRecord } from "../../src/variants/types.js";

/** One input of a family at about n characters: a base URI and a reference or URI. */
export interface FamilyInput {
  base: string;
  /** A reference to resolve, or a URI to normalize, compare or relativize. */
  input: string;
}

const HOST = "http://h/";

/** The families, each at about n characters. */
export const FAMILIES: Readonly<Record<string, (n: number) => FamilyInput>> = {
  // "./" runs: RFC 3986 §5.2.4 rule A or B at every step (the 1993 regex loop took 10 s at 100 KB).
  '"./" run': (n) => ({ base: HOST + "b/c", input: HOST + "./".repeat(n >> 1) + "g" }),
  // A relative reference climbing a long base: rule C at every step.
  '"../" after a long base': (n) => ({
    base: HOST + "a/".repeat(n >> 2) + "b",
    input: "../".repeat(n / 6) + "g",
  }),
  // "x/" then "a/../": every ".." removes the segment just moved (the rebuilt output of issue 14).
  '"a/../" after "x/" run': (n) => ({
    base: HOST + "b",
    input: HOST + "x/".repeat(n >> 2) + "a/../".repeat(n / 10),
  }),
  // A relative reference of "./" and "../" alternating: the older algorithms keep every ".." above
  // the root (RFC 1808 §4 step 6c needs a complete segment before it), one output run each.
  '"./../" reference': (n) => ({ base: HOST + "b/c/d;p?q", input: "./../".repeat(n / 5) + "g" }),
  // "/.." runs above the root: nothing to remove, every step.
  '"/.." run': (n) => ({ base: HOST + "b", input: HOST + "../".repeat(n / 3) + "g" }),
  // One long segment: a single piece for rule E.
  "long segment": (n) => ({ base: HOST + "b", input: HOST + "a".repeat(n) }),
  // Percent-encodings of unreserved characters, decoded by normalization.
  '"%41" run': (n) => ({ base: HOST + "b", input: HOST + "%41".repeat(n / 3) }),
  // Percent-encoded UTF-8: decoded under an IRI variant (RFC 3987 §5.3.2.3), kept elsewhere.
  '"%C3%A9" run': (n) => ({ base: HOST + "b", input: HOST + "%c3%a9".repeat(n / 6) }),
  // Percent-encoded UTF-8 that is never decoded: a bidi formatting character (RFC 3987 §4.1).
  '"%E2%80%8E" run': (n) => ({ base: HOST + "b", input: HOST + "%e2%80%8e".repeat(n / 9) }),
  // A long host in capitals, folded by normalization.
  "capital host": (n) => ({ base: HOST + "b", input: "http://" + "A.".repeat(n >> 1) + "com/" }),
  // Text to encode for a path segment (percentEncode), no URI: characters from 128 up of one, two
  // and four UTF-8 octets, kept by an IRI variant (RFC 3987 §2.2 ucschar) and encoded by the others,
  // a lone surrogate, and ASCII that every variant encodes (space, "/").
  "non-ASCII text": (n) => ({ base: HOST + "b", input: "é中😀 /a\ud800".repeat(n / 8) }),
  // A target sharing a long directory with the base: relativize's common prefix.
  "shared directory": (n) => ({
    base: HOST + "a/".repeat(n >> 2) + "x",
    input: HOST + "a/".repeat(n >> 2) + "y#f",
  }),
};

export type Operation =
  "resolve" | "normalize" | "equivalent" | "relativize" | "recompose" | "percentEncode" | "percentDecode";
export const OPERATIONS: readonly Operation[] = [
  "resolve",
  "normalize",
  "equivalent",
  "relativize",
  "recompose",
  "percentEncode",
  "percentDecode",
];

/**
 * The call of an operation on a family's input under a variant, or undefined when the input is not
 * one the variant's grammar accepts for it (a relative reference under RFC 1738) or the variant
 * has no such operation (a typed refusal: no normalization, no relative form, a template).
 */
export function operationOn(
  record: VariantRecord,
  operation: Operation,
  { base, input }: FamilyInput,
): (() => unknown) | undefined {
  const variant = record.id;
  const valid = (s: string, rule?: string) => isValid(s, { variant, rule } as never);
  let run: () => unknown;
  switch (operation) {
    case "resolve":
      if (!valid(base, record.baseRule) || !valid(input)) return undefined;
      run = () => resolve(base, input, { variant });
      break;
    case "normalize":
      if (!valid(input)) return undefined;
      run = () => normalize(input, { variant });
      break;
    case "equivalent": {
      // A twin whose scheme is in capitals: both are normalized and compared.
      const twin = input.replace(/^http/, "HTTP");
      if (!valid(input) || !valid(twin)) return undefined;
      run = () => equivalent(input, twin, { variant });
      break;
    }
    case "relativize":
      if (!valid(base, record.baseRule) || !valid(input.replace(/#.*/, ""), record.targetRule))
        return undefined;
      run = () => relativize(base, input, { variant });
      break;
    case "recompose": {
      if (!valid(input)) return undefined;
      const components = parse(input, { variant });
      run = () => recompose(components);
      break;
    }
    case "percentEncode": {
      // Any text; under a variant whose grammar has a path segment rule (a template's has none).
      const rule = record.encodingRules?.segment ?? "segment";
      if (!record.startRules.includes(rule)) return undefined;
      run = () => percentEncode(input, "segment", { variant });
      break;
    }
    case "percentDecode":
      // No variant: RFC 3986 §2.1's triplets and §2.5's UTF-8 in every one.
      run = () => percentDecode(input);
      break;
  }
  try {
    run();
  } catch (error) {
    if (error instanceof UriOperationError) return undefined;
    throw error;
  }
  return run;
}
