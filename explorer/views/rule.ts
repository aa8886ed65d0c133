// The rule view: a rule of the grammar as the RFC writes it (ABNF), its railroad diagram with the
// input's path lit, its PEG transcription and the `// PEG:` departure with the equivalence check's
// counterexample; then what it becomes as code (./code.ts: peggy's generated function, the rule's
// minimal DFA drawn and tabulated, the input's run through both, step by step).
import { explainerOf, type ExplainNode, type Explainer } from "../../src/explain/explainer.js";
import { h } from "../dom.js";
import { railroad } from "../railroad.js";
import type { State } from "../state.js";
import {
  type Ctx,
  link,
  quoted,
  ruleLink,
  sectionLink,
  selectControl,
  textControl,
  timed,
  type View,
  variantOptions,
} from "../ui.js";
import { loadVariant } from "../variants.js";

export function mount(app: HTMLElement, ctx: Ctx): View {
  const variant = selectControl(ctx, "variant", "Variant", variantOptions(), (id) => ({
    variant: id,
    rule: "",
    pos: "0",
  }));
  const show = selectControl(ctx, "show", "Rule", [], (rule) => ({ show: rule, pos: "0" }));
  const input = textControl(ctx, "input", "Input (its path through the rule is lit)", { rows: 1 });
  const head = h("div", { className: "rule-head" });
  const lit = h("div", { className: "rule-lit" });
  const code = h("section", { className: "panel code", id: "code", "aria-labelledby": "code-title" });
  const tail = h("div", {});
  app.append(
    h(
      "section",
      { className: "controls", "aria-label": "Which rule" },
      variant.element,
      show.element,
      input.element,
    ),
    head,
    lit,
    code,
    tail,
  );
  let token = 0;
  let shown = "";
  let litKey = "";
  let panel: { update(state: State, text: string, note: string): void } | null = null;
  let panelFor = "";
  return {
    async update(state: State) {
      const mine = ++token;
      variant.sync(state);
      input.sync(state);
      const explainer = await explainerOf(await loadVariant(state.variant));
      if (mine !== token) return;
      const names = explainer.rules();
      let name = names.find((n) => n.toLowerCase() === state.show.toLowerCase());
      if (name === undefined) {
        ctx.problem(
          "show",
          `${state.variant}'s grammar has no rule ${JSON.stringify(state.show)}; the page shows ${explainer.variant.defaultRule}.`,
        );
        name = explainer.variant.defaultRule;
      }
      show.sync(
        { ...state, show: name },
        names.map((n): [string, string] => [n, n]),
      );
      const key = `${state.variant} ${name}`;
      if (key !== shown) {
        shown = key;
        renderHead(ctx, explainer, name, head, tail);
      }
      // The input's derivation (from the derivation view's start rule) lights the rule's path.
      const start = explainer.variant.startRules.includes(state.rule)
        ? state.rule
        : explainer.variant.defaultRule;
      const view = timed(ctx, () => explainer.derivation(state.input, start));
      const matches: ExplainNode[] = [];
      const walk = (n: ExplainNode) => {
        if (n.rule === name) matches.push(n);
        n.children.forEach(walk);
      };
      walk(view.tree);
      const lk = `${key} ${start} ${state.input}`;
      if (lk !== litKey) {
        litKey = lk;
        renderLit(ctx, explainer, name, state, matches, lit);
      }
      // The code panel runs the rule's first match in the input, else the whole input as the rule.
      const text = matches[0]?.text ?? state.input;
      const note =
        matches.length > 0
          ? `${quoted(text, 60)}, the first match of ${name} in the input's derivation`
          : `the whole input, read as ${name} (it has no match of ${name})`;
      if (panelFor !== key || panel === null) {
        panelFor = key;
        panel = null;
        code.replaceChildren(
          h("h2", { id: "code-title" }, `What ${name} becomes: the code and the automaton`),
          h("p", { className: "note" }, "Loading the generated code and the automaton…"),
        );
        const m = await import("./code.js");
        if (mine !== token) return;
        panel = await m.codePanel(ctx, code, explainer, name);
        if (mine !== token) return;
      }
      panel.update(state, text, note);
    },
  };
}

function renderHead(
  ctx: Ctx,
  explainer: Explainer,
  name: string,
  head: HTMLElement,
  tail: HTMLElement,
): void {
  const r = explainer.rule(name);
  head.replaceChildren(
    h(
      "h2",
      { className: "rule-title" },
      r.name,
      " ",
      sectionLink(r.section),
      h("span", { className: "where" }, ` grammar/${r.file}:${r.line}`),
    ),
    r.abnf.comment ? h("p", { className: "doc" }, r.abnf.comment) : "",
    h("h3", {}, "ABNF (the RFC's rule, the source of truth)"),
    h("pre", { className: "abnf" }, r.abnf.text),
  );
  const pegBox = h("div", {});
  pegBox.append(h("h3", {}, "PEG transcription (grammar/" + explainer.source.grammar + ".peggy)"));
  pegBox.append(
    r.peg === null
      ? h("p", {}, "The transcription has no rule of this name.")
      : h(
          "pre",
          { className: "peg" },
          (r.peg.comment
            ? r.peg.comment
                .split("\n")
                .map((l) => "// " + l)
                .join("\n") + "\n"
            : "") + r.peg.text,
        ),
  );
  if (r.departure !== null || r.peg?.departure) {
    const d = r.departure;
    const box = h(
      "div",
      { className: "departure" },
      h("h3", {}, "Why the PEG departs from the ABNF"),
      h("p", {}, r.peg?.departure ?? d?.note ?? ""),
    );
    for (const note of r.notes)
      box.append(h("p", { className: "note" }, `Header note ${note.number}: ${note.text}`));
    if (d !== null) {
      box.append(
        h("p", {}, "The word-for-word transcription (docs/abnf-to-peg.md §2) would be:"),
        h("pre", { className: "peg naive" }, `${r.name.replace(/-/g, "_")}\n  = ${d.naive}`),
      );
      const ce = d.counterexample;
      box.append(
        ce === null
          ? h(
              "p",
              {},
              `The equivalence check found no input on which it differs (${d.runs} inputs drawn from the ABNF and mutated): this departure keeps the language and is there for another reason.`,
            )
          : h(
              "p",
              { className: "counterexample" },
              "Counterexample (found by the equivalence check, compiler/equivalence.ts, and shrunk): ",
              h(
                "a",
                {
                  href: link(ctx, {
                    view: "derive",
                    rule: explainer.variant.startRules.includes(r.name) ? r.name : "",
                    input: ce.input,
                  }),
                },
                h("code", {}, JSON.stringify(ce.input)),
              ),
              ` — the ABNF ${ce.abnf ? "accepts" : "rejects"} it, the naive PEG ${ce.naive ? "accepts" : "rejects"} it${d.caseInsensitive ? "" : " (ABNF strings are case-insensitive, RFC 5234 §2.3)"}.`,
            ),
      );
    }
    pegBox.append(box);
  }
  pegBox.append(
    h(
      "p",
      { className: "edit-link" },
      h(
        "a",
        { href: link(ctx, { view: "edit", show: r.name, abnf: "", peg: "" }) },
        `Edit ${r.name} and check the transcription in the page`,
      ),
    ),
  );
  const links = (names: readonly string[]) =>
    names.length === 0 ? ["none"] : names.flatMap((n, i) => [i > 0 ? ", " : "", ruleLink(ctx, n)]);
  tail.replaceChildren(
    h("p", { className: "refs" }, "Uses: ", ...links(r.references)),
    h("p", { className: "refs" }, "Used by: ", ...links(r.usedBy)),
  );
  head.append(pegBox);
}

function renderLit(
  ctx: Ctx,
  explainer: Explainer,
  name: string,
  state: State,
  matches: ExplainNode[],
  lit: HTMLElement,
): void {
  const r = explainer.rule(name);
  const used = new Set<number>();
  for (const m of matches) m.used.forEach((k) => used.add(k));
  const diagram = h("div", {
    className: "railroad",
    role: "img",
    "aria-label": `Railroad diagram of ${r.name}`,
  });
  diagram.innerHTML = railroad(r.node, used);
  diagram
    .querySelectorAll<SVGGElement>("g[data-rule]")
    .forEach((g) => g.addEventListener("click", () => ctx.go({ show: g.dataset.rule!, pos: "0" }, true)));
  lit.replaceChildren(
    h("h3", {}, "Railroad diagram"),
    h(
      "p",
      { className: "note" },
      matches.length > 0
        ? `Lit: what ${quoted(state.input, 40)} went through, in ${matches.length} match${matches.length > 1 ? "es" : ""} of ${r.name}.`
        : `The input has no match of ${r.name}; type one above to see its path.`,
    ),
    diagram,
  );
}
