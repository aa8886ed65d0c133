// The page's state lives in the address's fragment (#view=derive&variant=rfc3986&input=...), so a
// link shows the same view, and the browser's back button goes back a step. Every input of every
// view goes through one path: a change makes a new state (go), the address takes it, and the open
// view is shown that state; a link, the back and forward buttons and a typed address come back
// through the same path (readState on hashchange and popstate).
import { RFC3986_SECTION_5_4_BASE } from "../corpus/examples.js";
import { CORRESPONDING_RULES } from "../src/explain/corresponding.js";
import { RECORD_LIST } from "./variants.js";

const VIEWS = ["derive", "steps", "rule", "edit", "resolve", "normalize", "diff"] as const;
export type ViewName = (typeof VIEWS)[number];

export interface State {
  view: ViewName;
  variant: string;
  /** The start rule of the derivation (derive, steps, and the rule view's highlighted path). */
  rule: string;
  input: string;
  /** The rule view's and the editor's rule. */
  show: string;
  /** The resolution stepper: base, reference, and the algorithms ("" side by side, or a variant's). */
  base: string;
  ref: string;
  alg: string;
  /** The normalization stepper's level. */
  level: string;
  /** The grammar diff: the two variants, the part compared (or the two rules), how witnesses are listed. */
  a: string;
  b: string;
  part: string;
  ra: string;
  rb: string;
  witnesses: string;
  len: string;
  /** The stepped derivation: the step shown (from 1), and which events are steps ("all" or "rules"). */
  step: string;
  /** The rule view's run through the rule's DFA and PEG function: characters read (from 0). */
  pos: string;
  grain: string;
  /** The grammar editor: the edited ABNF rule and PEG rule ("" for the grammar's own). */
  abnf: string;
  peg: string;
}

const DEFAULTS: State = {
  view: "derive",
  variant: "rfc3986",
  rule: "",
  input: "foo://example.com:8042/over/there?name=ferret#nose",
  show: "host",
  base: RFC3986_SECTION_5_4_BASE,
  ref: "../g?y#s",
  alg: "",
  level: "scheme",
  a: "rfc2396",
  b: "rfc3986",
  part: "",
  ra: "",
  rb: "",
  witnesses: "pairs",
  len: "",
  step: "1",
  pos: "0",
  grain: "all",
  abnf: "",
  peg: "",
};

const KEYS = Object.keys(DEFAULTS) as (keyof State)[];

/** A parameter of the address that the page cannot show, said on the page. */
export interface Problem {
  readonly key: string;
  readonly value: string;
  readonly message: string;
}

const VARIANT_IDS = RECORD_LIST.map((r) => r.id as string);
const URI_IDS = RECORD_LIST.filter((r) => (r.syntax ?? "uri") === "uri").map((r) => r.id as string);
const RESOLVING = RECORD_LIST.filter((r) => r.resolution !== null).map((r) => r.id as string);

const list = (xs: readonly string[]) => xs.join(", ");

/**
 * The state of an address's fragment, and what in it could not be shown: an unknown view,
 * variant, level, part, ... is replaced by the default, and the problem says so. (Rule names are
 * checked by the views, which know the grammars.)
 */
export function readState(hash: string): { state: State; problems: Problem[] } {
  const params = new URLSearchParams(hash.replace(/^#/, ""));
  const state = { ...DEFAULTS };
  const problems: Problem[] = [];
  for (const key of KEYS) {
    const value = params.get(key);
    if (value !== null) (state as Record<string, string>)[key] = value;
  }
  // A link written before the resolution stepper had `alg`: variant + level=one.
  if (params.get("level") === "one" && !params.has("alg")) {
    state.alg = state.variant;
    state.level = DEFAULTS.level;
  }
  const reject = (key: keyof State, message: string) => {
    problems.push({ key, value: state[key], message });
    (state as Record<string, string>)[key] = DEFAULTS[key];
  };
  if (!(VIEWS as readonly string[]).includes(state.view))
    reject("view", `there is no view ${JSON.stringify(state.view)} (the views: ${list(VIEWS)})`);
  if (!VARIANT_IDS.includes(state.variant))
    reject(
      "variant",
      `there is no variant ${JSON.stringify(state.variant)} (the variants: ${list(VARIANT_IDS)})`,
    );
  for (const key of ["a", "b"] as const)
    if (!URI_IDS.includes(state[key]))
      reject(
        key,
        `there is no URI variant ${JSON.stringify(state[key])} to compare (the variants: ${list(URI_IDS)})`,
      );
  if (state.alg !== "" && !RESOLVING.includes(state.alg))
    reject(
      "alg",
      `no variant ${JSON.stringify(state.alg)} has a resolution algorithm (those that do: ${list(RESOLVING)})`,
    );
  if (state.level !== "syntax" && state.level !== "scheme")
    reject("level", `there is no normalization level ${JSON.stringify(state.level)} (syntax or scheme)`);
  if (state.part !== "" && !CORRESPONDING_RULES.some((r) => r.id === state.part))
    reject(
      "part",
      `there is no part ${JSON.stringify(state.part)} (the parts: ${list(CORRESPONDING_RULES.map((r) => r.id))})`,
    );
  if (state.witnesses !== "pairs" && state.witnesses !== "length")
    reject("witnesses", `witnesses must be pairs or length, not ${JSON.stringify(state.witnesses)}`);
  if (state.len !== "" && !/^(?:[0-9]|[1-5][0-9]|6[0-4])$/.test(state.len))
    reject("len", `the length must be a number of characters from 0 to 64, not ${JSON.stringify(state.len)}`);
  if (!/^[1-9][0-9]{0,6}$/.test(state.step))
    reject("step", `the step must be a number from 1, not ${JSON.stringify(state.step)}`);
  if (!/^(?:0|[1-9][0-9]{0,6})$/.test(state.pos))
    reject("pos", `the position must be a number from 0, not ${JSON.stringify(state.pos)}`);
  if (state.grain !== "all" && state.grain !== "rules")
    reject("grain", `the steps are "all" events or "rules" only, not ${JSON.stringify(state.grain)}`);
  for (const key of params.keys())
    if (!(KEYS as string[]).includes(key))
      problems.push({
        key,
        value: params.get(key)!,
        message: `the page has no parameter ${JSON.stringify(key)}`,
      });
  return { state, problems };
}

/** The fragment of a state: only what differs from the defaults, and the view. */
export function fragmentOf(state: State): string {
  const params = new URLSearchParams();
  params.set("view", state.view);
  for (const key of KEYS) if (key !== "view" && state[key] !== DEFAULTS[key]) params.set(key, state[key]);
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
