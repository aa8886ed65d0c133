// The examples of each scheme's RFC (and near misses), by grammar: the test tables of
// test/schemes/schemes.test.ts, and the corpus `npm run check:grammars` runs against every rule of
// the scheme grammars.
export const VALID: Readonly<Record<string, readonly string[]>> = {
  // RFC 9110 §4.2.1, §4.2.3 (its examples), §4.2.2
  rfc9110: [
    "http://www.example.com/",
    "http://www.example.com:80/",
    "http://www.EXAMPLE.com/",
    "http://www.example.com:/",
    "https://www.example.com/",
    "http://[2001:db8::1]:8080/a?b",
    "http://u@example.com",
  ],
  // RFC 6455 §3
  rfc6455: ["ws://example.com/chat", "wss://example.com:443/chat?x=1", "ws://[::1]:9000", "WS://h"],
  // RFC 6068 §6.1, §6.2, §6.3 (examples)
  rfc6068: [
    "mailto:chris@example.com",
    "mailto:infobot@example.com?subject=current-issue",
    "mailto:infobot@example.com?body=send%20current-issue",
    "mailto:infobot@example.com?body=send%20current-issue%0D%0Asend%20index",
    "mailto:list@example.org?In-Reply-To=%3C3469A91.D10AF4C@example.com%3E",
    "mailto:majordomo@example.com?body=subscribe%20bamboo-l",
    "mailto:joe@example.com?cc=bob@example.com&body=hello",
    "mailto:gorby%25kremvax@example.com",
    "mailto:unlikely%3Faddress@example.com?blat=foop",
    "mailto:%22not%40me%22@example.org",
    "mailto:%22oh%5C%5Cno%22@example.org",
    "mailto:%22%5C%5C%5C%22it's%5C%20ugly%5C%5C%5C%22%22@example.org",
    "mailto:user@example.org?subject=caf%C3%A9",
    "mailto:user@%E7%B4%8D%E8%B1%86.example.org?subject=Test&body=NATTO",
    "mailto:?to=joe@example.com&subject=x",
    "mailto:a@example.org,b@example.org",
    "mailto:a@%5B192.0.2.1%5D",
    "mailto:",
  ],
  // RFC 8141 §2, §3.2 (examples)
  rfc8141: [
    "urn:example:a123,z456",
    "URN:example:a123,z456",
    "urn:EXAMPLE:a123,z456",
    "urn:example:a123,z456?+abc",
    "urn:example:a123,z456?=xyz",
    "urn:example:a123,z456#789",
    "urn:example:a123,z456/foo",
    "urn:example:a123,z456/bar",
    "urn:example:a123%2Cz456",
    "urn:example:A123,z456",
    "urn:example:a123,Z456",
    "urn:example:%D0%B0123,z456",
    "urn:oasis:names:specification:docbook:dtd:xml:4.1.2",
    "urn:example:a?+r?=q?=#f",
    "urn:a-1:x",
  ],
  // RFC 9562 §4 (and RFC 4122 §3's example)
  rfc9562: [
    "urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6",
    "urn:uuid:F81D4FAE-7DEC-11D0-A765-00A0C91E6BF6",
    "urn:uuid:00000000-0000-0000-0000-000000000000",
    "urn:uuid:ffffffff-ffff-ffff-ffff-ffffffffffff",
  ],
  // RFC 8089 Appendix B
  rfc8089: [
    "file:///path/to/file",
    "file:/path/to/file",
    "file://host.example.com/path/to/file",
    "file://localhost/etc/fstab",
    "file:///c:/path/to/file",
  ],
  // RFC 2397 §4 (examples)
  rfc2397: [
    "data:,A%20brief%20note",
    "data:text/plain;charset=iso-8859-7,%be%d3%be",
    "data:application/vnd-xxx-query,select_vcount,fcol_from_fieldtable/local",
    "data:image/gif;base64,R0lGODdhMAAwAPAAAAAAAP///ywAAAAAMAAwAAAC8IyPqcvt3wCcDkiLc7C0qwyGHhSWpjQu5yqmCYsapyuvUUlvONmOZtfzgFz",
    "data:;base64,QQ==",
    "data:text/plain;name=%22a,b%22,x",
    "DATA:TEXT/PLAIN;BASE64,QQ==",
  ],
  // RFC 4151 §2.5 (examples)
  rfc4151: [
    "tag:timothy@hpl.hp.com,2001:web/externalHome",
    "tag:sandro@w3.org,2004-05:Sandro",
    "tag:my-ids.com,2001-09-15:TimKindberg:presentations:UBath2004-05-19",
    "tag:blogger.com,1999:blog-555",
    "tag:yaml.org,2002:int",
    "tag:a.b,2000:#frag",
  ],
};

export const INVALID: Readonly<Record<string, readonly string[]>> = {
  rfc9110: ["http:/www.example.com/", "http:www.example.com", "https//x", "http://a#b"],
  rfc6455: ["ws:/x", "ws://u@h/", "ws://h#f"],
  rfc6068: [
    "mailto:a@@b",
    "mailto:a",
    "mailto:a@b.",
    "mailto:.a@b",
    "mailto:a@b?x",
    "mailto:a@b,",
    'mailto:"a"@b',
    "mailto:a@%5B1%5B%5D",
    "mailto:a%20b@c",
    "mailto:a;b@c",
  ],
  rfc8141: [
    "urn:x",
    "urn:-a:b",
    "urn:a-:b",
    "urn:a:",
    "urn:a:/b",
    "urn:a:b?+",
    "urn:a:b?=",
    "urn:abcdefghijabcdefghijabcdefghij123:x",
    "urn:example:a?b",
  ],
  rfc9562: [
    "urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf",
    "urn:uuid:f81d4fae7dec11d0a76500a0c91e6bf6",
    "urn:uuid:g81d4fae-7dec-11d0-a765-00a0c91e6bf6",
  ],
  rfc8089: ["file:c:/x", "file://u@h/p", "file://h:1/p", "file:///a?q", "file:", "file://h"],
  rfc2397: [
    "data:",
    "data:text/plain",
    "data:text/,x",
    "data:a/b;c,x",
    "data:a/b;c=,x",
    "data:%zz,",
    "data:a/b;c=%22x,y",
  ],
  rfc4151: [
    "tag:x,01:a",
    "tag:x:a",
    "tag:-x.com,2000:a",
    "tag:x-.com,2000:a",
    "tag:@x.com,2000:a",
    "tag:x.com,2000-1:a",
  ],
};

/** Every example, valid or not: the corpus of the equivalence check. */
export function schemeCorpus(grammar: string): string[] {
  return [...(VALID[grammar] ?? []), ...(INVALID[grammar] ?? [])];
}
