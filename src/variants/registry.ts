// The one list of variants. A record is data (see types.ts); the generated code of a variant is
// loaded only when that variant is first used (see load.ts).
import { rfc1808 } from "./rfc1808.js";
import { rfc2396 } from "./rfc2396.js";
import { rfc2732 } from "./rfc2732.js";
import { rfc2396bis01 } from "./draft-fielding-uri-rfc2396bis-01.js";
import { urlSyntax05 } from "./draft-fielding-url-syntax-05.js";
import { rfc1738 } from "./rfc1738.js";
import { rfc3986 } from "./rfc3986.js";
import { urlDraft1994 } from "./url-draft-1994.js";
import { urlDraft1993 } from "./url-draft-1993.js";
import { rfc3987 } from "./rfc3987.js";
import { rfc6570 } from "./rfc6570.js";
import { rfc6874 } from "./rfc6874.js";
import type { VariantRecord } from "./types.js";

// Oldest first: the order `uri-grammar variants` lists them in.
export const VARIANTS: readonly VariantRecord[] = [
  urlDraft1993,
  urlDraft1994,
  rfc1738,
  rfc1808,
  urlSyntax05,
  rfc2396,
  rfc2732,
  rfc2396bis01,
  rfc3986,
  rfc3987,
  rfc6570,
  rfc6874,
];

export const DEFAULT_VARIANT = "rfc3986";
