// The format grammars' generated modules, imported statically (vitest cannot import by a computed
// path): their PEG transcriptions (test-only) and recognizers, by generated module name.
import type { PegModule } from "../../compiler/equivalence.js";
import type { PackedRecognizer } from "../../automata/format.js";
import * as peg_rfc3339 from "../../generated/rfc3339.peg.js";
import { recognizer as dfa_rfc3339 } from "../../generated/rfc3339.automata.js";
import * as peg_rfc5321 from "../../generated/rfc5321.peg.js";
import { recognizer as dfa_rfc5321 } from "../../generated/rfc5321.automata.js";
import * as peg_rfc6531 from "../../generated/rfc6531.peg.js";
import { recognizer as dfa_rfc6531 } from "../../generated/rfc6531.automata.js";
import * as peg_rfc1123 from "../../generated/rfc1123.peg.js";
import { recognizer as dfa_rfc1123 } from "../../generated/rfc1123.automata.js";
import * as peg_rfc6901 from "../../generated/rfc6901.peg.js";
import { recognizer as dfa_rfc6901 } from "../../generated/rfc6901.automata.js";
import * as peg_relative_json_pointer from "../../generated/relative-json-pointer.peg.js";
import { recognizer as dfa_relative_json_pointer } from "../../generated/relative-json-pointer.automata.js";
import * as peg_rfc9562 from "../../generated/rfc9562.peg.js";
import { recognizer as dfa_rfc9562 } from "../../generated/rfc9562.automata.js";
import * as peg_rfc3986 from "../../generated/rfc3986.peg.js";
import { recognizer as dfa_rfc3986_formats } from "../../generated/rfc3986-formats.automata.js";
import * as peg_rfc3987 from "../../generated/rfc3987.peg.js";
import { recognizer as dfa_rfc3987_formats } from "../../generated/rfc3987-formats.automata.js";

export const FORMAT_GRAMMAR_MODULES: Readonly<
  Record<string, { peg: PegModule; recognizer: PackedRecognizer }>
> = {
  rfc3339: { peg: peg_rfc3339, recognizer: dfa_rfc3339 },
  rfc5321: { peg: peg_rfc5321, recognizer: dfa_rfc5321 },
  rfc6531: { peg: peg_rfc6531, recognizer: dfa_rfc6531 },
  rfc1123: { peg: peg_rfc1123, recognizer: dfa_rfc1123 },
  rfc6901: { peg: peg_rfc6901, recognizer: dfa_rfc6901 },
  "relative-json-pointer": { peg: peg_relative_json_pointer, recognizer: dfa_relative_json_pointer },
  rfc9562: { peg: peg_rfc9562, recognizer: dfa_rfc9562 },
  "rfc3986-formats": { peg: peg_rfc3986, recognizer: dfa_rfc3986_formats },
  "rfc3987-formats": { peg: peg_rfc3987, recognizer: dfa_rfc3987_formats },
};
