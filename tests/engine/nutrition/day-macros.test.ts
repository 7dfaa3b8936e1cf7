import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { dayMacros } from "../../../engine/nutrition/day-macros.ts";

describe('dayMacros (docs/safety-rules.md, "Protein")', () => {
  it("gives 2,000 kcal the person's 96 g of protein, 30% fat and carbohydrate the rest", () => {
    // protein 96 g = 384 kcal; fat 600 kcal (67 g); carbs 2000 - 384 - 600 = 1,016 kcal (254 g)
    expect(dayMacros({ calories: 2000, proteinG: 96, fatShare: 0.3 })).toEqual({
      protein: { grams: 96, calories: 384, percentage: 19 },
      carbs: { grams: 254, calories: 1016, percentage: 51 },
      fats: { grams: 67, calories: 600, percentage: 30 },
    });
  });

  it("holds protein at 35% of the day, and carbohydrate takes up the difference", () => {
    // 160 g = 640 kcal wanted; 35% of 1,200 = 420 kcal (105 g). Fat 30% = 360; carbs 420.
    const r = dayMacros({ calories: 1200, proteinG: 160, fatShare: 0.3 });
    expect(r.protein).toEqual({ grams: 105, calories: 420, percentage: 35 });
    expect(r.fats).toMatchObject({ calories: 360, percentage: 30 });
    expect(r.carbs).toMatchObject({ grams: 105, calories: 420 });
  });

  it("never lets fat fall under 20% of the day", () => {
    const r = dayMacros({ calories: 2000, proteinG: 100, fatShare: 0.1 });
    expect(r.fats).toEqual({ grams: 44, calories: 400, percentage: 20 });
  });

  it("sets keto's carbohydrate in grams, and fat takes the rest", () => {
    // 1,500 kcal: protein 108 g (432 kcal), carbs 30 g (120 kcal), fat 948 kcal (105 g)
    const r = dayMacros({ calories: 1500, proteinG: 108, fatShare: 0.7, carbsG: 30 });
    expect(r.protein).toMatchObject({ grams: 108, calories: 432 });
    expect(r.carbs).toMatchObject({ grams: 30, calories: 120 });
    expect(r.fats).toMatchObject({ grams: 105, calories: 948 });
  });

  it("gives zeros for no calories", () => {
    const r = dayMacros({ calories: 0, proteinG: 96, fatShare: 0.3 });
    expect([r.protein, r.carbs, r.fats].every((m) => m.grams === 0 && m.calories === 0)).toBe(true);
  });

  it("adds up exactly, with protein at most 35% and fat at least 20%, for everyday diets", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 800, max: 6000 }),
        fc.integer({ min: 0, max: 400 }),
        fc.integer({ min: 0, max: 60 }),
        (calories, proteinG, fatPct) => {
          const r = dayMacros({ calories, proteinG, fatShare: fatPct / 100 });
          expect(r.protein.calories + r.carbs.calories + r.fats.calories).toBe(calories);
          expect(r.protein.calories).toBeLessThanOrEqual(0.35 * calories);
          expect(r.protein.calories).toBe(Math.min(proteinG * 4, Math.floor(0.35 * calories)));
          expect(r.fats.calories).toBeGreaterThanOrEqual(Math.round(0.2 * calories));
          expect(r.carbs.calories).toBeGreaterThanOrEqual(0);
        },
      ),
      { numRuns: 3000 },
    );
  });

  it("adds up exactly, with the carbohydrate asked and fat at least 20%, for keto days", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 800, max: 6000 }),
        fc.integer({ min: 0, max: 400 }),
        fc.integer({ min: 20, max: 50 }),
        (calories, proteinG, carbsG) => {
          const r = dayMacros({ calories, proteinG, fatShare: 0.7, carbsG });
          expect(r.protein.calories + r.carbs.calories + r.fats.calories).toBe(calories);
          expect(r.carbs.grams).toBe(carbsG);
          expect(r.fats.calories).toBeGreaterThanOrEqual(Math.round(0.2 * calories));
        },
      ),
      { numRuns: 3000 },
    );
  });
});
