// "What a rule becomes": beside its ABNF and PEG, the code peggy generated for it (its function in
// generated/<grammar>.peg.js, the file the library ships) and its minimal DFA (read out of the
// grammar's recognizer, src/explain/rule-dfa.ts; compiled in the page by the project's compiler for
// a rule that is no start rule), drawn and tabulated; then a text run through both, one character
// at a time: the DFA's state after each character, and how far the PEG function has got (its
// alternatives tried and failed, src/explain/peg-trace.ts). Loaded with the rule view.
import type { Explainer } from "../../src/explain/explainer.js";
import { pegAstOf } from "../../src/explain/peg-ast.js";
import { pegCallsOf, pegFunctionOf } from "../../src/explain/peg-code.js";
import { describeEvent, pegTrace, type PegTrace } from "../../src/explain/peg-trace.js";
import { type RuleDfa, ruleDfaOf, runDfa } from "../../src/explain/rule-dfa.js";
import { escape, h, visible } from "../dom.js";
import type { State } from "../state.js";
import type { Ctx } from "../ui.js";
import { dfaDiagram } from "./dfa-diagram.js";

const GENERATED = import.meta.glob("../../generated/*.peg.js", {
  query: "?raw",
  import: "default",
}) as Record<string, () => Promise<string>>;

/** The rows of the table drawn whole up to this many states. */
const TABLE_WHOLE = 60;

/** A rule's DFA: the variant's, or compiled in the page for a rule that is no start rule. */
async function dfaFor(explainer: Explainer, rule: string): Promise<{ dfa: RuleDfa; compiled: boolean }> {
  const own = ruleDfaOf(explainer.variant.automata.recognizer, rule);
  if (own !== undefined) return { dfa: own, compiled: false };
  const { compileAbnf } = await import("../../src/compiler.js");
  const files = new Map(explainer.source.files.map(([f, t]) => [f, t]));
  const [file, text] = explainer.source.files[explainer.source.files.length - 1]!;
  const compiled = compileAbnf(text, {
    rules: [rule],
    file,
    include: (path) => files.get(path.split("/").pop()!),
    coreRules: false,
  });
  return { dfa: ruleDfaOf(compiled.automata.recognizer, compiled.rules[0]!)!, compiled: true };
}

export async function codePanel(
  ctx: Ctx,
  box: HTMLElement,
  explainer: Explainer,
  rule: string,
): Promise<{ update(state: State, text: string, note: string): void }> {
  const pegName = rule.replace(/-/g, "_");
  const [code, { dfa, compiled }, ast] = await Promise.all([
    GENERATED[`../../generated/${explainer.source.grammar}.peg.js`]?.() ?? Promise.resolve(""),
    dfaFor(explainer, rule),
    pegAstOf(explainer.source.peggy, `grammar/${explainer.source.grammar}.peggy`),
  ]);
  const fn = pegFunctionOf(code, pegName);
  const C = dfa.classes.length;
  // The controls of the run: one Tab stop for the arrows, and buttons.
  const position = h("p", { className: "run-position", "aria-live": "polite" });
  const text = h("p", { className: "run-text" });
  const button = (label: string, title: string, move: (pos: number, n: number) => number) => {
    const b = h("button", { type: "button", title }, label);
    b.addEventListener("click", () => moveTo(move(pos, length)));
    return b;
  };
  let pos = 0;
  let length = 0;
  const moveTo = (p: number) => ctx.go({ pos: String(Math.max(0, Math.min(length, p))) });
  const run = h(
    "div",
    {
      className: "run",
      tabindex: "0",
      role: "group",
      "aria-label": "The run, one character at a time: left and right arrows, Home and End",
    },
    button("Start", "Back to the start", () => 0),
    button("◀ Back", "One character back", (p) => p - 1),
    button("Next ▶", "One character on", (p) => p + 1),
    button("End", "To the end", (_, n) => n),
    position,
  );
  run.addEventListener("keydown", (event) => {
    const moves: Record<string, number> = { ArrowLeft: pos - 1, ArrowRight: pos + 1, Home: 0, End: length };
    if (!(event.key in moves) || event.target !== run) return;
    event.preventDefault();
    moveTo(moves[event.key]!);
  });
  const fnBox = h("pre", {
    className: "generated",
    tabindex: "0",
    "aria-label": `peggy's function for ${pegName}`,
  });
  const pegRun = h("ol", {
    className: "peg-run",
    tabindex: "0",
    "aria-label": "The PEG function's run",
  }) as HTMLOListElement;
  const diagram = h("div", { className: "dfa-diagram" });
  const diagramNote = h("p", { className: "note" });
  const table = h("div", {
    className: "scroll dfa-table",
    tabindex: "0",
    role: "region",
    "aria-label": `The transition table of ${rule}'s DFA`,
  });
  const tableNote = h("p", { className: "note" });
  box.replaceChildren(
    h("h2", { id: "code-title" }, `What ${rule} becomes: the code and the automaton`),
    h("p", { className: "note run-on" }),
    text,
    run,
    h(
      "div",
      { className: "code-grid" },
      h(
        "section",
        { "aria-labelledby": "dfa-title" },
        h(
          "h3",
          { id: "dfa-title" },
          `Its minimal DFA: ${dfa.states} state${dfa.states === 1 ? "" : "s"}, ${C} class${C === 1 ? "" : "es"} of characters`,
        ),
        h(
          "p",
          { className: "note" },
          compiled
            ? `${rule} is no start rule of ${explainer.variant.id}, so the build made no automaton for it: this one was compiled in the page by the project's compiler (compiler/).`
            : `Read out of ${explainer.variant.id}'s recognizer (generated/${explainer.source.grammar}.automata.ts): the states reachable from ${rule}'s start, numbered breadth first; what isValid runs.`,
        ),
        diagramNote,
        diagram,
        h("h3", {}, "Its transition table"),
        tableNote,
        table,
      ),
      h(
        "section",
        { "aria-labelledby": "fn-title" },
        h("h3", {}, `The PEG function's run: ${pegName}'s own steps, and the rules it calls`),
        pegRun,
        h(
          "h3",
          { id: "fn-title" },
          `The function peggy generated for ${pegName} (generated/${explainer.source.grammar}.peg.js)`,
        ),
        fn === null ? h("p", {}, "The generated parser has no function for this rule.") : fnBox,
      ),
    ),
  );
  const runOn = box.querySelector(".run-on")!;
  let trace: PegTrace | null = null;
  let traceFor = "";
  return {
    update(state, input, note) {
      runOn.textContent = `Running on ${note}.`;
      const dfaRun = runDfa(dfa, input);
      const chars = [...input];
      length = chars.length;
      pos = Math.min(Number(state.pos) || 0, length);
      if (String(pos) !== state.pos && state.pos !== "0")
        ctx.problem(
          "pos",
          `The position ${state.pos} is past the text's ${length} characters; the page shows ${pos}.`,
        );
      const current = dfaRun.states[pos]!;
      const previous = pos > 0 ? dfaRun.states[pos - 1]! : -1;
      const next = pos < length ? dfaRun.classes[pos]! : -1;
      // The text, its characters read, the next one.
      text.replaceChildren(
        ...chars.map((c, i) =>
          h("span", { className: i < pos ? "read" : i === pos ? "next" : "unread" }, visible(c)),
        ),
        pos === length ? h("span", { className: "next end" }, "⏎") : "",
      );
      const stateWords =
        current < 0
          ? `rejected: no state of ${rule} takes ${JSON.stringify(chars[pos - 1])}`
          : `state ${current}${dfa.accepting[current] ? " (accepts: what is read so far is a " + rule + ")" : ""}`;
      position.textContent = `${pos} of ${length} characters read; the DFA is in ${stateWords}${pos === length ? `; ${dfaRun.accepted ? "accepted" : "not accepted"}` : `; next ${JSON.stringify(chars[pos])}, class ${next >= 0 ? dfa.classes[next]!.text : "—"}`}.`;
      // The diagram.
      const d = dfaDiagram(dfa, current, previous, next);
      diagram.innerHTML = d.svg;
      diagramNote.textContent = d.whole
        ? "The current state is filled; the arrow it takes next is thick."
        : `${dfa.states} states are too many to draw legibly: drawn here are the current state, the one before it, and the states it can go to; the table lists every state.`;
      renderTable(dfa, dfaRun.states.slice(0, pos + 1), current, next, table, tableNote);
      // The PEG function's run on the same text, up to the character read.
      if (traceFor !== input) {
        traceFor = input;
        trace = pegTrace(ast, pegName, input, { maxEvents: 20_000 });
        ctx.meter.trace = trace;
      }
      renderPegRun(trace!, pos, pegRun);
      if (fn !== null) renderFunction(fn, trace!, pos, fnBox);
    },
  };
}

function renderTable(
  dfa: RuleDfa,
  path: readonly number[],
  current: number,
  next: number,
  box: HTMLElement,
  note: HTMLElement,
): void {
  const C = dfa.classes.length;
  let rows: number[];
  if (dfa.states <= TABLE_WHOLE) rows = Array.from({ length: dfa.states }, (_, s) => s);
  else {
    const set = new Set(path.filter((s) => s >= 0));
    if (current >= 0)
      for (let c = 0; c < C; c++) if (dfa.next[current * C + c]! >= 0) set.add(dfa.next[current * C + c]!);
    rows = [...set].sort((a, b) => a - b);
  }
  note.textContent =
    rows.length === dfa.states
      ? "A row per state (* where it accepts), a column per class; – rejects."
      : `${rows.length} of the ${dfa.states} rows: the states the run went through and those the current one can go to (* where it accepts; – rejects).`;
  let html = `<table class="steps transitions"><thead><tr><th scope="col">state</th>${dfa.classes.map((c, k) => `<th scope="col" class="${k === next ? "next" : ""}">${escape(c.text)}</th>`).join("")}</tr></thead><tbody>`;
  for (const s of rows) {
    html += `<tr class="${s === current ? "current" : ""}"><th scope="row">${s}${dfa.accepting[s] ? "*" : ""}</th>`;
    for (let c = 0; c < C; c++) {
      const t = dfa.next[s * C + c]!;
      html += `<td class="${s === current && c === next ? "taken" : ""}">${t < 0 ? "–" : t}</td>`;
    }
    html += "</tr>";
  }
  box.innerHTML = html + "</tbody></table>";
}

/** The PEG run's events of the rule's own function (and its calls' results), up to `pos` characters. */
function shownEvents(trace: PegTrace): number[] {
  const out: number[] = [];
  trace.events.forEach((e, i) => {
    if (e.depth === 1 || (e.depth === 2 && (e.kind === "enter" || e.kind === "match" || e.kind === "fail")))
      out.push(i);
  });
  return out;
}

/** The last event (index into the shown ones) before the run first goes past `pos` characters. */
function progress(trace: PegTrace, shown: number[], pos: number): number {
  for (let k = 0; k < shown.length; k++) {
    const e = trace.events[shown[k]!]!;
    if ((e.kind === "consume" || e.kind === "match") && e.to > pos) return k - 1;
  }
  return shown.length - 1;
}

function renderPegRun(trace: PegTrace, pos: number, list: HTMLOListElement): void {
  const shown = shownEvents(trace);
  const upTo = progress(trace, shown, pos);
  const limit = 80;
  const from = Math.max(0, Math.min(upTo - limit / 2, shown.length - limit));
  list.replaceChildren();
  list.start = from + 1;
  for (let k = from; k < Math.min(shown.length, from + limit); k++) {
    const i = shown[k]!;
    const e = trace.events[i]!;
    const { text, why } = describeEvent(trace, i);
    list.append(
      h(
        "li",
        {
          className: `ev ${e.kind}${k <= upTo ? " done" : ""}${k === upTo ? " now" : ""}`,
          style: `margin-left:${(e.depth - 1) * 1.2}rem`,
        },
        text,
        why ? h("span", { className: "why" }, ` — ${why}`) : "",
      ),
    );
  }
  if (shown.length === 0) list.append(h("li", {}, "No steps."));
}

/** The function's text, the calls of the rule the run is in at `pos` lit. */
function renderFunction(fn: string, trace: PegTrace, pos: number, box: HTMLElement): void {
  const shown = shownEvents(trace);
  const upTo = progress(trace, shown, pos);
  let callee = "";
  for (let k = upTo; k >= 0; k--) {
    const e = trace.events[shown[k]!]!;
    if (e.depth === 2) {
      callee = e.rule;
      break;
    }
  }
  const calls = new Set(pegCallsOf(fn));
  box.innerHTML = fn
    .split("\n")
    .map((line) => {
      const lit = callee !== "" && calls.has(callee) && line.includes(`peg$parse${callee}(`);
      return `<span class="line${lit ? " lit" : ""}">${escape(line)}</span>`;
    })
    .join("\n");
}
