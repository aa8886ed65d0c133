// The corpus of real grammars the compiler and the checker are held to (test/fixtures/grammars/):
// nine RFC grammars written out from the RFCs' texts, each with a hand PEG transcription and a
// planted mistake, and the examples of each RFC's text (valid and not), by the section that gives
// them. test/compiler/corpus.test.ts compiles each grammar and tests it on these examples and, on
// drawn inputs, against an independent reading (test/helpers/readings.ts); `npm run check:corpus`
// checks each transcription (exit 0, every rule checked) and each planted mistake (caught, with
// its shortest counterexample).
//
// These grammars are test material, written for the compiler: the library's own scheme grammars
// (grammar/rfc6068.abnf, ...) are RFC 3986 profiles of some of the same RFCs, with their own
// tables (corpus/schemes.ts).

interface GrammarCase {
  /** The start rule (default: the grammar's first). */
  rule?: string;
  input: string;
  valid: boolean;
  /** Where the RFC gives the example, or the rule that decides it ("RFC 3339 §5.8"). */
  section: string;
}

export interface CorpusGrammar {
  id: string;
  title: string;
  /** The ABNF (as tested now), the PEG, and its planted mistake: paths from the repository's root. */
  abnf: string;
  peg: string;
  mistakePeg: string;
  /** Files appended to the PEG (and to the mistake): RFC 3986's rules, as the project transcribes them. */
  pegAppend?: readonly string[];
  /**
   * The ABNF as the RFC prints it, where it uses the list extension "#" (RFC 9110 §5.6.1, RFC 7230
   * §7): `abnf` is then its expanded form, as a sender writes it (RFC 9110 §5.6.1.1), written out by
   * hand; the reader expands the printed one the same way (compiler/load.ts, lists: "sender").
   */
  printed?: string;
  /** The start rules compiled; those that reach recursion are listed in `contextFree`. */
  startRules: readonly string[];
  contextFree: readonly string[];
  /** The planted mistake: the rule it breaks, its shortest counterexample, and who accepts it. */
  mistake: { rule: string; counterexample: string; accepts: "abnf" | "peg" };
  cases: readonly GrammarCase[];
}

const F = "test/fixtures/grammars";

export const CORPUS_GRAMMARS: readonly CorpusGrammar[] = [
  {
    id: "rfc3339",
    title: "RFC 3339 §5.6, Internet date/time",
    abnf: `${F}/rfc3339/rfc3339.abnf`,
    peg: `${F}/rfc3339/rfc3339.peggy`,
    mistakePeg: `${F}/rfc3339/rfc3339.mistake.peggy`,
    startRules: ["date-time", "full-date", "full-time"],
    contextFree: [],
    mistake: { rule: "time-secfrac", counterexample: ".00", accepts: "abnf" },
    cases: [
      { input: "1985-04-12T23:20:50.52Z", valid: true, section: "RFC 3339 §5.8" },
      { input: "1996-12-19T16:39:57-08:00", valid: true, section: "RFC 3339 §5.8" },
      { input: "1990-12-31T23:59:60Z", valid: true, section: "RFC 3339 §5.8" },
      { input: "1990-12-31T15:59:60-08:00", valid: true, section: "RFC 3339 §5.8" },
      { input: "1937-01-01T12:00:27.87+00:20", valid: true, section: "RFC 3339 §5.8" },
      { input: "1985-04-12t23:20:50.52z", valid: true, section: "RFC 3339 §5.6 (NOTE: t and z)" },
      {
        input: "1985-04-12 23:20:50.52Z",
        valid: false,
        section: "RFC 3339 §5.6 (the space is by agreement only)",
      },
      { input: "1985-04-12T23:20:50.Z", valid: false, section: "RFC 3339 §5.6 time-secfrac" },
      { input: "1985-4-12T23:20:50Z", valid: false, section: "RFC 3339 §5.6 date-month" },
      { input: "1996-12-19T16:39:57-0800", valid: false, section: "RFC 3339 §5.6 time-numoffset" },
      { rule: "full-date", input: "1985-04-12", valid: true, section: "RFC 3339 §5.6" },
      { rule: "full-time", input: "23:20:50Z", valid: true, section: "RFC 3339 §5.6" },
    ],
  },
  {
    id: "rfc9562",
    title: "RFC 9562 §4, UUID",
    abnf: `${F}/rfc9562/rfc9562.abnf`,
    peg: `${F}/rfc9562/rfc9562.peggy`,
    mistakePeg: `${F}/rfc9562/rfc9562.mistake.peggy`,
    startRules: ["UUID"],
    contextFree: [],
    mistake: { rule: "HEXDIG", counterexample: "a", accepts: "abnf" },
    cases: [
      {
        input: "f81d4fae-7dec-11d0-a765-00a0c91e6bf6",
        valid: true,
        section: "RFC 9562 §4 (RFC 4122 §3's example)",
      },
      { input: "C232AB00-9414-11EC-B3C8-9F6BDECED846", valid: true, section: "RFC 9562 Appendix A.1" },
      { input: "919108f7-52d1-4320-9bac-f847db4148a8", valid: true, section: "RFC 9562 Appendix A.3" },
      { input: "00000000-0000-0000-0000-000000000000", valid: true, section: "RFC 9562 §5.9 (Nil UUID)" },
      { input: "FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF", valid: true, section: "RFC 9562 §5.10 (Max UUID)" },
      {
        input: "urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6",
        valid: false,
        section: "RFC 9562 §4 (the URN is not a UUID)",
      },
      { input: "f81d4fae7dec11d0a76500a0c91e6bf6", valid: false, section: "RFC 9562 §4 (hyphens)" },
      { input: "{f81d4fae-7dec-11d0-a765-00a0c91e6bf6}", valid: false, section: "RFC 9562 §4" },
      { input: "g81d4fae-7dec-11d0-a765-00a0c91e6bf6", valid: false, section: "RFC 9562 §4 HEXDIG" },
    ],
  },
  {
    id: "rfc8141",
    title: "RFC 8141 §2, URN",
    abnf: `${F}/rfc8141/rfc8141.abnf`,
    peg: `${F}/rfc8141/rfc8141.peggy`,
    mistakePeg: `${F}/rfc8141/rfc8141.mistake.peggy`,
    startRules: ["namestring"],
    contextFree: [],
    mistake: { rule: "NID", counterexample: "aa", accepts: "abnf" },
    cases: [
      { input: "urn:example:a123,z456", valid: true, section: "RFC 8141 §3.2" },
      { input: "URN:example:a123,z456", valid: true, section: "RFC 8141 §3.2" },
      { input: "urn:EXAMPLE:a123,z456", valid: true, section: "RFC 8141 §3.2" },
      { input: "urn:example:a123,z456?+abc", valid: true, section: "RFC 8141 §3.2" },
      { input: "urn:example:a123,z456?=xyz", valid: true, section: "RFC 8141 §3.2" },
      { input: "urn:example:a123,z456#789", valid: true, section: "RFC 8141 §3.2" },
      { input: "urn:example:a123,z456/foo", valid: true, section: "RFC 8141 §3.2" },
      { input: "urn:example:a123%2Cz456", valid: true, section: "RFC 8141 §3.2" },
      { input: "URN:EXAMPLE:a123%2cz456", valid: true, section: "RFC 8141 §3.2" },
      { input: "urn:example:%D0%B0123,z456", valid: true, section: "RFC 8141 §3.2" },
      { input: "urn:example:foo-bar-baz-qux?+CCResolve:cc=uk", valid: true, section: "RFC 8141 §2.3.1" },
      {
        input: "urn:example:weather?=op=map&lat=39.56&lon=-104.85&datetime=1969-07-21T02:56:15Z",
        valid: true,
        section: "RFC 8141 §2.3.2",
      },
      { input: "urn:example:foo-bar-baz-qux#somepart", valid: true, section: "RFC 8141 §2.3.3" },
      { input: "urn:a:b", valid: false, section: "RFC 8141 §2 NID (two characters at least)" },
      { input: "urn:-ab:c", valid: false, section: "RFC 8141 §2 NID" },
      { input: "urn:example:", valid: false, section: "RFC 8141 §2 NSS" },
      { input: "urn:example:a?b", valid: false, section: "RFC 8141 §2 (a ? not followed by + or =)" },
      {
        input: "urn:abcdefghijabcdefghijabcdefghij123:x",
        valid: false,
        section: "RFC 8141 §2 NID (32 at most)",
      },
    ],
  },
  {
    id: "rfc6068",
    title: "RFC 6068 §2, mailto",
    abnf: `${F}/rfc6068/rfc6068.abnf`,
    peg: `${F}/rfc6068/rfc6068.peggy`,
    mistakePeg: `${F}/rfc6068/rfc6068.mistake.peggy`,
    startRules: ["mailtoURI"],
    contextFree: [],
    mistake: { rule: "mailtoURI", counterexample: "Mailto:", accepts: "abnf" },
    cases: [
      { input: "mailto:chris@example.com", valid: true, section: "RFC 6068 §6.1" },
      { input: "mailto:infobot@example.com?subject=current-issue", valid: true, section: "RFC 6068 §6.1" },
      {
        input: "mailto:infobot@example.com?body=send%20current-issue",
        valid: true,
        section: "RFC 6068 §6.1",
      },
      {
        input: "mailto:infobot@example.com?body=send%20current-issue%0D%0Asend%20index",
        valid: true,
        section: "RFC 6068 §6.1",
      },
      {
        input: "mailto:list@example.org?In-Reply-To=%3C3469A91.D10AF4C@example.com%3E",
        valid: true,
        section: "RFC 6068 §6.1",
      },
      {
        input: "mailto:joe@example.com?cc=bob@example.com&body=hello",
        valid: true,
        section: "RFC 6068 §6.1",
      },
      {
        input: "mailto:joe@example.com?cc=bob@example.com?body=hello",
        valid: false,
        section: 'RFC 6068 §6.1 ("WRONG!")',
      },
      { input: "mailto:gorby%25kremvax@example.com", valid: true, section: "RFC 6068 §6.2" },
      { input: "mailto:unlikely%3Faddress@example.com?blat=foop", valid: true, section: "RFC 6068 §6.2" },
      { input: "mailto:Mike%26family@example.org", valid: true, section: "RFC 6068 §6.2" },
      { input: "mailto:%22not%40me%22@example.org", valid: true, section: "RFC 6068 §6.2" },
      { input: "mailto:user@example.org?subject=caf%C3%A9", valid: true, section: "RFC 6068 §6.3" },
      {
        input: "mailto:user@%E7%B4%8D%E8%B1%86.example.org?subject=Test&body=NATTO",
        valid: true,
        section: "RFC 6068 §6.3",
      },
      { input: "mailto:addr1@an.example,addr2@an.example", valid: true, section: "RFC 6068 §3" },
      { input: "mailto:?to=addr1@an.example,addr2@an.example", valid: true, section: "RFC 6068 §3" },
      { input: "mailto:a@b c", valid: false, section: "RFC 6068 §2 (a space is percent-encoded)" },
      { input: "mailto:a@", valid: false, section: "RFC 6068 §2 domain" },
    ],
  },
  {
    id: "rfc6265",
    title: "RFC 6265 §4.1, §4.2, cookies",
    abnf: `${F}/rfc6265/rfc6265.abnf`,
    peg: `${F}/rfc6265/rfc6265.peggy`,
    mistakePeg: `${F}/rfc6265/rfc6265.mistake.peggy`,
    startRules: ["set-cookie-header", "cookie-header"],
    contextFree: ["set-cookie-header"],
    mistake: { rule: "cookie-value", counterexample: '""', accepts: "abnf" },
    cases: [
      { input: "Set-Cookie: SID=31d4d96e407aad42", valid: true, section: "RFC 6265 §3.1" },
      {
        input: "Set-Cookie: SID=31d4d96e407aad42; Path=/; Domain=example.com",
        valid: true,
        section: "RFC 6265 §3.1",
      },
      {
        input: "Set-Cookie: SID=31d4d96e407aad42; Path=/; Secure; HttpOnly",
        valid: true,
        section: "RFC 6265 §3.1",
      },
      { input: "Set-Cookie: lang=en-US; Path=/; Domain=example.com", valid: true, section: "RFC 6265 §3.1" },
      {
        input: "Set-Cookie: lang=en-US; Expires=Wed, 09 Jun 2021 10:18:14 GMT",
        valid: true,
        section: "RFC 6265 §3.1",
      },
      {
        input: "Set-Cookie: lang=; Expires=Sun, 06 Nov 1994 08:49:37 GMT",
        valid: true,
        section: "RFC 6265 §3.1",
      },
      { input: 'Set-Cookie: a="b"', valid: true, section: "RFC 6265 §4.1.1 cookie-value" },
      { input: "Set-Cookie: SID=31d4d96e407aad42;Path=/", valid: false, section: 'RFC 6265 §4.1.1 (";" SP)' },
      { input: "Set-Cookie: =value", valid: false, section: "RFC 6265 §4.1.1 cookie-name" },
      { input: 'Set-Cookie: a="b', valid: false, section: "RFC 6265 §4.1.1 cookie-value" },
      { input: "Set-Cookie: a=b c", valid: false, section: "RFC 6265 §4.1.1 cookie-octet" },
      { rule: "cookie-header", input: "Cookie: SID=31d4d96e407aad42", valid: true, section: "RFC 6265 §3.1" },
      {
        rule: "cookie-header",
        input: "Cookie: SID=31d4d96e407aad42; lang=en-US",
        valid: true,
        section: "RFC 6265 §3.1",
      },
      { rule: "cookie-header", input: "Cookie: a=b;c=d", valid: false, section: 'RFC 6265 §4.2.1 (";" SP)' },
    ],
  },
  {
    id: "rfc5322",
    title: "RFC 5322 §3.2-§3.4, §3.6.4 and §4, messages",
    abnf: `${F}/rfc5322/rfc5322.abnf`,
    peg: `${F}/rfc5322/rfc5322.peggy`,
    mistakePeg: `${F}/rfc5322/rfc5322.mistake.peggy`,
    startRules: ["address-list", "date-time", "msg-id", "comment", "addr-spec"],
    contextFree: ["address-list", "date-time", "msg-id", "comment", "addr-spec"],
    mistake: { rule: "comment", counterexample: "(())", accepts: "abnf" },
    cases: [
      {
        input: "Mary Smith <mary@x.test>, jdoe@example.org, Who? <one@y.test>",
        valid: true,
        section: "RFC 5322 Appendix A.1.2",
      },
      {
        input: '<boss@nil.test>, "Giant; \\"Big\\" Box" <sysservices@example.net>',
        valid: true,
        section: "RFC 5322 Appendix A.1.2",
      },
      {
        input: "A Group:Ed Jones <c@a.test>,joe@where.test,John <jdoe@one.test>;",
        valid: true,
        section: "RFC 5322 Appendix A.1.3",
      },
      { input: "Undisclosed recipients:;", valid: true, section: "RFC 5322 Appendix A.1.3" },
      {
        input: "Pete(A nice \\) chap) <pete(his account)@silly.test(his host)>",
        valid: true,
        section: "RFC 5322 Appendix A.5",
      },
      {
        input:
          "A Group(Some people)\r\n     :Chris Jones <c@(Chris's host.)public.example>,\r\n         joe@example.org,\r\n  John <jdoe@one.test> (my dear friend); (the end of the group)",
        valid: true,
        section: "RFC 5322 Appendix A.5",
      },
      { input: "Joe Q. Public <john.q.public@example.com>", valid: true, section: "RFC 5322 Appendix A.6.1" },
      { input: "a@b@c", valid: false, section: "RFC 5322 §3.4.1 addr-spec" },
      { input: "<a@b", valid: false, section: "RFC 5322 §3.4 angle-addr" },
      {
        rule: "date-time",
        input: "Fri, 21 Nov 1997 09:55:06 -0600",
        valid: true,
        section: "RFC 5322 Appendix A.1.1",
      },
      {
        rule: "date-time",
        input: "Tue, 1 Jul 2003 10:52:37 +0200",
        valid: true,
        section: "RFC 5322 Appendix A.1.2",
      },
      {
        rule: "date-time",
        input:
          "Thu,\r\n      13\r\n        Feb\r\n          1969\r\n      23:32\r\n               -0330 (Newfoundland Time)",
        valid: true,
        section: "RFC 5322 Appendix A.5",
      },
      { rule: "date-time", input: "21 Nov 97 09:55:06 GMT", valid: true, section: "RFC 5322 Appendix A.6.2" },
      {
        rule: "date-time",
        input: "Fri, 21 Nov 1997 09:55 -060",
        valid: false,
        section: "RFC 5322 §3.3 zone",
      },
      {
        rule: "msg-id",
        input: "<1234@local.machine.example>",
        valid: true,
        section: "RFC 5322 Appendix A.1.1",
      },
      {
        rule: "msg-id",
        input: "<testabcd.1234@silly.example>",
        valid: true,
        section: "RFC 5322 Appendix A.1.2",
      },
      {
        rule: "msg-id",
        input: "1234@local.machine.example",
        valid: false,
        section: "RFC 5322 §3.6.4 msg-id",
      },
      {
        rule: "comment",
        input: "(a (nested (comment)) \\( quoted)",
        valid: true,
        section: "RFC 5322 §3.2.2",
      },
      { rule: "comment", input: "(unclosed (comment)", valid: false, section: "RFC 5322 §3.2.2" },
      {
        rule: "addr-spec",
        input: "john.q.public@example.com",
        valid: true,
        section: "RFC 5322 Appendix A.1.1",
      },
      { rule: "addr-spec", input: "a . b@[1.2.3.4]", valid: true, section: "RFC 5322 §4.4 obs-local-part" },
    ],
  },
  {
    id: "rfc5234",
    title: "RFC 5234 §4, the ABNF of ABNF",
    abnf: `${F}/rfc5234/rfc5234.abnf`,
    peg: `${F}/rfc5234/rfc5234.peggy`,
    mistakePeg: `${F}/rfc5234/rfc5234.mistake.peggy`,
    startRules: ["rulelist", "elements"],
    contextFree: ["rulelist", "elements"],
    mistake: { rule: "group", counterexample: "(a )", accepts: "abnf" },
    cases: [
      { input: 'rulename = "abc"\r\n', valid: true, section: "RFC 5234 §2.3" },
      { input: "rulename    =  %d97 %d98 %d99\r\n", valid: true, section: "RFC 5234 §2.3" },
      { input: "rulename    =  %d97.98.99\r\n", valid: true, section: "RFC 5234 §2.3" },
      {
        input: "ruleset     =  alt1 / alt2\r\nruleset     =/ alt3\r\n",
        valid: true,
        section: "RFC 5234 §3.3",
      },
      {
        input: "ALPHA          =  %x41-5A / %x61-7A   ; A-Z / a-z\r\n",
        valid: true,
        section: "RFC 5234 Appendix B.1",
      },
      { input: "foo = elem (foo / bar) blat\r\n", valid: true, section: "RFC 5234 §3.5" },
      { input: "foo = 1*4DIGIT [x] *(a b)\r\n", valid: true, section: "RFC 5234 §3.6-3.8" },
      {
        input: "r = a\r\n     / b\r\n",
        valid: true,
        section: "RFC 5234 §4 (a rule continues on an indented line)",
      },
      { input: "a = b", valid: false, section: "RFC 5234 §4 rule (c-nl)" },
      { input: "a = (b\r\n", valid: false, section: "RFC 5234 §4 group" },
      { input: "1a = b\r\n", valid: false, section: "RFC 5234 §4 rulename" },
      { input: "a = b\n", valid: false, section: "RFC 5234 §4 c-nl (CRLF)" },
      { rule: "elements", input: "( a / [ b c ] ) *2%x20-7E", valid: true, section: "RFC 5234 §4" },
    ],
  },
  {
    id: "rfc9110",
    title: "RFC 9110 §5.6 and header fields with lists",
    abnf: `${F}/rfc9110/rfc9110.expanded.abnf`,
    printed: `${F}/rfc9110/rfc9110.abnf`,
    peg: `${F}/rfc9110/rfc9110.peggy`,
    mistakePeg: `${F}/rfc9110/rfc9110.mistake.peggy`,
    startRules: ["Via", "User-Agent", "Connection", "Date", "Content-Type", "comment"],
    contextFree: ["Via", "User-Agent", "comment"],
    mistake: { rule: "comment", counterexample: "(())", accepts: "abnf" },
    cases: [
      { input: "1.0 fred, 1.1 p.example.net", valid: true, section: "RFC 9110 §7.6.3" },
      {
        input: "1.1 proxy.example (Acme (v2) proxy), HTTP/2 gw:8080",
        valid: true,
        section: "RFC 9110 §7.6.3",
      },
      { input: "fred", valid: false, section: "RFC 9110 §7.6.3 (a protocol and who received it)" },
      {
        input: "1.0 fred,",
        valid: false,
        section: "RFC 9110 §5.6.1.1 (a sender's list has no empty element)",
      },
      {
        rule: "User-Agent",
        input: "CERN-LineMode/2.15 libwww/2.17b3",
        valid: true,
        section: "RFC 9110 §10.1.5",
      },
      { rule: "User-Agent", input: "", valid: false, section: "RFC 9110 §10.1.5 (a product at least)" },
      { rule: "Connection", input: "keep-alive, Upgrade", valid: true, section: "RFC 9110 §7.6.1" },
      { rule: "Connection", input: "foo,bar", valid: true, section: "RFC 9110 §5.6.1.2" },
      { rule: "Date", input: "Tue, 15 Nov 1994 08:12:31 GMT", valid: true, section: "RFC 9110 §6.6.1" },
      { rule: "Date", input: "Sunday, 06-Nov-94 08:49:37 GMT", valid: true, section: "RFC 9110 §5.6.7" },
      { rule: "Date", input: "Sun Nov  6 08:49:37 1994", valid: true, section: "RFC 9110 §5.6.7" },
      {
        rule: "Date",
        input: "sun, 06 Nov 1994 08:49:37 GMT",
        valid: false,
        section: "RFC 9110 §5.6.7 (case-sensitive)",
      },
      { rule: "Date", input: "Sun, 6 Nov 1994 08:49:37 GMT", valid: false, section: "RFC 9110 §5.6.7 day" },
      { rule: "Content-Type", input: "text/html;charset=utf-8", valid: true, section: "RFC 9110 §8.3.1" },
      { rule: "Content-Type", input: 'Text/HTML;Charset="utf-8"', valid: true, section: "RFC 9110 §8.3.1" },
      { rule: "Content-Type", input: 'text/html; charset="utf-8"', valid: true, section: "RFC 9110 §8.3.1" },
      { rule: "comment", input: "(a (nested) \\) comment)", valid: true, section: "RFC 9110 §5.6.5" },
      { rule: "comment", input: "(a (nested comment)", valid: false, section: "RFC 9110 §5.6.5" },
    ],
  },
  {
    id: "rfc8288",
    title: "RFC 8288 §3, Link",
    abnf: `${F}/rfc8288/rfc8288.expanded.abnf`,
    printed: `${F}/rfc8288/rfc8288.abnf`,
    peg: `${F}/rfc8288/rfc8288.peggy`,
    mistakePeg: `${F}/rfc8288/rfc8288.mistake.peggy`,
    pegAppend: ["grammar/rfc3986.peggy"],
    startRules: ["Link", "rel-value"],
    contextFree: [],
    mistake: { rule: "relation-type", counterexample: "a:", accepts: "abnf" },
    cases: [
      {
        input: '<http://example.com/TheBook/chapter2>; rel="previous"; title="previous chapter"',
        valid: true,
        section: "RFC 8288 §3.5",
      },
      { input: '</>; rel="http://example.net/foo"', valid: true, section: "RFC 8288 §3.5" },
      { input: '</terms>; rel="copyright"; anchor="#foo"', valid: true, section: "RFC 8288 §3.5" },
      {
        input:
          "</TheBook/chapter2>; rel=\"previous\"; title*=UTF-8'de'letztes%20Kapitel, </TheBook/chapter4>; rel=\"next\"; title*=UTF-8'de'n%c3%a4chstes%20Kapitel",
        valid: true,
        section: "RFC 8288 §3.5",
      },
      {
        input: '<https://example.org/>; rel="start", <https://example.org/index>; rel="index"',
        valid: true,
        section: "RFC 8288 §3.5",
      },
      { input: "http://example.com/", valid: false, section: "RFC 8288 §3 (angle brackets)" },
      { input: "<a b>", valid: false, section: "RFC 8288 §3 (a URI-Reference)" },
      { input: "<a>;", valid: false, section: "RFC 8288 §3 link-param" },
      {
        rule: "rel-value",
        input: "start http://example.net/relation/other",
        valid: true,
        section: "RFC 8288 §3.5",
      },
      { rule: "rel-value", input: "Start", valid: false, section: "RFC 8288 §3.3 reg-rel-type (LOALPHA)" },
    ],
  },
];
