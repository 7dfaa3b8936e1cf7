import { describe, expect, it } from "vitest";
import { buildManifest } from "../../scripts/custom-elements.js";

describe("custom-elements.json", () => {
  const manifest = buildManifest();
  const declarations = manifest.modules.flatMap((m) => m.declarations);

  it("describes every widget that has an element entry, by tag", () => {
    expect(declarations.map((d) => d.tagName)).toContain("calorie-deficit-basic");
    for (const d of declarations) expect(d.tagName).toMatch(/^calorie-deficit-[a-z-]+$/);
  });

  it("gives each widget the variant and units attributes with their defaults", () => {
    for (const d of declarations) {
      const names = d.attributes.map((a) => a.name);
      expect(names, d.tagName).toEqual(expect.arrayContaining(["variant", "units"]));
      expect(d.attributes.find((a) => a.name === "units")?.default, d.tagName).toBe('"metric"');
    }
  });

  it("lists the cdc-result event and at least the card part on each widget", () => {
    for (const d of declarations) {
      expect(
        d.events.map((e) => e.name),
        d.tagName,
      ).toContain("cdc-result");
      expect(
        d.cssParts.map((p) => p.name),
        d.tagName,
      ).toContain("card");
    }
  });

  it("documents the shared --cdc-* custom properties with their defaults", () => {
    for (const d of declarations) {
      const accent = d.cssProperties.find((p) => p.name === "--cdc-accent");
      expect(accent?.default, d.tagName).toMatch(/^#[0-9a-f]{6}$/i);
      expect(d.cssProperties.every((p) => p.description.length > 0)).toBe(true);
    }
  });
});
