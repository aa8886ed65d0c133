// Why a format rejects a value: what formatProblem (src/formats/index.ts) and the Ajv plugin's error messages say.

/** Why a value is not in a format: where, which rule, which section of which document, and why. */
export interface FormatProblem {
  /** 0-based offset (UTF-16 code units) of the part that fails. */
  offset: number;
  /** The grammar rule (or the document's term) that the part fails. */
  rule: string;
  /** The section that says so: `RFC 3339 §5.7`. */
  section: string;
  /** What is wrong, in a few words. */
  reason: string;
}

export function problem(offset: number, rule: string, section: string, reason: string): FormatProblem {
  return { offset, rule, section, reason };
}

/** A code point as Unicode writes it: U+00E9. */
export const hex = (cp: number): string => `U+${cp.toString(16).toUpperCase().padStart(4, "0")}`;
