import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { MACRO_GOALS, MACRO_GOAL_SPLITS, type MacroGoal } from "../../engine/data/macro-goals.ts";
import { macroSplit, proteinIntakeBand } from "../../engine/macro-split.ts";
import { badNumbers, badOptionalNumbers, expectInputError } from "./input-error-helpers.ts";

const grams = (r: ReturnType<typeof macroSplit>) => [
  r.macros.protein.grams,
  r.macros.carbs.grams,
  r.macros.fats.grams,
];

describe("macroSplit: worked examples", () => {
  it("splits 2,000 kcal for fat loss (40/35/25) into 200 g protein, 175 g carbs, 56 g fat", () => {
    // protein 2000 x 0.40 = 800 kcal / 4 = 200 g
    // fat     2000 x 0.25 = 500 kcal / 9 = 55.6 -> 56 g
    // carbs   2000 - 800 - 500 = 700 kcal / 4 = 175 g
    const r = macroSplit({ calories: 2000, goal: "fat-loss" });
    expect(grams(r)).toEqual([200, 175, 56]);
    expect([r.macros.protein.calories, r.macros.carbs.calories, r.macros.fats.calories]).toEqual([
      800, 700, 500,
    ]);
    expect(r.split).toEqual({ protein: 40, carbs: 35, fats: 25 });
    expect(r.ranges).toEqual({ protein: [35, 45], carbs: [25, 35], fats: [20, 30] });
  });

  it("splits 1,800 kcal for keto (20/5/75) into 90 g protein, 23 g carbs, 150 g fat", () => {
    // protein 360 kcal / 4 = 90 g; fat 1350 kcal / 9 = 150 g; carbs 90 kcal / 4 = 22.5 -> 23 g
    expect(grams(macroSplit({ calories: 1800, goal: "keto" }))).toEqual([90, 23, 150]);
  });

  it("splits 2,500 kcal for power sports (28/50/22)", () => {
    // protein 700 kcal = 175 g; fat 550 kcal = 61.1 -> 61 g; carbs 1250 kcal = 312.5 -> 313 g
    const r = macroSplit({ calories: 2500, goal: "power-sports" });
    expect(grams(r)).toEqual([175, 313, 61]);
    expect(r.macros.fats.percentage).toBe(22);
  });

  it("accepts calories typed as text and rounds them to whole kcal", () => {
    expect(
      macroSplit({ calories: " 2000.4 " as unknown as number, goal: "balanced" }).calories,
    ).toBe(2000);
  });

  it("leaves out protein per kg without a weight", () => {
    const r = macroSplit({ calories: 2000, goal: "balanced" });
    expect(r.proteinPerKg).toBeUndefined();
    expect(r.proteinMessage).toBeUndefined();
  });
});

describe("macroSplit: protein per kg against UK and muscle-gain intakes", () => {
  it("gives 1.6 g/kg, within the muscle-gain range, for 2,000 kcal balanced at 80 kg", () => {
    // 25% of 2000 = 500 kcal = 125 g; 125 / 80 = 1.5625 -> 1.6
    const r = macroSplit({ calories: 2000, goal: "balanced", weightKg: 80 });
    expect(r.proteinPerKg).toBe(1.6);
    expect(r.proteinBand).toBe("muscle-gain-range");
    expect(r.proteinMessage).toMatch(/0\.75 g per kg/);
    expect(r.proteinMessage).toMatch(/1\.6 to 2\.2 g per kg/);
  });

  it("says 0.4 g/kg is below the UK reference intake (keto, 1,200 kcal, 150 kg)", () => {
    // 20% of 1200 = 240 kcal = 60 g; 60 / 150 = 0.4
    const r = macroSplit({ calories: 1200, goal: "keto", weightKg: 150 });
    expect(r.proteinPerKg).toBe(0.4);
    expect(r.proteinBand).toBe("below-reference");
    expect(r.proteinMessage).toMatch(/below the UK reference intake/);
  });

  it("says 1.4 g/kg meets the reference intake but is under muscle-gain intakes", () => {
    // endurance 20% of 2000 = 400 kcal = 100 g; 100 / 70 = 1.43 -> 1.4
    const r = macroSplit({ calories: 2000, goal: "endurance", weightKg: 70 });
    expect(r.proteinPerKg).toBe(1.4);
    expect(r.proteinBand).toBe("above-reference");
  });

  it("says 2.5 g/kg is above the range with extra benefit (fat loss, 2,000 kcal, 80 kg)", () => {
    // 200 g / 80 = 2.5
    const r = macroSplit({ calories: 2000, goal: "fat-loss", weightKg: 80 });
    expect(r.proteinPerKg).toBe(2.5);
    expect(r.proteinBand).toBe("above-muscle-gain-range");
    expect(r.proteinMessage).toMatch(/GP/);
  });

  it.each([
    [0.7, "below-reference"],
    [0.74, "below-reference"],
    [0.75, "above-reference"],
    [0.8, "above-reference"],
    [1.5, "above-reference"],
    [1.55, "muscle-gain-range"],
    [1.6, "muscle-gain-range"],
    [2.2, "muscle-gain-range"],
    [2.24, "muscle-gain-range"],
    [2.25, "above-muscle-gain-range"],
    [2.3, "above-muscle-gain-range"],
  ])("puts %s g/kg (as shown to one decimal) in the %s band", (value, band) => {
    expect(proteinIntakeBand(value)).toBe(band);
  });
});

describe("MACRO_GOAL_SPLITS", () => {
  it("offers six goals", () => {
    expect(MACRO_GOALS).toEqual([
      "fat-loss",
      "muscle-gain",
      "endurance",
      "keto",
      "balanced",
      "power-sports",
    ]);
  });

  it.each(MACRO_GOAL_SPLITS.map((s) => [s.goal, s]))(
    "the %s split adds up to 100, sits inside its ranges and keeps fat at 20% or more",
    (_, s) => {
      expect(s.split.protein + s.split.carbs + s.split.fats).toBe(100);
      for (const key of ["protein", "carbs", "fats"] as const) {
        expect(s.split[key]).toBeGreaterThanOrEqual(s.ranges[key][0]);
        expect(s.split[key]).toBeLessThanOrEqual(s.ranges[key][1]);
      }
      expect(s.split.fats).toBeGreaterThanOrEqual(20);
    },
  );

  it("holds the ranges of docs/reference-figures.md", () => {
    expect(Object.fromEntries(MACRO_GOAL_SPLITS.map((s) => [s.goal, s.ranges]))).toEqual({
      "fat-loss": { protein: [35, 45], carbs: [25, 35], fats: [20, 30] },
      "muscle-gain": { protein: [25, 35], carbs: [40, 50], fats: [20, 30] },
      endurance: { protein: [15, 25], carbs: [55, 65], fats: [20, 25] },
      keto: { protein: [20, 25], carbs: [5, 10], fats: [70, 80] },
      balanced: { protein: [20, 30], carbs: [40, 50], fats: [25, 35] },
      "power-sports": { protein: [25, 30], carbs: [45, 55], fats: [20, 25] },
    });
  });
});

describe("macroSplit: bad input", () => {
  it.each(badNumbers(800, 6000))("rejects calories that are %s", (_, value) => {
    expectInputError(() => macroSplit({ calories: value as number, goal: "balanced" }), "calories");
  });

  it.each([
    ["missing", undefined],
    ["blank", ""],
    ["unknown", "bulking"],
    ["wrong case", "Keto"],
    ["a number", 3],
  ])("rejects a goal that is %s", (_, goal) => {
    expectInputError(() => macroSplit({ calories: 2000, goal: goal as never }), "goal");
  });

  it.each(badOptionalNumbers(30, 300))("rejects a weight that is %s", (_, value) => {
    expectInputError(
      () => macroSplit({ calories: 2000, goal: "balanced", weightKg: value as number }),
      "weightKg",
    );
  });

  it("says the calorie range in plain words", () => {
    const error = expectInputError(() => macroSplit({ calories: 500, goal: "keto" }), "calories");
    expect(error.message).toBe("Your daily calories must be between 800 and 6,000 kcal.");
  });
});

describe("macroSplit: properties", () => {
  const input = fc.record({
    calories: fc.double({ min: 800, max: 6000, noNaN: true }),
    goal: fc.constantFrom<MacroGoal>(...MACRO_GOALS),
    weightKg: fc.double({ min: 30, max: 300, noNaN: true }),
  });

  it("macro calories add up to the day's calories within 1%", () => {
    fc.assert(
      fc.property(input, (p) => {
        const r = macroSplit(p);
        const sum = r.macros.protein.calories + r.macros.carbs.calories + r.macros.fats.calories;
        expect(Math.abs(sum - r.calories)).toBeLessThanOrEqual(r.calories * 0.01);
        const fromGrams =
          4 * r.macros.protein.grams + 4 * r.macros.carbs.grams + 9 * r.macros.fats.grams;
        expect(Math.abs(fromGrams - r.calories)).toBeLessThanOrEqual(r.calories * 0.01);
      }),
    );
  });

  it("fat is never under 20% of calories", () => {
    fc.assert(
      fc.property(input, (p) => {
        const r = macroSplit(p);
        expect(r.macros.fats.calories).toBeGreaterThanOrEqual(0.2 * r.calories - 0.5);
      }),
    );
  });

  it("all outputs are finite and no gram amount is negative", () => {
    fc.assert(
      fc.property(input, (p) => {
        const r = macroSplit(p);
        for (const m of [r.macros.protein, r.macros.carbs, r.macros.fats]) {
          for (const n of [m.grams, m.calories, m.percentage]) {
            expect(Number.isFinite(n)).toBe(true);
            expect(n).toBeGreaterThanOrEqual(0);
          }
        }
        expect(Number.isFinite(r.proteinPerKg)).toBe(true);
      }),
    );
  });
});
