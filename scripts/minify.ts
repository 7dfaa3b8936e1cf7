// Minifiers for the files visitors download as they are written: the widgets' stylesheets and
// the site's own script and stylesheet (the widgets' scripts are minified by their Vite build).
import { transform } from "lightningcss";
import { minifySync } from "vite";

/**
 * The browsers the scripts are built for (es2022: Chrome and Edge 94, Firefox 93, Safari
 * 16.4, Opera 80, as Vite maps it), in Lightning CSS's form (major << 16 | minor << 8), so the
 * stylesheets work wherever the scripts do: `min-width` media queries rather than range syntax,
 * and prefixes such as -moz-print-color-adjust.
 */
const CSS_TARGETS = {
  chrome: 94 << 16,
  edge: 94 << 16,
  firefox: 93 << 16,
  safari: (16 << 16) | (4 << 8),
  ios_saf: (16 << 16) | (4 << 8),
  opera: 80 << 16,
};

export function minifyCss(filename: string, code: string | Uint8Array): string {
  const source = typeof code === "string" ? Buffer.from(code) : code;
  return transform({ filename, code: source, minify: true, targets: CSS_TARGETS }).code.toString();
}

export function minifyJs(filename: string, code: string): string {
  const result = minifySync(filename, code);
  if (result.errors.length > 0) throw new Error(`${filename}: ${result.errors[0]?.message}`);
  return result.code;
}
