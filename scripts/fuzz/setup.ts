// Makes @jazzer.js/fuzzer's native addon load on this machine, and says plainly when it cannot.
//
// Why: @jazzer.js/core 4.0.0 ships libFuzzer as a prebuilt Node addon
// (node_modules/@jazzer.js/fuzzer/prebuilds/fuzzer-linux-x64.node) linked against glibc 2.38 and
// libstdc++ 13 (it needs the symbol versions GLIBC_2.38 and GLIBCXX_3.4.32). Debian 12 has
// glibc 2.36 and libstdc++ 12, so the dynamic loader refuses the file; older Jazzer.js versions
// download their prebuilds from GitHub at install time, which a machine without that network
// cannot do either. The addon uses only three symbols of those versions:
//   - __isoc23_strtol, __isoc23_strtoul: glibc 2.38's C23 names of strtol and strtoul (they also
//     read "0b" prefixes, which libFuzzer's flag parsing never passes);
//   - std::ios_base_library_init(): libstdc++ 13's hook that constructs the standard streams,
//     which libstdc++ 12 does in every translation unit that includes <iostream>.
// So this script, only when the addon fails to load:
//   1. compiles a shim (g++) that defines those three symbols by the older ones, into
//      node_modules/.cache/uri-grammar-fuzz/libjzshim.so (never committed);
//   2. copies the addon as shipped to <addon>.orig (kept: every later patch starts from it) and,
//      with patchelf (Debian's package), drops the version of the three symbols and adds the shim
//      as a needed library;
//   3. rewrites the file's version-needed entries GLIBC_2.38 (of libc.so.6) and GLIBCXX_3.4.32 (of
//      libstdc++.so.6), which no symbol uses any more but the loader still checks, to a version
//      the same file already needs from the same library (name and ELF hash copied from it);
//   4. loads the addon again in a fresh process, and fails with what it printed if that fails.
// An addon that loads as shipped (a newer system, or a future Jazzer.js) is left alone.
// `npm run fuzz` and `npm run check:fuzz` run this first; `npm run fuzz:setup` runs it alone.
import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const require = createRequire(join(root, "package.json"));

/** The symbols the shim defines, and the symbol versions no symbol needs once it is linked. */
const SHIMMED = ["__isoc23_strtol", "__isoc23_strtoul", "_ZSt21ios_base_library_initv"];
const TOO_NEW: Record<string, RegExp> = {
  "libc.so.6": /^GLIBC_2\.(3[89]|[4-9]\d)/,
  "libstdc++.so.6": /^GLIBCXX_3\.4\.(3[1-9]|[4-9]\d)/,
};
const SHIM = `// Written by scripts/fuzz/setup.ts: glibc 2.38's and libstdc++ 13's names for what older ones have.
#include <cstdlib>
#include <ios>
extern "C" long __isoc23_strtol(const char* s, char** end, int base) { return strtol(s, end, base); }
extern "C" unsigned long __isoc23_strtoul(const char* s, char** end, int base) { return strtoul(s, end, base); }
namespace std { void ios_base_library_init() { static ios_base::Init init; } }
`;

export function addonPath(): string {
  const pkg = dirname(require.resolve("@jazzer.js/fuzzer/package.json"));
  return join(pkg, "prebuilds", `fuzzer-${process.platform}-${process.arch}.node`);
}

/** Loads the addon in a fresh process: null when it loads, else what the loader said. */
function loadError(addon: string): string | null {
  const run = spawnSync(process.execPath, ["-e", `require(${JSON.stringify(addon)})`], { encoding: "utf8" });
  if (run.status === 0) return null;
  const line = run.stderr.split("\n").find((l) => l.startsWith("Error:"));
  return line ?? run.stderr.trim();
}

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { encoding: "utf8" });
  if (result.error !== undefined || result.status !== 0) {
    const why = result.error?.message ?? result.stderr.trim();
    throw new Error(`${command} ${args.join(" ")} failed: ${why}`);
  }
}

/**
 * Rewrites, in an ELF64 little-endian file, each Elf64_Vernaux entry of a version in TOO_NEW to
 * the first version of the same library that is not (its name offset and ELF hash). Returns what
 * it rewrote.
 */
export function rewriteVersionNeeds(file: string): string[] {
  const b = readFileSync(file);
  if (b.readUInt32BE(0) !== 0x7f454c46 || b[4] !== 2 || b[5] !== 1) throw new Error(`${file}: not ELF64 LSB`);
  const shoff = Number(b.readBigUInt64LE(0x28));
  const shentsize = b.readUInt16LE(0x3a);
  const shnum = b.readUInt16LE(0x3c);
  const sections = Array.from({ length: shnum }, (_, i) => {
    const o = shoff + i * shentsize;
    return {
      type: b.readUInt32LE(o + 4),
      offset: Number(b.readBigUInt64LE(o + 0x18)),
      link: b.readUInt32LE(o + 0x28),
      info: b.readUInt32LE(o + 0x2c),
    };
  });
  const SHT_GNU_VERNEED = 0x6ffffffe;
  const verneed = sections.find((s) => s.type === SHT_GNU_VERNEED);
  if (verneed === undefined) return [];
  const strtab = sections[verneed.link]!;
  const name = (offset: number): string => {
    const start = strtab.offset + offset;
    return b.toString("latin1", start, b.indexOf(0, start));
  };
  // The ELF hash of a symbol version name (System V ABI, "Hash Table").
  const elfHash = (s: string): number => {
    let h = 0;
    for (const c of Buffer.from(s, "latin1")) {
      h = ((h << 4) + c) >>> 0;
      const g = h & 0xf0000000;
      if (g !== 0) h ^= g >>> 24;
      h = (h & ~g) >>> 0;
    }
    return h;
  };
  const rewritten: string[] = [];
  let entry = verneed.offset;
  // Elf64_Verneed: vn_version u16, vn_cnt u16, vn_file u32, vn_aux u32, vn_next u32.
  // Elf64_Vernaux: vna_hash u32, vna_flags u16, vna_other u16, vna_name u32, vna_next u32.
  for (let n = 0; n < verneed.info; n++) {
    const count = b.readUInt16LE(entry + 2);
    const library = name(b.readUInt32LE(entry + 4));
    const auxes: { at: number; name: string; nameOffset: number }[] = [];
    let aux = entry + b.readUInt32LE(entry + 8);
    for (let k = 0; k < count; k++) {
      auxes.push({ at: aux, name: name(b.readUInt32LE(aux + 8)), nameOffset: b.readUInt32LE(aux + 8) });
      aux += b.readUInt32LE(aux + 12);
    }
    const tooNew = TOO_NEW[library];
    if (tooNew !== undefined) {
      const kept = auxes.find((a) => !tooNew.test(a.name));
      for (const a of auxes) {
        if (!tooNew.test(a.name)) continue;
        if (kept === undefined) throw new Error(`${file}: every version of ${library} it needs is too new`);
        b.writeUInt32LE(elfHash(kept.name), a.at);
        b.writeUInt32LE(kept.nameOffset, a.at + 8);
        rewritten.push(`${library} ${a.name} → ${kept.name}`);
      }
    }
    entry += b.readUInt32LE(entry + 12);
  }
  writeFileSync(file, b);
  return rewritten;
}

/** Makes the addon loadable (see the top of this file); returns what it did, one line each. */
export function setup(): string[] {
  const addon = addonPath();
  const first = loadError(addon);
  const original = `${addon}.orig`;
  if (first === null)
    return [
      existsSync(original)
        ? `${addon} loads (patched before; as shipped: ${original})`
        : `${addon} loads as shipped`,
    ];
  const missingVersion = /version `(GLIBC_2\.\d+|GLIBCXX_3\.4\.\d+)' not found/;
  if (!existsSync(original) && !missingVersion.test(first))
    throw new Error(`the Jazzer.js addon does not load, and not for a glibc/libstdc++ version: ${first}`);
  if (process.platform !== "linux" || process.arch !== "x64")
    throw new Error(`the Jazzer.js addon does not load (${first}); the patch is for linux-x64 only`);
  const done: string[] = [`${addon} does not load as shipped: ${first}`];
  const cache = join(root, "node_modules", ".cache", "uri-grammar-fuzz");
  mkdirSync(cache, { recursive: true });
  const source = join(cache, "shim.cc");
  const shim = join(cache, "libjzshim.so");
  writeFileSync(source, SHIM);
  run("g++", ["-shared", "-fPIC", "-O2", "-o", shim, source]);
  done.push(`compiled ${shim} (g++)`);
  if (!existsSync(original)) copyFileSync(addon, original);
  copyFileSync(original, addon);
  for (const symbol of SHIMMED) run("patchelf", ["--clear-symbol-version", symbol, addon]);
  run("patchelf", ["--add-needed", shim, addon]);
  done.push(`patchelf: cleared the versions of ${SHIMMED.join(", ")}; added ${shim} as needed`);
  for (const line of rewriteVersionNeeds(addon)) done.push(`version needed: ${line}`);
  const after = loadError(addon);
  if (after !== null) throw new Error(`the patched Jazzer.js addon still does not load: ${after}`);
  done.push(`${addon} loads (the shipped file is ${original})`);
  return done;
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  try {
    for (const line of setup()) console.log(`fuzz setup: ${line}`);
  } catch (error) {
    console.error(`fuzz setup: ${error instanceof Error ? error.message : String(error)}`);
    if (/ENOENT|patchelf|g\+\+/.test(String(error)))
      console.error("fuzz setup: needs g++ and patchelf (Debian: apt-get install g++ patchelf)");
    process.exit(1);
  }
}
