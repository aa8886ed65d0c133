// uri-grammar/compiler: the ABNF compiler and the PEG ≡ ABNF check, for grammars of your own.
//
//   compileAbnf(text, { rules, captures, include })   RFC 5234 ABNF (with RFC 7405 and
//       `; @include`) → a minimal DFA per regular start rule and a tagged DFA for the captured
//       rules; a start rule that reaches a recursive rule (RFC 5322's comment) gets the
//       context-free recognizer (compiler/standalone/earley.ts) instead. The result writes a module
//       that runs them with nothing else (module()), makes a variant that uri-grammar's functions
//       take (variant(), regular rules only), checks inputs (isValid()), says where an input fails
//       (errorAt()) and gives its parse tree with the ABNF's rule names (parseTree()).
//   transcribe(text, options)                         a first PEG transcription for peggy, its
//       choices ordered or guarded where the compiler proves it, `// PEG: check` where it cannot.
//   checkTranscription(abnf, peggy, options)          rule by rule, the shortest input on which the
//       PEG and the ABNF disagree, which side accepts it, and each side's rule stack.
//
// Nothing here reads a file: grammars are text, and an include is asked of a resolver; the command
// line (uri-grammar compile / transcribe / check) reads the files. This is the entry point the
// project's own build uses for its grammars (scripts/build.ts).
import { checkString } from "./arguments.js";
import { recognizerOf } from "../automata/decoded.js";
import type { PackedDiagnostics, PackedRecognizer, PackedSplitter } from "../automata/format.js";
import { COMPONENT_ORDER } from "./syntax/components.js";
import {
  type ComponentName,
  ENCODING_COMPONENTS,
  type EncodingComponent,
  type UserVariant,
  type VariantRecord,
} from "./variants/types.js";
import type { AbnfGrammar } from "../compiler/ast.js";
import {
  type CompiledGrammar,
  compileGrammar,
  compileSource,
  generateModule,
  GrammarProblems,
} from "../compiler/index.js";
import {
  type ContextFreeEngine,
  describeExpected,
  makeContextFree,
  type PackedContextFree,
  type TreeNode,
} from "../compiler/standalone/earley.js";
import { AbnfError, AbnfSyntaxError, GrammarTooLarge } from "../compiler/errors.js";
import { DEFAULT_MAX_STATES, withinStack } from "../compiler/limits.js";
import { type IncludeResolver, LIST_FORMS, type ListForm } from "../compiler/load.js";
import type { Problem } from "../compiler/errors.js";
import { packAutomata, type PackedAutomata } from "../compiler/passes/emit.js";
import { type EmittedModule, standaloneModule } from "../compiler/standalone/module.js";
import {
  checkTranscription as checkRules,
  type CheckTranscriptionOptions,
  type TranscriptionReport,
} from "../compiler/peg/check.js";
import {
  transcribe as transcribeRules,
  type TranscribeOptions,
  type Transcription,
} from "../compiler/peg/transcribe.js";

export { AbnfError, AbnfSyntaxError, DEFAULT_MAX_STATES, GrammarProblems, GrammarTooLarge, LIST_FORMS };
export type { AbnfGrammar, EmittedModule, IncludeResolver, ListForm, PackedContextFree, Problem, TreeNode };
export { loadAbnf } from "../compiler/load.js";
export type { LoadOptions } from "../compiler/load.js";
export {
  DEFAULT_BUDGET,
  DEFAULT_DEPTH,
  DEFAULT_PREFIXES,
  DEFAULT_RUNS,
  DEFAULT_SEED,
  formatReport,
  showInput,
} from "../compiler/peg/check.js";
export type {
  CheckTranscriptionOptions,
  Counterexample,
  RuleCheck,
  SideReport,
  TranscriptionReport,
} from "../compiler/peg/check.js";
export { TranscriptionError } from "../compiler/peg/peggy-grammar.js";

/**
 * A first PEG transcription of the ABNF (compiler/peg/transcribe.ts); a grammar nested past the
 * compiler's recursion is a GrammarTooLarge (limits.ts withinStack).
 */
export function transcribe(abnfText: string, options: TranscribeOptions = {}): Transcription {
  return withinStack(options.file ?? "<abnf>", () => transcribeRules(abnfText, options));
}

/** Rule by rule, PEG against ABNF (compiler/peg/check.ts), within the compiler's recursion. */
export function checkTranscription(
  abnfText: string,
  pegText: string,
  options: CheckTranscriptionOptions = {},
): TranscriptionReport {
  return withinStack(options.file ?? "<abnf>", () => checkRules(abnfText, pegText, options));
}
export type { TranscribedRule, TranscribeOptions, Transcription } from "../compiler/peg/transcribe.js";

export interface CompileAbnfOptions {
  /** The start rules: a recognizer (and a start state) for each. */
  rules: readonly string[];
  /**
   * Captured rules, each with the name of its capture (`{ "path-abempty": "path" }`): the splitter
   * finds where they matched. A rule may be given as a list of names, captured under its own name.
   */
  captures?: Readonly<Record<string, string>> | readonly string[];
  /** The grammar's path or name, for messages and for resolving its includes. */
  file?: string;
  /** Reads an included grammar (`; @include FILE`), by the path joined to the including file's folder. */
  include?: IncludeResolver;
  /** Whether RFC 5234 Appendix B.1's core rules are there for a grammar that does not define them (default true). */
  coreRules?: boolean;
  /**
   * Rules that error messages name as one expected item ("expected h16"), rather than by their
   * characters (the project passes its PEG transcriptions' display names).
   */
  tokens?: Iterable<string>;
  /** The most states a DFA may have (default 100,000); past it, GrammarTooLarge names the rule. */
  maxStates?: number;
  /** How `#` lists are expanded (RFC 9110 §5.6.1): "sender" (default), "recipient", "rfc7230-recipient". */
  lists?: ListForm;
  /** Prose values bound to rules: `{ "uri-host": "host" }` reads uri-host's `<...>` as host. */
  prose?: Readonly<Record<string, string>>;
  /** Let a rule replace an included rule without a `; @replace NAME` line (a warning then, not an error). */
  allowReplace?: boolean;
}

/** What a variant made from a compiled grammar says of itself (src/variants/types.ts VariantRecord). */
export interface VariantOptions {
  /** Its id: what messages name it by (no built-in variant's id). */
  id: string;
  title?: string;
  /** The document the grammar comes from. */
  document?: string;
  date?: string;
  /** The resolution algorithm (one of uri-grammar's ALGORITHMS: "rfc3986", "rfc2396", ...); none by default. */
  resolution?: string | null;
  /** The rule used when none is named (default: the first start rule). */
  defaultRule?: string;
  /** The rule a base URI must match (default: defaultRule). */
  baseRule?: string;
  /** The rule a resolved target must match (default: baseRule). */
  targetRule?: string;
  /**
   * Normalization (RFC 3986 §6.2.2): `unreservedRule` names the rule of the characters that are
   * decoded from percent-encodings. Without it, normalize and equivalent refuse, saying why.
   */
  normalization?: Partial<VariantRecord["normalization"]>;
  /**
   * The rule `percentEncode` encodes each component for, where the grammar names it otherwise than
   * RFC 3986 (RFC 3987 §2.2's `isegment`, `iquery`, ...): `{ segment: "isegment" }`.
   */
  encodingRules?: Partial<Record<EncodingComponent, string>>;
}

export interface CompiledAbnf<Rule extends string = string> {
  /** The grammar's file name. */
  readonly file: string;
  /** The start rules, as the grammar spells them. */
  readonly rules: readonly Rule[];
  /** Captured rule → capture name. */
  readonly captures: Readonly<Record<string, string>>;
  /** Warnings: unused rules, and undefined, recursive or prose rules that no start rule reaches. */
  readonly problems: readonly Problem[];
  /** The loaded grammar (its rules, includes and core rules merged). */
  readonly grammar: AbnfGrammar;
  /**
   * The start rules that reach a recursive rule (RFC 5322's comment, RFC 5234's alternation): the
   * context-free recognizer decides them; every other start rule has a minimal DFA.
   */
  readonly contextFreeRules: readonly Rule[];
  /** The context-free recognizer's tables for those rules (null when every start rule is regular). */
  readonly contextFree: PackedContextFree<Rule> | null;
  /** The automata of the regular start rules, in the format of uri-grammar's variant objects (automata/format.ts). */
  readonly automata: {
    readonly recognizer: PackedRecognizer<Rule>;
    readonly splitter: PackedSplitter | null;
    readonly diagnostics: PackedDiagnostics;
  };
  /** Whether the input is in the rule's language (default: the first start rule). */
  isValid(input: string, rule?: Rule): boolean;
  /**
   * Where the input stops matching the rule: the offset (UTF-16) of the first character no reading
   * of the rule takes (the input's length when it ends too soon), and what was expected there;
   * null when it matches.
   */
  errorAt(input: string, rule?: Rule): { offset: number; expected: string[] } | null;
  /**
   * A derivation of the input: each node a rule's match, by its ABNF name, with where it starts and
   * ends (UTF-16 offsets); null when the input does not match. Where the grammar allows several,
   * the first a backtracking parser would find (docs/byo-grammar.md, "Parse trees").
   */
  parseTree(input: string, rule?: Rule): TreeNode | null;
  /**
   * A module that runs the automata with nothing of uri-grammar (JavaScript and its types); with
   * `variant`, it also exports the variant object uri-grammar's functions take. When a start rule
   * is not regular, or with `trees`, it carries the context-free recognizer and exports parse
   * (parse trees) and errorAt, for every start rule.
   */
  module(options?: { header?: string; variant?: VariantOptions; trees?: boolean }): EmittedModule;
  /** A variant for uri-grammar's functions: parse(s, { variant }), resolve(b, r, { variant }), ... */
  variant(options: VariantOptions): UserVariant<Rule>;
  /**
   * The project's own form of the automata (generated/<grammar>.automata.ts), which imports the
   * format's types from uri-grammar's sources: what scripts/build.ts writes.
   */
  generatedModule(header: string): string;
}

function capturesOf(captures: CompileAbnfOptions["captures"]): Record<string, string> {
  if (captures === undefined) return {};
  if (Array.isArray(captures)) return Object.fromEntries(captures.map((rule: string) => [rule, rule]));
  return { ...(captures as Record<string, string>) };
}

/**
 * Compiles a grammar's start rules. Throws AbnfSyntaxError for text that is not ABNF (file, line,
 * column), GrammarProblems for rules in error (each problem), GrammarTooLarge past the limit of
 * states, AbnfError for a start rule or capture the grammar does not have or an include that cannot
 * be read (compiler/errors.ts).
 */
export function compileAbnf<const Rule extends string = string>(
  text: string,
  options: CompileAbnfOptions & { rules: readonly Rule[] },
): CompiledAbnf<Rule> {
  if (typeof text !== "string")
    throw new TypeError(`compileAbnf: the grammar must be ABNF text, got ${typeof text}`);
  if (!Array.isArray(options?.rules) || options.rules.length === 0)
    throw new TypeError("compileAbnf: options.rules must name at least one start rule");
  return withinStack(options.file ?? "<abnf>", () => compileWithin(text, options));
}

function compileWithin<const Rule extends string = string>(
  text: string,
  options: CompileAbnfOptions & { rules: readonly Rule[] },
): CompiledAbnf<Rule> {
  const captures = capturesOf(options.captures);
  if (options.maxStates !== undefined && !(Number.isSafeInteger(options.maxStates) && options.maxStates >= 1))
    throw new RangeError(
      `compileAbnf: options.maxStates must be a positive integer, got ${String(options.maxStates)}`,
    );
  const load = {
    file: options.file,
    include: options.include,
    coreRules: options.coreRules,
    lists: options.lists,
    prose: options.prose,
    allowReplace: options.allowReplace,
  };
  const compiled = compileSource(
    { text, load },
    {
      startRules: options.rules,
      captures,
      tokens: new Set(options.tokens ?? []),
      maxStates: options.maxStates,
    },
  );
  const recompile = () =>
    compileGrammar(compiled.grammar, {
      startRules: options.rules,
      captures,
      tokens: new Set(options.tokens ?? []),
      maxStates: options.maxStates,
      contextFree: "all",
    });
  return compiledAbnf(compiled, recompile) as CompiledAbnf<Rule>;
}

function compiledAbnf(compiled: CompiledGrammar, recompile: () => CompiledGrammar): CompiledAbnf {
  const automata = packAutomata(compiled);
  const { recognizer } = automata;
  const contextFree = compiled.contextFree?.packed ?? null;
  const cfRules = new Set(compiled.cfRules);
  let cfEngine: ContextFreeEngine | undefined;
  // Trees and error reports of every start rule: the context-free tables of all of them, made on
  // first use (a regular grammar's module and isValid never need them).
  let all: { packed: PackedContextFree; engine: ContextFreeEngine } | undefined;
  const everyRule = () => {
    if (all === undefined) {
      const packed = (compiled.dfaRules.length === 0 ? compiled : recompile()).contextFree!.packed;
      all = { packed, engine: makeContextFree(packed) };
    }
    return all;
  };
  const checkInput = (fn: string, input: unknown) => checkString(fn, "input", input);
  /** The start rule named `name` (case-insensitively, "_" for "-"); `where` is "fn" or "fn: option". */
  const canonical = (where: string, name: string): string => {
    const found =
      typeof name === "string"
        ? compiled.rules.find((r) => r.toLowerCase() === name.toLowerCase().replace(/_/g, "-"))
        : undefined;
    if (found === undefined)
      throw new RangeError(
        `${where.includes(":") ? where : `${where}: rule`} ${JSON.stringify(name)} is not a start rule of ${compiled.grammar.file}; its start rules: ${compiled.rules.join(", ")}`,
      );
    return found;
  };
  return {
    file: compiled.grammar.file,
    rules: compiled.rules,
    captures: compiled.captures,
    problems: compiled.problems,
    grammar: compiled.grammar,
    contextFreeRules: compiled.cfRules,
    contextFree,
    automata,
    isValid(input, rule) {
      checkString("isValid", "input", input);
      const name = rule === undefined ? compiled.rules[0]! : canonical("isValid", rule);
      if (cfRules.has(name)) {
        cfEngine ??= makeContextFree(contextFree!);
        return cfEngine.test(input, contextFree!.starts[name]!);
      }
      const engine = recognizerOf(recognizer);
      return engine.test(input, engine.start(name)!);
    },
    errorAt(input, rule) {
      checkInput("errorAt", input);
      const name = rule === undefined ? compiled.rules[0]! : canonical("errorAt", rule);
      const { packed, engine } = everyRule();
      const failure = engine.failure(input, packed.starts[name]!);
      return failure === null
        ? null
        : { offset: failure.offset, expected: describeExpected(packed, failure.expected) };
    },
    parseTree(input, rule) {
      checkInput("parseTree", input);
      const name = rule === undefined ? compiled.rules[0]! : canonical("parseTree", rule);
      const { packed, engine } = everyRule();
      return engine.tree(input, packed.starts[name]!);
    },
    module(options = {}) {
      const variant = options.variant === undefined ? undefined : this.variant(options.variant);
      const trees = options.trees === true || compiled.cfRules.length > 0;
      return standaloneModule(compiled, automata, {
        header: options.header,
        variant: variant === undefined ? undefined : variantRecord(variant),
        contextFree: trees ? everyRule().packed : null,
      });
    },
    variant(options) {
      return userVariant(compiled, automata, options, canonical);
    },
    generatedModule(header) {
      return generateModule(compiled, header);
    },
  };
}

function userVariant(
  compiled: CompiledGrammar,
  automata: PackedAutomata,
  options: VariantOptions,
  canonical: (where: string, name: string) => string,
): UserVariant {
  if (typeof options?.id !== "string" || options.id === "")
    throw new TypeError("variant: options.id must be a non-empty string");
  if (compiled.cfRules.length > 0)
    throw new RangeError(
      `variant: ${compiled.cfRules.join(", ")} reach${compiled.cfRules.length === 1 ? "es" : ""} a recursive rule, and uri-grammar's variants run automata; a variant takes regular start rules only`,
    );
  const components: Record<string, ComponentName> = {};
  for (const [rule, name] of Object.entries(compiled.captures)) {
    if (!(COMPONENT_ORDER as readonly string[]).includes(name))
      throw new RangeError(
        `variant: the capture of ${rule} is ${JSON.stringify(name)}, not a URI component (${COMPONENT_ORDER.join(", ")})`,
      );
    components[rule] = name as ComponentName;
  }
  const defaultRule = canonical("variant: defaultRule", options.defaultRule ?? compiled.rules[0]!);
  const baseRule = canonical("variant: baseRule", options.baseRule ?? defaultRule);
  const targetRule = canonical("variant: targetRule", options.targetRule ?? baseRule);
  const normalization = options.normalization ?? {};
  const unreservedRule =
    normalization.unreservedRule === undefined
      ? undefined
      : canonical("variant: unreservedRule", normalization.unreservedRule);
  const encodingRules: Partial<Record<EncodingComponent, string>> = {};
  for (const [component, rule] of Object.entries(options.encodingRules ?? {})) {
    if (!(ENCODING_COMPONENTS as readonly string[]).includes(component))
      throw new RangeError(
        `variant: encodingRules has ${JSON.stringify(component)}, not a component percentEncode writes for (${ENCODING_COMPONENTS.join(", ")})`,
      );
    encodingRules[component as EncodingComponent] = canonical("variant: encodingRules", rule);
  }
  const record = {
    id: options.id,
    title: options.title ?? `${options.id} (from ${compiled.grammar.file})`,
    date: options.date ?? "",
    document: options.document ?? compiled.grammar.file,
    grammar: compiled.grammar.file.replace(/\.abnf$/i, ""),
    startRules: compiled.rules,
    defaultRule,
    baseRule,
    targetRule,
    components,
    ...(options.encodingRules === undefined ? {} : { encodingRules }),
    resolution: options.resolution ?? null,
    normalization: {
      ...normalization,
      unreservedRule: unreservedRule ?? defaultRule,
      ...(unreservedRule === undefined
        ? { none: `the variant ${options.id} names no unreserved rule (normalization.unreservedRule)` }
        : {}),
    },
  };
  return Object.freeze({ ...record, automata }) as unknown as UserVariant;
}

/** The record part of a user variant (for a compiled module, which writes it out). */
export function variantRecord(variant: UserVariant): Record<string, unknown> {
  const { automata: _automata, ...record } = variant;
  return record;
}
