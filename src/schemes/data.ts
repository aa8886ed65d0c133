// data (RFC 2397 §3): the media type, its parameters, the base64 flag and the data's octets.
import * as rfc2397 from "../../generated/rfc2397.automata.js";
import { parse as rfc2397Peg } from "../../generated/rfc2397.peg.js";
import { decodeUtf8, decoded, lowerAscii, octets } from "./text.js";
import type { DataParts, SchemeRecord } from "./types.js";

interface PegData {
  scheme: string;
  type?: string;
  subtype?: string;
  parameters: { attribute: string; value: string }[];
  base64: boolean;
  data: string;
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * The octets of base64 text (RFC 2045 §6.8), or undefined when it is not base64: characters
 * outside the alphabet, "=" before the end, or a length that leaves a lone sextet.
 */
function base64Octets(text: string): Uint8Array | undefined {
  if (!BASE64.test(text)) return undefined;
  let end = text.length;
  while (end > 0 && text.charCodeAt(end - 1) === 0x3d) end--; // the "=" padding
  const body = text.slice(0, end);
  if (body.length % 4 === 1 || (text.length % 4 !== 0 && text.endsWith("="))) return undefined;
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  const out = new Uint8Array(Math.floor((body.length * 3) / 4));
  let bits = 0;
  let value = 0;
  let n = 0;
  for (const ch of body) {
    value = (value << 6) | alphabet.indexOf(ch);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[n++] = (value >> bits) & 0xff;
    }
  }
  return out;
}

/** A parameter value without its quotes (RFC 822 §3.3 quoted-string), decoded. */
function unquote(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  return value.startsWith('"') && value.endsWith('"') && value.length >= 2
    ? value.slice(1, -1).replace(/\\(.)/gs, "$1")
    : value;
}

export const data: SchemeRecord<DataParts> = {
  name: "data",
  schemes: ["data"],
  document: "RFC 2397 §3",
  grammar: "rfc2397",
  rules: { data: "dataurl" },
  fragment: "outside",
  automata: rfc2397,
  peg: (input, startRule) => rfc2397Peg(input, { startRule: startRule as never }),
  build: (value: PegData): DataParts => {
    const parameters = value.parameters.map((p) => ({
      attribute: decoded(p.attribute),
      value: decoded(p.value),
    }));
    const none = value.type === undefined && parameters.length === 0;
    const charsetParameter = parameters.find((p) => p.attribute.value?.toLowerCase() === "charset");
    const raw = octets(value.data);
    const bytes = value.base64 ? (base64Octets(new TextDecoder().decode(raw)) ?? new Uint8Array()) : raw;
    return {
      kind: "data",
      scheme: value.scheme,
      ...(value.type !== undefined && { type: value.type, subtype: value.subtype! }),
      parameters,
      // RFC 2397 §2: "If <mediatype> is omitted, it defaults to text/plain;charset=US-ASCII. As a
      // shorthand, "text/plain" can be omitted but the charset parameter supplied."
      mediaType:
        value.type === undefined
          ? "text/plain"
          : `${lowerAscii(decodeUtf8(value.type) ?? value.type)}/${lowerAscii(decodeUtf8(value.subtype!) ?? value.subtype!)}`,
      charset: none ? "US-ASCII" : unquote(charsetParameter?.value.value),
      base64: value.base64,
      data: value.data,
      bytes,
    };
  },
  prose: [
    {
      code: "data-base64",
      section: "RFC 2397 §3",
      message: 'data marked ";base64" must be base64 (RFC 2045 §6.8) once percent-decoded',
      check: (parts, uri) => {
        if (!parts.base64) return -1;
        const text = decodeUtf8(parts.data);
        return text !== undefined && base64Octets(text) !== undefined ? -1 : uri.indexOf(",") + 1;
      },
    },
  ],
  normalization: [
    { step: "lower", part: "scheme", section: "RFC 3986 §6.2.2.1" },
    // RFC 2045 §5.1: type, subtype and parameter names are case-insensitive.
    { step: "lower", part: "type", section: "RFC 2045 §5.1" },
    { step: "lower", part: "subtype", section: "RFC 2045 §5.1" },
    { step: "lower", part: "attribute", section: "RFC 2045 §5.1" },
    { step: "percent", part: "data", section: "RFC 3986 §6.2.2.2" },
  ],
  // RFC 2397 §2: an omitted media type is text/plain;charset=US-ASCII, so "data:,A" and
  // "data:text/plain;charset=US-ASCII,A" name the same data; base64 or percent-encoding, the same
  // octets. Compared: the media type, the parameters (names case-insensitive) and the octets.
  comparison: { ignore: [], section: "RFC 2397 §2" },
  mapPart(parts, part, transform) {
    switch (part) {
      case "scheme":
        return { ...parts, scheme: transform(parts.scheme) };
      case "type":
      case "subtype":
        return parts.type === undefined ? parts : { ...parts, [part]: transform(parts[part]!) };
      case "attribute":
        return {
          ...parts,
          parameters: parts.parameters.map((p) => ({ ...p, attribute: decoded(transform(p.attribute.raw)) })),
        };
      case "data":
        return { ...parts, data: transform(parts.data) };
      default:
        throw new RangeError(`data: no part ${part}`);
    }
  },
  recompose: (parts, components) =>
    `${parts.scheme}:` +
    (parts.type === undefined ? "" : `${parts.type}/${parts.subtype}`) +
    parts.parameters.map((p) => `;${p.attribute.raw}=${p.value.raw}`).join("") +
    (parts.base64 ? ";base64" : "") +
    "," +
    parts.data +
    (components.fragment === undefined ? "" : "#" + components.fragment),
};

/** The comparison key of a data URL (RFC 2397 §2): media type, parameters, octets. */
export function dataKey(parts: DataParts): string {
  const parameters = parts.parameters
    .filter((p) => p.attribute.value?.toLowerCase() !== "charset")
    .map(
      (p) => `${lowerAscii(p.attribute.value ?? p.attribute.raw)}=${unquote(p.value.value) ?? p.value.raw}`,
    )
    .sort();
  return JSON.stringify([
    parts.mediaType,
    parts.charset?.toLowerCase() ?? null,
    parameters,
    Array.from(parts.bytes),
  ]);
}
