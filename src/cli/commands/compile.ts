// uri-grammar compile | transcribe | check: the ABNF compiler and the PEG ≡ ABNF check
// (uri-grammar/compiler, src/compiler.ts) for grammars of one's own. The files are read here; the
// compiler reads nothing itself (an include is asked of the resolver below).
//
//   compile GRAMMAR.abnf --rule R [--rule R2 ...] --out DIR   a standalone ES module (and its types):
//                                                            DFAs, and the context-free recognizer
//                                                            for rules that reach a recursive rule
//   transcribe GRAMMAR.abnf > GRAMMAR.peggy                  a first PEG transcription
//   check GRAMMAR.abnf GRAMMAR.peggy [--rule R] [--runs N] [--seed S] [--allow-unproved]
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { basename, join } from "node:path";
import {
  AbnfError,
  AbnfSyntaxError,
  checkTranscription,
  compileAbnf,
  DEFAULT_BUDGET,
  DEFAULT_DEPTH,
  DEFAULT_MAX_STATES,
  DEFAULT_PREFIXES,
  DEFAULT_RUNS,
  DEFAULT_SEED,
  formatReport,
  GrammarProblems,
  GrammarTooLarge,
  LIST_FORMS,
  type ListForm,
  loadAbnf,
  type Problem,
  TranscriptionError,
  transcribe,
  type TreeNode,
} from "../../compiler.js";
import { escapeControls, quote, toJson } from "../../syntax/escape.js";
import { type Command, HELP_OPTION, type OptionSpec, type Values } from "../command.js";
import { InputError, UsageError } from "../io.js";

/** What exit status 2 means for these commands (they read files, not lines). */
const GRAMMAR_TROUBLE =
  "trouble: a usage error (a start rule or capture the grammar does not have), a file that cannot be read or written (an include among them)";

/**
 * The exit statuses of the grammar commands (and of diff --grammar on ABNF files), one per kind of
 * failure: compiler/errors.ts's classes. docs/byo-grammar.md has the table.
 */
export const GRAMMAR_EXIT = { notAbnf: 3, rules: 4, tooLarge: 5, peg: 6, unproved: 7 } as const;

export const GRAMMAR_EXIT_STATUS: Readonly<Record<keyof typeof GRAMMAR_EXIT, readonly [number, string]>> = {
  notAbnf: [
    GRAMMAR_EXIT.notAbnf,
    "the grammar is not ABNF: a syntax error, or a value that means nothing (%x110000, %x7F-20, 5*2), reported as FILE:LINE:COLUMN with the fix where it is known",
  ],
  rules: [
    GRAMMAR_EXIT.rules,
    "the grammar's rules are in error, each reported as FILE:LINE: error: ...: a rule defined twice, =/ before =, an included rule replaced without ; @replace, and (compile, parse --grammar) undefined rules and prose values where a start rule reaches them",
  ],
  tooLarge: [
    GRAMMAR_EXIT.tooLarge,
    "past a limit: an automaton past the limit of states (--max-states), with the rule where the states multiply, its line, the limit and a hint; rules that refer to each other in a chain thousands deep",
  ],
  peg: [GRAMMAR_EXIT.peg, "the PEG is not one peggy compiles"],
  unproved: [
    GRAMMAR_EXIT.unproved,
    "(check) no rule disagrees, but some rule is unproved: skipped (the PEG has no rule of its name), or only sampled (its recursion deeper than the enumeration reached, or its PEG runs code the checker cannot read, such as a predicate &{ }); --allow-unproved accepts that (exit 0)",
  ],
};

/** --lists, --prose, --allow-replace: how the grammar's text is read (compiler/load.ts ReadingOptions). */
export const READING_OPTIONS: readonly OptionSpec[] = [
  {
    name: "lists",
    value: "FORM",
    default: "sender",
    help: `how #rule lists (RFC 7230 §7, RFC 9110 §5.6.1: 1#element, #element, <n>#<m>element) are expanded: sender (RFC 9110 §5.6.1.1: element *( OWS "," OWS element )), recipient (RFC 9110 §5.6.1.2: empty elements accepted), rfc7230-recipient (RFC 7230 §7, as its Appendix B prints the rules); OWS is RFC 9110 §5.6.3's where the grammar has none`,
  },
  {
    name: "prose",
    value: "RULE=TARGET",
    repeat: true,
    default: "none",
    help: "read the prose value <...> of RULE as the rule TARGET (RFC 7230's uri-host = <host, see [RFC3986], Section 3.2.2>: --prose uri-host=host, with ; @include rfc3986.abnf); give --prose again for more",
  },
  {
    name: "allow-replace",
    help: "let a rule replace an included rule of the same name (names are case-insensitive) without a ; @replace NAME line in its file: a warning then, not an error",
  },
];

/** The reading options of the command line (READING_OPTIONS), checked. */
export function readingOptions(values: Values): {
  lists?: ListForm;
  prose?: Record<string, string>;
  allowReplace?: boolean;
} {
  const out: { lists?: ListForm; prose?: Record<string, string>; allowReplace?: boolean } = {};
  if (typeof values.lists === "string") {
    if (!(LIST_FORMS as readonly string[]).includes(values.lists))
      throw new UsageError(`--lists: expected ${LIST_FORMS.join(", ")}, got ${quote(values.lists)}`);
    out.lists = values.lists as ListForm;
  }
  for (const binding of list(values, "prose")) {
    const m = /^([A-Za-z][A-Za-z0-9-]*)=([A-Za-z][A-Za-z0-9-]*)$/.exec(binding);
    if (!m) throw new UsageError(`--prose: expected RULE=TARGET (two rule names), got ${quote(binding)}`);
    (out.prose ??= {})[m[1]!] = m[2]!;
  }
  if (values["allow-replace"]) out.allowReplace = true;
  return out;
}

function readText(path: string): string {
  try {
    return readFileSync(path, "utf8");
  } catch (error) {
    throw new InputError(path, error);
  }
}

/** `; @include FILE`: the file beside the including one (compiler/load.ts joins the folder). */
function includeFile(path: string): string | undefined {
  try {
    return readFileSync(path, "utf8");
  } catch {
    return undefined;
  }
}

function list(values: Values, name: string): string[] {
  const value = values[name];
  if (value === undefined || typeof value === "boolean") return [];
  return typeof value === "string" ? [value] : [...value];
}

/** A count option (--runs, --seed, --budget): a decimal integer within bounds. */
function integerOf(values: Values, name: string, min: number, fallback: number): number {
  const text = values[name];
  if (typeof text !== "string") return fallback;
  if (!/^-?\d{1,15}$/.test(text) || Number(text) < min)
    throw new UsageError(`--${name}: expected an integer ≥ ${min}, got ${quote(text)}`);
  return Number(text);
}

function exactlyFiles(positionals: string[], names: string[]): string[] {
  if (positionals.length !== names.length)
    throw new UsageError(
      `give ${names.join(" and ")} (got ${positionals.length} argument${positionals.length === 1 ? "" : "s"})`,
    );
  return positionals;
}

/** A problem of the grammar as a line: `FILE:LINE: warning: message`. */
function problemLine(problem: Problem): string {
  return escapeControls(`${problem.file}:${problem.line}: ${problem.severity}: ${problem.message}`);
}

/**
 * Runs a compiler step, turning what the grammar gets wrong into its exit status with the
 * compiler's message (GRAMMAR_EXIT: AbnfSyntaxError 3, GrammarProblems 4 with a line per problem,
 * GrammarTooLarge 5, TranscriptionError 6; 2 for the rest: an AbnfError for a start rule or an
 * include that is not there, a RangeError or TypeError for an option the compiler refuses).
 */
export async function grammarStep<T>(
  context: Parameters<Command["run"]>[1],
  step: () => T,
): Promise<{ ok: true; value: T } | { ok: false; status: number }> {
  try {
    return { ok: true, value: step() };
  } catch (error) {
    const fail = async (status: number, message: string) => {
      await context.warn(escapeControls(message));
      return { ok: false as const, status };
    };
    if (error instanceof GrammarProblems) {
      for (const problem of [...error.warnings, ...error.problems]) await context.say(problemLine(problem));
      const n = error.problems.length;
      return fail(GRAMMAR_EXIT.rules, `${n} error${n === 1 ? "" : "s"} in the grammar's rules`);
    }
    if (error instanceof AbnfSyntaxError) return fail(GRAMMAR_EXIT.notAbnf, error.message);
    if (error instanceof GrammarTooLarge) return fail(GRAMMAR_EXIT.tooLarge, error.message);
    if (error instanceof TranscriptionError) return fail(GRAMMAR_EXIT.peg, error.message);
    if (error instanceof AbnfError || error instanceof RangeError || error instanceof TypeError)
      return fail(2, error.message);
    throw error;
  }
}

const RULE_LIST: OptionSpec = {
  name: "rule",
  short: "r",
  value: "RULE",
  repeat: true,
  default: "none: give one at least",
  help: "a start rule, by its ABNF name; give --rule again for more",
};

export const compileCommand: Command = {
  name: "compile",
  summary:
    "compile your own ABNF grammar to a standalone ES module: a recognizer per start rule, a splitter for the captured rules",
  usage: ["uri-grammar compile GRAMMAR.abnf --rule RULE... [--capture RULE[=NAME]...] --out DIR"],
  description:
    "Read GRAMMAR.abnf (RFC 5234 ABNF, with RFC 7405 %s/%i strings, =/ alternatives and `; @include FILE` lines; the core rules of RFC 5234 Appendix B.1 are there when not defined), check it, and write DIR/NAME.mjs and DIR/NAME.d.mts: an ES module (.mjs, so that Node reads it as one wherever it is) with isValid(input, rule?), validator(rule?), errorOffset(input, rule?) and, when rules are captured, split(input, rule?), with nothing of uri-grammar needed at run time. A start rule that reaches no recursive rule runs its minimal DFA (and the tagged DFA of the captures); one that does (RFC 5322's comment, RFC 5234's alternation) runs a context-free recognizer (Earley's, with Leo's items: exact for any grammar, linear in the input on the RFCs'), and the module then also exports parse(input, rule?), the parse tree with the ABNF's rule names, and errorAt(input, rule?), where an input fails and what was expected there (--trees adds them to a regular grammar's module). Undefined rules and prose values that a start rule reaches are errors; unused rules, and problems no start rule reaches, are warnings on stderr. With --variant-id (regular start rules only), the module also exports `variant`, which uri-grammar's parse, resolve, ... and the command line's --variant FILE take (its captures must then be URI component names: scheme, authority, userinfo, host, port, path, query, fragment).",
  options: [
    RULE_LIST,
    {
      name: "capture",
      short: "c",
      value: "RULE[=NAME]",
      repeat: true,
      default: "none: no splitter",
      help: "a rule whose match split() returns, under NAME (default: the rule's name); give --capture again for more",
    },
    {
      name: "out",
      short: "o",
      value: "DIR",
      default: "none: required",
      help: "the folder to write the module to (made if missing)",
    },
    {
      name: "name",
      value: "NAME",
      default: "the grammar's file name without .abnf",
      help: "the module's file name, without .mjs",
    },
    {
      name: "trees",
      help: "also export parse (parse trees) and errorAt for a grammar whose start rules are all regular",
    },
    {
      name: "variant-id",
      value: "ID",
      default: "none: no variant",
      help: "also export a variant of this id for uri-grammar's functions and --variant FILE",
    },
    {
      name: "resolution",
      value: "ALGORITHM",
      default: "none",
      help: "with --variant-id: the resolution algorithm of the variant (rfc3986, rfc2396, rfc1808, ...)",
    },
    {
      name: "max-states",
      value: "N",
      default: DEFAULT_MAX_STATES.toLocaleString("en-US"),
      help: "the most states a DFA may have; past it, the rule where they multiply is named (exit status 5)",
    },
    ...READING_OPTIONS,
    HELP_OPTION,
  ],
  exitStatus: [
    [0, "compiled (warnings, if any, on stderr)"],
    [2, GRAMMAR_TROUBLE],
    GRAMMAR_EXIT_STATUS.notAbnf,
    GRAMMAR_EXIT_STATUS.rules,
    GRAMMAR_EXIT_STATUS.tooLarge,
  ],
  async run({ values, positionals }, context) {
    const [file] = exactlyFiles(positionals, ["GRAMMAR.abnf"]);
    const rules = list(values, "rule");
    if (rules.length === 0) throw new UsageError("name at least one start rule with --rule");
    const out = values.out;
    if (typeof out !== "string") throw new UsageError("give the folder to write to with --out DIR");
    const captures: Record<string, string> = {};
    for (const capture of list(values, "capture")) {
      const [rule, name = rule] = capture.split("=", 2) as [string, string | undefined];
      if (rule === "" || name === "")
        throw new UsageError(`--capture: expected RULE or RULE=NAME, got ${quote(capture)}`);
      captures[rule] = name;
    }
    if (typeof values.resolution === "string" && typeof values["variant-id"] !== "string")
      throw new UsageError("--resolution is the variant's: give --variant-id too");
    const name = typeof values.name === "string" ? values.name : basename(file!).replace(/\.abnf$/i, "");
    if (!/^[\w.-]+$/.test(name))
      throw new UsageError(`--name: a file name of letters, digits, _ . -, got ${quote(name)}`);
    const maxStates = integerOf(values, "max-states", 1, DEFAULT_MAX_STATES);
    const reading = readingOptions(values);
    const text = readText(file!);
    const step = await grammarStep(context, () =>
      compileAbnf(text, { rules, captures, file: file!, include: includeFile, maxStates, ...reading }),
    );
    if (!step.ok) return step.status;
    const compiled = step.value;
    for (const problem of compiled.problems) await context.say(problemLine(problem));
    const written = await grammarStep(context, () =>
      compiled.module({
        trees: values.trees === true,
        header: `// @generated by uri-grammar compile from ${basename(file!)} (start rules: ${compiled.rules.join(", ")}). Do not edit.`,
        variant:
          typeof values["variant-id"] === "string"
            ? {
                id: values["variant-id"],
                resolution: typeof values.resolution === "string" ? values.resolution : null,
              }
            : undefined,
      }),
    );
    if (!written.ok) return written.status;
    const module = written.value;
    const js = join(out, `${name}.mjs`);
    const dts = join(out, `${name}.d.mts`);
    try {
      mkdirSync(out, { recursive: true });
      writeFileSync(js, module.js);
      writeFileSync(dts, module.dts);
    } catch (error) {
      await context.warn(
        `cannot write to ${escapeControls(out)}: ${escapeControls((error as Error).message)}`,
      );
      return 2;
    }
    const { recognizer, splitter } = compiled.automata;
    const cf = compiled.contextFreeRules;
    const dfaStates = recognizer.states.split("\n").filter((l) => l !== "").length;
    await context.out.line(
      `${escapeControls(js)}: ${compiled.rules.length} start rule${compiled.rules.length === 1 ? "" : "s"} (${compiled.rules.join(", ")}), ` +
        [
          ...(cf.length < compiled.rules.length ? [`${dfaStates} DFA states`] : []),
          ...(cf.length > 0
            ? [
                `the context-free recognizer for ${cf.join(", ")} (calls ${compiled.contextFree!.rules.join(", ")}; ${compiled.contextFree!.states.split("\n").length} states)`,
              ]
            : []),
          ...(splitter ? [`a splitter for ${Object.keys(compiled.captures).join(", ")}`] : []),
        ].join(", "),
    );
    await context.out.line(`${escapeControls(dts)}: its types`);
    return 0;
  },
};

export const transcribeCommand: Command = {
  name: "transcribe",
  summary:
    "write a first PEG (peggy) transcription of an ABNF grammar, its choices proved or marked // PEG: check",
  usage: ["uri-grammar transcribe [--plain] GRAMMAR.abnf > GRAMMAR.peggy"],
  description:
    "Print a peggy grammar for GRAMMAR.abnf: every rule under its ABNF, names kept (- becomes _). Where PEG's ordered choice and greedy repetition would accept less than the ABNF, the compiler looks for a fix it can prove on the automata (reordered alternatives, a guard !(...) before a repetition's next item, a lookahead) and writes it with a `// PEG:` comment; where it proves none, the rule says `// PEG: check` with an input the ABNF accepts and the rule does not. A summary goes to stderr. Then: uri-grammar check GRAMMAR.abnf GRAMMAR.peggy.",
  options: [
    { name: "plain", help: "no fixes: the literal transcription (each rule still checked and marked)" },
    {
      name: "budget",
      value: "WORK",
      default: String(DEFAULT_BUDGET),
      help: "the exact search's work per check of a rule or a fix (states and items); a rule not decided within it is marked // PEG: check",
    },
    ...READING_OPTIONS,
    HELP_OPTION,
  ],
  exitStatus: [
    [0, "transcribed (rules marked // PEG: check, if any, are counted on stderr)"],
    [2, GRAMMAR_TROUBLE],
    GRAMMAR_EXIT_STATUS.notAbnf,
    GRAMMAR_EXIT_STATUS.rules,
    GRAMMAR_EXIT_STATUS.tooLarge,
  ],
  async run({ values, positionals }, context) {
    const [file] = exactlyFiles(positionals, ["GRAMMAR.abnf"]);
    const reading = readingOptions(values);
    const budget = integerOf(values, "budget", 1, DEFAULT_BUDGET);
    const text = readText(file!);
    const step = await grammarStep(context, () =>
      transcribe(text, { file: file!, include: includeFile, fix: !values.plain, budget, ...reading }),
    );
    if (!step.ok) return step.status;
    const result = step.value;
    await context.out.write(result.text.endsWith("\n") ? result.text : result.text + "\n");
    const count = (status: string) => result.rules.filter((r) => r.status === status).length;
    await context.out.flush();
    await context.warn(
      `${result.rules.length} rules: ${count("same")} as written, ${count("fixed")} fixed, ${count("check")} marked // PEG: check`,
    );
    return 0;
  },
};

export const checkCommand: Command = {
  name: "check",
  summary:
    "check, rule by rule, that a PEG transcription accepts exactly what its ABNF accepts; print the shortest counterexample",
  usage: ["uri-grammar check GRAMMAR.abnf GRAMMAR.peggy [--rule RULE...] [--depth N] [--allow-unproved]"],
  description:
    "For each ABNF rule that the PEG also has (hier-part is hier_part there): the two are compared as whole inputs. Where both are regular (no recursion, no code in the PEG rule), exactly: a breadth-first search of both automata together (the first input found is a shortest one, and finding none proves the rule right). Elsewhere (a rule that reaches recursion, as RFC 5322's comment does, or a PEG rule with code), every input up to a length, enumerated from both sides (the ABNF, and the PEG read as a context-free grammar), lengths in turn so that the first disagreement found is a shortest one; then inputs drawn from both grammars and mutated, seeded (the same seed, the same report). Each disagreement is printed with its input, which side accepts it, where the other stopped and what it expected, and the rule stack on each side. A rule counts as checked when it is proved, or when the enumeration reached the length its recursion needs (a rule on a cycle: its shortest input that nests it inside itself); a rule skipped (the PEG has no such rule), only sampled, or whose PEG runs code the checker cannot read (a predicate &{ }, named in the report) makes the exit status 7 (unproved), unless --allow-unproved.",
  options: [
    {
      ...RULE_LIST,
      help: "check this ABNF rule only (give --rule again for more)",
      default: "every rule of GRAMMAR.abnf",
    },
    {
      name: "runs",
      short: "n",
      value: "N",
      default: String(DEFAULT_RUNS),
      help: "inputs drawn from the ABNF per rule, each also mutated once",
    },
    {
      name: "seed",
      short: "s",
      value: "S",
      default: String(DEFAULT_SEED),
      help: "the seed of the drawn inputs",
    },
    {
      name: "budget",
      value: "WORK",
      default: String(DEFAULT_BUDGET),
      help: "the exact search's work per rule (states and items); past it, the rule is enumerated",
    },
    {
      name: "prefixes",
      value: "N",
      default: String(DEFAULT_PREFIXES),
      help: "the prefixes the enumeration of every input up to a length reads per rule",
    },
    {
      name: "depth",
      value: "N",
      default: String(DEFAULT_DEPTH),
      help: "how deep recursion is unrolled for the exact search of a recursive rule (1 to 8)",
    },
    {
      name: "allow-unproved",
      help: "exit 0 although some rule was skipped or only sampled (the report still says which)",
    },
    { name: "json", help: "print the report as one JSON object" },
    ...READING_OPTIONS,
    HELP_OPTION,
  ],
  exitStatus: [
    [
      0,
      "every rule agrees, and every rule was checked (proved, or every input up to the length its recursion needs)",
    ],
    [1, "some rule disagrees (its counterexample is printed)"],
    [2, GRAMMAR_TROUBLE],
    GRAMMAR_EXIT_STATUS.notAbnf,
    GRAMMAR_EXIT_STATUS.rules,
    GRAMMAR_EXIT_STATUS.tooLarge,
    GRAMMAR_EXIT_STATUS.peg,
    GRAMMAR_EXIT_STATUS.unproved,
  ],
  async run({ values, positionals }, context) {
    const [abnfFile, pegFile] = exactlyFiles(positionals, ["GRAMMAR.abnf", "GRAMMAR.peggy"]);
    const runs = integerOf(values, "runs", 0, DEFAULT_RUNS);
    const seed = integerOf(values, "seed", -(2 ** 31), DEFAULT_SEED);
    const budget = integerOf(values, "budget", 1, DEFAULT_BUDGET);
    const prefixes = integerOf(values, "prefixes", 1, DEFAULT_PREFIXES);
    const depth = integerOf(values, "depth", 1, DEFAULT_DEPTH);
    const rules = list(values, "rule");
    const reading = readingOptions(values);
    const abnf = readText(abnfFile!);
    const peg = readText(pegFile!);
    const step = await grammarStep(context, () =>
      checkTranscription(abnf, peg, {
        rules: rules.length > 0 ? rules : undefined,
        runs,
        seed,
        budget,
        prefixes,
        depth,
        file: abnfFile!,
        pegFile: pegFile!,
        include: includeFile,
        ...reading,
      }),
    );
    if (!step.ok) return step.status;
    const report = step.value;
    if (values.json) await context.out.line(toJson(report));
    else await context.out.line(formatReport(report).trimEnd().split("\n").map(escapeControls).join("\n"));
    if (!report.ok) return 1;
    return report.checked || values["allow-unproved"] === true ? 0 : GRAMMAR_EXIT.unproved;
  },
};

/** parse --grammar: the ABNF file whose rule each input is parsed with. */
export const GRAMMAR_FILE_OPTION: OptionSpec = {
  name: "grammar",
  value: "FILE.abnf",
  default: "none: the variant's grammar",
  help: "parse with your own ABNF grammar instead (recursion too: RFC 5322's comments): print each input's parse tree with the ABNF's rule names; --rule is its start rule (default: its first rule)",
};

/**
 * The parse tree, a node a line, indented by depth: `rule from-to "text"` (UTF-16 offsets, `to`
 * exclusive). Iterative: a tree is as deep as the input nests (RFC 5322's comments).
 */
export function treeLines(input: string, tree: TreeNode): string[] {
  const lines: string[] = [];
  const stack: [TreeNode, number][] = [[tree, 0]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    lines.push(
      `${"  ".repeat(depth)}${node.rule} ${node.from}-${node.to} ${quote(input.slice(node.from, node.to))}`,
    );
    for (let k = node.children.length - 1; k >= 0; k--) stack.push([node.children[k]!, depth + 1]);
  }
  return lines.map(escapeControls);
}

/**
 * uri-grammar parse --grammar FILE.abnf [--rule R] [--json] INPUT...: each input parsed with the
 * grammar's rule (compileAbnf: its minimal DFA, or the context-free recognizer where the rule
 * reaches recursion); a valid input's parse tree, an invalid one's offset and expected items.
 */
export async function parseWithGrammar(
  values: Values,
  positionals: readonly string[],
  context: Parameters<Command["run"]>[1],
): Promise<number> {
  const file = values.grammar as string;
  if (typeof values.variant === "string") throw new UsageError("give --grammar or --variant, not both");
  if (values.jsonl) throw new UsageError("--grammar reads its inputs from the arguments, not --jsonl");
  if (positionals.length === 0) throw new UsageError("give at least one input to parse");
  const text = readText(file);
  const reading = readingOptions(values);
  const step = await grammarStep(context, () => {
    const rule =
      typeof values.rule === "string"
        ? values.rule
        : loadAbnf(text, { file, include: includeFile, ...reading }).own[0];
    if (rule === undefined) throw new AbnfError(`${file}: the grammar defines no rule`);
    return compileAbnf(text, { rules: [rule], file, include: includeFile, ...reading });
  });
  if (!step.ok) return step.status;
  const compiled = step.value;
  let status = 0;
  let first = true;
  for (const input of positionals) {
    const tree = compiled.parseTree(input);
    const failure = tree === null ? compiled.errorAt(input) : null;
    if (values.json) {
      await context.out.line(
        toJson(tree !== null ? { valid: true, tree } : { valid: false, error: failure }),
      );
    } else if (tree !== null) {
      const heading = positionals.length > 1 ? `${escapeControls(input)}\n` : "";
      await context.out.line(`${first ? "" : "\n"}${heading}${treeLines(input, tree).join("\n")}`);
      first = false;
    }
    if (tree !== null) continue;
    status = 1;
    if (values.json) continue;
    const { offset, expected } = failure!;
    const found = offset < input.length ? quote(String.fromCodePoint(input.codePointAt(offset)!)) : "the end";
    await context.out.flush();
    await context.say(
      escapeControls(
        `${quote(input)}: offset ${offset}: not a valid ${compiled.rules[0]}: expected ${expected.length > 0 ? expected.join(", ") : "the end"}, found ${found}`,
      ),
    );
  }
  return status;
}
