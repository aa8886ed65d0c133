// The grammars the build compiles (scripts/build.ts): each URI variant's (src/variants/records), and
// grammars that are not URI syntaxes but are kept the same way — ABNF rule for rule, a PEG
// transcription proven equal, automata generated (the JSON Schema formats' grammars, the scheme
// grammars). Data only: the build reads this before anything is generated.
import { GRAMMARS as URI_GRAMMARS } from "./variants/records/index.js";
import type { GrammarBuild } from "./variants/types.js";

/** The JSON Schema formats' grammars (src/formats/). */
export const FORMAT_GRAMMARS: readonly GrammarBuild[] = [
  // RFC 3339 (date-time, date, time, duration).
  { name: "rfc3339", startRules: ["date-time", "full-date", "full-time", "duration"], components: {} },
  // RFC 5321 Mailbox (email) and RFC 6531's extension of it (idn-email).
  { name: "rfc5321", startRules: ["Mailbox", "IPv6-addr"], components: {} },
  { name: "rfc6531", startRules: ["Mailbox"], components: {} },
  // RFC 1034 §3.5 with RFC 1123 §2.1 (hostname; the LDH labels of idn-hostname).
  { name: "rfc1123", startRules: ["subdomain", "label"], components: {} },
  // RFC 6901 (json-pointer), draft-bhutton-relative-json-pointer-00 (relative-json-pointer).
  { name: "rfc6901", startRules: ["json-pointer"], components: {} },
  { name: "relative-json-pointer", startRules: ["relative-json-pointer"], components: {} },
  // RFC 3987 §2.2: the rules every URI format checks values with (iri, iri-reference; uri and
  // uri-reference as IRI and IRI-reference on US-ASCII; ipv4, ipv6; the Ajv plugin's resolver:
  // src/formats/uri.ts says why). The rfc3987 variant's tables hold its 25 start rules.
  //
  // A module of a variant's grammar must say what the variant's tables say, message for message
  // (test/formats/format-tables.test.ts walks both to prove it). The expected items an error
  // message lists are in the order the build first meets them, state by state, and the states are
  // numbered breadth-first from the start rules in their order (compiler/passes/minimize.ts): so
  // the start rules are in the variant's order, and two inner rules stay start rules (h16 and
  // dec-octet), whose starts number the states inside an IPv6address as the variant's tables do.
  {
    name: "rfc3987",
    module: "rfc3987-formats",
    startRules: ["IRI-reference", "IRI", "IPv6address", "h16", "IPv4address", "dec-octet"],
    components: {},
  },
  // RFC 3986 (uri, uri-reference, ipv4, ipv6): the format rules, whose tables say why a value fails
  // (formatProblem, addFormatErrors: RFC 3986's rules and sections); the values are checked on RFC
  // 3987's tables above. The rfc3986 variant's tables hold its 36 start rules.
  {
    name: "rfc3986",
    module: "rfc3986-formats",
    startRules: ["URI-reference", "URI", "IPv6address", "h16", "IPv4address", "dec-octet"],
    components: {},
  },
  // RFC 9562 §4 (uuid; its "uuid" URN namespace is a scheme grammar's too).
  { name: "rfc9562", startRules: ["UUID", "uuid-namestring"], components: {} },
];

/** The scheme grammars (src/schemes/registry.ts): each start rule is what a scheme's URIs must match. */
const SCHEME_GRAMMARS: readonly GrammarBuild[] = [
  { name: "rfc9110", startRules: ["http-URI", "https-URI"], components: {} },
  { name: "rfc6455", startRules: ["ws-URI", "wss-URI"], components: {} },
  { name: "rfc6068", startRules: ["mailtoURI"], components: {} },
  { name: "rfc8141", startRules: ["namestring"], components: {} },
  { name: "rfc9562", startRules: ["UUID", "uuid-namestring"], components: {} },
  { name: "rfc8089", startRules: ["file-URI"], components: {} },
  { name: "rfc2397", startRules: ["dataurl"], components: {} },
  { name: "rfc4151", startRules: ["tagURI"], components: {} },
];

/** Grammars that are not URI variants, each once. */
export const OTHER_GRAMMARS: readonly GrammarBuild[] = [
  ...new Map([...FORMAT_GRAMMARS, ...SCHEME_GRAMMARS].map((g) => [g.module ?? g.name, g])).values(),
];

export const GRAMMARS: readonly GrammarBuild[] = [...URI_GRAMMARS, ...OTHER_GRAMMARS];
