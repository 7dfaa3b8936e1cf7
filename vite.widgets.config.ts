// The widget builds, run in order by scripts/build-widgets.ts, all into dist/widgets/:
//   1. the shared runtime (widgets/runtime.ts) as chunks/runtime-<hash>.js;
//   2. the loader (embed.js), which preloads the runtime by name, and the iframe helper
//      (frame.js), each standing alone;
//   3. each widget as <tag>.js, importing the runtime's names and bundling everything else
//      it uses, so a page loads three scripts at most: loader, runtime, widget (and a
//      widget's results chunk when the visitor asks for results).
// The widgets' stylesheets (widgets/styles/) are minified into styles/ by the build script.
// Code that several widgets use but the runtime does not hold is repeated in their files:
// a page with one widget then loads only what that widget needs.
// https://vite.dev/config/build-options (library mode) and https://rolldown.rs/reference/
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { InlineConfig, Plugin } from "vite";
import { preactAliases } from "./vite.aliases.ts";

const ROOT = path.dirname(fileURLToPath(import.meta.url));
export const OUT_DIR = "dist/widgets";
const RUNTIME_ENTRY = path.join(ROOT, "widgets/runtime.ts");
/** The placeholder widgets import from; rewritten to the runtime's real path. */
const RUNTIME_ID = "cdc-runtime";
/** Packages only the runtime may bundle: one Preact per page, or hooks break. */
const RUNTIME_PACKAGES = new Set([
  "preact",
  "preact/hooks",
  "preact/jsx-runtime",
  "@r2wc/react-to-web-component",
]);

/** The project modules the runtime re-exports (its `export ... from "./x"` lines). */
function runtimeModules(): Set<string> {
  const source = readFileSync(RUNTIME_ENTRY, "utf8");
  const local = [...source.matchAll(/from "(\.{1,2}\/[^"]+)"/g)].map((m) =>
    path.resolve(path.dirname(RUNTIME_ENTRY), m[1] ?? ""),
  );
  // `react` resolves to this layer, whose hooks the runtime re-exports by name.
  return new Set([...local, path.join(ROOT, "widgets/shared/react-on-preact.ts")]);
}

/**
 * Short names for the runtime's exports, the same in the runtime and in every widget: as a
 * bundler does between the chunks of one build, so each file does not spell out
 * "useLayoutEffect" or "requireOneOf". Follows the sorted list of real names.
 */
function exportAliases(names: readonly string[]): Map<string, string> {
  const letters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
  const alias = (i: number): string =>
    (i >= letters.length ? alias(Math.floor(i / letters.length) - 1) : "") +
    (letters[i % letters.length] ?? "");
  return new Map([...names].sort().map((name, i) => [name, alias(i)]));
}

/** `{ a, b as c }`, the specifiers of an import or export statement, as [name, alias]. */
function specifiers(list: string): [string, string][] {
  return list
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => {
      const [name = "", alias = name] = s.split(/\s+as\s+/);
      return [name, alias];
    });
}

/**
 * Minified output without the annotations that only guide bundlers (`@__PURE__`, JSDoc):
 * about forty of them in a widget file. Licence comments stay.
 */
const MINIFIED = {
  minify: true,
  comments: { legal: true, annotation: false, jsdoc: false },
} as const;

function base(
  build: NonNullable<InlineConfig["build"]>,
  plugins: Plugin[] = [],
  define: Record<string, string> = {},
): InlineConfig {
  return {
    configFile: false,
    root: ROOT,
    logLevel: "warn",
    plugins,
    define,
    resolve: { alias: preactAliases },
    oxc: { jsx: { runtime: "automatic", importSource: "preact" } },
    build: {
      outDir: OUT_DIR,
      emptyOutDir: false,
      copyPublicDir: false,
      target: "es2022",
      reportCompressedSize: false,
      ...build,
    },
  };
}

/**
 * A module build in library mode (no preload helper), minified: Vite's library builds only
 * remove whitespace when the output itself asks for minification.
 */
function library(
  name: string,
  entry: string,
  fileName: string,
  plugins: Plugin[] = [],
  define: Record<string, string> = {},
) {
  return base(
    {
      lib: { entry: { [name]: path.join(ROOT, entry) }, formats: ["es"], fileName: () => fileName },
      rolldownOptions: {
        // Lets a results chunk import what it shares with its widget from the widget's own
        // file, instead of both importing a third file.
        preserveEntrySignatures: "allow-extension",
        output: { ...MINIFIED, chunkFileNames: "chunks/[name]-[hash].js" },
      },
    },
    plugins,
    define,
  );
}

/** The runtime, with its exports kept and a content hash in its name. */
export function runtimeBuild(): InlineConfig {
  return base(
    {
      rolldownOptions: {
        input: { runtime: RUNTIME_ENTRY },
        preserveEntrySignatures: "strict",
        output: { ...MINIFIED, entryFileNames: "chunks/runtime-[hash].js" },
      },
    },
    [shortExports()],
  );
}

/** Gives the runtime's exports their short names (exportAliases); widgets import those. */
function shortExports(): Plugin {
  return {
    name: "cdc-short-exports",
    renderChunk(code, chunk) {
      const aliases = exportAliases(chunk.exports);
      const statement = /export\s*\{([^}]*)\}\s*;?\s*$/;
      if (!statement.test(code)) this.error("The runtime has no export statement to shorten");
      return code.replace(statement, (_, list: string) => {
        const exports = specifiers(list).map(([local, name]) => `${local} as ${aliases.get(name)}`);
        return `export { ${exports.join(", ")} };\n`;
      });
    },
  };
}

/**
 * The loader and the iframe helper: small scripts that share nothing at run time. The loader
 * knows the runtime's hashed name, so it can fetch it alongside the first widget.
 */
export function standaloneBuilds(runtimeFile: string): InlineConfig[] {
  return [
    library("embed", "widgets/embed.ts", "embed.js", [], {
      __CDC_RUNTIME__: JSON.stringify(runtimeFile),
    }),
    library("frame", "widgets/frame.ts", "frame.js"),
  ];
}

/**
 * Points every import of the runtime's modules at the runtime file, relative to the chunk
 * that imports it (a widget at the top, a results chunk under chunks/), and fails the build
 * when a widget asks for a name the runtime does not export.
 */
function useRuntime(runtimeFile: string, runtimeExports: readonly string[]): Plugin {
  const modules = runtimeModules();
  const aliases = exportAliases(runtimeExports);
  return {
    name: "cdc-use-runtime",
    enforce: "pre",
    async resolveId(source, importer, options) {
      if (RUNTIME_PACKAGES.has(source)) return { id: RUNTIME_ID, external: true };
      if (!importer) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && modules.has(resolved.id) ? { id: RUNTIME_ID, external: true } : null;
    },
    renderChunk(code, chunk) {
      let relative = path.posix.relative(path.posix.dirname(chunk.fileName), runtimeFile);
      if (!relative.startsWith(".")) relative = `./${relative}`;
      const linked = code.replace(
        /import\s*\{([^}]*)\}\s*from\s*"cdc-runtime"/g,
        (_, list: string) => {
          const bindings = specifiers(list).map(([name, local]) => {
            const short = aliases.get(name);
            if (!short)
              this.error(`${chunk.fileName} imports "${name}", which the runtime does not export`);
            return `${short} as ${local}`;
          });
          return `import { ${bindings.join(", ")} } from ${JSON.stringify(relative)}`;
        },
      );
      if (linked.includes(`"${RUNTIME_ID}"`))
        this.error(`${chunk.fileName} uses the runtime other than by a named import`);
      return linked;
    },
  };
}

/**
 * A widget names its stylesheets from its source folder, widgets/<tag>/, as
 * `new URL("../styles/<name>.css", import.meta.url)`, the form bundlers and Vite's dev server
 * understand. The built widget sits one level up, in dist/widgets/, beside styles/: this
 * points each URL there, and has this build leave it alone (a library build would inline the
 * file as a data: URL). The mark goes with the other annotations (MINIFIED), so a partner's
 * bundler, which must ship the file, sees the plain form.
 */
function stylesheetsBesideWidget(): Plugin {
  return {
    name: "cdc-stylesheets-beside-widget",
    enforce: "pre",
    transform(code, id) {
      if (!id.endsWith(".element.ts")) return null;
      return code.replace(
        /new URL\(\s*(["'])\.\.\/styles\//g,
        "new URL(/* @vite-ignore */ $1./styles/",
      );
    },
  };
}

/** One widget: `widgets/<tag>/<tag>.element.ts` into `<tag>.js`, results under chunks/. */
export function widgetBuild(
  tag: string,
  runtimeFile: string,
  runtimeExports: readonly string[],
): InlineConfig {
  return library(tag, `widgets/${tag}/${tag}.element.ts`, `${tag}.js`, [
    useRuntime(runtimeFile, runtimeExports),
    stylesheetsBesideWidget(),
  ]);
}
