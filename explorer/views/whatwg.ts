// The browser's own reading of an http(s), ws(s), ftp or file input (the WHATWG URL Standard's
// parser, which this page runs as `URL`: no parser is shipped for it) beside RFC 3986's, and the
// lint findings that name the hazard where the two disagree (src/lint/rules.ts: whatwg-host,
// whatwg-path, whatwg-rejects, whatwg-accepts, and the hazards behind them). Loaded only for such
// inputs.
import { lint } from "../../src/lint/index.js";
import type { Finding } from "../../src/lint/types.js";
import { safeParse } from "../../src/syntax/parse.js";
import { h } from "../dom.js";
import { type Ctx, sectionLink } from "../ui.js";

/** Lint findings about a difference between the two readings, or what causes one. */
const DIFFERENTIAL = new Set([
  "whatwg-host",
  "whatwg-path",
  "whatwg-rejects",
  "whatwg-accepts",
  "backslash",
  "ipv4-rare-form",
  "userinfo-host-lookalike",
  "pct-encoded-dot-segment",
  "port-out-of-range",
  "ipv6-zone-id",
]);

interface Row {
  readonly part: string;
  readonly rfc: string | undefined;
  readonly browser: string | undefined;
}

export function whatwgPanel(ctx: Ctx, box: HTMLElement, input: string): void {
  const parsed = safeParse(input);
  let url: URL | null = null;
  let rejected = "";
  try {
    url = new URL(input);
  } catch (error) {
    rejected = (error as Error).message;
  }
  const c = parsed.ok ? (parsed.value as unknown as Record<string, string | undefined>) : null;
  const show = (v: string | undefined) => (v === undefined ? "(none)" : JSON.stringify(v));
  const userinfo = url === null ? undefined : url.username + (url.password ? ":" + url.password : "");
  const rows: Row[] = [
    { part: "scheme", rfc: c?.scheme, browser: url?.protocol.slice(0, -1) },
    { part: "userinfo", rfc: c?.userinfo, browser: userinfo || undefined },
    { part: "host", rfc: c?.host, browser: url?.hostname },
    { part: "port", rfc: c?.port, browser: url === null ? undefined : url.port || undefined },
    { part: "path", rfc: c?.path, browser: url?.pathname },
    {
      part: "query",
      rfc: c?.query,
      browser: url === null ? undefined : url.search === "" ? undefined : url.search.slice(1),
    },
    {
      part: "fragment",
      rfc: c?.fragment,
      browser: url === null ? undefined : url.hash === "" ? undefined : url.hash.slice(1),
    },
  ];
  const findings = lint(input).filter((f) => DIFFERENTIAL.has(f.code));
  const disagree = findings.some((f) => f.code.startsWith("whatwg-"));
  box.append(
    h(
      "p",
      { className: disagree ? "verdict no" : "verdict yes" },
      disagree
        ? "The browser and RFC 3986 read this input differently:"
        : url === null
          ? "The browser rejects it, and so does RFC 3986."
          : "The browser and RFC 3986 agree on what it names (the browser writes its parts normalized: a lower-case scheme and host, an empty path as /, a default port dropped).",
    ),
    !parsed.ok && url === null
      ? ""
      : h(
          "table",
          { className: "readings-table" },
          h(
            "thead",
            {},
            h(
              "tr",
              {},
              h("th", { scope: "col" }, "part"),
              h("th", { scope: "col" }, "RFC 3986 (this library)"),
              h("th", { scope: "col" }, "this browser's URL"),
            ),
          ),
          h(
            "tbody",
            {},
            ...rows.map((r) =>
              h(
                "tr",
                { className: r.rfc !== r.browser ? "differs" : "" },
                h("th", { scope: "row" }, r.part),
                h("td", {}, h("code", {}, parsed.ok ? show(r.rfc) : "—")),
                h("td", {}, h("code", {}, url !== null ? show(r.browser) : "—")),
              ),
            ),
          ),
        ),
    parsed.ok ? "" : h("p", { className: "note" }, `RFC 3986: ${parsed.error.message}`),
    url !== null ? "" : h("p", { className: "note" }, `The browser: ${rejected}`),
  );
  if (findings.length > 0) {
    box.append(
      h("h3", {}, "What the lint says (uri-grammar lint)"),
      h("ul", { className: "findings" }, ...findings.map((f) => finding(f))),
    );
  }
  void ctx;
}

function finding(f: Finding): HTMLElement {
  return h(
    "li",
    { "data-code": f.code },
    h("strong", {}, f.code),
    ` (${f.severity}, offset ${f.offset}): ${f.message}. `,
    h("span", { className: "says" }, `Fix: ${f.fix}. `),
    sectionLink(f.section.split(";")[0]!.split(",")[0]!),
  );
}
