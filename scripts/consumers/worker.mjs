// A Worker for workerd (`workerd test`): Ajv's standalone code (written by standalone.cjs, naming
// uri-grammar/ajv/formats) and the checks of app.mjs and app.cjs, bundled by esbuild with the
// conditions Cloudflare's wrangler gives (workerd, worker, browser). A Worker may not compile code
// (`new Function`, which Ajv compiles schemas with): it runs Ajv's standalone code instead, and the
// checks that compile no schema.
import validateHome from "./validate-home.cjs";
import { checks as imported } from "./app.mjs";
import { checks as required } from "./app.cjs";

export default {
  async test() {
    const results = [
      {
        name: "Ajv standalone code (code.formats: uri-grammar/ajv/formats)",
        ok:
          validateHome({ home: "https://example.com/" }) === true &&
          validateHome({ home: "example.com" }) === false,
        detail: JSON.stringify(validateHome.errors ?? null),
      },
      ...(await imported({ compile: false })).map((r) => ({ ...r, name: `import: ${r.name}` })),
      ...(await required({ compile: false })).map((r) => ({ ...r, name: `require: ${r.name}` })),
    ];
    for (const r of results) console.log(`${r.ok ? "ok" : "not ok"} ${r.name}${r.ok ? "" : `: ${r.detail}`}`);
    if (results.some((r) => !r.ok)) throw new Error("a check failed");
  },
};
