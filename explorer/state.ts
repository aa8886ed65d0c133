// The page's state lives in the address's fragment (#view=derive&variant=rfc3986&input=...), so a
// link shows the same view, and the browser's back button goes back a view.
export interface State {
  view: "derive" | "rule" | "resolve" | "normalize" | "diff";
  variant: string;
  rule: string;
  input: string;
  /** The rule view's rule. */
  show: string;
  base: string;
  ref: string;
  a: string;
  b: string;
  level: string;
}

export const DEFAULTS: State = {
  view: "derive",
  variant: "rfc3986",
  rule: "",
  input: "foo://example.com:8042/over/there?name=ferret#nose",
  show: "host",
  base: "http://a/b/c/d;p?q",
  ref: "../g?y#s",
  a: "rfc2396",
  b: "rfc3986",
  level: "scheme",
};

const VIEWS = ["derive", "rule", "resolve", "normalize", "diff"];

export function readState(): State {
  const params = new URLSearchParams(location.hash.slice(1));
  const state = { ...DEFAULTS };
  for (const key of Object.keys(DEFAULTS) as (keyof State)[]) {
    const value = params.get(key);
    if (value !== null) (state as Record<string, string>)[key] = value;
  }
  if (!VIEWS.includes(state.view)) state.view = "derive";
  return state;
}

/** The fragment of a state: only what differs from the defaults, and the view. */
export function fragmentOf(state: State): string {
  const params = new URLSearchParams();
  params.set("view", state.view);
  for (const key of Object.keys(DEFAULTS) as (keyof State)[])
    if (key !== "view" && state[key] !== DEFAULTS[key]) params.set(key, state[key]);
  return "#" + params.toString();
}

// A view draws hundreds of links that differ from the state in a rule name or two, and each
// fragment encodes the whole state, the input of up to 2 KB included: they are made once per state
// (each keystroke makes a new state object) and change.
let linksOf: State | null = null;
const links = new Map<string, string>();

/** A link to another state (for anchors). */
export function linkTo(state: State, change: Partial<State>): string {
  if (state !== linksOf) {
    links.clear();
    linksOf = state;
  }
  const key = JSON.stringify(change);
  let link = links.get(key);
  if (link === undefined) links.set(key, (link = fragmentOf({ ...state, ...change })));
  return link;
}
