import { describe, expect, it } from "vitest";
import { buildManifest } from "../../scripts/custom-elements.ts";
import { vscodeCustomData } from "../../scripts/vscode-custom-data.ts";
import { WIDGET_TAGS } from "../../widgets/widget-tags.ts";

// VS Code's HTML custom data (https://github.com/microsoft/vscode-custom-data): the same
// tags and attributes as custom-elements.json, with each fixed set of values to pick from.
describe("VS Code's HTML custom data", () => {
  const data = vscodeCustomData();
  const declarations = buildManifest().modules.flatMap((m) => m.declarations);

  it("is version 1.1 of the format and names every widget", () => {
    expect(data.version).toBe(1.1);
    expect(data.tags.map((t) => t.name)).toEqual([...WIDGET_TAGS]);
  });

  it("describes the same attributes as custom-elements.json, in words", () => {
    for (const tag of data.tags) {
      const declaration = declarations.find((d) => d.tagName === tag.name);
      expect(tag.description, tag.name).toBe(declaration?.description);
      expect(
        tag.attributes.map((a) => [a.name, a.description]),
        tag.name,
      ).toEqual(declaration?.attributes.map((a) => [a.name, a.description]));
    }
  });

  it("offers the values of an attribute that takes a fixed set, and none for free text", () => {
    const basic = data.tags.find((t) => t.name === "calorie-deficit-basic");
    const attribute = (name: string) => basic?.attributes.find((a) => a.name === name);
    expect(attribute("units")?.values).toEqual([{ name: "metric" }, { name: "imperial" }]);
    expect(attribute("heading")?.values).toEqual([{ name: "show" }, { name: "hide" }]);
    expect(attribute("variant")?.values).toContainEqual({ name: "teen" });
    expect(attribute("check-in-href")).not.toHaveProperty("values");
  });
});
