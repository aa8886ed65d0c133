// Lets `node --import ./scripts/register.mjs scripts/size.ts` run TypeScript build scripts through
// ts-node's ESM loader (Node 20 needs the loader registered this way; --loader is deprecated).
import { register } from "node:module";
import { pathToFileURL } from "node:url";

register("ts-node/esm", pathToFileURL("./"));
