// The variant rfc1808: its record (src/variants/records/rfc1808.ts) and the automata generated from
// its grammar. `import { rfc1808 } from "uri-grammar/variants/rfc1808"`, then `{ variant: rfc1808 }`.
import * as automata from "../../generated/rfc1808.automata.js";
import { rfc1808 as record } from "./records/rfc1808.js";
import type { Variant } from "./types.js";

export const rfc1808: Variant<"rfc1808", automata.Rule> = { ...record, automata };
