// A PEG transcription's text (grammar/<grammar>.peggy), read the way its files are kept: above each
// rule, its ABNF and section as comments, then any `// PEG:` departure; the rule's name at the start
// of a line (with a display name in quotes, for the rules error messages name), its body indented
// below it, a blank line after it.

export interface PegRuleText {
  /** The PEG rule's name (the ABNF name with "_" for "-"). */
  readonly name: string;
  /** The comment lines above the rule, without the slashes. */
  readonly comment: string;
  /** The `// PEG:` departure in the comment, without the slashes and the "PEG:"; null if none. */
  readonly departure: string | null;
  /** The rule as written: its name line and body. */
  readonly text: string;
}

const NAME = /^([A-Za-z_][\w]*)(?:\s+"[^"]*")?\s*(?:=.*)?$/;

/** Every rule of a .peggy text, in file order. */
export function pegRules(peggy: string): PegRuleText[] {
  const lines = peggy.split(/\r?\n/);
  const out: PegRuleText[] = [];
  let comment: string[] = [];
  let inInitializer = 0;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (inInitializer > 0 || /^\{\{?/.test(line)) {
      // The initializers ({{ ... }} and { ... }) hold code, not rules.
      inInitializer += (line.match(/\{/g) ?? []).length - (line.match(/\}/g) ?? []).length;
      comment = [];
      continue;
    }
    if (line.startsWith("//")) {
      comment.push(line.replace(/^\/\/ ?/, ""));
      continue;
    }
    if (line.trim() === "") {
      comment = [];
      continue;
    }
    const m = NAME.exec(line);
    if (m === null) continue;
    let end = i + 1;
    while (end < lines.length && lines[end]!.trim() !== "" && /^\s/.test(lines[end]!)) end++;
    const at = comment.findIndex((l) => l.startsWith("PEG:"));
    out.push({
      name: m[1]!,
      comment: comment.join("\n"),
      departure:
        at === -1
          ? null
          : comment
              .slice(at)
              .join(" ")
              .replace(/^PEG:\s*/, "")
              .replace(/\s+/g, " "),
      text: lines.slice(i, end).join("\n"),
    });
    comment = [];
    i = end - 1;
  }
  return out;
}

/** The PEG name of an ABNF rule name. */
export function pegNameOf(rule: string): string {
  return rule.replace(/-/g, "_");
}

/** The numbered notes of a transcription's header ("//  3. IPv6address: ..."), by number. */
export function headerNotes(peggy: string): Map<number, string> {
  const notes = new Map<number, string>();
  let current: number | null = null;
  for (const line of peggy.split(/\r?\n/)) {
    if (!line.startsWith("//")) break;
    const text = line.replace(/^\/\/\s?/, "");
    const m = /^ {0,3}(\d+)\.[ \t]+(\S.*)?$/.exec(text);
    if (m) {
      current = Number(m[1]);
      notes.set(current, m[2] ?? "");
    } else if (current !== null && /^\s{3,}\S/.test(text))
      notes.set(current, `${notes.get(current)} ${text.trim()}`);
    else current = null;
  }
  return notes;
}

/** The header notes a departure refers to ("(header note 2)", "header notes 4 and 8"). */
export function notesOf(departure: string): number[] {
  const m = /header notes? ([\d, and]+)/.exec(departure);
  return m === null ? [] : [...m[1]!.matchAll(/\d+/g)].map((d) => Number(d[0]));
}
