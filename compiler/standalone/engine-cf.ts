// The engine a compiled module carries when a start rule is not regular or parse trees are asked
// for: the DFAs' engine (engine.ts) and the context-free recognizer (earley.ts), bundled into one
// script by scripts/build-engine.ts (ENGINE_CF_JS in engine-text.ts).
export { makeRecognizer, makeSplitter } from "./engine.js";
export { describeExpected, makeContextFree } from "./earley.js";
