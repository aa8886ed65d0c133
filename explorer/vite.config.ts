// The grammar explorer's build: `npm run explorer` serves it (vite), `npm run build:explorer` writes
// explorer/dist/, static files any static host can serve (relative URLs: it works from a folder).
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

export default defineConfig({
  root: fileURLToPath(new URL(".", import.meta.url)),
  base: "./",
  build: {
    outDir: "dist",
    emptyOutDir: true,
    target: "es2022",
    // The grammars' automata are large string literals: one chunk per grammar, loaded when named.
    chunkSizeWarningLimit: 1200,
    reportCompressedSize: false,
  },
  server: { fs: { allow: [fileURLToPath(new URL("..", import.meta.url))] } },
});
