// .scratch/sd.ts
import { readFileSync } from "node:fs";

// src/syntax/components.ts
var COMPONENT_ORDER = [
  "scheme",
  "authority",
  "userinfo",
  "host",
  "port",
  "path",
  "params",
  "query",
  "fragment"
];
var SPANS_LENGTH = COMPONENT_ORDER.length * 2;
var SCHEME_SPAN = 0;
var AUTHORITY_SPAN = 2;
var USERINFO_SPAN = 4;
var HOST_SPAN = 6;
var PORT_SPAN = 8;
var PATH_SPAN = 10;
var QUERY_SPAN = 14;
var FRAGMENT_SPAN = 16;
function newSpans() {
  return new Int32Array(SPANS_LENGTH).fill(-1);
}

// src/syntax/delimited.ts
var SLASH = 47;
var QUESTION = 63;
var HASH = 35;
var COLON = 58;
var AT = 64;
var OPEN_BRACKET = 91;
var CLOSE_BRACKET = 93;
function set(spans2, at, from, to) {
  spans2[at] = from;
  spans2[at + 1] = to;
}
function splitDelimited(input, spans2 = newSpans()) {
  spans2.fill(-1);
  const n = input.length;
  let i = 0;
  let code = 0;
  for (; i < n; i++) {
    code = input.charCodeAt(i);
    if (code === COLON || code === SLASH || code === QUESTION || code === HASH) break;
  }
  let at = 0;
  if (i > 0 && i < n && code === COLON) {
    set(spans2, SCHEME_SPAN, 0, i);
    at = i + 1;
  }
  if (input.charCodeAt(at) === SLASH && input.charCodeAt(at + 1) === SLASH) {
    const from = at + 2;
    let atSign = -1;
    let colon = -1;
    for (i = from; i < n; i++) {
      code = input.charCodeAt(i);
      if (code === SLASH || code === QUESTION || code === HASH) break;
      if (code === AT && atSign === -1) {
        atSign = i;
        colon = -1;
      } else if (code === COLON) colon = i;
      else if (code === CLOSE_BRACKET) colon = -1;
    }
    set(spans2, AUTHORITY_SPAN, from, i);
    let hostFrom = from;
    if (atSign !== -1) {
      set(spans2, USERINFO_SPAN, from, atSign);
      hostFrom = atSign + 1;
    }
    if (input.charCodeAt(hostFrom) === OPEN_BRACKET) {
      const close = input.indexOf("]", hostFrom);
      const hostTo = close === -1 || close >= i ? i : close + 1;
      set(spans2, HOST_SPAN, hostFrom, hostTo);
      if (hostTo < i && input.charCodeAt(hostTo) === COLON) set(spans2, PORT_SPAN, hostTo + 1, i);
    } else if (colon !== -1 && colon >= hostFrom) {
      set(spans2, HOST_SPAN, hostFrom, colon);
      set(spans2, PORT_SPAN, colon + 1, i);
    } else set(spans2, HOST_SPAN, hostFrom, i);
    at = i;
  }
  for (i = at; i < n; i++) {
    code = input.charCodeAt(i);
    if (code === QUESTION || code === HASH) break;
  }
  set(spans2, PATH_SPAN, at, i);
  if (i < n && code === QUESTION) {
    const hash = input.indexOf("#", i + 1);
    const queryEnd = hash === -1 ? n : hash;
    set(spans2, QUERY_SPAN, i + 1, queryEnd);
    i = queryEnd;
  }
  if (i < n) set(spans2, FRAGMENT_SPAN, i + 1, n);
  return spans2;
}

// .scratch/sd.ts
var urls = readFileSync("bench/data/urls.txt", "utf8").split("\n").filter(Boolean);
var spans = newSpans();
var sink = 0;
var best = Infinity;
console.log("avg len", urls.reduce((a, u) => a + u.length, 0) / urls.length);
for (let round = 0; round < 20; round++) {
  const t = process.hrtime.bigint();
  for (let r = 0; r < 2; r++) for (let i = 0; i < urls.length; i++) sink += splitDelimited(urls[i], spans)[10];
  best = Math.min(best, Number(process.hrtime.bigint() - t) / urls.length / 2);
}
console.log("splitDelimited", best.toFixed(0));
