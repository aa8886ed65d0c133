// The version of uri-grammar, from its package.json. The file is found from this module's own URL:
// src/cli/version.ts and dist/cli/version.js are both two folders below the package's root, in the
// repository and in an installed package alike (package.json is always in a package).
import { readFileSync } from "node:fs";

let version: string | undefined;

export function packageVersion(): string {
  if (version === undefined) {
    const text = readFileSync(new URL("../../package.json", import.meta.url), "utf8");
    version = String((JSON.parse(text) as { version?: unknown }).version);
  }
  return version;
}
