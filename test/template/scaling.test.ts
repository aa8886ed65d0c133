// The bounds of match and of its compilation, held by counting work (states built, VM steps, the
// units of src/semantics/work.ts), never by a clock:
// - compiling a template builds at most c states a template character, whatever the template: the
//   automaton, and the time to build it, are linear in the template;
// - a match of an n-character URI against a template of m states takes at most
//   21·(n + 1)·m·(K + 1) VM steps (six readings, the later ones within four times the first's work;
//   K the largest prefix max-length, 0 without one): linear in the URI for a compiled template, and
//   the product of the two lengths in both together (the VM keeps one thread per state: a
//   template of v adjacent variables has v of them alive at every character);
// - the caches hold a bounded amount, however many templates go through them.
import { describe, expect, it } from "vitest";
import { WeightedCache } from "../../src/template/cache.js";
import { cachedCharacters, compileTemplate } from "../../src/template/compile.js";
import { cachedStates, matchWithStats } from "../../src/template/match.js";

/** Templates of about n characters, of every shape of expression. */
const TEMPLATES: [string, (n: number) => string][] = [
  ["adjacent variables", (n) => Array.from({ length: n / 6 }, (_, i) => `{v${i}}`).join("")],
  [
    "one expression of many varspecs",
    (n) => `{?${Array.from({ length: n / 5 }, (_, i) => `v${i}`).join(",")}}`,
  ],
  [
    "exploded, every operator",
    (n) => Array.from({ length: n / 6 }, (_, i) => `{${"+#./;?&"[i % 7]}x${i}*}`).join(""),
  ],
  ["prefixes", (n) => Array.from({ length: n / 10 }, (_, i) => `{x${i}:99}`).join("/")],
  ["literals", (n) => "a%41é/".repeat(n / 7) + "{x}"],
];

describe("compiling a template: states linear in its length", () => {
  it.each(TEMPLATES)("%s", (_, make) => {
    const perChar = [200, 800, 3200].map((n) => {
      const template = make(n);
      return matchWithStats(template, "").states / template.length;
    });
    // The same states per character at every length, and never more than 64.
    expect(Math.max(...perChar)).toBeLessThan(64);
    expect(perChar[2]! / perChar[0]!).toBeLessThan(1.1);
  });
});

describe("a match: within 21·(n + 1)·m VM steps, the product of the two lengths", () => {
  it.each([
    [
      "{v0}{v1}…",
      (v: number) => Array.from({ length: v }, (_, i) => `{v${i}}`).join(""),
      (n: number) => "a".repeat(n) + "!",
    ],
    [
      "{?v0,v1,…}",
      (v: number) => `{?${Array.from({ length: v }, (_, i) => `v${i}`).join(",")}}`,
      (n: number) => "?" + "v0=a&".repeat(n / 5) + "!",
    ],
  ] as const)("%s", (_, template, uri) => {
    for (const [v, n] of [
      [10, 200],
      [30, 200],
      [10, 600],
    ] as const) {
      const u = uri(n);
      const { steps, states } = matchWithStats(template(v), u);
      expect(steps).toBeLessThanOrEqual(21 * (u.length + 1) * states);
    }
  });
});

describe("the caches are bounded by what they hold", () => {
  it("WeightedCache keeps at most its capacity, the most recently used", () => {
    const cache = new WeightedCache<number>(100);
    for (let i = 0; i < 50; i++) cache.set(`k${i}`, i, 10);
    expect(cache.weight).toBeLessThanOrEqual(100);
    expect(cache.get("k49")).toBe(49);
    expect(cache.get("k0")).toBeUndefined();
    // A use moves an entry to the end: k40 outlives k41 when one more entry comes in.
    expect(cache.get("k40")).toBe(40);
    cache.set("k50", 50, 10);
    expect(cache.get("k40")).toBe(40);
    expect(cache.get("k41")).toBeUndefined();
    // An entry heavier than a quarter of the capacity is not kept.
    cache.set("heavy", 1, 26);
    expect(cache.get("heavy")).toBeUndefined();
    cache.reweigh("k50", 30);
    expect(cache.weight).toBeLessThanOrEqual(100);
  });
  it("compiled templates and automata are weighed by characters and states", () => {
    const before = cachedStates();
    const template = `{x${before}}/{y*}`;
    const { states } = matchWithStats(template, "a/b");
    expect(cachedStates()).toBeGreaterThanOrEqual(states);
    const long = `{z}${"/a".repeat(70_000)}`;
    compileTemplate(long);
    expect(cachedCharacters()).toBeLessThanOrEqual(1 << 18);
  });
});
