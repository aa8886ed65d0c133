// uri-grammar diff [--json] INPUT   |   --jsonl: "input" → {"rows":[…]}: one row per variant, valid or
// not (with the error offset) and the components: the history of the syntax on one screen.
// uri-grammar diff --grammar [--part P | --rule R [--rule-b R]] [--witnesses pairs|length] [--length N]
// [--limit N] [--json] A B   |   --grammar --jsonl: {"a","b","rule"?,"ruleB"?,"part"?} → the grammar
// diff: strings one variant's rule accepts and the other's rejects, from the product of their
// minimal DFAs (src/explain/grammar-diff.ts), the rules that play the same part by default. A and B
// are variant ids, or (not with --jsonl) variant modules (as --variant FILE takes them) and ABNF files.
import { readFileSync } from "node:fs";
import { compileAbnf, loadAbnf } from "../../compiler.js";
import { CORRESPONDING_RULES, grammarDiff, type GrammarDiff, grammarDiffText } from "../../explain/index.js";
import { safeParse, VARIANT_RECORDS } from "../../index.js";
import { lookupVariant } from "../../variants/registry.js";
import type { Variant } from "../../variants/types.js";
import { type Command, HELP_OPTION, MAX_LINE_OPTION, TROUBLE, type Values } from "../command.js";
import { escapeControls, quote, toJson } from "../../syntax/escape.js";
import { InputError, UsageError } from "../io.js";
import { expectJsonString, jsonl, ShapeError } from "../jsonl.js";
import { isVariantFile, loadVariantModule, noArguments, RULE_OPTION, variantOf } from "../options.js";
import { GRAMMAR_EXIT_STATUS, grammarStep, READING_OPTIONS, readingOptions } from "./compile.js";
import { COMPONENT_ORDER } from "../../syntax/components.js";

export interface DiffRow {
  variant: string;
  date: string;
  rule: string;
  valid: boolean;
  components?: object;
  error?: { offset: number; message: string };
}

/** The URI syntaxes, oldest first (RFC 6570's template syntax is not one: it has no components). */
const HISTORY = VARIANT_RECORDS.filter((v) => (v.syntax ?? "uri") === "uri").sort((a, b) =>
  a.date.localeCompare(b.date),
);

export function diffRows(input: string): DiffRow[] {
  return HISTORY.map((v) => {
    const r = safeParse(input, { variant: v.id });
    const row = { variant: v.id, date: v.date, rule: v.defaultRule };
    return r.ok
      ? { ...row, valid: true, components: r.value }
      : { ...row, valid: false, error: { offset: r.error.offset, message: r.error.message } };
  });
}

const DEFAULT_LIMIT = 10;

interface GrammarOptions {
  rule: string | undefined;
  ruleB: string | undefined;
  part: string | undefined;
  witnesses: "pairs" | "length";
  length: number | undefined;
  limit: number;
}

/**
 * The grammar diff of two variants' rules; an unknown variant or a rule neither has is a usage
 * error (the library's RangeError, without its function's name).
 */
function diffGrammars(a: string | Variant, b: string | Variant, o: GrammarOptions): GrammarDiff {
  const variant = (side: string | Variant) =>
    typeof side === "string" ? lookupVariant("diff", variantOf({ variant: side })) : side;
  try {
    return grammarDiff(variant(a), variant(b), {
      ruleA: o.rule,
      ruleB: o.ruleB,
      part: o.part,
      witnesses: o.witnesses,
      length: o.length,
      limit: o.limit,
    });
  } catch (error) {
    if (error instanceof RangeError)
      throw new UsageError(escapeControls(error.message.replace(/^\w+: /, "")));
    throw error;
  }
}

/** diff(1)'s statuses: 0 the same strings (proved: every reachable pair visited), 1 not, 2 undecided. */
function grammarStatus(d: GrammarDiff): number {
  return d.sideA.pairs + d.sideB.pairs > 0 ? 1 : d.complete ? 0 : 2;
}

function limitOf(value: Values[string]): number {
  if (typeof value !== "string") return DEFAULT_LIMIT;
  if (!/^[1-9]\d{0,3}$/.test(value))
    throw new UsageError(`--limit: expected a number of strings from 1 to 9999, got ${quote(value)}`);
  return Number(value);
}

function grammarOptions(values: Values): GrammarOptions {
  const text = (name: string) => (typeof values[name] === "string" ? (values[name] as string) : undefined);
  const witnesses = text("witnesses") ?? (values.length !== undefined ? "length" : "pairs");
  if (witnesses !== "pairs" && witnesses !== "length")
    throw new UsageError(`--witnesses: expected pairs or length, got ${quote(witnesses)}`);
  const length = text("length");
  if (length !== undefined && !/^(?:[0-9]|[1-5][0-9]|6[0-4])$/.test(length))
    throw new UsageError(`--length: expected a number of characters from 0 to 64, got ${quote(length)}`);
  if (length !== undefined && witnesses !== "length")
    throw new UsageError("--length goes with --witnesses length");
  if (text("part") !== undefined && (text("rule") !== undefined || text("rule-b") !== undefined))
    throw new UsageError("give --part or --rule/--rule-b, not both");
  return {
    rule: text("rule"),
    ruleB: text("rule-b"),
    part: text("part"),
    witnesses,
    length: length === undefined ? undefined : Number(length),
    limit: limitOf(values.limit),
  };
}

/**
 * A side of diff --grammar as an argument names it: an ABNF file (a name ending in .abnf), compiled
 * for `rule` when it has that rule, else for its first rule; a variant module (a path, as --variant
 * FILE takes it); else a variant id (left to diffGrammars). A grammar that does not compile gives
 * its exit status (grammar.ts GRAMMAR_EXIT).
 */
async function grammarSide(
  arg: string,
  rule: string | undefined,
  values: Values,
  context: Parameters<Command["run"]>[1],
): Promise<{ ok: true; value: string | Variant } | { ok: false; status: number }> {
  if (/\.abnf$/i.test(arg)) {
    const reading = readingOptions(values);
    let text: string;
    try {
      text = readFileSync(arg, "utf8");
    } catch (error) {
      throw new InputError(arg, error);
    }
    const include = (path: string) => {
      try {
        return readFileSync(path, "utf8");
      } catch {
        return undefined;
      }
    };
    return grammarStep(context, () => {
      const grammar = loadAbnf(text, { file: arg, include, ...reading });
      const named = rule === undefined ? undefined : grammar.rules.get(rule.toLowerCase())?.name;
      const start = named ?? grammar.own[0];
      if (start === undefined) throw new UsageError(`${quote(arg)}: the grammar has no rules`);
      const variant = compileAbnf(text, { rules: [start], file: arg, include, ...reading }).variant({
        id: arg,
      });
      return lookupVariant("diff", variant);
    });
  }
  if (isVariantFile(arg))
    return { ok: true, value: lookupVariant("diff", await loadVariantModule(arg, quote(arg))) };
  return { ok: true, value: arg };
}

async function runGrammarDiff(
  values: Values,
  positionals: string[],
  context: Parameters<Command["run"]>[1],
): Promise<number> {
  const options = grammarOptions(values);
  if (values.jsonl) {
    noArguments(positionals);
    return jsonl(
      context,
      (value) => {
        if (typeof value !== "object" || value === null || Array.isArray(value))
          throw new ShapeError(
            'expected a JSON object with "a" and "b" (variant ids) and, optionally, "rule", "ruleB" or "part"',
          );
        const o = value as Record<string, unknown>;
        if (typeof o.a !== "string" || typeof o.b !== "string")
          throw new ShapeError('expected "a" and "b" to be variant ids (JSON strings)');
        for (const key of ["rule", "ruleB", "part"])
          if (o[key] !== undefined && typeof o[key] !== "string")
            throw new ShapeError(`expected "${key}" to be a JSON string`);
        const named = o.rule !== undefined || o.ruleB !== undefined || o.part !== undefined;
        let d: GrammarDiff;
        try {
          d = diffGrammars(o.a, o.b, {
            ...options,
            ...(named
              ? {
                  rule: o.rule as string | undefined,
                  ruleB: o.ruleB as string | undefined,
                  part: o.part as string | undefined,
                }
              : {}),
          });
        } catch (error) {
          if (error instanceof UsageError) return [{ error: { message: error.message } }, 2];
          throw error;
        }
        return [d, grammarStatus(d)];
      },
      2,
    );
  }
  if (positionals.length !== 2)
    throw new UsageError(
      `--grammar takes two variant ids (or variant modules, or ABNF files), A and B (got ${positionals.length} arguments)`,
    );
  const sides: (string | Variant)[] = [];
  for (const [k, arg] of positionals.entries()) {
    const side = await grammarSide(
      arg,
      k === 0 ? options.rule : (options.ruleB ?? options.rule),
      values,
      context,
    );
    if (!side.ok) return side.status;
    sides.push(side.value);
  }
  const d = diffGrammars(sides[0]!, sides[1]!, options);
  await context.out.line(values.json ? toJson(d, 2) : grammarDiffText(d));
  return grammarStatus(d);
}

export const diffCommand: Command = {
  name: "diff",
  summary:
    "parse one input under every URI syntax, oldest first; or, with --grammar A B, the shortest strings one grammar accepts and the other rejects",
  usage: [
    "uri-grammar diff [--json] INPUT",
    "uri-grammar diff --jsonl < strings.jsonl",
    "uri-grammar diff --grammar [--rule RULE] [--limit N] [--json] A B",
    "uri-grammar diff --grammar --jsonl [--rule RULE] [--limit N] < pairs.jsonl",
  ],
  description:
    "Parse INPUT with each generation of the URI syntax, from the 1993 URL draft to RFC 6874, each with its own reference rule, and print one row per generation: valid with the components, or invalid with the offset and the error. With --grammar, compare two variants' grammars instead: print the shortest strings that variant A's rule accepts and variant B's rejects, then the reverse, found breadth first in the product of the two minimal DFAs (e.g. diff --grammar rfc2396 rfc3986: RFC 3986 accepts //[::] and A:, RFC 2396 //:! ). Each string is checked with isValid under both. A and B are variant ids, or (not with --jsonl) modules written by uri-grammar compile --variant-id (a path, as --variant FILE takes it) or ABNF files (a name ending in .abnf: compiled for its --rule, or --rule-b for B, where it has that rule, else for its first rule; exit statuses 3 to 5 as for compile).",
  options: [
    {
      name: "grammar",
      help: "compare the grammars of the variants A and B (two arguments) instead of parsing an input; exit status 0 when the two rules accept the same strings, 1 when some string tells them apart",
    },
    {
      ...RULE_OPTION,
      default:
        "the rules of the first part both have (the table of corresponding rules: reference, absolute, relative, scheme, authority, host, ...)",
      help: "with --grammar: the rule of A to compare; B's is the rule of the same name, else B's rule for the part A's plays",
    },
    {
      name: "rule-b",
      value: "RULE",
      default: "as --rule says",
      help: "with --grammar: the rule of B to compare",
    },
    {
      name: "part",
      value: "PART",
      default: "the first part both variants have a rule for",
      help: `with --grammar: compare the rules that play this part in each generation (${CORRESPONDING_RULES.map((r) => r.id).join(", ")})`,
    },
    {
      name: "witnesses",
      value: "pairs|length",
      default: "pairs",
      help: "with --grammar: pairs lists one shortest string for each pair of states (A's, B's) where one accepts and the other rejects, breadth first, and counts the pairs; length lists every string of one length (a character standing for its class), and counts them",
    },
    {
      name: "length",
      value: "N",
      default: "the shortest length with a string each way",
      help: "with --witnesses length: the length of the strings",
    },
    {
      name: "limit",
      value: "N",
      default: String(DEFAULT_LIMIT),
      help: "with --grammar: how many strings each way",
    },
    {
      name: "json",
      help: "print the rows as one JSON array: variant, date, rule, valid, components or error",
    },
    ...READING_OPTIONS.map((o) => ({ ...o, help: `with --grammar and an ABNF file: ${o.help}` })),
    {
      name: "jsonl",
      help: 'JSON Lines: read one JSON string per line from stdin; write {"rows":[…]} per line (the rows of --json); with --grammar, read {"a":ID,"b":ID,"rule":R} objects (rule optional) and write the object of --json per line; a line that cannot be handled gets {"error":{"message":…}} and the run goes on',
    },
    MAX_LINE_OPTION,
    HELP_OPTION,
  ],
  exitStatus: [
    [0, "the rows were printed, whatever they say; with --grammar: the two rules accept the same strings"],
    [
      1,
      "with --jsonl: some line is not a JSON string; with --grammar: some string is accepted by one rule and not the other",
    ],
    [
      2,
      `${TROUBLE}; with --grammar, also an unknown variant or rule, a variant module that cannot be loaded, an ABNF file or include that cannot be read, a line that is not a {a, b} object, and a walk stopped at its limit with no string found`,
    ],
    ...[GRAMMAR_EXIT_STATUS.notAbnf, GRAMMAR_EXIT_STATUS.rules, GRAMMAR_EXIT_STATUS.tooLarge].map(
      ([status, meaning]) => [status, `with --grammar and an ABNF file: ${meaning}`] as const,
    ),
  ],
  async run({ values, positionals }, context) {
    if (values.json && values.jsonl) throw new UsageError("give --json or --jsonl, not both");
    if (values.grammar) return runGrammarDiff(values, positionals, context);
    for (const name of ["rule", "rule-b", "part", "witnesses", "length", "limit"])
      if (values[name] !== undefined)
        throw new UsageError(`--${name} goes with --grammar (the rows use each variant's reference rule)`);
    if (values.jsonl) {
      noArguments(positionals);
      return jsonl(context, (value) => [{ rows: diffRows(expectJsonString(value)) }, 0]);
    }
    if (positionals.length !== 1) throw new UsageError(`give exactly one input (got ${positionals.length})`);
    const rows = diffRows(positionals[0]!);
    if (values.json) {
      await context.out.line(toJson(rows, 2));
      return 0;
    }
    const width = Math.max(...rows.map((r) => r.variant.length));
    for (const r of rows) {
      const head = `${r.variant.padEnd(width)}  ${r.date.padEnd(10)}  `;
      if (!r.valid) {
        await context.out.line(
          `${head}invalid  offset ${r.error!.offset}: ${escapeControls(r.error!.message)}`,
        );
        continue;
      }
      const c = r.components as Record<string, string | undefined>;
      const parts = COMPONENT_ORDER.filter((k) => c[k] !== undefined).map((k) => `${k}=${quote(c[k]!)}`);
      await context.out.line(`${head}valid    ${parts.join(" ")}`);
    }
    return 0;
  },
};
