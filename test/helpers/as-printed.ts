// RFC 3986 §5.2.4 as printed: two string buffers, the input's first characters matched against
// rules A to E on every step. Quadratic (each step copies what is left of the input), and therefore
// only an oracle for the linear src/semantics/remove-dot-segments.ts (test/semantics/properties) and
// the quadratic algorithm the work budget must catch (test/laws/scaling: `onStep` counts the copy).
// `onRow` hears the table §5.2.4 prints: the rule applied, then both buffers after it.
export function removeDotSegmentsAsPrinted(
  path: string,
  onStep?: (inputLeft: number) => void,
  onRow?: (rule: "A" | "B" | "C" | "D" | "E", output: string, input: string) => void,
): string {
  let input = path;
  let output = "";
  while (input !== "") {
    onStep?.(input.length);
    let rule: "A" | "B" | "C" | "D" | "E";
    if (input.startsWith("../")) {
      input = input.slice(3);
      rule = "A";
    } else if (input.startsWith("./")) {
      input = input.slice(2);
      rule = "A";
    } else if (input.startsWith("/./")) {
      input = input.slice(2);
      rule = "B";
    } else if (input === "/.") {
      input = "/";
      rule = "B";
    } else if (input.startsWith("/../") || input === "/..") {
      input = "/" + input.slice(input === "/.." ? 3 : 4);
      output = output.slice(0, Math.max(0, output.lastIndexOf("/")));
      rule = "C";
    } else if (input === "." || input === "..") {
      input = "";
      rule = "D";
    } else {
      const end = input.indexOf("/", input.startsWith("/") ? 1 : 0);
      const segment = end === -1 ? input : input.slice(0, end);
      output += segment;
      input = input.slice(segment.length);
      rule = "E";
    }
    onRow?.(rule, output, input);
  }
  return output;
}

/** The table RFC 3986 §5.2.4 prints for a path: step 1, then a row per rule applied. */
export function dotSegmentTable(path: string): [step: string, output: string, input: string][] {
  const rows: [string, string, string][] = [["1", "", path]];
  removeDotSegmentsAsPrinted(path, undefined, (rule, output, input) => rows.push([rule, output, input]));
  return rows;
}
