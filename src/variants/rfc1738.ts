// The variant rfc1738: its record (src/variants/records/rfc1738.ts) and the automata generated from
// its grammar. `import { rfc1738 } from "uri-grammar/variants/rfc1738"`, then `{ variant: rfc1738 }`.
import * as automata from "../../generated/rfc1738.automata.js";
import { rfc1738 as record } from "./records/rfc1738.js";
import type { Variant } from "./types.js";

export const rfc1738: Variant<"rfc1738", automata.Rule> = { ...record, automata };
