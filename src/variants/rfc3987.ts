// The variant rfc3987: its record (src/variants/records/rfc3987.ts) and the automata generated from
// its grammar. `import { rfc3987 } from "uri-grammar/variants/rfc3987"`, then `{ variant: rfc3987 }`.
import * as automata from "../../generated/rfc3987.automata.js";
import { rfc3987 as record } from "./records/rfc3987.js";
import type { Variant } from "./types.js";

export const rfc3987: Variant<"rfc3987", automata.Rule> = { ...record, automata };
