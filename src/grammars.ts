// The grammars the build compiles (scripts/build.ts): each URI variant's (src/variants/records), and
// grammars that are not URI syntaxes but are kept the same way — ABNF rule for rule, a PEG
// transcription proven equal, automata generated (the JSON Schema formats' grammars, the scheme
// grammars). Data only: the build reads this before anything is generated.
import { GRAMMARS as URI_GRAMMARS } from "./variants/records/index.js";
import type { GrammarBuild } from "./variants/types.js";

/** Grammars that are not URI variants, by the module that uses them. */
const OTHER_GRAMMARS: readonly GrammarBuild[] = [
  // The scheme grammars (src/schemes/registry.ts): each start rule is what a scheme's URIs must match.
  { name: "rfc9110", startRules: ["http-URI", "https-URI"], components: {} },
  { name: "rfc6455", startRules: ["ws-URI", "wss-URI"], components: {} },
  { name: "rfc6068", startRules: ["mailtoURI"], components: {} },
  { name: "rfc8141", startRules: ["namestring"], components: {} },
  { name: "rfc9562", startRules: ["uuid-namestring"], components: {} },
  { name: "rfc8089", startRules: ["file-URI"], components: {} },
  { name: "rfc2397", startRules: ["dataurl"], components: {} },
  { name: "rfc4151", startRules: ["tagURI"], components: {} },
];

export const GRAMMARS: readonly GrammarBuild[] = [...URI_GRAMMARS, ...OTHER_GRAMMARS];
