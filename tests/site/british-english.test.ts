import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// What a visitor reads is in British English, with thousands separators (issue 29, "Plain
// words"). Checks every built page's text (`npm run build` first; `npm test` builds) and
// every sentence written in the widgets' and the engine's code.

/** Words spelled the US way that a UK page would spell otherwise (analyse, colour, centre...). */
const US_SPELLINGS = /\b(analyz\w*|colors?|colored|centers?|centered|favorites?|programs?)\b/i;
/** Names that are spelled as their owners spell them (a source on /sources). */
const PROPER_NAMES = /Naval Health Research Center/g;

function files(dir: string, ending: RegExp): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => ending.test(file))
    .map((file) => path.join(dir, file));
}

/** A page's visible text: no scripts, styles, code samples or tags; entities as characters. */
function pageText(html: string): string {
  return html
    .replace(/<(script|style|code|pre)\b[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(PROPER_NAMES, " ");
}

/** Numbers of four or more digits written without a separator: not years, codes or DOIs. */
function unformattedNumbers(text: string): string[] {
  const prose = text.replace(/\bdoi:\S+/g, " ").replace(/"[^"]*"/g, " ");
  return [...prose.matchAll(/(?<![\d.,:/#-])\b[1-9]\d{3,}\b(?![.,]\d|-)/g)]
    .map((match) => match[0])
    .filter((n) => !(n.length === 4 && Number(n) >= 1900 && Number(n) <= 2099));
}

const PAGES = files("dist", /\.html$/);

describe("the built pages", () => {
  it("are all read", () => {
    expect(PAGES.length).toBeGreaterThan(40);
  });

  it.each(PAGES)("%s uses British spellings", (file) => {
    expect(pageText(readFileSync(file, "utf8")).match(US_SPELLINGS)?.[0]).toBeUndefined();
  });

  it.each(PAGES)("%s writes numbers of 1,000 and more with a comma", (file) => {
    expect(unformattedNumbers(pageText(readFileSync(file, "utf8")))).toEqual([]);
  });

  it("would catch a US spelling and an unformatted number", () => {
    expect(pageText("<p>Analyzing Data...</p>").match(US_SPELLINGS)).not.toBeNull();
    expect(unformattedNumbers("Walk 7000 steps in 2026")).toEqual(["7000"]);
  });
});

/** The sentences in a source file: string literals and JSX text with a space in them. */
function sentences(source: string): string[] {
  const withoutComments = source
    .replace(/\/\*[\s\S]*?\*\//g, " ")
    .replace(/(^|[^:])\/\/.*$/gm, "$1");
  const strings = [...withoutComments.matchAll(/(["'`])((?:(?!\1)[^\\\n]|\\.)*)\1/g)].map(
    (match) => match[2] ?? "",
  );
  const jsxText = [...withoutComments.matchAll(/>([^<>{}]+)</g)].map((match) => match[1] ?? "");
  return [...strings, ...jsxText].filter((text) => /[a-z] [a-z]/i.test(text));
}

describe("the words in the widgets and the engine", () => {
  const sources = [...files("widgets", /\.tsx?$/), ...files("engine", /\.ts$/)];

  it.each(sources)("%s uses British spellings", (file) => {
    const found = sentences(readFileSync(file, "utf8")).filter((text) => US_SPELLINGS.test(text));
    expect(found).toEqual([]);
  });
});
