// The scheme registry: one record per scheme grammar (src/schemes/<name>.ts), looked up by scheme
// name and, for urn, by namespace. Adding a scheme is adding a record (docs/schemes.md, "Adding a
// scheme"): its grammar files, its entry in src/grammars.ts, its record, its RFC's examples as tests.
import { data } from "./data.js";
import { file } from "./file.js";
import { http, ws } from "./http.js";
import { mailto } from "./mailto.js";
import { tag } from "./tag.js";
import type { SchemeRecord } from "./types.js";
import { urn, uuid } from "./urn.js";

const records: SchemeRecord[] = [http, ws, mailto, urn, uuid, file, data, tag] as unknown as SchemeRecord[];

/** The records, in the order they were registered. */
export const SCHEME_RECORDS: readonly SchemeRecord[] = records;

/** Adds a record (a scheme, or a urn namespace) to the registry; a later record wins over an earlier one. */
export function registerScheme(record: SchemeRecord): void {
  records.unshift(record);
}

/**
 * The record of a URI's scheme (lower case), and for "urn" of its namespace (the NID, read from the
 * path up to its first ":", RFC 8141 §2): undefined when no grammar of the scheme is known.
 */
export function schemeRecord(scheme: string, path = ""): SchemeRecord | undefined {
  const s = scheme.toLowerCase();
  const colon = path.indexOf(":");
  const nid = colon < 0 ? undefined : path.slice(0, colon).toLowerCase();
  let generic: SchemeRecord | undefined;
  for (const record of records) {
    if (!record.schemes.includes(s)) continue;
    if (record.nid === undefined) generic ??= record;
    else if (record.nid === nid) return record;
  }
  return generic;
}
