import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  KCAL_PER_G,
  macrosFromShares,
  MIN_FAT_SHARE,
  sharesWithProteinFloor,
} from "../../engine/macros.ts";

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

describe("sharesWithProteinFloor (product.md section 3)", () => {
  const basic = { protein: 0.3, carbs: 0.4, fats: 0.3 };

  it("leaves the shares alone when they already meet the floor", () => {
    const r = sharesWithProteinFloor(2000, basic, 100);
    expect(r.protein).toBe(0.3);
    expect(r.fats).toBe(0.3);
    expect(r.carbs).toBeCloseTo(0.4, 12);
  });

  it("raises protein to the floor and takes it from carbs first", () => {
    // 200 g = 800 kcal = 40% of 2000: carbs fall from 40% to 30%
    const r = sharesWithProteinFloor(2000, basic, 200);
    expect(r.protein).toBeCloseTo(0.4, 12);
    expect(r.fats).toBe(0.3);
    expect(r.carbs).toBeCloseTo(0.3, 12);
  });

  it("then takes it from fat, but never below 20%", () => {
    // 350 g = 1400 kcal = 70%: carbs 0, fat 30%; 90% protein would leave fat at 10%
    expect(sharesWithProteinFloor(2000, basic, 350).carbs).toBeCloseTo(0, 12);
    const r = sharesWithProteinFloor(2000, basic, 450);
    expect(r.fats).toBe(MIN_FAT_SHARE);
    expect(r.protein).toBeCloseTo(0.8, 12);
    expect(r.carbs).toBeCloseTo(0, 12);
  });

  it("lifts a fat share under 20% to 20%", () => {
    expect(sharesWithProteinFloor(2000, { protein: 0.3, carbs: 0.6, fats: 0.1 }, 0).fats).toBe(0.2);
  });

  it("shares always add up to 1, fat at least 20%, none negative", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 800, max: 5000 }),
        fc.integer({ min: 10, max: 40 }),
        fc.integer({ min: 5, max: 80 }),
        fc.integer({ min: 0, max: 500 }),
        (calories, protein, carbs, floorG) => {
          const fats = Math.max(0, 100 - protein - carbs);
          const r = sharesWithProteinFloor(
            calories,
            { protein: protein / 100, carbs: (100 - protein - fats) / 100, fats: fats / 100 },
            floorG,
          );
          expect(r.protein + r.carbs + r.fats).toBeCloseTo(1, 9);
          expect(r.fats).toBeGreaterThanOrEqual(MIN_FAT_SHARE);
          expect(Math.min(r.protein, r.carbs, r.fats)).toBeGreaterThanOrEqual(0);
        },
      ),
      { numRuns: 3000 },
    );
  });
});
