// The module Jazzer.js loads (it takes .js and .mjs files only): the fuzz function of the target
// named by URI_GRAMMAR_FUZZ_TARGET, from scripts/fuzz/targets/<name>.ts (TypeScript, through the
// ts-node loader that scripts/fuzz/run.ts registers). Jazzer.js instruments the modules as they
// load, so the library's code is instrumented too.
const name = process.env.URI_GRAMMAR_FUZZ_TARGET;
if (name === undefined || !/^[a-z-]+$/.test(name)) throw new Error("URI_GRAMMAR_FUZZ_TARGET: a target name");
export const { fuzz } = await import(`./targets/${name}.ts`);
