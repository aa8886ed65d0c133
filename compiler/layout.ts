// ABNF as RFCs print it → ABNF as RFC 5234 §4 reads it, before the reader (generated/abnf.peg.js).
//
// RFC 5234 §4 starts a rule in the first column and continues it on indented lines. RFCs print
// their grammars indented (RFC 7230 Appendix B: every rule three spaces in, continuation lines
// four), and a grammar copied from an RFC's text also carries its page breaks: a footer
// ("Fielding & Reschke   Standards Track   [Page 82]"), a form feed, a header ("RFC 7230   HTTP/1.1
// Message Syntax and Routing   June 2014"), and the blank lines that pad them, sometimes in the
// middle of a rule. So:
//
//   1. A page break (a form feed line, with the footer line before it, the header line after it,
//      and the blank lines around them) is taken out, joining what it separated.
//   2. Each block (lines between blank lines) whose first rule begins n columns in loses those n
//      columns on every line indented at least as much: its rules begin in the first column, its
//      continuation lines stay indented. A block already in RFC 5234's layout is unchanged.
//
// The reader's lines and columns map back to the file's through `line` and `shift`, so that
// messages name the line and column in the file as written.

export interface Layout {
  /** The text the reader reads. */
  text: string;
  /** For each line of `text` (0-based), the line of the file it came from (1-based). */
  line: number[];
  /** For each line of `text`, how many columns were taken off its start. */
  shift: number[];
}

const FOOTER = /\[Page \d+\]\s*$/;
const HEADER = /^RFC \d+ .*\S\s*$/;
/** A line that begins a rule: a rule name, then `=` or `=/` (RFC 5234 §4 rulename defined-as). */
const RULE_START = /^( *)[A-Za-z][A-Za-z0-9-]*[ \t]*=/;

const isBlank = (line: string): boolean => /^[ \t]*$/.test(line);

/** The text as the reader takes it, with where each of its lines came from. */
export function fromRfcLayout(text: string): Layout {
  const source = text.split(/\r?\n/);
  // 1. Page breaks: drop [blank*, footer, form feed, header, blank*] (the footer and the header
  // only where the RFC puts them, next to the form feed).
  const keep = source.map(() => true);
  for (let i = 0; i < source.length; i++) {
    // The form feed on a line of its own, or at the start of the header's line.
    const line = source[i]!;
    if (!line.startsWith("\f") || !(/^\f\s*$/.test(line) || HEADER.test(line.slice(1)))) continue;
    let from = i;
    let to = i + 1;
    if (from > 0 && FOOTER.test(source[from - 1]!)) from--;
    if (/^\f\s*$/.test(line) && to < source.length && HEADER.test(source[to]!)) to++;
    while (from > 0 && isBlank(source[from - 1]!)) from--;
    while (to < source.length && isBlank(source[to]!)) to++;
    for (let j = from; j < to; j++) keep[j] = false;
  }
  const lines: string[] = [];
  const line: number[] = [];
  for (let i = 0; i < source.length; i++)
    if (keep[i]) {
      lines.push(source[i]!);
      line.push(i + 1);
    }
  // 2. Indented blocks.
  const shift = lines.map(() => 0);
  for (let start = 0; start < lines.length;) {
    if (isBlank(lines[start]!)) {
      start++;
      continue;
    }
    let end = start;
    while (end < lines.length && !isBlank(lines[end]!)) end++;
    const first = lines.slice(start, end).find((l) => RULE_START.test(l));
    const indent = first === undefined ? 0 : RULE_START.exec(first)![1]!.length;
    if (indent > 0)
      for (let i = start; i < end; i++)
        if (lines[i]!.startsWith(" ".repeat(indent))) {
          lines[i] = lines[i]!.slice(indent);
          shift[i] = indent;
        }
    start = end;
  }
  return { text: lines.join("\n"), line, shift };
}
