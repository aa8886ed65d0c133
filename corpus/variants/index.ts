// The unit tests' inputs by variant: the equivalence check (scripts/check-grammars.ts) runs each of
// them against every rule of the variant's grammar, beside the generated inputs.
import { draftFieldingUriRfc2396bis01Inputs } from "./draft-fielding-uri-rfc2396bis-01.js";
import { draftFieldingUrlSyntax05Inputs } from "./draft-fielding-url-syntax-05.js";
import { rfc1808Inputs } from "./rfc1808.js";
import { rfc2396Inputs } from "./rfc2396.js";
import { rfc2732Inputs } from "./rfc2732.js";
import { rfc1738Inputs } from "./rfc1738.js";
import { rfc3986Inputs } from "./rfc3986.js";
import { urlDraft1994Inputs } from "./url-draft-1994.js";
import { urlDraft1993Inputs } from "./url-draft-1993.js";
import { rfc3987Inputs } from "./rfc3987.js";
import { rfc6570Inputs } from "./rfc6570.js";
import { rfc6874Inputs } from "./rfc6874.js";

const CORPORA: Record<string, () => readonly string[]> = {
  rfc3986: rfc3986Inputs,
  "url-draft-1994": urlDraft1994Inputs,
  "url-draft-1993": urlDraft1993Inputs,
  rfc1738: rfc1738Inputs,
  rfc2396: rfc2396Inputs,
  rfc1808: rfc1808Inputs,
  "draft-fielding-url-syntax-05": draftFieldingUrlSyntax05Inputs,
  "draft-fielding-uri-rfc2396bis-01": draftFieldingUriRfc2396bis01Inputs,
  rfc2732: rfc2732Inputs,
  rfc3987: rfc3987Inputs,
  rfc6874: rfc6874Inputs,
  rfc6570: rfc6570Inputs,
};

export function corpusFor(variant: string): readonly string[] {
  return CORPORA[variant]?.() ?? [];
}
