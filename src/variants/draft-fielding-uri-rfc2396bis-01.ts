// The variant draft-fielding-uri-rfc2396bis-01: its record (src/variants/records/draft-fielding-uri-rfc2396bis-01.ts) and the automata generated from
// its grammar. `import { draftFieldingUriRfc2396bis01 } from "uri-grammar/variants/draft-fielding-uri-rfc2396bis-01"`, then `{ variant: draftFieldingUriRfc2396bis01 }`.
import * as automata from "../../generated/draft-fielding-uri-rfc2396bis-01.automata.js";
import { draftFieldingUriRfc2396bis01 as record } from "./records/draft-fielding-uri-rfc2396bis-01.js";
import type { Variant } from "./types.js";

export const draftFieldingUriRfc2396bis01: Variant<"draft-fielding-uri-rfc2396bis-01", automata.Rule> = {
  ...record,
  automata,
};

/** @deprecated Renamed `draftFieldingUriRfc2396bis01` (the variant's id, in camel case); this alias goes in the next minor version. */
export const rfc2396bis01 = draftFieldingUriRfc2396bis01;
