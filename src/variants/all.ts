// `uri-grammar/variants`: every variant, oldest first, each also reachable by its id once this module
// is imported (the command line, and Node programs, import it: src/node.mjs).
import { urlDraft1993 } from "./url-draft-1993.js";
import { urlDraft1994 } from "./url-draft-1994.js";
import { rfc1738 } from "./rfc1738.js";
import { rfc1808 } from "./rfc1808.js";
import { draftFieldingUrlSyntax05, urlSyntax05 } from "./draft-fielding-url-syntax-05.js";
import { rfc2396 } from "./rfc2396.js";
import { rfc2732 } from "./rfc2732.js";
import { draftFieldingUriRfc2396bis01, rfc2396bis01 } from "./draft-fielding-uri-rfc2396bis-01.js";
import { rfc3986 } from "./rfc3986.js";
import { rfc3987 } from "./rfc3987.js";
import { rfc6570 } from "./rfc6570.js";
import { rfc6874 } from "./rfc6874.js";
import { registerVariants } from "./registry.js";
import type { Variant } from "./types.js";

export {
  urlDraft1993,
  urlDraft1994,
  rfc1738,
  rfc1808,
  draftFieldingUrlSyntax05,
  rfc2396,
  rfc2732,
  draftFieldingUriRfc2396bis01,
  rfc3986,
  rfc3987,
  rfc6570,
  rfc6874,
  // Deprecated aliases (the names before they followed the ids); they go in the next minor version.
  urlSyntax05,
  rfc2396bis01,
};

/** Every variant, oldest first (the order `uri-grammar variants` lists them in). */
export const ALL_VARIANTS: readonly Variant[] = [
  urlDraft1993,
  urlDraft1994,
  rfc1738,
  rfc1808,
  draftFieldingUrlSyntax05,
  rfc2396,
  rfc2732,
  draftFieldingUriRfc2396bis01,
  rfc3986,
  rfc3987,
  rfc6570,
  rfc6874,
];

registerVariants(...ALL_VARIANTS);
