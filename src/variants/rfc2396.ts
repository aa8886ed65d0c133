// The variant rfc2396: its record (src/variants/records/rfc2396.ts) and the automata generated from
// its grammar. `import { rfc2396 } from "uri-grammar/variants/rfc2396"`, then `{ variant: rfc2396 }`.
import * as automata from "../../generated/rfc2396.automata.js";
import { rfc2396 as record } from "./records/rfc2396.js";
import type { Variant } from "./types.js";

export const rfc2396: Variant<"rfc2396", automata.Rule> = { ...record, automata };
