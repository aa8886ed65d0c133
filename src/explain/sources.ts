// Each URI grammar's texts, imported when first named: a bundler makes each a chunk of its own, so
// a page that explains RFC 3986 does not carry the other grammars' texts.
import type { GrammarSource } from "./source.js";

/** The names of the grammars whose texts there are (one per URI variant). */
export const SOURCE_GRAMMARS = [
  "url-draft-1993",
  "url-draft-1994",
  "rfc1738",
  "rfc1808",
  "draft-fielding-url-syntax-05",
  "rfc2396",
  "rfc2732",
  "draft-fielding-uri-rfc2396bis-01",
  "rfc3986",
  "rfc3987",
  "rfc6570",
  "rfc6874",
];

/** A grammar's texts (src/explain/sources/<grammar>.ts). */
export async function loadSource(grammar: string): Promise<GrammarSource> {
  switch (grammar) {
    case "url-draft-1993":
      return (await import("./sources/url-draft-1993.js")).source;
    case "url-draft-1994":
      return (await import("./sources/url-draft-1994.js")).source;
    case "rfc1738":
      return (await import("./sources/rfc1738.js")).source;
    case "rfc1808":
      return (await import("./sources/rfc1808.js")).source;
    case "draft-fielding-url-syntax-05":
      return (await import("./sources/draft-fielding-url-syntax-05.js")).source;
    case "rfc2396":
      return (await import("./sources/rfc2396.js")).source;
    case "rfc2732":
      return (await import("./sources/rfc2732.js")).source;
    case "draft-fielding-uri-rfc2396bis-01":
      return (await import("./sources/draft-fielding-uri-rfc2396bis-01.js")).source;
    case "rfc3986":
      return (await import("./sources/rfc3986.js")).source;
    case "rfc3987":
      return (await import("./sources/rfc3987.js")).source;
    case "rfc6570":
      return (await import("./sources/rfc6570.js")).source;
    case "rfc6874":
      return (await import("./sources/rfc6874.js")).source;
    default:
      throw new RangeError(`explain: no texts for the grammar ${JSON.stringify(grammar)}`);
  }
}
