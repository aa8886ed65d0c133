// The grammars the build compiles (scripts/build.ts): each URI variant's (src/variants/records), and
// grammars that are not URI syntaxes but are kept the same way — ABNF rule for rule, a PEG
// transcription proven equal, automata generated (the JSON Schema formats' grammars, the scheme
// grammars). Data only: the build reads this before anything is generated.
import { GRAMMARS as URI_GRAMMARS } from "./variants/records/index.js";
import type { GrammarBuild } from "./variants/types.js";

/** Grammars that are not URI variants, by the module that uses them. */
const OTHER_GRAMMARS: readonly GrammarBuild[] = [];

export const GRAMMARS: readonly GrammarBuild[] = [...URI_GRAMMARS, ...OTHER_GRAMMARS];
