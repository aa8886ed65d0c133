// The ribbon: each character of the input coloured by its component, and under it, row by row, the
// rules that read it (the derivation as rows). Every label is whole: a column is as wide as the
// widest label of a rule match that covers only it, and a match over several columns widens its
// columns until its name fits, so a projector shows "unreserved", never "u.". Only the columns in
// view are drawn (a 2 KB input has thousands of matches). One Tab stop: the arrows move from
// character to character, Home and End to the ends, Enter opens the innermost rule.
import type { DerivationView, ExplainNode, Explainer } from "../../src/explain/explainer.js";
import { escape, h, visible } from "../dom.js";
import { linkTo, type State } from "../state.js";
import type { Ctx } from "../ui.js";

const CHAR_WIDTH = 18; // px: the narrowest column (a character)
const ROW = 22; // px per row
const LABEL_FONT = "12px system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', sans-serif";
const LABEL_PAD = 10; // px around a label (padding and border)

let measure: CanvasRenderingContext2D | null = null;
const widths = new Map<string, number>();

/** The width of a rule's label, in px (measured once per name). */
function labelWidth(name: string): number {
  let w = widths.get(name);
  if (w === undefined) {
    measure ??= document.createElement("canvas").getContext("2d");
    if (measure !== null) measure.font = LABEL_FONT;
    w = Math.ceil((measure?.measureText(name).width ?? name.length * 7) + LABEL_PAD);
    widths.set(name, w);
  }
  return w;
}

export interface Ribbon {
  readonly element: HTMLElement;
  /** The character shown in the stack panel (its index), -1 when the input is empty. */
  readonly current: number;
  select(k: number, focus?: boolean): void;
}

/**
 * The ribbon of a derivation; `onSelect` hears the character chosen (by arrow, click or hover).
 */
export function ribbon(
  ctx: Ctx,
  state: State,
  view: DerivationView,
  explainer: Explainer,
  onSelect: (k: number) => void,
): Ribbon {
  const levels: { node: ExplainNode; component: string | null }[][] = [];
  const collect = (n: ExplainNode, depth: number, component: string | null) => {
    const c = n.component ?? component;
    if (n.to > n.from) (levels[depth] ??= []).push({ node: n, component: c });
    n.children.forEach((child) => collect(child, depth + 1, c));
  };
  collect(view.tree, 0, null);
  const n = view.chars.length;
  const stopColumn = !view.accepted && view.stop <= view.input.length ? 1 : 0;
  const offsets = view.chars.map((c) => c.from);
  const column = (offset: number) => {
    let lo = 0;
    let hi = n;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (offsets[mid]! < offset) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  // Column widths: each match's label must fit the columns it covers; narrow spans first, so that a
  // wide match only widens what its children left too narrow.
  const width = new Float64Array(n + stopColumn).fill(CHAR_WIDTH);
  const spans: { a: number; b: number; need: number }[] = [];
  for (const level of levels)
    for (const { node } of level) {
      const a = column(node.from);
      const b = Math.max(column(node.to), a + 1);
      spans.push({ a, b, need: labelWidth(node.rule) + 2 });
    }
  spans.sort((x, y) => x.b - x.a - (y.b - y.a));
  for (const { a, b, need } of spans) {
    let have = 0;
    for (let k = a; k < b; k++) have += width[k]!;
    if (have >= need) continue;
    const add = (need - have) / (b - a);
    for (let k = a; k < b; k++) width[k] = width[k]! + add;
  }
  const x = new Float64Array(n + stopColumn + 1);
  for (let k = 0; k < n + stopColumn; k++) x[k + 1] = x[k]! + Math.ceil(width[k]!);
  const total = Math.max(x[n + stopColumn]!, 8 * CHAR_WIDTH);
  // The first column whose right edge is past `px`.
  const columnAt = (px: number) => {
    let lo = 0;
    let hi = n + stopColumn;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (x[mid + 1]! <= px) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  const inner = h("div", {
    className: "ribbon-inner",
    style: `width:${total}px;height:${(levels.length + 1) * ROW + 4}px`,
  });
  const scroller = h(
    "div",
    {
      className: "ribbon",
      id: "ribbon",
      tabindex: "0",
      role: "region",
      "aria-label":
        "Each character and the rules that read it. Left and right arrows move from character to character; Enter opens the innermost rule.",
      "aria-describedby": "stack",
    },
    inner,
  );
  // What a node's element says of its rule (the ABNF line, the link), made once per rule.
  const ruleParts = new Map<string, { href: string; abnf: string }>();
  const partsOf = (rule: string) => {
    let parts = ruleParts.get(rule);
    if (parts === undefined)
      ruleParts.set(
        rule,
        (parts = {
          href: escape(linkTo(state, { view: "rule", show: rule })),
          abnf: escape(explainer.abnfLine(rule)),
        }),
      );
    return parts;
  };
  let current = n > 0 ? 0 : -1;
  let drawnFrom = 0;
  let drawnTo = -1;
  const draw = (force = false) => {
    // Before the ribbon is in the page it has no width: the window's is an upper bound.
    const from = Math.max(0, columnAt(scroller.scrollLeft) - 10);
    const to = Math.min(n, columnAt(scroller.scrollLeft + (scroller.clientWidth || window.innerWidth)) + 10);
    if (!force && from >= drawnFrom && to <= drawnTo) return;
    drawnFrom = from;
    drawnTo = to;
    let html = "";
    for (let k = from; k < to; k++) {
      const c = view.chars[k]!;
      const reading = c.reading >= 0 ? " reading" : "";
      const here = k === current ? " current" : "";
      html += `<span class="ch c-${c.component ?? "none"}${reading}${here}" id="ch-${k}" data-k="${k}" style="left:${x[k]}px;width:${x[k + 1]! - x[k]! - 2}px">${escape(visible(c.text))}</span>`;
    }
    if (stopColumn === 1)
      html += `<span class="ch stop" style="left:${x[n]}px;width:${x[n + 1]! - x[n]! - 2}px" title="no reading goes on here">${view.stop < view.input.length ? escape(visible(String.fromCodePoint(view.input.codePointAt(view.stop)!))) : "⏎"}</span>`;
    levels.forEach((level, depth) => {
      // The first match at this depth that ends after the window's start (matches are in order).
      let lo = 0;
      let hi = level.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (column(level[mid]!.node.to) <= from) lo = mid + 1;
        else hi = mid;
      }
      for (let i = lo; i < level.length; i++) {
        const { node, component } = level[i]!;
        const a = column(node.from);
        if (a >= to) break;
        const b = Math.max(column(node.to), a + 1);
        const parts = partsOf(node.rule);
        const title = `${parts.abnf}\n${escape(JSON.stringify(node.text.length > 60 ? node.text.slice(0, 57) + "…" : node.text))}${node.section ? `\n${escape(node.section)}` : ""}`;
        html += `<a class="node c-${component ?? "none"}" tabindex="-1" href="${parts.href}" style="left:${x[a]}px;top:${(depth + 1) * ROW}px;width:${x[b]! - x[a]! - 2}px" title="${title}">${escape(node.rule)}</a>`;
      }
    });
    inner.innerHTML = html;
  };
  let pending = false;
  scroller.addEventListener("scroll", () => {
    if (pending) return;
    pending = true;
    requestAnimationFrame(() => {
      pending = false;
      draw();
    });
  });
  const select = (k: number, focus = false) => {
    if (k < 0 || k >= n) return;
    inner.querySelector(".ch.current")?.classList.remove("current");
    current = k;
    // Keep the character in view.
    const left = x[k]!;
    const right = x[k + 1]!;
    if (left < scroller.scrollLeft) scroller.scrollLeft = Math.max(0, left - 40);
    else if (right > scroller.scrollLeft + scroller.clientWidth)
      scroller.scrollLeft = right - scroller.clientWidth + 40;
    draw();
    inner.querySelector(`#ch-${k}`)?.classList.add("current");
    if (focus) scroller.focus();
    onSelect(k);
  };
  const pick = (event: Event) => {
    const k = (event.target as HTMLElement).dataset.k;
    if (k !== undefined) select(Number(k));
  };
  scroller.addEventListener("mouseover", pick);
  scroller.addEventListener("click", pick);
  scroller.addEventListener("keydown", (event) => {
    const step: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, PageUp: -10, PageDown: 10 };
    if (event.key in step) select(Math.max(0, Math.min(n - 1, current + step[event.key]!)));
    else if (event.key === "Home") select(0);
    else if (event.key === "End") select(n - 1);
    else if (event.key === "Enter" && current >= 0) {
      const stack = view.chars[current]!.stack;
      ctx.go({ view: "rule", show: stack[stack.length - 1]! }, true);
    } else return;
    event.preventDefault();
  });
  queueMicrotask(() => draw());
  draw();
  return {
    element: scroller,
    get current() {
      return current;
    },
    select,
  };
}
