import ts from "typescript";
import { readFileSync } from "node:fs";
for (const file of process.argv.slice(2)) {
  const text = readFileSync(file, "utf8");
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const visit = (n) => {
    if (ts.isFunctionLike(n) && n.body) {
      const a = sf.getLineAndCharacterOfPosition(n.getStart()).line + 1;
      const b = sf.getLineAndCharacterOfPosition(n.getEnd()).line + 1;
      if (b - a >= 60) console.log(`${file}:${a} ${b - a + 1} lines ${n.name?.getText() ?? "(anonymous)"}`);
    }
    ts.forEachChild(n, visit);
  };
  visit(sf);
}
