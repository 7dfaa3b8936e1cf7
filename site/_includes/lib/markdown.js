// The one markdown-it instance of the site: Eleventy renders .md templates with it (see
// .eleventy.js, setLibrary) and the content loader renders site/content/*.md with it.
// markdown-it ships with Eleventy 3: https://www.11ty.dev/docs/languages/markdown/
import markdownIt from "markdown-it";

/** Plain text of a heading's inline tokens (for a table's accessible name). */
function inlineText(token) {
  return (token?.children ?? [])
    .filter((child) => child.type === "text" || child.type === "code_inline")
    .map((child) => child.content)
    .join("")
    .trim();
}

/**
 * Wraps each table in a focusable, labelled region so a wide table scrolls sideways on a
 * small screen without widening the page; keyboard users can scroll it too (axe rule
 * scrollable-region-focusable). The label is the nearest heading above the table.
 */
function scrollableTables(md) {
  md.core.ruler.push("table_regions", (state) => {
    let heading = "";
    state.tokens.forEach((token, index) => {
      if (token.type === "heading_open") heading = inlineText(state.tokens[index + 1]);
      if (token.type === "table_open") token.meta = { ...token.meta, label: heading };
    });
  });
  const escape = md.utils.escapeHtml;
  md.renderer.rules.table_open = (tokens, index) => {
    const label = tokens[index].meta?.label || "Table";
    return `<div class="table-wrap" role="region" tabindex="0" aria-label="${escape(label)} (table)">\n<table>\n`;
  };
  md.renderer.rules.table_close = () => "</table>\n</div>\n";
}

/** Links to other sites get rel="noopener"; affiliate links are written with their own rel. */
function externalLinks(md) {
  const fallback =
    md.renderer.rules.link_open ??
    ((tokens, index, options, env, self) => self.renderToken(tokens, index, options));
  md.renderer.rules.link_open = (tokens, index, options, env, self) => {
    const token = tokens[index];
    const href = token.attrGet("href") ?? "";
    if (/^https?:\/\//.test(href) && !token.attrGet("rel")) token.attrSet("rel", "noopener");
    return fallback(tokens, index, options, env, self);
  };
}

/** The configured markdown-it: raw HTML allowed (our own authors), no typographic quotes. */
export const markdown = markdownIt({ html: true, linkify: false, typographer: false })
  .use(scrollableTables)
  .use(externalLinks);

/** Markdown to HTML text with the tags removed and white space collapsed. */
export function markdownToText(source) {
  return markdown
    .render(source)
    .replace(/<[^>]+>/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
}
