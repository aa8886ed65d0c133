// What the pass tests share: a small grammar from text (with RFC 5234 Appendix B.1's core rules),
// and two readers of the passes' own outputs, written from their contracts (not the library's
// engines, which read the emitted text: automata/engines.ts), so that a pass is tested alone.
import { loadAbnf } from "../../../compiler/load.js";
import type { AbnfGrammar } from "../../../compiler/ast.js";
import type { Classes } from "../../../compiler/passes/classes.js";
import { END, type TaggedDfa } from "../../../compiler/passes/tagged.js";

export function grammar(text: string): AbnfGrammar {
  return loadAbnf(text, { file: "t.abnf" });
}

/** The class of a code point (classes.ts: ascii below 128, intervals from 128 up). */
export function classOfCode(classes: Classes, code: number): number {
  if (code < 128) return classes.ascii[code]!;
  let cls = 0;
  classes.starts.forEach((start, i) => {
    if (start <= code) cls = classes.ids[i]!;
  });
  return cls;
}

/** The state a DFA table (next[state * K + class], -1 rejected) is in after the input from `start`. */
export function stateAfter(
  dfa: { classes: Classes; next: readonly number[] },
  start: number,
  input: string,
): number {
  let s = start;
  for (const ch of input) {
    s = dfa.next[s * dfa.classes.count + classOfCode(dfa.classes, ch.codePointAt(0)!)]!;
    if (s < 0) return -1;
  }
  return s;
}

/** Whether a DFA table accepts the input from `start`. */
export function accepts(
  dfa: { classes: Classes; next: readonly number[]; accept: readonly number[] },
  start: number,
  input: string,
): boolean {
  const s = stateAfter(dfa, start, input);
  return s >= 0 && dfa.accept[s] === 1;
}

/**
 * Runs a tagged DFA (tagged.ts's contract: a transition's operations set a register to the offset
 * of the character read, or copy one; at the end, finals name each tag's register or END), and
 * returns each component's [start, end), or null where the input is rejected.
 */
export function spans(dfa: TaggedDfa, start: number, input: string): Record<string, [number, number]> | null {
  const K = dfa.classes.count;
  const registers = new Array<number>(dfa.registers).fill(-1);
  let s = start;
  let offset = 0;
  for (const ch of input) {
    const t = s * K + classOfCode(dfa.classes, ch.codePointAt(0)!);
    if (dfa.next[t]! < 0) return null;
    const ops = dfa.ops[t]!;
    for (let i = 0; i < ops.length; i += 2)
      registers[ops[i]!] = ops[i + 1]! < 0 ? offset : registers[ops[i + 1]!]!;
    s = dfa.next[t]!;
    offset += ch.length;
  }
  if (dfa.accept[s] !== 1) return null;
  const tag = (r: number) => (r === END ? offset : r < 0 ? -1 : registers[r]!);
  const out: Record<string, [number, number]> = {};
  dfa.components.forEach((name, k) => {
    const from = tag(dfa.finals[s]![2 * k]!);
    if (from >= 0) out[name] = [from, tag(dfa.finals[s]![2 * k + 1]!)];
  });
  return out;
}
