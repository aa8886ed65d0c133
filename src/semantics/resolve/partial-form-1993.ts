// The partial form of the 1993 URL draft (T. Berners-Lee, IETF URL WG Internet Draft, July 1993,
// section Recommendations, "Partial form"), rule for rule. The 1994 draft (URL Internet Draft 03)
// refers to the same partial form and gives no algorithm of its own.
//
// The draft's rules, in order:
//  1. If the schemes differ, the whole absolute locator is given: a reference with a scheme is its
//     own target. Otherwise the scheme is omitted (it is the context's).
//  2. If the host and/or port differ, host, port and all the rest are given: a reference with a
//     host keeps its host, port and path (nothing is taken from the context but the scheme).
//  3. Otherwise the path is given absolute (leading slash: it replaces the context's path) or
//     relative: the last part of the context's path (after its rightmost slash) is removed and the
//     partial URL appended in its place; within the result, "/xxx/.." and "/." (complete path
//     elements) are removed, recursively (removeDotElements1993). The draft gives this removal
//     only for relative paths.
//
// Interpretations (the draft is prose):
//  - "A partial form can be distinguished from a full form in that a full form must have a colon
//    and that colon must occur before any slash characters": a reference is a full form when the
//    first of ":", "/", "?" and "#" in it is a ":", and then the scheme ends at that colon: the
//    grammars read it so (grammar/url-draft-1993.abnf T11): a reference with a scheme component is
//    a full form. The 1994 draft's "url:" before a full form (prefixedurl) is no scheme, yet part
//    of the URL (section PrePrefix: a URL "must start with" it): the scheme component holds it
//    (grammar/url-draft-1994.abnf T12), so a partial form in a prefixed context takes it with the
//    scheme, and its target is prefixed too.
//  - The search part belongs to "the given partial URL": the target's query is the reference's.
//  - The fragment is the reference's. A reference that is only a fragment (or empty) has nothing to
//    append and names the context object itself: its target is the context with that fragment.
//  - The path of a full form is everything after the scheme and the host (`//` hostport) up to the
//    search, with the "/" that the BNF puts between the host and its `path` (`h t t p : / /
//    hostport [ / path ]`): the grammars' path component (T14 of both grammars). A context with a
//    host and no path has the path "/".
//  - "Within the result" is within the resulting path: a host is no path element.
//
// The rules run on the variant's components, which hold every character of a URL (the grammars'
// component model: recompose(parse(u)) is u, test/laws/).
import { type Components, copyAuthority, emptyRecord } from "../../syntax/components.js";
import { directoryOf } from "../path.js";
import { removeDotElements1993 } from "../remove-dot-segments.js";
import type { StepObserver } from "../observe.js";
import type { AlgorithmEntry, ResolutionAlgorithm } from "./types.js";
import { work } from "../work.js";

export { removeDotElements1993 } from "../remove-dot-segments.js";

/** The partial form's rules (ALGORITHMS["partial-form-1993"]). */
const resolvePartialForm1993: ResolutionAlgorithm = (base: Components, reference: Components, options) => {
  // A stepper's observer (uri-grammar/explain): each rule's test, and the removals of rule 3.
  const observe = options.observe as StepObserver | undefined;
  // Rule 1: "If the scheme parts are different, the whole absolute locator must be given": a full
  // form is its own target, as written.
  observe?.({ id: "Rule 1", taken: reference.scheme !== undefined, values: { scheme: reference.scheme } });
  if (reference.scheme !== undefined) return { ...reference };
  const target = emptyRecord();
  target.scheme = base.scheme;
  target.query = reference.query;
  target.fragment = reference.fragment;
  observe?.({
    id: "Rule 2",
    taken: reference.authority !== undefined,
    values: { host: reference.authority },
  });
  if (reference.authority !== undefined) {
    // Rule 2: "the host, port name and all the rest of the locator must be given".
    copyAuthority(target, reference);
    target.path = reference.path;
    return target;
  }
  copyAuthority(target, base);
  const contextObject = reference.path === "" && reference.query === undefined;
  observe?.({ id: "context object", taken: contextObject, values: { fragment: reference.fragment } });
  if (contextObject) {
    // Only a fragment (or nothing): the context object itself.
    target.path = base.path;
    target.query = base.query;
    return target;
  }
  observe?.({ id: "Rule 3", taken: reference.path.startsWith("/"), values: { path: reference.path } });
  if (reference.path.startsWith("/")) {
    // Rule 3: "If a leading slash is present, the path is absolute."
    target.path = reference.path;
  } else {
    // Rule 3: "The last part of the path of the context locator (anything following the rightmost
    // slash) is removed, and the given partial URL appended in its place. Within the result, all
    // occurrences of "/xxx/.." or "/." are recursively removed".
    const context = base.authority !== undefined && base.path === "" ? "/" : base.path;
    meter: work.units += context.length;
    const appended = directoryOf(context) + reference.path;
    observe?.({
      id: "Rule 3 relative",
      values: { "context path": context, "partial URL": reference.path, result: appended },
    });
    target.path = removeDotElements1993(appended, observe);
  }
  return target;
};

export const algorithm: AlgorithmEntry = { resolve: resolvePartialForm1993 };

/** The part of the draft that defines a step the observer names. */
export function section(step: string): string {
  const form = 'URL draft 1993, "Partial form"';
  if (step === "Rule 1" || step === "Rule 2" || step === "Rule 3") return `${form}, rule ${step.slice(5)}`;
  if (step === "Rule 3 relative") return `${form}, rule 3 (relative path)`;
  if (step === "/." || step === "/xxx/.." || step === "keep") return `${form}, rule 3 ("within the result")`;
  return form;
}
