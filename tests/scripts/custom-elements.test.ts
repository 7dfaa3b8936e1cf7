import { describe, expect, it } from "vitest";
import {
  buildManifest,
  cssPropertyParts,
  declarationFor,
  sharedCssProperties,
} from "../../scripts/custom-elements.ts";
import { DESCRIPTIONS } from "../../widgets/widget-descriptions.ts";
import { WIDGET_TAGS } from "../../widgets/widget-tags.ts";

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

  it("gives each widget the shared heading attribute once", () => {
    for (const d of declarations) {
      expect(
        d.attributes.filter((a) => a.name === "heading"),
        d.tagName,
      ).toHaveLength(1);
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

  it("takes each widget's description, attributes, parts and events from its description", () => {
    const basic = declarations.find((d) => d.tagName === "calorie-deficit-basic");
    expect(basic?.description).toMatch(/^`<calorie-deficit-basic>`: /);
    for (const tag of WIDGET_TAGS) {
      const d = declarations.find((declaration) => declaration.tagName === tag);
      const described = DESCRIPTIONS[tag];
      expect(d?.description, tag).toBe(described.summary);
      expect(
        d?.attributes.map((a) => a.name),
        tag,
      ).toEqual(Object.keys(described.attributes));
      expect(
        d?.cssParts.map((p) => p.name),
        tag,
      ).toEqual(Object.keys(described.cssParts));
      expect(
        d?.events.map((e) => e.name),
        tag,
      ).toEqual(described.events.map((e) => e.name));
    }
  });

  it("states a default as JSON, and none for an attribute without one", () => {
    const basic = declarationFor("calorie-deficit-basic");
    const attribute = (name: string) => basic.attributes.find((a) => a.name === name);
    expect(attribute("calc-delay")?.default).toBe('"2000"');
    expect(attribute("heading")?.default).toBe('"show"');
    expect(attribute("check-in-href")).not.toHaveProperty("default");
  });

  it("adds the widget's own custom properties after the shared ones", () => {
    const shared = [{ name: "--cdc-accent", default: "#0b6e4f", description: "Main colour." }];
    const macros = declarationFor("calorie-deficit-macros", shared);
    expect(macros.cssProperties.map((p) => p.name)).toEqual([
      "--cdc-accent",
      "--cdc-macro-protein",
      "--cdc-macro-carbs",
      "--cdc-macro-fat",
    ]);
  });
});

describe("the shared custom properties", () => {
  it("reads the shared custom properties from a stylesheet's @cssproperty comments", () => {
    const css = `:host {
      /* A plain comment. */
      /** @cssproperty [--cdc-accent=#0b6e4f] Main colour. */
      --accent: var(--cdc-accent, #0b6e4f);
      /** @cssproperty [--cdc-font=system-ui, sans-serif] Font family. */
    }`;
    expect(sharedCssProperties(css)).toEqual([
      { name: "--cdc-accent", default: "#0b6e4f", description: "Main colour." },
      { name: "--cdc-font", default: "system-ui, sans-serif", description: "Font family." },
    ]);
  });
});

describe("a custom property's text", () => {
  it("gives a custom property's default from its brackets", () => {
    expect(cssPropertyParts("[--cdc-x=var(--cdc-accent)] Colour.")).toEqual({
      name: "--cdc-x",
      default: "var(--cdc-accent)",
      description: "Colour.",
    });
  });
});
