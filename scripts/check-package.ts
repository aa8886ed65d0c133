// `npm run check:package`: the package as npm would publish it, used by a fresh project.
//
// 1. `npm pack` into a temporary folder (npm runs the "prepare" script, `npm run build:ts`, first;
//    nothing is left in the repository).
// 2. Are the Types Wrong? (`attw`) on that tarball: TypeScript's view of every entry point matches
//    what Node does, for `require` and for `import` ("No problems found"). It is what `npx attw
//    --pack .` checks, on the same `npm pack`, made once.
// 3. A fresh consumer project (package.json as `npm init -y` writes it, "type": "commonjs") with the
//    tarball unpacked as node_modules/uri-grammar, and Ajv (its optional peer) and the command line's
//    dependency linked from this repository's node_modules (no network):
//    - scripts/package-consumer/commonjs.cjs: `require` of each entry point, at work;
//    - scripts/package-consumer/module.mjs: named imports, the README's default import of the Ajv
//      plugin, and one library for `import` and `require` (the same UriSyntaxError);
//    - TypeScript (`--module nodenext`, strict, the package's .d.ts checked too) accepts a CommonJS
//      and an ES module consumer, and rejects a misspelled variant id or rule;
//    - the command line of the README's first command runs from the installed package.
//
// Prints one line per check and "N passed, N failed"; exits 1 when a check fails.
import { execFileSync, spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { ROOT } from "./consumer.js";

const started = performance.now();
const results: { name: string; ok: boolean; detail: string }[] = [];
function record(name: string, ok: boolean, detail = ""): void {
  results.push({ name, ok, detail });
  console.log(ok ? `ok ${name}` : `not ok ${name}${detail === "" ? "" : `: ${detail}`}`);
}

/** Runs a program: whether it exited with 0, its standard output, and all it printed. */
function run(command: string, args: string[], cwd: string): { ok: boolean; stdout: string; output: string } {
  const result = spawnSync(command, args, { cwd, encoding: "utf8", maxBuffer: 1 << 26 });
  if (result.error !== undefined) return { ok: false, stdout: "", output: String(result.error) };
  return { ok: result.status === 0, stdout: result.stdout, output: `${result.stdout}${result.stderr}` };
}

const TYPES_COMMONJS = `// A CommonJS consumer, as TypeScript sees it (--module nodenext).
import uriGrammar = require("uri-grammar");
import formats = require("uri-grammar/formats");
import plugin = require("uri-grammar/ajv");
import { rfc2396 } from "uri-grammar/variants/rfc2396";
import { ALL_VARIANTS } from "uri-grammar/variants";
import compiler = require("uri-grammar/compiler");

const compiled: compiler.CompiledAbnf<"doc"> = compiler.compileAbnf('doc = "x"\\n', { rules: ["doc"] });
const checked: boolean = compiler.checkTranscription('doc = "x"\\n', 'doc = "x"\\n').ok && compiled.isValid("x");
const components: uriGrammar.Components = uriGrammar.parse("http://a/b");
const valid: boolean = formats.uri(components.path) && uriGrammar.isValid("http://a/", { variant: rfc2396 });
const added: { addFormat(name: string, format: object): unknown } = plugin.addFormats({ addFormat: () => undefined });
// ajv-formats' shape: the module is the plugin, with default, get and the named exports.
const again: { addFormat(name: string, format: object): unknown } = plugin.default(plugin({ addFormat: () => undefined }));
const definition: { type: "string"; validate(value: string): boolean } = plugin.get("uri");
const options: plugin.FormatsPluginOptions = ["uri", "email"];
const resolved: string = plugin.uriResolver.resolve("http://a/b", "c");
const count: number = ALL_VARIANTS.length;
uriGrammar.parse("http://a/", { variant: "rfc2396", rule: "absoluteURI" });
// @ts-expect-error a misspelled variant id
uriGrammar.parse("http://a/", { variant: "rfc2369" });
// @ts-expect-error a rule of another variant (RFC 3986's name, under RFC 2396)
uriGrammar.parse("http://a/", { variant: rfc2396, rule: "absolute-URI" });
export { valid, added, count, checked, again, definition, options, resolved };
`;

const TYPES_MODULE = `// An ES module consumer, as TypeScript sees it (--module nodenext).
import { parse, isValid, UriSyntaxError, type Components } from "uri-grammar";
import addFormats, { uriResolver } from "uri-grammar/ajv";
import { uri } from "uri-grammar/formats";
import { rfc2396 } from "uri-grammar/variants/rfc2396";
import { compileAbnf, transcribe } from "uri-grammar/compiler";
import { pluginOf, uri as uriDefinition, formats as definitions } from "uri-grammar/ajv/formats";
import { uri as uriSchema } from "uri-grammar/standard";

const components: Components = parse("http://a/b");
const mine = compileAbnf('doc = "x" 2*3DIGIT\\n', { rules: ["doc"] });
const own: boolean = mine.isValid("x12", "doc") && parse("x12", { variant: mine.variant({ id: "doc" }) }).path === undefined;
const peg: string = transcribe('doc = "x"\\n').text;
// @ts-expect-error not a start rule of the compiled grammar
mine.isValid("x", "docs");
const valid: boolean = uri(components.path) && isValid("http://a/", { variant: rfc2396 });
const error: UriSyntaxError | undefined = undefined;
const target: string = uriResolver.resolve("http://a/b", "c");
const added: { addFormat(name: string, format: object): unknown } = addFormats({ addFormat: () => undefined });
// @ts-expect-error a misspelled variant id
parse("http://a/", { variant: "rfc2369" });
const chosen: { addFormat(name: string, format: object): unknown } = pluginOf({ uri: uriDefinition, email: definitions.email })({ addFormat: () => undefined });
const issue: string | undefined = uriSchema()["~standard"].validate("x").issues?.[0].message;
const fromDefault: { type: "string" } = addFormats.get("uri");
export { valid, error, target, added, own, peg, chosen, issue, fromDefault };
`;

const work = mkdtempSync(join(tmpdir(), "uri-grammar-package-"));
try {
  // 1. npm pack.
  const pack = run("npm", ["pack", "--pack-destination", work, "--json"], ROOT);
  let tarball = "";
  if (pack.ok) {
    // The JSON report follows what the "prepare" script printed.
    const packed = JSON.parse(pack.stdout.slice(pack.stdout.indexOf("[\n"))) as {
      filename: string;
      files: { path: string }[];
    }[];
    tarball = join(work, packed[0]!.filename);
    const paths = packed[0]!.files.map((file) => file.path);
    const needed = [
      "package.json",
      "dist/node/node.mjs",
      "dist/node/node.js",
      "dist/node/index.js",
      "dist/src/index.js",
    ];
    const absent = needed.filter((path) => !paths.includes(path));
    record(
      `npm pack (${paths.length} files)`,
      absent.length === 0,
      absent.map((p) => `${p} missing`).join(", "),
    );
  } else record("npm pack", false, pack.output);

  if (tarball !== "") {
    // 2. attw.
    const attw = run(
      process.execPath,
      [join(ROOT, "node_modules/@arethetypeswrong/cli/dist/index.js"), tarball],
      ROOT,
    );
    record(
      "attw: No problems found",
      attw.ok && attw.output.includes("No problems found"),
      attw.output.trim().split("\n").slice(-40).join("\n"),
    );

    // 3. The consumer project.
    const project = join(work, "consumer");
    const installed = join(project, "node_modules", "uri-grammar");
    mkdirSync(installed, { recursive: true });
    execFileSync("tar", ["-xzf", tarball, "-C", installed, "--strip-components=1"]);
    writeFileSync(
      join(project, "package.json"),
      JSON.stringify(
        { name: "consumer", version: "1.0.0", main: "index.js", type: "commonjs", license: "ISC" },
        null,
        2,
      ),
    );
    const manifest = JSON.parse(readFileSync(join(installed, "package.json"), "utf8")) as {
      bin: Record<string, string>;
      dependencies?: Record<string, string>;
    };
    // The library installs nothing else: the compiler's and the command line's packages are
    // bundled into their own files (scripts/build-dist.mjs).
    const dependencies = Object.keys(manifest.dependencies ?? {});
    record(
      "no runtime dependency (package.json has no dependencies)",
      dependencies.length === 0,
      dependencies.join(", "),
    );
    for (const name of ["ajv", ...dependencies]) {
      const link = join(project, "node_modules", name);
      mkdirSync(dirname(link), { recursive: true }); // a scoped name (@scope/name) needs its scope
      symlinkSync(join(ROOT, "node_modules", name), link, "dir");
    }
    cpSync(join(ROOT, "scripts", "package-consumer"), project, { recursive: true });

    for (const program of ["commonjs.cjs", "module.mjs"]) {
      const { ok, output } = run(process.execPath, [program], project);
      const lines = output.trim().split("\n");
      for (const line of lines) {
        const passed = /^ok (.*)$/.exec(line);
        const failed = /^not ok (.*?)(?:: (.*))?$/.exec(line);
        if (passed !== null) record(`${program}: ${passed[1]}`, true);
        else if (failed !== null) record(`${program}: ${failed[1]}`, false, failed[2] ?? "");
      }
      if (!ok && !lines.some((line) => line.startsWith("not ok ")))
        record(`${program} runs`, false, output.trim());
    }

    // TypeScript, both module kinds, the package's declarations included (skipLibCheck off).
    writeFileSync(join(project, "commonjs.cts"), TYPES_COMMONJS);
    writeFileSync(join(project, "module.mts"), TYPES_MODULE);
    writeFileSync(
      join(project, "tsconfig.json"),
      JSON.stringify({
        compilerOptions: {
          module: "nodenext",
          moduleResolution: "nodenext",
          target: "es2022",
          strict: true,
          noEmit: true,
          skipLibCheck: false,
          types: [],
        },
        files: ["commonjs.cts", "module.mts"],
      }),
    );
    const tsc = run(
      process.execPath,
      [join(ROOT, "node_modules/typescript/bin/tsc"), "-p", "tsconfig.json"],
      project,
    );
    record(
      "TypeScript (module nodenext) accepts both consumers, rejects a misspelled id",
      tsc.ok,
      tsc.output.trim(),
    );

    // The README's first command, from the installed package.
    const bin = join(installed, manifest.bin["uri-grammar"]!);
    const cli = run(
      process.execPath,
      [bin, "parse", "foo://example.com:8042/over/there?name=ferret#nose"],
      project,
    );
    record(
      "uri-grammar parse (the installed command line)",
      cli.ok && cli.output.includes("example.com"),
      cli.output,
    );

    // uri-grammar compile, from the installed package: the module it writes runs with nothing of
    // uri-grammar (it is imported from a folder outside the consumer project's node_modules reach).
    writeFileSync(join(project, "doc.abnf"), 'doc = "x:" 2*3ALPHA\n');
    const compile = run(
      process.execPath,
      [bin, "compile", "doc.abnf", "--rule", "doc", "--out", join(work, "out")],
      project,
    );
    const compiledRun = run(
      process.execPath,
      [
        "--input-type=module",
        "-e",
        `import { isValid } from ${JSON.stringify(pathToFileURL(join(work, "out", "doc.mjs")).href)}; console.log(isValid("x:ab"), isValid("x:a"));`,
      ],
      work,
    );
    record(
      "uri-grammar compile (the installed command line), and the module it writes runs alone",
      compile.ok && compiledRun.ok && compiledRun.stdout.trim() === "true false",
      `${compile.output}${compiledRun.output}`,
    );
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}

const failed = results.filter((r) => !r.ok).length;
console.log(`\ncheck:package took ${((performance.now() - started) / 1000).toFixed(1)} s`);
console.log(`${results.length - failed} passed, ${failed} failed`);
if (failed > 0) process.exit(1);
