// http and https (RFC 9110 §4.2.1, §4.2.2), ws and wss (RFC 6455 §3): grammars over RFC 3986's
// authority, with the MUSTs their prose adds, and RFC 3986 §6.2.3 normalization (default port,
// empty path as "/": the data of src/semantics/scheme-defaults.ts).
import * as rfc9110 from "../../generated/rfc9110.automata.js";
import { parse as rfc9110Peg } from "../../generated/rfc9110.peg.js";
import * as rfc6455 from "../../generated/rfc6455.automata.js";
import { parse as rfc6455Peg } from "../../generated/rfc6455.peg.js";
import type { Components } from "../syntax/components.js";
import { recomposeGeneric } from "./recompose.js";
import type { HttpParts, ProseRule, SchemeRecord, WsParts } from "./types.js";

interface PegAuthority {
  scheme: string;
  authority?: string;
  userinfo?: string;
  host: string;
  port?: string;
  path: string;
  query?: string;
}

/** Where the host begins: after "//" and the userinfo's "@". */
function hostOffset(uri: string, components: Components): number {
  const start = uri.indexOf("//") + 2;
  return components.userinfo === undefined ? start : start + components.userinfo.length + 1;
}

const emptyHost = (section: string): ProseRule<HttpParts> => ({
  code: "http-empty-host",
  section,
  message: 'an http(s) URI must not have an empty host; a recipient "MUST reject it as invalid"',
  check: (parts, uri, components) => (parts.host === "" ? hostOffset(uri, components) : -1),
});

export const http: SchemeRecord<HttpParts> = {
  name: "http",
  schemes: ["http", "https"],
  document: "RFC 9110 §4.2.1, §4.2.2",
  grammar: "rfc9110",
  rules: { http: "http-URI", https: "https-URI" },
  fragment: "outside",
  automata: rfc9110,
  peg: (input, startRule) => rfc9110Peg(input, { startRule: startRule as never }),
  build: (value: PegAuthority): HttpParts => {
    const { scheme, userinfo, host, port, path, query } = value;
    return {
      kind: "http",
      scheme,
      ...(userinfo !== undefined && { userinfo }),
      host,
      ...(port !== undefined && { port }),
      path,
      ...(query !== undefined && { query }),
    };
  },
  prose: [emptyHost("RFC 9110 §4.2.1")],
  // RFC 9110 §4.2.3: http(s) normalization is RFC 3986 §6's, with the scheme's default port and an
  // empty path read as "/" (src/semantics/scheme-defaults.ts SCHEMES).
  normalization: [{ step: "generic", section: "RFC 9110 §4.2.3" }],
  recompose: (_parts, components) => recomposeGeneric(components),
};

export const ws: SchemeRecord<WsParts> = {
  name: "ws",
  schemes: ["ws", "wss"],
  document: "RFC 6455 §3",
  grammar: "rfc6455",
  rules: { ws: "ws-URI", wss: "wss-URI" },
  fragment: "outside",
  automata: rfc6455,
  peg: (input, startRule) => rfc6455Peg(input, { startRule: startRule as never }),
  build: (value: PegAuthority): WsParts => {
    const { scheme, host, port, path, query } = value;
    return {
      kind: "ws",
      scheme,
      secure: scheme.toLowerCase() === "wss",
      host,
      ...(port !== undefined && { port }),
      path,
      ...(query !== undefined && { query }),
    };
  },
  prose: [
    {
      code: "ws-fragment",
      section: "RFC 6455 §3",
      message: 'fragment identifiers "MUST NOT be used" on ws and wss URIs',
      check: (_parts, uri) => uri.indexOf("#"),
    },
  ],
  // RFC 6455 §3: the default ports 80 and 443, and "/" for an empty path (the resource name).
  normalization: [{ step: "generic", section: "RFC 6455 §3" }],
  recompose: (_parts, components) => recomposeGeneric(components),
};
