// The bench's section "as users call it" (`npm run bench -- --only calls`): each operation as a
// program writes the call, with the options literal in the call, a variant named by its id or
// given as its object, validator() made once and called many times, and a component read from the
// result, beside the same call with its options object made once ("hoisted"), and beside the anchor
// each is measured against: ajv-formats' regular expression and a plain loop over the characters
// for isValid, Node's URL (ada, C++) for parse, resolve and normalize. Over the bench's corpus, as
// the other sections read it (its lines, as String.prototype.split leaves them); isValid once more
// on the same strings as JSON.parse makes them (a request body's), which are read faster by every
// loop over the characters. Each group's ratios are to its first row.
import { fullFormats } from "ajv-formats/dist/formats.js";
import { isValid, normalize, parse, resolve, safeParse, validator } from "../src/index.js";
import { rfc3986 } from "../src/variants/rfc3986.js";
import { attempt, keep, measure, over, type Row } from "./harness.js";

export interface Corpus {
  /** Every string of the corpus (not all valid). */
  readonly urls: readonly string[];
  /** Base and reference pairs. */
  readonly refs: readonly (readonly [string, string])[];
  /** The URIs Node's URL accepts too. */
  readonly bothAccept: readonly string[];
}

const ajvFormatsUri = fullFormats.uri as (s: string) => boolean;

/** One table lookup per character, and nothing else: the floor of any exact validator. */
const table = new Uint8Array(128).fill(1);
export function plainLoop(s: string): boolean {
  let ok = 1;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    ok &= c < 128 ? table[c]! : 0;
  }
  return ok === 1;
}

/** The rows' names the targets read (bench/targets.ts). */
export const CALLS = {
  isValid: "isValid, as users call it",
  isValidFlat: "isValid, strings as JSON.parse makes them",
  parse: "parse, as users call it",
  resolve: "resolve, as users call it",
  normalize: "normalize, as users call it (URIs Node's URL accepts too)",
  normalizeScheme: "normalize at level scheme, as users call it (URIs Node's URL accepts too)",
  literal: "isValid(u, { rule: 'URI' })",
  ajv: "ajv-formats uri (a regular expression)",
  loop: "a plain loop over the characters",
  safeParse: "safeParse(u), .value.host",
  nodeUrl: "new URL(u).host (Node)",
  resolveCall: "resolve(b, r)",
  nodeResolve: "new URL(r, b).href (Node)",
  normalizeCall: "normalize(u)",
  normalizeSchemeCall: "normalize(u, { level: 'scheme' })",
  nodeHref: "new URL(u).href (Node)",
} as const;

export function callRows(corpus: Corpus, rounds: number): Row[] {
  const { urls, refs, bothAccept } = corpus;
  const flat = JSON.parse(JSON.stringify(urls)) as string[];
  const uriOnly = { rule: "URI" } as const;
  const check = validator({ rule: "URI" });
  const byId = { variant: "rfc3986" } as const;
  const scheme = { level: "scheme" } as const;
  const rows: Row[] = [];
  rows.push(
    ...measure(
      CALLS.isValid,
      [
        {
          name: CALLS.literal,
          items: urls.length,
          run: over(urls, (u) => keep(isValid(u, { rule: "URI" }))),
        },
        {
          name: "isValid(u, options) (hoisted)",
          items: urls.length,
          run: over(urls, (u) => keep(isValid(u, uriOnly))),
        },
        {
          name: "isValid(u, { variant: 'rfc3986', rule: 'URI' })",
          items: urls.length,
          run: over(urls, (u) => keep(isValid(u, { variant: "rfc3986", rule: "URI" }))),
        },
        {
          name: "isValid(u, { variant: rfc3986, rule: 'URI' })",
          items: urls.length,
          run: over(urls, (u) => keep(isValid(u, { variant: rfc3986, rule: "URI" }))),
        },
        {
          name: "validator({ rule: 'URI' }) once, then (u)",
          items: urls.length,
          run: over(urls, (u) => keep(check(u))),
        },
        { name: "isValid(u) (URI-reference)", items: urls.length, run: over(urls, (u) => keep(isValid(u))) },
        { name: CALLS.ajv, items: urls.length, run: over(urls, (u) => keep(ajvFormatsUri(u))) },
        { name: CALLS.loop, items: urls.length, run: over(urls, (u) => keep(plainLoop(u))) },
      ],
      rounds,
    ),
    ...measure(
      CALLS.isValidFlat,
      [
        {
          name: CALLS.literal,
          items: flat.length,
          run: over(flat, (u) => keep(isValid(u, { rule: "URI" }))),
        },
        { name: CALLS.ajv, items: flat.length, run: over(flat, (u) => keep(ajvFormatsUri(u))) },
        { name: CALLS.loop, items: flat.length, run: over(flat, (u) => keep(plainLoop(u))) },
      ],
      rounds,
    ),
    ...measure(
      CALLS.parse,
      [
        {
          name: CALLS.safeParse,
          items: urls.length,
          run: over(urls, (u) => {
            const r = safeParse(u);
            keep(r.ok && r.value.host);
          }),
        },
        {
          name: "parse(u).host, in a try",
          items: urls.length,
          run: over(urls, (u) => attempt(() => parse(u).host)),
        },
        {
          name: "safeParse(u, { variant: 'rfc3986' }), .value.host",
          items: urls.length,
          run: over(urls, (u) => {
            const r = safeParse(u, { variant: "rfc3986" });
            keep(r.ok && r.value.host);
          }),
        },
        {
          name: "safeParse(u, { variant: rfc3986 }), .value.host",
          items: urls.length,
          run: over(urls, (u) => {
            const r = safeParse(u, { variant: rfc3986 });
            keep(r.ok && r.value.host);
          }),
        },
        {
          name: "safeParse(u, options) (hoisted), .value.host",
          items: urls.length,
          run: over(urls, (u) => {
            const r = safeParse(u, byId);
            keep(r.ok && r.value.host);
          }),
        },
        { name: CALLS.nodeUrl, items: urls.length, run: over(urls, (u) => attempt(() => new URL(u).host)) },
      ],
      rounds,
    ),
    ...measure(
      CALLS.resolve,
      [
        {
          name: CALLS.resolveCall,
          items: refs.length,
          run: over(refs, ([b, r]) => attempt(() => resolve(b, r))),
        },
        {
          name: "resolve(b, r, { variant: 'rfc3986' })",
          items: refs.length,
          run: over(refs, ([b, r]) => attempt(() => resolve(b, r, { variant: "rfc3986" }))),
        },
        {
          name: "resolve(b, r, { strict: false })",
          items: refs.length,
          run: over(refs, ([b, r]) => attempt(() => resolve(b, r, { strict: false }))),
        },
        {
          name: CALLS.nodeResolve,
          items: refs.length,
          run: over(refs, ([b, r]) => attempt(() => new URL(r, b).href)),
        },
      ],
      rounds,
    ),
    ...measure(
      CALLS.normalize,
      [
        {
          name: CALLS.normalizeCall,
          items: bothAccept.length,
          run: over(bothAccept, (u) => attempt(() => normalize(u))),
        },
        {
          name: "normalize(u, { variant: rfc3986 })",
          items: bothAccept.length,
          run: over(bothAccept, (u) => attempt(() => normalize(u, { variant: rfc3986 }))),
        },
        {
          name: CALLS.nodeHref,
          items: bothAccept.length,
          run: over(bothAccept, (u) => keep(new URL(u).href)),
        },
      ],
      rounds,
    ),
    ...measure(
      CALLS.normalizeScheme,
      [
        {
          name: CALLS.normalizeSchemeCall,
          items: bothAccept.length,
          run: over(bothAccept, (u) => attempt(() => normalize(u, { level: "scheme" }))),
        },
        {
          name: "normalize(u, options) (hoisted)",
          items: bothAccept.length,
          run: over(bothAccept, (u) => attempt(() => normalize(u, scheme))),
        },
        {
          name: "normalize(u, { level: 'scheme', variant: 'rfc3986' })",
          items: bothAccept.length,
          run: over(bothAccept, (u) => attempt(() => normalize(u, { level: "scheme", variant: "rfc3986" }))),
        },
        {
          name: CALLS.nodeHref,
          items: bothAccept.length,
          run: over(bothAccept, (u) => keep(new URL(u).href)),
        },
      ],
      rounds,
    ),
  );
  return rows;
}
