// The resolution stepper: RFC 1808, RFC 2396 and RFC 3986 side by side (or one variant's
// algorithm alone), each the library's own algorithm run with an observer, over RFC 3986 §5.2.2's
// pseudocode with the branch taken, the §5.2.3 merge and §5.2.4's buffer table. Every input (the
// base, the reference, the algorithm select, the RFC 3986 §5.4 example buttons, a link, back and
// forward) is a state, shown by update.
import { rfc3986Section5_4_1, rfc3986Section5_4_2Strict } from "../../corpus/examples.js";
import { resolutionSteps, type ResolutionSteps } from "../../src/explain/steppers.js";
import { h } from "../dom.js";
import type { State } from "../state.js";
import { type Ctx, selectControl, textControl, type View } from "../ui.js";
import { loadVariant, RECORD_LIST } from "../variants.js";
import { resolveColumn } from "./steppers.js";

const SIDE_BY_SIDE: readonly [string, string, string][] = [
  ["rfc1808", "RFC 1808 §4", "RFC 1808 §4"],
  ["rfc2396", "RFC 2396 §5.2", "RFC 2396 §5.2"],
  ["rfc3986", "RFC 3986 §5.2", "RFC 3986 §5.2.2"],
];

const ALGORITHMS: [string, string][] = [
  ["", "RFC 1808, RFC 2396 and RFC 3986 side by side"],
  ...RECORD_LIST.filter((r) => r.resolution !== null).map((r): [string, string] => [r.id, `${r.id} alone`]),
];

export function mount(app: HTMLElement, ctx: Ctx): View {
  const base = textControl(ctx, "base", "Base", { multiline: false, className: "field" });
  const ref = textControl(ctx, "ref", "Reference", { multiline: false, className: "field" });
  const alg = selectControl(ctx, "alg", "Algorithms", ALGORITHMS);
  const examples = h("div", { className: "examples", role: "group", "aria-labelledby": "examples-title" });
  const buttons = new Map<string, HTMLButtonElement>();
  const exampleBase = rfc3986Section5_4_1.base;
  for (const [title, list] of [
    ["RFC 3986 §5.4.1 normal examples", rfc3986Section5_4_1.cases],
    // §5.4.2 also lists http:g, absolute for a strict parser (this page's reading).
    ["RFC 3986 §5.4.2 abnormal examples", rfc3986Section5_4_2Strict.cases],
  ] as const) {
    const row = h("p", {}, h("span", { className: "examples-title" }, `${title}: `));
    for (const [reference] of list) {
      const button = h("button", { type: "button", "aria-pressed": "false" }, JSON.stringify(reference));
      button.addEventListener("click", () => ctx.go({ base: exampleBase, ref: reference }, true));
      buttons.set(reference, button);
      row.append(button, " ");
    }
    examples.append(row);
  }
  const out = h("div", { className: "steps-out", "aria-live": "polite" });
  app.append(
    h(
      "section",
      { className: "controls", "aria-label": "What to resolve" },
      base.element,
      ref.element,
      alg.element,
    ),
    h(
      "h2",
      { id: "examples-title", className: "visually-hidden" },
      "RFC 3986 §5.4's examples, against its base",
    ),
    examples,
    out,
  );
  let token = 0;
  let last = "";
  return {
    async update(state: State) {
      const mine = ++token;
      base.sync(state);
      ref.sync(state);
      alg.sync(state);
      for (const [reference, button] of buttons)
        button.setAttribute("aria-pressed", String(state.base === exampleBase && state.ref === reference));
      const key = JSON.stringify([state.base, state.ref, state.alg]);
      if (key === last) return;
      const columns =
        state.alg === ""
          ? SIDE_BY_SIDE
          : [[state.alg, state.alg, RECORD_LIST.find((r) => r.id === state.alg)?.document ?? ""] as const];
      const variants = await Promise.all(columns.map(([id]) => loadVariant(id)));
      if (mine !== token) return;
      last = key;
      const started = performance.now();
      const results = variants.map((variant) => {
        try {
          return resolutionSteps(variant, state.base, state.ref);
        } catch (error) {
          return error as Error;
        }
      });
      ctx.meter.compute.push(performance.now() - started);
      ctx.meter.derivation = results.map((r) =>
        r instanceof Error ? { error: r.message } : (r as ResolutionSteps),
      );
      out.replaceChildren(
        h(
          "div",
          { className: `step-cols n${columns.length}` },
          ...columns.map(([, title, section], i) => resolveColumn(title, section, results[i]!)),
        ),
      );
    },
  };
}
