// The normalization stepper: RFC 3986 §6.2.2 (and §6.2.3 at level "scheme") step by step, each
// step before and after, and §5.2.4's table for the dot segments of §6.2.2.3: the library's own
// normalize run with an observer. Typing, the level select, the example buttons, links, back and
// forward are states, shown by update.
import { normalizationSteps } from "../../src/explain/steppers.js";
import type { NormalizationLevel } from "../../src/semantics/normalize.js";
import { h } from "../dom.js";
import type { State } from "../state.js";
import { type Ctx, selectControl, textControl, type View } from "../ui.js";
import { loadVariant } from "../variants.js";
import { dotTable, table } from "./steppers.js";

const NORMALIZE_STEPS: Record<string, string> = {
  "6.2.2.1 scheme": "RFC 3986 §6.2.2.1 case: the scheme in lower case",
  "6.2.2.1 host": "RFC 3986 §6.2.2.1 and §6.2.2.2: the host in lower case, its percent-encodings normalized",
  "6.2.2.2 userinfo":
    "RFC 3986 §6.2.2.2 percent-encoding: upper-case hex digits, unreserved characters decoded",
  "6.2.2.2 path": "RFC 3986 §6.2.2.2 percent-encoding in the path",
  "6.2.2.3 path": "RFC 3986 §6.2.2.3 path segment normalization: remove_dot_segments",
  "6.2.2.2 query": "RFC 3986 §6.2.2.2 percent-encoding in the query",
  "6.2.2.2 fragment": "RFC 3986 §6.2.2.2 percent-encoding in the fragment",
  "6.2.3 port": "RFC 3986 §6.2.3 scheme-based: an empty or default port omitted",
  "6.2.3 path": "RFC 3986 §6.2.3 scheme-based: an empty path with an authority as the scheme says",
};

const EXAMPLES = [
  "HTTP://Example.COM:80/%7euser/./a/../b",
  "http://a/%7Ea%2fb?%61#%7e",
  "HTTP://[2001:DB8::1]:/x/../y",
  "https://example.com:443",
];

export function mount(app: HTMLElement, ctx: Ctx): View {
  const input = textControl(ctx, "input", "URI", { multiline: false, size: 40 });
  const level = selectControl(ctx, "level", "Level", [
    ["syntax", "syntax (§6.2.2)"],
    ["scheme", "scheme (§6.2.2 and §6.2.3)"],
  ]);
  const examples = h("p", { className: "examples" }, "Try: ");
  for (const ex of EXAMPLES) {
    const button = h("button", { type: "button" }, ex);
    button.addEventListener("click", () => ctx.go({ input: ex }, true));
    examples.append(button, " ");
  }
  const out = h("div", { className: "steps-out", "aria-live": "polite" });
  app.append(
    h("section", { className: "controls", "aria-label": "What to normalize" }, input.element, level.element),
    examples,
    out,
  );
  let token = 0;
  let last = "";
  return {
    async update(state: State) {
      const mine = ++token;
      input.sync(state);
      level.sync(state);
      const key = JSON.stringify([state.variant, state.input, state.level]);
      if (key === last) return;
      const variant = await loadVariant(state.variant);
      if (mine !== token) return;
      last = key;
      let result;
      const started = performance.now();
      try {
        result = normalizationSteps(variant, state.input, state.level as NormalizationLevel);
      } catch (error) {
        out.replaceChildren(h("p", { className: "verdict no" }, (error as Error).message));
        return;
      } finally {
        ctx.meter.compute.push(performance.now() - started);
      }
      ctx.meter.derivation = result;
      const rows = result.steps
        .filter((s) => !s.id.startsWith("5.2.4"))
        .map((s) => [
          NORMALIZE_STEPS[s.id] ?? s.id,
          s.values?.before ?? "(undefined)",
          s.values?.after ?? "(undefined)",
        ]);
      const dots = dotTable(result.steps);
      out.replaceChildren(
        h(
          "p",
          { className: "verdict yes", "data-normalized": result.normalized },
          "Normal form: ",
          h("code", {}, result.normalized),
        ),
        table(
          ["Step", "before", "after"],
          rows.length,
          (i) => rows[i]!,
          "steps normalize",
          (r) => (r[1] !== r[2] ? "changed" : ""),
        ),
        dots
          ? h("div", {}, h("h2", {}, "RFC 3986 §5.2.4 remove_dot_segments, as §6.2.2.3 runs it"), dots)
          : "",
      );
    },
  };
}
