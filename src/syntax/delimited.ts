// A reference split at its delimiters, as RFC 3986 Appendix B (and §3.2 for the authority) reads
// one: the scheme ends at the first ":" before any "/", "?" or "#"; an authority follows "//" and
// ends at the next "/", "?" or "#"; the query follows "?", the fragment "#"; inside the authority,
// the userinfo ends at the first "@", and the port follows the host's ":" (the host of an IP
// literal ends at its "]").
//
// Two uses. Error messages check each part against its own rule in that order (diagnose.ts), for
// the variants whose record says how (`delimited`): "http://host:port/" has no "@", so no userinfo,
// and its port is wrong at offset 12. And for a string the grammar accepts, the split is exactly the
// grammar's components (RFC 3986 §3: the generic syntax is delimited so that it can be read this
// way; test/syntax/delimited.test.ts holds it to the tagged DFA), which lets the Ajv resolver find
// components with the recognizer alone.
import { runCompanion } from "../../automata/beside.js";
import { type Companion, unpackCompanion } from "../../automata/format.js";
import { delimited } from "../../generated/companions.js";
import { EVENTS } from "./delimited-companion.js";
import type { Delimited } from "../variants/types.js";
import {
  AUTHORITY_SPAN,
  FRAGMENT_SPAN,
  HOST_SPAN,
  newSpans,
  PARAMS_SPAN,
  PATH_SPAN,
  PORT_SPAN,
  QUERY_SPAN,
  SCHEME_SPAN,
  type Spans,
  USERINFO_SPAN,
} from "./components.js";

const [SCHEME_COLON, AUTHORITY_SLASH, AT_SIGN, HOST_COLON, LITERAL_END, PATH_SLASH, QUESTION, HASH] =
  EVENTS.map((_, k) => k) as [number, number, number, number, number, number, number, number];
/** How many events there are: the length of the array that Beside.run and runCompanion write. */
export const DELIMITER_EVENTS = EVENTS.length;

const SLASH = 0x2f;
const COLON = 0x3a;
const OPEN_BRACKET = 0x5b;

/**
 * RFC 3986 Appendix B's reading of any string, and §3.2's of its authority, as an automaton that
 * records where it meets each delimiter (its spec: src/syntax/delimited-companion.ts; its tables:
 * generated/companions.ts). Run alone (splitDelimited) it reads any string; beside a grammar's
 * recognizer (automata/beside.ts) it splits in the pass that validates, for a variant whose
 * document reads its references this way (RFC 3986 §3: for a string the grammar accepts, these
 * are its components, test/syntax/delimited.test.ts).
 */
export function delimitedCompanion(entry?: DelimitedEntry): Companion {
  const reference = (compiled ??= unpackCompanion(delimited));
  if (entry === undefined) return reference;
  return (entries[entry] ??= { ...reference, start: reference.entries[entry]! });
}

/**
 * Where a rule inside a reference starts the reading (see delimitedCompanion): "hier" for a
 * hier-part or a relative-part (what follows a scheme's ":"), "authority" for an authority.
 */
export type DelimitedEntry = "hier" | "authority";

let compiled: Companion | undefined;
const entries: { [E in DelimitedEntry]?: Companion } = {};

function set(spans: Spans, at: number, from: number, to: number): void {
  spans[at] = from;
  spans[at + 1] = to;
}

/**
 * The Spans of the components from the events the reading recorded on `input` (all -1 before it
 * ran): RFC 3986 Appendix B's groups, and the authority's parts as RFC 3986 §3.2 reads them; read
 * from an `entry` (delimitedCompanion), those of a hier-part or of an authority.
 */
export function spansOf(input: string, events: Int32Array, spans: Spans, entry?: DelimitedEntry): Spans {
  const n = input.length;
  const question = events[QUESTION]!;
  const hash = events[HASH]!;
  const colon = events[SCHEME_COLON]!;
  spans[SCHEME_SPAN] = colon >= 0 ? 0 : -1;
  spans[SCHEME_SPAN + 1] = colon;
  let pathFrom = colon + 1;
  // Read from the authority's entry, the input is the authority: it starts at 0.
  const authority = entry === "authority" ? -1 : events[AUTHORITY_SLASH]!;
  if (authority >= 0 || entry === "authority") {
    // The authority ends at the first "/", "?" or "#" after it (each recorded at most once after it).
    const from = authority + 1;
    const slash = events[PATH_SLASH]!;
    let to = slash >= 0 ? slash : n;
    if (question >= 0 && question < to) to = question;
    if (hash >= 0 && hash < to) to = hash;
    set(spans, AUTHORITY_SPAN, from, to);
    const at = events[AT_SIGN]!;
    if (at >= 0) set(spans, USERINFO_SPAN, from, at);
    else set(spans, USERINFO_SPAN, -1, -1);
    const hostFrom = at >= 0 ? at + 1 : from;
    let hostTo: number;
    if (hostFrom < to && input.charCodeAt(hostFrom) === OPEN_BRACKET) {
      const close = events[LITERAL_END]!;
      hostTo = close >= hostFrom ? close + 1 : to;
    } else {
      const hostColon = events[HOST_COLON]!;
      hostTo = hostColon >= hostFrom ? hostColon : to;
    }
    set(spans, HOST_SPAN, hostFrom, hostTo);
    if (hostTo < to && input.charCodeAt(hostTo) === COLON) set(spans, PORT_SPAN, hostTo + 1, to);
    else set(spans, PORT_SPAN, -1, -1);
    pathFrom = to;
  } else {
    set(spans, AUTHORITY_SPAN, -1, -1);
    set(spans, USERINFO_SPAN, -1, -1);
    set(spans, HOST_SPAN, -1, -1);
    set(spans, PORT_SPAN, -1, -1);
  }
  // An authority has no path (RFC 3986 §3.2); every other reading has one, possibly empty (§3.3).
  if (entry === "authority") set(spans, PATH_SPAN, -1, -1);
  else set(spans, PATH_SPAN, pathFrom, question >= 0 ? question : hash >= 0 ? hash : n);
  set(spans, PARAMS_SPAN, -1, -1);
  if (question >= 0) set(spans, QUERY_SPAN, question + 1, hash >= 0 ? hash : n);
  else set(spans, QUERY_SPAN, -1, -1);
  if (hash >= 0) set(spans, FRAGMENT_SPAN, hash + 1, n);
  else set(spans, FRAGMENT_SPAN, -1, -1);
  return spans;
}

/** Sets every event to -1 (none met), as Beside.run and runCompanion expect them. */
export function clearEvents(events: Int32Array): Int32Array {
  for (let k = 0; k < DELIMITER_EVENTS; k++) events[k] = -1;
  return events;
}

/** The events of splitDelimited (read before it returns). */
const events = new Int32Array(DELIMITER_EVENTS);

/**
 * The components of any string as RFC 3986 Appendix B delimits them, and the authority as §3.2
 * does, written into `spans` (src/syntax/components.ts): the path always, the others when their
 * delimiter is there.
 */
export function splitDelimited(input: string, spans: Spans = newSpans()): Spans {
  return spansOf(input, runCompanion(delimitedCompanion(), input, clearEvents(events)), spans);
}

/** A part of the input to check: [from, to) against `rule`, which is read inside the `outer` rules. */
export interface Part {
  rule: string;
  from: number;
  to: number;
  outer: string[];
}

/** What delimitedParts splits into (an Int32Array made per call cost a tenth of a diagnosis). */
const scratch = newSpans();

/**
 * The parts of `input` as the record's document delimits them, in reading order, for the start
 * rule `ruleName`; undefined when that rule is not read this way, or when the split shows a part
 * the rule cannot have (a scheme in a relative-ref): the rule's whole automaton explains those.
 */
export function delimitedParts(d: Delimited, ruleName: string, input: string): Part[] | undefined {
  const start = d.starts[ruleName];
  if (start === undefined) return undefined;
  // The parts are read out of the spans before this returns: one scratch array serves every call.
  const spans = splitDelimited(input, scratch);
  const hasScheme = spans[SCHEME_SPAN]! >= 0;
  const around = hasScheme ? start.absolute : start.relative;
  if (around === null || (spans[FRAGMENT_SPAN]! >= 0 && !start.fragment)) return undefined;
  const top = [ruleName, ...around];
  const hier = [...top, hasScheme ? d.hier[0] : d.hier[1]];
  const parts: Part[] = [];
  const part = (rule: string, at: number, outer: string[]) => {
    if (spans[at]! >= 0) parts.push({ rule, from: spans[at]!, to: spans[at + 1]!, outer });
  };
  part(d.scheme, SCHEME_SPAN, top);
  const authority = [...hier, d.authority];
  part(d.userinfo, USERINFO_SPAN, authority);
  part(d.host, HOST_SPAN, authority);
  part(d.port, PORT_SPAN, authority);
  // What the split cannot tell (a "]" followed by something else than ":"): the whole authority.
  part(d.authority, AUTHORITY_SPAN, hier);
  const path = spans[PATH_SPAN]!;
  if (spans[PATH_SPAN + 1]! > path || spans[AUTHORITY_SPAN]! >= 0)
    part(
      spans[AUTHORITY_SPAN]! >= 0
        ? d.pathAfterAuthority
        : input.charCodeAt(path) === SLASH
          ? d.pathAbsolute
          : hasScheme
            ? d.pathRootless
            : d.pathNoScheme,
      PATH_SPAN,
      hier,
    );
  part(d.query, QUERY_SPAN, top);
  part(d.fragment, FRAGMENT_SPAN, top);
  return parts;
}
