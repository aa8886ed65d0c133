// UriTemplateError: the errors RFC 6570 names, each with where in the template it applies.
import type { UriSyntaxError } from "../syntax/errors.js";

/**
 * What went wrong:
 * - `syntax`: the template does not match RFC 6570 §2 URI-Template (§3: "invalid template syntax");
 * - `reserved-operator`: an expression uses an op-reserve operator ("=" "," "!" "@" "|"), which
 *   RFC 6570 §2.2 reserves for future extensions and §3 makes an expansion error;
 * - `prefix-on-composite`: a prefix modifier on a variable whose value is a list or an associative
 *   array (RFC 6570 §2.4.1: "not applicable to variables that have composite values");
 * - `invalid-value`: a value that cannot be encoded as UTF-8 (RFC 6570 §1.6): a lone surrogate.
 */
export type UriTemplateErrorKind = "syntax" | "reserved-operator" | "prefix-on-composite" | "invalid-value";

export interface UriTemplateErrorDetails {
  kind: UriTemplateErrorKind;
  /** The template. */
  template: string;
  /** 0-based offset in the template (UTF-16 code units) where the error applies. */
  offset: number;
  /** One line, naming the offset and the RFC section. */
  message: string;
  /** For `syntax`: the grammar's diagnosis (expected items, enclosing rule). */
  cause?: UriSyntaxError;
}

export class UriTemplateError extends SyntaxError {
  override name = "UriTemplateError";
  readonly kind: UriTemplateErrorKind;
  readonly template: string;
  readonly offset: number;
  /**
   * The diagnostic result of RFC 6570 §3 when expansion failed: the template expanded up to the
   * error, then the rest as written (an invalid expression is copied unexpanded and expansion goes
   * on; a syntax error stops it). "Only intended for diagnostic use" (§3). Undefined when not expanding.
   */
  partial: string | undefined;

  constructor(details: UriTemplateErrorDetails) {
    super(details.message, details.cause ? { cause: details.cause } : undefined);
    this.kind = details.kind;
    this.template = details.template;
    this.offset = details.offset;
    this.partial = undefined;
  }

  /** The plain data of the error, as the CLI's --jsonl writes it. */
  toJSON(): { kind: UriTemplateErrorKind; offset: number; message: string } {
    return { kind: this.kind, offset: this.offset, message: this.message };
  }
}
