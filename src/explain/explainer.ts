// What the explorer's views and `uri-grammar explain` show of a variant: the derivation of an input
// (its tree, each character's rule stack and component, the readings the RFC's prose rejects), and
// any rule of the grammar (its ABNF, its PEG transcription, the departures and their
// counterexamples). A variant's texts are loaded with its explainer (sources.ts).
import { checkString } from "../arguments.js";
import type { AbnfGrammar, AbnfNode } from "../../compiler/ast.js";
import { ruleOf, splitOf } from "../syntax/start-rule.js";
import type { Variant } from "../variants/types.js";
import { abnfOf, grammarOfSource, ruleIn, ruleText } from "./abnf.js";
import { derive, type DerivationNode } from "./derive.js";
import { machineOf } from "./machine.js";
import { headerNotes, notesOf, pegNameOf, pegRules, type PegRuleText } from "./peg-text.js";
import { type ProseRule, proseRuleOf } from "./prose.js";
import { sectionUrl } from "./sections.js";
import type { Departure, GrammarSource } from "./source.js";
import { loadSource } from "./sources.js";

/** A rule's match in the derivation, with where the rule is defined. */
export interface ExplainNode {
  readonly rule: string;
  readonly section: string | null;
  /** The component the rule fills (the variant's record), if any. */
  readonly component: string | null;
  readonly from: number;
  readonly to: number;
  readonly text: string;
  readonly children: readonly ExplainNode[];
  /** The nodes of the rule's syntax tree the match went through (preorder indexes). */
  readonly used: readonly number[];
}

export interface ExplainChar {
  readonly from: number;
  readonly to: number;
  readonly text: string;
  /** The rules that read it, outermost first. */
  readonly stack: readonly string[];
  /** The innermost component around it, if any. */
  readonly component: string | null;
  /** Index in `readings` of a rejected reading that covers it, or -1. */
  readonly reading: number;
}

/** A reading the RFC's prose rejects, beside the one the derivation takes. */
export interface ProseReading {
  readonly rule: string;
  readonly from: number;
  readonly to: number;
  readonly text: string;
  /** The alternative taken. */
  readonly chosen: string;
  /** The other alternatives that read all of the text ("whole") or only a prefix of it ("prefix"). */
  readonly rejected: readonly {
    readonly rule: string;
    readonly reads: "whole" | "prefix";
    readonly prefix: string;
  }[];
  readonly section: string;
  readonly says: string;
}

export interface DerivationView {
  readonly variant: string;
  readonly rule: string;
  readonly input: string;
  readonly accepted: boolean;
  /** When rejected: where no reading goes on. */
  readonly stop: number;
  readonly tree: ExplainNode;
  readonly chars: readonly ExplainChar[];
  /** The components, as the outermost match of each component's rules. */
  readonly components: Readonly<Record<string, string>>;
  readonly readings: readonly ProseReading[];
  /** Work done by the derivation (thread records), for the scaling tests. */
  readonly work: number;
}

export interface RuleView {
  readonly name: string;
  readonly section: string | null;
  readonly url: string | null;
  readonly file: string;
  readonly line: number;
  /** The rule as its ABNF file writes it, and the comment above it. */
  readonly abnf: { readonly comment: string; readonly text: string };
  readonly node: AbnfNode;
  /** The rule's PEG transcription, if the transcription has the rule. */
  readonly peg: PegRuleText | null;
  /** Its `// PEG:` departure, the naive transcription and the counterexample, if it departs. */
  readonly departure: Departure | null;
  /** The header notes of the transcription the departure refers to. */
  readonly notes: readonly { readonly number: number; readonly text: string }[];
  /** The rules it references, and the rules that reference it. */
  readonly references: readonly string[];
  readonly usedBy: readonly string[];
  /** Whether the variant compiles it to automata (a start rule). */
  readonly startRule: boolean;
}

function refsOf(node: AbnfNode, out: string[] = []): string[] {
  if (node.type === "ref" && !out.includes(node.name)) out.push(node.name);
  if (node.type === "alt" || node.type === "cat") node.items.forEach((n) => refsOf(n, out));
  if (node.type === "rep") refsOf(node.item, out);
  return out;
}

export class Explainer {
  readonly variant: Variant;
  readonly source: GrammarSource;
  readonly grammar: AbnfGrammar;
  private readonly pegs: Map<string, PegRuleText>;
  private readonly notes: Map<number, string>;
  /** Per rule name as the machine spells it: its section and prose rule (a derivation asks per match). */
  private readonly sections = new Map<string, string | null>();
  private readonly proses = new Map<string, ProseRule | null>();
  private readonly lines = new Map<string, string>();

  constructor(variant: Variant, source: GrammarSource) {
    this.variant = variant;
    this.source = source;
    this.grammar = grammarOfSource(source);
    this.pegs = new Map(pegRules(source.peggy).map((r) => [r.name.toLowerCase(), r]));
    this.notes = headerNotes(source.peggy);
  }

  /** The rule's name as the grammar spells it, or a RangeError that says which rules there are. */
  ruleName(name: string | undefined): string {
    const rule = ruleIn(this.grammar, name ?? this.variant.defaultRule);
    if (rule === undefined)
      throw new RangeError(
        `explain: variant ${this.variant.id} has no rule ${JSON.stringify(name)}; its start rules: ${this.variant.startRules.join(", ")}`,
      );
    return rule.name;
  }

  /** The derivation of `input` from `rule` (the variant's default rule when none is named). */
  derivation(input: string, rule?: string): DerivationView {
    checkString("explain", "input", input);
    const name = this.ruleName(rule);
    const d = derive(machineOf(this.grammar, name), input);
    const components = this.variant.components;
    const toView = (n: DerivationNode): ExplainNode => ({
      rule: n.rule,
      section: this.sectionOf(n.rule),
      component: components[n.rule] ?? null,
      from: n.from,
      to: n.to,
      text: input.slice(n.from, n.to),
      children: n.children.map(toView),
      used: n.used,
    });
    const tree = toView(d.root);
    const readings = this.readingsOf(tree);
    const found: Record<string, string> = {};
    const walk = (n: ExplainNode) => {
      if (n.component !== null && found[n.component] === undefined) found[n.component] = n.text;
      n.children.forEach(walk);
    };
    if (d.accepted) {
      walk(tree);
      // As parse: a rule whose matches hold the path has a path, "" when no path rule matched
      // (RFC 3986 §3.3: a path is always defined).
      if (found.path === undefined && this.variant.startRules.includes(name))
        if (splitOf(ruleOf("explain", this.variant, name)).coversPath) found.path = "";
    }
    // Each character's stack: the nodes around it, found by walking down from the root once per
    // character, in order (the children are in input order, so the walk resumes where it was).
    const chars: ExplainChar[] = [];
    const path: ExplainNode[] = [tree];
    const next: number[] = [0];
    for (const c of d.chars) {
      // Climb out of the nodes that end before this character, then go down into those that hold it.
      while (path.length > 1 && path[path.length - 1]!.to <= c.from) {
        path.pop();
        next.pop();
      }
      for (;;) {
        const top = path[path.length - 1]!;
        let k = next[next.length - 1]!;
        while (k < top.children.length && top.children[k]!.to <= c.from) k++;
        next[next.length - 1] = k;
        const child = top.children[k];
        if (child === undefined || child.from > c.from || child.to <= c.from) break;
        path.push(child);
        next.push(0);
      }
      let component: string | null = null;
      for (const n of path) if (n.component !== null) component = n.component;
      chars.push({
        from: c.from,
        to: c.to,
        text: input.slice(c.from, c.to),
        stack: path.map((n) => n.rule),
        component,
        reading: readings.findIndex((r) => r.from <= c.from && c.to <= r.to),
      });
    }
    return {
      variant: this.variant.id,
      rule: name,
      input,
      accepted: d.accepted,
      stop: d.stop,
      tree,
      chars,
      components: found,
      readings,
      work: d.work,
    };
  }

  private sectionOf(rule: string): string | null {
    let section = this.sections.get(rule);
    if (section === undefined)
      this.sections.set(rule, (section = ruleIn(this.grammar, rule)?.section ?? null));
    return section;
  }

  private proseOf(rule: string): ProseRule | null {
    let prose = this.proses.get(rule);
    if (prose === undefined) this.proses.set(rule, (prose = proseRuleOf(this.source.grammar, rule) ?? null));
    return prose;
  }

  /** The readings of the tree's ambiguous rules that the RFC's prose rejects. */
  private readingsOf(tree: ExplainNode): ProseReading[] {
    const out: ProseReading[] = [];
    const visit = (n: ExplainNode) => {
      const prose = this.proseOf(n.rule);
      const def = prose === null ? undefined : ruleIn(this.grammar, n.rule)?.node;
      if (prose !== null && def?.type === "alt" && n.children.length > 0) {
        const chosen = n.children[0]!.rule;
        const rejected: ProseReading["rejected"][number][] = [];
        for (const item of def.items) {
          if (item.type !== "ref" || item.name.toLowerCase() === chosen.toLowerCase()) continue;
          const d = derive(machineOf(this.grammar, item.name), n.text);
          if (d.accepted) rejected.push({ rule: item.name, reads: "whole", prefix: n.text });
          else if (d.longest > 0)
            rejected.push({ rule: item.name, reads: "prefix", prefix: n.text.slice(0, d.longest) });
        }
        if (rejected.length > 0)
          out.push({
            rule: n.rule,
            from: n.from,
            to: n.to,
            text: n.text,
            chosen,
            rejected,
            section: prose.section,
            says: prose.says,
          });
      }
      n.children.forEach(visit);
    };
    visit(tree);
    return out;
  }

  /** Every rule of the grammar, in file order (included files first). */
  rules(): string[] {
    return [...this.grammar.rules.values()].map((r) => r.name);
  }

  /** A rule of the grammar: its ABNF, PEG, departure and links. */
  rule(name: string): RuleView {
    const rule = ruleIn(this.grammar, name);
    if (rule === undefined)
      throw new RangeError(`explain: grammar ${this.source.grammar} has no rule ${JSON.stringify(name)}`);
    const peg = this.pegs.get(pegNameOf(rule.name).toLowerCase()) ?? null;
    const departure = this.source.departures.find((d) => d.rule === rule.name) ?? null;
    const numbers = peg?.departure ? notesOf(peg.departure) : [];
    const usedBy = [...this.grammar.rules.values()]
      .filter((r) => refsOf(r.node).some((n) => n.toLowerCase() === rule.name.toLowerCase()))
      .map((r) => r.name);
    return {
      name: rule.name,
      section: rule.section ?? null,
      url: sectionUrl(rule.section) ?? null,
      file: rule.file,
      line: rule.line,
      abnf: ruleText(this.source, rule),
      node: rule.node,
      peg,
      departure,
      notes: numbers.filter((k) => this.notes.has(k)).map((k) => ({ number: k, text: this.notes.get(k)! })),
      references: refsOf(rule.node).map((n) => ruleIn(this.grammar, n)?.name ?? n),
      usedBy,
      startRule: this.variant.startRules.includes(rule.name),
    };
  }

  /** The ABNF text of a rule's definition, as one line (for labels; made once per rule). */
  abnfLine(name: string): string {
    let line = this.lines.get(name);
    if (line === undefined) {
      const rule = ruleIn(this.grammar, name);
      this.lines.set(name, (line = rule === undefined ? name : `${rule.name} = ${abnfOf(rule.node)}`));
    }
    return line;
  }
}

const explainers = new WeakMap<Variant, Promise<Explainer>>();

/** The explainer of a variant (its grammar's texts loaded on first use). */
export function explainerOf(variant: Variant): Promise<Explainer> {
  let e = explainers.get(variant);
  if (e === undefined) {
    e = loadSource(variant.grammar).then((source) => new Explainer(variant, source));
    explainers.set(variant, e);
  }
  return e;
}
