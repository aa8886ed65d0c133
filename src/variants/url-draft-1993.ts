// The variant url-draft-1993: its record (src/variants/records/url-draft-1993.ts) and the automata generated from
// its grammar. `import { urlDraft1993 } from "uri-grammar/variants/url-draft-1993"`, then `{ variant: urlDraft1993 }`.
import * as automata from "../../generated/url-draft-1993.automata.js";
import { urlDraft1993 as record } from "./records/url-draft-1993.js";
import type { Variant } from "./types.js";

export const urlDraft1993: Variant<"url-draft-1993", automata.Rule> = { ...record, automata };
