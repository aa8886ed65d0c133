// What the resolution and normalization steppers share: the library's algorithms run with an
// observer (src/explain/steppers.ts), laid over the RFCs' pseudocode and tables: RFC 3986 §5.2.2's
// pseudocode with the branch taken, §5.2.4's buffer table, the older algorithms step by step.
import type { ExplainedStep, ResolutionSteps, Step } from "../../src/explain/steppers.js";
import { stepLabel } from "../../src/explain/text.js";
import { sectionUrl } from "../../src/explain/sections.js";
import { escape, h } from "../dom.js";

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
    pre.append(h("span", { className: `line ${cls}` }, text + mark));
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
export function table(
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
      .map((c, k) => (k === 0 ? `<th scope="row">${escape(c)}</th>` : `<td><code>${escape(c)}</code></td>`))
      .join("")}</tr>`;
  }
  const body = h("tbody", {});
  body.innerHTML = html;
  return h(
    "table",
    { className },
    h("thead", {}, h("tr", {}, ...head.map((t) => h("th", { scope: "col" }, t)))),
    body,
  );
}

export function dotTable(steps: readonly Step[]): HTMLElement | null {
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

export function resolveColumn(title: string, section: string, result: ResolutionSteps | Error): HTMLElement {
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
