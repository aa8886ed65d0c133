// The one list of variants. A record is data (see types.ts); the generated code of a variant is
// loaded only when that variant is first used (see load.ts).
import { rfc3986 } from "./rfc3986.js";
import type { VariantRecord } from "./types.js";

export const VARIANTS: readonly VariantRecord[] = [rfc3986];

export const DEFAULT_VARIANT = "rfc3986";
