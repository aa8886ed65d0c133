// The resolution and normalization steppers: the library's algorithms run with an observer
// (src/explain/steps.ts); the page lays their steps over the RFCs' pseudocode and tables.
import {
  type ExplainedStep,
  normalizationSteps,
  resolutionSteps,
  type ResolutionSteps,
  type Step,
} from "../src/explain/steps.js";
import { stepLabel } from "../src/explain/text.js";
import { sectionUrl } from "../src/explain/sections.js";
import type { NormalizationLevel } from "../src/semantics/normalize.js";
import { escape, h } from "./dom.js";
import type { State } from "./state.js";
import { loadVariant, RECORD_LIST } from "./variants.js";

type Go = (change: Partial<State>, push?: boolean) => void;

/**
 * RFC 3986 §5.2.2's pseudocode: each line with the conditions it is inside (step id and the branch)
 * and, for an `if` line, the condition it tests.
 */
type Line = readonly [text: string, within: readonly (readonly [string, boolean])[], test?: string];
const S: [string, boolean] = ["R.scheme", true];
const NS: [string, boolean] = ["R.scheme", false];
const A: [string, boolean] = ["R.authority", true];
const NA: [string, boolean] = ["R.authority", false];
const E: [string, boolean] = ["R.path empty", true];
const NE: [string, boolean] = ["R.path empty", false];
const PSEUDOCODE: readonly Line[] = [
  ["if ((not strict) and (R.scheme == Base.scheme)) then", [], "not strict"],
  ["   undefine(R.scheme);", [["not strict", true]]],
  ["endif;", []],
  ["if defined(R.scheme) then", [], "R.scheme"],
  ["   T.scheme    = R.scheme;", [S]],
  ["   T.authority = R.authority;", [S]],
  ["   T.path      = remove_dot_segments(R.path);", [S]],
  ["   T.query     = R.query;", [S]],
  ["else", [NS]],
  ["   if defined(R.authority) then", [NS], "R.authority"],
  ["      T.authority = R.authority;", [NS, A]],
  ["      T.path      = remove_dot_segments(R.path);", [NS, A]],
  ["      T.query     = R.query;", [NS, A]],
  ["   else", [NS, NA]],
  ['      if (R.path == "") then', [NS, NA], "R.path empty"],
  ["         T.path = Base.path;", [NS, NA, E]],
  ["         if defined(R.query) then", [NS, NA, E], "R.query"],
  ["            T.query = R.query;", [NS, NA, E, ["R.query", true]]],
  ["         else", [NS, NA, E, ["R.query", false]]],
  ["            T.query = Base.query;", [NS, NA, E, ["R.query", false]]],
  ["         endif;", [NS, NA, E]],
  ["      else", [NS, NA, NE]],
  ['         if (R.path starts-with "/") then', [NS, NA, NE], "R.path absolute"],
  ["            T.path = remove_dot_segments(R.path);", [NS, NA, NE, ["R.path absolute", true]]],
  ["         else", [NS, NA, NE, ["R.path absolute", false]]],
  ["            T.path = merge(Base.path, R.path);", [NS, NA, NE, ["R.path absolute", false]]],
  ["            T.path = remove_dot_segments(T.path);", [NS, NA, NE, ["R.path absolute", false]]],
  ["         endif;", [NS, NA, NE]],
  ["         T.query = R.query;", [NS, NA, NE]],
  ["      endif;", [NS, NA]],
  ["      T.authority = Base.authority;", [NS, NA]],
  ["   endif;", [NS]],
  ["   T.scheme = Base.scheme;", [NS]],
  ["endif;", []],
  ["T.fragment = R.fragment;", []],
];

function pseudocode(steps: readonly Step[]): HTMLElement {
  const outcome = new Map(steps.filter((s) => s.taken !== undefined).map((s) => [s.id, s.taken!]));
  const pre = h("pre", { className: "pseudo" });
  for (const [text, within, test] of PSEUDOCODE) {
    const runs = within.every(([id, branch]) => outcome.get(id) === branch);
    const taken = test === undefined ? undefined : outcome.get(test);
    const cls = !runs ? "" : test !== undefined ? "test" : "run";
    const mark = runs && taken !== undefined ? (taken ? "   ⟵ true" : "   ⟵ false") : "";
    pre.append(h("span", { className: `line ${cls}` }, text + mark), "\n");
  }
  return pre;
}

/**
 * Long buffers are cut for display (a 2 KB path has hundreds of steps): the ends that matter are
 * kept. What a keystroke waits for is mostly the layout of these tables' text, so a column of the
 * side-by-side view shows at most MAX_ROWS rows of at most CUT characters a value (the RFCs' own
 * examples need fewer than 20 rows).
 */
const CUT = 60;
const MAX_ROWS = 40;

function cut(text: string, keepEnd = false): string {
  if (text.length <= CUT) return text;
  return keepEnd ? "…" + text.slice(-(CUT - 1)) : text.slice(0, CUT - 1) + "…";
}

/**
 * A table of `count` rows, of which at most MAX_ROWS are shown (the first ones and the last); a row
 * is made only when it is shown, and the rows are written as one string of HTML: a 2 KB input has
 * hundreds of steps, and a keystroke must not wait for rows nobody sees.
 */
function table(
  head: string[],
  count: number,
  row: (index: number) => string[],
  className = "steps",
  rowClass: (cells: string[]) => string = () => "",
): HTMLElement {
  const shown =
    count > MAX_ROWS
      ? [...Array.from({ length: MAX_ROWS - 1 }, (_, i) => i), -1, count - 1]
      : Array.from({ length: count }, (_, i) => i);
  let html = "";
  for (const i of shown) {
    const cells =
      i === -1 ? [`… ${count - MAX_ROWS + 1} more steps`, ...head.slice(1).map(() => "")] : row(i);
    const cls = i === -1 ? "" : rowClass(cells);
    html += `<tr${cls ? ` class="${cls}"` : ""}>${cells
      .map((c, k) => (k === 0 ? `<th>${escape(c)}</th>` : `<td><code>${escape(c)}</code></td>`))
      .join("")}</tr>`;
  }
  const body = h("tbody", {});
  body.innerHTML = html;
  return h("table", { className }, h("thead", {}, h("tr", {}, ...head.map((t) => h("th", {}, t)))), body);
}

function dotTable(steps: readonly Step[]): HTMLElement | null {
  const dots = steps.filter((s) => s.id.startsWith("5.2.4 "));
  // RFC 3986 §5.2.4's table: the output buffer's end and the input buffer's start are where the
  // rules act, so a long buffer keeps those (cut).
  return dots.length === 0
    ? null
    : table(
        ["Step", "output buffer", "input buffer"],
        dots.length,
        (i) => {
          const s = dots[i]!;
          return [
            s.id.slice(6) === "1" ? "1." : s.id.slice(6),
            cut(s.values?.output ?? "", true),
            cut(s.values?.input ?? ""),
          ];
        },
        "steps buffers",
      );
}

function sectionA(section: string): HTMLElement {
  return h(
    "a",
    { className: "section", href: sectionUrl(section) ?? "#", target: "_blank", rel: "noopener" },
    section,
  );
}

function stepwise(steps: readonly ExplainedStep[]): HTMLElement {
  return table(
    ["Step", "what it read and did"],
    steps.length,
    (i) => {
      const s = steps[i]!;
      const values = Object.entries(s.values ?? {})
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => `${k}: ${JSON.stringify(cut(v!))}`)
        .join("  ");
      // Each step as its document numbers it (RFC 2396's removals are its steps 6c-6f, RFC 1808's
      // 6a-6d), without the document, which heads the column.
      const section = /^.*?§\S+ (.+)$/.exec(s.section)?.[1] ?? s.section;
      const label = [section, stepLabel(s)].filter((x) => x !== "").join(" ");
      return [label + (s.taken === undefined ? "" : s.taken ? " ✓" : " ✗"), values];
    },
    "steps stepwise",
  );
}

function resolveColumn(title: string, section: string, result: ResolutionSteps | Error): HTMLElement {
  const col = h("section", { className: "panel step-col" }, h("h2", {}, title, " ", sectionA(section)));
  if (result instanceof Error) {
    col.append(h("p", { className: "verdict no" }, result.message));
    return col;
  }
  col.append(
    h(
      "p",
      { className: "verdict yes", "data-target": result.target },
      "Target: ",
      h("code", {}, result.target),
    ),
  );
  if (result.algorithm === "rfc3986") {
    col.append(h("h3", {}, "RFC 3986 §5.2.2, the branch taken"), pseudocode(result.steps));
    const merge = result.steps.find((s) => s.id === "merge");
    if (merge)
      col.append(
        h("h3", {}, "RFC 3986 §5.2.3 merge"),
        h(
          "p",
          {},
          merge.taken
            ? "The base has an authority and an empty path: "
            : 'The base path up to and including its last "/", then the reference\'s path: ',
          h("code", {}, JSON.stringify(merge.values?.merged ?? "")),
        ),
      );
    const dots = dotTable(result.steps);
    if (dots) col.append(h("h3", {}, "RFC 3986 §5.2.4 remove_dot_segments"), dots);
  } else if (result.steps.length > 0) col.append(stepwise(result.steps));
  else col.append(h("p", {}, `The ${result.algorithm} algorithm reports no steps.`));
  return col;
}

const SIDE_BY_SIDE: readonly [string, string, string][] = [
  ["rfc1808", "RFC 1808 §4", "RFC 1808 §4"],
  ["rfc2396", "RFC 2396 §5.2", "RFC 2396 §5.2"],
  ["rfc3986", "RFC 3986 §5.2", "RFC 3986 §5.2.2"],
];

export async function resolveView(app: HTMLElement, state: State, go: Go): Promise<void> {
  const out = h("div", { className: "steps-out" });
  const make = (key: "base" | "ref", label: string) => {
    const input = h("input", {
      type: "text",
      value: state[key],
      id: `input-${key}`,
      spellcheck: "false",
      "aria-label": label,
      size: 28,
    });
    input.addEventListener("input", () => {
      const started = performance.now();
      go({ [key]: input.value });
      void update().then(() => {
        void document.body.offsetHeight;
        (window as unknown as { __explorer: { updates: number[] } }).__explorer.updates.push(
          performance.now() - started,
        );
      });
    });
    return h("label", {}, h("span", {}, label), input);
  };
  const select = h(
    "select",
    { "aria-label": "Variant" },
    h("option", { value: "" }, "RFC 1808, RFC 2396 and RFC 3986 side by side"),
  );
  for (const r of RECORD_LIST)
    if (r.resolution !== null)
      select.append(
        h("option", { value: r.id, selected: state.variant === r.id && state.level === "one" }, r.id),
      );
  select.addEventListener("change", () => {
    go({ variant: select.value || "rfc3986", level: select.value ? "one" : "scheme" }, true);
    void update();
  });
  const examples = h("p", { className: "examples" }, "RFC 3986 §5.4: ");
  for (const ref of [
    "g",
    "./g",
    "g/",
    "/g",
    "//g",
    "?y",
    "g?y",
    "#s",
    "g;x",
    "g;x?y#s",
    "",
    ".",
    "..",
    "../g",
    "../..",
    "../../../g",
    "/./g",
    "g.",
    "..g",
    "./../g",
    "g;x=1/../y",
    "g#s/../x",
    "http:g",
  ])
    examples.append(
      h(
        "button",
        {
          type: "button",
          onclick: () => {
            go({ base: "http://a/b/c/d;p?q", ref });
            (document.getElementById("input-ref") as HTMLInputElement).value = ref;
            (document.getElementById("input-base") as HTMLInputElement).value = "http://a/b/c/d;p?q";
            void update();
          },
        },
        JSON.stringify(ref),
      ),
      " ",
    );
  app.append(
    h(
      "section",
      { className: "controls" },
      make("base", "Base"),
      make("ref", "Reference"),
      h("label", {}, h("span", {}, "Algorithms"), select),
    ),
    examples,
    out,
  );
  const update = async () => {
    const one = state.level === "one" && state.variant !== "";
    const columns = one
      ? [
          [
            state.variant,
            state.variant,
            RECORD_LIST.find((r) => r.id === state.variant)?.document ?? "",
          ] as const,
        ]
      : SIDE_BY_SIDE;
    let computing = 0; // the library's share of the update (the check prints it)
    const cols = await Promise.all(
      columns.map(async ([id, title, section]) => {
        const variant = await loadVariant(id);
        let result: ResolutionSteps | Error;
        const started = performance.now();
        try {
          result = resolutionSteps(variant, state.base, state.ref);
        } catch (error) {
          result = error as Error;
        }
        computing += performance.now() - started;
        return resolveColumn(title, section, result);
      }),
    );
    (window as unknown as { __explorer: { compute: number[] } }).__explorer.compute.push(computing);
    out.replaceChildren(h("div", { className: `step-cols n${cols.length}` }, ...cols));
  };
  await update();
}

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

export async function normalizeView(app: HTMLElement, state: State, go: Go): Promise<void> {
  const variant = await loadVariant(state.variant);
  const out = h("div", { className: "steps-out" });
  const input = h("input", {
    type: "text",
    value: state.input,
    id: "input-input",
    spellcheck: "false",
    "aria-label": "URI",
    size: 40,
  });
  const level = h(
    "select",
    { "aria-label": "Level" },
    h("option", { value: "syntax", selected: state.level === "syntax" }, "syntax (§6.2.2)"),
    h("option", { value: "scheme", selected: state.level !== "syntax" }, "scheme (§6.2.2 and §6.2.3)"),
  );
  const update = () => {
    const lvl = (level.value as NormalizationLevel) ?? "scheme";
    let result;
    const started = performance.now();
    try {
      result = normalizationSteps(variant, state.input, lvl);
      (window as unknown as { __explorer: { compute: number[] } }).__explorer.compute.push(
        performance.now() - started,
      );
    } catch (error) {
      out.replaceChildren(h("p", { className: "verdict no" }, (error as Error).message));
      return;
    }
    const rows = result.steps
      .filter((s) => !s.id.startsWith("5.2.4"))
      .map((s) => [
        NORMALIZE_STEPS[s.id] ?? s.id,
        s.values?.before ?? "(undefined)",
        s.values?.after ?? "(undefined)",
      ]);
    const t = table(
      ["Step", "before", "after"],
      rows.length,
      (i) => rows[i]!,
      "steps normalize",
      (r) => (r[1] !== r[2] ? "changed" : ""),
    );
    const dots = dotTable(result.steps);
    out.replaceChildren(
      h(
        "p",
        { className: "verdict yes", "data-normalized": result.normalized },
        "Normal form: ",
        h("code", {}, result.normalized),
      ),
      t,
      dots ? h("div", {}, h("h3", {}, "RFC 3986 §5.2.4 remove_dot_segments, as §6.2.2.3 runs it"), dots) : "",
    );
  };
  input.addEventListener("input", () => {
    const started = performance.now();
    go({ input: input.value });
    update();
    void document.body.offsetHeight;
    (window as unknown as { __explorer: { updates: number[] } }).__explorer.updates.push(
      performance.now() - started,
    );
  });
  level.addEventListener("change", () => {
    go({ level: level.value });
    update();
  });
  const examples = h("p", { className: "examples" }, "Try: ");
  for (const ex of [
    "HTTP://Example.COM:80/%7euser/./a/../b",
    "http://a/%7Ea%2fb?%61#%7e",
    "HTTP://[2001:DB8::1]:/x/../y",
    "https://example.com:443",
  ])
    examples.append(
      h(
        "button",
        {
          type: "button",
          onclick: () => {
            input.value = ex;
            go({ input: ex });
            update();
          },
        },
        ex,
      ),
      " ",
    );
  app.append(
    h(
      "section",
      { className: "controls" },
      h("label", { className: "input" }, h("span", {}, "URI"), input),
      h("label", {}, h("span", {}, "Level"), level),
    ),
    examples,
    out,
  );
  update();
}
