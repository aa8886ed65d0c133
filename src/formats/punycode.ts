// Punycode (RFC 3492), the encoding of A-labels (RFC 5891 §4.4, §5.4): decode and encode, the
// pseudocode of RFC 3492 §6.2 and §6.3 beside the code that does it, with the parameter values of
// RFC 3492 §5. Code points are numbers (an array), as the RFC's algorithms count them.

import { work } from "../semantics/work.js";

// RFC 3492 §5: parameter values for Punycode.
const BASE = 36;
const TMIN = 1;
const TMAX = 26;
const SKEW = 38;
const DAMP = 700;
const INITIAL_BIAS = 72;
const INITIAL_N = 0x80;
const DELIMITER = 0x2d; // "-"
const MAX = 0x7fffffff;

// RFC 3492 §5: digit-values 0..25 are a..z (or A..Z), 26..35 are 0..9.
function digitValue(c: number): number {
  if (c >= 0x30 && c <= 0x39) return c - 22;
  if (c >= 0x41 && c <= 0x5a) return c - 0x41;
  if (c >= 0x61 && c <= 0x7a) return c - 0x61;
  return BASE;
}
function digitChar(d: number): number {
  return d < 26 ? d + 0x61 : d + 22;
}

// RFC 3492 §6.1: bias adaptation function.
function adapt(delta: number, numpoints: number, firsttime: boolean): number {
  delta = firsttime ? Math.floor(delta / DAMP) : delta >> 1; // if firsttime then let delta = delta div damp else let delta = delta div 2
  delta += Math.floor(delta / numpoints); // let delta = delta + (delta div numpoints)
  let k = 0;
  // while delta > ((base - tmin) * tmax) div 2 do begin let delta = delta div (base - tmin); let k = k + base end
  for (; delta > ((BASE - TMIN) * TMAX) >> 1; k += BASE) delta = Math.floor(delta / (BASE - TMIN));
  return k + Math.floor(((BASE - TMIN + 1) * delta) / (delta + SKEW)); // return k + (((base - tmin + 1) * delta) div (delta + skew))
}

/** RFC 3492 §6.2: the code points of a Punycode string, or null when it is not one (RFC 3492 §6.2's "fail"). */
export function punycodeDecode(input: string): number[] | null {
  const output: number[] = [];
  // let n = initial_n, let i = 0, let bias = initial_bias, let output = an empty string indexed from 0
  let n = INITIAL_N;
  let i = 0;
  let bias = INITIAL_BIAS;
  // consume all code points before the last delimiter (if there is one) and copy them to output,
  // fail on any non-basic code point
  const last = input.lastIndexOf("-");
  const b = last < 0 ? 0 : last;
  meter: work.units += input.length;
  for (let j = 0; j < b; j++) {
    const c = input.charCodeAt(j);
    if (c >= 0x80) return null;
    output.push(c);
  }
  // if more than zero code points were consumed then consume one more (which will be the last delimiter)
  let at = b > 0 ? b + 1 : 0;
  // while the input is not exhausted do begin
  while (at < input.length) {
    const oldi = i; // let oldi = i
    let w = 1; // let w = 1
    for (let k = BASE; ; k += BASE) {
      // for k = base to infinity in steps of base do begin
      if (at >= input.length) return null; // consume a code point, or fail if there was none to consume
      const digit = digitValue(input.charCodeAt(at++)); // let digit = the code point's digit-value, fail if it has none
      if (digit >= BASE) return null;
      if (digit > Math.floor((MAX - i) / w)) return null; // let i = i + digit * w, fail on overflow
      i += digit * w;
      const t = k <= bias ? TMIN : k >= bias + TMAX ? TMAX : k - bias; // let t = tmin if k <= bias {+ tmin}, tmax if k >= bias + tmax, or k - bias otherwise
      if (digit < t) break; // if digit < t then break
      if (w > Math.floor(MAX / (BASE - t))) return null; // let w = w * (base - t), fail on overflow
      w *= BASE - t;
    }
    bias = adapt(i - oldi, output.length + 1, oldi === 0); // let bias = adapt(i - oldi, length(output) + 1, test oldi is 0?)
    if (Math.floor(i / (output.length + 1)) > MAX - n) return null; // let n = n + i div (length(output) + 1), fail on overflow
    n += Math.floor(i / (output.length + 1));
    i %= output.length + 1; // let i = i mod (length(output) + 1)
    // {if n is a basic code point then fail}
    if (n < 0x80 || n > 0x10ffff || (n >= 0xd800 && n <= 0xdfff)) return null;
    output.splice(i, 0, n); // insert n into output at position i
    meter: work.units += output.length;
    i++; // increment i
  }
  return output;
}

/** RFC 3492 §6.3: the Punycode string of code points (lower case, as an A-label is written). */
export function punycodeEncode(input: readonly number[]): string {
  // let n = initial_n, let delta = 0, let bias = initial_bias
  let n = INITIAL_N;
  let delta = 0;
  let bias = INITIAL_BIAS;
  // let h = b = the number of basic code points in the input; copy them to the output in order,
  // followed by a delimiter if b > 0
  let output = "";
  for (const c of input) if (c < 0x80) output += String.fromCharCode(c);
  const b = output.length;
  let h = b;
  if (b > 0) output += String.fromCharCode(DELIMITER);
  // while h < length(input) do begin
  while (h < input.length) {
    // Each turn reads the input twice: quadratic in the number of distinct code points, which is
    // why a U-label's size is checked first (./hostname.ts).
    meter: work.units += 2 * input.length;
    let m = MAX; // let m = the minimum {non-basic} code point >= n in the input
    for (const c of input) if (c >= n && c < m) m = c;
    delta += (m - n) * (h + 1); // let delta = delta + (m - n) * (h + 1), fail on overflow
    n = m; // let n = m
    for (const c of input) {
      // for each code point c in the input (in order) do begin
      if (c < n) delta++; // if c < n {or c is basic} then increment delta
      if (c === n) {
        // if c == n then begin
        let q = delta; // let q = delta
        for (let k = BASE; ; k += BASE) {
          // for k = base to infinity in steps of base do begin
          const t = k <= bias ? TMIN : k >= bias + TMAX ? TMAX : k - bias;
          if (q < t) break; // if q < t then break
          output += String.fromCharCode(digitChar(t + ((q - t) % (BASE - t)))); // output the code point for digit t + ((q - t) mod (base - t))
          q = Math.floor((q - t) / (BASE - t)); // let q = (q - t) div (base - t)
        }
        output += String.fromCharCode(digitChar(q)); // output the code point for digit q
        bias = adapt(delta, h + 1, h === b); // let bias = adapt(delta, h + 1, test h equals b?)
        delta = 0; // let delta = 0
        h++; // increment h
      }
    }
    delta++; // increment delta and n
    n++;
  }
  return output;
}
