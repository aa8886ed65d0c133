// The grammar explorer: five views of how an RFC grammar reads a URI, computed in the page by
// uri-grammar/explain (src/explain/) from the RFCs' ABNF and the library's automata.
import { explainerOf, type Explainer } from "../src/explain/explainer.js";
import type { DerivationView, ExplainNode } from "../src/explain/explainer.js";
import { acceptingVariants, explainFailure } from "../src/explain/failure.js";
import { grammarDiff } from "../src/explain/grammar-diff.js";
import { sectionUrl } from "../src/explain/sections.js";
import type { Variant } from "../src/variants/types.js";
import { escape, h, visible } from "./dom.js";
import { railroad } from "./railroad.js";
import { fragmentOf, linkTo, readState, type State } from "./state.js";
import { normalizeView, resolveView } from "./steps.js";
import { loadUriVariants, loadVariant, RECORD_LIST, recordOf } from "./variants.js";

/** What the browser check reads: each update's time (ms) from the input event to the rendered view. */
const meter = {
  updates: [] as number[],
  /** Of each update, the time the library took (the rest is the page's DOM and layout). */
  compute: [] as number[],
  view: "",
  ready: false,
  derivation: null as DerivationView | null,
};
(window as unknown as { __explorer: typeof meter }).__explorer = meter;

const app = document.getElementById("app")!;
let state = readState();
let renderToken = 0;

function go(change: Partial<State>, push = false): void {
  state = { ...state, ...change };
  const fragment = fragmentOf(state);
  if (push) history.pushState(null, "", fragment);
  else history.replaceState(null, "", fragment);
}

window.addEventListener("hashchange", () => {
  state = readState();
  void render();
});

function sectionLink(section: string | null | undefined): Node {
  if (!section) return document.createTextNode("");
  const url = sectionUrl(section);
  return url === undefined
    ? h("span", { className: "section" }, section)
    : h("a", { className: "section", href: url, target: "_blank", rel: "noopener" }, section);
}

function ruleLink(rule: string, variant = state.variant): HTMLAnchorElement {
  return h("a", { className: "rule", href: linkTo(state, { view: "rule", show: rule, variant }) }, rule);
}

function variantSelect(
  value: string,
  onChange: (id: string) => void,
  label = "Variant",
  uriOnly = false,
): HTMLElement {
  const select = h("select", { onchange: () => onChange(select.value), "aria-label": label });
  for (const r of RECORD_LIST) {
    if (uriOnly && (r.syntax ?? "uri") !== "uri") continue;
    select.append(h("option", { value: r.id, selected: r.id === value }, `${r.id} — ${r.title}`));
  }
  return h("label", {}, h("span", {}, label), select);
}

// ---------------------------------------------------------------- the views

async function render(): Promise<void> {
  const token = ++renderToken;
  document.querySelectorAll<HTMLAnchorElement>("#views a").forEach((a) => {
    a.classList.toggle("current", a.dataset.view === state.view);
    a.href = linkTo(state, { view: a.dataset.view as State["view"] });
  });
  const variant = await loadVariant(state.variant);
  const explainer = await explainerOf(variant);
  if (token !== renderToken) return;
  app.replaceChildren();
  meter.view = state.view;
  if (state.view === "derive") deriveView(explainer);
  else if (state.view === "rule") ruleView(explainer);
  else if (state.view === "diff") await diffView();
  else if (state.view === "resolve") await resolveView(app, state, go);
  else await normalizeView(app, state, go);
  meter.ready = true;
  document.body.dataset.view = state.view;
}

/** A text input bound to a state key, re-rendering `update` on each keystroke (timed). */
function inputBox(key: "input" | "base" | "ref", label: string, update: () => void, rows = 2): HTMLElement {
  const area = h("textarea", {
    rows,
    spellcheck: "false",
    autocapitalize: "off",
    autocomplete: "off",
    "aria-label": label,
    id: `input-${key}`,
  });
  area.value = state[key];
  area.addEventListener("input", () => {
    const started = performance.now();
    go({ [key]: area.value });
    update();
    // The time until the page is laid out again (what a reader waits for before the next frame).
    void document.body.offsetHeight;
    meter.updates.push(performance.now() - started);
  });
  return h("label", { className: "input" }, h("span", {}, label), area);
}

function ruleSelect(
  explainer: Explainer,
  value: string,
  onChange: (rule: string) => void,
  all = false,
): HTMLElement {
  const rules = all ? explainer.rules() : explainer.variant.startRules;
  const select = h("select", { onchange: () => onChange(select.value), "aria-label": "Start rule" });
  for (const r of rules) select.append(h("option", { value: r, selected: r === value }, r));
  return h("label", {}, h("span", {}, all ? "Rule" : "Start rule"), select);
}

// ---- 1 and 2: derivation, and failure

const CW = 17; // px per character in the ribbon
const RH = 21; // px per row

function deriveView(explainer: Explainer): void {
  const rule = state.rule || explainer.variant.defaultRule;
  const out = h("div", { className: "derive-out" });
  app.append(
    h(
      "section",
      { className: "controls" },
      variantSelect(state.variant, (id) => {
        go({ variant: id, rule: "" }, true);
        void render();
      }),
      ruleSelect(explainer, rule, (r) => {
        go({ rule: r }, true);
        void render();
      }),
      inputBox("input", "Input", () => renderDerivation(explainer, rule, out)),
    ),
    out,
  );
  renderDerivation(explainer, rule, out);
}

function renderDerivation(explainer: Explainer, rule: string, out: HTMLElement): void {
  const started = performance.now();
  const view = explainer.derivation(state.input, rule);
  meter.compute.push(performance.now() - started);
  meter.derivation = view;
  const record = recordOf(state.variant);
  out.replaceChildren();
  out.dataset.accepted = String(view.accepted);
  out.append(
    h(
      "p",
      { className: `verdict ${view.accepted ? "yes" : "no"}` },
      view.accepted ? "✓ " : "✗ ",
      h("code", {}, JSON.stringify(view.input.length > 80 ? view.input.slice(0, 77) + "…" : view.input)),
      view.accepted ? " is a " : " is not a ",
      ruleLink(view.rule),
      ` of ${record.document} (${view.input.length} characters)`,
    ),
  );
  out.append(ribbon(view, explainer));
  const stack = h("div", { className: "stack", id: "stack" });
  out.append(stack);
  showStack(view, stack, view.chars.length > 0 ? 0 : -1);
  if (!view.accepted) out.append(failurePanel(explainer, rule));
  if (view.readings.length > 0) out.append(readingsPanel(view));
  if (view.accepted) out.append(componentsPanel(view));
  out.append(treePanel(view, explainer));
}

/** Each character coloured by its component, and under it its rule stack: the derivation as rows. */
function ribbon(view: DerivationView, explainer: Explainer): HTMLElement {
  const levels: { node: ExplainNode; component: string | null }[][] = [];
  const collect = (n: ExplainNode, depth: number, component: string | null) => {
    const c = n.component ?? component;
    if (n.to > n.from) (levels[depth] ??= []).push({ node: n, component: c });
    n.children.forEach((child) => collect(child, depth + 1, c));
  };
  collect(view.tree, 0, null);
  const n = view.chars.length;
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
  const width = Math.max(n + 1, 8) * CW;
  const inner = h("div", {
    className: "ribbon-inner",
    style: `width:${width}px;height:${(levels.length + 1) * RH + 4}px`,
  });
  const scroller = h(
    "div",
    { className: "ribbon", id: "ribbon", tabindex: "0", "aria-label": "Characters and their rules" },
    inner,
  );
  // What a node's element says of its rule (the ABNF line, the link, the section), made once per rule.
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
  let drawnFrom = 0;
  let drawnTo = -1;
  const draw = () => {
    // Before the ribbon is in the page it has no width: the window's is an upper bound, so that the
    // draw after it is placed finds the columns it needs drawn already (one draw per keystroke).
    const from = Math.max(0, Math.floor(scroller.scrollLeft / CW) - 20);
    const to = Math.min(
      n,
      Math.ceil((scroller.scrollLeft + (scroller.clientWidth || window.innerWidth)) / CW) + 20,
    );
    if (from >= drawnFrom && to <= drawnTo) return;
    drawnFrom = from;
    drawnTo = to;
    let html = "";
    for (let k = from; k < to; k++) {
      const c = view.chars[k]!;
      const reading = c.reading >= 0 ? " reading" : "";
      html += `<span class="ch c-${c.component ?? "none"}${reading}" data-k="${k}" style="left:${k * CW}px">${escape(visible(c.text))}</span>`;
    }
    if (!view.accepted && view.stop <= view.input.length)
      html += `<span class="ch stop" style="left:${n * CW}px" title="no reading goes on here">${view.stop < view.input.length ? escape(visible(String.fromCodePoint(view.input.codePointAt(view.stop)!))) : "⏎"}</span>`;
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
        const b = column(node.to);
        const parts = partsOf(node.rule);
        const title = `${parts.abnf}\n${escape(JSON.stringify(node.text.length > 60 ? node.text.slice(0, 57) + "…" : node.text))}${node.section ? `\n${escape(node.section)}` : ""}`;
        html += `<a class="node c-${component ?? "none"}" href="${parts.href}" style="left:${a * CW}px;top:${(depth + 1) * RH}px;width:${Math.max(b - a, 1) * CW - 2}px" title="${title}">${escape(node.rule)}</a>`;
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
  const pick = (event: Event) => {
    const k = (event.target as HTMLElement).dataset.k;
    if (k !== undefined) showStack(view, document.getElementById("stack")!, Number(k));
  };
  scroller.addEventListener("mouseover", pick);
  scroller.addEventListener("click", pick);
  queueMicrotask(draw);
  draw();
  return h(
    "section",
    { className: "panel" },
    h("h2", {}, "Each character, and the rules that read it"),
    scroller,
    legend(),
  );
}

function legend(): HTMLElement {
  const items = ["scheme", "authority", "userinfo", "host", "port", "path", "params", "query", "fragment"];
  return h("p", { className: "legend" }, ...items.map((c) => h("span", { className: `ch-key c-${c}` }, c)));
}

function showStack(view: DerivationView, target: HTMLElement, k: number): void {
  target.replaceChildren();
  const c = view.chars[k];
  if (c === undefined) {
    target.append(h("p", {}, "The empty string: no character to show."));
    return;
  }
  const crumbs: Node[] = [];
  c.stack.forEach((rule, i) => {
    if (i > 0) crumbs.push(document.createTextNode(" › "));
    crumbs.push(ruleLink(rule));
  });
  target.append(
    h(
      "p",
      {},
      h("span", { className: `ch-big c-${c.component ?? "none"}` }, visible(c.text)),
      ` offset ${c.from}${c.component ? `, in the ${c.component}` : ""}: `,
      ...crumbs,
    ),
  );
}

function readingsPanel(view: DerivationView): HTMLElement {
  const list = h("ul", {});
  for (const r of view.readings)
    for (const x of r.rejected)
      list.append(
        h(
          "li",
          {},
          h("code", {}, r.text),
          " is read as ",
          ruleLink(r.chosen),
          x.reads === "whole"
            ? h("span", {}, ". It is also a ", ruleLink(x.rule), ": that reading is rejected. ")
            : h(
                "span",
                {},
                ". ",
                ruleLink(x.rule),
                " reads only ",
                h("code", {}, x.prefix),
                ", and a ",
                ruleLink(r.rule),
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
    h("tr", {}, h("th", { className: `c-${name}` }, name), h("td", {}, h("code", {}, JSON.stringify(text)))),
  );
  return h(
    "section",
    { className: "panel" },
    h("h2", {}, "Components (RFC 3986 §5.3)"),
    rows.length === 0
      ? h("p", {}, "This rule has no components.")
      : h("table", { className: "components" }, ...rows),
  );
}

function treePanel(view: DerivationView, explainer: Explainer): HTMLElement {
  const item = (n: ExplainNode, depth: number): HTMLElement => {
    const summary = h(
      "summary",
      {},
      h(
        "a",
        {
          className: `rule c-${n.component ?? "none"}`,
          href: linkTo(state, { view: "rule", show: n.rule }),
          title: explainer.abnfLine(n.rule),
        },
        n.rule,
      ),
      " ",
      h("code", {}, JSON.stringify(n.text.length > 60 ? n.text.slice(0, 57) + "…" : n.text)),
      " ",
      sectionLink(n.section),
    );
    if (n.children.length === 0) return h("li", { className: "leaf" }, summary.cloneNode(true));
    const details = h("details", {}, summary);
    let built = false;
    const build = () => {
      if (built) return;
      built = true;
      details.append(h("ul", {}, ...n.children.map((c) => item(c, depth + 1))));
    };
    details.addEventListener("toggle", build);
    // Open down to the components (and a little below), the rest on demand.
    if (depth < 4 && n.component === null) {
      details.open = true;
      build();
    }
    return h("li", {}, details);
  };
  return h(
    "section",
    { className: "panel tree" },
    h("h2", {}, "Derivation tree (fold and unfold)"),
    h("ul", {}, item(view.tree, 0)),
  );
}

function failurePanel(explainer: Explainer, rule: string): HTMLElement {
  const f = explainFailure(explainer.variant, state.input, rule);
  const panel = h("section", { className: "panel failure", id: "failure" }, h("h2", {}, "Why it fails"));
  if (f === null) return panel;
  panel.append(h("pre", { className: "caret" }, f.message + "\n" + f.excerpt));
  const alive = h("ul", { className: "alive" });
  for (const a of f.alive) {
    const crumbs: Node[] = [];
    a.stack.forEach((r, i) => {
      if (i > 0) crumbs.push(document.createTextNode(" › "));
      crumbs.push(ruleLink(r));
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
        h("a", { href: linkTo(state, { input: r.result }), className: "repair" }, r.description),
        " → ",
        h("code", {}, r.result),
      ),
    );
  panel.append(
    h("h3", {}, "One-edit repairs (each checked valid)"),
    f.repairs.length === 0 ? h("p", {}, "No single edit near the offset makes it valid.") : repairs,
  );
  const others = h("p", { className: "others" }, "Checking the other variants…");
  panel.append(h("h3", {}, "Which variants accept it"), others);
  const input = state.input;
  void loadUriVariants().then((variants) => {
    if (state.input !== input) return;
    const yes = acceptingVariants(input, variants);
    others.replaceChildren(
      yes.length === 0
        ? "No variant's reference rule accepts it."
        : h(
            "span",
            {},
            ...yes.flatMap((v, i) => [
              i > 0 ? ", " : "",
              h("a", { href: linkTo(state, { variant: v.id, rule: "" }) }, v.id),
            ]),
            ` (their ${[...new Set(yes.map((v) => v.rule))].join(" / ")})`,
          ),
    );
  });
  return panel;
}

// ---- 3: the rule

function ruleView(explainer: Explainer): void {
  const names = explainer.rules();
  const show =
    names.find((n) => n.toLowerCase() === state.show.toLowerCase()) ?? explainer.variant.defaultRule;
  const out = h("div", { className: "rule-out" });
  app.append(
    h(
      "section",
      { className: "controls" },
      variantSelect(state.variant, (id) => {
        go({ variant: id }, true);
        void render();
      }),
      ruleSelect(
        explainer,
        show,
        (r) => {
          go({ show: r }, true);
          void render();
        },
        true,
      ),
      inputBox(
        "input",
        "Input (its path through the rule is highlighted)",
        () => renderRule(explainer, show, out),
        1,
      ),
    ),
    out,
  );
  renderRule(explainer, show, out);
}

function renderRule(explainer: Explainer, show: string, out: HTMLElement): void {
  const r = explainer.rule(show);
  const view = explainer.derivation(state.input, state.rule || explainer.variant.defaultRule);
  // The nodes of this rule's definition that the input's derivation went through, in every match of it.
  const used = new Set<number>();
  let matches = 0;
  const walk = (n: ExplainNode) => {
    if (n.rule === r.name) {
      matches++;
      n.used.forEach((k) => used.add(k));
    }
    n.children.forEach(walk);
  };
  walk(view.tree);
  out.replaceChildren(
    h(
      "h2",
      { className: "rule-title" },
      r.name,
      " ",
      sectionLink(r.section),
      h("span", { className: "where" }, ` grammar/${r.file}:${r.line}`),
    ),
    r.abnf.comment ? h("p", { className: "doc" }, r.abnf.comment) : "",
    h("h3", {}, "ABNF (the RFC's rule, the source of truth)"),
    h("pre", { className: "abnf" }, r.abnf.text),
    h("h3", {}, "Railroad diagram"),
    h(
      "p",
      { className: "note" },
      matches > 0
        ? `Highlighted: what ${JSON.stringify(state.input.length > 40 ? state.input.slice(0, 37) + "…" : state.input)} went through, in ${matches} match${matches > 1 ? "es" : ""} of ${r.name}.`
        : `The input has no match of ${r.name}; type one above to see its path.`,
    ),
  );
  const diagram = h("div", { className: "railroad" });
  diagram.innerHTML = railroad(r.node, used);
  diagram.querySelectorAll<SVGGElement>("g[data-rule]").forEach((g) =>
    g.addEventListener("click", () => {
      go({ show: g.dataset.rule! }, true);
      void render();
    }),
  );
  out.append(diagram);
  out.append(h("h3", {}, "PEG transcription (grammar/" + explainer.source.grammar + ".peggy)"));
  out.append(
    r.peg === null
      ? h("p", {}, "The transcription has no rule of this name.")
      : h(
          "pre",
          { className: "peg" },
          (r.peg.comment
            ? r.peg.comment
                .split("\n")
                .map((l) => "// " + l)
                .join("\n") + "\n"
            : "") + r.peg.text,
        ),
  );
  if (r.departure !== null || r.peg?.departure) {
    const d = r.departure;
    const box = h(
      "div",
      { className: "departure" },
      h("h3", {}, "Why the PEG departs from the ABNF"),
      h("p", {}, r.peg?.departure ?? d?.note ?? ""),
    );
    for (const note of r.notes)
      box.append(h("p", { className: "note" }, `Header note ${note.number}: ${note.text}`));
    if (d !== null) {
      box.append(
        h("p", {}, "The word-for-word transcription (docs/abnf-to-peg.md §2) would be:"),
        h("pre", { className: "peg naive" }, `${r.name.replace(/-/g, "_")}\n  = ${d.naive}`),
      );
      const ce = d.counterexample;
      box.append(
        ce === null
          ? h(
              "p",
              {},
              `The equivalence check found no input on which it differs (${d.runs} inputs drawn from the ABNF and mutated): this departure keeps the language and is there for another reason.`,
            )
          : h(
              "p",
              { className: "counterexample" },
              "Counterexample (found by the equivalence check, compiler/equivalence.ts, and shrunk): ",
              h(
                "a",
                {
                  href: linkTo(state, {
                    view: "derive",
                    rule: explainer.variant.startRules.includes(r.name) ? r.name : state.rule,
                    input: ce.input,
                  }),
                },
                h("code", {}, JSON.stringify(ce.input)),
              ),
              ` — the ABNF ${ce.abnf ? "accepts" : "rejects"} it, the naive PEG ${ce.naive ? "accepts" : "rejects"} it${d.caseInsensitive ? "" : " (ABNF strings are case-insensitive, RFC 5234 §2.3)"}.`,
            ),
      );
    }
    out.append(box);
  }
  const links = (names: readonly string[]) =>
    names.length === 0 ? ["none"] : names.flatMap((n, i) => [i > 0 ? ", " : "", ruleLink(n)]);
  out.append(
    h("p", { className: "refs" }, "Uses: ", ...links(r.references)),
    h("p", { className: "refs" }, "Used by: ", ...links(r.usedBy)),
  );
}

// ---- 5: grammar diff

async function diffView(): Promise<void> {
  const [a, b] = await Promise.all([loadVariant(state.a), loadVariant(state.b)]);
  const rule = h("input", {
    type: "text",
    value: state.rule,
    placeholder: "each one's reference rule",
    "aria-label": "Rule",
    size: 16,
  });
  rule.addEventListener("change", () => {
    go({ rule: rule.value.trim() });
    void render();
  });
  app.append(
    h(
      "section",
      { className: "controls" },
      variantSelect(
        state.a,
        (id) => {
          go({ a: id }, true);
          void render();
        },
        "Grammar A",
      ),
      variantSelect(
        state.b,
        (id) => {
          go({ b: id }, true);
          void render();
        },
        "Grammar B",
      ),
      h("label", {}, h("span", {}, "Rule"), rule),
    ),
  );
  let diff;
  try {
    diff = grammarDiff(a, b, { ruleA: state.rule || undefined, limit: 12 });
  } catch (error) {
    app.append(h("p", { className: "verdict no" }, (error as Error).message));
    return;
  }
  const column = (title: string, yes: Variant, ruleYes: string, list: readonly string[]) =>
    h(
      "section",
      { className: "panel diff-col" },
      h("h2", {}, title),
      list.length === 0
        ? h(
            "p",
            {},
            diff.complete
              ? "None: every string this one accepts, the other accepts too."
              : "None found within the search's bound.",
          )
        : h(
            "ol",
            {},
            ...list.map((s) =>
              h(
                "li",
                {},
                h(
                  "a",
                  { href: linkTo(state, { view: "derive", variant: yes.id, rule: ruleYes, input: s }) },
                  h("code", {}, JSON.stringify(s)),
                ),
              ),
            ),
          ),
    );
  app.append(
    h(
      "p",
      { className: "note" },
      `The shortest strings accepted by one rule and not the other, from the product of the two minimal DFAs, breadth first (${diff.pairs} pairs of states${diff.complete ? ", all of them: the lists are complete" : ""}). Each witness is checked by isValid; open one to see its derivation.`,
    ),
    h(
      "div",
      { className: "diff" },
      column(
        `${diff.a.variant} ${diff.a.rule} accepts, ${diff.b.variant} rejects`,
        a,
        diff.a.rule,
        diff.onlyA,
      ),
      column(
        `${diff.b.variant} ${diff.b.rule} accepts, ${diff.a.variant} rejects`,
        b,
        diff.b.rule,
        diff.onlyB,
      ),
    ),
  );
}

// ---------------------------------------------------------------- start

void render().then(() => {
  // Offline once loaded: fetch every grammar now, in the background, so that no later view needs the network.
  setTimeout(() => {
    void loadUriVariants().then((vs) => Promise.all(vs.map((v) => explainerOf(v))));
    void loadVariant("rfc6570").then((v) => explainerOf(v));
  }, 1500);
});
