// Builds the widgets into dist/widgets/ (docs/widget-build.md): the widgets themselves
// (vite.widgets.config.ts), then the loader and the iframe script, which read the widgets'
// manifest (vite.loader.config.ts); then the stylesheets, scoped to :host (scope-to-host.ts),
// minified and written beside the widget scripts as plain text files
// (scripts/stylesheets-as-text.ts), the type declarations of the npm package and VS Code's
// custom data.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { build } from "vite";
import { STYLESHEETS, stylesheetSource } from "../widgets/widget-descriptions.ts";
import { WIDGET_TAGS } from "../widgets/widget-tags.ts";
import { minifyCss } from "./minify.ts";
import { scopeToHost } from "./scope-to-host.ts";
import { VSCODE_CUSTOM_DATA, vscodeCustomData } from "./vscode-custom-data.ts";
import { shippedStylesheet } from "./stylesheets-as-text.ts";
import { widgetDeclaration } from "./widget-types.ts";

const OUT_DIR = "dist/widgets";

await build({ configFile: "vite.widgets.config.ts" });
await build({ configFile: "vite.loader.config.ts" });

// Every sheet into styles/, from widgets/shared/styles/ and each widget's folder, where the
// element files name them (widgets/widget-descriptions.ts).
mkdirSync(path.join(OUT_DIR, "styles"), { recursive: true });
for (const name of STYLESHEETS) {
  const file = `${name}.css`;
  const source = readFileSync(path.join("widgets", stylesheetSource(name)));
  const css = minifyCss(file, scopeToHost(file, source));
  writeFileSync(path.join(OUT_DIR, "styles", shippedStylesheet(file)), css);
}
// Declarations for the npm package: importing a widget defines its tag, and TypeScript learns
// the element, its attributes, its event and its JSX element (scripts/widget-types.ts;
// https://www.typescriptlang.org/docs/handbook/declaration-files/templates/global-modifying-module-d-ts.html).
for (const tag of WIDGET_TAGS) {
  writeFileSync(path.join(OUT_DIR, `${tag}.d.ts`), widgetDeclaration(tag));
}
// Editors: VS Code's HTML custom data, so a page's author gets our tags and attributes.
writeFileSync(
  path.join(OUT_DIR, VSCODE_CUSTOM_DATA),
  `${JSON.stringify(vscodeCustomData(), null, 2)}\n`,
);
writeFileSync(
  path.join(OUT_DIR, "embed.d.ts"),
  "// The loader: defines each calculator tag found on the page, now or later.\nexport {};\n",
);

console.log(
  `Built ${WIDGET_TAGS.length} widgets, the loader and their stylesheets into ${OUT_DIR}/`,
);
