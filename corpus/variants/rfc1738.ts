// RFC 1738 test tables, one per section: the URLs printed in the RFC, and grammar cases by start
// rule. test/variants/rfc1738.test.ts runs them; the equivalence check runs every input against
// every rule of grammar/rfc1738.abnf.
import type { PartialComponents } from "../../src/syntax/components.js";

export interface Example {
  input: string;
  components?: PartialComponents;
}

export interface RuleCase {
  rule: string;
  valid: string[];
  invalid: string[];
}

/**
 * The URLs printed in RFC 1738, by section (`<URL:...>` wrappers and line breaks removed). The
 * components are RFC 3986 §5.3's, read as grammar/rfc1738.abnf T10 says: the path holds the "/"
 * after the hostport, which §3.1 leaves out of the url-path, so that the components hold every
 * character.
 */
export const examples: Record<string, Example[]> = {
  "RFC 1738 §1": [{ input: "http://www.acl.lanl.gov/URI/archive/uri-archive.index.html" }],
  "RFC 1738 §3.1": [
    {
      input: "ftp://@host.com/",
      components: { scheme: "ftp", authority: "@host.com", userinfo: "", host: "host.com", path: "/" },
    },
    {
      input: "ftp://host.com/",
      components: { scheme: "ftp", authority: "host.com", host: "host.com", path: "/" },
    },
    {
      input: "ftp://foo:@host.com/",
      // §3.1: the user name "foo" and an empty password; the userinfo is both (T10)
      components: {
        scheme: "ftp",
        authority: "foo:@host.com",
        userinfo: "foo:",
        host: "host.com",
        path: "/",
      },
    },
  ],
  "RFC 1738 §3.2.2": [
    {
      input: "ftp://myname@host.dom/%2Fetc/motd",
      components: {
        scheme: "ftp",
        authority: "myname@host.dom",
        userinfo: "myname",
        host: "host.dom",
        path: "/%2Fetc/motd",
      },
    },
    { input: "ftp://myname@host.dom/etc/motd" },
    // §3.2.2: the first fsegment is empty, so the path begins with two slashes
    {
      input: "ftp://myname@host.dom//etc/motd",
      components: {
        scheme: "ftp",
        authority: "myname@host.dom",
        userinfo: "myname",
        host: "host.dom",
        path: "//etc/motd",
      },
    },
  ],
  "RFC 1738 §3.6": [{ input: "news:*", components: { scheme: "news", path: "*" } }],
  "RFC 1738 §3.10": [
    {
      input: "file://vms.host.edu/disk$user/my/notes/note12345.txt",
      // §3.10: file://<host>/<path>, the host is the authority (T10: file-authority)
      components: {
        scheme: "file",
        authority: "vms.host.edu",
        host: "vms.host.edu",
        path: "/disk$user/my/notes/note12345.txt",
      },
    },
  ],
  "RFC 1738 §3.11": [
    {
      input: "prospero://host.dom//pros/name",
      components: { scheme: "prospero", authority: "host.dom", host: "host.dom", path: "//pros/name" },
    },
  ],
  "RFC 1738 Appendix": [
    // §3.2.2: the ";type=" typecode is part of the url-path, so of the path (T10)
    {
      input: "ftp://info.cern.ch/pub/www/doc;type=d",
      components: {
        scheme: "ftp",
        authority: "info.cern.ch",
        host: "info.cern.ch",
        path: "/pub/www/doc;type=d",
      },
    },
    { input: "ftp://ds.internic.net/rfc" },
    { input: "http://ds.internic.net/instructions/overview.html" },
  ],
  "RFC 1738 §8": [
    { input: "ftp://ds.internic.net/rfc/rfc1436.txt;type=a" },
    { input: "ftp://boombox.micro.umn.edu/pub/gopher/gopher_protocol/Gopher+/Gopher+.txt" },
    { input: "ftp://ds.internic.net/rfc/rfc1630.txt" },
    { input: "ftp://info.cern.ch/pub/www/doc/http-spec.txt.Z" },
  ],
};

/** Grammar cases by start rule, each quirk of the §5 BNF among them. */
export const rules: RuleCase[] = [
  {
    rule: "url",
    valid: [
      "http://www.example.com:8080/a/b?x+y",
      "HTTP://www.example.com/",
      "http://a:80x", // not an httpurl, but a genericurl (otherurl)
      "mailto:joe@example.com",
      "news:comp.infosystems.www",
      "news:123@host.example",
      "nntp://news.example.com/comp.lang.c/42",
      "telnet://user:pw@host.example:23/",
      "wais://quake.think.com/db",
      "wais://quake.think.com/db?query",
      "wais://quake.think.com/db/TEXT/doc-123",
      "gopher://gopher.example.com/0sel%09query%09plus",
      "prospero://host.dom/pros/name;field=value",
      "file:///etc/motd",
      "x-foo:anything/at:all",
    ],
    invalid: [
      "http://ds.internic.net/instructions/overview.html#WARNING", // no "#" in RFC 1738 URLs
      "http://a b/",
      "Http-X:whatever", // scheme is lower case (T3)
      "http://[::1]/",
      "noscheme",
      "",
    ],
  },
  {
    rule: "httpurl",
    valid: ["http://host", "http://host/", "http://1.2.3.4:80/p?q", "http://a-b.c/d;e:f@g&h=i"],
    invalid: ["http://host?q", "http://-a/", "http://a-/", "http://a.1b/", "http://host/~user"],
  },
  {
    rule: "ftpurl",
    valid: ["ftp://ftp.example.com/pub/file;type=i", "ftp://u:p@h/f;type=D", "ftp://h"],
    invalid: ["ftp://h/f;type=x", "ftp://h/f;type=", "ftp://u@p@h/"],
  },
  {
    rule: "hostname",
    valid: ["a", "a.b", "a-1.b2.com", "9a.com"],
    invalid: ["1", "a.", "a..b", "-a", "a.9"],
  },
  { rule: "hostnumber", valid: ["1.2.3.4", "999.0.0.00001"], invalid: ["1.2.3", "1.2.3.4.5"] },
  { rule: "scheme", valid: ["http", "x-foo", "a+b.c", "9"], invalid: ["HTTP", "", "a_b"] },
  {
    rule: "newsurl",
    valid: ["news:*", "news:*@host.example", "news:a.b"],
    invalid: ["news:1abc", "news:a@b@c"],
  },
  {
    rule: "waisurl",
    valid: ["wais://h/d", "wais://h/d?s", "wais://h/d/t/p"],
    invalid: ["wais://h/d/t", "wais://h"],
  },
  { rule: "xchar", valid: ["a", ";", "%2f"], invalid: ["#", "%", "~", " "] },
];

export function rfc1738Inputs(): string[] {
  return [
    ...Object.values(examples).flatMap((table) => table.map((e) => e.input)),
    ...rules.flatMap((r) => [...r.valid, ...r.invalid]),
  ];
}
