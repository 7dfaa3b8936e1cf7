// The site: plain Eleventy 3, static HTML and CSS from site/ into dist/ (next to the widgets
// that Vite writes into dist/widgets/). Run through tsx (see package.json) so that data files
// can read the engine's own TypeScript tables instead of copying them. Eleventy never empties
// its output folder and nothing here writes under dist/widgets/, so the two builds can run in
// either order; tests/site/build.test.ts checks the widgets are still there afterwards.
// https://www.11ty.dev/docs/config/
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { minifyCss, minifyJs } from "./scripts/minify.ts";
import { markdown } from "./site/_includes/lib/markdown.js";
import { headersFile } from "./site/headers.js";

/** JSON for a <script type="application/ld+json"> block: "<" escaped so it cannot close it. */
function jsonForScript(value) {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

/**
 * Puts `insert` just before the page text's own "Related calculators" heading (so a table
 * sits with the explanation, above the links), or at the end when there is no such heading.
 */
function beforeRelated(html, insert) {
  const at = html.search(/<h2[^>]*>\s*Related calculators/);
  return at === -1 ? html + insert : html.slice(0, at) + insert + html.slice(at);
}

/**
 * Text from the widgets' doc comments (custom-elements.json) as HTML: escaped, with
 * `backticked` words set as code, as the comments mean them.
 */
function docText(text) {
  const escaped = String(text ?? "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
  return escaped.replace(/`([^`]+)`/g, "<code>$1</code>");
}

/** Text for a <pre><code> block: only what HTML needs escaped, so quotes stay as written. */
function codeText(text) {
  return String(text ?? "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;");
}

/** Minifies the copied site assets in place: what visitors download, not what we edit. */
async function minifyAssets(folder) {
  for (const name of await readdir(folder)) {
    const file = path.join(folder, name);
    if (name.endsWith(".js")) await writeFile(file, minifyJs(name, await readFile(file, "utf8")));
    if (name.endsWith(".css")) await writeFile(file, minifyCss(name, await readFile(file)));
  }
}

export default function (eleventyConfig) {
  eleventyConfig.setLibrary("md", markdown);
  // The calculator pages' educational text is data (site/_data/content.js), not pages.
  eleventyConfig.ignores.add("site/content/**");
  eleventyConfig.addWatchTarget("site/content/");
  eleventyConfig.addPassthroughCopy({ "site/assets": "assets" });
  // The /embed configurator's snippets, shared by its data file and its script.
  eleventyConfig.addPassthroughCopy({
    "site/_includes/lib/embed-snippets.js": "assets/embed-snippets.js",
  });
  eleventyConfig.on("eleventy.after", async ({ directories }) => {
    await minifyAssets(path.join(directories.output, "assets"));
    // The headers policy for static hosts; scripts/serve.js applies the same rules.
    await writeFile(path.join(directories.output, "_headers"), headersFile());
  });
  eleventyConfig.addFilter("jsonld", jsonForScript);
  eleventyConfig.addFilter("slugOf", (path) => (path === "/" ? "home" : path.replace(/^\//, "")));
  eleventyConfig.addFilter("routeFor", (routes, path) => routes.find((r) => r.path === path));
  eleventyConfig.addFilter("inGroup", (routes, group) => routes.filter((r) => r.group === group));
  // The menu entry a page is under (site/_data/menu.js), to list its other versions.
  eleventyConfig.addFilter("menuItemFor", (menu, path) =>
    menu.flatMap((group) => group.items).find((item) => item.path === path),
  );
  // Whether a menu group holds a page, as an entry or one of its other versions: that group
  // opens by itself in the phone menu, so a visitor sees where they are.
  eleventyConfig.addFilter("holdsPage", (group, path) =>
    group.items.some((item) => item.path === path || item.versions.includes(path)),
  );
  eleventyConfig.addFilter("groupLabel", (groups, id) => groups.find((g) => g.id === id)?.label);
  eleventyConfig.addFilter("beforeRelated", beforeRelated);
  eleventyConfig.addFilter("docText", docText);
  eleventyConfig.addFilter("codeText", codeText);
  eleventyConfig.setServerPassthroughCopyBehavior("passthrough");
}

export const config = {
  dir: { input: "site", output: "dist", includes: "_includes", data: "_data" },
  templateFormats: ["njk", "md"],
  htmlTemplateEngine: "njk",
  markdownTemplateEngine: "njk",
};
