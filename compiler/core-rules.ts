// RFC 5234 Appendix B.1, the core rules, as the text of grammar/core.abnf (a test holds the two
// equal): compiler/load.ts adds those a grammar uses without defining them, so that an RFC's grammar
// compiles as the RFC prints it (RFC 5234 Appendix B: "in common use"), in a browser as well.

/** The file name core rules are labelled with. */
export const CORE_RULES_FILE = "core.abnf";

/** The text of grammar/core.abnf. */
export const CORE_RULES = `; RFC 5234 Appendix B.1, Core Rules: the rules every ABNF grammar of this repository may use.
; Extracted from RFC 5234 (STD 68), Copyright (c) The IETF Trust (2008); see grammar/README.md.
; Rule names are case-insensitive in ABNF (RFC 5234 §2.1); the RFC writes core rules in upper case.

; RFC 5234 §B.1
ALPHA          =  %x41-5A / %x61-7A   ; A-Z / a-z

; RFC 5234 §B.1
BIT            =  "0" / "1"

; RFC 5234 §B.1: any 7-bit US-ASCII character, excluding NUL
CHAR           =  %x01-7F

; RFC 5234 §B.1: carriage return
CR             =  %x0D

; RFC 5234 §B.1: Internet standard newline
CRLF           =  CR LF

; RFC 5234 §B.1: controls
CTL            =  %x00-1F / %x7F

; RFC 5234 §B.1: 0-9
DIGIT          =  %x30-39

; RFC 5234 §B.1: " (Double Quote)
DQUOTE         =  %x22

; RFC 5234 §B.1: quoted strings are case-insensitive (§2.3), so "A" is also "a"
HEXDIG         =  DIGIT / "A" / "B" / "C" / "D" / "E" / "F"

; RFC 5234 §B.1: horizontal tab
HTAB           =  %x09

; RFC 5234 §B.1: linefeed
LF             =  %x0A

; RFC 5234 §B.1: linear white space
LWSP           =  *(WSP / CRLF WSP)

; RFC 5234 §B.1: 8 bits of data
OCTET          =  %x00-FF

; RFC 5234 §B.1
SP             =  %x20

; RFC 5234 §B.1: visible (printing) characters
VCHAR          =  %x21-7E

; RFC 5234 §B.1: white space
WSP            =  SP / HTAB
`;

/** The file name of the rule a `#` list implies when a grammar does not define it. */
export const LIST_RULES_FILE = "RFC 9110 §5.6.3";

/**
 * RFC 9110 §5.6.3's optional white space, which the expansion of a `#` list (RFC 9110 §5.6.1)
 * refers to: added, with the core rules it uses, when a grammar writes a list and has no OWS.
 */
export const LIST_RULES = `; RFC 9110 §5.6.3
OWS = *( SP / HTAB )
`;
