// file (RFC 8089 §2): the host (file-auth) and the absolute path.
import * as rfc8089 from "../../generated/rfc8089.automata.js";
import { parse as rfc8089Peg } from "../../generated/rfc8089.peg.js";
import type { FileParts, SchemeRecord } from "./types.js";

interface PegFile {
  scheme: string;
  host?: string;
  path: string;
}

export const file: SchemeRecord<FileParts> = {
  name: "file",
  schemes: ["file"],
  document: "RFC 8089 §2",
  grammar: "rfc8089",
  rules: { file: "file-URI" },
  fragment: "outside",
  automata: rfc8089,
  peg: (input, startRule) => rfc8089Peg(input, { startRule: startRule as never }),
  build: ({ scheme, host, path }: PegFile): FileParts => ({
    kind: "file",
    scheme,
    ...(host !== undefined && { host }),
    path,
    local: host === undefined || host === "" || host.toLowerCase() === "localhost",
  }),
  prose: [],
  normalization: [
    // RFC 3986 §6.2.2 (case, percent-encodings, dot segments) on the generic components.
    { step: "generic", section: "RFC 3986 §6.2.2" },
    // RFC 8089 §2: "localhost" is "interpreted as 'the machine from which the URI is being
    // interpreted', exactly as if no authority were present", and "file:/p" is the same file as
    // "file:///p" (the traditional form, RFC 8089 Appendix B): both become "file:///p".
    { step: "replace", part: "host", from: ["localhost"], to: "", section: "RFC 8089 §2" },
  ],
  mapPart(parts, part, transform) {
    if (part !== "host") throw new RangeError(`file: no part ${part}`);
    const host = transform(parts.host ?? "");
    return { ...parts, host };
  },
  recompose: (parts, components) =>
    `${parts.scheme}://${parts.host ?? ""}${parts.path}` +
    (components.fragment === undefined ? "" : "#" + components.fragment),
};
