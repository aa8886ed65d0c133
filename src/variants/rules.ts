// The start rules of each variant, as types: `{ variant: "rfc2396", rule: "absoluteURI" }` type-checks
// and `{ variant: "rfc2396", rule: "absolute-URI" }` does not. Types only: nothing is loaded.
import type { Rule as UrlDraft1993 } from "../../generated/url-draft-1993.automata.js";
import type { Rule as UrlDraft1994 } from "../../generated/url-draft-1994.automata.js";
import type { Rule as Rfc1738 } from "../../generated/rfc1738.automata.js";
import type { Rule as Rfc1808 } from "../../generated/rfc1808.automata.js";
import type { Rule as UrlSyntax05 } from "../../generated/draft-fielding-url-syntax-05.automata.js";
import type { Rule as Rfc2396 } from "../../generated/rfc2396.automata.js";
import type { Rule as Rfc2732 } from "../../generated/rfc2732.automata.js";
import type { Rule as Rfc2396bis01 } from "../../generated/draft-fielding-uri-rfc2396bis-01.automata.js";
import type { Rule as Rfc3986 } from "../../generated/rfc3986.automata.js";
import type { Rule as Rfc3987 } from "../../generated/rfc3987.automata.js";
import type { Rule as Rfc6570 } from "../../generated/rfc6570.automata.js";
import type { Rule as Rfc6874 } from "../../generated/rfc6874.automata.js";
import type { UserVariant, Variant, VariantId } from "./types.js";

export interface RulesById {
  "url-draft-1993": UrlDraft1993;
  "url-draft-1994": UrlDraft1994;
  rfc1738: Rfc1738;
  rfc1808: Rfc1808;
  "draft-fielding-url-syntax-05": UrlSyntax05;
  rfc2396: Rfc2396;
  rfc2732: Rfc2732;
  "draft-fielding-uri-rfc2396bis-01": Rfc2396bis01;
  rfc3986: Rfc3986;
  rfc3987: Rfc3987;
  rfc6570: Rfc6570;
  rfc6874: Rfc6874;
}

/** What a `variant` option may be: an id, or a variant object (a built-in one, or a user's). */
export type VariantLike = VariantId | Variant<VariantId, string> | UserVariant<string>;

/** The start rules of a variant (by id or object). */
export type RuleOf<V> =
  V extends Variant<VariantId, infer R>
    ? R
    : V extends UserVariant<infer R>
      ? R
      : V extends VariantId
        ? RulesById[V]
        : never;
