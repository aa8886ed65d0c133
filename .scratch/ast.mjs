import peggy from "peggy";
const text = `
start = a:$("x"i / [a-z\\u{1F600}]iu)+ b:("y" "z")|2..3, ","| !{ return true } &. @c:"q"? .* x:(!"a" [^b]) { return 1 }
other "nm" = "k"i rule2|..3|
rule2 = "" / ("a")
`;
const ast = peggy.parser.parse(text, { reservedWords: [] });
console.log(JSON.stringify(ast.rules, (k, v) => (k === "location" || k === "codeLocation" || k==="nameLocation" || k==="labelLocation" ? undefined : v), 1).slice(0, 6000));
