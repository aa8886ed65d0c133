// The removal of dot segments, for every generation of the syntax, each as one pass over its input
// with an output stack of segment boundaries (never a rebuilt string, never a regular expression
// run again and again): RFC 3986 §5.2.4 (remove_dot_segments), the string operations of RFC 1808
// §4 step 6 (repeated by the 1997 draft §5.2 step 6, RFC 2396 §5.2 step 6 and the 2003 draft §5.2
// merge), and the 1993 URL draft's "Partial form" (src/semantics/resolve/partial-form-1993.ts).
//
// The output is always made of slices of the input, so the stack holds where they are: runs
// [start, end) of the input that the output keeps, adjacent segments merged into one run. Removing
// the last segment shortens the top run by a backward search over that segment alone, whose
// characters then leave the output for good: each character is read a bounded number of times,
// whatever the input. test/laws/scaling.test.ts holds the work (src/semantics/work.ts) to c·n.
import { expectString } from "../arguments.js";
import type { StepObserver } from "./observe.js";
import { work } from "./work.js";

const DOT = 0x2e;
const SLASH = 0x2f;

/**
 * Where the first complete "." or ".." segment of text[start, end) begins (its "/", or `start` at
 * the start of the path), or -1 when there is none. Every rule that removes dot segments, in every
 * generation, only ever applies where such a segment begins: without one, a path is unchanged.
 */
export function dotSegmentIn(text: string, start: number, end: number): number {
  if (start < end && text.charCodeAt(start) === DOT && isDotSegment(text, start, end)) return start;
  // Every other segment begins after a "/": only a "/." can begin a dot segment (a file name's
  // "." does not, so most paths take one search).
  let i = text.indexOf("/.", start);
  for (; i !== -1 && i + 1 < end; i = text.indexOf("/.", i + 1))
    if (isDotSegment(text, i + 1, end)) {
      meter: work.units += i - start;
      return i;
    }
  meter: work.units += end - start;
  return -1;
}

/** Whether the segment beginning at i (a ".") is "." or ".." (ends at `end` or at a "/"). */
function isDotSegment(text: string, i: number, end: number): boolean {
  let after = i + 1;
  if (after < end && text.charCodeAt(after) === DOT) after++; // ".."
  return after === end || text.charCodeAt(after) === SLASH;
}

/** The slices text[starts[k], ends[k]) for k < count, joined by `separator` ("" or one character). */
function joinRuns(
  text: string,
  starts: ArrayLike<number>,
  ends: ArrayLike<number>,
  count: number,
  separator: string,
): string {
  if (count === 1 && starts[0] === 0 && ends[0] === text.length) return text;
  let length = count > 0 ? (count - 1) * separator.length : 0;
  for (let k = 0; k < count; k++) length += ends[k]! - starts[k]!;
  meter: work.units += length + count;
  if (count <= 16 || length >= 32 * count) {
    // Few or long runs: their slices, joined (a string is not copied until it is read).
    let out = "";
    for (let k = 0; k < count; k++) {
      if (k > 0) out += separator;
      out += text.slice(starts[k], ends[k]);
    }
    return out;
  }
  // Many short runs (the ".." segments that an older algorithm keeps above the root, one run
  // each): the code units written once into a buffer, since a string for every run costs several
  // times its characters (70 ns a character at 10 MB, against 12 for RFC 3986's removal).
  const units = new Uint16Array(length);
  const sep = separator.charCodeAt(0);
  let at = 0;
  for (let k = 0; k < count; k++) {
    if (k > 0 && separator !== "") units[at++] = sep;
    for (let i = starts[k]!; i < ends[k]!; i++) units[at++] = text.charCodeAt(i);
  }
  const chunks: string[] = [];
  for (let i = 0; i < length; i += 8192)
    chunks.push(String.fromCharCode.apply(null, units.subarray(i, i + 8192) as unknown as number[]));
  return chunks.join("");
}

/**
 * Removes the complete path segments "." and ".." from `path`, exactly as the loop of RFC 3986
 * §5.2.4 does, rules A to E, including on rootless paths (where "a/../b" becomes "/b": the RFC's
 * algorithm, applied literally). Only whole segments count: "/.a", "/..b" and "%2E" stay.
 */
export function removeDotSegments(path: string): string {
  expectString("removeDotSegments", path);
  const first = dotSegmentIn(path, 0, path.length);
  if (first === -1) return path; // most paths: one scan for "." and no copy
  return removeFrom(path, first);
}

/**
 * RFC 3986 §5.2.4 from index `first` of the path on (where the first dot segment begins: rule E
 * has moved everything before it). The input buffer is path[i, n); the output buffer is the runs
 * of the input on the stack, each a sequence of the pieces rule E moves ("/segment", or the first
 * "segment" of a rootless path), so that "the last segment and its preceding '/'" is the top run's
 * text after its last "/".
 */
function removeFrom(path: string, first: number, observe?: StepObserver): string {
  const n = path.length;
  const starts: number[] = [];
  const ends: number[] = [];
  let top = 0; // the number of runs
  if (first > 0) {
    starts[0] = 0;
    ends[0] = first;
    top = 1;
  }
  /** Appends path[s, e) to the output buffer (joins the top run when it ends at s). */
  const push = (s: number, e: number): void => {
    if (top > 0 && ends[top - 1] === s) ends[top - 1] = e;
    else {
      starts[top] = s;
      ends[top] = e;
      top++;
    }
  };
  /** Removes the last segment and its preceding "/" (if any) from the output buffer (rule C). */
  const removeLastSegment = (): void => {
    if (top === 0) return;
    const start = starts[top - 1]!;
    const end = ends[top - 1]!;
    const cut = path.lastIndexOf("/", end - 1);
    meter: work.units += end - Math.max(cut, start) + 1;
    // A run begins with "/", except the first piece of a rootless path (then cut < start).
    if (cut <= start) top--;
    else ends[top - 1] = cut;
  };
  let i = first;
  // The stepper's view of the two buffers after a rule (RFC 3986 §5.2.4's table), built only when
  // it is asked for.
  // `input` is the input buffer when it is no slice of the path: the "/" that rules B and C leave of
  // a final "/." or "/.." (RFC 3986 §5.2.4's table shows it).
  const show = (rule: string, input?: string) =>
    observe?.({
      id: `5.2.4 ${rule}`,
      values: { input: input ?? path.slice(i), output: joinRuns(path, starts, ends, top, "") },
    });
  while (i < n) {
    meter: work.units++;
    const c = path.charCodeAt(i);
    if (c === DOT) {
      const next = path.charCodeAt(i + 1);
      if (next === SLASH) {
        // A. If the input buffer begins with a prefix of "../" or "./", then remove that prefix
        //    from the input buffer; otherwise,
        i += 2;
        show("A");
        continue;
      }
      if (next === DOT && path.charCodeAt(i + 2) === SLASH) {
        i += 3; // A. ("../")
        show("A");
        continue;
      }
      // D. if the input buffer consists only of "." or "..", then remove that from the input
      //    buffer; otherwise,
      if (i + 1 === n || (next === DOT && i + 2 === n)) {
        i = n;
        show("D");
        break;
      }
    } else if (c === SLASH && path.charCodeAt(i + 1) === DOT) {
      const third = path.charCodeAt(i + 2);
      // B. if the input buffer begins with a prefix of "/./" or "/.", where "." is a complete
      //    path segment, then replace that prefix with "/" in the input buffer; otherwise,
      if (third === SLASH) {
        i += 2; // the input now begins with the "/" before the next segment
        show("B");
        continue;
      }
      if (i + 2 === n) {
        if (observe) show("B", "/"); // the input buffer is "/" ...
        push(i, i + 1); // ... which E then moves: the output ends with "/"
        i = n;
        show("E");
        break;
      }
      // C. if the input buffer begins with a prefix of "/../" or "/..", where ".." is a complete
      //    path segment, then replace that prefix with "/" in the input buffer and remove the last
      //    segment and its preceding "/" (if any) from the output buffer; otherwise,
      if (third === DOT && (i + 3 === n || path.charCodeAt(i + 3) === SLASH)) {
        removeLastSegment();
        if (i + 3 === n) {
          if (observe) show("C", "/"); // the input buffer is "/" ...
          push(i, i + 1); // ... moved by E
          i = n;
          show("E");
          break;
        }
        i += 3;
        show("C");
        continue;
      }
    }
    // E. move the first path segment in the input buffer to the end of the output buffer,
    //    including the initial "/" character (if any) and any subsequent characters up to, but not
    //    including, the next "/" character or the end of the input buffer.
    const slash = path.indexOf("/", c === SLASH ? i + 1 : i);
    const end = slash === -1 ? n : slash;
    meter: work.units += end - i;
    push(i, end);
    i = end;
    show("E");
  }
  // Finally, the output buffer is returned as the result of remove_dot_segments.
  return joinRuns(path, starts, ends, top, "");
}

/**
 * RFC 3986 §5.2.4 step by step for a stepper: every rule A-E applied to the path from its start, each
 * reported with the input and output buffers after it (the RFC's own table). The result is
 * removeDotSegments's.
 */
export function removeDotSegmentsObserved(path: string, observe: StepObserver): string {
  observe({ id: "5.2.4 1", values: { input: path, output: "" } });
  return path === "" ? path : removeFrom(path, 0, observe);
}

/**
 * remove_dot_segments(merge(base, reference)) (RFC 3986 §5.2.2, §5.2.3): `directory` is what
 * §5.2.3 keeps of the base path ("" or ending with "/"). A reference that begins with "." or ".."
 * has its dot segment at its start, so when neither part has one, neither has their concatenation.
 */
export function removeDotSegmentsMerged(directory: string, reference: string): string {
  if (
    dotSegmentIn(reference, 0, reference.length) === -1 &&
    dotSegmentIn(directory, 0, directory.length) === -1
  )
    return directory + reference;
  return removeDotSegments(directory + reference);
}

/**
 * The output stack of the segment-wise removals (RFC 1808 step 6 and its successors, the 1993
 * partial form): the kept segments of `text`, in runs of adjacent segments. `last[k]` is where the
 * last segment of run k begins, so that the last kept segment can be read and removed without
 * searching; a run that loses a segment only ever shrinks afterwards (the next kept segment is not
 * adjacent to it), so each search for the new last segment reads characters no earlier search read.
 */
class SegmentStack {
  // Typed arrays, doubled when full: a run of ".." segments above the root keeps one run each.
  private starts = new Int32Array(16);
  private ends = new Int32Array(16);
  private last = new Int32Array(16);
  private top = 0;

  constructor(private readonly text: string) {}

  private grow(): void {
    const size = this.starts.length * 2;
    const grown = (a: Int32Array) => {
      const b = new Int32Array(size);
      b.set(a);
      return b;
    };
    this.starts = grown(this.starts);
    this.ends = grown(this.ends);
    this.last = grown(this.last);
  }

  get size(): number {
    return this.top;
  }

  /** Keeps the segment text[s, e). */
  push(s: number, e: number): void {
    const k = this.top - 1;
    if (k >= 0 && this.ends[k] === s - 1) {
      this.ends[k] = e;
      this.last[k] = s;
    } else {
      if (k + 1 === this.starts.length) this.grow();
      this.starts[k + 1] = s;
      this.ends[k + 1] = e;
      this.last[k + 1] = s;
      this.top++;
    }
  }

  /**
   * Whether the last kept segment is a "complete path segment" that a following ".." cancels: not
   * ".." itself (RFC 1808 §4 step 6c; the 1993 draft's "/xxx/.."), and when `emptyIsSegment` is
   * false not empty. An empty piece first in the output is never one: it is what precedes the "/"
   * of an absolute path, the root, which no ".." climbs above (RFC 2396 Appendix C.2: "../../../g"
   * is "http://a/../g"), as the text applied as printed reads the start of its buffer.
   */
  topCancels(emptyIsSegment: boolean): boolean {
    const k = this.top - 1;
    if (k < 0) return false;
    const s = this.last[k]!;
    const length = this.ends[k]! - s;
    if (length === 0) return emptyIsSegment && !(k === 0 && s === this.starts[0]);
    return !(length === 2 && this.text.charCodeAt(s) === DOT && this.text.charCodeAt(s + 1) === DOT);
  }

  /** Removes the last kept segment. */
  pop(): void {
    const k = this.top - 1;
    if (k < 0) return;
    const start = this.starts[k]!;
    const s = this.last[k]!;
    if (s === start) {
      this.top--;
      return;
    }
    const end = s - 1; // the "/" before the removed segment ends the run
    this.ends[k] = end;
    // The segment before it begins after the "/" before it in the run, or where the run does (an
    // empty first piece when end === start: lastIndexOf would look at index 0 itself).
    const slash = end > start ? this.text.lastIndexOf("/", end - 1) : -1;
    const begin = slash < start ? start : slash + 1;
    meter: work.units += end - begin + 1;
    this.last[k] = begin;
  }

  /** The kept segments joined by "/". */
  join(): string {
    return joinRuns(this.text, this.starts, this.ends, this.top, "/");
  }
}

/**
 * RFC 1808 §4 step 6 a-d (RFC 2396 §5.2 step 6 c-f, the 1997 draft's 6d-6g, the 2003 draft's merge
 * steps 3-6: the same four sentences) on a buffer whose path segments are separated by "/":
 *  a) All occurrences of "./", where "." is a complete path segment, are removed.
 *  b) If the path ends with "." as a complete path segment, that "." is removed.
 *  c) All occurrences of "<segment>/../", where <segment> is a complete path segment not equal to
 *     "..", are removed. Removal of these path segments is performed iteratively, removing the
 *     leftmost matching pattern on each iteration, until no matching pattern remains.
 *  d) If the path ends with "<segment>/..", where <segment> is a complete path segment not equal to
 *     "..", that "<segment>/.." is removed.
 * An empty segment is a complete segment: RFC 1808 §2.2 `segment = *pchar` (RFC 2396 §3.3, the 1997
 * draft and the 2003 draft's Appendix A say the same), so "g//.." merged is "g/" (the ".." cancels
 * the empty segment between the two "/"). What precedes the "/" of an absolute path is no segment
 * but the root: in "/../g" the ".." stays (RFC 2396 Appendix C.2: `http://a/../g`). Removing the
 * leftmost pattern again and again is a stack: a ".." followed by "/" cancels the nearest kept
 * segment before it, when that one is complete and not "..".
 */
export function removeDotSegmentsStepwise(buffer: string, observe?: StepObserver): string {
  const n = buffer.length;
  if (dotSegmentIn(buffer, 0, n) === -1 && observe === undefined) return buffer;
  const stack = new SegmentStack(buffer);
  let s = 0; // where the current segment begins
  for (;;) {
    meter: work.units++;
    const slash = buffer.indexOf("/", s);
    if (slash === -1) break; // buffer[s, n) is the last segment, not followed by "/"
    meter: work.units += slash - s;
    const length = slash - s;
    const dots = length === 1 && buffer.charCodeAt(s) === DOT ? 1 : isTwoDots(buffer, s, length) ? 2 : 0;
    let rule = "keep";
    if (dots === 1) {
      rule = "a"; // a) "./" is removed.
    } else if (dots === 2 && stack.topCancels(true)) {
      rule = "c";
      stack.pop(); // c) "<segment>/../" is removed.
    } else stack.push(s, slash);
    s = slash + 1;
    observe?.({
      id: rule,
      values: {
        segment: buffer.slice(s - length - 1, s),
        kept: stack.size === 0 ? "" : stack.join() + "/",
        rest: buffer.slice(s),
      },
    });
  }
  meter: work.units += n - s;
  const length = n - s;
  let lastStart = s;
  let rule = "keep";
  if (length === 1 && buffer.charCodeAt(s) === DOT) {
    lastStart = n; // b) a final "." is removed.
    rule = "b";
  } else if (isTwoDots(buffer, s, length) && stack.topCancels(true)) {
    stack.pop(); // d) a final "<segment>/.." is removed.
    lastStart = n;
    rule = "d";
  }
  const last = buffer.slice(lastStart);
  const result = stack.size === 0 ? last : stack.join() + "/" + last;
  observe?.({ id: rule, values: { segment: buffer.slice(s), kept: result, rest: "" } });
  return result;
}

function isTwoDots(text: string, s: number, length: number): boolean {
  return length === 2 && text.charCodeAt(s) === DOT && text.charCodeAt(s + 1) === DOT;
}

/**
 * The 1993 URL draft, "Partial form": "Within the result, all occurrences of "/xxx/.." or "/." are
 * recursively removed, where xxx, ".." and "." are complete path elements." An element is
 * "complete" between two "/" (or a "/" and the end), so the text before the first "/" is no
 * element either rule can remove. Read as the same stack as above: every "/." goes (a "." names the
 * level it is in, never an element a ".." could cancel: "/a/./.." is "", not "/a"), and a "/.."
 * cancels the nearest element before it when that one is not empty and not ".." ("/../a" at the
 * root stays; an element is `xpalphas = 1*xpalpha`, never empty). Unlike RFC 1808, a final "/." or "/xxx/.." goes with its "/": "/a/." is "/a".
 */
export function removeDotElements1993(path: string, observe?: StepObserver): string {
  const n = path.length;
  const firstSlash = path.indexOf("/");
  if (firstSlash === -1 || (observe === undefined && dotSegmentIn(path, firstSlash, n) === -1)) {
    meter: work.units += n;
    observe?.({ id: "keep", values: { element: path, kept: path, rest: "" } });
    return path;
  }
  const head = path.slice(0, firstSlash);
  const stack = new SegmentStack(path);
  let s = firstSlash + 1;
  for (;;) {
    meter: work.units++;
    const slash = path.indexOf("/", s);
    const end = slash === -1 ? n : slash;
    meter: work.units += end - s;
    const length = end - s;
    let rule = "keep";
    if (length === 1 && path.charCodeAt(s) === DOT) {
      rule = "/."; // "/." is removed.
    } else if (isTwoDots(path, s, length) && stack.topCancels(false)) {
      rule = "/xxx/..";
      stack.pop(); // "/xxx/.." is removed.
    } else stack.push(s, end);
    observe?.({
      id: rule,
      values: {
        element: path.slice(s - 1, end),
        kept: stack.size === 0 ? head : head + "/" + stack.join(),
        rest: path.slice(end),
      },
    });
    if (slash === -1) break;
    s = slash + 1;
  }
  return stack.size === 0 ? head : head + "/" + stack.join();
}
