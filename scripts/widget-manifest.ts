// The widgets' build manifest, dist/widgets/manifest.json: Vite writes it with the
// build (build.manifest, https://vite.dev/guide/backend-integration), naming each file it
// wrote and what each one imports. It is the one list of the built widget files: the loader's
// build, the site's pages and the bench read it through these functions, so none of them looks
// for names in dist/ or reads the built code.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Manifest, ManifestChunk } from "vite";
import { stylesheetsFor } from "../widgets/widget-descriptions.ts";
import type { WidgetFiles } from "../widgets/widget-tags.ts";
import { shippedStylesheet } from "./stylesheets-as-text.ts";

export type { Manifest };

/** Where the widget build writes its manifest, from the project root. */
export const MANIFEST = "dist/widgets/manifest.json";

/** The manifest of the last widget build. */
export function readWidgetManifest(file = path.resolve(MANIFEST)): Manifest {
  if (!existsSync(file)) throw new Error(`No ${MANIFEST}: run \`npm run build:widgets\` first`);
  return JSON.parse(readFileSync(file, "utf8")) as Manifest;
}

function chunk(manifest: Manifest, key: string): ManifestChunk {
  const found = manifest[key];
  if (!found) throw new Error(`The widget manifest has no "${key}"`);
  return found;
}

/** The manifest key of a widget's script: the entry named after its tag. */
export function widgetKey(manifest: Manifest, tag: string): string {
  const key = Object.keys(manifest).find((k) => manifest[k]?.isEntry && manifest[k].name === tag);
  if (!key) throw new Error(`The widget manifest has no entry for <${tag}>`);
  return key;
}

/** A chunk's key and the keys of what it imports, transitively, each once, in order. */
function keysAtLoad(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  if (seen.has(key)) return [];
  seen.add(key);
  const imports = chunk(manifest, key).imports ?? [];
  return [key, ...imports.flatMap((imported) => keysAtLoad(manifest, imported, seen))];
}

/**
 * The files a chunk loads before it runs: its own, then what it imports, transitively, each
 * once. Paths are from dist/widgets/.
 */
export function filesAtLoad(manifest: Manifest, key: string): string[] {
  return keysAtLoad(manifest, key).map((k) => chunk(manifest, k).file);
}

/** Every file a chunk can ever load: what it loads first, then what it may import later. */
export function filesEver(manifest: Manifest, key: string): string[] {
  const keys = new Set<string>();
  for (let next = [key]; next.length > 0;) {
    const loaded = next.flatMap((k) => keysAtLoad(manifest, k)).filter((k) => !keys.has(k));
    for (const k of loaded) keys.add(k);
    next = loaded.flatMap((k) => chunk(manifest, k).dynamicImports ?? []);
  }
  return [...keys].map((k) => chunk(manifest, k).file);
}

/**
 * What a page fetches for a widget: its script, the modules the script imports, its sheets (as
 * shipped, styles/<name>.css.txt).
 */
export function widgetFiles(manifest: Manifest, tag: string): WidgetFiles {
  const [script = "", ...modules] = filesAtLoad(manifest, widgetKey(manifest, tag));
  return { script, modules, stylesheets: stylesheetsFor(tag).map(shippedStylesheet) };
}
