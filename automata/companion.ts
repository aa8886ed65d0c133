// A companion of automata/beside.ts as it is written, and its compiler: a spec names its classes of
// ASCII characters, its events and its states; compileCompanion makes its tables and
// packCompanion their text. scripts/build.ts writes the text into generated/companions.ts, which
// the library reads (unpackCompanion): no bundle carries a spec or this compiler.
import type { Companion, PackedCompanion } from "./format.js";

/**
 * A companion as it is written: named classes of ASCII characters (the rest is "other"), its
 * events (names of slots where a transition writes the offset of its character: where a delimiter
 * was met), and its states.
 */
export interface CompanionSpec<S extends string, C extends string, E extends string> {
  /** The characters of each class but "other", which has every character no class names. */
  readonly classes: { readonly [K in C]: string };
  /** The events, in the order of their slots. */
  readonly events: readonly E[];
  readonly start: S;
  /**
   * Other states a run may start in, by name: where a rule that is a part of the start's begins
   * (RFC 3986's hier-part after a scheme's ":", its authority after "//").
   */
  readonly entries?: { readonly [name: string]: S };
  /**
   * For each state and class, the next state and the event the transition records; null where
   * the companion gives up. `accepts`: whether the input may end in the state.
   */
  readonly states: {
    readonly [K in S]: {
      readonly on: { readonly [L in C | "other"]: readonly [S, E?] | null };
      readonly accepts: boolean;
    };
  };
}

/** Compiles a companion's spec into its tables. */
export function compileCompanion<S extends string, C extends string, E extends string>(
  spec: CompanionSpec<S, C, E>,
): Companion {
  const classNames = [...(Object.keys(spec.classes) as C[]), "other" as const];
  const other = classNames.length - 1;
  const ascii = new Uint8Array(128).fill(other);
  classNames.forEach((name, k) => {
    if (name === "other") return;
    for (const ch of spec.classes[name]) {
      const code = ch.charCodeAt(0);
      if (code >= 128 || ascii[code] !== other)
        throw new RangeError(`companion: ${JSON.stringify(ch)} twice or not ASCII`);
      ascii[code] = k;
    }
  });
  const stateNames = Object.keys(spec.states) as S[];
  const stateOf = (name: S): number => {
    const k = stateNames.indexOf(name);
    if (k < 0) throw new RangeError(`companion: no state ${name}`);
    return k;
  };
  const K = classNames.length;
  const next = new Int16Array(stateNames.length * K);
  const event = new Uint8Array(stateNames.length * K);
  const accepts = new Uint8Array(stateNames.length);
  stateNames.forEach((name, s) => {
    const state = spec.states[name];
    classNames.forEach((c, k) => {
      const to = state.on[c];
      next[s * K + k] = to === null ? -1 : stateOf(to[0]);
      event[s * K + k] = to === null || to[1] === undefined ? 0 : 1 + spec.events.indexOf(to[1]);
    });
    accepts[s] = state.accepts ? 1 : 0;
  });
  return {
    ascii,
    other,
    classes: K,
    states: stateNames.length,
    start: stateOf(spec.start),
    entries: Object.fromEntries(
      Object.entries(spec.entries ?? {}).map(([name, state]) => [name, stateOf(state)]),
    ),
    next,
    event,
    accepts,
  };
}

/** The largest value a packed table holds: one character a value, from "0" up, kept below 0x7F. */
const MOST = 0x7e - 0x30;

/** A companion's tables as text (PackedCompanion, automata/format.ts). */
export function packCompanion(c: Companion): PackedCompanion {
  const text = (values: ArrayLike<number>): string =>
    Array.from(values, (v) => {
      if (v < 0 || v > MOST) throw new RangeError(`packCompanion: ${v} does not fit a character`);
      return String.fromCharCode(0x30 + v);
    }).join("");
  return {
    ascii: text(c.ascii),
    classes: c.classes,
    start: c.start,
    entries: c.entries,
    next: text(Array.from(c.next, (v) => v + 1)),
    event: text(c.event),
    accepts: text(c.accepts),
  };
}
