// A Stryker reporter (plugin "survivors") that writes each surviving or uncovered mutant as soon as
// it is known, one line each, to reports/mutation/<folder>.survivors.txt: a run of a folder takes
// hours, and the tests that kill its survivors can be written meanwhile. The full report is the
// html and json reporters' at the end (docs/mutation.md).
import { appendFileSync, mkdirSync, writeFileSync } from "node:fs";
import { dirname, relative } from "node:path";
import { declareClassPlugin, PluginKind } from "@stryker-mutator/api/plugin";

class SurvivorsReporter {
  file = `reports/mutation/${process.env.MUTATION_FOLDER ?? "syntax"}.survivors.txt`;
  onDryRunCompleted() {
    mkdirSync(dirname(this.file), { recursive: true });
    writeFileSync(this.file, "");
  }
  onMutantTested(result) {
    if (result.status !== "Survived" && result.status !== "NoCoverage") return;
    const { line, column } = result.location.start;
    const where = `${relative(process.cwd(), result.fileName)}:${line}:${column + 1}`;
    const replacement = JSON.stringify(result.replacement ?? "").slice(0, 160);
    appendFileSync(this.file, `${where} ${result.status} ${result.mutatorName}: ${replacement}\n`);
  }
}

export const strykerPlugins = [declareClassPlugin(PluginKind.Reporter, "survivors", SurvivorsReporter)];
