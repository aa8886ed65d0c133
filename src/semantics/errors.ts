// UriOperationError: a semantic operation (resolve, normalize, equivalent, relativize) that the
// variant's document does not define for its input (not only resolution: normalize and equivalent
// throw it too, hence the name). Syntax errors stay UriSyntaxError: this one is
// for a valid input the operation has no answer for.

/**
 * Why there is no answer:
 * - "not-a-uri-syntax": the variant's grammar is not a URI syntax (RFC 6570's URI Template is a
 *   grammar over one: a template is neither resolved, normalized nor compared);
 * - "no-normalization": the variant's document gives no normal form (normalize, and equivalent
 *   above the "string" level);
 * - "no-relative-form": the variant's document has no relative references (RFC 1738), so there is
 *   nothing to relativize to;
 * - "no-resolution-algorithm": the variant's record names no resolution algorithm;
 * - "no-target": the algorithm, followed as its document writes it, gives a string that the
 *   variant's own grammar rejects as a URL (under the 1993 draft, "/" against "m:" gives "m:/",
 *   but `generic = scheme ":" path` has no path beginning with "/");
 * - "above-root": the 2003 draft's step 7 with `leadingDotSegments: "error"`, a reference that
 *   climbs above the root of the base path.
 */
export type UriOperationErrorKind =
  | "not-a-uri-syntax"
  | "no-normalization"
  | "no-relative-form"
  | "no-resolution-algorithm"
  | "no-target"
  | "above-root";

export interface UriOperationErrorDetails {
  kind: UriOperationErrorKind;
  /** The operation that has no answer: "resolve", "normalize", "equivalent" or "relativize". */
  operation: string;
  variant: string;
  /** Why, citing the document. */
  reason: string;
}

export class UriOperationError extends Error {
  override name = "UriOperationError";
  readonly kind: UriOperationErrorKind;
  readonly operation: string;
  readonly variant: string;

  constructor(details: UriOperationErrorDetails) {
    super(`${details.operation} (${details.variant}): ${details.reason}`);
    this.kind = details.kind;
    this.operation = details.operation;
    this.variant = details.variant;
  }

  /** The plain data of the error, as the CLI's --jsonl writes it. */
  toJSON(): { message: string; kind: UriOperationErrorKind; operation: string; variant: string } {
    return { message: this.message, kind: this.kind, operation: this.operation, variant: this.variant };
  }
}

/**
 * @deprecated Renamed `UriOperationError` (normalize, equivalent and relativize throw it too); this
 * alias goes in the next minor version.
 * @alias
 */
export const UriResolutionError = UriOperationError;
/** @deprecated Renamed `UriOperationError`. */
export type UriResolutionError = UriOperationError;
/** @deprecated Renamed `UriOperationErrorKind`. */
export type UriResolutionErrorKind = UriOperationErrorKind;
/** @deprecated Renamed `UriOperationErrorDetails`. */
export type UriResolutionErrorDetails = UriOperationErrorDetails;
