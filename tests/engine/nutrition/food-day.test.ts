import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { foodDay, type FoodDay } from "../../../engine/nutrition/food-day.ts";
import { UK_FOODS } from "../../../engine/data/uk-foods.ts";
import { InputError } from "../../../engine/core/errors.ts";

// Targets the example day serves: 1,200-3,500 kcal, protein 50-200 g, within 12-35% of the
// calories (docs/food-day.md).
const targets = fc
  .record({
    kcal: fc.integer({ min: 1200, max: 3500 }),
    protein: fc.integer({ min: 50, max: 200 }),
  })
  .filter(({ kcal, protein }) => protein * 4 >= 0.12 * kcal && protein * 4 <= 0.35 * kcal);
const RUNS = { numRuns: 200 };

/** The day's totals worked out again from the table and the portions, unrounded. */
function recomputed(day: FoodDay) {
  let kcal = 0;
  let protein = 0;
  for (const row of day.rows) {
    const [, kcalPer100, proteinPer100] = UK_FOODS[row.food];
    kcal += (kcalPer100 * row.grams) / 100;
    protein += (proteinPer100 * row.grams) / 100;
  }
  return { kcal, protein };
}

const share = (day: FoodDay, group: string) =>
  day.rows.filter((r) => UK_FOODS[r.food][3] === group).reduce((s, r) => s + r.grams, 0) /
  day.rows.reduce((s, r) => s + r.grams, 0);

describe("foodDay", () => {
  it("gives the calories within 5% and the protein within 5 g, recomputed from the table", () => {
    fc.assert(
      fc.property(targets, ({ kcal, protein }) => {
        const day = foodDay(kcal, protein);
        for (const row of day.rows) {
          const [name, kcalPer100, proteinPer100] = UK_FOODS[row.food];
          expect(row.name).toBe(name);
          expect(row.kcal).toBe(Math.round((kcalPer100 * row.grams) / 100));
          expect(row.protein).toBe(Math.round((proteinPer100 * row.grams) / 100));
        }
        expect(day.kcal).toBe(day.rows.reduce((s, r) => s + r.kcal, 0));
        expect(day.protein).toBe(day.rows.reduce((s, r) => s + r.protein, 0));
        const again = recomputed(day);
        expect(Math.abs(again.kcal - kcal)).toBeLessThanOrEqual(0.05 * kcal);
        expect(Math.abs(again.protein - protein)).toBeLessThanOrEqual(5);
        expect(Math.abs(day.kcal - kcal)).toBeLessThanOrEqual(0.05 * kcal);
        expect(Math.abs(day.protein - protein)).toBeLessThanOrEqual(5);
      }),
      RUNS,
    );
  });

  it("has four meals in kitchen portions, five of them fruit and vegetables, and a little oil", () => {
    fc.assert(
      fc.property(targets, ({ kcal, protein }) => {
        const day = foodDay(kcal, protein);
        expect([...new Set(day.rows.map((r) => r.meal))]).toEqual([
          "Breakfast",
          "Lunch",
          "Dinner",
          "Snacks",
        ]);
        const fruitAndVeg = day.rows.filter((r) => UK_FOODS[r.food][3] === "f");
        expect(fruitAndVeg.reduce((s, r) => s + r.grams, 0)).toBeGreaterThanOrEqual(5 * 80);
        expect(day.rows.find((r) => r.food === "oil")?.grams).toBeLessThanOrEqual(27);
        // Whole slices, fruit and spoons; milk in 50 ml, yoghurt in 25 g, the rest in 10 g.
        for (const row of day.rows) {
          expect(row.grams).toBeGreaterThan(0);
          if (row.food === "milk") expect(row.portion).toMatch(/^\d+\u00a0ml$/);
          if (row.food === "milk") expect(row.grams % 50).toBe(0);
          else if (row.food === "yoghurt") expect(row.grams % 25).toBe(0);
          else if (row.food === "bread") expect(row.portion).toMatch(/^\d+\u00a0slices?$/);
          else if (row.food === "banana" || row.food === "apple")
            expect(row.portion).toMatch(/^\d\u00a0medium$/);
          else if (row.food === "oil") expect(row.portion).toMatch(/^\d\u00a0tsp$/);
          else if (row.food === "peanut") expect(row.portion).toMatch(/^\d\u00a0tbsp$/);
          else {
            expect(row.grams % 10).toBe(0);
            expect(row.portion).toBe(`${row.grams}\u00a0g`);
          }
        }
      }),
      RUNS,
    );
  });

  it("is mostly fruit, vegetables and starchy foods, as the Eatwell Guide shows", () => {
    // By weight as eaten, at the usual protein of 12-25% of the calories.
    const usual = targets.filter(({ kcal, protein }) => protein * 4 <= 0.25 * kcal);
    fc.assert(
      fc.property(usual, ({ kcal, protein }) => {
        const day = foodDay(kcal, protein);
        // At least 5 A Day (five portions of 80 g), and over a quarter of the day by weight: a
        // high-protein day leans to protein foods, so fruit and vegetables fall to about 28%
        // of it at 2,100 kcal with 130 g of protein.
        const fruitAndVeg = day.rows.filter((r) => UK_FOODS[r.food][3] === "f");
        expect(fruitAndVeg.reduce((g, r) => g + r.grams, 0)).toBeGreaterThanOrEqual(400);
        expect(share(day, "f")).toBeGreaterThan(0.25);
        expect(share(day, "f") + share(day, "s")).toBeGreaterThan(0.55);
      }),
      RUNS,
    );
  });

  it("is the same day for the same targets", () => {
    expect(foodDay(1540, 97)).toEqual(foodDay(1540, 97));
  });

  it("plans 1,540 kcal with 97 g of protein as a day of ordinary meals", () => {
    const day = foodDay(1540, 97);
    expect(day.rows.map((r) => `${r.meal}: ${r.name}, ${r.portion}`)).toContain(
      "Breakfast: Porridge oats, 60\u00a0g",
    );
    expect(day.kcal).toBeGreaterThanOrEqual(1463);
    expect(day.kcal).toBeLessThanOrEqual(1617);
  });

  it("refuses targets it cannot meet with InputError", () => {
    expect(() => foodDay(1000, 60)).toThrow(InputError);
    expect(() => foodDay(4000, 150)).toThrow(InputError);
    expect(() => foodDay(2500, 50)).toThrow(/12% to 35%/);
    expect(() => foodDay(1500, 150)).toThrow(/12% to 35%/);
    expect(() => foodDay(Number.NaN, 100)).toThrow(InputError);
    expect(() => foodDay(2000, Number.NaN)).toThrow(InputError);
  });
});

describe("UK_FOODS", () => {
  it("holds plausible figures: energy 10-900 kcal and protein 0-35 g per 100 g", () => {
    for (const [name, kcal, protein] of Object.values(UK_FOODS)) {
      expect(kcal, name).toBeGreaterThanOrEqual(10);
      expect(kcal, name).toBeLessThanOrEqual(900);
      expect(protein, name).toBeGreaterThanOrEqual(0);
      expect(protein, name).toBeLessThanOrEqual(35);
      // Protein can never give more energy than the food has.
      expect(protein * 4, name).toBeLessThanOrEqual(kcal);
    }
  });
});
