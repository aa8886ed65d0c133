// The grammars the build compiles (scripts/build.ts): each URI variant's (src/variants/records), and
// grammars that are not URI syntaxes but are kept the same way — ABNF rule for rule, a PEG
// transcription proven equal, automata generated (the JSON Schema formats' grammars, the scheme
// grammars). Data only: the build reads this before anything is generated.
import { GRAMMARS as URI_GRAMMARS } from "./variants/records/index.js";
import type { GrammarBuild } from "./variants/types.js";

/** Grammars that are not URI variants, by the module that uses them. */
const OTHER_GRAMMARS: readonly GrammarBuild[] = [
  // The JSON Schema formats' grammars (src/formats/): RFC 3339 (date-time, date, time, duration).
  { name: "rfc3339", startRules: ["date-time", "full-date", "full-time", "duration"], components: {} },
  // RFC 5321 Mailbox (email) and RFC 6531's extension of it (idn-email).
  { name: "rfc5321", startRules: ["Mailbox", "IPv6-addr"], components: {} },
  { name: "rfc6531", startRules: ["Mailbox"], components: {} },
  // RFC 1034 §3.5 with RFC 1123 §2.1 (hostname; the LDH labels of idn-hostname).
  { name: "rfc1123", startRules: ["subdomain", "label"], components: {} },
  // RFC 6901 (json-pointer), draft-bhutton-relative-json-pointer-00 (relative-json-pointer).
  { name: "rfc6901", startRules: ["json-pointer"], components: {} },
  { name: "relative-json-pointer", startRules: ["relative-json-pointer"], components: {} },
  // RFC 9562 §4 (uuid).
  { name: "rfc9562", startRules: ["UUID"], components: {} },
];

/** The grammars of the JSON Schema formats (src/formats/): `npm run check:grammars -- --grammar NAME`. */
export const FORMAT_GRAMMARS: readonly GrammarBuild[] = OTHER_GRAMMARS;

export const GRAMMARS: readonly GrammarBuild[] = [...URI_GRAMMARS, ...OTHER_GRAMMARS];
