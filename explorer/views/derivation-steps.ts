// The stepped derivation: the variant's PEG transcription run on the input, forward and back one
// event at a time (src/explain/peg-trace.ts): the rule entered, the alternative tried, the literal
// or character class consumed, the alternative that failed and why, the position put back. A
// failing input runs up to where it fails. Keyboard-driven: the arrows step, Home and End go to the
// ends, Page Up and Page Down jump from rule to rule; the step is in the address.
import { explainerOf, type Explainer } from "../../src/explain/explainer.js";
import { pegAstOf } from "../../src/explain/peg-ast.js";
import {
  describeEvent,
  type PegAst,
  pegTrace,
  type PegTrace,
  stackAt,
  traceVerdict,
} from "../../src/explain/peg-trace.js";
import { h, visible } from "../dom.js";
import type { State } from "../state.js";
import { type Ctx, link, selectControl, textControl, type View, variantOptions } from "../ui.js";
import { loadVariant } from "../variants.js";

const RULE_KINDS = new Set(["enter", "match", "fail"]);

/** The step bar: the buttons and keys that move through the steps (the address holds the step), and the counter. */
class StepBar {
  readonly element: HTMLElement;
  readonly #ctx: Ctx;
  readonly #counter = h("span", { className: "step-counter" });
  #trace: PegTrace | null = null;
  #steps: number[] = [];
  #index = 0;

  constructor(ctx: Ctx) {
    this.#ctx = ctx;
    const button = (label: string, title: string, to: () => number) => {
      const b = h("button", { type: "button", title }, label);
      b.addEventListener("click", () => this.#moveTo(to()));
      return b;
    };
    this.element = h(
      "div",
      {
        className: "stepper",
        id: "stepper",
        tabindex: "0",
        role: "group",
        "aria-label":
          "Steps: left and right arrows one step, Page Up and Page Down from rule to rule, Home and End to the ends",
      },
      button("First", "First step", () => 0),
      button("◀ Rule", "Previous rule entered or left", () => this.#nextRule(-1)),
      button("◀ Step", "Previous step", () => this.#index - 1),
      button("Step ▶", "Next step", () => this.#index + 1),
      button("Rule ▶", "Next rule entered or left", () => this.#nextRule(1)),
      button("Last", "Last step", () => this.#steps.length - 1),
      this.#counter,
    );
    this.element.addEventListener("keydown", (event) => {
      const moves: Record<string, () => number> = {
        ArrowLeft: () => this.#index - 1,
        ArrowRight: () => this.#index + 1,
        ArrowUp: () => this.#index - 1,
        ArrowDown: () => this.#index + 1,
        PageUp: () => this.#nextRule(-1),
        PageDown: () => this.#nextRule(1),
        Home: () => 0,
        End: () => this.#steps.length - 1,
      };
      const move = moves[event.key];
      if (move === undefined) return;
      event.preventDefault();
      this.#moveTo(move());
    });
  }

  /** The steps shown (indices of the trace's events) and the one at hand. */
  show(trace: PegTrace, steps: number[], index: number): void {
    this.#trace = trace;
    this.#steps = steps;
    this.#index = index;
    this.#counter.textContent = `Step ${index + 1} of ${steps.length}`;
  }

  #moveTo(k: number): void {
    const clamped = Math.max(0, Math.min(this.#steps.length - 1, k));
    this.#ctx.go({ step: String(clamped + 1) });
  }

  /** The next step (or the previous, direction -1) where a rule is entered or left. */
  #nextRule(direction: 1 | -1): number {
    const steps = this.#steps;
    for (let k = this.#index + direction; k >= 0 && k < steps.length; k += direction)
      if (RULE_KINDS.has(this.#trace!.events[steps[k]!]!.kind)) return k;
    return direction > 0 ? steps.length - 1 : 0;
  }
}

export function mount(app: HTMLElement, ctx: Ctx): View {
  const variant = selectControl(ctx, "variant", "Variant", variantOptions(), (id) => ({
    variant: id,
    rule: "",
    step: "1",
  }));
  const rule = selectControl(ctx, "rule", "Start rule", [], (r) => ({ rule: r, step: "1" }));
  const input = textControl(ctx, "input", "Input");
  const grain = selectControl(
    ctx,
    "grain",
    "Steps",
    [
      ["all", "every event"],
      ["rules", "rules entered and left only"],
    ],
    (g) => ({ grain: g, step: "1" }),
  );
  const bar = new StepBar(ctx);
  const now = h("div", { className: "step-now", "aria-live": "polite", id: "step-now" });
  const where = h("div", { className: "step-where" });
  const source = h("pre", {
    className: "peg step-source",
    tabindex: "0",
    "aria-label": "The rule's PEG text, the expression of this step lit",
  });
  const log = h("ol", { className: "step-log" });
  const verdict = h("p", { className: "verdict" });
  app.append(
    h(
      "section",
      { className: "controls", "aria-label": "What to step through" },
      variant.element,
      rule.element,
      input.element,
      grain.element,
    ),
    verdict,
    bar.element,
    h(
      "p",
      { className: "note keys" },
      "Keys (with the step bar focused): ← → one step, Page Up / Page Down from rule to rule, Home / End.",
    ),
    now,
    where,
    h(
      "div",
      { className: "step-grid" },
      h(
        "section",
        { "aria-labelledby": "source-title" },
        h("h2", { id: "source-title" }, "The rule in the PEG transcription"),
        source,
      ),
      h("section", { "aria-labelledby": "log-title" }, h("h2", { id: "log-title" }, "The steps before"), log),
    ),
  );
  let token = 0;
  let trace: PegTrace | null = null;
  let traceKey = "";
  let ast: PegAst | null = null;
  let explainer: Explainer | null = null;
  return {
    async update(state: State) {
      const mine = ++token;
      variant.sync(state);
      input.sync(state);
      grain.sync(state);
      explainer = await explainerOf(await loadVariant(state.variant));
      ast = await pegAstOf(explainer.source.peggy, `grammar/${explainer.source.grammar}.peggy`);
      if (mine !== token) return;
      const rules = explainer.variant.startRules;
      let start = state.rule || explainer.variant.defaultRule;
      if (!rules.includes(start)) {
        ctx.problem(
          "rule",
          `${state.variant} has no start rule ${JSON.stringify(state.rule)}; the page shows ${explainer.variant.defaultRule}.`,
        );
        start = explainer.variant.defaultRule;
      }
      rule.sync(
        { ...state, rule: start },
        rules.map((r): [string, string] => [r, r]),
      );
      const key = JSON.stringify([state.variant, start, state.input]);
      if (key !== traceKey) {
        traceKey = key;
        const started = performance.now();
        trace = pegTrace(ast, start.replace(/-/g, "_"), state.input);
        ctx.meter.compute.push(performance.now() - started);
        ctx.meter.trace = trace;
      }
      const t = trace!;
      const steps: number[] = [];
      t.events.forEach((e, i) => {
        if (state.grain === "all" || RULE_KINDS.has(e.kind)) steps.push(i);
      });
      const index = Math.min(Number(state.step) - 1, steps.length - 1);
      if (index !== Number(state.step) - 1)
        ctx.problem("step", `There are ${steps.length} steps; the link's step=${state.step} shows the last.`);
      verdict.className = `verdict ${t.accepted ? "yes" : "no"}`;
      verdict.textContent = `${traceVerdict(t)}${t.cut ? ` (the first ${t.events.length} steps are shown)` : ""}.`;
      bar.show(t, steps, index);
      const i = steps[index];
      if (i === undefined) {
        now.replaceChildren(h("p", {}, "No steps."));
        return;
      }
      showNow(now, t, i);
      showWhere(where, ctx, t, explainer, i);
      showSource(source, explainer, ast, t.events[i]!);
      showLog(log, t, steps, index);
    },
  };
}

/** The step at hand in words: what happened, and why. */
function showNow(now: HTMLElement, trace: PegTrace, i: number): void {
  const e = trace.events[i]!;
  const { text, why } = describeEvent(trace, i);
  now.replaceChildren(
    h(
      "p",
      { className: `now-text ev ${e.kind}` },
      h("span", { className: "kind" }, kindWord(e.kind)),
      " ",
      text,
    ),
    why ? h("p", { className: "now-why" }, "Why: ", why) : "",
  );
}

/** The input (what lies before the position, the position, and the rest) and the rules open there. */
function showWhere(where: HTMLElement, ctx: Ctx, trace: PegTrace, explainer: Explainer, i: number): void {
  const e = trace.events[i]!;
  const input = trace.input;
  const at = e.at;
  const to = e.to >= 0 ? e.to : at;
  const part = (from: number, end: number, cls: string) =>
    from >= end ? "" : h("span", { className: cls }, [...input.slice(from, end)].map(visible).join(""));
  const crumbs: Node[] = [];
  stackAt(trace, i).forEach((r, k) => {
    if (k > 0) crumbs.push(document.createTextNode(" › "));
    const abnf = r.replace(/_/g, "-");
    crumbs.push(
      explainer.rules().some((n) => n.toLowerCase() === abnf.toLowerCase())
        ? h("a", { className: "rule", href: link(ctx, { view: "rule", show: abnf }) }, r)
        : h("span", { className: "rule" }, r),
    );
  });
  where.replaceChildren(
    h(
      "p",
      { className: "step-input", "aria-label": `The input at offset ${at}` },
      part(0, Math.min(at, to), "before"),
      part(at, Math.max(at, to), "taken"),
      at === to
        ? h(
            "span",
            { className: "cursor" },
            at < input.length ? visible(String.fromCodePoint(input.codePointAt(at)!)) : "⏎",
          )
        : "",
      part(
        at === to
          ? at + (at < input.length ? String.fromCodePoint(input.codePointAt(at)!).length : 0)
          : Math.max(at, to),
        input.length,
        "after",
      ),
    ),
    h("p", { className: "step-stack" }, `Offset ${at}; the rules open: `, ...crumbs),
  );
}

/** The innermost rule's PEG text, the step's expression lit. */
function showSource(
  source: HTMLElement,
  explainer: Explainer,
  ast: PegAst,
  e: PegTrace["events"][number],
): void {
  const ruleNode = ast.rules.find((r) => r.name === e.rule);
  const peggy = explainer.source.peggy;
  const loc = e.node.location;
  if (!ruleNode?.location) return;
  const from = ruleNode.location.start.offset;
  const end = ruleNode.location.end.offset;
  const inside = loc !== undefined && loc.start.offset >= from && loc.end.offset <= end && e.kind !== "enter";
  source.replaceChildren(
    peggy.slice(from, inside ? loc.start.offset : end),
    inside ? h("mark", {}, peggy.slice(loc.start.offset, loc.end.offset)) : "",
    inside ? peggy.slice(loc.end.offset, end) : "",
  );
}

/** The steps before the one at hand, up to 12, indented by depth. */
function showLog(log: HTMLOListElement, trace: PegTrace, steps: number[], index: number): void {
  log.replaceChildren();
  const first = Math.max(0, index - 11);
  log.start = first + 1;
  for (let k = first; k <= index; k++) {
    const ev = trace.events[steps[k]!]!;
    const d = describeEvent(trace, steps[k]!);
    log.append(
      h(
        "li",
        {
          className: `ev ${ev.kind}${k === index ? " now" : ""}`,
          style: `margin-left:${Math.min(ev.depth - 1, 12) * 0.8}rem`,
        },
        d.text,
        d.why && ev.kind !== "mismatch" ? h("span", { className: "why" }, ` — ${d.why}`) : "",
      ),
    );
  }
}

function kindWord(kind: string): string {
  return (
    {
      enter: "Enter",
      match: "Match",
      fail: "Fail",
      try: "Try",
      "alternative-failed": "Alternative failed",
      consume: "Consume",
      mismatch: "Mismatch",
      predicate: "Predicate",
      backtrack: "Backtrack",
    } as Record<string, string>
  )[kind]!;
}
