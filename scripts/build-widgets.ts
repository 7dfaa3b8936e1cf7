// Builds the widgets into dist/widgets/ (see vite.widgets.config.ts for the layout): the
// runtime first, since every widget imports it by its hashed name.
import { rmSync } from "node:fs";
import { build, type Rolldown } from "vite";
import { OUT_DIR, runtimeBuild, standaloneBuilds, widgetBuild } from "../vite.widgets.config.ts";
import { WIDGET_TAGS } from "../widgets/widget-tags.ts";

rmSync(OUT_DIR, { recursive: true, force: true });

const output = (await build(runtimeBuild())) as Rolldown.RolldownOutput;
const runtime = output.output[0];
if (!runtime.isEntry) throw new Error("The runtime build wrote no entry");

for (const config of standaloneBuilds()) await build(config);
for (const tag of WIDGET_TAGS) await build(widgetBuild(tag, runtime.fileName, runtime.exports));
console.log(`Built ${WIDGET_TAGS.length} widgets on ${runtime.fileName} into ${OUT_DIR}/`);
