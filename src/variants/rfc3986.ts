// The variant rfc3986: its record (src/variants/records/rfc3986.ts) and the automata generated from
// its grammar. `import { rfc3986 } from "uri-grammar/variants/rfc3986"`, then `{ variant: rfc3986 }`.
import * as automata from "../../generated/rfc3986.automata.js";
import { rfc3986 as record } from "./records/rfc3986.js";
import type { Variant } from "./types.js";

export const rfc3986: Variant<"rfc3986", automata.Rule> = { ...record, automata };
