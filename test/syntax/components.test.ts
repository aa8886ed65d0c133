// copyAuthority (src/syntax/components.ts): the "T.authority = R.authority" (or "= Base.authority")
// of the resolution algorithms on the component model, where the authority's userinfo, host and
// port go with it. Read on the components the algorithm returns (resolveComponents), for the
// variants whose grammar splits an authority into them.
import { describe, expect, it } from "vitest";
import { parse } from "../../src/index.js";
import { resolveComponents } from "../../src/semantics/resolve/index.js";
import { draftFieldingUriRfc2396bis01, rfc2396 } from "../../src/variants/all.js";

describe("RFC 2396 §5.2 steps 4 and 5 (and draft-fielding-uri-rfc2396bis-01's): the authority, whole, of the reference or of the base", () => {
  const base = "http://u@a:8/b/c?q";
  const own = { scheme: "http", authority: "v@h:9", userinfo: "v", host: "h", port: "9", path: "/x" };
  const inherited = { scheme: "http", authority: "u@a:8", userinfo: "u", host: "a", port: "8", path: "/b/g" };
  const variants = { rfc2396, "draft-fielding-uri-rfc2396bis-01": draftFieldingUriRfc2396bis01 };
  it.each([
    ["rfc2396", "//v@h:9/x", own], // step 4: a net_path keeps its own authority
    ["rfc2396", "g", inherited], // step 5: the base's authority
    ["draft-fielding-uri-rfc2396bis-01", "//v@h:9/x", own],
    ["draft-fielding-uri-rfc2396bis-01", "g", inherited],
  ] as const)("%s: %s", (name, reference, expected) => {
    const options = { variant: variants[name] };
    expect(resolveComponents(parse(base, options), parse(reference, options), options)).toStrictEqual(
      expected,
    );
  });
});
