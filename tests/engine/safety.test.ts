import { describe, expect, it } from "vitest";
import {
  dailyDeficitFor,
  KCAL_PER_KG,
  proteinReferenceKg,
  safetyLimits,
  weeklyChangeFor,
} from "../../engine/safety.ts";
import { variantRules } from "../../engine/variants.ts";

describe("safety arithmetic", () => {
  it("counts 7,700 kcal per kg of fat (spec section 9)", () => {
    expect(KCAL_PER_KG).toBe(7700);
    expect(dailyDeficitFor(0.5)).toBe(550);
    expect(dailyDeficitFor(1)).toBe(1100);
    expect(weeklyChangeFor(550)).toBe(0.5);
    expect(weeklyChangeFor(-1100)).toBe(-1);
  });

  it("sets protein on the weight at BMI 25 for heavier people", () => {
    // 1.8 m: 25 x 3.24 = 81 kg
    expect(proteinReferenceKg(70, 180)).toBe(70);
    expect(proteinReferenceKg(120, 180)).toBeCloseTo(81, 9);
  });
});

describe("safetyLimits", () => {
  const standard = variantRules("default");

  it("gives adults the spec's 2 kg a week and 1,500 / 1,200 kcal floors", () => {
    expect(safetyLimits(standard, "male", 30)).toEqual({
      maxLossRate: 2,
      maxDeficit: 2200,
      floor: 1500,
      proteinGPerKg: 0,
      isTeen: false,
      isSenior: false,
    });
    expect(safetyLimits(standard, "female", 30).floor).toBe(1200);
  });

  it("gives anyone of 17 or under at most 0.5 kg a week and at least 1,400 kcal", () => {
    const teen = safetyLimits(variantRules("aggressive"), "female", 17);
    expect(teen).toMatchObject({ maxLossRate: 0.5, maxDeficit: 550, floor: 1400, isTeen: true });
    expect(safetyLimits(standard, "male", 17).floor).toBe(1500);
    expect(safetyLimits(standard, "female", 18).isTeen).toBe(false);
  });

  it("gives anyone of 65 or over at most 0.5 kg a week and 1.2 g protein per kg", () => {
    expect(safetyLimits(standard, "female", 65)).toMatchObject({
      maxLossRate: 0.5,
      proteinGPerKg: 1.2,
      isSenior: true,
    });
    expect(safetyLimits(standard, "female", 64).isSenior).toBe(false);
  });

  it("keeps a variant's stricter limits: safe caps the deficit at 750 kcal", () => {
    expect(safetyLimits(variantRules("safe"), "male", 40)).toMatchObject({
      maxLossRate: 1,
      maxDeficit: 750,
    });
  });

  it("keeps a variant's higher protein for seniors (2 g/kg beats 1.2)", () => {
    expect(safetyLimits(variantRules("fat-loss"), "male", 70).proteinGPerKg).toBe(2);
  });
});
