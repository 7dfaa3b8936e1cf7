// Builds the widgets and the loader into dist/widgets/.
// https://vite.dev/config/ (build options) and https://rolldown.rs/reference/ (output options)
import { existsSync } from "node:fs";
import { defineConfig } from "vite";
import { preactAliases } from "./vite.aliases.ts";
import { WIDGET_TAGS } from "./widgets/widget-tags.ts";

const elementEntry = (tag: string) => `widgets/${tag}/${tag}.element.ts`;

// Each widget is an entry with a stable name (the loader imports "<tag>.js"); shared code
// (preact, r2wc, shared fields, engine modules) goes into hashed chunks loaded once.
const input = Object.fromEntries([
  ["embed", "widgets/embed.ts"],
  ["frame", "widgets/frame.ts"],
  ...WIDGET_TAGS.filter((tag) => existsSync(elementEntry(tag))).map((tag) => [
    tag,
    elementEntry(tag),
  ]),
]);

export default defineConfig({
  resolve: { alias: preactAliases },
  oxc: { jsx: { runtime: "automatic", importSource: "preact" } },
  build: {
    outDir: "dist/widgets",
    emptyOutDir: true,
    target: "es2022",
    modulePreload: false,
    reportCompressedSize: false,
    rolldownOptions: {
      input,
      preserveEntrySignatures: false,
      output: {
        entryFileNames: "[name].js",
        chunkFileNames: "chunks/[name]-[hash].js",
        // Whitespace is only removed when the output itself asks for minification.
        minify: true,
      },
    },
  },
});
