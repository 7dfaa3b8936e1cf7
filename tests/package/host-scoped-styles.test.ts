import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { transform, type Selector } from "lightningcss";
import { describe, expect, it } from "vitest";

// No widget style rule can reach the host page. A bundler may put a widget's stylesheet into
// a page-wide stylesheet (Next.js with webpack does), so every selector of every built sheet
// must start at `:host`, which matches nothing outside a shadow root (CSS Scoping 1, 3.2.1).
// Reads dist/widgets/styles/ (`npm run build:widgets` first; `npm test` builds).

const STYLES = "dist/widgets/styles";
// Shipped as plain text, styles/<name>.css.txt (scripts/stylesheets-as-text.ts).
const SHEETS = readdirSync(STYLES).filter((name) => name.endsWith(".css.txt"));

/** Every style rule's selectors in a stylesheet, inside @media and @supports too, as text. */
function selectorsOf(name: string): { selector: Selector; text: string }[] {
  const found: { selector: Selector; text: string }[] = [];
  transform({
    filename: name.replace(/\.txt$/, ""),
    code: readFileSync(path.join(STYLES, name)),
    visitor: {
      Rule: {
        style(rule) {
          for (const selector of rule.value.selectors) {
            found.push({ selector, text: JSON.stringify(selector) });
          }
          // Nothing returned: the sheet is only read, not rewritten.
        },
      },
    },
  });
  return found;
}

/** Only a selector led by `:host` is sure to match nothing in the host page's own tree. */
const startsAtHost = (selector: Selector) =>
  selector[0]?.type === "pseudo-class" && selector[0].kind === "host";

describe("the built widget stylesheets", () => {
  it("are all here: the shared sheets and one for each widget", () => {
    expect(SHEETS).toContain("base.css.txt");
    expect(SHEETS.length).toBeGreaterThanOrEqual(9);
  });

  it.each(SHEETS)("%s has no rule that could match outside a shadow root", (name) => {
    const selectors = selectorsOf(name);
    expect(selectors.length).toBeGreaterThan(0);
    const reaching = selectors.filter(({ selector }) => !startsAtHost(selector));
    expect(reaching.map(({ text }) => text)).toEqual([]);
  });
});
