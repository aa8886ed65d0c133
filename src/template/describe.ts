// How a value that is not what was asked for is named in a TypeError (the template layer's own,
// so that it depends on the variant loader only through src/template/parse.ts).
export function describe(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  const type = typeof value;
  if (type === "string") return `the string ${JSON.stringify(value)}`;
  if (type === "object") return "an object";
  if (type === "undefined") return "undefined";
  if (type === "symbol") return "a symbol";
  return `${type} ${String(value)}`;
}
