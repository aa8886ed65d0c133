// Inputs for the format grammars' equivalence check (scripts/check-grammars.ts --grammar, and the
// quick test in test/grammar/equivalence.test.ts): every string of the JSON-Schema-Test-Suite format
// files (test/fixtures/json-schema-test-suite, MIT) of the formats each grammar serves, run against
// every rule of the grammar, beside the inputs drawn from the ABNF.
import { readFileSync } from "node:fs";
import { join } from "node:path";

const FIXTURES = join(
  import.meta.dirname,
  "..",
  "test",
  "fixtures",
  "json-schema-test-suite",
  "draft2020-12",
);

/** The suite files whose strings exercise each format grammar. */
const GRAMMAR_FORMATS: Readonly<Record<string, readonly string[]>> = {
  rfc3339: ["date-time", "date", "time", "duration"],
  rfc5321: ["email", "idn-email"],
  rfc6531: ["idn-email", "email"],
  rfc1123: ["hostname", "idn-hostname"],
  rfc6901: ["json-pointer", "relative-json-pointer"],
  "relative-json-pointer": ["relative-json-pointer", "json-pointer"],
  rfc9562: ["uuid"],
  rfc3986: ["uri", "uri-reference", "ipv4", "ipv6"],
};

/** Near misses written by hand: the places where a PEG transcription goes wrong. */
const EXTRA: Readonly<Record<string, readonly string[]>> = {
  rfc5321: [
    "a@[IPv6::1.2.3.4]",
    "a@[IPv6:1::2:3.4.5.6]",
    "a@[IPv6:1:2:3:4:5:6:1.2.3.4]",
    "a@[IPv6:1:2:3:4:5:6:7:8]",
    "a@[IPv6:::]",
    "a@[ipv6:1::]",
    "a@[tag:x]",
    "a@[1.2.3.4]",
    "a@b-c.d",
    "a@b-.c",
    '"a\\"b"@c',
  ],
  rfc1123: ["a", "a-b", "a--b", "a-", "-a", "1.2.3.4", "a.b-c.d"],
  "relative-json-pointer": ["0+1/a", "1-0#", "0-01", "10#", "0/~1"],
};

const cache = new Map<string, readonly string[]>();

/** The strings of a format grammar's suite files (and the hand-written near misses). */
export function formatCorpus(grammar: string): readonly string[] {
  let found = cache.get(grammar);
  if (found === undefined) {
    const strings = new Set<string>(EXTRA[grammar] ?? []);
    for (const format of GRAMMAR_FORMATS[grammar] ?? []) {
      const groups = JSON.parse(readFileSync(join(FIXTURES, `${format}.json`), "utf8")) as {
        tests: { data: unknown }[];
      }[];
      for (const g of groups) for (const t of g.tests) if (typeof t.data === "string") strings.add(t.data);
    }
    cache.set(grammar, (found = [...strings]));
  }
  return found;
}
