// What is shown of an input, made safe for a terminal: in error messages (UriSyntaxError's found
// and excerpt, the diagnoses) and in everything the command line prints. An input can hold any
// character; printed raw, a control character moves the cursor, rewrites what was printed, or (ESC)
// starts a terminal command. Every such character is written as a JavaScript/JSON escape instead,
// so what is shown is what was given, and nothing else happens.
//
// Escaped: the C0 controls U+0000–U+001F, DEL U+007F and the C1 controls U+0080–U+009F (Unicode
// general category Cc), lone surrogates (half of a character: not text), the line and paragraph
// separators U+2028 and U+2029, and the bidirectional formatting characters U+200E, U+200F,
// U+202A–U+202E and U+2066–U+2069, which reorder what follows them on the screen (RFC 3987 §4.1
// forbids them in IRIs for that reason).

// The lone surrogates: a high one not followed by a low one, a low one not preceded by a high one.
const UNSAFE =
  /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

const SHORT: Readonly<Record<string, string>> = {
  "\b": "\\b",
  "\t": "\\t",
  "\n": "\\n",
  "\f": "\\f",
  "\r": "\\r",
};

function escapeOne(c: string): string {
  return SHORT[c] ?? "\\u" + c.charCodeAt(0).toString(16).padStart(4, "0");
}

/**
 * The text with every unsafe character (above) written as an escape (`\n`, `\u001b`, `\u007f`, ...).
 * Other characters, backslashes included, are left as they are: this is for messages, which are
 * read by people; `quote` is for showing an input exactly.
 */
export function escapeControls(text: string): string {
  UNSAFE.lastIndex = 0;
  return UNSAFE.test(text) ? text.replace(UNSAFE, escapeOne) : text;
}

// What JSON.stringify leaves raw in a string (it escapes C0, quotes, backslashes and, since ES2019,
// lone surrogates); outside strings its output has only the spaces and newlines of its indentation.
const UNSAFE_IN_JSON = /[\u007f-\u009f\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

function escapeJson(json: string): string {
  UNSAFE_IN_JSON.lastIndex = 0;
  return UNSAFE_IN_JSON.test(json) ? json.replace(UNSAFE_IN_JSON, escapeOne) : json;
}

/**
 * The text as a JSON string literal, with the characters that JSON leaves raw (DEL, C1, U+2028,
 * U+2029, the bidirectional controls) escaped as well: unambiguous, and safe on a terminal.
 */
export function quote(text: string): string {
  return escapeJson(JSON.stringify(text));
}

/** JSON.stringify, safe on a terminal in the same way (the escapes are valid JSON, of the same value). */
export function toJson(value: unknown, indent?: number): string {
  return escapeJson(JSON.stringify(value, null, indent));
}
