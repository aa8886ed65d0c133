// The package's entry point under Node (package.json "exports", condition "node"): the library, with
// every variant reachable by its id, as a Node program expects (`{ variant: "rfc2396" }`). A bundle
// for a browser or an edge runtime gets src/index.ts instead, which reaches RFC 3986 only.
import "./variants/all.js";

export * from "./index.js";
