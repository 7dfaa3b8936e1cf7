// Reads the educational text of the calculator pages from site/content/<slug>.md.
// Eleventy ignores that folder as templates (.eleventy.js); the page templates place each
// file's HTML after the widget and build the FAQ from its front matter.
//
// The contract with the writers: YAML front matter with `faq:` a list of { q, a } (at least
// four), then a markdown body with h2/h3 headings only. js-yaml ships with Eleventy 3.
import { readdirSync, readFileSync, existsSync } from "node:fs";
import path from "node:path";
import yaml from "js-yaml";
import { markdown, markdownToText } from "./markdown.js";

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

/**
 * @typedef {{ question: string, answerHtml: string, answerText: string }} FaqEntry
 * @typedef {{ slug: string, file: string, faq: FaqEntry[], html: string }} PageContent
 */

/**
 * Splits a content file into its front matter (parsed YAML; {} when there is none) and its
 * markdown body. Throws an Error naming the file when the YAML is broken.
 * @param {string} source the file's text
 * @param {string} file the file name, for messages
 * @returns {{ data: Record<string, unknown>, body: string }}
 */
export function splitFrontMatter(source, file) {
  const match = FRONT_MATTER.exec(source);
  let data = {};
  if (match) {
    try {
      data = yaml.load(match[1]) ?? {};
    } catch (error) {
      throw new Error(`${file}: the front matter is not valid YAML (${error.message})`, {
        cause: error,
      });
    }
  }
  return { data, body: match ? source.slice(match[0].length) : source };
}

/**
 * Parses one content file. Throws an Error naming the file when its front matter is broken,
 * so a typo stops the build instead of silently dropping an FAQ.
 * @param {string} source the file's text
 * @param {string} file the file name, for messages
 * @returns {{ faq: FaqEntry[], html: string }}
 */
export function parseContent(source, file) {
  const { data, body } = splitFrontMatter(source, file);
  const faq = data.faq ?? [];
  if (!Array.isArray(faq)) throw new Error(`${file}: "faq" must be a list of { q, a }`);
  return {
    faq: faq.map((entry, index) => {
      if (typeof entry?.q !== "string" || typeof entry?.a !== "string") {
        throw new Error(`${file}: faq entry ${index + 1} needs a text "q" and a text "a"`);
      }
      return {
        question: entry.q.trim(),
        answerHtml: markdown.render(entry.a.trim()),
        answerText: markdownToText(entry.a),
      };
    }),
    html: markdown.render(body),
  };
}

/**
 * Every content file in a folder, by slug. A missing folder gives an empty object.
 * @param {string} folder
 * @returns {Record<string, PageContent>}
 */
export function loadContent(folder) {
  if (!existsSync(folder)) return {};
  const pages = {};
  for (const name of readdirSync(folder).sort()) {
    if (!name.endsWith(".md")) continue;
    const file = path.join(folder, name);
    const slug = name.slice(0, -".md".length);
    pages[slug] = { slug, file, ...parseContent(readFileSync(file, "utf8"), file) };
  }
  return pages;
}
