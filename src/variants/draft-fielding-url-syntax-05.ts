// The variant draft-fielding-url-syntax-05: its record (src/variants/records/draft-fielding-url-syntax-05.ts) and the automata generated from
// its grammar. `import { draftFieldingUrlSyntax05 } from "uri-grammar/variants/draft-fielding-url-syntax-05"`, then `{ variant: draftFieldingUrlSyntax05 }`.
import * as automata from "../../generated/draft-fielding-url-syntax-05.automata.js";
import { draftFieldingUrlSyntax05 as record } from "./records/draft-fielding-url-syntax-05.js";
import type { Variant } from "./types.js";

export const draftFieldingUrlSyntax05: Variant<"draft-fielding-url-syntax-05", automata.Rule> = {
  ...record,
  automata,
};

/** @deprecated Renamed `draftFieldingUrlSyntax05` (the variant's id, in camel case); this alias goes in the next minor version. */
export const urlSyntax05 = draftFieldingUrlSyntax05;
