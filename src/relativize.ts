// relativize(base, target): the inverse of resolve (RFC 3986 §5.2), the shortest reference that
// resolves against `base` back to `target`.
import { recompose } from "./recompose.js";
import { checkOptions, checkString } from "./arguments.js";
import { parseBase, resolveComponents } from "./resolve/index.js";
import type { Components } from "./syntax/components.js";
import { parse, safeParse } from "./syntax/parse.js";
import { variantOf } from "./variants/registry.js";
import { rfc3986 } from "./variants/rfc3986.js";
import type { VariantLike } from "./variants/rules.js";

export interface RelativizeOptions {
  /** The variant (default "rfc3986"): an id or a variant object. */
  variant?: VariantLike;
}

function sameAuthority(a: Components, b: Components): boolean {
  return a.authority === b.authority;
}

/** "?query#fragment" as the target has them. */
function tail(target: Components, withQuery: boolean): string {
  return (
    (withQuery && target.query !== undefined ? "?" + target.query : "") +
    (target.fragment !== undefined ? "#" + target.fragment : "")
  );
}

/**
 * Relative-path candidates (§4.2, relative-path reference): climb from the base's "directory" (the
 * path §5.2.3 merges with) with ".." to the longest common ancestor, then down the target's path.
 */
function relativePaths(base: Components, targetPath: string): string[] {
  const directory =
    base.authority !== undefined && base.path === ""
      ? "/"
      : base.path.slice(0, base.path.lastIndexOf("/") + 1);
  const rooted = directory.startsWith("/");
  if (rooted !== targetPath.startsWith("/")) return directory === "" ? [targetPath] : [];
  const from = directory === "" ? [] : directory.slice(rooted ? 1 : 0, -1).split("/");
  if (directory === "/") from.length = 0;
  const to = targetPath.slice(rooted ? 1 : 0).split("/");
  let common = 0;
  while (common < from.length && common < to.length - 1 && from[common] === to[common]) common++;
  const ups = from.length - common;
  const rest = to.slice(common).join("/");
  const climb = "../".repeat(ups);
  if (rest === "") return ups === 0 ? [".", "./"] : [climb.slice(0, -1), climb];
  // A first segment with ":" would read as a scheme, and one starting with "/" as an absolute path
  // (§4.2): "./" before it keeps it a relative path.
  const first = to[common]!;
  const needsDot = ups === 0 && (first.includes(":") || rest.startsWith("/"));
  return needsDot ? ["./" + rest] : [climb + rest];
}

/**
 * The shortest URI reference that resolves against `base` to `target` (both URIs; the base's
 * fragment is ignored). Candidates, most relative first: same-document ("" or "#f"), query only,
 * relative path, absolute path, network path, the target itself; each is checked by resolving it,
 * and the shortest that gives back the target wins (the earlier on a tie). When none does (a target
 * whose path keeps dot segments, which every resolution removes), the target itself is returned.
 */
export function relativize(base: string, target: string, options?: RelativizeOptions): string {
  checkString("relativize", "base", base);
  checkString("relativize", "target", target);
  const variant = variantOf("relativize", checkOptions("relativize", options, ["variant"]).variant, rfc3986);
  const record = variant;
  const b = parseBase(base, variant);
  const t = parse(target, { variant, rule: record.targetRule }) as Components;
  const targetComponents: Components = { ...t, path: t.path ?? "" };
  const absolute = recompose(targetComponents);
  const candidates: string[] = [];
  if (b.scheme === t.scheme) {
    const path = targetComponents.path;
    if (sameAuthority(b, t)) {
      if (path === b.path) {
        if (t.query === b.query) candidates.push(tail(t, false));
        else if (t.query !== undefined) candidates.push(tail(t, true));
      }
      for (const p of relativePaths(b, path)) candidates.push(p + tail(t, true));
      // Absolute path (§4.2); one starting with "//" would read as an authority, "/." keeps it a path.
      if (path.startsWith("/")) candidates.push((path.startsWith("//") ? "/." : "") + path + tail(t, true));
    }
    if (t.authority !== undefined) candidates.push("//" + t.authority + path + tail(t, true));
  }
  const wanted = absolute;
  let best = absolute;
  for (const candidate of candidates) {
    if (candidate.length >= best.length && best !== absolute) continue;
    if (candidate.length > best.length) continue;
    const parsed = safeParse(candidate, { variant });
    if (!parsed.ok) continue;
    const resolved = resolveComponents(b, { ...parsed.value, path: parsed.value.path ?? "" }, { variant });
    if (recompose(resolved) === wanted) best = candidate;
  }
  return best;
}
