// The widgets ship their stylesheets as plain text files, `styles/<name>.css.txt`, which the
// widget fetches and adopts into its shadow root (widgets/shared/platform/load-styles.ts). A built widget
// names them as `new URL("./styles/<name>.css.txt", import.meta.url)`, a form every bundler
// reads as "copy this file and give me its address". Named `.css`, the same line is taken for a
// stylesheet of the page: webpack (Next.js) then bundles the widget's rules into the host's CSS
// and writes the files empty, and Turbopack fails the build ("css client asset is not css chunk
// placeable"). A `.txt` file is an asset to all of them (checked with `npm run test:bundlers`).
// The sources keep `.css`: only the build's copies, and the addresses in the built code, change.
import type { Plugin } from "vite";

/** The shipped name of a stylesheet: `styles/base.css` ships as `styles/base.css.txt`. */
export function shippedStylesheet(file: string): string {
  return `${file}.txt`;
}

/** `new URL("<path>.css", import.meta.url)`, with an optional comment before the path. */
const SHEET_URL =
  /(new URL\(\s*(?:\/\*[^*]*\*\/\s*)?(["'`]))([^"'`]+\.css)(\2\s*,\s*import\.meta\.url\s*\))/g;

/** Rewrites every `new URL("<path>.css", import.meta.url)` in code to the shipped name. */
export function shipStylesheetUrls(code: string): string {
  return code.replace(
    SHEET_URL,
    (_, start: string, _quote: string, file: string, end: string) =>
      `${start}${shippedStylesheet(file)}${end}`,
  );
}

/** A build plugin that points the built widgets at their shipped stylesheets. */
export function stylesheetsAsText(): Plugin {
  return {
    name: "stylesheets-as-text",
    transform(code) {
      if (!code.includes("import.meta.url")) return null;
      const shipped = shipStylesheetUrls(code);
      return shipped === code ? null : { code: shipped, map: null };
    },
  };
}
