// The one home of argument checks: what every public function does with what it is given before it
// does anything else. A value of the wrong type is a TypeError that says what was given; an options
// object with a name the function does not know is a TypeError that names the known ones (a
// misspelled `{ varient: ... }` must not be ignored silently).

/** How a value that is not what was asked for is named in a TypeError. */
export function describeValue(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  const type = typeof value;
  if (type === "string") return `the string ${JSON.stringify(value)}`;
  if (type === "object") return "an object";
  if (type === "undefined") return "undefined";
  if (type === "function") return "a function";
  return `${type} ${String(value)}`;
}

/** `fn: expected a string, got ...` unless `value` is a string: the check of a function's string argument. */
export function expectString(fn: string, value: unknown): asserts value is string {
  if (typeof value !== "string") throw new TypeError(`${fn}: expected a string, got ${describeValue(value)}`);
}

/** `fn: what must be a string, got ...` unless `value` is a string (one argument among several). */
export function checkString(fn: string, what: string, value: unknown): asserts value is string {
  if (typeof value !== "string")
    throw new TypeError(`${fn}: ${what} must be a string, got ${describeValue(value)}`);
}

/** What checkOptions returns for an absent options argument. */
const NO_OPTIONS = Object.freeze({});

/**
 * An options argument: undefined, or a plain object whose own keys are all `known` (a key whose
 * value is undefined counts as absent). Returns it (or an empty object). `known` should be a
 * constant of the caller's module: the check compares each key with its names by identity first.
 */
export function checkOptions<K extends string>(
  fn: string,
  options: unknown,
  known: readonly K[],
): { readonly [P in K]?: unknown } {
  if (options === undefined) return NO_OPTIONS;
  if (typeof options !== "object" || options === null || Array.isArray(options))
    throw new TypeError(`${fn}: options must be an object, got ${describeValue(options)}`);
  // A hot path (isValid, parse, normalize with an options literal in the call) runs this on every
  // call: one pass over the keys, each compared with the few known names; a key that is none of
  // them is looked at further. (Reading the keys is what makes the engine build the literal its
  // caller wrote; nothing cheaper tells a misspelled name.)
  for (const key in options) if (!isKnown(known, key)) unknownOption(fn, options, key, known);
  return options as { readonly [P in K]?: unknown };
}

function isKnown(known: readonly string[], key: string): boolean {
  for (let k = 0; k < known.length; k++) if (known[k] === key) return true;
  return false;
}

/** The TypeError for a key that is no known option (an inherited key or an undefined value is none). */
function unknownOption(fn: string, options: object, key: string, known: readonly string[]): void {
  if (Object.hasOwn(options, key) && (options as Record<string, unknown>)[key] !== undefined)
    throw new TypeError(`${fn}: unknown option ${JSON.stringify(key)}; known options: ${known.join(", ")}`);
}

/** A string option that must be one of `values` (`level`), or the fallback when absent. */
export function checkChoice<L extends string>(
  fn: string,
  name: string,
  value: unknown,
  values: readonly L[],
  fallback: L,
): L {
  if (value === undefined) return fallback;
  if (typeof value !== "string")
    throw new TypeError(`${fn}: ${name} must be a string, got ${describeValue(value)}`);
  if (!isKnown(values, value))
    throw new RangeError(`${fn}: unknown ${name} ${JSON.stringify(value)}; ${name}s: ${values.join(", ")}`);
  return value as L;
}
