// The built widget files a page names in its <head>, so the browser fetches them all while
// it reads the page: the widget's script, the shared runtime it imports (by its hashed name
// in dist/widgets/chunks/) and its stylesheets. Global data as `widgetFiles`; the widgets
// must be built first (`npm run build` does so).
import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { stylesheetsFor } from "../../widgets/widget-tags.ts";

const CHUNKS = fileURLToPath(new URL("../../dist/widgets/chunks/", import.meta.url));

export default function () {
  const runtime = readdirSync(CHUNKS).find((file) => /^runtime-[\w-]+\.js$/.test(file));
  if (!runtime) throw new Error("No widget runtime in dist/: run `npm run build:widgets` first");
  return {
    /** A widget tag's script, a module that defines the tag. */
    script: (tag) => `/widgets/${tag}.js`,
    /** The runtime every widget script imports, to `modulepreload`. */
    runtime: `/widgets/chunks/${runtime}`,
    /** Stylesheets to preload as the fetch() the widget will make. */
    stylesheets: (tag) => stylesheetsFor(tag).map((file) => `/widgets/${file}`),
  };
}
