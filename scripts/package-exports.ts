// What package.json's "exports" must say: the engine, the loader, one entry per widget (its
// script and its types), and the two files that describe the widgets to tools. The list of
// widgets is WIDGET_TAGS; tests/package/exports.test.ts holds package.json to it.
import { WIDGET_TAGS } from "../widgets/widget-tags.ts";
import { VSCODE_CUSTOM_DATA } from "./vscode-custom-data.ts";

type Entry = string | { types: string; default: string };

const built = (name: string) => ({
  types: `./dist/widgets/${name}.d.ts`,
  default: `./dist/widgets/${name}.js`,
});

export function packageExports(): Record<string, Entry> {
  return {
    "./engine": { types: "./lib/engine/index.d.ts", default: "./lib/engine/index.js" },
    "./embed": built("embed"),
    ...Object.fromEntries(WIDGET_TAGS.map((tag) => [`./${tag}`, built(tag)])),
    "./custom-elements.json": "./dist/widgets/custom-elements.json",
    [`./${VSCODE_CUSTOM_DATA}`]: `./dist/widgets/${VSCODE_CUSTOM_DATA}`,
    "./package.json": "./package.json",
  };
}
