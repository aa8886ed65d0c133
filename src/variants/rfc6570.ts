// The variant rfc6570: its record (src/variants/records/rfc6570.ts) and the automata generated from
// its grammar. `import { rfc6570 } from "uri-grammar/variants/rfc6570"`, then `{ variant: rfc6570 }`.
import * as automata from "../../generated/rfc6570.automata.js";
import { rfc6570 as record } from "./records/rfc6570.js";
import type { Variant } from "./types.js";

export const rfc6570: Variant<"rfc6570", automata.Rule> = { ...record, automata };
