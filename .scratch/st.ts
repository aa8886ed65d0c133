import * as g from "../generated/rfc3986.automata.js";
import { decodeRecognizer, decodeSplitter } from "../src/automata/format.js";
const r = decodeRecognizer(g.recognizer); const s = decodeSplitter(g.splitter!);
console.log("recognizer states", r.states, "classes", r.classes, "splitter states", s.states, "classes", s.classes, "registers", s.registers, "opLists", s.opLists.length);
