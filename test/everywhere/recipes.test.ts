// docs/validators.md's recipes that need Ajv alone (a dev dependency), run as a user runs them: each a
// program of its own, in a consumer project that resolves "uri-grammar" by its name (scripts/consumer.ts),
// printing what the doc says it prints. All the recipes, with Fastify, ArkType, Zod, Valibot, TypeBox,
// @cfworker/json-schema and @hyperjump/json-schema, run in `npm run check:consumers` from the packed
// package.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { consumer, type Consumer } from "../../scripts/consumer.js";
import { compareOutput, readRecipes, runRecipe } from "../../scripts/recipes.js";

const recipes = readRecipes();
const withAjvAlone = recipes.filter((r) => r.packages.every((p) => p === "ajv"));

let project: Consumer;
beforeAll(() => {
  project = consumer(["ajv"]);
});
afterAll(() => project?.dispose());

describe("docs/validators.md", () => {
  it("has the recipes of every validator it names, each saying what it prints", () => {
    expect(recipes.map((r) => r.name)).toEqual([
      "ajv",
      "ajv-require",
      "fastify",
      "ajv-chosen",
      "ajv-standalone",
      "arktype",
      "zod",
      "valibot",
      "typebox",
      "cfworker",
      "hyperjump",
    ]);
    for (const recipe of recipes) expect(recipe.expected.length, recipe.name).toBeGreaterThan(1);
  });
  it.each(withAjvAlone.map((r) => [r.name, r] as const))(
    "recipe %s prints what the doc says",
    (_name, recipe) => {
      expect(runRecipe(recipe, project.dir)).toBe("");
    },
  );
});

describe("the recipe check has teeth", () => {
  const recipe = withAjvAlone[0]!;
  it("a line printed otherwise is named", () => {
    const printed = recipe.expected.map((line, i) => (i === 1 ? `${line}!` : line)).join("\n");
    expect(compareOutput(recipe, printed)).toMatch(/^line 2: printed/);
  });
  it("a missing line is named", () => {
    expect(compareOutput(recipe, recipe.expected.slice(0, -1).join("\n"))).toMatch(/printed "\(nothing\)"/);
  });
  it("a recipe that throws fails", () => {
    const broken = {
      ...recipe,
      name: "broken",
      code: recipe.code.replace("addFormats(ajv);", "addFormats(ajv, ['nope']);"),
    };
    expect(runRecipe(broken, project.dir)).toMatch(/^exit 1: [\s\S]*unknown format "nope"/);
  });
});
