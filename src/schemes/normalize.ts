// Scheme-based normalization and comparison (RFC 3986 §6.2.3): the steps of each record's
// `normalization` (data) run here, one function per kind of step.
import { normalize as genericNormalize } from "../semantics/normalize.js";
import { parse as genericParse } from "../syntax/parse.js";
import type { Components } from "../syntax/components.js";
import { dataKey } from "./data.js";
import { readScheme } from "./read.js";
import { lowerAscii, normalizePercent, upperHex } from "./text.js";
import type { DataParts, NormalizationStep, SchemeParts, SchemeRecord } from "./types.js";

/** The string transform of a step (the "generic" step works on the whole URI instead). */
function transformOf(step: Exclude<NormalizationStep, { step: "generic" }>): (text: string) => string {
  switch (step.step) {
    case "lower":
      return lowerAscii;
    case "hex-upper":
      return upperHex;
    case "percent":
      return normalizePercent;
    case "replace":
      return (text) => (step.from.includes(lowerAscii(text)) ? step.to : text);
  }
}

/** A flat record's part: a string field of the parse result. */
function mapField(parts: SchemeParts, part: string, transform: (text: string) => string): SchemeParts {
  const value = (parts as unknown as Record<string, unknown>)[part];
  return typeof value === "string" ? ({ ...parts, [part]: transform(value) } as SchemeParts) : parts;
}

function read(record: SchemeRecord, uri: string): { parts: SchemeParts; components: Components } {
  const components = genericParse(uri) as Components;
  const reading = readScheme(record, uri, components);
  if (!reading.ok) throw reading.error;
  return { parts: reading.parts, components };
}

/** The scheme-based normal form's parts (RFC 3986 §6.2.3 by the record's steps). */
function normalParts(record: SchemeRecord, uri: string): { parts: SchemeParts; components: Components } {
  let { parts, components } = read(record, uri);
  for (const step of record.normalization) {
    if (step.step === "generic") {
      ({ parts, components } = read(record, genericNormalize(uri, { level: "scheme" })));
      continue;
    }
    const map = (record.mapPart ?? mapField) as (
      p: SchemeParts,
      part: string,
      t: (s: string) => string,
    ) => SchemeParts;
    parts = map(parts, step.part, transformOf(step));
  }
  return { parts, components };
}

/** The scheme-based normal form of a URI whose scheme has a record. */
export function normalizeWith(record: SchemeRecord, uri: string): string {
  const { parts, components } = normalParts(record, uri);
  return (record.recompose as (p: SchemeParts, c: Components) => string)(parts, components);
}

/** What two URIs of the record must share to be equivalent (RFC 3986 §6.2.3 and the scheme's RFC). */
export function comparisonKey(record: SchemeRecord, uri: string): string {
  const { parts, components } = normalParts(record, uri);
  if (parts.kind === "data") return dataKey(parts as DataParts);
  const ignore = record.comparison?.ignore ?? [];
  const kept = { ...parts } as Record<string, unknown>;
  for (const part of ignore) delete kept[part];
  return (record.recompose as (p: SchemeParts, c: Components) => string)(
    kept as unknown as SchemeParts,
    components,
  );
}
