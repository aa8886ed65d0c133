// The explainer's views as text, for the command line (`uri-grammar explain`, `resolve --explain`,
// `normalize --explain`, `diff --grammar`). Every piece of an input is shown through
// src/syntax/escape.ts (quote, escapeControls): an input may hold control characters, and a terminal
// must show them, not obey them.
import { escapeControls, quote } from "../syntax/escape.js";
import type { DerivationView, ExplainNode } from "./explainer.js";
import type { FailureView } from "./failure.js";
import type { GrammarDiff } from "./grammar-diff.js";
import type { ExplainedStep, NormalizationSteps, ResolutionSteps } from "./steps.js";

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

/** The grammar diff: the shortest strings each rule accepts and the other rejects. */
export function grammarDiffText(d: GrammarDiff): string {
  const a = `${d.a.variant} ${d.a.rule}`;
  const b = `${d.b.variant} ${d.b.rule}`;
  const list = (xs: readonly string[]) => (xs.length === 0 ? ["  (none)"] : xs.map((x) => `  ${quote(x)}`));
  return [
    `accepted by ${a}, rejected by ${b} (shortest first):`,
    ...list(d.onlyA),
    `accepted by ${b}, rejected by ${a} (shortest first):`,
    ...list(d.onlyB),
    d.complete
      ? d.onlyA.length + d.onlyB.length === 0
        ? `the two rules accept the same strings (every one of the ${d.pairs} reachable pairs of states visited)`
        : `(${d.pairs} pairs of states visited: every reachable one)`
      : `(${d.pairs} pairs of states visited; the walk stopped at the limit)`,
  ].join("\n");
}
