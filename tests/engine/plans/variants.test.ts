import { describe, expect, it } from "vitest";
import { VARIANT_IDS, VARIANTS, variantRules } from "../../../engine/plans/variants.ts";

// Every variant of docs/product-decisions.md, "Variants".
const PRODUCT_VARIANTS = [
  "default",
  "free",
  "weight-loss",
  "nhs",
  "tdee",
  "bmr",
  "mifflin",
  "uk",
  "women",
  "men",
  "teen",
  "kids",
  "senior",
  "pregnancy",
  "breastfeeding",
  "safe",
  "aggressive",
  "muscle-gain",
  "body-recomposition",
  "fat-loss",
  "cutting",
  "abs",
  "keto",
  "pcos",
  "protein",
  "macro",
  "formula",
  "accurate",
  "timeline",
];

describe("variants (docs/product-decisions.md)", () => {
  it("knows every variant the product lists, and no others", () => {
    expect([...VARIANT_IDS].sort()).toEqual([...PRODUCT_VARIANTS].sort());
  });

  it("treats an unknown, missing or inherited name as default", () => {
    for (const id of [undefined, "", "unknown", "__proto__", "constructor", "hasOwnProperty"]) {
      expect(variantRules(id)).toEqual(VARIANTS.default);
    }
  });

  it.each(["default", "free", "weight-loss", "nhs", "tdee", "bmr", "mifflin", "uk"])(
    "%s has the default rules",
    (id) => {
      expect({ ...variantRules(id), id: "default" }).toEqual(VARIANTS.default);
    },
  );

  it("default: 13-100, up to 1 kg or 1% of body weight a week, floors 1,500 men and 1,200 women", () => {
    expect(VARIANTS.default).toMatchObject({
      mode: "standard",
      minAge: 13,
      maxAge: 100,
      maxLossRate: 1,
      maxLossShare: 0.01,
      floor: { male: 1500, female: 1200 },
    });
  });

  it("women and men preset the sex", () => {
    expect(variantRules("women").sex).toBe("female");
    expect(variantRules("men").sex).toBe("male");
  });

  it("teen: 13-17, at most 0.5 kg a week, never under 1,400 kcal", () => {
    expect(variantRules("teen")).toMatchObject({ minAge: 13, maxAge: 17, maxLossRate: 0.5 });
    expect(variantRules("teen").floor.female).toBe(1400);
  });

  it("kids and pregnancy plan no loss at all", () => {
    expect(variantRules("kids")).toMatchObject({ mode: "kids", maxLossRate: 0 });
    expect(variantRules("pregnancy")).toMatchObject({
      mode: "pregnancy",
      sex: "female",
      maxLossRate: 0,
    });
  });

  it("senior: from 65, at most 0.5 kg a week, with protein left to the older-adult rules", () => {
    expect(variantRules("senior")).toMatchObject({ minAge: 65, maxLossRate: 0.5 });
    expect(variantRules("senior").muscleFocus).toBeUndefined();
    expect(variantRules("senior")).not.toHaveProperty("proteinGPerKg");
  });

  it("breastfeeding: women, at most 0.5 kg a week, floor 1,800", () => {
    expect(variantRules("breastfeeding")).toMatchObject({
      mode: "breastfeeding",
      sex: "female",
      maxLossRate: 0.5,
      floor: { female: 1800 },
    });
  });

  it("pcos: women, adults, a deficit only from BMI 25, the standard diet first", () => {
    expect(variantRules("pcos")).toMatchObject({
      sex: "female",
      minAge: 18,
      deficitFromBmi: 25,
      dietType: "standard",
    });
  });

  it("safe: at most 1 kg a week and 750 kcal a day; aggressive: up to 1.5 kg and 1.5% of weight", () => {
    expect(variantRules("safe")).toMatchObject({ maxLossRate: 1, maxDeficit: 750 });
    expect(variantRules("aggressive")).toMatchObject({ maxLossRate: 1.5, maxLossShare: 0.015 });
  });

  it("muscle-gain plans a surplus, high in protein and focused on muscle", () => {
    expect(variantRules("muscle-gain")).toMatchObject({
      mode: "surplus",
      muscleFocus: true,
    });
  });

  it("body-recomposition: a 10-20% deficit, high in protein and focused on muscle", () => {
    expect(variantRules("body-recomposition")).toMatchObject({
      deficitShare: { min: 0.1, max: 0.2 },
      muscleFocus: true,
    });
  });

  it.each(["fat-loss", "cutting", "abs", "protein"])(
    "%s is high in protein and focused on muscle",
    (id) => {
      expect(variantRules(id)).toMatchObject({ muscleFocus: true });
      expect(variantRules(id)).not.toHaveProperty("proteinGPerKg");
    },
  );

  it.each(["default", "senior", "teen", "safe", "aggressive", "keto", "pcos", "breastfeeding"])(
    "%s is not focused on muscle, so protein starts at the everyday rate",
    (id) => {
      expect(variantRules(id).muscleFocus).toBeUndefined();
    },
  );

  it("keto and protein set the diet type keto and high-protein; pcos starts from standard", () => {
    expect(variantRules("keto").dietType).toBe("keto");
    expect(variantRules("pcos").dietType).toBe("standard");
    expect(variantRules("protein").dietType).toBe("high-protein");
  });
});
