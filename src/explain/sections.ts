// Links from a section as the grammars cite it ("RFC 3986 §3.2.2", "RFC 5234 §B.1", "Appendix A")
// to the document's text on the RFC Editor's site (the explorer shows the ABNF itself offline; the
// link is for the prose around it).

/** The URL of a cited section, or undefined when the citation names no RFC. */
export function sectionUrl(section: string | undefined | null, fallbackRfc?: number): string | undefined {
  if (!section) return undefined;
  const rfc = /RFC (\d+)/.exec(section)?.[1] ?? (fallbackRfc === undefined ? undefined : String(fallbackRfc));
  if (rfc === undefined) return undefined;
  const base = `https://www.rfc-editor.org/rfc/rfc${rfc}`;
  const appendix = /(?:Appendix |§)([A-Z])((?:\.\d+)*)/.exec(section);
  if (appendix) return `${base}#appendix-${appendix[1]}${appendix[2]}`;
  const numbered = /§\s*([\d.]*\d)/.exec(section);
  return numbered ? `${base}#section-${numbered[1]}` : base;
}
