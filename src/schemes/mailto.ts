// mailto (RFC 6068 §2): the addresses of `to` and the header fields, each as written and decoded.
import * as rfc6068 from "../../generated/rfc6068.automata.js";
import { parse as rfc6068Peg } from "../../generated/rfc6068.peg.js";
import { decoded } from "./text.js";
import type { MailtoAddress, MailtoParts, SchemeRecord } from "./types.js";

interface PegMailto {
  scheme: string;
  to: { text: string; localPart: string; domain: string }[];
  hfields: { name: string; value: string }[];
}

function address(raw: string, localPart: string, domain: string): MailtoAddress {
  const l = decoded(localPart);
  const d = decoded(domain);
  return {
    raw,
    localPart: l,
    domain: d,
    address: l.value === undefined || d.value === undefined ? undefined : `${l.value}@${d.value}`,
  };
}

/** Where the first part that is not UTF-8 starts (RFC 6068 §2: UTF-8, then percent-encoded), or -1. */
function notUtf8(parts: MailtoParts, uri: string): number {
  let from = uri.indexOf(":") + 1;
  for (const a of parts.to) {
    const at = uri.indexOf(a.raw, from);
    if (a.address === undefined) return at;
    from = at + a.raw.length;
  }
  for (const f of parts.hfields) {
    const at = uri.indexOf(f.name.raw + "=" + f.value.raw, from);
    if (f.name.value === undefined) return at;
    if (f.value.value === undefined) return at + f.name.raw.length + 1;
    from = at + f.name.raw.length + 1 + f.value.raw.length;
  }
  return -1;
}

export const mailto: SchemeRecord<MailtoParts> = {
  name: "mailto",
  schemes: ["mailto"],
  document: "RFC 6068 §2",
  grammar: "rfc6068",
  rules: { mailto: "mailtoURI" },
  fragment: "outside",
  automata: rfc6068,
  peg: (input, startRule) => rfc6068Peg(input, { startRule: startRule as never }),
  build: (value: PegMailto): MailtoParts => ({
    kind: "mailto",
    scheme: value.scheme,
    to: value.to.map((a) => address(a.text, a.localPart, a.domain)),
    hfields: value.hfields.map((f) => ({ name: decoded(f.name), value: decoded(f.value) })),
  }),
  prose: [
    {
      code: "mailto-not-utf8",
      section: "RFC 6068 §2",
      message: "percent-encoded octets of an address or header field must be UTF-8",
      check: notUtf8,
    },
  ],
  normalization: [
    // RFC 3986 §6.2.2.1-2 inside each part: hex digits upper case, unreserved characters decoded.
    { step: "percent", part: "local-part", section: "RFC 3986 §6.2.2.2" },
    { step: "percent", part: "domain", section: "RFC 3986 §6.2.2.2" },
    // Domain names are case-insensitive (RFC 4343 §2; RFC 5321 §2.4); the local part is not.
    { step: "lower", part: "domain", section: "RFC 4343 §2" },
    // Header field names are case-insensitive (RFC 5322 §1.2.2, §2.2); values are not.
    { step: "percent", part: "hfname", section: "RFC 3986 §6.2.2.2" },
    { step: "lower", part: "hfname", section: "RFC 5322 §1.2.2" },
    { step: "percent", part: "hfvalue", section: "RFC 3986 §6.2.2.2" },
    { step: "lower", part: "scheme", section: "RFC 3986 §6.2.2.1" },
  ],
  mapPart(parts, part, transform) {
    switch (part) {
      case "scheme":
        return { ...parts, scheme: transform(parts.scheme) };
      case "local-part":
      case "domain":
        return {
          ...parts,
          to: parts.to.map((a) => {
            const local = part === "local-part" ? transform(a.localPart.raw) : a.localPart.raw;
            const domain = part === "domain" ? transform(a.domain.raw) : a.domain.raw;
            return address(`${local}@${domain}`, local, domain);
          }),
        };
      case "hfname":
      case "hfvalue":
        return {
          ...parts,
          hfields: parts.hfields.map((f) => ({
            name: part === "hfname" ? decoded(transform(f.name.raw)) : f.name,
            value: part === "hfvalue" ? decoded(transform(f.value.raw)) : f.value,
          })),
        };
      default:
        throw new RangeError(`mailto: no part ${part}`);
    }
  },
  recompose: (parts, components) =>
    `${parts.scheme}:${parts.to.map((a) => a.raw).join(",")}` +
    (parts.hfields.length === 0
      ? ""
      : "?" + parts.hfields.map((f) => `${f.name.raw}=${f.value.raw}`).join("&")) +
    (components.fragment === undefined ? "" : "#" + components.fragment),
};
