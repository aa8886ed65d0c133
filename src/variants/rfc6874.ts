// The variant rfc6874: its record (src/variants/records/rfc6874.ts) and the automata generated from
// its grammar. `import { rfc6874 } from "uri-grammar/variants/rfc6874"`, then `{ variant: rfc6874 }`.
import * as automata from "../../generated/rfc6874.automata.js";
import { rfc6874 as record } from "./records/rfc6874.js";
import type { Variant } from "./types.js";

export const rfc6874: Variant<"rfc6874", automata.Rule> = { ...record, automata };
