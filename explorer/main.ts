// The grammar explorer: views of how an RFC grammar reads a URI and becomes code, computed in the
// page by uri-grammar/explain (src/explain/) from the RFCs' ABNF, their PEG transcriptions and the
// library's automata. Each view is its own module, loaded when it is first opened (explorer/views/):
// the first view carries the derivation and RFC 3986 only, and nothing else is fetched until
// another view or variant is opened.
import { h } from "./dom.js";
import { fragmentOf, linkTo, type Problem, readState, type State, type ViewName } from "./state.js";
import type { Ctx, Meter, Mount, View } from "./ui.js";

const meter: Meter = {
  updates: [],
  frames: [],
  compute: [],
  view: "",
  ready: false,
  derivation: null,
  diff: null,
  trace: null,
  shows: 0,
  shown: "",
};
(window as unknown as { __explorer: Meter }).__explorer = meter;

const LOADERS: Record<ViewName, () => Promise<{ mount: Mount }>> = {
  derive: () => import("./views/derive.js"),
  steps: () => import("./views/derivation-steps.js"),
  rule: () => import("./views/rule.js"),
  edit: () => import("./views/edit.js"),
  resolve: () => import("./views/resolve.js"),
  normalize: () => import("./views/normalize.js"),
  diff: () => import("./views/diff.js"),
};
const loaded = new Map<ViewName, Mount>();

const app = document.getElementById("app")!;
const problemsBox = document.getElementById("problems")!;
let state: State;
let addressProblems: Problem[] = [];
let viewProblems: { key: string; message: string }[] = [];
let current: { name: ViewName; view: View } | null = null;
let shown = 0;
/** The fragment last shown: a hashchange to it is the page's own. */
let lastFragment = "";

const ctx: Ctx = {
  get state() {
    return state;
  },
  go,
  problem(key, message) {
    viewProblems.push({ key, message });
  },
  meter,
  keystroke: null,
};

/** The one way the state changes: a new state, into the address, then shown. */
function go(change: Partial<State>, push = false): void {
  state = { ...state, ...change };
  const fragment = fragmentOf(state);
  lastFragment = fragment;
  if (push) history.pushState(null, "", fragment);
  else history.replaceState(null, "", fragment);
  // A change made on the page settles what the address said wrong.
  addressProblems = addressProblems.filter((p) => !(p.key in change));
  void show();
}

/** The state of the address (a link followed, back, forward, a typed address). */
function fromAddress(): void {
  if (location.hash === lastFragment && current !== null) return;
  const read = readState(location.hash);
  state = read.state;
  addressProblems = read.problems;
  lastFragment = location.hash;
  void show();
}
window.addEventListener("hashchange", fromAddress);
window.addEventListener("popstate", fromAddress);

function updateNav(): void {
  document.querySelectorAll<HTMLAnchorElement>("#views a").forEach((a) => {
    const view = a.dataset.view as ViewName;
    const here = view === state.view;
    a.classList.toggle("current", here);
    if (here) a.setAttribute("aria-current", "page");
    else a.removeAttribute("aria-current");
    a.href = linkTo(state, { view });
  });
}

function renderProblems(): void {
  const all = [
    ...addressProblems.map(
      (p) => `The link's ${p.key}=${p.value}: ${p.message}; the page shows ${fallback(p.key)} instead.`,
    ),
    ...viewProblems.map((p) => p.message),
  ];
  problemsBox.hidden = all.length === 0;
  problemsBox.replaceChildren(...all.map((m) => h("p", {}, m)));
}

function fallback(key: string): string {
  const value = (state as unknown as Record<string, string>)[key];
  return value === undefined ? "nothing for it" : value === "" ? "the default" : JSON.stringify(value);
}

async function show(): Promise<void> {
  const token = ++shown;
  const keystroke = ctx.keystroke;
  ctx.keystroke = null;
  meter.ready = false;
  updateNav();
  let mount = loaded.get(state.view);
  if (mount === undefined) {
    const name = state.view;
    mount = (await LOADERS[name]()).mount;
    loaded.set(name, mount);
    if (token !== shown) return;
  }
  // A keystroke in a long input: the frame that shows the keystroke comes first, the view's work
  // after it, and keystrokes that come meanwhile are one update (the latest state).
  if (keystroke !== null && heavy(state)) {
    await new Promise((next) => requestAnimationFrame(() => setTimeout(next, 0)));
    if (token !== shown) return;
  }
  viewProblems = [];
  if (current === null || current.name !== state.view) {
    app.replaceChildren();
    current = { name: state.view, view: mount(app, ctx) };
  }
  const view = current.view;
  const done = view.update(state);
  if (done !== undefined) await done;
  if (token !== shown) return;
  renderProblems();
  meter.shows++;
  meter.shown = fragmentOf(state);
  meter.view = state.view;
  document.body.dataset.view = state.view;
  meter.ready = true;
  if (keystroke !== null) {
    // The time until the view is laid out again with what the keystroke changed.
    void document.body.offsetHeight;
    meter.updates.push(performance.now() - keystroke);
  }
}

/** Whether a state's text is long enough that a keystroke should not wait for the view. */
function heavy(s: State): boolean {
  return s.input.length + s.base.length + s.ref.length + s.abnf.length + s.peg.length > 256;
}

fromAddress();
