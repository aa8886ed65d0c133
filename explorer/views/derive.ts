// The derivation view: how the variant's grammar reads the input, character by character (the
// ribbon), rule by rule (the tree), where the RFC's prose decides, and, for an input it rejects,
// why (the failure: caret, readings alive, every one-edit repair). For http(s), ws(s), ftp and file
// inputs, the browser's own URL reading beside the RFC's (./whatwg.ts, loaded for those only).
import type { DerivationView, ExplainNode, Explainer } from "../../src/explain/explainer.js";
import { explainerOf } from "../../src/explain/explainer.js";
import { acceptingVariants, explainFailure } from "../../src/explain/failure.js";
import { repairsHeading } from "../../src/explain/text.js";
import { type Child, h, visible } from "../dom.js";
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
  variantOptions,
  type View,
} from "../ui.js";
import { loadUriVariants, loadVariant, recordOf } from "../variants.js";
import { ribbon } from "./ribbon.js";

/** The schemes a WHATWG URL parser treats as special (URL Standard §4.1), and file. */
export const BROWSER_SCHEMES = /^(?:https?|wss?|ftp|file):/i;

export function mount(app: HTMLElement, ctx: Ctx): View {
  const variant = selectControl(ctx, "variant", "Variant", variantOptions(), (id) => ({
    variant: id,
    rule: "",
  }));
  const rule = selectControl(ctx, "rule", "Start rule", []);
  const input = textControl(ctx, "input", "Input");
  const out = h("div", { className: "derive-out" });
  app.append(
    h(
      "section",
      { className: "controls", "aria-label": "What to derive" },
      variant.element,
      rule.element,
      input.element,
    ),
    out,
  );
  let last = "";
  let token = 0;
  return {
    async update(state) {
      const mine = ++token;
      variant.sync(state);
      input.sync(state);
      const explainer = await explainerOf(await loadVariant(state.variant));
      if (mine !== token) return;
      const rules = explainer.variant.startRules;
      let ruleName = state.rule || explainer.variant.defaultRule;
      if (!rules.includes(ruleName)) {
        ctx.problem(
          "rule",
          `${state.variant} has no start rule ${JSON.stringify(state.rule)}; the page shows ${explainer.variant.defaultRule}.`,
        );
        ruleName = explainer.variant.defaultRule;
      }
      rule.sync({ ...state, rule: ruleName }, optionsOf(rules));
      const key = JSON.stringify([state.variant, ruleName, state.input]);
      if (key === last) return;
      last = key;
      render(ctx, state, explainer, ruleName, out);
    },
  };
}

const ruleOptions = new WeakMap<readonly string[], [string, string][]>();
function optionsOf(rules: readonly string[]): [string, string][] {
  let o = ruleOptions.get(rules);
  if (o === undefined) ruleOptions.set(rules, (o = rules.map((r) => [r, r])));
  return o;
}

function render(ctx: Ctx, state: State, explainer: Explainer, rule: string, out: HTMLElement): void {
  const view = timed(ctx, () => explainer.derivation(state.input, rule));
  ctx.meter.derivation = view;
  const record = recordOf(state.variant);
  out.dataset.accepted = String(view.accepted);
  const stack = h("div", { className: "stack", id: "stack", "aria-live": "polite" });
  const r = ribbon(ctx, state, view, explainer, (k) => showStack(ctx, view, stack, k));
  out.replaceChildren(
    h(
      "p",
      { className: `verdict ${view.accepted ? "yes" : "no"}` },
      view.accepted ? "✓ " : "✗ ",
      h("code", {}, quoted(view.input)),
      view.accepted ? " is a " : " is not a ",
      ruleLink(ctx, view.rule),
      ` of ${record.document} (${view.input.length} characters)`,
    ),
    h(
      "section",
      { className: "panel", "aria-labelledby": "ribbon-title" },
      h("h2", { id: "ribbon-title" }, "Each character, and the rules that read it"),
      r.element,
      legend(),
    ),
    stack,
  );
  showStack(ctx, view, stack, r.current);
  if (!view.accepted) out.append(failurePanel(ctx, state, explainer, rule));
  if (BROWSER_SCHEMES.test(state.input)) {
    const box = h(
      "section",
      { className: "panel whatwg", id: "whatwg", "aria-labelledby": "whatwg-title" },
      h("h2", { id: "whatwg-title" }, "The browser's reading (WHATWG URL) beside the RFC's"),
    );
    out.append(box);
    const input = state.input;
    void import("./whatwg.js").then((m) => {
      if (ctx.state.input === input) m.whatwgPanel(ctx, box, input);
    });
  }
  if (view.readings.length > 0) out.append(readingsPanel(ctx, view));
  if (view.accepted) out.append(componentsPanel(view));
  out.append(treePanel(ctx, view, explainer));
}

function legend(): HTMLElement {
  const items = ["scheme", "authority", "userinfo", "host", "port", "path", "params", "query", "fragment"];
  return h(
    "p",
    { className: "legend", "aria-label": "Colours of the components" },
    ...items.map((c) => h("span", { className: `ch-key c-${c}` }, c)),
  );
}

function showStack(ctx: Ctx, view: DerivationView, target: HTMLElement, k: number): void {
  const c = view.chars[k];
  if (c === undefined) {
    target.replaceChildren(h("p", {}, "The empty string: no character to show."));
    return;
  }
  const crumbs: Node[] = [];
  c.stack.forEach((rule, i) => {
    if (i > 0) crumbs.push(document.createTextNode(" › "));
    crumbs.push(ruleLink(ctx, rule));
  });
  target.replaceChildren(
    h(
      "p",
      {},
      h("span", { className: `ch-big c-${c.component ?? "none"}` }, visible(c.text)),
      ` character ${k + 1} of ${view.chars.length}, offset ${c.from}${c.component ? `, in the ${c.component}` : ""}: `,
      ...crumbs,
    ),
  );
}

function readingsPanel(ctx: Ctx, view: DerivationView): HTMLElement {
  const list = h("ul", {});
  for (const r of view.readings)
    for (const x of r.rejected)
      list.append(
        h(
          "li",
          {},
          h("code", {}, r.text),
          " is read as ",
          ruleLink(ctx, r.chosen),
          x.reads === "whole"
            ? h("span", {}, ". It is also a ", ruleLink(ctx, x.rule), ": that reading is rejected. ")
            : h(
                "span",
                {},
                ". ",
                ruleLink(ctx, x.rule),
                " reads only ",
                h("code", {}, x.prefix),
                ", and a ",
                ruleLink(ctx, r.rule),
                " cannot end there: that reading is rejected. ",
              ),
          h("span", { className: "says" }, r.says, " "),
          sectionLink(r.section),
        ),
      );
  return h("section", { className: "panel readings" }, h("h2", {}, "Where the RFC decides by prose"), list);
}

function componentsPanel(view: DerivationView): HTMLElement {
  const rows = Object.entries(view.components).map(([name, text]) =>
    h(
      "tr",
      {},
      h("th", { className: `c-${name}`, scope: "row" }, name),
      h("td", {}, h("code", {}, JSON.stringify(text))),
    ),
  );
  return h(
    "section",
    { className: "panel" },
    h("h2", {}, "Components (RFC 3986 §5.3)"),
    rows.length === 0
      ? h("p", {}, "This rule has no components.")
      : h("table", { className: "components" }, h("tbody", {}, ...rows)),
  );
}

function treePanel(ctx: Ctx, view: DerivationView, explainer: Explainer): HTMLElement {
  const item = (n: ExplainNode, depth: number): HTMLElement => {
    const label: Child[] = [
      h(
        "a",
        {
          className: `rule c-${n.component ?? "none"}`,
          href: link(ctx, { view: "rule", show: n.rule }),
          title: explainer.abnfLine(n.rule),
        },
        n.rule,
      ),
      " ",
      h("code", {}, quoted(n.text, 60)),
      " ",
      sectionLink(n.section),
    ];
    if (n.children.length === 0) return h("li", { className: "leaf" }, ...label);
    // A fold button before the rule (a button and a link side by side, not one inside the other).
    const toggle = h(
      "button",
      { type: "button", className: "fold", "aria-expanded": "false", title: `Fold or unfold ${n.rule}` },
      h("span", { className: "visually-hidden" }, `${n.rule}: `),
      "▸",
    );
    const li = h("li", {}, toggle, " ", ...label);
    let list: HTMLElement | null = null;
    const set = (open: boolean) => {
      toggle.setAttribute("aria-expanded", String(open));
      toggle.lastChild!.textContent = open ? "▾" : "▸";
      if (open && list === null)
        li.append((list = h("ul", {}, ...n.children.map((c) => item(c, depth + 1)))));
      if (list !== null) list.hidden = !open;
    };
    toggle.addEventListener("click", () => set(toggle.getAttribute("aria-expanded") !== "true"));
    // Open down to the components, the rest on demand (a reader's Tab goes through what is open).
    if (depth < 2 && n.component === null) set(true);
    return li;
  };
  return h(
    "section",
    { className: "panel tree" },
    h("h2", {}, "Derivation tree (fold and unfold)"),
    h("ul", {}, item(view.tree, 0)),
  );
}

function failurePanel(ctx: Ctx, state: State, explainer: Explainer, rule: string): HTMLElement {
  const f = timed(ctx, () => explainFailure(explainer.variant, state.input, rule));
  const panel = h(
    "section",
    { className: "panel failure", id: "failure", "aria-labelledby": "failure-title" },
    h("h2", { id: "failure-title" }, "Why it fails"),
  );
  if (f === null) return panel;
  panel.append(h("pre", { className: "caret" }, f.message + "\n" + f.excerpt));
  const alive = h("ul", { className: "alive" });
  for (const a of f.alive) {
    const crumbs: Node[] = [];
    a.stack.forEach((r, i) => {
      if (i > 0) crumbs.push(document.createTextNode(" › "));
      crumbs.push(ruleLink(ctx, r));
    });
    alive.append(
      h("li", {}, ...crumbs, h("span", { className: "expects" }, " expected ", a.expected.join(", "))),
    );
  }
  panel.append(h("h3", {}, `The rules alive at offset ${f.offset}, and what each expected`), alive);
  const repairs = h("ul", { className: "repairs" });
  for (const r of f.repairs)
    repairs.append(
      h(
        "li",
        {},
        h("a", { href: link(ctx, { input: r.result }), className: "repair" }, r.description),
        " → ",
        h("code", {}, r.result),
      ),
    );
  const heading = repairsHeading(f);
  panel.append(
    h("h3", {}, "One-edit repairs"),
    h(
      "p",
      { className: "repairs-heading" },
      heading[0]!.toUpperCase() + heading.slice(1) + (f.repairs.length > 0 ? ":" : "."),
    ),
  );
  if (f.repairs.length > 0) panel.append(repairs);
  // The other generations' grammars are fetched only when asked for (they are most of the page's weight).
  const others = h("p", { className: "others" });
  const ask = h(
    "button",
    { type: "button", className: "others-button" },
    "Which other generations accept it? (loads their grammars)",
  );
  ask.addEventListener("click", () => {
    const input = state.input;
    others.replaceChildren("Checking the other variants…");
    void loadUriVariants().then((variants) => {
      if (ctx.state.input !== input) return;
      const yes = acceptingVariants(input, variants);
      others.replaceChildren(
        yes.length === 0
          ? "No variant's reference rule accepts it."
          : h(
              "span",
              {},
              "Accepted by ",
              ...yes.flatMap((v, i) => [
                i > 0 ? ", " : "",
                h("a", { href: link(ctx, { variant: v.id, rule: "" }) }, v.id),
              ]),
              ` (their ${[...new Set(yes.map((v) => v.rule))].join(" / ")}).`,
            ),
      );
    });
  });
  others.append(ask);
  panel.append(h("h3", {}, "Which variants accept it"), others);
  return panel;
}
