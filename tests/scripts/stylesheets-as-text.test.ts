import { describe, expect, it } from "vitest";
import { shippedStylesheet, shipStylesheetUrls } from "../../scripts/stylesheets-as-text.ts";

// Bundlers take a `.css` file named by `new URL(..., import.meta.url)` for a stylesheet of the
// page; the widgets ship theirs as `.css.txt`, which every bundler copies as a plain file.
describe("the stylesheets shipped as text", () => {
  it("ship under their source name with .txt added", () => {
    expect(shippedStylesheet("styles/base.css")).toBe("styles/base.css.txt");
  });

  it("are what the built widgets name, as the element files write them", () => {
    const source = [
      'new URL(/* @vite-ignore */ "./styles/base.css", import.meta.url),',
      "new URL('./styles/calorie-deficit-bmi.css', import.meta.url)",
      "new URL(`../shared/wizard.css`,import.meta.url)",
    ].join("\n");
    expect(shipStylesheetUrls(source)).toBe(
      [
        'new URL(/* @vite-ignore */ "./styles/base.css.txt", import.meta.url),',
        "new URL('./styles/calorie-deficit-bmi.css.txt', import.meta.url)",
        "new URL(`../shared/wizard.css.txt`,import.meta.url)",
      ].join("\n"),
    );
  });

  it("leave every other address alone", () => {
    const other = [
      'new URL("./worker.js", import.meta.url)',
      'new URL("./styles/base.css", location.href)',
      'const name = "base.css";',
    ].join("\n");
    expect(shipStylesheetUrls(other)).toBe(other);
  });
});
