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
import type { Delimited } from "../variants/types.js";
import {
  AUTHORITY_SPAN,
  FRAGMENT_SPAN,
  HOST_SPAN,
  newSpans,
  PATH_SPAN,
  PORT_SPAN,
  QUERY_SPAN,
  SCHEME_SPAN,
  type Spans,
  USERINFO_SPAN,
} from "./components.js";

const SLASH = 0x2f;
const QUESTION = 0x3f;
const HASH = 0x23;
const COLON = 0x3a;
const AT = 0x40;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;

/** The first of the code units a, b, c at or after `from` and before `to`, or `to`. */
function next(input: string, from: number, to: number, a: number, b = a, c = a, d = a): number {
  for (let i = from; i < to; i++) {
    const code = input.charCodeAt(i);
    if (code === a || code === b || code === c || code === d) return i;
  }
  return to;
}

function set(spans: Spans, at: number, from: number, to: number): void {
  spans[at] = from;
  spans[at + 1] = to;
}

/**
 * The components of any string as RFC 3986 Appendix B delimits them, and the authority as §3.2
 * does, written into `spans` (src/syntax/components.ts): the path always, the others when their
 * delimiter is there.
 */
export function splitDelimited(input: string, spans: Spans = newSpans()): Spans {
  spans.fill(-1);
  const n = input.length;
  // Appendix B: ^(([^:/?#]+):)?(//([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?
  const schemeEnd = next(input, 0, n, COLON, SLASH, QUESTION, HASH);
  let at = 0;
  if (schemeEnd > 0 && schemeEnd < n && input.charCodeAt(schemeEnd) === COLON) {
    set(spans, SCHEME_SPAN, 0, schemeEnd);
    at = schemeEnd + 1;
  }
  const hierEnd = next(input, at, n, QUESTION, HASH);
  if (input.startsWith("//", at)) {
    const from = at + 2;
    const to = next(input, from, hierEnd, SLASH);
    set(spans, AUTHORITY_SPAN, from, to);
    const atSign = next(input, from, to, AT);
    let hostFrom = from;
    if (atSign < to) {
      set(spans, USERINFO_SPAN, from, atSign);
      hostFrom = atSign + 1;
    }
    const hostTo =
      input.charCodeAt(hostFrom) === OPEN_BRACKET
        ? Math.min(to, next(input, hostFrom, to, CLOSE_BRACKET) + 1)
        : next(input, hostFrom, to, COLON);
    set(spans, HOST_SPAN, hostFrom, hostTo);
    if (hostTo < to && input.charCodeAt(hostTo) === COLON) set(spans, PORT_SPAN, hostTo + 1, to);
    at = to;
  }
  set(spans, PATH_SPAN, at, hierEnd);
  const fragmentAt = next(input, hierEnd, n, HASH);
  if (hierEnd < fragmentAt) set(spans, QUERY_SPAN, hierEnd + 1, fragmentAt);
  if (fragmentAt < n) set(spans, FRAGMENT_SPAN, fragmentAt + 1, n);
  return spans;
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
