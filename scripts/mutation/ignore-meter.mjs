// A Stryker ignorer (plugin "meter"): leaves the work meter's statements unmutated. Each is a
// `meter: work.units += n;` of src/ (src/semantics/work.ts) that the linear-time tests read and
// scripts/build-dist.mjs removes from the published code, so a mutant of one changes no result a
// user can see; the scaling tests (test/laws/scaling.test.ts, check:format-scaling) hold the
// counts themselves. docs/mutation.md lists this with the other mutants left out.
import { declareValuePlugin, PluginKind } from "@stryker-mutator/api/plugin";

export const strykerPlugins = [
  declareValuePlugin(PluginKind.Ignore, "meter", {
    shouldIgnore(path) {
      return path.isLabeledStatement() && path.node.label.name === "meter"
        ? "the work meter: not in the published code (scripts/build-dist.mjs)"
        : undefined;
    },
  }),
];
