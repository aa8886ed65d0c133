// tag (RFC 4151 §2.1): the tagging entity (a DNS name or an e-mail address, and a date) and the
// specific part.
import * as rfc4151 from "../../generated/rfc4151.automata.js";
import { parse as rfc4151Peg } from "../../generated/rfc4151.peg.js";
import type { SchemeRecord, TagParts } from "./types.js";

interface PegTag {
  scheme: string;
  authorityName: string;
  dnsName?: string;
  emailAddress?: string;
  date: { text: string; year: string; month?: string; day?: string };
  specific: string;
  fragment?: string;
}

const DAYS = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Whether the date's month and day exist (RFC 4151 §2.1: a date in the Gregorian calendar). */
function realDate({ year, month, day }: TagParts["date"]): boolean {
  if (month === undefined) return true;
  const m = Number(month);
  if (m < 1 || m > 12) return false;
  if (day === undefined) return true;
  const y = Number(year);
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  const d = Number(day);
  return d >= 1 && d <= (m === 2 && !leap ? 28 : DAYS[m - 1]!);
}

export const tag: SchemeRecord<TagParts> = {
  name: "tag",
  schemes: ["tag"],
  document: "RFC 4151 §2.1",
  grammar: "rfc4151",
  rules: { tag: "tagURI" },
  fragment: "inside",
  automata: rfc4151,
  peg: (input, startRule) => rfc4151Peg(input, { startRule: startRule as never }),
  build: (value: PegTag): TagParts => ({ kind: "tag", ...value }),
  prose: [
    {
      code: "tag-date",
      section: "RFC 4151 §2.1",
      message: "the tagging entity's date must be a real date (month 01-12, a day the month has)",
      check: (parts, uri) => (realDate(parts.date) ? -1 : uri.indexOf("," + parts.date.text + ":") + 1),
    },
  ],
  // RFC 4151 §2.4: tags are equal when they are the same string of characters; only the scheme
  // name, which is case-insensitive (RFC 3986 §3.1, and "tag:" is an ABNF string), is normalized.
  normalization: [{ step: "lower", part: "scheme", section: "RFC 3986 §6.2.2.1" }],
  recompose: (p) =>
    `${p.scheme}:${p.authorityName},${p.date.text}:${p.specific}` +
    (p.fragment === undefined ? "" : "#" + p.fragment),
};
