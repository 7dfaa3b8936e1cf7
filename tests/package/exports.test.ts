import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { packageExports } from "../../scripts/package-exports.ts";
import { WIDGET_TAGS } from "../../widgets/widget-tags.ts";

const pkg = JSON.parse(readFileSync("package.json", "utf8")) as {
  exports: Record<string, unknown>;
  files: string[];
};

describe("package.json exports", () => {
  it("say what the list of widgets implies, in the same order", () => {
    expect(pkg.exports).toEqual(packageExports());
    expect(Object.keys(pkg.exports)).toEqual(Object.keys(packageExports()));
  });

  it("give every widget its script and its types, and nothing else a widget's name", () => {
    const widgets = Object.keys(pkg.exports).filter((entry) => entry.startsWith("./calorie-"));
    expect(widgets).toEqual(WIDGET_TAGS.map((tag) => `./${tag}`));
  });

  it("ship the editors' custom data with the built widgets", () => {
    expect(pkg.exports["./vscode.html-custom-data.json"]).toBe(
      "./dist/widgets/vscode.html-custom-data.json",
    );
    expect(pkg.files).toContain("dist/widgets/");
  });
});
