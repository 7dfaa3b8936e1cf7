import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { KCAL_PER_G, macrosFromShares, MIN_FAT_SHARE } from "../../../engine/nutrition/macros.ts";

describe("macrosFromShares", () => {
  it("uses 4, 4 and 9 kcal a gram", () => {
    expect(KCAL_PER_G).toEqual({ protein: 4, carbs: 4, fats: 9 });
  });

  it("splits 2,000 kcal 30/40/30 into 150 g, 200 g and 67 g", () => {
    expect(macrosFromShares(2000, { protein: 0.3, carbs: 0.4, fats: 0.3 })).toEqual({
      protein: { grams: 150, calories: 600, percentage: 30 },
      carbs: { grams: 200, calories: 800, percentage: 40 },
      fats: { grams: 67, calories: 600, percentage: 30 },
    });
  });

  it("gives zeros for no calories", () => {
    const r = macrosFromShares(0, { protein: 0.3, carbs: 0.4, fats: 0.3 });
    expect([r.protein, r.carbs, r.fats].every((m) => m.grams === 0 && m.percentage === 0)).toBe(
      true,
    );
  });

  it("macro calories add up to the day's calories exactly", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 6000, noNaN: true }),
        fc.integer({ min: 10, max: 60 }),
        fc.integer({ min: 20, max: 40 }),
        (calories, protein, fats) => {
          const r = macrosFromShares(calories, {
            protein: protein / 100,
            fats: fats / 100,
            carbs: (100 - protein - fats) / 100,
          });
          expect(r.protein.calories + r.carbs.calories + r.fats.calories).toBe(
            Math.round(calories),
          );
          expect(Math.min(r.protein.grams, r.carbs.grams, r.fats.grams)).toBeGreaterThanOrEqual(0);
        },
      ),
      { numRuns: 3000 },
    );
  });
});

describe("MIN_FAT_SHARE", () => {
  it("keeps fat at 20% of the day at least, the bottom of the adult range", () => {
    expect(MIN_FAT_SHARE).toBe(0.2);
  });
});
