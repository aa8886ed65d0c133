// The variant url-draft-1994: its record (src/variants/records/url-draft-1994.ts) and the automata generated from
// its grammar. `import { urlDraft1994 } from "uri-grammar/variants/url-draft-1994"`, then `{ variant: urlDraft1994 }`.
import * as automata from "../../generated/url-draft-1994.automata.js";
import { urlDraft1994 as record } from "./records/url-draft-1994.js";
import type { Variant } from "./types.js";

export const urlDraft1994: Variant<"url-draft-1994", automata.Rule> = { ...record, automata };
