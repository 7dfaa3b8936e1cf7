// The static oEmbed documents (https://oembed.com/, type "rich"), one per calculator page and
// one per iframe page /embed/<tag>/, so that a calculator's address pasted on its own line in
// WordPress, Ghost, Discourse or any other oEmbed consumer becomes the calculator itself.
// Each page names its document in a <link rel="alternate" type="application/json+oembed">.
// The HTML is a <blockquote> link to the page, then the iframe: WordPress loads its resizing
// script only when a blockquote comes first, and shows the link until the frame reports in.
// Global data as `oembedDocuments`, paginated by site/oembed.njk.
import routes from "./routes.js";
import embedFrames from "./embedFrames.js";
import site from "./site.js";
import { OEMBED_HEIGHTS } from "../_includes/lib/frame-heights.js";

/** The width the frame asks for (oEmbed `width`); the calculators fit any width from 320 px. */
const OEMBED_WIDTH = 600;

const escapeHtml = (text) =>
  String(text)
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");

/** The address of the iframe page for a widget and variant (the default is left out). */
function frameAddress(tag, variant) {
  const query = variant && variant !== "default" ? `?variant=${encodeURIComponent(variant)}` : "";
  return `${site.origin}/embed/${tag}/${query}`;
}

/** The oEmbed document for a page showing `tag` with `variant`, linking to `pagePath`. */
function documentFor({ title, tag, variant, pagePath }) {
  const pageUrl = site.origin + pagePath;
  const height = OEMBED_HEIGHTS[tag];
  const html =
    `<blockquote><a href="${escapeHtml(pageUrl)}">${escapeHtml(title)}</a></blockquote>` +
    `<iframe src="${escapeHtml(frameAddress(tag, variant))}" width="${OEMBED_WIDTH}" ` +
    `height="${height}" title="${escapeHtml(title)}" frameborder="0"></iframe>`;
  return {
    version: "1.0",
    type: "rich",
    title,
    provider_name: site.name,
    provider_url: `${site.origin}/`,
    width: OEMBED_WIDTH,
    height,
    html,
  };
}

const slugOf = (path) => (path === "/" ? "home" : path.slice(1));

const pages = routes
  .filter((route) => route.widget)
  .map((route) => ({
    slug: slugOf(route.path),
    document: documentFor({
      title: route.title,
      tag: route.widget.tag,
      variant: route.widget.variant,
      pagePath: route.path,
    }),
  }));

const frames = embedFrames.map((frame) => ({
  slug: `embed-${frame.tag}`,
  document: documentFor({
    title: frame.title,
    tag: frame.tag,
    variant: "default",
    pagePath: frame.page,
  }),
}));

export default [...pages, ...frames];
