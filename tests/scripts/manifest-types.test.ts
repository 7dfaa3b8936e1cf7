import { describe, expect, it } from "vitest";
import { buildManifest } from "../../scripts/custom-elements.ts";
import { manifestTypes } from "../../scripts/widget-types.ts";
import { WIDGET_TAGS } from "../../widgets/widget-tags.ts";

// custom-elements.json on the current schema, typed as the widgets' .d.ts files are: the
// attributes the descriptions list and the ones the types know are the same, enumerated
// values are spelled out, and cdc-result names the widget's result type.

describe("custom-elements.json types", () => {
  const manifest = buildManifest();
  const declarations = manifest.modules.flatMap((m) => m.declarations);

  it("follows schema 2.1.0", () => {
    expect(manifest.schemaVersion).toBe("2.1.0");
  });

  it("types the same attributes as each widget's .d.ts, with enumerated values as unions", () => {
    expect(declarations.map((d) => d.tagName).sort()).toEqual([...WIDGET_TAGS].sort());
    for (const tag of WIDGET_TAGS) {
      const declaration = declarations.find((d) => d.tagName === tag);
      const types = manifestTypes(tag);
      const names = declaration?.attributes.map((a) => a.name).sort();
      expect(names, tag).toEqual(Object.keys(types.attributes).sort());
      for (const attribute of declaration?.attributes ?? []) {
        expect(attribute.type.text, `${tag} ${attribute.name}`).toBe(
          types.attributes[attribute.name],
        );
      }
      const units = declaration?.attributes.find((a) => a.name === "units");
      expect(units?.type.text).toBe('"metric" | "imperial"');
      const variant = declaration?.attributes.find((a) => a.name === "variant");
      expect(variant?.type.text).toContain('"default"');
    }
  });

  it("types cdc-result as a CustomEvent of the widget's result, with a reference to it", () => {
    for (const declaration of declarations) {
      const event = declaration.events.find((e) => e.name === "cdc-result");
      const [reference] = event?.type.references ?? [];
      expect(reference?.module, declaration.tagName).toBe(
        `dist/widgets/${declaration.tagName}.d.ts`,
      );
      expect(event?.type.text.slice(reference?.start, reference?.end)).toBe(reference?.name);
      expect(event?.type.text).toBe(`CustomEvent<${reference?.name ?? ""}>`);
    }
  });
});
