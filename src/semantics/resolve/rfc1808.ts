// RFC 1808 §4 (Resolving Relative URLs), on parsed components, with the "./" and "<segment>/../"
// string operations of its Step 6, which the 1997 draft (§5.2 step 6d-6g) and RFC 2396 (§5.2 step
// 6c-6f) repeat word for word.
import { type Components, copyAuthority, emptyRecord } from "../../syntax/components.js";
import { step6Buffer } from "../path.js";
import { removeDotSegmentsStepwise } from "../remove-dot-segments.js";
import type { StepObserver } from "../observe.js";
import type { AlgorithmEntry, ResolutionAlgorithm } from "./types.js";

/**
 * RFC 1808 §4, Steps 1-7. "Non-empty" is taken literally where the RFC says it (Step 3's <net_loc>,
 * Step 5's <params> and <query>): "//" with an empty net_loc, ";" or "?" with nothing after them
 * inherit the base's. Step 2a: an entirely empty reference is the base, fragment included; the
 * base's fragment is inherited in no other case. `params` is the component after the first ";".
 */
const resolveRfc1808: ResolutionAlgorithm = (base, ref, options) => {
  // A stepper's observer (uri-grammar/explain): each step's test and what step 6 built.
  const observe = options.observe as StepObserver | undefined;
  // Step 2a: the entirely empty reference inherits the entire base URL.
  const empty = Object.entries(ref).every(([k, v]) => v === undefined || (k === "path" && v === ""));
  observe?.({ id: "Step 2a", taken: empty });
  if (empty) return { ...base };
  // Step 2b: a reference with a scheme is absolute.
  observe?.({ id: "Step 2b", taken: ref.scheme !== undefined, values: { scheme: ref.scheme } });
  if (ref.scheme !== undefined) return { ...ref };
  // Step 2c: the scheme is inherited.
  const target: Components = emptyRecord();
  if (base.scheme !== undefined) target.scheme = base.scheme;
  const step7 = (): Components => {
    observe?.({ id: "Step 7", values: { fragment: ref.fragment } });
    if (ref.fragment !== undefined) target.fragment = ref.fragment;
    return target;
  };
  const ownTail = () => {
    if (ref.params !== undefined) target.params = ref.params;
    if (ref.query !== undefined) target.query = ref.query;
  };
  // Step 3: a non-empty net_loc makes it a network-path reference.
  observe?.({
    id: "Step 3",
    taken: ref.authority !== undefined && ref.authority !== "",
    values: { net_loc: ref.authority },
  });
  if (ref.authority !== undefined && ref.authority !== "") {
    copyAuthority(target, ref);
    target.path = ref.path;
    ownTail();
    return step7();
  }
  copyAuthority(target, base);
  // Step 4: a path preceded by "/" is not relative.
  observe?.({ id: "Step 4", taken: ref.path.startsWith("/"), values: { path: ref.path } });
  if (ref.path.startsWith("/")) {
    target.path = ref.path;
    ownTail();
    return step7();
  }
  // Step 5: an empty path inherits the base's path, and its params and query unless non-empty.
  observe?.({ id: "Step 5", taken: ref.path === "", values: { params: ref.params, query: ref.query } });
  if (ref.path === "") {
    target.path = base.path;
    if (ref.params !== undefined && ref.params !== "") {
      target.params = ref.params;
      if (ref.query !== undefined) target.query = ref.query;
      return step7();
    }
    if (base.params !== undefined) target.params = base.params;
    if (ref.query !== undefined && ref.query !== "") target.query = ref.query;
    else if (base.query !== undefined) target.query = base.query;
    return step7();
  }
  // Step 6: the base path's last segment is replaced by the reference's path, then a-d.
  target.path = removeDotSegmentsStepwise(step6Buffer(base.path, ref.path, observe), observe);
  // A merged path can begin with "//": written after no net_loc it would read as one, and "/." in
  // front (RFC 3986 §3.3's remedy) would name another URL here, where no algorithm removes it from
  // an absolute path: resolve reads the target back and finds no URL of the generation.
  ownTail();
  return step7();
};

/**
 * The section of RFC 1808 §4's algorithm, or of one written after it (RFC 2396 §5.2), that defines a
 * step: the four sentences of RFC 1808 §4 step 6 a-d (removeDotSegmentsStepwise's rules "a"-"d")
 * are lettered `letters` in the document `prefix` names ("RFC 2396 §5.2 step 6", "cdef").
 */
export function step6Section(prefix: string, letters: string, step: string): string {
  const document = prefix.slice(0, prefix.indexOf(" step"));
  if (step === "Step 6h") return `${document} steps 6h-6i`;
  if (step.startsWith("Step ")) return `${document} step ${step.slice(5)}`;
  if (step === "keep") return `${prefix}${letters[0]}-${letters[3]} (kept)`;
  // One letter: "".indexOf is 0, and "" names no rule.
  const k = step.length === 1 ? "abcd".indexOf(step) : -1;
  return k === -1 ? document : `${prefix}${letters[k]}`;
}

export const algorithm: AlgorithmEntry = { resolve: resolveRfc1808 };

/** The section of RFC 1808 that defines a step the observer names. */
export function section(step: string): string {
  return step6Section("RFC 1808 §4 step 6", "abcd", step);
}
