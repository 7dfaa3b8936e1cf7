// Builds the widgets into dist/widgets/ (see vite.widgets.config.ts for the layout): the
// runtime first, since the loader and every widget name it by its hashed file name; then
// the stylesheets of widgets/styles/, minified into styles/.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { build, type Rolldown } from "vite";
import { OUT_DIR, runtimeBuild, standaloneBuilds, widgetBuild } from "../vite.widgets.config.ts";
import { WIDGET_TAGS } from "../widgets/widget-tags.ts";
import { minifyCss } from "./minify.ts";

rmSync(OUT_DIR, { recursive: true, force: true });

const output = (await build(runtimeBuild())) as Rolldown.RolldownOutput;
const runtime = output.output[0];
if (!runtime.isEntry) throw new Error("The runtime build wrote no entry");

for (const config of standaloneBuilds(runtime.fileName)) await build(config);
for (const tag of WIDGET_TAGS) await build(widgetBuild(tag, runtime.fileName, runtime.exports));

const STYLES = "widgets/styles";
mkdirSync(path.join(OUT_DIR, "styles"), { recursive: true });
for (const name of readdirSync(STYLES).filter((file) => file.endsWith(".css"))) {
  const css = minifyCss(name, readFileSync(path.join(STYLES, name)));
  writeFileSync(path.join(OUT_DIR, "styles", name), css);
}
// Declarations for the npm package: importing a widget defines its tag, and TypeScript learns
// the tag's name (https://www.typescriptlang.org/docs/handbook/declaration-files/templates/global-modifying-module-d-ts.html).
for (const tag of WIDGET_TAGS) {
  writeFileSync(
    path.join(OUT_DIR, `${tag}.d.ts`),
    `// Importing this module defines <${tag}>; see custom-elements.json for its attributes.\n` +
      `declare global {\n  interface HTMLElementTagNameMap {\n    "${tag}": HTMLElement;\n  }\n}\nexport {};\n`,
  );
}
writeFileSync(
  path.join(OUT_DIR, "embed.d.ts"),
  "// The loader: defines each calculator tag found on the page, now or later.\nexport {};\n",
);

console.log(`Built ${WIDGET_TAGS.length} widgets on ${runtime.fileName} into ${OUT_DIR}/`);
