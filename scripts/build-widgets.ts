// Builds the widgets into dist/widgets/ (docs/widget-build.md): the widgets themselves
// (vite.widgets.config.ts), then the loader and the iframe script, which read the widgets'
// manifest (vite.loader.config.ts); then the stylesheets, minified into styles/ beside the
// widget scripts as plain text files (scripts/stylesheets-as-text.ts), and the type
// declarations of the npm package.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { build } from "vite";
import { WIDGET_TAGS } from "../widgets/widget-tags.ts";
import { minifyCss } from "./minify.ts";
import { shippedStylesheet } from "./stylesheets-as-text.ts";
import { widgetDeclaration } from "./widget-types.ts";

const OUT_DIR = "dist/widgets";

await build({ configFile: "vite.widgets.config.ts" });
await build({ configFile: "vite.loader.config.ts" });

const STYLES = "widgets/styles";
mkdirSync(path.join(OUT_DIR, "styles"), { recursive: true });
for (const name of readdirSync(STYLES).filter((file) => file.endsWith(".css"))) {
  const css = minifyCss(name, readFileSync(path.join(STYLES, name)));
  writeFileSync(path.join(OUT_DIR, "styles", shippedStylesheet(name)), css);
}
// Declarations for the npm package: importing a widget defines its tag, and TypeScript learns
// the element, its attributes, its event and its JSX element (scripts/widget-types.ts;
// https://www.typescriptlang.org/docs/handbook/declaration-files/templates/global-modifying-module-d-ts.html).
for (const tag of WIDGET_TAGS) {
  writeFileSync(path.join(OUT_DIR, `${tag}.d.ts`), widgetDeclaration(tag));
}
writeFileSync(
  path.join(OUT_DIR, "embed.d.ts"),
  "// The loader: defines each calculator tag found on the page, now or later.\nexport {};\n",
);

console.log(
  `Built ${WIDGET_TAGS.length} widgets, the loader and their stylesheets into ${OUT_DIR}/`,
);
