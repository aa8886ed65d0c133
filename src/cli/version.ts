// The version of uri-grammar, from its package.json. The file is found from this module's own URL,
// going up: src/cli/version.ts is two folders below the package's root, dist/src/cli/version.js
// (the built command, package.json "bin") three, in the repository and in an installed package
// alike (package.json is always in a package). The first package.json named uri-grammar is it.
import { readFileSync } from "node:fs";

let version: string | undefined;

const LEVELS = ["../../package.json", "../../../package.json"];

export function packageVersion(): string {
  if (version === undefined) {
    for (const path of LEVELS) {
      let manifest: { name?: unknown; version?: unknown };
      try {
        manifest = JSON.parse(readFileSync(new URL(path, import.meta.url), "utf8")) as typeof manifest;
      } catch {
        continue;
      }
      if (manifest.name === "uri-grammar") {
        version = String(manifest.version);
        break;
      }
    }
    version ??= "(unknown version)";
  }
  return version;
}
