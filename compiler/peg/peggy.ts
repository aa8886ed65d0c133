// peggy (the parser generator, which checkTranscription and transcribe run on a user's PEG): the one
// module that names the package. `npm run build:ts` (scripts/build-dist.mjs) replaces its compiled
// file with peggy itself, bundled, so that the published package depends on nothing: a user of the
// library installs no compiler dependency, and the compiler and the command line still work.
import peggy from "peggy";

export default peggy;
