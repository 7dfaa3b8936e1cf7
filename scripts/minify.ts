// Minifiers for the files visitors download as they are written: the widgets' stylesheets and
// the site's own script and stylesheet (the widgets' scripts are minified by their Vite build).
// Both compile for the browsers of package.json "browserslist" (scripts/browser-targets.ts),
// as the widget scripts do: `min-width` media queries rather than range syntax where a browser
// there lacks it, and prefixes such as -moz-print-color-adjust.
import { transform } from "lightningcss";
import { minifySync } from "vite";
import { cssTargets, jsTargets, projectBrowsers } from "./browser-targets.ts";

const BROWSERS = projectBrowsers();
const CSS_TARGETS = cssTargets(BROWSERS);
const JS_TARGETS = jsTargets(BROWSERS);

export function minifyCss(filename: string, code: string | Uint8Array): string {
  const source = typeof code === "string" ? Buffer.from(code) : code;
  return transform({ filename, code: source, minify: true, targets: CSS_TARGETS }).code.toString();
}

export function minifyJs(filename: string, code: string): string {
  const result = minifySync(filename, code, { compress: { target: JS_TARGETS } });
  if (result.errors.length > 0) throw new Error(`${filename}: ${result.errors[0]?.message}`);
  return result.code;
}
