import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Figures the pages and the docs state in words, outside any calculation: each is given the
// same way everywhere, from the one source docs/reference-figures.md names.

const FOLDERS = ["site/content", "site/info", "docs"];

/** Every markdown file of the site's pages and of docs/, as [file, text]. */
function texts(): [string, string][] {
  return FOLDERS.flatMap((folder) =>
    readdirSync(folder)
      .filter((name) => name.endsWith(".md"))
      .map((name): [string, string] => {
        const file = path.join(folder, name);
        return [file, readFileSync(file, "utf8").replace(/\s+/g, " ")];
      }),
  );
}

describe("figures stated in the pages and docs", () => {
  it("give the water stored with each gram of glycogen as Kreitzman's 3 to 4 g", () => {
    const stated = texts().flatMap(([file, text]) =>
      [...text.matchAll(/glycogen[^.]*?([\d.]+(?: to [\d.]+)?) (?:g|grams) of water/gi)].map(
        (m) => `${file}: ${m[1]}`,
      ),
    );
    expect(stated.length).toBeGreaterThanOrEqual(4);
    for (const figure of stated) expect(figure).toMatch(/: 3 to 4$/);
  });

  it("cite Kreitzman 1992 beside that figure in the docs and on the sources page", () => {
    for (const file of ["docs/check-in.md", "docs/reference-figures.md", "site/info/sources.md"]) {
      expect(readFileSync(file, "utf8").replace(/\s+/g, " "), file).toMatch(
        /3 to 4 g of water[^|]*?Kreitzman|Kreitzman[^|]*?3 to 4 g of water/,
      );
    }
  });
});
