import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { dayMacros } from "../../engine/day-macros.ts";
import type { ProteinPolicy } from "../../engine/protein.ts";

// An adult of 80 kg: 1.2 to 2.2 g per kg, 96 to 176 g a day.
const adult: ProteinPolicy = { minGPerKg: 1.2, maxGPerKg: 2.2, referenceKg: 80 };
const basic = { protein: 0.3, carbs: 0.4 };

describe('dayMacros (docs/safety-rules.md, "Protein")', () => {
  it("splits 2,000 kcal 30/40/30 when the diet's share suits the person", () => {
    expect(dayMacros({ calories: 2000, diet: basic, protein: adult })).toEqual({
      protein: { grams: 150, calories: 600, percentage: 30 },
      carbs: { grams: 200, calories: 800, percentage: 40 },
      fats: { grams: 67, calories: 600, percentage: 30 },
    });
  });

  it("raises protein to the person's minimum; fat keeps its share and carbs give way", () => {
    // 15% is 300 kcal; 1.6 x 100 x 4 = 640 kcal (160 g). Fat keeps 35% (700 kcal, 78 g);
    // carbs 2000 - 640 - 700 = 660 kcal (165 g)
    const r = dayMacros({
      calories: 2000,
      diet: { protein: 0.15, carbs: 0.5 },
      protein: { minGPerKg: 1.6, maxGPerKg: 2.2, referenceKg: 100 },
    });
    expect(r.protein).toEqual({ grams: 160, calories: 640, percentage: 32 });
    expect(r.fats).toEqual({ grams: 78, calories: 700, percentage: 35 });
    expect(r.carbs).toEqual({ grams: 165, calories: 660, percentage: 33 });
  });

  it("lowers protein to the person's maximum, and carbs take up the difference", () => {
    // 35% of 4,000 = 1,400 kcal; 2.2 x 80 x 4 = 704 kcal (176 g). Fat keeps 35% (1,400 kcal);
    // carbs 4000 - 704 - 1400 = 1,896 kcal (474 g)
    const r = dayMacros({ calories: 4000, diet: { protein: 0.35, carbs: 0.3 }, protein: adult });
    expect(r.protein).toMatchObject({ grams: 176, calories: 704 });
    expect(r.fats).toMatchObject({ calories: 1400, percentage: 35 });
    expect(r.carbs).toMatchObject({ grams: 474, calories: 1896 });
  });

  it("never lets fat fall under 20% of the day", () => {
    // The diet leaves fat 10%: it is raised to 20% (400 kcal) and carbs give way
    const r = dayMacros({ calories: 2000, diet: { protein: 0.3, carbs: 0.6 }, protein: adult });
    expect(r.fats).toEqual({ grams: 44, calories: 400, percentage: 20 });
    expect(r.carbs).toMatchObject({ calories: 1000, percentage: 50 });
  });

  it("keeps keto at 20 g of carbohydrate at least, taking it from fat", () => {
    // Keto rest day (25% protein, 5% carbs) of 1,500 kcal for someone of 90 kg who trains:
    // protein wants 1.6 x 90 x 4 = 576 kcal, held at 35% = 525 kcal. Fat at 70% (1,050) would
    // leave carbs -75 kcal, so fat becomes 1500 - 525 - 80 = 895 kcal and carbs 80 kcal (20 g)
    const r = dayMacros({
      calories: 1500,
      diet: { protein: 0.25, carbs: 0.05 },
      protein: { minGPerKg: 1.6, maxGPerKg: 2.2, referenceKg: 90 },
      minCarbsG: 20,
    });
    expect(r.protein).toMatchObject({ calories: 525, percentage: 35 });
    expect(r.carbs).toMatchObject({ grams: 20, calories: 80 });
    expect(r.fats).toMatchObject({ grams: 99, calories: 895 });
  });

  it("leaves keto's carbs alone when they are already 20 g or more", () => {
    // 2,000 kcal: protein 25% (500 kcal), fat 70% (1,400), carbs 100 kcal (25 g)
    const r = dayMacros({
      calories: 2000,
      diet: { protein: 0.25, carbs: 0.05 },
      protein: adult,
      minCarbsG: 20,
    });
    expect(r.carbs).toMatchObject({ grams: 25, calories: 100 });
    expect(r.fats).toMatchObject({ calories: 1400 });
  });

  it("gives zeros for no calories", () => {
    const r = dayMacros({ calories: 0, diet: basic, protein: adult });
    expect([r.protein, r.carbs, r.fats].every((m) => m.grams === 0 && m.calories === 0)).toBe(true);
  });

  it("adds up exactly, with protein at most 35% and fat at least 20%, for everyday diets", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1000, max: 5000 }),
        fc.integer({ min: 15, max: 40 }),
        fc.integer({ min: 20, max: 45 }),
        fc.constantFrom(1, 1.2, 1.5, 1.6),
        fc.integer({ min: 35, max: 150 }),
        (calories, proteinPct, fatPct, minGPerKg, referenceKg) => {
          const r = dayMacros({
            calories,
            diet: { protein: proteinPct / 100, carbs: (100 - proteinPct - fatPct) / 100 },
            protein: { minGPerKg, maxGPerKg: 2.2, referenceKg },
          });
          expect(r.protein.calories + r.carbs.calories + r.fats.calories).toBe(calories);
          expect(r.protein.calories).toBeLessThanOrEqual(Math.round(0.35 * calories));
          expect(r.fats.calories).toBeGreaterThanOrEqual(Math.round(0.2 * calories));
        },
      ),
      { numRuns: 3000 },
    );
  });

  it("adds up exactly, with at least 20 g of carbohydrate, for keto days", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1000, max: 5000 }),
        fc.integer({ min: 5, max: 15 }),
        fc.constantFrom(1, 1.2, 1.5, 1.6),
        fc.integer({ min: 35, max: 150 }),
        (calories, carbsPct, minGPerKg, referenceKg) => {
          const r = dayMacros({
            calories,
            diet: { protein: 0.25, carbs: carbsPct / 100 },
            protein: { minGPerKg, maxGPerKg: 2.2, referenceKg },
            minCarbsG: 20,
          });
          expect(r.protein.calories + r.carbs.calories + r.fats.calories).toBe(calories);
          expect(r.carbs.calories).toBeGreaterThanOrEqual(79);
          expect(r.fats.calories).toBeGreaterThanOrEqual(Math.round(0.2 * calories));
        },
      ),
      { numRuns: 3000 },
    );
  });

  // Protein and fat that fill the whole day would both round up from .5: protein is rounded
  // down at the 35% cap and fat takes only what is left, so the day stays at 1,190 kcal.
  it("adds up exactly even when protein and fat leave no room for carbohydrate", () => {
    const r = dayMacros({
      calories: 1190,
      diet: { protein: 0.15, carbs: 0.05 },
      protein: { minGPerKg: 1, maxGPerKg: 2.2, referenceKg: 105 },
    });
    expect(r.protein.calories + r.carbs.calories + r.fats.calories).toBe(1190);
  });
});
