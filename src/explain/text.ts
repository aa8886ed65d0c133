// The explainer's views as text, for the command line (`uri-grammar explain`, `resolve --explain`,
// `normalize --explain`, `diff --grammar`). Every piece of an input is shown through
// src/syntax/escape.ts (quote, escapeControls): an input may hold control characters, and a terminal
// must show them, not obey them.
import { escapeControls, quote } from "../syntax/escape.js";
import type { DerivationView, ExplainNode } from "./explainer.js";
import type { FailureView } from "./failure.js";
import type { GrammarDiff } from "./grammar-diff.js";
import type { ExplainedStep, NormalizationSteps, ResolutionSteps } from "./steppers.js";

export interface TreeTextOptions {
  /** How many levels of the tree to print (the root is level 1); deeper matches are folded. */
  readonly depth?: number;
}

/**
 * One line per rule match, indented by depth, with the text it matched, the component it fills and
 * the section that defines the rule; then the readings the RFC's prose rejects.
 */
export function treeText(view: DerivationView, options: TreeTextOptions = {}): string {
  const depthLimit = options.depth ?? Infinity;
  const lines: string[] = [];
  const walk = (n: ExplainNode, depth: number) => {
    const section = n.section === null ? "" : `  (${n.section})`;
    const component = n.component === null ? "" : `  [${n.component}]`;
    const folded = depth + 1 >= depthLimit && n.children.length > 0 ? `  … ${count(n) - 1} more` : "";
    lines.push(`${"  ".repeat(depth)}${n.rule} ${quote(n.text)}${component}${section}${folded}`);
    if (folded !== "") return;
    // Runs of single-character leaves under one rule (ALPHA, DIGIT, unreserved ...) are many; they
    // are printed as they come, since each is a step of the derivation.
    for (const c of n.children) walk(c, depth + 1);
  };
  walk(view.tree, 0);
  for (const r of view.readings)
    for (const x of r.rejected)
      lines.push(
        x.reads === "whole"
          ? `${r.rule} ${quote(r.text)} is also a ${x.rule}: rejected, ${r.chosen} wins (${r.section})`
          : `${r.rule} ${quote(r.text)}: ${x.rule} reads only ${quote(x.prefix)}, so it is a ${r.chosen} (${r.section})`,
      );
  return lines.join("\n");
}

/** The number of matches in a subtree, itself included. */
function count(n: ExplainNode): number {
  let k = 1;
  for (const c of n.children) k += count(c);
  return k;
}

/**
 * Why an input is not valid: the library's message, the excerpt with its caret, the readings still
 * alive at the offset and what each expected, the one-edit repairs, and the variants that accept it.
 */
export function failureText(
  failure: FailureView,
  acceptedBy: readonly { readonly id: string; readonly rule: string }[],
): string {
  const lines = [
    `${quote(failure.input)}: ${escapeControls(failure.message)}`,
    // The excerpt is escaped by the library (src/syntax/errors.ts), its caret counted on the escapes.
    failure.excerpt,
    failure.ruleStack.length > 0 ? `  in ${failure.ruleStack.join(" › ")}` : "",
  ].filter((l) => l !== "");
  if (failure.alive.length > 0) {
    lines.push(`readings alive at offset ${failure.offset}, and what each expected:`);
    for (const a of failure.alive)
      lines.push(`  ${a.stack.join(" › ")}: ${a.expected.map(escapeControls).join(", ")}`);
  }
  lines.push(repairsHeading(failure) + (failure.repairs.length > 0 ? ":" : ""));
  for (const r of failure.repairs) lines.push(`  ${escapeControls(r.description)}: ${quote(r.result)}`);
  lines.push(
    acceptedBy.length === 0
      ? "accepted by no variant's reference rule"
      : `accepted by: ${acceptedBy.map((v) => `${v.id} (${v.rule})`).join(", ")}`,
  );
  return lines.join("\n");
}

/**
 * What the list of repairs is, in words (the page and the command line say the same): how many
 * one-edit repairs there are, of every edit tried at every position, and how many are shown.
 */
export function repairsHeading(failure: FailureView): string {
  const tried =
    "every deletion, insertion, replacement and percent-encoding of one character, at every offset";
  if (failure.repairCount === 0) return `no one-edit repair makes it valid (tried: ${tried})`;
  const shown = failure.repairs.length;
  const count = failure.repairCount;
  return `${count} one-edit repair${count === 1 ? "" : "s"} make${count === 1 ? "s" : ""} it a valid ${failure.rule} of ${failure.variant} (tried: ${tried})${shown < count ? `; the ${shown} nearest to offset ${failure.offset}` : ""}`;
}

function valuesText(values: ExplainedStep["values"]): string {
  return Object.entries(values ?? {})
    .map(([k, v]) => `${k}=${v === undefined ? "(undefined)" : quote(v)}`)
    .join(" ");
}

/**
 * A step's label beside its section: its id without what the section already says ("5.2.4 E" under
 * RFC 3986 §5.2.4 is rule E; "Step 2" under "RFC 2396 §5.2 step 2" is nothing more).
 */
export function stepLabel(s: ExplainedStep): string {
  const numbered = /^\d+(?:\.\d+)+ (.*)$/.exec(s.id);
  if (numbered !== null) return numbered[1]!;
  // The removals of RFC 1808 §4 step 6 a-d and their successors: the section numbers them.
  if (/^[a-d]$|^keep$/.test(s.id)) return "";
  return s.section.toLowerCase().endsWith(s.id.toLowerCase()) ? "" : s.id;
}

function stepLine(s: ExplainedStep, width: number): string {
  const label = stepLabel(s);
  const outcome = s.taken === undefined ? "" : s.taken ? "yes" : "no";
  const values = valuesText(s.values);
  return `  ${[s.section.padEnd(width), label, outcome, values].filter((x) => x !== "").join("  ")}`;
}

/** The steps of a resolution, each with its section, and the target. */
export function resolutionText(r: ResolutionSteps, base: string, reference: string): string {
  const width = Math.max(...r.steps.map((s) => s.section.length), 0);
  return [
    `${quote(reference)} against ${quote(base)} (${r.variant}, algorithm ${r.algorithm}):`,
    ...r.steps.map((s) => stepLine(s, width)),
    `  target ${quote(r.target)}`,
  ].join("\n");
}

/** The steps of a normalization, each before and after, and the normal form. */
export function normalizationText(n: NormalizationSteps, input: string): string {
  const width = Math.max(...n.steps.map((s) => s.section.length), 0);
  return [
    `${quote(input)} (${n.variant}, level ${n.level}):`,
    ...n.steps.map((s) => stepLine(s, width)),
    `  normalized ${quote(n.normalized)}`,
  ].join("\n");
}

/** A count for a reader: 12,345. */
function counted(n: number | string): string {
  return BigInt(n).toLocaleString("en-US");
}

/**
 * What one side of a grammar diff lists, in words: which strings, and how many there are. The page
 * and the command line say the same (the explorer shows this sentence above each list).
 */
export function diffSideHeading(d: GrammarDiff, which: "a" | "b"): string {
  const [yes, no] = which === "a" ? [d.a, d.b] : [d.b, d.a];
  const side = which === "a" ? d.sideA : d.sideB;
  const head = `accepted by ${yes.variant} ${yes.rule}, rejected by ${no.variant} ${no.rule}`;
  const shown = side.strings.length;
  if (d.witnesses === "pairs") {
    if (side.pairs === 0)
      return `${head}: none${d.complete ? " (every reachable pair of states visited)" : " found among the pairs of states visited"}`;
    const pairs = `${counted(side.pairs)} pair${side.pairs === 1 ? "" : "s"} of states (${yes.variant}'s, ${no.variant}'s) where ${yes.variant} accepts and ${no.variant} rejects${d.complete ? "" : " among those visited"}`;
    return `${head}: one shortest string for each of the ${pairs}; other strings that reach the same pair, however short, are not listed; ${shown < side.pairs ? `the first ${shown} breadth first` : "all of them"}, shortest first (${side.shortest} character${side.shortest === 1 ? "" : "s"} the shortest)`;
  }
  const n = which === "a" ? d.length!.a : d.length!.b;
  if (n < 0) return `${head}: none (no string of any length${d.complete ? "" : " found"})`;
  const sequences = side.sequences ?? "0";
  if (sequences === "0") return `${head}: no string of ${n} character${n === 1 ? "" : "s"}`;
  return `${head}: every string of ${n} character${n === 1 ? "" : "s"}${n === side.shortest ? " (the shortest length)" : ""}, a character standing for its class (the characters both grammars treat alike): ${counted(sequences)} such sequence${sequences === "1" ? "" : "s"} of classes, ${counted(side.total ?? "0")} strings of characters; ${shown < Number(sequences) ? `the first ${shown} in class order` : "all of them"}`;
}

/** The grammar diff: each side's heading and strings, and what was visited. */
export function grammarDiffText(d: GrammarDiff): string {
  const list = (xs: readonly string[]) => xs.map((x) => `  ${quote(x)}`);
  const same = d.complete && d.sideA.pairs === 0 && d.sideB.pairs === 0;
  return [
    `${d.a.variant} ${d.a.rule} and ${d.b.variant} ${d.b.rule}${d.part === null ? "" : ` (the rules for ${d.part.part})`}`,
    `${diffSideHeading(d, "a")}${d.sideA.strings.length > 0 ? ":" : ""}`,
    ...list(d.onlyA),
    `${diffSideHeading(d, "b")}${d.sideB.strings.length > 0 ? ":" : ""}`,
    ...list(d.onlyB),
    same
      ? `the two rules accept the same strings (every one of the ${counted(d.pairs)} reachable pairs of states visited)`
      : d.complete
        ? `(${counted(d.pairs)} pairs of states visited: every reachable one)`
        : `(the walk stopped after ${counted(d.pairs)} pairs of states: there may be more pairs, and longer strings)`,
  ].join("\n");
}
