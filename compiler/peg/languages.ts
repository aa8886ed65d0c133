// Questions about the languages of parts of a rule, which the transcriber asks to choose its fixes
// (compiler/peg/transcribe.ts), answered on their NFAs read together (subsets, breadth first):
//
//   extends(a, b)         some string of b is a string of a followed by more: a PEG that tries a
//                         before b may stop early, so b goes first;
//   continuations(a, bs)  the characters c such that a string of a followed by c begins a string of
//                         one of bs: after a has matched, such a character means a longer reading
//                         exists, and a guard `a !c` leaves it to the other alternatives.
import { normalizeRanges, type Ranges } from "../charset.js";
import { type Classes, classify, rangesOf, stepTable } from "../passes/classes.js";
import type { Rx } from "../passes/lower.js";
import { buildNfa, epsClosure, type Nfa } from "../passes/nfa.js";

/** Several NFAs over one alphabet. */
class Joint {
  readonly nfas: Nfa[];
  readonly classes: Classes;
  private readonly steps: number[][][][];

  constructor(trees: readonly Rx[]) {
    this.nfas = trees.map((t) => buildNfa([t]));
    // Each NFA numbers its sets; the alphabet is classified over all of them.
    const sets = this.nfas.flatMap((n) => n.sets);
    const joint = classify(sets);
    this.classes = joint;
    let offset = 0;
    this.steps = this.nfas.map((nfa) => {
      const own: Classes = { ...joint, ofSet: joint.ofSet.slice(offset, offset + nfa.sets.length) };
      offset += nfa.sets.length;
      return stepTable(nfa, own);
    });
  }

  start(k: number): number[] {
    return epsClosure(this.nfas[k]!, [this.nfas[k]!.starts[0]!]);
  }

  step(k: number, subset: readonly number[], cls: number): number[] {
    if (cls === 0) return [];
    const targets = new Set<number>();
    for (const q of subset) for (const to of this.steps[k]![q]![cls]!) targets.add(to);
    return targets.size === 0 ? [] : epsClosure(this.nfas[k]!, targets);
  }

  accepts(k: number, subset: readonly number[]): boolean {
    return subset.includes(this.nfas[k]!.final);
  }
}

/** Breadth first over pairs of subsets (a's, b's) reached by the same strings; `visit` may stop it. */
function pairs(joint: Joint, visit: (a: number[], b: number[]) => boolean | void, limit = 20_000): void {
  const seen = new Set<string>();
  const queue: [number[], number[]][] = [[joint.start(0), joint.start(1)]];
  while (queue.length > 0 && seen.size < limit) {
    const [a, b] = queue.shift()!;
    const key = `${a.join(",")}|${b.join(",")}`;
    if (seen.has(key)) continue;
    seen.add(key);
    if (visit(a, b) === true) return;
    for (let cls = 1; cls < joint.classes.count; cls++) {
      const a2 = joint.step(0, a, cls);
      const b2 = joint.step(1, b, cls);
      if (a2.length > 0 && b2.length > 0) queue.push([a2, b2]);
    }
  }
}

/** Whether some string of b is a string of a followed by at least one more character. */
export function extendsInto(a: Rx, b: Rx): boolean {
  const joint = new Joint([a, b]);
  let found = false;
  pairs(joint, (sa, sb) => {
    // a has matched here; b goes on (every state of a Thompson NFA can reach its final state).
    if (joint.accepts(0, sa)) {
      for (let cls = 1; cls < joint.classes.count; cls++)
        if (joint.step(1, sb, cls).length > 0) {
          found = true;
          return true;
        }
    }
  });
  return found;
}

/** The characters c such that a string of a, then c, begins a string of one of bs. */
export function continuations(a: Rx, bs: readonly Rx[]): Ranges {
  const out: [number, number][] = [];
  for (const b of bs) {
    const joint = new Joint([a, b]);
    pairs(joint, (sa, sb) => {
      if (!joint.accepts(0, sa)) return;
      for (let cls = 1; cls < joint.classes.count; cls++)
        if (joint.step(1, sb, cls).length > 0) out.push(...rangesOf(joint.classes, cls));
    });
  }
  return normalizeRanges(out);
}
