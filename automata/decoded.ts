// Each grammar's automata are decoded on first use, once: importing a grammar costs only the scan of
// its string literals, and a program that never parses pays nothing for the splitter.
import { Beside } from "./beside.js";
import type { Companion } from "./format.js";
import { Recognizer, Splitter } from "./engines.js";
import {
  decodeDiagnostics,
  decodeExpect,
  decodeRecognizer,
  decodeSplitter,
  type DiagnosticsTables,
  type PackedDiagnostics,
  type PackedRecognizer,
  type PackedSplitter,
} from "./format.js";

const recognizers = new WeakMap<PackedRecognizer, Recognizer>();
const splitters = new WeakMap<PackedSplitter, Splitter>();
const diagnostics = new WeakMap<PackedDiagnostics, Diagnostics>();

export function recognizerOf(packed: PackedRecognizer): Recognizer {
  let engine = recognizers.get(packed);
  if (engine === undefined) recognizers.set(packed, (engine = new Recognizer(decodeRecognizer(packed))));
  return engine;
}

export function splitterOf(packed: PackedSplitter): Splitter {
  let engine = splitters.get(packed);
  if (engine === undefined) splitters.set(packed, (engine = new Splitter(decodeSplitter(packed))));
  return engine;
}

const besides = new WeakMap<Recognizer, Map<Companion, Beside>>();

/** The product of a recognizer and a companion (made once; its rows as inputs reach them). */
export function besideOf(recognizer: Recognizer, companion: Companion): Beside {
  let byCompanion = besides.get(recognizer);
  if (byCompanion === undefined) besides.set(recognizer, (byCompanion = new Map()));
  let beside = byCompanion.get(companion);
  if (beside === undefined) byCompanion.set(companion, (beside = new Beside(recognizer, companion)));
  return beside;
}

/** A grammar's diagnostics tables, with the expected items of each recognizer state. */
export interface Diagnostics extends DiagnosticsTables {
  readonly expect: readonly (readonly number[])[];
}

export function diagnosticsOf(packed: PackedDiagnostics): Diagnostics {
  let tables = diagnostics.get(packed);
  if (tables === undefined)
    diagnostics.set(packed, (tables = { ...decodeDiagnostics(packed), expect: decodeExpect(packed.expect) }));
  return tables;
}
