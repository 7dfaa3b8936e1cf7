import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadContent, parseContent } from "../../site/_includes/lib/content.js";
import { markdown, markdownToText } from "../../site/_includes/lib/markdown.js";

const page = `---
faq:
  - q: How fast should I lose weight?
    a: The NHS suggests **0.5 to 1 kg** a week.
  - q: Is 1,200 kcal the lowest?
    a: For women, yes.
---
## How it works

Some text with a [link](https://www.nhs.uk/).
`;

describe("the content files' parser", () => {
  it("turns the front matter FAQ into questions with HTML and plain-text answers", () => {
    const { faq, html } = parseContent(page, "weight-loss.md");
    expect(faq).toEqual([
      {
        question: "How fast should I lose weight?",
        answerHtml: "<p>The NHS suggests <strong>0.5 to 1 kg</strong> a week.</p>\n",
        answerText: "The NHS suggests 0.5 to 1 kg a week.",
      },
      {
        question: "Is 1,200 kcal the lowest?",
        answerHtml: "<p>For women, yes.</p>\n",
        answerText: "For women, yes.",
      },
    ]);
    expect(html).toContain("<h2>How it works</h2>");
    expect(html).not.toContain("faq:");
  });

  it("reads a file with no front matter as text with no FAQ", () => {
    expect(parseContent("Just a paragraph.", "plain.md")).toEqual({
      faq: [],
      html: "<p>Just a paragraph.</p>\n",
    });
  });

  it("names the file when the front matter is not valid YAML", () => {
    expect(() => parseContent("---\nfaq: [oops\n---\nText", "broken.md")).toThrow(
      /broken\.md: the front matter is not valid YAML/,
    );
  });

  it("names the file and the entry when an FAQ entry has no answer", () => {
    expect(() => parseContent("---\nfaq:\n  - q: Where is the answer?\n---\n", "half.md")).toThrow(
      'half.md: faq entry 1 needs a text "q" and a text "a"',
    );
  });

  it("rejects an FAQ that is not a list", () => {
    expect(() => parseContent("---\nfaq: none\n---\n", "odd.md")).toThrow(/must be a list/);
  });
});

describe("loading the content folder", () => {
  const folder = mkdtempSync(path.join(tmpdir(), "cdc-content-"));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it("keys each markdown file by its slug and skips anything else", () => {
    writeFileSync(path.join(folder, "bmi-calculator.md"), page);
    writeFileSync(path.join(folder, "notes.txt"), "not a page");
    mkdirSync(path.join(folder, "drafts"), { recursive: true });
    const pages = loadContent(folder);
    expect(Object.keys(pages)).toEqual(["bmi-calculator"]);
    expect(pages["bmi-calculator"]?.faq).toHaveLength(2);
    expect(pages["bmi-calculator"]?.file).toBe(path.join(folder, "bmi-calculator.md"));
  });

  it("gives no pages, rather than failing the build, when the folder is missing", () => {
    expect(loadContent(path.join(folder, "missing"))).toEqual({});
  });
});

describe("the site's markdown", () => {
  it("wraps a table in a focusable region named after the heading above it", () => {
    const html = markdown.render("## Activity levels\n\n| a | b |\n|---|---|\n| 1 | 2 |\n");
    expect(html).toContain(
      '<div class="table-wrap" role="region" tabindex="0" aria-label="Activity levels (table)">',
    );
    expect(html.trim().endsWith("</table>\n</div>")).toBe(true);
  });

  it("marks links to other sites noopener and leaves the site's own links alone", () => {
    const html = markdown.render("[NHS](https://www.nhs.uk/) and [BMI](/bmi-calculator)");
    expect(html).toContain('<a href="https://www.nhs.uk/" rel="noopener">NHS</a>');
    expect(html).toContain('<a href="/bmi-calculator">BMI</a>');
  });

  it("gives plain text with entities decoded", () => {
    expect(markdownToText("Fish & chips: **under 800 kcal** <br> a portion")).toBe(
      "Fish & chips: under 800 kcal a portion",
    );
  });
});
