// Independent readings of the corpus grammars (corpus/grammars.ts): each written here from the RFC's
// text, not from the .abnf file, and with nothing of the compiler: a regular expression where the
// grammar is regular, else a small backtracking reader (every way to read a prefix, as sets of end
// offsets: no choice is ever committed to; each result kept per input and offset, as a packrat
// parser keeps its own). test/compiler/corpus.test.ts holds the compiled
// recognizers to these on inputs drawn from the grammars and mutated.
import { isValid } from "../../src/index.js";

/** A reader: from offset i of s, every offset where a match can end. */
type R = (s: string, i: number) => number[];

const uniq = (xs: number[]): number[] => [...new Set(xs)];
/** The reader with its results kept for the input it last read, by offset. */
const memo = (r: R): R => {
  let last: string | undefined;
  let cache = new Map<number, number[]>();
  return (s, i) => {
    if (s !== last) {
      last = s;
      cache = new Map();
    }
    let ends = cache.get(i);
    if (ends === undefined) cache.set(i, (ends = r(s, i)));
    return ends;
  };
};
const re =
  (pattern: RegExp): R =>
  (s, i) => {
    const sticky = new RegExp(pattern.source, `${pattern.flags.replace("y", "")}y`);
    sticky.lastIndex = i;
    return sticky.test(s) ? [sticky.lastIndex] : [];
  };
/** Every end of a match of a character class or a string (the longest only where a regex is used). */
const ch =
  (test: (c: string) => boolean): R =>
  (s, i) =>
    i < s.length && test(s[i]!) ? [i + 1] : [];
const str =
  (text: string, caseSensitive = false): R =>
  (s, i) => {
    const got = s.slice(i, i + text.length);
    return (caseSensitive ? got === text : got.toLowerCase() === text.toLowerCase()) ? [i + text.length] : [];
  };
const seq = (...items: R[]): R =>
  memo((s, i) => {
    let at = [i];
    for (const item of items) at = uniq(at.flatMap((p) => item(s, p)));
    return at;
  });
const alt = (...items: R[]): R => memo((s, i) => uniq(items.flatMap((item) => item(s, i))));
const rep = (item: R, min = 0, max = Infinity): R =>
  memo((s, i) => {
    const out = new Set<number>();
    let at = [i];
    const seen = new Set<number>([i]);
    for (let n = 0; at.length > 0 && n <= max; n++) {
      if (n >= min) for (const p of at) out.add(p);
      if (n === max) break;
      const next = uniq(at.flatMap((p) => item(s, p)));
      at = n + 1 >= min ? next.filter((p) => !seen.has(p)) : next;
      for (const p of at) seen.add(p);
    }
    return [...out];
  });
const opt = (item: R): R => rep(item, 0, 1);
const lazy =
  (get: () => R): R =>
  (s, i) =>
    get()(s, i);
const whole = (r: R) => (s: string) => r(s, 0).includes(s.length);
const code = (c: string) => c.charCodeAt(0);
const between = (a: number, b: number) => (c: string) => code(c) >= a && code(c) <= b;

// ---- RFC 5322 (§3.2, §3.3, §3.4, §3.6.4, §4), from the RFC's text ----

const WSP = ch((c) => c === " " || c === "\t");
const CRLF = str("\r\n", true);
const DIGIT = ch((c) => c >= "0" && c <= "9");
const noWsCtl = (c: string) => {
  const n = code(c);
  return (n >= 1 && n <= 8) || n === 11 || n === 12 || (n >= 14 && n <= 31) || n === 127;
};
/** RFC 5322 §3.2.2 and §4.2: FWS and obs-FWS. */
const FWS5322 = alt(
  seq(opt(seq(rep(WSP), CRLF)), rep(WSP, 1)),
  seq(rep(WSP, 1), rep(seq(CRLF, rep(WSP, 1)))),
);
const quotedPair5322 = seq(
  str("\\", true),
  alt(
    ch(between(0x21, 0x7e)),
    WSP,
    ch((c) => code(c) === 0 || noWsCtl(c) || c === "\n" || c === "\r"),
  ),
);
const ctext5322 = ch((c) => between(33, 39)(c) || between(42, 91)(c) || between(93, 126)(c) || noWsCtl(c));
const comment5322: R = seq(
  str("(", true),
  rep(
    seq(
      opt(FWS5322),
      alt(
        ctext5322,
        quotedPair5322,
        lazy(() => comment5322),
      ),
    ),
  ),
  opt(FWS5322),
  str(")", true),
);
const CFWS5322 = alt(seq(rep(seq(opt(FWS5322), comment5322), 1), opt(FWS5322)), FWS5322);
const atext = ch((c) => /[A-Za-z0-9!#$%&'*+\-/=?^_`{|}~]/.test(c));
const atom = seq(opt(CFWS5322), rep(atext, 1), opt(CFWS5322));
const dotAtomText = seq(rep(atext, 1), rep(seq(str(".", true), rep(atext, 1))));
const dotAtom = seq(opt(CFWS5322), dotAtomText, opt(CFWS5322));
const qtext = ch((c) => c === "!" || between(35, 91)(c) || between(93, 126)(c) || noWsCtl(c));
const quotedString = seq(
  opt(CFWS5322),
  str('"', true),
  rep(seq(opt(FWS5322), alt(qtext, quotedPair5322))),
  opt(FWS5322),
  str('"', true),
  opt(CFWS5322),
);
const word = alt(atom, quotedString);
const phrase = alt(rep(word, 1), seq(word, rep(alt(word, str(".", true), CFWS5322))));
const dtext = alt(
  ch((c) => between(33, 90)(c) || between(94, 126)(c) || noWsCtl(c)),
  quotedPair5322,
);
const domainLiteral = seq(
  opt(CFWS5322),
  str("[", true),
  rep(seq(opt(FWS5322), dtext)),
  opt(FWS5322),
  str("]", true),
  opt(CFWS5322),
);
const localPart = alt(dotAtom, quotedString, seq(word, rep(seq(str(".", true), word))));
const domain = alt(dotAtom, domainLiteral, seq(atom, rep(seq(str(".", true), atom))));
const addrSpec = seq(localPart, str("@", true), domain);
const obsDomainList = seq(
  rep(alt(CFWS5322, str(",", true))),
  str("@", true),
  domain,
  rep(seq(str(",", true), opt(CFWS5322), opt(seq(str("@", true), domain)))),
);
const angleAddr = alt(
  seq(opt(CFWS5322), str("<", true), addrSpec, str(">", true), opt(CFWS5322)),
  seq(opt(CFWS5322), str("<", true), obsDomainList, str(":", true), addrSpec, str(">", true), opt(CFWS5322)),
);
const mailbox = alt(seq(opt(phrase), angleAddr), addrSpec);
const mailboxList = alt(
  seq(mailbox, rep(seq(str(",", true), mailbox))),
  seq(
    rep(seq(opt(CFWS5322), str(",", true))),
    mailbox,
    rep(seq(str(",", true), opt(alt(mailbox, CFWS5322)))),
  ),
);
const groupList = alt(mailboxList, CFWS5322, seq(rep(seq(opt(CFWS5322), str(",", true)), 1), opt(CFWS5322)));
const group = seq(phrase, str(":", true), opt(groupList), str(";", true), opt(CFWS5322));
const address = alt(mailbox, group);
const addressList = alt(
  seq(address, rep(seq(str(",", true), address))),
  seq(
    rep(seq(opt(CFWS5322), str(",", true))),
    address,
    rep(seq(str(",", true), opt(alt(address, CFWS5322)))),
  ),
);
const names = (...xs: string[]) => alt(...xs.map((x) => str(x)));
const dayName = names("Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun");
const month = names("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec");
const obsTwo = seq(opt(CFWS5322), DIGIT, DIGIT, opt(CFWS5322));
const dateTime = seq(
  opt(seq(alt(seq(opt(FWS5322), dayName), seq(opt(CFWS5322), dayName, opt(CFWS5322))), str(",", true))),
  alt(seq(opt(FWS5322), rep(DIGIT, 1, 2), FWS5322), seq(opt(CFWS5322), rep(DIGIT, 1, 2), opt(CFWS5322))),
  month,
  alt(seq(FWS5322, rep(DIGIT, 4), FWS5322), seq(opt(CFWS5322), rep(DIGIT, 2), opt(CFWS5322))),
  alt(seq(DIGIT, DIGIT), obsTwo),
  str(":", true),
  alt(seq(DIGIT, DIGIT), obsTwo),
  opt(seq(str(":", true), alt(seq(DIGIT, DIGIT), obsTwo))),
  alt(
    seq(
      FWS5322,
      ch((c) => c === "+" || c === "-"),
      rep(DIGIT, 4, 4),
    ),
    alt(
      names("UT", "GMT", "EST", "EDT", "CST", "CDT", "MST", "MDT", "PST", "PDT"),
      ch((c) => /[A-IK-Za-ik-z]/.test(c)),
    ),
  ),
  opt(CFWS5322),
);
const noFoldLiteral = seq(str("[", true), rep(dtext), str("]", true));
const msgId = seq(
  opt(CFWS5322),
  str("<", true),
  alt(dotAtomText, localPart),
  str("@", true),
  alt(dotAtomText, noFoldLiteral, domain),
  str(">", true),
  opt(CFWS5322),
);

// ---- RFC 5234 §4, from the RFC's text ----

const ALPHA = ch((c) => /[A-Za-z]/.test(c));
const VCHAR = ch(between(0x21, 0x7e));
const comment5234 = seq(str(";", true), rep(alt(WSP, VCHAR)), CRLF);
const cnl = alt(comment5234, CRLF);
const cwsp = alt(WSP, seq(cnl, WSP));
const rulename = seq(ALPHA, rep(ch((c) => /[A-Za-z0-9-]/.test(c))));
const numVal = re(
  /%(?:[bB][01]+(?:(?:\.[01]+)+|-[01]+)?|[dD]\d+(?:(?:\.\d+)+|-\d+)?|[xX][0-9A-Fa-f]+(?:(?:\.[0-9A-Fa-f]+)+|-[0-9A-Fa-f]+)?)/,
);
const charVal = re(/"[\x20\x21\x23-\x7E]*"/);
const proseVal = re(/<[\x20-\x3D\x3F-\x7E]*>/);
const repeat = alt(rep(DIGIT, 1), seq(rep(DIGIT), str("*", true), rep(DIGIT)));
const alternation: R = lazy(() =>
  seq(concatenation, rep(seq(rep(cwsp), str("/", true), rep(cwsp), concatenation))),
);
const element: R = lazy(() =>
  alt(
    rulename,
    seq(str("(", true), rep(cwsp), alternation, rep(cwsp), str(")", true)),
    seq(str("[", true), rep(cwsp), alternation, rep(cwsp), str("]", true)),
    charVal,
    numVal,
    proseVal,
  ),
);
const repetition = seq(opt(repeat), element);
const concatenation: R = seq(repetition, rep(seq(rep(cwsp, 1), repetition)));
const elements = seq(alternation, rep(cwsp));
const rule = seq(rulename, rep(cwsp), alt(str("=/", true), str("=", true)), rep(cwsp), elements, cnl);
const rulelist = rep(alt(rule, seq(rep(cwsp), cnl)), 1);

// ---- RFC 9110 §5.6 and its header fields, from the RFC's text ----

const tchar = ch((c) => /[!#$%&'*+\-.^_`|~0-9A-Za-z]/.test(c));
const token = rep(tchar, 1);
const OWS = rep(ch((c) => c === " " || c === "\t"));
const RWS = rep(
  ch((c) => c === " " || c === "\t"),
  1,
);
const obsText = ch(between(0x80, 0xff));
const quotedPair9110 = seq(
  str("\\", true),
  alt(
    ch((c) => c === "\t" || c === " "),
    VCHAR,
    obsText,
  ),
);
const quotedString9110 = seq(
  str('"', true),
  rep(
    alt(
      ch((c) => c === "\t" || c === " " || c === "!" || between(0x23, 0x5b)(c) || between(0x5d, 0x7e)(c)),
      obsText,
      quotedPair9110,
    ),
  ),
  str('"', true),
);
const comment9110: R = seq(
  str("(", true),
  rep(
    alt(
      ch(
        (c) =>
          c === "\t" ||
          c === " " ||
          between(0x21, 0x27)(c) ||
          between(0x2a, 0x5b)(c) ||
          between(0x5d, 0x7e)(c),
      ),
      obsText,
      quotedPair9110,
      lazy(() => comment9110),
    ),
  ),
  str(")", true),
);
const list = (item: R) => opt(seq(item, rep(seq(OWS, str(",", true), OWS, item))));
const viaMember = seq(
  opt(seq(token, str("/", true))),
  token,
  RWS,
  token,
  opt(seq(str(":", true), rep(DIGIT))),
  opt(seq(RWS, comment9110)),
);
const product = seq(token, opt(seq(str("/", true), token)));
const userAgent = seq(product, rep(seq(RWS, alt(product, comment9110))));
const parameters = rep(
  seq(OWS, str(";", true), OWS, opt(seq(token, str("=", true), alt(token, quotedString9110)))),
);
const httpDate = re(
  /(?:(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d\d (?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d\d:\d\d:\d\d GMT|(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), \d\d-(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)-\d\d \d\d:\d\d:\d\d GMT|(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun) (?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) (?:\d\d| \d) \d\d:\d\d:\d\d \d{4})/,
);

// ---- RFC 8288 §3, from the RFC's text (URI-Reference: the library's RFC 3986 recognizer) ----

const uriRef: R = (s, i) => {
  const close = s.indexOf(">", i);
  const ends: number[] = [];
  for (let e = i; e <= (close < 0 ? s.length : close); e++)
    if (isValid(s.slice(i, e), { rule: "URI-reference" })) ends.push(e);
  return ends;
};
const linkParam = seq(token, OWS, opt(seq(str("=", true), OWS, alt(token, quotedString9110))));
const linkValue = seq(str("<", true), uriRef, str(">", true), rep(seq(OWS, str(";", true), OWS, linkParam)));
const relationType: R = alt(re(/[a-z][a-z0-9.\-]*/), (s, i) => {
  const out: number[] = [];
  for (let e = i + 1; e <= s.length; e++) if (isValid(s.slice(i, e), { rule: "URI" })) out.push(e);
  return out;
});

const PCHAR = "(?:[A-Za-z0-9\\-._~!$&'()*+,;=:@]|%[0-9A-Fa-f]{2})";
const ATEXT = "[A-Za-z0-9!#$%&'*+\\-/=?^_`{|}~]";
const DOT_ATOM = `${ATEXT}+(?:\\.${ATEXT}+)*`;
const QCHAR = "(?:[A-Za-z0-9\\-._~!$'()*+,;:@]|%[0-9A-Fa-f]{2})";
const ADDR = `(?:${DOT_ATOM}|"(?:[\\x21\\x23-\\x5B\\x5D-\\x7E]|\\\\[\\x20-\\x7E\\t])*")@(?:${DOT_ATOM}|\\[[\\x21-\\x5A\\x5E-\\x7E]*\\])`;
const COOKIE_OCTET = "[\\x21\\x23-\\x2B\\x2D-\\x3A\\x3C-\\x5B\\x5D-\\x7E]";
const TOKEN2616 = "[\\x21\\x23-\\x27\\x2A\\x2B\\x2D\\x2E\\x30-\\x39\\x41-\\x5A\\x5E-\\x7A\\x7C\\x7E]+";
const COOKIE_PAIR = `${TOKEN2616}=(?:${COOKIE_OCTET}*|"${COOKIE_OCTET}*")`;

/** Each corpus grammar's reading, by start rule. */
export const READINGS: Readonly<Record<string, Readonly<Record<string, (input: string) => boolean>>>> = {
  rfc3339: {
    "date-time": (s) => /^\d{4}-\d\d-\d\d[Tt]\d\d:\d\d:\d\d(?:\.\d+)?(?:[Zz]|[+-]\d\d:\d\d)$/.test(s),
    "full-date": (s) => /^\d{4}-\d\d-\d\d$/.test(s),
    "full-time": (s) => /^\d\d:\d\d:\d\d(?:\.\d+)?(?:[Zz]|[+-]\d\d:\d\d)$/.test(s),
  },
  rfc9562: { UUID: (s) => /^[0-9A-Fa-f]{8}(?:-[0-9A-Fa-f]{4}){3}-[0-9A-Fa-f]{12}$/.test(s) },
  rfc8141: {
    namestring: (s) =>
      new RegExp(
        `^[uU][rR][nN]:[A-Za-z0-9][A-Za-z0-9-]{0,30}[A-Za-z0-9]:${PCHAR}(?:${PCHAR}|/)*(?:\\?\\+${PCHAR}(?:${PCHAR}|[/?])*)?(?:\\?=${PCHAR}(?:${PCHAR}|[/?])*)?(?:#(?:${PCHAR}|[/?])*)?$`,
      ).test(s),
  },
  rfc6068: {
    mailtoURI: (s) =>
      new RegExp(
        `^[mM][aA][iI][lL][tT][oO]:(?:${ADDR}(?:,${ADDR})*)?(?:\\?${QCHAR}*=${QCHAR}*(?:&${QCHAR}*=${QCHAR}*)*)?$`,
      ).test(s),
  },
  rfc6265: {
    "set-cookie-header": (s) =>
      new RegExp(
        `^[sS][eE][tT]-[cC][oO][oO][kK][iI][eE]: ${COOKIE_PAIR}(?:; [\\x20-\\x3A\\x3C-\\x7E]*)*$`,
      ).test(s),
    "cookie-header": (s) =>
      new RegExp(
        `^[cC][oO][oO][kK][iI][eE]:(?:(?:\\r\\n)?[ \\t])*${COOKIE_PAIR}(?:; ${COOKIE_PAIR})*(?:(?:\\r\\n)?[ \\t])*$`,
      ).test(s),
  },
  rfc5322: {
    "address-list": whole(addressList),
    "date-time": whole(dateTime),
    "msg-id": whole(msgId),
    comment: whole(comment5322),
    "addr-spec": whole(addrSpec),
  },
  rfc5234: { rulelist: whole(rulelist), elements: whole(elements) },
  rfc9110: {
    Via: whole(list(viaMember)),
    "User-Agent": whole(userAgent),
    Connection: whole(list(token)),
    Date: whole(httpDate),
    "Content-Type": whole(seq(token, str("/", true), token, parameters)),
    comment: whole(comment9110),
  },
  rfc8288: {
    Link: whole(list(linkValue)),
    "rel-value": whole(seq(relationType, rep(seq(rep(str(" ", true), 1), relationType)))),
  },
};
