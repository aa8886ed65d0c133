// The deprecated names kept for one minor version after a rename (CHANGELOG.md, 0.2.0): each is the
// very object of its new name, so code written against the old name keeps working unchanged.
import { describe, expect, it } from "vitest";
import * as library from "../../src/index.js";
import * as variants from "../../src/variants/all.js";
import * as syntax05 from "../../src/variants/draft-fielding-url-syntax-05.js";
import * as rfc2396bis from "../../src/variants/draft-fielding-uri-rfc2396bis-01.js";

describe("deprecated aliases are the renamed objects", () => {
  it.each([
    ["UriResolutionError", library.UriResolutionError, library.UriOperationError],
    ["VARIANTS", library.VARIANTS, library.VARIANT_RECORDS],
    ["urlSyntax05 (uri-grammar/variants)", variants.urlSyntax05, variants.draftFieldingUrlSyntax05],
    ["rfc2396bis01 (uri-grammar/variants)", variants.rfc2396bis01, variants.draftFieldingUriRfc2396bis01],
    ["urlSyntax05 (its own module)", syntax05.urlSyntax05, syntax05.draftFieldingUrlSyntax05],
    ["rfc2396bis01 (its own module)", rfc2396bis.rfc2396bis01, rfc2396bis.draftFieldingUriRfc2396bis01],
  ])("%s", (_name, old, renamed) => {
    expect(renamed).toBeDefined();
    expect(old).toBe(renamed);
  });

  it("an error thrown as UriOperationError is caught as a UriResolutionError", () => {
    let caught: unknown;
    try {
      library.normalize("http://a/", { variant: "rfc6570" as never });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(library.UriResolutionError);
    expect(caught).toBeInstanceOf(library.UriOperationError);
  });
});
