// `npm run check:suite`: the whole JSON-Schema-Test-Suite (draft2020-12 and draft7, every file) through
// Ajv twice, with its default URI resolver (fast-uri) and with uri-grammar's; every test must have
// the same outcome under both. npm test runs the files that exercise resolution; this runs the rest.
// The verdict counts tests, never seconds.
import { uriResolver } from "../src/ajv.js";
import { runFile, suiteFiles, type Draft } from "./json-schema-suite.js";

let tests = 0;
let differ = 0;
for (const draft of ["draft2020-12", "draft7"] as Draft[])
  for (const file of suiteFiles(draft)) {
    const ours = runFile(draft, file, { uriResolver });
    const theirs = runFile(draft, file);
    ours.forEach((o, k) => {
      tests++;
      if (o.passed !== theirs[k]!.passed) {
        differ++;
        console.log(
          `DIFFERS ${draft} ${o.file} / ${o.group} / ${o.test}: ours ${o.actual}, default ${theirs[k]!.actual}`,
        );
      }
    });
  }
console.log(`${tests} tests, ${differ} with a different outcome`);
process.exitCode = differ === 0 ? 0 : 1;
