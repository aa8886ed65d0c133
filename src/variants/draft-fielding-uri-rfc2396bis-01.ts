// The variant draft-fielding-uri-rfc2396bis-01: its record (src/variants/records/draft-fielding-uri-rfc2396bis-01.ts) and the automata generated from
// its grammar. `import { rfc2396bis01 } from "uri-grammar/variants/draft-fielding-uri-rfc2396bis-01"`, then `{ variant: rfc2396bis01 }`.
import * as automata from "../../generated/draft-fielding-uri-rfc2396bis-01.automata.js";
import { rfc2396bis01 as record } from "./records/draft-fielding-uri-rfc2396bis-01.js";
import type { Variant } from "./types.js";

export const rfc2396bis01: Variant<"draft-fielding-uri-rfc2396bis-01", automata.Rule> = {
  ...record,
  automata,
};
