// Pass "emit" (compiler/passes/emit.ts): a compiled grammar → the text of
// generated/<grammar>.automata.ts. What it writes decodes, through automata/format.ts (the
// runtime's own decoders), to the automata the compiler built, transition by transition.
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { compileGrammar } from "../../../compiler/index.js";
import { emitAutomata, packAutomata } from "../../../compiler/passes/emit.js";
import {
  decodeDiagnostics,
  decodeExpect,
  decodeRecognizer,
  decodeRow,
  decodeSplitter,
} from "../../../automata/format.js";
import { grammar } from "./tiny.js";

const TEXT = 'kv = key "=" val\nkey = 1*ALPHA ; RFC 9999 §1.2\nval = *DIGIT / "`${x}"\n';
const compiled = compileGrammar(grammar(TEXT), {
  startRules: ["kv", "key"],
  captures: { key: "key", val: "val" },
  tokens: new Set(["ALPHA"]),
});
const packed = packAutomata(compiled);

describe("the recognizer round-trips", () => {
  const rec = compiled.recognizer!;
  const decoded = decodeRecognizer(packed.recognizer);
  const K = rec.classes.count;
  it("keeps the alphabet", () => {
    expect(decoded.classes).toBe(K);
    expect([...decoded.ascii]).toEqual(rec.classes.ascii);
    expect([...decoded.rangeStarts]).toEqual(rec.classes.starts);
    expect([...decoded.rangeClasses]).toEqual(rec.classes.ids);
  });
  it("keeps the starts by rule and which states accept", () => {
    expect([...decoded.starts]).toEqual([
      ["kv", rec.starts[0]],
      ["key", rec.starts[1]],
    ]);
    expect([...decoded.accept]).toEqual(rec.accept);
  });
  it("keeps every transition", () =>
    expect(decoded.lines.flatMap((line) => [...decodeRow(line, K, 0).target])).toEqual(rec.next));
});

describe("the splitter round-trips", () => {
  const split = compiled.splitter!;
  const decoded = decodeSplitter(packed.splitter!);
  const K = split.classes.count;
  const tags = split.components.length * 2;
  it("only kv has components inside it (key's own is all of it)", () => {
    expect([...decoded.starts.keys()]).toEqual(["kv"]);
    expect([...decoded.covers]).toEqual([["kv", ["key", "val"]]]);
    expect(decoded.components).toEqual(split.components);
    expect(decoded.registers).toBe(split.registers);
  });
  it("keeps every transition, its operations and the final tags", () => {
    const rows = decoded.lines.map((line) => decodeRow(line, K, tags));
    expect(rows.flatMap((r) => [...r.target])).toEqual(split.next);
    expect(rows.flatMap((r) => [...r.op].map((op) => (op === 0 ? [] : decoded.opLists[op - 1]!)))).toEqual(
      split.next.map((t, i) => (t < 0 ? [] : split.ops[i]!)),
    );
    expect(rows.map((r) => r.finals)).toEqual(split.finals);
  });
});

describe("the diagnostics round-trip", () => {
  const decoded = decodeDiagnostics(packed.diagnostics);
  it("keeps the sections the rules' comments cite", () =>
    // The rules on the stacks (ALPHA, a token, is on none), the core rule's from RFC 5234.
    expect([...decoded.sections]).toEqual([
      ["DIGIT", "RFC 5234 §B.1"],
      ["key", "RFC 9999 §1.2"],
    ]));
  it("keeps the stacks and items", () => {
    expect(decoded.stacks).toEqual(compiled.expectations.stacks);
    expect(decoded.items.map(({ stack, kind, text }) => ({ stack, kind, text }))).toEqual(
      compiled.expectations.items,
    );
  });
  it("keeps each state's expected items", () =>
    expect(decodeExpect(packed.diagnostics.expect)).toEqual(compiled.expect));
});

describe("the module text", () => {
  const text = emitAutomata(compiled, "// header");
  it("begins with the header and names the start rules as types", () => {
    expect(text.startsWith("// header\n")).toBe(true);
    expect(text).toContain('export type Rule = "kv" | "key";');
    expect(text).toContain('export type SplitRule = "kv";');
  });
  it("evaluates to the packed tables (backticks and ${ in a quoted string escaped)", async () => {
    const js = ts.transpileModule(text, { compilerOptions: { module: ts.ModuleKind.ESNext } }).outputText;
    const module = (await import(`data:text/javascript,${encodeURIComponent(js)}`)) as Record<
      string,
      unknown
    >;
    expect(packed.diagnostics.items).toContain("`${x}");
    expect(module.recognizer).toEqual(packed.recognizer);
    expect(module.splitter).toEqual(packed.splitter);
    expect(module.diagnostics).toEqual(packed.diagnostics);
  });
});
