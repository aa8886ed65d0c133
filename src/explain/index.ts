// uri-grammar/explain: the library side of the grammar explorer (explorer/) and of
// `uri-grammar explain`: how an RFC grammar reads an input, rule by rule and character by character.
// Runs anywhere the library runs (no Node built-in); each grammar's texts are imported when its
// variant is first explained.
export { Explainer, explainerOf } from "./explainer.js";
export type { DerivationView, ExplainChar, ExplainNode, ProseReading, RuleView } from "./explainer.js";
export { allRepairs, explainFailure, repairs, acceptingVariants } from "./failure.js";
export type { AliveReading, FailureView, Repair } from "./failure.js";
export { grammarDiff } from "./grammar-diff.js";
export type { DiffSide, GrammarDiff, GrammarDiffOptions } from "./grammar-diff.js";
export { CORRESPONDING_RULES, commonPart, correspondingPart, partOf } from "./corresponding.js";
export type { CorrespondingRule } from "./corresponding.js";
export { PROSE_RULES } from "./prose.js";
export type { ProseRule } from "./prose.js";
export { sectionUrl } from "./sections.js";
export { loadSource, SOURCE_GRAMMARS } from "./sources.js";
export type { Departure, GrammarSource } from "./source.js";
export { abnfOf } from "./abnf.js";
export {
  describeEvent,
  pegTrace,
  pegTraceText,
  PegTraceError,
  reasonText,
  sourceOf,
  stackAt,
  traceVerdict,
} from "./peg-trace.js";
export type {
  PegAst,
  PegAstNode,
  PegEvent,
  PegEventKind,
  PegReason,
  PegTrace,
  PegTraceOptions,
} from "./peg-trace.js";
// A PegAst is peggy's syntax tree of a .peggy text (peggy.parser.parse); src/explain/peg-ast.ts
// makes one with peggy, which is not part of this entry point (it is imported where it is used).
export { pegCallsOf, pegFunctionOf } from "./peg-code.js";
export { classIn, rangesText, ruleDfaOf, runDfa } from "./rule-dfa.js";
export type { DfaRun, RuleClass, RuleDfa } from "./rule-dfa.js";
export { resolutionSteps, resolutionStepSection, normalizationSteps } from "./steppers.js";
export type {
  ExplainedStep,
  NormalizationSteps,
  ResolutionSteps,
  ResolutionStepsOptions,
  Step,
} from "./steppers.js";
export {
  failureText,
  diffSideHeading,
  grammarDiffText,
  normalizationText,
  repairsHeading,
  resolutionText,
  treeText,
} from "./text.js";
export type { TreeTextOptions } from "./text.js";
