import { describe, expect, it } from "vitest";
import {
  buildManifest,
  cssPropertyParts,
  declarationFor,
  defaultOf,
  definedComponent,
  sharedAttributes,
  sharedCssProperties,
  tagParts,
} from "../../scripts/custom-elements.ts";

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

  it("takes each widget's description from its component's doc comment, without the tags", () => {
    const basic = declarations.find((d) => d.tagName === "calorie-deficit-basic");
    expect(basic?.description).toMatch(/^`<calorie-deficit-basic>`: /);
    for (const d of declarations) expect(d.description, d.tagName).not.toContain("@");
  });
});

describe("reading a widget's doc comment", () => {
  const SOURCE = `
    /**
     * A helper with a doc comment of its own.
     * @attr {string} helper-only - Must not reach the manifest.
     */
    export function helper() {}

    const EXAMPLE = "/** \`<x-demo>\`: a string that looks like a doc comment. @attr {string} fake - No. */";

    /**
     * \`<x-demo>\`: the demo widget,
     * over two lines.
     *
     * @element x-demo
     * @attr {number} size - How big, in px. Default 12.
     * @attr mode - "compact" or "full",
     *   on two lines. Default "full".
     * @fires cdc-result - On every result.
     * @csspart card - The card.
     * @cssprop [--cdc-demo=#123456] The demo colour.
     * @cssprop --cdc-plain - No default.
     */
    export function XDemo() {
      return EXAMPLE;
    }
  `;
  const demo = declarationFor("x-demo", SOURCE, "XDemo");

  it("reads the component's own doc comment, not another export's or a string's", () => {
    expect(demo.attributes.map((a) => a.name)).toEqual(["size", "mode"]);
    expect(demo.description).toBe("`<x-demo>`: the demo widget, over two lines.");
  });

  it("reads each tag's type, name, default and whole description", () => {
    expect(demo.attributes).toEqual([
      {
        name: "size",
        description: "How big, in px. Default 12.",
        type: { text: "number" },
        default: '"12"',
      },
      {
        name: "mode",
        description: '"compact" or "full", on two lines. Default "full".',
        type: { text: "string" },
        default: '"full"',
      },
    ]);
    expect(demo.events).toEqual([
      { name: "cdc-result", description: "On every result.", type: { text: "CustomEvent" } },
    ]);
    expect(demo.cssParts).toEqual([{ name: "card", description: "The card." }]);
    expect(demo.cssProperties).toEqual([
      { name: "--cdc-demo", default: "#123456", description: "The demo colour." },
      { name: "--cdc-plain", default: "", description: "No default." },
    ]);
    expect(demo.name).toBe("XDemo");
  });

  it("adds the shared attributes and custom properties after the widget's own", () => {
    const shared = { name: "--cdc-accent", default: "#000000", description: "Accent." };
    const heading = { name: "heading", description: "Show or hide.", type: { text: "string" } };
    const d = declarationFor("x-demo", SOURCE, "XDemo", [shared], [heading]);
    expect(d.attributes.map((a) => a.name)).toEqual(["size", "mode", "heading"]);
    expect(d.cssProperties[0]).toEqual(shared);
  });

  it("refuses a component that is not exported, has no doc comment or names another tag", () => {
    expect(() => declarationFor("x-demo", SOURCE, "Missing")).toThrow(/does not export Missing/);
    expect(() => declarationFor("x-demo", "export function XDemo() {}", "XDemo")).toThrow(
      /no doc comment/,
    );
    expect(() => declarationFor("x-other", SOURCE, "XDemo")).toThrow(/@element x-demo/);
  });

  it("finds the component an element entry passes to defineWidget, and where it comes from", () => {
    const entry = `
      import { defineWidget } from "./shared/define-widget.ts";
      import { Other } from "./other.tsx";
      import { TAG, XDemo } from "./x-demo/x-demo.tsx";
      void defineWidget(TAG, XDemo, [new URL("./styles/base.css", import.meta.url)]);
    `;
    expect(definedComponent(entry)).toEqual({ name: "XDemo", from: "./x-demo/x-demo.tsx" });
    expect(() => definedComponent('import { XDemo } from "./x.tsx";')).toThrow(/defineWidget/);
    expect(() => definedComponent("void defineWidget(TAG, XDemo, []);")).toThrow(
      /does not import XDemo/,
    );
  });

  it("reads the shared attributes from the exports of a shared file", () => {
    const source = `
      /** @attr {string} heading - "show" or "hide". Default "show". */
      export function readHeading() {}
      /** @attr {string} private - Not exported, so not shared. */
      function hidden() {}
    `;
    expect(sharedAttributes(source)).toEqual([
      {
        name: "heading",
        description: '"show" or "hide". Default "show".',
        type: { text: "string" },
        default: '"show"',
      },
    ]);
  });

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

describe("a tag's text", () => {
  it("splits into an optional type, a name and a description", () => {
    expect(tagParts("{string} units - Metric or imperial.")).toEqual({
      type: "string",
      name: "units",
      description: "Metric or imperial.",
    });
    expect(tagParts("card The card.")).toEqual({ name: "card", description: "The card." });
  });

  it("gives a custom property's default from its brackets", () => {
    expect(cssPropertyParts("[--cdc-x=var(--cdc-accent)] Colour.")).toEqual({
      name: "--cdc-x",
      default: "var(--cdc-accent)",
      description: "Colour.",
    });
  });

  it("takes the default an attribute's description states, without its quotes", () => {
    expect(defaultOf('Metric or imperial. Default "metric".')).toBe('"metric"');
    expect(defaultOf("Milliseconds. Default 2000; 0 allowed.")).toBe('"2000"');
    expect(defaultOf("Default 3000")).toBe('"3000"');
    expect(defaultOf("No stated default.")).toBeUndefined();
  });
});
