// The engine a compiled module carries (`uri-grammar compile`, compileAbnf().module()): it runs the
// tables of automata/format.ts with nothing from uri-grammar at run time. It is the library's
// own engine (automata/engines.ts) reduced to what a module of one grammar needs: the same
// decoding (the library's own functions: format.ts's decoders, imported here), the same loops (one
// table lookup per character, ASCII in a loop whose index steps by one, code points beyond), and a
// splitter whose captures are any names, not URI components.
//
// This file is real, typed code (the tests run it directly); scripts/build-engine.ts bundles it with
// what it imports from automata/format.ts into one script, engine-text.ts, which emit pastes into
// every module (`npm run check:engine` holds the two equal). So it imports only format.ts, whose
// functions are self-contained, and exports only the two makers.
import {
  classOf,
  codePointAt,
  decodeAlphabet,
  decodeRow,
  decodeStates,
  type PackedAlphabet,
  type PackedRecognizer,
  type PackedSplitter,
} from "../../automata/format.js";

export interface EngineRecognizer {
  /** Whether the whole input is in the language of the rule that starts in state `start`. */
  test(input: string, start: number): boolean;
  /** The offset of the first character no reading takes (the input's length if it ends too soon); -1 if accepted. */
  stop(input: string, start: number): number;
}

export interface EngineSplitter {
  /** [start, end] of each component (-1 when undefined), or null when the input is rejected. */
  split(input: string, start: number): Int32Array | null;
}

/** The alphabet and state lines of a packed automaton (the rows are decoded when first left). */
function decodeTables(packed: PackedAlphabet & { readonly states: string }) {
  return { ...decodeAlphabet(packed), ...decodeStates(packed.states) };
}

/** The minimal DFA: one table lookup per character. */
export function makeRecognizer(packed: PackedRecognizer): EngineRecognizer {
  const tables = decodeTables(packed);
  const K = tables.classes;
  const n = tables.lines.length;
  // -2: the row of this state is not decoded yet; -1: rejected. 16 bits a state, 32 from 32,767
  // states up (a `1*65535DIGIT`).
  const asciiNext = (n < 0x7fff ? new Int16Array(n * 128) : new Int32Array(n * 128)).fill(-2);
  const next = new Int32Array(n * K).fill(-2);
  const decode = (s: number): void => {
    const { target } = decodeRow(tables.lines[s]!, K, 0);
    next.set(target, s * K);
    for (let c = 0; c < 128; c++) asciiNext[s * 128 + c] = target[tables.ascii[c]!]!;
  };
  const step = (s: number, code: number): number => {
    const at = code < 128 ? s * K + tables.ascii[code]! : s * K + classOf(tables, code);
    if (next[at] === -2) decode(s);
    return next[at]!;
  };
  const testFrom = (input: string, i: number, s: number): boolean => {
    for (; i < input.length; i++) {
      const code = codePointAt(input, i, input.charCodeAt(i));
      if (code > 0xffff) i++;
      s = step(s, code);
      if (s < 0) return false;
    }
    return tables.accept[s] === 1;
  };
  return {
    test(input: string, start: number): boolean {
      const length = input.length;
      let s = start;
      for (let i = 0; i < length; i++) {
        const c = input.charCodeAt(i);
        if (c >= 128) return testFrom(input, i, s);
        let t = asciiNext[(s << 7) | c]!;
        if (t < 0) {
          if (t !== -2) return false;
          decode(s);
          t = asciiNext[(s << 7) | c]!;
          if (t < 0) return false;
        }
        s = t;
      }
      return tables.accept[s] === 1;
    },
    stop(input: string, start: number): number {
      let s = start;
      for (let i = 0; i < input.length; i++) {
        const code = codePointAt(input, i, input.charCodeAt(i));
        const t = step(s, code);
        if (t < 0) return i;
        s = t;
        if (code > 0xffff) i++;
      }
      return tables.accept[s] === 1 ? -1 : input.length;
    },
  };
}

/** The tagged DFA: the recognizer's loop, and register operations where a component may start or end. */
export function makeSplitter(packed: PackedSplitter): EngineSplitter {
  const tables = decodeTables(packed);
  const K = tables.classes;
  const n = tables.lines.length;
  const T = packed.components.length * 2;
  // Each operation list as a count and its [register, source] pairs (source -1: the offset);
  // ops[0] is a placeholder, so that 0 means "no operations".
  const ops = [0];
  const listAt = (packed.ops === "" ? [] : packed.ops.split("\n")).map((line) => {
    const at = ops.length;
    const pairs = line.split(" ");
    ops.push(pairs.length);
    for (const pair of pairs) {
      const [d, src] = pair.split("<") as [string, string];
      ops.push(parseInt(d, 36), src === "@" ? -1 : parseInt(src, 36));
    }
    return at;
  });
  const opWords = Int32Array.from(ops);
  const next = new Int32Array(n * K).fill(-2);
  const opAt = new Int32Array(n * K);
  const finals = new Int32Array(n * T).fill(-1);
  const decoded = new Uint8Array(n);
  const registers = new Int32Array(packed.registers);
  const decode = (s: number): void => {
    const row = decodeRow(tables.lines[s]!, K, T);
    for (let k = 0; k < K; k++) {
      next[s * K + k] = row.target[k]!;
      opAt[s * K + k] = row.op[k] === 0 ? 0 : listAt[row.op[k]! - 1]!;
    }
    for (let t = 0; t < row.finals.length; t++) finals[s * T + t] = row.finals[t]!;
    decoded[s] = 1;
  };
  return {
    split(input: string, start: number): Int32Array | null {
      let s = start;
      const length = input.length;
      for (let i = 0; i < length; i++) {
        const offset = i;
        const c = input.charCodeAt(i);
        const code = c < 128 ? c : codePointAt(input, i, c);
        if (code > 0xffff) i++;
        if (decoded[s] === 0) decode(s);
        const t = s * K + (code < 128 ? tables.ascii[code]! : classOf(tables, code));
        s = next[t]!;
        if (s < 0) return null;
        const at = opAt[t]!;
        if (at !== 0) {
          // Tags are written one character late: the offset is where this character starts.
          const end = at + 1 + 2 * opWords[at]!;
          for (let j = at + 1; j < end; j += 2) {
            const source = opWords[j + 1]!;
            registers[opWords[j]!] = source < 0 ? offset : registers[source]!;
          }
        }
      }
      if (tables.accept[s] !== 1) return null;
      if (decoded[s] === 0) decode(s);
      const out = new Int32Array(T);
      for (let k = 0; k < T; k += 2) {
        const from = finals[s * T + k]!;
        const to = finals[s * T + k + 1]!;
        const a = from === -1 ? -1 : from === -2 ? length : registers[from]!;
        const b = to === -1 ? -1 : to === -2 ? length : registers[to]!;
        // A component is defined when both of its ends were recorded.
        out[k] = a < 0 || b < 0 ? -1 : a;
        out[k + 1] = a < 0 || b < 0 ? -1 : b;
      }
      return out;
    },
  };
}
