// The variant draft-fielding-url-syntax-05: its record (src/variants/records/draft-fielding-url-syntax-05.ts) and the automata generated from
// its grammar. `import { urlSyntax05 } from "uri-grammar/variants/draft-fielding-url-syntax-05"`, then `{ variant: urlSyntax05 }`.
import * as automata from "../../generated/draft-fielding-url-syntax-05.automata.js";
import { urlSyntax05 as record } from "./records/draft-fielding-url-syntax-05.js";
import type { Variant } from "./types.js";

export const urlSyntax05: Variant<"draft-fielding-url-syntax-05", automata.Rule> = { ...record, automata };
