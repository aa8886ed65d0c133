// The grammar editor: change an ABNF rule or its PEG transcription, and the page compiles them with
// the project's compiler and runs the PEG ≡ ABNF check on that rule (./edit-worker.ts, in a worker,
// loaded with this view only), shows the shortest input on which the two disagree, and draws the
// edited rule's railroad. The edit is in the address (abnf=, peg=): a link carries it.
import type { RuleCheck, SideReport } from "../../src/compiler.js";
import { loadAbnf } from "../../compiler/load.js";
import { explainerOf, type Explainer } from "../../src/explain/explainer.js";
import { h } from "../dom.js";
import { railroad } from "../railroad.js";
import type { State } from "../state.js";
import { type Ctx, link, selectControl, textControl, type View, variantOptions } from "../ui.js";
import { loadVariant } from "../variants.js";
import type { CheckRequest, CheckResponse } from "./edit-worker.js";

export function mount(app: HTMLElement, ctx: Ctx): View {
  const variant = selectControl(ctx, "variant", "Variant", variantOptions("uri"), (id) => ({
    variant: id,
    abnf: "",
    peg: "",
  }));
  const rule = selectControl(ctx, "show", "Rule", [], (r) => ({ show: r, abnf: "", peg: "" }));
  const abnf = textControl(ctx, "abnf", "The ABNF rule (edit it)", { rows: 4, className: "input code-edit" });
  const peg = textControl(ctx, "peg", "Its PEG transcription (edit it)", {
    rows: 6,
    className: "input code-edit",
  });
  const reset = h("button", { type: "button" }, "Back to the grammar's own");
  reset.addEventListener("click", () => ctx.go({ abnf: "", peg: "" }, true));
  const status = h("p", { className: "check-status", "aria-live": "polite", id: "check-status" });
  const result = h("div", { className: "check-result", id: "check-result" });
  const diagram = h("div", { className: "railroad", role: "img" });
  const abnfError = h("p", { className: "verdict no", hidden: true });
  app.append(
    h(
      "section",
      { className: "controls", "aria-label": "Which rule to edit" },
      variant.element,
      rule.element,
      reset,
    ),
    h("div", { className: "edit-grid" }, abnf.element, peg.element),
    h(
      "section",
      { className: "panel", "aria-labelledby": "check-title" },
      h("h2", { id: "check-title" }, "The PEG ≡ ABNF check of this rule"),
      status,
      result,
    ),
    h(
      "section",
      { className: "panel", "aria-labelledby": "rr-title" },
      h("h2", { id: "rr-title" }, "The edited rule's railroad diagram"),
      abnfError,
      diagram,
    ),
  );
  const worker = new Worker(new URL("./edit-worker.ts", import.meta.url), { type: "module" });
  let requested = 0;
  let asked = 0;
  worker.addEventListener("message", (event: MessageEvent<CheckResponse>) => {
    const r = event.data;
    if (r.id !== requested) return; // an older edit's answer
    const ms = performance.now() - asked;
    (ctx.meter as unknown as { checks?: number[] }).checks ??= [];
    (ctx.meter as unknown as { checks: number[] }).checks.push(ms);
    status.textContent = `Checked in ${(r.ms / 1000).toFixed(2)} s in the page (the compiler and peggy in a worker).`;
    status.dataset.done = String(r.id);
    if (!r.ok) {
      result.replaceChildren(h("p", { className: "verdict no" }, r.error));
      return;
    }
    renderCheck(ctx, r.check, result);
  });
  let token = 0;
  let lastCheck = "";
  return {
    async update(state: State) {
      const mine = ++token;
      variant.sync(state);
      const explainer = await explainerOf(await loadVariant(state.variant));
      if (mine !== token) return;
      const names = explainer.rules();
      let name = names.find((n) => n.toLowerCase() === state.show.toLowerCase());
      if (name === undefined) {
        ctx.problem(
          "show",
          `${state.variant}'s grammar has no rule ${JSON.stringify(state.show)}; the page edits ${explainer.variant.defaultRule}.`,
        );
        name = explainer.variant.defaultRule;
      }
      rule.sync(
        { ...state, show: name },
        names.map((n): [string, string] => [n, n]),
      );
      const r = explainer.rule(name);
      const ownAbnf = r.abnf.text;
      const ownPeg = r.peg?.text ?? "";
      abnf.sync({ ...state, abnf: state.abnf || ownAbnf });
      peg.sync({ ...state, peg: state.peg || ownPeg });
      const editedAbnf = state.abnf || ownAbnf;
      const editedPeg = state.peg || ownPeg;
      const texts = edited(explainer, name, editedAbnf, editedPeg);
      // The railroad, at once: the edited grammar read by the compiler's own reader.
      try {
        const grammar = loadAbnf(texts.files[texts.files.length - 1]![1], {
          file: texts.files[texts.files.length - 1]![0],
          include: (path) => new Map(texts.files.map(([f, t]) => [f, t])).get(path.split("/").pop()!),
          coreRules: false,
        });
        const node = grammar.rules.get(name.toLowerCase())?.node;
        abnfError.hidden = true;
        diagram.setAttribute("aria-label", `Railroad diagram of the edited ${name}`);
        diagram.innerHTML = node === undefined ? "" : railroad(node, new Set());
      } catch (error) {
        abnfError.hidden = false;
        abnfError.textContent = (error as Error).message;
        diagram.innerHTML = "";
      }
      const key = JSON.stringify([state.variant, name, editedAbnf, editedPeg]);
      if (key === lastCheck) return;
      lastCheck = key;
      if (r.peg === null) {
        status.textContent = `The transcription has no rule ${name.replace(/-/g, "_")}: there is nothing to check.`;
        result.replaceChildren();
        return;
      }
      const request: CheckRequest = {
        id: ++requested,
        files: texts.files,
        peggy: texts.peggy,
        pegFile: `grammar/${explainer.source.grammar}.peggy`,
        rule: name,
      };
      asked = performance.now();
      status.textContent =
        state.abnf || state.peg ? "Checking the edit…" : `Checking ${name} as the grammar writes it…`;
      delete status.dataset.done;
      worker.postMessage(request);
    },
  };
}

/** The grammar's texts with the rule's ABNF definition and PEG rule replaced. */
function edited(
  explainer: Explainer,
  name: string,
  abnf: string,
  peg: string,
): { files: [string, string][]; peggy: string } {
  const r = explainer.rule(name);
  const files = explainer.source.files.map(([file, text]): [string, string] => [
    file,
    file === r.file ? text.replace(r.abnf.text, () => abnf) : text,
  ]);
  const peggy =
    r.peg === null ? explainer.source.peggy : explainer.source.peggy.replace(r.peg.text, () => peg);
  return { files, peggy };
}

function side(label: string, s: SideReport, input: string): HTMLElement {
  if (s.accepts)
    return h("li", {}, `${label} accepts it${s.stack.length > 0 ? `, reading ${s.stack.join(" › ")}` : ""}.`);
  const found =
    s.offset! < input.length
      ? JSON.stringify(String.fromCodePoint(input.codePointAt(s.offset!)!))
      : "the end";
  return h(
    "li",
    {},
    `${label} rejects it at offset ${s.offset}: expected ${(s.expected ?? []).slice(0, 6).join(", ") || "something else"}, found ${found}`,
    s.matched && s.matched.length > 0
      ? `, having matched ${s.matched
          .slice(0, 4)
          .map((m) => `${m.rule} ${JSON.stringify(m.text)}`)
          .join(" › ")}`
      : s.stack.length > 0
        ? `, in ${s.stack.join(" › ")}`
        : "",
    ".",
  );
}

function renderCheck(ctx: Ctx, check: RuleCheck, box: HTMLElement): void {
  if (check.verdict === "skipped") {
    box.replaceChildren(h("p", {}, `Not checked: ${check.reason}.`));
    return;
  }
  if (check.verdict === "agree") {
    box.replaceChildren(
      h(
        "p",
        { className: "verdict yes", "data-verdict": "agree" },
        check.method === "exact"
          ? `The PEG and the ABNF accept the same strings: proved on the automata (${check.states} pairs of states), and ${check.inputs} drawn inputs agree.`
          : `They agree on ${check.inputs} drawn inputs (not proved: ${check.reason}).`,
      ),
    );
    return;
  }
  const c = check.counterexample!;
  box.replaceChildren(
    h(
      "p",
      { className: "verdict no", "data-verdict": "disagree", "data-counterexample": c.input },
      "They disagree on ",
      h(
        "a",
        { href: link(ctx, { view: "derive", input: c.input, rule: "" }) },
        h("code", {}, JSON.stringify(c.input)),
      ),
      ` (${c.length} character${c.length === 1 ? "" : "s"}; ${c.minimal ? "no shorter input disagrees" : "found by sampling and shrunk; shorter ones not all checked"}): the ${c.accepts === "abnf" ? "ABNF" : "PEG"} accepts it.`,
    ),
    h("ul", {}, side("The ABNF", c.abnf, c.input), side("The PEG", c.peg, c.input)),
    h(
      "p",
      { className: "note" },
      "The same check runs over every rule in CI (npm run check:grammars), and on grammars of your own (uri-grammar check).",
    ),
  );
}
