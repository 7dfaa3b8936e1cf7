// The two classic scripts, each one self-contained file that a page loads with a plain
// <script src> (where an import statement is a syntax error), into dist/widgets/:
//   embed.js   the loader partners add to their pages (widgets/embed.ts)
//   frame.js   the script of our iframe pages, /embed/<tag>/ (widgets/frame.ts)
// Built after the widgets (vite.widgets.config.ts): the loader carries, from the widgets'
// manifest, the files each widget needs, so it can fetch them all at once.
// https://vite.dev/config/build-options#build-lib, https://vite.dev/config/shared-options#define
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { jsTargets, projectBrowsers } from "./scripts/browser-targets.ts";
import { readWidgetManifest, widgetFiles } from "./scripts/widget-manifest.ts";
import { WIDGET_TAGS } from "./widgets/widget-tags.ts";

const manifest = readWidgetManifest();

export default defineConfig({
  root: fileURLToPath(new URL(".", import.meta.url)),
  logLevel: "warn",
  define: {
    __WIDGET_FILES__: JSON.stringify(
      Object.fromEntries(WIDGET_TAGS.map((tag) => [tag, widgetFiles(manifest, tag)])),
    ),
  },
  build: {
    outDir: "dist/widgets",
    emptyOutDir: false,
    copyPublicDir: false,
    target: jsTargets(projectBrowsers()),
    reportCompressedSize: false,
    lib: { entry: { embed: "widgets/embed.ts", frame: "widgets/frame.ts" }, formats: ["es"] },
    rolldownOptions: {
      output: {
        entryFileNames: "[name].js",
        minify: true,
        comments: { legal: true, annotation: false, jsdoc: false },
      },
    },
  },
});
