// RFC 3986 Appendix B's reading of a reference at its delimiters, and RFC 3986 §3.2's of its
// authority, written as a companion of the recognizer (automata/beside.ts): its classes, states and
// the events that record where each delimiter is. scripts/build.ts compiles it into
// generated/companions.ts (automata/companion.ts), which src/syntax/delimited.ts reads; the library
// imports its EVENTS (the slots' order) and no more of it.
import type { CompanionSpec } from "../../automata/companion.js";

/**
 * Where the reading meets each delimiter that ends or begins a component (the offset of the
 * character, -1 when there is none; the last one met, which the automaton's states make the one
 * Appendix B names): the ":" after the scheme, the second "/" of the "//" before the authority,
 * the "@" after the userinfo, the ":" after the host, the "]" of an IP literal, the "/" after the
 * authority, the "?" before the query, the "#" before the fragment.
 */
export const EVENTS = [
  "schemeColon",
  "authoritySlash",
  "at",
  "hostColon",
  "literalEnd",
  "pathSlash",
  "question",
  "hash",
] as const;
export type DelimiterEvent = (typeof EVENTS)[number];

/** The classes of characters the reading looks at (every other character is "other"). */
const CLASSES = { colon: ":", slash: "/", question: "?", hash: "#", at: "@", open: "[", close: "]" };
type Class = keyof typeof CLASSES | "other";

type HostState = "hostStart" | "name" | "literal" | "afterLiteral" | "junk" | "port";
type State =
  | "start"
  | "schemeOrPath"
  | "afterScheme"
  | "slash"
  | "path"
  | "query"
  | "fragment"
  | `${HostState}${"" | "AfterAt"}`;
type On = { readonly [C in Class]: readonly [State, DelimiterEvent?] | null };

/** A state's transitions: every class to `state`, "?" and "#" to the query and the fragment. */
function pathOn(state: State): On {
  return {
    colon: [state],
    slash: [state],
    question: ["query", "question"],
    hash: ["fragment", "hash"],
    at: [state],
    open: [state],
    close: [state],
    other: [state],
  };
}

/**
 * The authority as RFC 3986 §3.2 reads it, from its start: the userinfo ends at its first "@", and
 * the host at the first ":" after that (an IP literal at its first "]", a port following only a
 * ":" right after it). What comes before an "@" is read as a host until an "@" is met, which then
 * starts the host again (AfterAt, where a second "@" is the host's); the events before it are
 * then before the host, and spansOf passes them by.
 */
function hostStates(afterAt: boolean): { [K in State]?: { on: On; accepts: true } } {
  const name = (state: HostState): State => `${state}${afterAt ? "AfterAt" : ""}`;
  const state = (on: Partial<On>, ordinary: State): { on: On; accepts: true } => ({
    on: {
      colon: [ordinary],
      slash: ["path", "pathSlash"],
      question: ["query", "question"],
      hash: ["fragment", "hash"],
      at: afterAt ? [ordinary] : ["hostStartAfterAt", "at"],
      open: [ordinary],
      close: [ordinary],
      other: [ordinary],
      ...on,
    },
    accepts: true,
  });
  return {
    [name("hostStart")]: state({ colon: [name("port"), "hostColon"], open: [name("literal")] }, name("name")),
    [name("name")]: state({ colon: [name("port"), "hostColon"] }, name("name")),
    [name("literal")]: state({ close: [name("afterLiteral"), "literalEnd"] }, name("literal")),
    [name("afterLiteral")]: state({ colon: [name("port")] }, name("junk")),
    [name("junk")]: state({}, name("junk")),
    [name("port")]: state({}, name("port")),
  };
}

/**
 * RFC 3986 Appendix B's reading of any string, `^(([^:/?#]+):)?(//([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?`,
 * and §3.2's of its authority, as an automaton that records where it meets each delimiter: the
 * scheme ends at the first ":" before any "/", "?" or "#" (and is not empty); an authority follows
 * "//" there and ends at the next "/", "?" or "#"; the query follows "?", the fragment "#". Run
 * alone (splitDelimited) it reads any string; beside a grammar's recognizer (automata/beside.ts)
 * it splits in the pass that validates, for a variant whose document reads its references this
 * way (RFC 3986 §3: the generic syntax is delimited so that it can be read this way; for a string
 * the grammar accepts, these are its components, test/syntax/delimited.test.ts).
 */
export function delimitedSpec(): CompanionSpec<State, keyof typeof CLASSES, DelimiterEvent> {
  return {
    classes: CLASSES,
    events: EVENTS,
    start: "start",
    // The rules inside a reference that the same reading splits: a hier-part or a relative-part
    // (RFC 3986 §3, §4.2) is read as what follows a scheme's ":", an authority (§3.2) as what
    // follows "//".
    entries: { hier: "afterScheme", authority: "hostStart" },
    states: {
      start: { on: { ...pathOn("schemeOrPath"), colon: ["path"], slash: ["slash"] }, accepts: true },
      schemeOrPath: {
        on: { ...pathOn("schemeOrPath"), colon: ["afterScheme", "schemeColon"], slash: ["path"] },
        accepts: true,
      },
      afterScheme: { on: { ...pathOn("path"), slash: ["slash"] }, accepts: true },
      slash: { on: { ...pathOn("path"), slash: ["hostStart", "authoritySlash"] }, accepts: true },
      path: { on: pathOn("path"), accepts: true },
      query: { on: { ...pathOn("query"), question: ["query"] }, accepts: true },
      fragment: { on: { ...pathOn("fragment"), question: ["fragment"], hash: ["fragment"] }, accepts: true },
      ...(hostStates(false) as { [K in HostState]: { on: On; accepts: true } }),
      ...(hostStates(true) as { [K in `${HostState}AfterAt`]: { on: On; accepts: true } }),
    },
  };
}
