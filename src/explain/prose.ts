// Where an RFC decides by prose what its ABNF leaves open. The ABNF of host accepts "1.2.3.4" both as
// an IPv4address and as a reg-name; RFC 3986 §3.2.2 settles it in a sentence (first-match-wins: a
// host that matches IPv4address is an IPv4 address literal), which is also why "1.2.3.4x", which
// IPv4address does not match as a whole, is a reg-name. The derivation shows the reading the
// sentence rejects beside the one it keeps. The sentences are paraphrased, with their sections.

export interface ProseRule {
  /** The grammars (grammar/<name>.abnf) whose rule this is. */
  readonly grammars: readonly string[];
  /** The ambiguous rule: an alternation, the first alternative that matches wins. */
  readonly rule: string;
  readonly section: string;
  /** What the section says, in our words. */
  readonly says: string;
}

export const PROSE_RULES: readonly ProseRule[] = [
  {
    grammars: ["rfc3986", "rfc6874"],
    rule: "host",
    section: "RFC 3986 §3.2.2",
    says:
      "The rule for host is ambiguous: every IPv4address is also a reg-name. The RFC settles it by " +
      '"first-match-wins": a host that matches IPv4address is an IPv4 address literal, not a reg-name.',
  },
  {
    grammars: ["rfc3987"],
    rule: "ihost",
    section: "RFC 3987 §2.2",
    says:
      "Some IRI productions are ambiguous; RFC 3987 applies RFC 3986's first-match-wins rule " +
      "(RFC 3986 §3.2.2): an ihost that matches IPv4address is an IPv4 address literal, not an ireg-name.",
  },
];

/** The prose rule of a grammar's rule, if any. */
export function proseRuleOf(grammar: string, rule: string): ProseRule | undefined {
  return PROSE_RULES.find((p) => p.grammars.includes(grammar) && p.rule.toLowerCase() === rule.toLowerCase());
}
