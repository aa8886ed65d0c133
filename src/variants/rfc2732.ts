// The variant rfc2732: its record (src/variants/records/rfc2732.ts) and the automata generated from
// its grammar. `import { rfc2732 } from "uri-grammar/variants/rfc2732"`, then `{ variant: rfc2732 }`.
import * as automata from "../../generated/rfc2732.automata.js";
import { rfc2732 as record } from "./records/rfc2732.js";
import type { Variant } from "./types.js";

export const rfc2732: Variant<"rfc2732", automata.Rule> = { ...record, automata };
