// The libraries the conformance runner scores (scripts/conformance.ts), each through a small adapter:
// what it answers for validity (per variant and rule), components, resolution, normalization and
// comparison, in batches (a native library answers through a child process). A library that cannot
// be loaded says why (setup), and the runner reports it missing rather than failing.
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);

/** Components as a library gives them (RFC 3986 §5.3 names); undefined: not there. */
export type Parts = Partial<
  Record<"scheme" | "authority" | "userinfo" | "host" | "port" | "path" | "query" | "fragment", string>
>;

/** A rung of RFC 3986 §6.2's ladder: syntax-based (§6.2.2) or also scheme-based (§6.2.3). */
type Level = "syntax" | "scheme";

/** An answer, or the library's refusal (an exception, an error value): null. */
type Answer<T> = T | null;

export interface Adapter {
  readonly name: string;
  /** What it is: the package and version, and how it is reached. */
  about: string;
  /** Loads the library: undefined when it is usable, else why not (the runner reports it missing). */
  setup(): Promise<string | undefined>;
  /** "variant rule" → the library's own name for the check (e.g. "rfc3986 URI" → "isUri"). */
  readonly rules: Readonly<Record<string, string>>;
  valid(key: string, inputs: readonly string[]): Promise<Answer<boolean>[]>;
  /** Components of an RFC 3986 URI reference, and which of them it gives. */
  readonly components?: {
    readonly names: readonly (keyof Parts)[];
    parse(inputs: readonly string[]): Promise<Answer<Parts>[]>;
  };
  resolve?(pairs: readonly (readonly [string, string])[]): Promise<Answer<string>[]>;
  /** Normalization, at the rung the library documents: RFC 3986 §6.2.2 (syntax) or also §6.2.3 (scheme). */
  readonly normalize?: { readonly level: Level; run(inputs: readonly string[]): Promise<Answer<string>[]> };
  /** Equivalence, at the rung of RFC 3986 §6.2's ladder the library compares at. */
  readonly equivalent?: {
    readonly level: Level;
    run(pairs: readonly (readonly [string, string])[]): Promise<Answer<boolean>[]>;
  };
  close?(): void;
}

/** Runs fn on each input, an exception being the library's refusal. */
function each<T, R>(inputs: readonly T[], fn: (x: T) => R): Answer<R>[] {
  return inputs.map((x) => {
    try {
      return fn(x);
    } catch {
      return null;
    }
  });
}

/** A validity check for which an exception means "rejected". */
function checks(inputs: readonly string[], fn: (x: string) => boolean): boolean[] {
  return inputs.map((x) => {
    try {
      return fn(x) === true;
    } catch {
      return false;
    }
  });
}

/** A package's version, from its package.json in node_modules (some export no "./package.json"). */
function version(pkg: string): string {
  try {
    return (
      JSON.parse(readFileSync(join(here, "../../node_modules", pkg, "package.json"), "utf8")) as {
        version: string;
      }
    ).version;
  } catch {
    return "?";
  }
}

// ---- uri-grammar itself (the reference: every variant, every rule) ----

async function uriGrammar(): Promise<Adapter> {
  const lib = await import("../../src/index.js");
  const { ALL_VARIANTS } = await import("../../src/variants/all.js");
  const rules: Record<string, string> = {};
  for (const v of ALL_VARIANTS)
    for (const r of v.startRules) rules[`${v.id} ${r}`] = `isValid(s, { variant: "${v.id}", rule: "${r}" })`;
  return {
    name: "uri-grammar",
    about: `uri-grammar (this repository), through its public functions`,
    setup: async () => undefined,
    rules,
    valid: async (key, inputs) => {
      const [variant, rule] = key.split(" ");
      return checks(inputs, (s) => lib.isValid(s, { variant, rule } as never));
    },
    components: {
      names: ["scheme", "authority", "userinfo", "host", "port", "path", "query", "fragment"],
      parse: async (inputs) => each(inputs, (s) => lib.parse(s) as Parts),
    },
    resolve: async (pairs) => each(pairs, ([b, r]) => lib.resolve(b, r)),
    normalize: { level: "syntax", run: async (inputs) => each(inputs, (s) => lib.normalize(s)) },
    equivalent: { level: "syntax", run: async (pairs) => each(pairs, ([a, b]) => lib.equivalent(a, b)) },
  };
}

// ---- the WHATWG URL parsers: Node's URL and whatwg-url ----

function whatwg(name: string, about: () => string, load: () => Promise<typeof URL>): Adapter {
  let Url: typeof URL;
  const adapter: Adapter = {
    name,
    about: "",
    setup: async () => {
      Url = await load();
      adapter.about = about();
      return undefined;
    },
    // A URL string (WHATWG URL §4.3, "valid URL string") is the nearest to RFC 3986's URI: whether
    // the parser takes the string on its own.
    rules: { "rfc3986 URI": "new URL(s)" },
    valid: async (_key, inputs) =>
      checks(inputs, (s) => {
        new Url(s);
        return true;
      }),
    resolve: async (pairs) => each(pairs, ([b, r]) => new Url(r, b).href),
  };
  return adapter;
}

// ---- fast-uri and uri-js (the same interface: parse with an error, resolve, normalize, equal) ----

interface UriJsLike {
  parse(s: string): {
    scheme?: string;
    userinfo?: string;
    host?: string;
    port?: number | string;
    path?: string;
    query?: string;
    fragment?: string;
    error?: string;
  };
  resolve(base: string, ref: string): string;
  normalize(s: string): string;
  equal(a: string, b: string): boolean;
}

function uriJsLike(name: string, pkg: string): Adapter {
  let lib: UriJsLike;
  const parts = (s: string): Parts | null => {
    const p = lib.parse(s);
    if (p.error !== undefined) return null;
    const host =
      p.host === undefined
        ? undefined
        : p.host.includes(":") && !p.host.startsWith("[")
          ? `[${p.host}]`
          : p.host;
    return {
      scheme: p.scheme,
      userinfo: p.userinfo,
      host,
      port: p.port === undefined ? undefined : String(p.port),
      path: p.path ?? "",
      query: p.query,
      fragment: p.fragment,
    };
  };
  return {
    name,
    about: `${pkg} ${version(pkg)} (npm)`,
    setup: async () => {
      lib = require(pkg) as UriJsLike;
      return undefined;
    },
    // parse() reports what it could not read as `error`: its own idea of a valid reference.
    rules: {
      "rfc3986 URI-reference": "parse(s).error === undefined",
      "rfc3986 URI": "parse(s).error === undefined && parse(s).scheme",
    },
    valid: async (key, inputs) =>
      checks(inputs, (s) => {
        const p = lib.parse(s);
        return p.error === undefined && (key.endsWith("URI-reference") || p.scheme !== undefined);
      }),
    components: {
      names: ["scheme", "userinfo", "host", "port", "path", "query", "fragment"],
      parse: async (inputs) => each(inputs, parts),
    },
    resolve: async (pairs) => each(pairs, ([b, r]) => lib.resolve(b, r)),
    // Both elide a default port and give http an empty path's "/" (RFC 3986 §6.2.3).
    normalize: { level: "scheme", run: async (inputs) => each(inputs, (s) => lib.normalize(s)) },
    equivalent: { level: "scheme", run: async (pairs) => each(pairs, ([a, b]) => lib.equal(a, b)) },
  };
}

// ---- @hyperjump/uri ----

function hyperjumpUri(): Adapter {
  let lib: typeof import("@hyperjump/uri");
  return {
    name: "@hyperjump/uri",
    about: `@hyperjump/uri ${version("@hyperjump/uri")} (npm)`,
    setup: async () => {
      lib = await import("@hyperjump/uri");
      return undefined;
    },
    rules: {
      "rfc3986 URI": "isUri",
      "rfc3986 URI-reference": "isUriReference",
      "rfc3987 IRI": "isIri",
      "rfc3987 IRI-reference": "isIriReference",
    },
    valid: async (key, inputs) => {
      const fn = {
        "rfc3986 URI": lib.isUri,
        "rfc3986 URI-reference": lib.isUriReference,
        "rfc3987 IRI": lib.isIri,
        "rfc3987 IRI-reference": lib.isIriReference,
      }[key]!;
      return checks(inputs, fn);
    },
    components: {
      names: ["scheme", "authority", "userinfo", "host", "port", "path", "query", "fragment"],
      parse: async (inputs) => each(inputs, (s) => ({ ...lib.parseUriReference(s) }) as Parts),
    },
    resolve: async (pairs) => each(pairs, ([b, r]) => lib.resolveUri(r, b)),
    normalize: { level: "syntax", run: async (inputs) => each(inputs, (s) => lib.normalizeUri(s)) },
  };
}

// ---- the JSON Schema format validators: ajv-formats and @hyperjump/json-schema-formats ----

function ajvFormats(): Adapter {
  let formats: Record<
    string,
    RegExp | ((s: string) => boolean) | { validate: RegExp | ((s: string) => boolean) }
  >;
  const table: Record<string, string> = {
    "rfc3986 URI": "uri",
    "rfc3986 URI-reference": "uri-reference",
    "rfc3986 IPv4address": "ipv4",
    "rfc3986 IPv6address": "ipv6",
    "rfc6570 URI-Template": "uri-template",
  };
  return {
    name: "ajv-formats",
    about: `ajv-formats ${version("ajv-formats")} (npm), its "full" formats`,
    setup: async () => {
      formats = (require("ajv-formats/dist/formats.js") as { fullFormats: typeof formats }).fullFormats;
      return undefined;
    },
    rules: Object.fromEntries(Object.entries(table).map(([k, f]) => [k, `format "${f}"`])),
    valid: async (key, inputs) => {
      let f = formats[table[key]!]!;
      if (typeof f === "object" && !(f instanceof RegExp)) f = f.validate;
      const test = f instanceof RegExp ? (s: string) => f.test(s) : f;
      return checks(inputs, test);
    },
  };
}

function hyperjumpFormats(): Adapter {
  let lib: typeof import("@hyperjump/json-schema-formats");
  const table: Record<string, string> = {
    "rfc3986 URI": "isUri",
    "rfc3986 URI-reference": "isUriReference",
    "rfc3986 IPv4address": "isIPv4",
    "rfc3986 IPv6address": "isIPv6",
    "rfc3987 IRI": "isIri",
    "rfc3987 IRI-reference": "isIriReference",
    "rfc6570 URI-Template": "isUriTemplate",
  };
  return {
    name: "@hyperjump/json-schema-formats",
    about: `@hyperjump/json-schema-formats ${version("@hyperjump/json-schema-formats")} (npm)`,
    setup: async () => {
      lib = await import("@hyperjump/json-schema-formats");
      return undefined;
    },
    rules: table,
    valid: async (key, inputs) =>
      checks(inputs, (lib as unknown as Record<string, (s: string) => boolean>)[table[key]!]!),
  };
}

// ---- native libraries through Debian's packages ----

/** A child process answering one request a line, in order. */
class Lines {
  private readonly child;
  private buffer = "";
  private readonly waiting: ((line: string) => void)[] = [];
  private readonly early: string[] = [];

  constructor(command: string, args: readonly string[]) {
    this.child = spawn(command, args, { stdio: ["pipe", "pipe", "inherit"] });
    this.child.stdout.setEncoding("utf8");
    this.child.stdout.on("data", (chunk: string) => {
      this.buffer += chunk;
      for (let nl = this.buffer.indexOf("\n"); nl >= 0; nl = this.buffer.indexOf("\n")) {
        const line = this.buffer.slice(0, nl);
        this.buffer = this.buffer.slice(nl + 1);
        const next = this.waiting.shift();
        if (next) next(line);
        else this.early.push(line);
      }
    });
  }

  next(): Promise<string> {
    const line = this.early.shift();
    if (line !== undefined) return Promise.resolve(line);
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  /** Sends the requests and reads as many answers. */
  async ask(requests: readonly string[]): Promise<string[]> {
    const answers = requests.map(() => this.next());
    // Written in chunks: the child answers as it reads, and the pipe never holds everything.
    for (let i = 0; i < requests.length; i += 500) {
      const ok = this.child.stdin.write(
        requests
          .slice(i, i + 500)
          .map((r) => r + "\n")
          .join(""),
      );
      if (!ok) await new Promise((r) => this.child.stdin.once("drain", r));
    }
    return Promise.all(answers);
  }

  close(): void {
    this.child.stdin.end();
  }
}

const hex = (s: string) => (s === "" ? "_" : Buffer.from(s, "utf8").toString("hex"));
const unhex = (h: string) => Buffer.from(h, "hex").toString("utf8");

function uriparser(): Adapter {
  let lines: Lines;
  const adapter: Adapter = {
    name: "uriparser",
    about: "uriparser (C, Debian liburiparser-dev) through scripts/conformance/harness/uriparser.c",
    setup: async () => {
      if (!existsSync("/usr/include/uriparser/Uri.h"))
        return "uriparser is not installed: apt-get install liburiparser-dev (CI's .ci/run does)";
      const source = join(here, "harness", "uriparser.c");
      const dir = join(tmpdir(), "uri-grammar-conformance");
      mkdirSync(dir, { recursive: true });
      const binary = join(dir, "uriparser-harness");
      try {
        if (!existsSync(binary) || statSync(binary).mtimeMs < statSync(source).mtimeMs)
          execFileSync("gcc", ["-O2", "-o", binary, source, "-luriparser"], { stdio: "pipe" });
        adapter.about = `uriparser ${execFileSync("dpkg-query", ["-W", "-f", "${Version}", "liburiparser-dev"], { encoding: "utf8" }).trim()} (C, Debian liburiparser-dev) through scripts/conformance/harness/uriparser.c`;
      } catch (e) {
        return `could not build the uriparser harness: ${(e as Error).message.split("\n")[0]}`;
      }
      lines = new Lines(binary, []);
      return undefined;
    },
    // uriParseSingleUriExA parses a URI reference; a URI is one with a scheme.
    rules: {
      "rfc3986 URI-reference": "uriParseSingleUriExA",
      "rfc3986 URI": "uriParseSingleUriExA and a scheme",
    },
    valid: async (key, inputs) => {
      const answers = await lines.ask(inputs.map((s) => `parse\t${hex(s)}`));
      return answers.map(
        (a) => a.startsWith("ok") && (key.endsWith("URI-reference") || a.split("\t")[1] !== "-"),
      );
    },
    components: {
      names: ["scheme", "userinfo", "host", "port", "path", "query", "fragment"],
      parse: async (inputs) => {
        const answers = await lines.ask(inputs.map((s) => `parse\t${hex(s)}`));
        return answers.map((a) => {
          const f = a.split("\t");
          if (f[0] !== "ok") return null;
          const v = (x: string | undefined) => (x === "-" || x === undefined ? undefined : unhex(x));
          return {
            scheme: v(f[1]),
            userinfo: v(f[2]),
            host: v(f[3]),
            port: v(f[4]),
            path: v(f[5]) ?? "",
            query: v(f[6]),
            fragment: v(f[7]),
          };
        });
      },
    },
    resolve: async (pairs) => {
      const answers = await lines.ask(pairs.map(([b, r]) => `resolve\t${hex(b)}\t${hex(r)}`));
      return answers.map((a) => (a.startsWith("ok\t") ? unhex(a.slice(3)) : a === "ok" ? "" : null));
    },
    normalize: {
      level: "syntax",
      run: async (inputs) => {
        const answers = await lines.ask(inputs.map((s) => `normalize\t${hex(s)}`));
        return answers.map((a) => (a.startsWith("ok\t") ? unhex(a.slice(3)) : a === "ok" ? "" : null));
      },
    },
    close: () => lines?.close(),
  };
  return adapter;
}

/** The system Python, where Debian's python3-* packages install (not a Python found first on PATH). */
const PYTHON = "/usr/bin/python3";

function python(
  name: string,
  pkg: string,
  rules: Record<string, string>,
  parts: readonly (keyof Parts)[],
  normalizes: boolean,
): Adapter {
  let lines: Lines;
  const call = async (requests: readonly object[]) =>
    (await lines.ask(requests.map((r) => JSON.stringify(r)))).map(
      (a) => JSON.parse(a) as { ok?: unknown; error?: string },
    );
  const adapter: Adapter = {
    name,
    about: `${name} (Python, Debian ${pkg}) through scripts/conformance/harness/python.py`,
    setup: async () => {
      if (!existsSync(PYTHON)) return `${PYTHON} is missing: apt-get install python3 ${pkg}`;
      lines = new Lines(PYTHON, [join(here, "harness", "python.py"), name.replace(/^python-/, "")]);
      const first = JSON.parse(await lines.next()) as { ready?: string; missing?: string };
      if (first.missing !== undefined) return `${first.missing}: apt-get install ${pkg} (CI's .ci/run does)`;
      adapter.about = `${name.replace(/^python-/, "")} ${first.ready} (Python, Debian ${pkg}) through scripts/conformance/harness/python.py`;
      return undefined;
    },
    rules,
    // The harness takes the library's own name of the rule (rfc3987) or the suite's (rfc3986).
    valid: async (key, inputs) => {
      const rule = name === "python-rfc3987" ? rules[key] : key.split(" ")[1];
      return (await call(inputs.map((input) => ({ op: "valid", rule, input })))).map((a) => a.ok === true);
    },
    components: {
      names: parts,
      parse: async (inputs) =>
        (await call(inputs.map((input) => ({ op: "parse", input })))).map((a) =>
          a.ok === undefined
            ? null
            : (Object.fromEntries(
                Object.entries(a.ok as object).map(([k, v]) => [k, v ?? undefined]),
              ) as Parts),
        ),
    },
    resolve: async (pairs) =>
      (await call(pairs.map(([base, reference]) => ({ op: "resolve", base, reference })))).map((a) =>
        typeof a.ok === "string" ? a.ok : null,
      ),
    ...(normalizes
      ? {
          normalize: {
            level: "syntax" as const,
            run: async (inputs: readonly string[]) =>
              (await call(inputs.map((input) => ({ op: "normalize", input })))).map((a) =>
                typeof a.ok === "string" ? a.ok : null,
              ),
          },
        }
      : {}),
    close: () => lines?.close(),
  };
  return adapter;
}

/** The rules Python's rfc3987 names (its patterns: the ABNF's names with "_" for "-"). */
function rfc3987Rules(): Record<string, string> {
  const names = [
    "URI",
    "URI-reference",
    "absolute-URI",
    "relative-ref",
    "hier-part",
    "relative-part",
    "scheme",
    "authority",
    "userinfo",
    "host",
    "port",
    "IP-literal",
    "IPvFuture",
    "IPv6address",
    "h16",
    "ls32",
    "IPv4address",
    "dec-octet",
    "reg-name",
    "path",
    "path-abempty",
    "path-absolute",
    "path-noscheme",
    "path-rootless",
    "path-empty",
    "segment",
    "segment-nz",
    "segment-nz-nc",
    "pchar",
    "query",
    "fragment",
    "pct-encoded",
    "unreserved",
    "reserved",
    "gen-delims",
    "sub-delims",
  ];
  const iri = [
    "IRI",
    "IRI-reference",
    "absolute-IRI",
    "irelative-ref",
    "ihier-part",
    "irelative-part",
    "iauthority",
    "iuserinfo",
    "ihost",
    "ireg-name",
    "ipath",
    "ipath-abempty",
    "ipath-absolute",
    "ipath-noscheme",
    "ipath-rootless",
    "ipath-empty",
    "isegment",
    "isegment-nz",
    "isegment-nz-nc",
    "ipchar",
    "iquery",
    "ifragment",
    "iunreserved",
    "ucschar",
    "iprivate",
  ];
  const out: Record<string, string> = {};
  for (const n of names) out[`rfc3986 ${n}`] = n.replace(/-/g, "_");
  for (const n of iri) out[`rfc3987 ${n}`] = n.replace(/-/g, "_");
  for (const n of [
    "scheme",
    "port",
    "IP-literal",
    "IPvFuture",
    "IPv6address",
    "h16",
    "ls32",
    "IPv4address",
    "dec-octet",
    "pct-encoded",
    "unreserved",
    "sub-delims",
  ])
    out[`rfc3987 ${n}`] = n.replace(/-/g, "_");
  return out;
}

/** Every adapter, by name (`npm run conformance -- --lib NAME`). */
export const ADAPTERS: Record<string, () => Promise<Adapter> | Adapter> = {
  "uri-grammar": uriGrammar,
  "node-url": () =>
    whatwg(
      "node-url",
      () => `Node.js ${process.version} URL (WHATWG URL Standard)`,
      async () => URL,
    ),
  "whatwg-url": () =>
    whatwg(
      "whatwg-url",
      () => `whatwg-url ${version("whatwg-url")} (npm, the WHATWG URL Standard's reference implementation)`,
      async () => (require("whatwg-url") as { URL: typeof URL }).URL,
    ),
  "fast-uri": () => uriJsLike("fast-uri", "fast-uri"),
  "uri-js": () => uriJsLike("uri-js", "uri-js"),
  "@hyperjump/uri": hyperjumpUri,
  "ajv-formats": ajvFormats,
  "@hyperjump/json-schema-formats": hyperjumpFormats,
  uriparser,
  "python-rfc3987": () =>
    python(
      "python-rfc3987",
      "python3-rfc3987",
      rfc3987Rules(),
      ["scheme", "authority", "path", "query", "fragment"],
      false,
    ),
  "python-rfc3986": () =>
    python(
      "python-rfc3986",
      "python3-rfc3986",
      {
        "rfc3986 URI-reference": "uri_reference(s).is_valid()",
        "rfc3986 URI": "uri_reference(s).is_valid() and a scheme",
      },
      ["scheme", "authority", "userinfo", "host", "port", "path", "query", "fragment"],
      true,
    ),
};
