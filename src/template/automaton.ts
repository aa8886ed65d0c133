// The automaton of a URI Template (RFC 6570 §3, Appendix A): an NFA whose language is every
// expansion the template can have, for every value of every variable (undefined, a string, a list,
// an associative array), with capture slots around each varspec's expansion, built under one of
// the preferences among the ways a URI can be read (src/template/match.ts runs it; the values are
// read back from its captures by src/template/values.ts).
import type { CompiledTemplate, CompiledVarspec } from "./compile.js";
import { reservedOperatorError } from "./compile.js";
import { charSet, NfaBuilder, type CharSet, type Fragment, type Nfa } from "./nfa.js";
import type { OperatorRow } from "./operators.js";

const ALPHA = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
const DIGIT = "0123456789";
/** RFC 3986 §2.3 unreserved. */
const UNRESERVED = ALPHA + DIGIT + "-._~";
/** RFC 3986 §2.2 reserved. */
const RESERVED = ":/?#[]@!$&'()*+,;=";

/** The hex digits of the nibbles from..to, both cases unless `upper`. */
function nibbleChars(from: number, to: number, upper = false): string {
  let s = "";
  for (let v = from; v <= to; v++) {
    const h = v.toString(16).toUpperCase();
    s += h === h.toLowerCase() || upper ? h : h + h.toLowerCase();
  }
  return s;
}
const HEX_SET = charSet(nibbleChars(0, 15));

const hexGroupCache = new Map<string, readonly (readonly [CharSet, CharSet])[]>();

/**
 * The octets in [lo, hi] as pairs of hex-digit sets (the high nibbles that share a range of low
 * nibbles, and that range), made once per range: a template's automaton asks for the same few.
 */
function hexGroups(lo: number, hi: number, upper: boolean): readonly (readonly [CharSet, CharSet])[] {
  const key = `${lo} ${hi} ${upper}`;
  const known = hexGroupCache.get(key);
  if (known !== undefined) return known;
  const groups = new Map<string, number[]>();
  for (let high = lo >> 4; high <= hi >> 4; high++) {
    const from = high === lo >> 4 ? lo & 15 : 0;
    const to = high === hi >> 4 ? hi & 15 : 15;
    const range = `${from}-${to}`;
    const highs = groups.get(range);
    if (highs === undefined) groups.set(range, [high]);
    else highs.push(high);
  }
  const out = [...groups].map(([range, highs]) => {
    const [from, to] = range.split("-").map(Number) as [number, number];
    return [
      charSet(highs.map((h) => nibbleChars(h, h, upper)).join("")),
      charSet(nibbleChars(from, to, upper)),
    ] as const;
  });
  hexGroupCache.set(key, out);
  return out;
}

/** One occurrence of a varspec in the template, with its capture slots 2·index and 2·index + 1. */
export interface Occurrence {
  readonly index: number;
  readonly expression: number;
  readonly row: OperatorRow;
  readonly varspec: CompiledVarspec;
}

/**
 * How a reading prefers among the ways a URI matches. The first is the rule match states: the
 * text exactly as expansion writes it (strict), each variable defined rather than not, each as
 * long as it can be. The others are tried in order only when needed (see matchWithStats).
 */
export interface Preference {
  /**
   * Only what expansion writes: in U values, uppercase triplets of octets that are not unreserved
   * (RFC 6570 §3.2.1, Appendix A), and literals as they expand. Otherwise any triplet, in either
   * case, where a U value is (RFC 3986 §2.1, §2.3: equivalent forms).
   */
  readonly strict: boolean;
  /** Shortest values first (star, plus and opt lazy). */
  readonly lazy: boolean;
  /** Each variable undefined rather than defined, where the URI allows both. */
  readonly undefinedFirst: boolean;
}
export const PREFERENCES: readonly Preference[] = [true, false].flatMap((strict) => [
  { strict, lazy: false, undefinedFirst: false },
  { strict, lazy: false, undefinedFirst: true },
  { strict, lazy: true, undefinedFirst: false },
]);

/** A template's automaton under one preference. */
export interface Reading {
  readonly nfa: Nfa;
  readonly occurrences: readonly Occurrence[];
}

/** The automaton of a template: the language of its expansions (RFC 6570 §3, Appendix A). */
export class TemplateAutomaton {
  private readonly b: NfaBuilder;
  private readonly occurrences: Occurrence[] = [];
  private readonly unreserved = charSet(UNRESERVED);
  private readonly uriChars = charSet(UNRESERVED + RESERVED);
  private readonly hexDigits = charSet(nibbleChars(0, 15));
  private readonly uriNonHex = charSet(
    [...(UNRESERVED + RESERVED)].filter((c) => !HEX_SET[c.charCodeAt(0)]).join(""),
  );

  constructor(
    private readonly compiled: CompiledTemplate,
    private readonly preference: Preference,
  ) {
    this.b = new NfaBuilder(preference.lazy);
  }

  build(): Reading {
    const b = this.b;
    const parts = this.compiled.parts;
    // Occurrences are numbered in template order (the automaton is built from the end).
    const slotsOf = new Map<number, number[]>();
    parts.forEach((p, i) => {
      if (typeof p === "string" || p.row === null) return;
      const row = p.row;
      slotsOf.set(
        i,
        p.varspecs.map((varspec) => {
          const occurrence = { index: this.occurrences.length, expression: i, row, varspec };
          this.occurrences.push(occurrence);
          return occurrence.index;
        }),
      );
    });
    let next = b.match();
    for (let i = parts.length - 1; i >= 0; i--) {
      const p = parts[i]!;
      if (typeof p === "string") next = this.literal(p)(next);
      else {
        if (p.row === null) throw reservedOperatorError(this.compiled.template, p);
        next = this.expression(p.row, p.varspecs, slotsOf.get(i)!)(next);
      }
    }
    return { nfa: b.build(next), occurrences: this.occurrences };
  }

  /** Literal text as expansion writes it; the hex digits of its triplets in either case (RFC 3986 §2.1). */
  private literal(text: string): Fragment {
    return (next) => {
      let state = next;
      for (let i = text.length - 1; i >= 0; i--) {
        const c = text[i]!;
        const inTriplet =
          !this.preference.strict && ((i >= 1 && text[i - 1] === "%") || (i >= 2 && text[i - 2] === "%"));
        state = this.b.char(charSet(inTriplet ? c.toLowerCase() + c.toUpperCase() : c), state);
      }
      return state;
    };
  }

  /** "%" and one octet in [lo, hi], its hex digits in either case. */
  private octet(lo: number, hi: number, upper = false): Fragment {
    return this.b.seq(this.b.set(charSet("%")), this.hexOctet(lo, hi, upper));
  }

  /** The two hex digits of an octet in [lo, hi], in either case (uppercase only if `upper`). */
  private hexOctet(lo: number, hi: number, upper = false): Fragment {
    const b = this.b;
    const groups = hexGroups(lo, hi, upper);
    return (next) => {
      const branches = groups.map(([high, low]) => b.char(high, b.char(low, next)));
      return branches.length === 1 ? branches[0]! : b.split(branches);
    };
  }

  /**
   * One code point as UTF-8 in pct-encoded triplets (RFC 3629 §4: shortest form, no surrogates).
   * `ascii`: the octet ranges allowed for a one-octet character; `upper`: uppercase hex digits only.
   */
  private utf8(ascii: [number, number][], upper = false): Fragment {
    const b = this.b;
    const C: [number, number] = [0x80, 0xbf];
    const forms: [number, number][][] = [
      ...ascii.map((r) => [r]),
      [[0xc2, 0xdf], C],
      [[0xe0, 0xe0], [0xa0, 0xbf], C],
      [[0xe1, 0xec], C, C],
      [[0xed, 0xed], [0x80, 0x9f], C],
      [[0xee, 0xef], C, C],
      [[0xf0, 0xf0], [0x90, 0xbf], C, C],
      [[0xf1, 0xf3], C, C, C],
      [[0xf4, 0xf4], [0x80, 0x8f], C, C],
    ];
    // The first "%" is shared by every form, so that a thread reads it once.
    return b.seq(
      b.set(charSet("%")),
      b.alt(
        ...forms.map(([[lo, hi], ...rest]) =>
          b.seq(this.hexOctet(lo!, hi!, upper), ...rest.map(([l, h]) => this.octet(l, h, upper))),
        ),
      ),
    );
  }

  /**
   * A character of a U value (RFC 6570 Appendix A "U"): unreserved, or one encoded code point; or
   * one of `extra` (the "," of a list's members), in the same state as the unreserved characters
   * (one thread for both: no triplet begins with them, so the order of the choices is kept).
   */
  private tokenU(extra = ""): Fragment {
    const plain = this.b.set(extra === "" ? this.unreserved : charSet(UNRESERVED + extra));
    if (!this.preference.strict) return this.b.alt(plain, this.utf8([[0x00, 0x7f]]));
    // Strict: expansion never encodes an unreserved character, and writes uppercase triplets.
    const notUnreserved: [number, number][] = [
      [0x00, 0x2c],
      [0x2f, 0x2f],
      [0x3a, 0x40],
      [0x5b, 0x5e],
      [0x60, 0x60],
      [0x7b, 0x7d],
      [0x7f, 0x7f],
    ];
    return this.b.alt(plain, this.utf8(notUnreserved, true));
  }

  /** A character of a U+R value: reserved or unreserved, or a pct-encoded triplet (copied or encoded). */
  private tokenR(): Fragment {
    return this.b.alt(this.b.set(this.uriChars), this.octet(0x00, 0xff));
  }

  /** The counter is reset on leaving a counted region, so that outside one it is always 0. */
  private counted(body: (exit: number) => number): Fragment {
    return (next) => this.b.countReset(body(this.b.countReset(next)));
  }

  /**
   * A U value of at most `max` characters (RFC 6570 §2.4.1: code points), each unreserved or one
   * encoded code point; at least one if `nonEmpty`.
   */
  private prefixU(max: number, nonEmpty: boolean): Fragment {
    const b = this.b;
    const token = this.tokenU();
    return this.counted((exit) => {
      const loop = b.split([]);
      const once = token(b.countAdd(1, max, loop));
      b.loopTargets(loop, once, exit);
      return nonEmpty ? once : loop;
    });
  }

  /**
   * A U+R value of at most `max` characters, counted as src/template/encode.ts decodeR reads it:
   * a URI character is one; an uppercase triplet sequence of one UTF-8 character outside the URI
   * characters is one (expansion encoded it); "%25" is one ("%" of the value) when the value's next two
   * characters are not hex digits; any other triplet is the value's own three characters. Three
   * states remember how far the last decoded "%" is (Normal, After "%", After "%" and one hex digit).
   */
  private prefixR(max: number): Fragment {
    const b = this.b;
    const nonUriAscii: [number, number][] = [
      [0x00, 0x20],
      [0x22, 0x22],
      [0x3c, 0x3c],
      [0x3e, 0x3e],
      [0x5c, 0x5c],
      [0x5e, 0x5e],
      [0x60, 0x60],
      [0x7b, 0x7f],
    ];
    // Expansion writes uppercase triplets: decodeR reads only those as encoded characters.
    const encodedChar = this.utf8(nonUriAscii, true);
    const raw = this.octet(0x00, 0xff);
    const percent = b.seq(b.set(charSet("%")), b.set(charSet("2")), b.set(charSet("5")));
    return this.counted((exit) => {
      const normal = b.split([]);
      const afterPercent = b.split([]);
      const afterHex = b.split([]);
      const one = (to: number) => b.countAdd(1, max, to);
      // Cheaper readings first: the preferred thread then has the lowest counter, and the VM drops
      // the threads it dominates (src/template/nfa.ts), which keeps the work per character small.
      const common = (): number[] => [
        encodedChar(one(normal)),
        percent(one(afterPercent)),
        raw(b.countAdd(3, max, normal)),
      ];
      b.loopTargets(normal, b.split([b.char(this.uriChars, one(normal)), ...common()]), exit);
      b.loopTargets(
        afterPercent,
        b.split([b.char(this.uriNonHex, one(normal)), b.char(this.hexDigits, one(afterHex)), ...common()]),
        exit,
      );
      b.loopTargets(afterHex, b.split([b.char(this.uriNonHex, one(normal)), ...common()]), exit);
      return normal;
    });
  }

  /** The expansion of one varspec (without first/sep): the union over the kinds of value. */
  private varspec(row: OperatorRow, v: CompiledVarspec): Fragment {
    const b = this.b;
    const lit = (s: string) => this.literal(s);
    const tokenU = this.tokenU();
    // A character of a string, or the "," that joins a list's members.
    const member = this.tokenU(",");
    if (!row.named) {
      if (v.prefix > 0) return row.allowReserved ? this.prefixR(v.prefix) : this.prefixU(v.prefix, false);
      if (row.allowReserved) return b.star(this.tokenR());
      if (!v.explode) return b.star(member); // a string, or members joined by ","
      // Exploded: members (or "name=value" pairs, "name" for an empty value) joined by sep.
      const item = b.seq(b.star(tokenU), b.opt(b.seq(lit("="), b.plus(tokenU))));
      return b.seq(item, b.star(b.seq(lit(row.sep), item)));
    }
    // Named (";" "?" "&", all U): "name=value", or name + ifemp when the value is empty.
    const name = lit(v.name);
    const formStyle = row.ifemp === "=";
    if (!v.explode) {
      // ";": a value that expands to "" gives the name alone (ifemp ""), so after "=" there is text.
      const value =
        v.prefix > 0 ? this.prefixU(v.prefix, !formStyle) : formStyle ? b.star(member) : b.plus(member);
      return b.seq(name, formStyle ? b.seq(lit("="), value) : b.opt(b.seq(lit("="), value)));
    }
    const key = b.alt(name, b.star(tokenU));
    const item = formStyle
      ? b.seq(key, lit("="), b.star(tokenU))
      : b.seq(key, b.opt(b.seq(lit("="), b.plus(tokenU))));
    return b.seq(item, b.star(b.seq(lit(row.sep), item)));
  }

  /**
   * An expression: each varspec defined (preferred) or not; the first defined one after `first`,
   * the others after `sep` (RFC 6570 Appendix A). Two chains of states: none defined yet, some.
   */
  private expression(row: OperatorRow, varspecs: readonly CompiledVarspec[], slots: number[]): Fragment {
    const b = this.b;
    return (next) => {
      let none = next;
      let some = next;
      for (let i = varspecs.length - 1; i >= 0; i--) {
        const v = varspecs[i]!;
        const slot = slots[i]!;
        // After the first defined varspec, the chain goes on in "some" either way.
        const defined = b.save(2 * slot, this.varspec(row, v)(b.save(2 * slot + 1, some)));
        const orderSome = [this.literal(row.sep)(defined), some];
        const orderNone = [this.literal(row.first)(defined), none];
        if (this.preference.undefinedFirst) {
          orderSome.reverse();
          orderNone.reverse();
        }
        const newSome = b.split(orderSome);
        const newNone = b.split(orderNone);
        some = newSome;
        none = newNone;
      }
      return none;
    };
  }
}
