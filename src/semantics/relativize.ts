// relativize(base, target): the inverse of resolve (RFC 3986 §5.2, or the variant's own algorithm),
// the shortest reference that resolves against `base` back to `target`, fragment included.
import { UriOperationError } from "./errors.js";
import { directoryOf, keptAPath, mergeDirectory } from "./path.js";
import { checkOptions, checkString } from "../arguments.js";
import { isTargetOf, parseBase, resolve, unsupported } from "./resolve/index.js";
import { NO_RELATIVE_FORM } from "./resolve/absolute-only.js";
import { work } from "./work.js";
import { dotSegmentIn } from "./remove-dot-segments.js";
import { UriSyntaxError } from "../syntax/errors.js";
import { recordWith, parseWith } from "../syntax/parse.js";
import { ruleOf } from "../syntax/start-rule.js";
import { variantOf } from "../variants/registry.js";
import { rfc3986 } from "../variants/rfc3986.js";
import type { VariantLike } from "../variants/rules.js";
import type { Variant } from "../variants/types.js";

export interface RelativizeOptions {
  /** The variant (default "rfc3986"): an id or a variant object. */
  variant?: VariantLike;
}

/**
 * A URI cut where references can differ from it: together the pieces are its text. `head` is the
 * scheme and its ":" ("" without one), `authority` the "//" and the authority, `path` the path
 * with whatever the variant keeps with it (RFC 1808's ";params"), `directory` what resolution
 * keeps of the path before appending a relative path (up to its last "/", params aside).
 */
interface Pieces {
  head: string;
  authority: string | undefined;
  path: string;
  /** The path without the params (RFC 1808 §2.4.3: `path` without ";params"), and the params. */
  bare: string;
  params: string | undefined;
  directory: string;
  query: string | undefined;
  fragment: string | undefined;
}

/** The pieces of a URI the variant's grammar accepts, from its components. */
function piecesOf(variant: Variant, uri: string): Pieces {
  const c = recordWith(ruleOf("relativize", variant), uri);
  const directory = mergeDirectory(c.path, c.authority !== undefined);
  return {
    head: c.scheme !== undefined ? c.scheme + ":" : "",
    authority: c.authority !== undefined ? "//" + c.authority : undefined,
    path: c.params !== undefined ? c.path + ";" + c.params : c.path,
    bare: c.path,
    params: c.params,
    directory,
    query: c.query,
    fragment: c.fragment,
  };
}

/**
 * Whether RFC 1808 §4 step 6 leaves `path` as it is (removeDotSegmentsStepwise(path) === path), in
 * one scan: it has no "." segment (steps a and b remove those) and no ".." after a segment that is
 * not ".." (steps c and d remove such pairs; an empty segment is one, RFC 1808 §2.2, but not the
 * root before an absolute path's first "/").
 */
export function keepsItsDotSegments(path: string): boolean {
  let previous = -1; // where the previous segment begins (-1: none)
  let start = 0;
  for (;;) {
    const slash = path.indexOf("/", start);
    const end = slash === -1 ? path.length : slash;
    const length = end - start;
    if (length === 1 && path.charCodeAt(start) === 0x2e) return false;
    if (length === 2 && path.startsWith("..", start) && previous >= 0) {
      const previousLength = start - 1 - previous;
      const root = previousLength === 0 && previous === 0;
      if (!root && !(previousLength === 2 && path.startsWith("..", previous))) return false;
    }
    if (slash === -1) break;
    previous = start;
    start = slash + 1;
  }
  meter: work.units += path.length;
  return true;
}

/** "?query#fragment" as the target has them. */
function tail(target: Pieces, withQuery: boolean): string {
  return (
    (withQuery && target.query !== undefined ? "?" + target.query : "") +
    (target.fragment !== undefined ? "#" + target.fragment : "")
  );
}

/**
 * Relative-path candidates (RFC 3986 §4.2, relative-path reference): climb from the base's
 * directory with ".." to the longest common ancestor, then down the target's path. One scan of
 * both: the common ancestor ends at the last "/" up to which they agree (within the target's own
 * directory), and each "/" of the base's directory after it is one "..".
 */
function relativePaths(directory: string, targetPath: string): string[] {
  const rooted = directory.startsWith("/");
  if (rooted !== targetPath.startsWith("/")) return directory === "" ? [targetPath] : [];
  const limit = Math.min(directory.length, targetPath.lastIndexOf("/") + 1);
  let common = rooted ? 1 : 0;
  for (let i = 0; i < limit && directory.charCodeAt(i) === targetPath.charCodeAt(i); i++)
    if (directory.charCodeAt(i) === 0x2f) common = i + 1;
  let ups = 0;
  for (let k = common; k < directory.length; k++) if (directory.charCodeAt(k) === 0x2f) ups++;
  meter: work.units += directory.length + targetPath.length;
  const rest = targetPath.slice(common);
  const climb = "../".repeat(ups);
  if (rest === "") return ups === 0 ? [".", "./"] : [climb.slice(0, -1), climb];
  // A first segment with ":" would read as a scheme, and one starting with "/" as an absolute path
  // (RFC 3986 §4.2): "./" before it keeps it a relative path.
  const slash = rest.indexOf("/");
  const first = slash === -1 ? rest : rest.slice(0, slash);
  const needsDot = ups === 0 && (first.includes(":") || rest.startsWith("/"));
  return needsDot ? ["./" + rest] : [climb + rest];
}

const VARIANT_OPTION = ["variant"] as const;

/**
 * The shortest URI reference that resolves against `base` to `target` with the variant's algorithm
 * (both URIs of the variant; a fragment of the target is kept, the base's is what the algorithm
 * makes of it). Candidates, most relative first: same-document ("" or "#f"), query only, relative
 * path, absolute path, network path, the target itself; each is checked by resolving it, and the
 * shortest that gives back the target wins (the earlier on a tie). When none does (a target whose
 * path keeps dot segments, which RFC 3986 removes from every reference), the target itself is
 * returned: `resolve(base, relativize(base, t))` is then `resolve(base, t)`, the algorithm's own
 * form of t. Throws UriSyntaxError when either is not a URI of the variant, UriOperationError
 * when the variant has no relative references (RFC 1738) or is no URI syntax (RFC 6570).
 */
export function relativize(base: string, target: string, options?: RelativizeOptions): string {
  checkString("relativize", "base", base);
  checkString("relativize", "target", target);
  const variant = variantOf(
    "relativize",
    checkOptions("relativize", options, VARIANT_OPTION).variant,
    rfc3986,
  );
  const record = variant;
  const refused = unsupported(record, "relativize");
  if (refused !== undefined) throw refused;
  if (record.resolution === "absolute-only")
    throw new UriOperationError({
      kind: "no-relative-form",
      operation: "relativize",
      variant: record.id,
      reason: NO_RELATIVE_FORM,
    });
  // A URI, with a scheme: else the error that says why.
  const baseRule = ruleOf("relativize", variant, record.baseRule);
  if (!baseRule.recognizer.test(base, baseRule.start)) parseBase(base, variant);
  if (!isTargetOf(variant, target)) {
    const result = parseWith(ruleOf("relativize", variant, record.targetRule), target);
    if (!result.ok) throw result.error;
  }
  const b = piecesOf(variant, base);
  const t = piecesOf(variant, target);
  meter: work.units += base.length + target.length;
  const candidates: string[] = [];
  // Under RFC 3986 every reference with a path has its dot segments removed (§5.2.2): a target
  // whose path keeps some is reached by no reference with a path of its own. Under the others, a
  // relative path is merged and loses its dot segments (RFC 1808 §4 step 6 and its successors, the
  // 1993 partial form): a target path that this removal would change is not tried as one.
  const dotted = dotSegmentIn(t.path, 0, t.path.length) !== -1;
  const reachable = !(dotted && record.resolution === "rfc3986");
  const mergeable = !dotted || keepsItsDotSegments(t.path);
  if (b.head === t.head) {
    if (b.authority === t.authority) {
      if (t.path === b.path) {
        if (t.query === b.query) candidates.push(tail(t, false));
        else if (t.query !== undefined) candidates.push(tail(t, true));
      }
      // Params alone (RFC 1808 §4 step 5a: an empty path inherits the base's, and non-empty
      // params end the inheritance there: RFC 1808 §5.1's ";x").
      if (t.params !== undefined && t.bare === b.bare) candidates.push(";" + t.params + tail(t, true));
      if (reachable) {
        if (mergeable) for (const p of relativePaths(b.directory, t.path)) candidates.push(p + tail(t, true));
        // Absolute path (RFC 3986 §4.2), without an authority before it.
        if (t.path.startsWith("/")) candidates.push(keptAPath(t.path, false) + tail(t, true));
      }
    }
    if (t.authority !== undefined && reachable) candidates.push(t.authority + t.path + tail(t, true));
  }
  // The shortest first (the earlier on a tie): the first that resolves back to the target wins.
  const order = candidates
    .map((_, k) => k)
    .sort((i, j) => candidates[i]!.length - candidates[j]!.length || i - j);
  for (const k of order) {
    const candidate = candidates[k]!;
    if (candidate.length > target.length) break;
    let resolved: string;
    try {
      resolved = resolve(base, candidate, { variant });
    } catch (error) {
      // Not a reference of the variant, or no target for this one.
      if (error instanceof UriSyntaxError || error instanceof UriOperationError) continue;
      throw error;
    }
    if (resolved === target) return candidate;
  }
  return target;
}
