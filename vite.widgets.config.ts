// The widgets' build: one Vite library build with an entry per widget,
// widgets/<tag>/<tag>.element.ts, into dist/widgets/ (docs/widget-build.md explains the layout and why):
//   <tag>.js                       a widget: its form, and all it needs at first paint that
//                                  the runtime does not hold
//   chunks/runtime-<hash>.js       what every widget shares (RUNTIME below), loaded once a page
//   chunks/amounts-<hash>.js       weights and heights in and out of the boxes (AMOUNTS below),
//                                  loaded with the results or the first switch of units
//   chunks/<name>-report-<hash>.js a widget's results (engine call and result view), fetched
//                                  when the visitor starts to answer
//   manifest.json                  which file is which, for the loader, the site and the bench
// `npm run build:widgets` runs it, then vite.loader.config.ts, then copies the stylesheets
// (as styles/<name>.css.txt: scripts/stylesheets-as-text.ts).
// https://vite.dev/config/build-options, https://rolldown.rs/reference/OutputOptions.codeSplitting
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";
import { jsTargets, projectBrowsers } from "./scripts/browser-targets.ts";
import { bundleApart } from "./scripts/bundle-apart.ts";
import { stylesheetsAsText } from "./scripts/stylesheets-as-text.ts";
import { preactAliases, preactJsx } from "./vite.aliases.ts";
import { DESCRIPTIONS } from "./widgets/widget-descriptions.ts";
import { WIDGET_TAGS, type WidgetTag } from "./widgets/widget-tags.ts";

/**
 * The shared runtime: Preact with the thin React layer over it, r2wc, and the parts of the
 * form every widget shows at first paint. One Preact a page, or hooks break; InputError here,
 * so `instanceof` holds between a widget and its results chunk.
 */
const RUNTIME = [
  "/node_modules/preact/",
  "/node_modules/@r2wc/",
  "/widgets/shared/platform/react-on-preact.ts",
  "/widgets/shared/platform/define-widget.ts",
  "/widgets/shared/platform/defer-first-render.ts",
  "/widgets/shared/platform/adopt-styles.ts",
  "/widgets/shared/platform/load-styles.ts",
  "/widgets/shared/platform/attributes.ts",
  "/widgets/shared/form/fields.tsx",
  "/widgets/shared/form/measure.ts",
  "/widgets/shared/form/use-units.ts",
  "/engine/core/errors.ts",
];
const inRuntime = (id: string) => RUNTIME.some((part) => id.includes(part));

/**
 * Numbers, weights and heights as typed, read into kilograms and centimetres and written
 * back: shared by the units switch (fetched on the first switch) and every results chunk.
 * Only the advanced wizard's fields need them before the results (they read the typed age to
 * know which questions to ask), so they are a chunk of their own that the other widgets fetch
 * with the results.
 */
const AMOUNTS = [
  "/widgets/shared/form/convert-units.ts",
  "/widgets/shared/form/measure-amount.ts",
  "/engine/input/typed-number.ts",
  "/engine/input/plain-number.ts",
  "/engine/core/units.ts",
];
const inAmounts = (id: string) => AMOUNTS.some((part) => id.includes(part));

/**
 * A widget's description (widgets/<tag>/description.ts) as its element file needs it in the
 * browser: its tag and its attributes' names, and the tag alone (`tag`) for another widget's
 * code that links to it. The rest (what each attribute does, its values, the events and
 * parts) is for the package's manifests and types, not a page's bytes.
 */
function describedForTheBrowser(): Plugin {
  return {
    name: "described-for-the-browser",
    load(id) {
      const tag = /\/widgets\/([a-z-]+)\/description\.ts(?:\?|$)/.exec(id)?.[1];
      if (!tag || !(tag in DESCRIPTIONS)) return null;
      const { attributes } = DESCRIPTIONS[tag as WidgetTag];
      const names = Object.fromEntries(Object.keys(attributes).map((name) => [name, 0]));
      return `export const tag = ${JSON.stringify(tag)};
export const description = ${JSON.stringify({ tag, attributes: names })};`;
    },
  };
}

export default defineConfig({
  root: fileURLToPath(new URL(".", import.meta.url)),
  logLevel: "warn",
  resolve: { alias: preactAliases },
  oxc: preactJsx,
  // Everything else a widget uses goes into its own files, even what another widget uses too:
  // a page then loads its widget's code and the runtime, and nothing it does not need.
  // The stylesheets' addresses point at their shipped copies, styles/<name>.css.txt.
  plugins: [
    describedForTheBrowser(),
    bundleApart((id) => inRuntime(id) || inAmounts(id)),
    stylesheetsAsText(),
  ],
  build: {
    outDir: "dist/widgets",
    emptyOutDir: true,
    copyPublicDir: false,
    target: jsTargets(projectBrowsers()),
    manifest: "manifest.json",
    reportCompressedSize: false,
    // Terser, two passes, before Oxc's own minifier: 1.3 KB less gzip on the advanced
    // calculator's page with results than Oxc alone (https://terser.org/docs/options/).
    minify: "terser",
    terserOptions: { compress: { passes: 2 } },
    // Library mode: no module preload helper, and the stylesheet URLs stay addresses.
    lib: {
      entry: Object.fromEntries(
        WIDGET_TAGS.map((tag) => [tag, `widgets/${tag}/${tag}.element.ts`]),
      ),
      formats: ["es"],
    },
    rolldownOptions: {
      // The engine is pure (docs/layers.md): importing one of its modules does nothing but
      // define names, so a name the face (engine/index.ts) passes on brings only its own module.
      // https://rolldown.rs/reference/InputOptions.treeshake#modulesideeffects
      treeshake: { moduleSideEffects: [{ test: /\/engine\//, sideEffects: false }] },
      // A results chunk imports what it shares with its widget from the widget's own file.
      preserveEntrySignatures: "allow-extension",
      output: {
        entryFileNames: "[name].js",
        chunkFileNames: "chunks/[name]-[hash].js",
        codeSplitting: {
          groups: [
            { name: "runtime", test: inRuntime },
            { name: "amounts", test: inAmounts },
          ],
        },
        // Library builds only drop whitespace when the output asks. Licence comments stay;
        // the @__PURE__ and JSDoc comments that only guide bundlers go.
        minify: true,
        comments: { legal: true, annotation: false, jsdoc: false },
      },
    },
  },
});
