// What every view shares: the context it is given (the state, the one way to change it, the
// problems to say on the page, the meter the browser check reads), and its controls, each bound to
// a key of the state: a control changes the state through ctx.go, and shows the state it is given
// (sync), so that links, the back button and typing all land in the same place.
import { sectionUrl } from "../src/explain/sections.js";
import { h } from "./dom.js";
import { linkTo, type State } from "./state.js";
import { RECORD_LIST } from "./variants.js";

type Go = (change: Partial<State>, push?: boolean) => void;

/** What the browser check reads (scripts/check-explorer.ts). */
export interface Meter {
  /** Per keystroke: ms from the input event to the next frame, and to the view laid out with it. */
  updates: number[];
  frames: number[];
  /** Of each update, the time the library took (the rest is the page's DOM and layout). */
  compute: number[];
  view: string;
  ready: boolean;
  /** The derivation view's last derivation, the diff view's last diff, the steps view's trace. */
  derivation: unknown;
  diff: unknown;
  trace: unknown;
  /** How many times a view was shown a state (each state change shows it once), and the last. */
  shows: number;
  shown: string;
}

export interface Ctx {
  readonly state: State;
  readonly go: Go;
  /** Says on the page that something of the state could not be shown (an unknown rule, ...). */
  problem(key: string, message: string): void;
  readonly meter: Meter;
  /** The time of the input event being answered (performance.now() clock), or null. */
  keystroke: number | null;
}

/** A view: made once when it is opened, then shown every state while it stays open. */
export interface View {
  update(state: State): void | Promise<void>;
}

export type Mount = (app: HTMLElement, ctx: Ctx) => View;

export function link(ctx: Ctx, change: Partial<State>): string {
  return linkTo(ctx.state, change);
}

export function sectionLink(section: string | null | undefined): Node {
  if (!section) return document.createTextNode("");
  const url = sectionUrl(section);
  return url === undefined
    ? h("span", { className: "section" }, section)
    : h("a", { className: "section", href: url, target: "_blank", rel: "noopener" }, section);
}

export function ruleLink(ctx: Ctx, rule: string, variant = ctx.state.variant): HTMLAnchorElement {
  return h("a", { className: "rule", href: link(ctx, { view: "rule", show: rule, variant }) }, rule);
}

/** A select bound to a state key; `options` as [value, label]. */
export function selectControl(
  ctx: Ctx,
  key: keyof State,
  label: string,
  options: readonly (readonly [string, string])[],
  change: (value: string) => Partial<State> = (value) => ({ [key]: value }),
): { element: HTMLElement; sync(state: State, options?: readonly (readonly [string, string])[]): void } {
  const select = h("select", { id: `select-${key}` });
  let shown: readonly (readonly [string, string])[] = [];
  const fill = (opts: readonly (readonly [string, string])[]) => {
    if (opts === shown) return;
    shown = opts;
    select.replaceChildren(...opts.map(([value, text]) => h("option", { value }, text)));
  };
  fill(options);
  select.addEventListener("change", () => ctx.go(change(select.value), true));
  return {
    element: h("label", { for: select.id }, h("span", {}, label), select),
    sync(state, opts) {
      if (opts !== undefined) fill(opts);
      const value = state[key];
      if (select.value !== value) select.value = value;
    },
  };
}

/** The variants, for a select: every one, or the URI syntaxes only, or those that resolve. */
export function variantOptions(which: "all" | "uri" | "resolution" = "all"): [string, string][] {
  return RECORD_LIST.filter((r) =>
    which === "all" ? true : which === "uri" ? (r.syntax ?? "uri") === "uri" : r.resolution !== null,
  ).map((r) => [r.id, `${r.id} — ${r.title}`]);
}

/**
 * A text field bound to a state key. Each keystroke changes the state (replacing the address,
 * not adding to the history) and is timed from its input event.
 */
export function textControl(
  ctx: Ctx,
  key: keyof State,
  label: string,
  options: { rows?: number; multiline?: boolean; size?: number; className?: string } = {},
): { element: HTMLElement; field: HTMLTextAreaElement | HTMLInputElement; sync(state: State): void } {
  const field =
    options.multiline === false
      ? h("input", { type: "text", size: options.size ?? 28 })
      : h("textarea", { rows: options.rows ?? 2 });
  field.id = `input-${key}`;
  field.setAttribute("spellcheck", "false");
  field.setAttribute("autocapitalize", "off");
  field.setAttribute("autocomplete", "off");
  field.addEventListener("input", (event) => {
    ctx.keystroke = event.timeStamp;
    // The time from the keystroke to the next frame (what a typing reader waits for).
    requestAnimationFrame(() => ctx.meter.frames.push(performance.now() - event.timeStamp));
    ctx.go({ [key]: field.value });
  });
  return {
    element: h(
      "label",
      { className: options.className ?? "input", for: field.id },
      h("span", {}, label),
      field,
    ),
    field,
    sync(state) {
      if (field.value !== state[key]) field.value = state[key];
    },
  };
}

/** Runs `work` and adds its time to the meter's share of the library. */
export function timed<T>(ctx: Ctx, work: () => T): T {
  const started = performance.now();
  try {
    return work();
  } finally {
    ctx.meter.compute.push(performance.now() - started);
  }
}

/** A string cut for a label, with its JSON quotes. */
export function quoted(text: string, max = 80): string {
  return JSON.stringify(text.length > max ? text.slice(0, max - 3) + "…" : text);
}
