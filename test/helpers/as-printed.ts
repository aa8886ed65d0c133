// RFC 3986 §5.2.4 as printed: two string buffers, the input's first characters matched against
// rules A to E on every step. Quadratic (each step copies what is left of the input), and therefore
// only an oracle for the linear src/semantics/remove-dot-segments.ts (test/semantics/properties) and
// the quadratic algorithm the work budget must catch (test/laws/scaling: `onStep` counts the copy).
export function removeDotSegmentsAsPrinted(path: string, onStep?: (inputLeft: number) => void): string {
  let input = path;
  let output = "";
  while (input !== "") {
    onStep?.(input.length);
    if (input.startsWith("../"))
      input = input.slice(3); // A
    else if (input.startsWith("./"))
      input = input.slice(2); // A
    else if (input.startsWith("/./"))
      input = input.slice(2); // B
    else if (input === "/.")
      input = "/"; // B
    else if (input.startsWith("/../") || input === "/..") {
      // C
      input = "/" + input.slice(input === "/.." ? 3 : 4);
      output = output.slice(0, Math.max(0, output.lastIndexOf("/")));
    } else if (input === "." || input === "..")
      input = ""; // D
    else {
      // E
      const end = input.indexOf("/", input.startsWith("/") ? 1 : 0);
      const segment = end === -1 ? input : input.slice(0, end);
      output += segment;
      input = input.slice(segment.length);
    }
  }
  return output;
}
