// The grammar diff: strings one generation's rule accepts and another's rejects, from the product
// of their minimal DFAs (src/explain/grammar-diff.ts), saying exactly which strings are listed (one
// shortest per pair of states that tells the rules apart, or every string of one length, counted).
// By default it compares the rules that play the same part in both generations; the table of
// corresponding rules shows them for every generation. Its rules are its own (ra, rb, part): it
// never takes the derivation's start rule.
import { CORRESPONDING_RULES, commonPart } from "../../src/explain/corresponding.js";
import { grammarDiff, type GrammarDiff } from "../../src/explain/grammar-diff.js";
import { diffSideHeading } from "../../src/explain/text.js";
import { h } from "../dom.js";
import type { State } from "../state.js";
import { type Ctx, link, selectControl, textControl, type View, variantOptions } from "../ui.js";
import { loadVariant, RECORD_LIST } from "../variants.js";

const URI_RECORDS = RECORD_LIST.filter((r) => (r.syntax ?? "uri") === "uri");

export function mount(app: HTMLElement, ctx: Ctx): View {
  const a = selectControl(ctx, "a", "Grammar A", variantOptions("uri"), (id) => ({ a: id, ra: "", rb: "" }));
  const b = selectControl(ctx, "b", "Grammar B", variantOptions("uri"), (id) => ({ b: id, ra: "", rb: "" }));
  const part = selectControl(ctx, "part", "Part compared", [], (id) => ({ part: id, ra: "", rb: "" }));
  const ra = selectControl(ctx, "ra", "Rule of A", []);
  const rb = selectControl(ctx, "rb", "Rule of B", []);
  const witnesses = selectControl(ctx, "witnesses", "Witnesses", [
    ["pairs", "one shortest string per pair of states"],
    ["length", "every string of one length"],
  ]);
  const length = textControl(ctx, "len", "Length (empty: the shortest)", {
    multiline: false,
    size: 4,
    className: "field narrow",
  });
  const out = h("div", { className: "diff-out", "aria-live": "polite" });
  const table = h("section", { className: "panel corresponding", "aria-labelledby": "corresponding-title" });
  app.append(
    h(
      "section",
      { className: "controls", "aria-label": "What to compare" },
      a.element,
      b.element,
      part.element,
      ra.element,
      rb.element,
      witnesses.element,
      length.element,
    ),
    out,
    table,
  );
  let token = 0;
  let last = "";
  return {
    async update(state: State) {
      const mine = ++token;
      a.sync(state);
      b.sync(state);
      witnesses.sync(state);
      length.sync(state);
      length.field.disabled = state.witnesses !== "length";
      const [va, vb] = await Promise.all([loadVariant(state.a), loadVariant(state.b)]);
      if (mine !== token) return;
      const both = CORRESPONDING_RULES.filter(
        (r) => r.rules[state.a] !== undefined && r.rules[state.b] !== undefined,
      );
      const first = commonPart(state.a, state.b);
      part.sync(state, [
        ["", first ? `${first.part} (the first part both have)` : "each one's reference rule"],
        ...both.map((r): [string, string] => [r.id, r.part]),
      ]);
      const ruleOptions = (rules: readonly string[]): [string, string][] => [
        ["", "as the part says"],
        ...rules.map((r): [string, string] => [r, r]),
      ];
      ra.sync(state, ruleOptions(va.startRules));
      rb.sync(state, ruleOptions(vb.startRules));
      const key = JSON.stringify([
        state.a,
        state.b,
        state.part,
        state.ra,
        state.rb,
        state.witnesses,
        state.len,
      ]);
      renderTable(ctx, state, table);
      if (key === last) return;
      last = key;
      let diff: GrammarDiff;
      try {
        const started = performance.now();
        diff = grammarDiff(va, vb, {
          ruleA: state.ra || undefined,
          ruleB: state.rb || undefined,
          part: state.ra || state.rb ? undefined : state.part || undefined,
          witnesses: state.witnesses as "pairs" | "length",
          length: state.len === "" ? undefined : Number(state.len),
          limit: 12,
        });
        ctx.meter.compute.push(performance.now() - started);
      } catch (error) {
        out.replaceChildren(h("p", { className: "verdict no" }, (error as Error).message));
        return;
      }
      ctx.meter.diff = diff;
      renderDiff(ctx, diff, out);
    },
  };
}

function renderDiff(ctx: Ctx, diff: GrammarDiff, out: HTMLElement): void {
  const column = (which: "a" | "b") => {
    const side = which === "a" ? diff.sideA : diff.sideB;
    const yes = which === "a" ? diff.a : diff.b;
    const heading = diffSideHeading(diff, which);
    const [title, ...rest] = heading.split(": ");
    return h(
      "section",
      { className: "panel diff-col", "data-side": which },
      h("h2", {}, title!),
      h("p", { className: "diff-says" }, rest.join(": ")[0]?.toUpperCase() + rest.join(": ").slice(1) + "."),
      side.strings.length === 0
        ? ""
        : h(
            "ol",
            {},
            ...side.strings.map((s) =>
              h(
                "li",
                {},
                h(
                  "a",
                  { href: link(ctx, { view: "derive", variant: yes.variant, rule: yes.rule, input: s }) },
                  h("code", {}, JSON.stringify(s)),
                ),
              ),
            ),
          ),
    );
  };
  const same = diff.complete && diff.sideA.pairs === 0 && diff.sideB.pairs === 0;
  out.replaceChildren(
    h(
      "p",
      { className: "note diff-what" },
      `${diff.a.variant} ${diff.a.rule} and ${diff.b.variant} ${diff.b.rule}${diff.part ? ` (the rules for ${diff.part.part})` : ""}: walked breadth first in the product of the two minimal DFAs, one step per class of characters both treat alike; `,
      same
        ? `the two rules accept the same strings (every one of the ${diff.pairs.toLocaleString("en-US")} reachable pairs of states visited).`
        : diff.complete
          ? `${diff.pairs.toLocaleString("en-US")} pairs of states visited: every reachable one, so the counts below are complete.`
          : `the walk stopped after ${diff.pairs.toLocaleString("en-US")} pairs of states: there may be more.`,
      " Each string is checked by isValid under both; open one to see its derivation.",
    ),
    h("div", { className: "diff" }, column("a"), column("b")),
  );
}

function renderTable(ctx: Ctx, state: State, box: HTMLElement): void {
  const head = h(
    "tr",
    {},
    h("th", { scope: "col" }, "part"),
    ...URI_RECORDS.map((r) =>
      h("th", { scope: "col", className: r.id === state.a || r.id === state.b ? "chosen" : "" }, r.id),
    ),
  );
  const rows = CORRESPONDING_RULES.map((row) =>
    h(
      "tr",
      {},
      h(
        "th",
        { scope: "row" },
        row.rules[state.a] && row.rules[state.b]
          ? h("a", { href: link(ctx, { part: row.id, ra: "", rb: "" }) }, row.part)
          : row.part,
      ),
      ...URI_RECORDS.map((r) =>
        h("td", { className: r.id === state.a || r.id === state.b ? "chosen" : "" }, row.rules[r.id] ?? "—"),
      ),
    ),
  );
  box.replaceChildren(
    h("h2", { id: "corresponding-title" }, "The rules that play the same part in each generation"),
    h(
      "p",
      { className: "note" },
      "A diff compares the rules of one row (the first row both grammars have, unless you choose); — where a generation has no such rule. Follow a part to compare it.",
    ),
    h(
      "div",
      { className: "scroll", tabindex: "0", role: "region", "aria-label": "Table of corresponding rules" },
      h("table", { className: "steps corresponding-table" }, h("thead", {}, head), h("tbody", {}, ...rows)),
    ),
  );
}
