import { describe, expect, it } from "vitest";
import {
  dailyDeficitFor,
  KCAL_PER_KG,
  safetyLimits,
  weeklyChangeFor,
} from "../../../engine/plans/safety.ts";
import { variantRules } from "../../../engine/plans/variants.ts";

describe("safety arithmetic", () => {
  it("counts 7,700 kcal per kg of fat", () => {
    expect(KCAL_PER_KG).toBe(7700);
    expect(dailyDeficitFor(0.5)).toBe(550);
    expect(dailyDeficitFor(1)).toBe(1100);
    expect(weeklyChangeFor(550)).toBe(0.5);
    expect(weeklyChangeFor(-1100)).toBe(-1);
  });
});

describe("safetyLimits", () => {
  const standard = variantRules("default");

  it("gives adults the NHS's 1 kg a week and 1,500 / 1,200 kcal floors", () => {
    expect(safetyLimits(standard, "male", 30, 110)).toEqual({
      maxLossRate: 1,
      maxDeficit: 1100,
      floor: 1500,
      safeRate: 1,
      isTeen: false,
      isSenior: false,
    });
    expect(safetyLimits(standard, "female", 30, 110).floor).toBe(1200);
  });

  it("plans at most 1% of body weight a week where that is under 1 kg", () => {
    expect(safetyLimits(standard, "female", 30, 70)).toMatchObject({
      maxLossRate: 0.7,
      maxDeficit: 770,
      safeRate: 0.7,
    });
    // Down to the gram: 1% of 72.35 kg is 0.7235 kg, planned as 0.723 kg.
    expect(safetyLimits(standard, "female", 30, 72.35).maxLossRate).toBe(0.723);
    expect(safetyLimits(standard, "male", 30, 100).maxLossRate).toBe(1);
  });

  it("gives anyone of 17 or under at most 0.5 kg a week and at least 1,400 kcal and SACN's EAR less 500", () => {
    const teen = safetyLimits(variantRules("aggressive"), "female", 17, 90);
    expect(teen).toMatchObject({
      maxLossRate: 0.5,
      maxDeficit: 550,
      // SACN 2011: 2,462 kcal for a girl of 17, less 500
      floor: 1962,
      safeRate: 0.5,
      isTeen: true,
    });
    // 3,083 kcal for a boy of 17, less 500
    expect(safetyLimits(standard, "male", 17, 90).floor).toBe(2583);
    expect(safetyLimits(standard, "female", 18, 90).isTeen).toBe(false);
  });

  it("gives anyone of 65 or over at most 0.5 kg a week, and judges their goal dates against it", () => {
    expect(safetyLimits(standard, "female", 65, 90)).toMatchObject({
      maxLossRate: 0.5,
      maxDeficit: 550,
      safeRate: 0.5,
      isSenior: true,
    });
    expect(safetyLimits(standard, "female", 64, 110)).toMatchObject({
      isSenior: false,
      safeRate: 1,
    });
  });

  it("keeps a variant's stricter limits: safe caps the deficit at 750 kcal", () => {
    expect(safetyLimits(variantRules("safe"), "male", 40, 110)).toMatchObject({
      maxLossRate: 1,
      maxDeficit: 750,
      safeRate: 1,
    });
  });

  it("never calls more than 1 kg or 1% of weight a week safe, even where the aggressive plan allows 1.5 kg and 1.5%", () => {
    expect(safetyLimits(variantRules("aggressive"), "male", 40, 110)).toMatchObject({
      maxLossRate: 1.5,
      safeRate: 1,
    });
    expect(safetyLimits(variantRules("aggressive"), "male", 40, 80)).toMatchObject({
      maxLossRate: 1.2,
      safeRate: 0.8,
    });
  });

  it("gives breastfeeding at most 0.5 kg a week", () => {
    expect(safetyLimits(variantRules("breastfeeding"), "female", 30, 110)).toMatchObject({
      maxLossRate: 0.5,
      safeRate: 0.5,
    });
  });

  it("leaves out the weight's limit only where no weight is given (pregnancy plans no loss)", () => {
    expect(safetyLimits(standard, "female", 30, undefined).maxLossRate).toBe(1);
  });

  it("has no protein figure: protein follows the protein rules instead", () => {
    expect(safetyLimits(variantRules("fat-loss"), "male", 70, 90)).not.toHaveProperty(
      "proteinGPerKg",
    );
  });
});
