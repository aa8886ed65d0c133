// How much of a short input Recognizer.test reads (automata/engines.ts): its loop over the rows that
// every recognizer shares stops one character after a rejection, since the rejected row (DEAD) is
// tested in the same compare as a character from 128 up. Counted in characters read, through a
// string whose charCodeAt counts its calls: a verdict on work, not on time. A first call writes the
// rows of the steps it takes (a step not written yet reads the input on to its end, then again one
// step at a time); the counts are of the call after it.
import { describe, expect, it } from "vitest";
import { recognizer as packed } from "../../generated/rfc3986.automata.js";
import { recognizerOf } from "../../automata/decoded.js";

const recognizer = recognizerOf(packed);
const start = recognizer.start("URI-reference")!;

/** The verdict of test on `input` (rows written by a call before) and how many characters it read. */
function reads(input: string): [verdict: boolean, read: number] {
  recognizer.test(input, start);
  let read = 0;
  const counted = {
    length: input.length,
    charCodeAt(i: number): number {
      read++;
      return input.charCodeAt(i);
    },
  };
  return [recognizer.test(counted as unknown as string, start), read];
}

describe("RFC 3986 §4.1 URI-reference: test reads up to one character past the first it rejects", () => {
  // A space is in no rule of RFC 3986 (§2: the characters a URI is made of).
  it.each([0, 1, 7, 100, 198, 199])("200 characters, a space at %i", (at) => {
    const input = "a".repeat(at) + " " + "a".repeat(199 - at);
    expect(reads(input)).toEqual([false, Math.min(200, at + 2)]);
  });

  it("200 characters, all taken: every one read once", () => {
    expect(reads("http://example.com/" + "a".repeat(181))).toEqual([true, 200]);
  });

  it("a character from 128 up after the rejection is not read", () => {
    expect(reads("a b\u00e9" + "c".repeat(50))).toEqual([false, 3]);
  });
});
