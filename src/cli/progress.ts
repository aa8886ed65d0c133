// cli-progress (the bar of `validate` on a terminal): the one module that names the package.
// `npm run build:ts` (scripts/build-dist.mjs) replaces its compiled file with cli-progress itself,
// bundled, so that the published package depends on nothing (see compiler/peg/peggy.ts).
import cliProgress from "cli-progress";

export default cliProgress;
