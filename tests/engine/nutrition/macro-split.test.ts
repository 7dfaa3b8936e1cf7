import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  MACRO_GOALS,
  MACRO_GOAL_SPLITS,
  type MacroGoal,
} from "../../../engine/data/macro-goals.ts";
import { macroSplit, proteinIntakeBand } from "../../../engine/nutrition/macro-split.ts";
import { badNumbers, expectInputError } from "../input-error-helpers.ts";

const grams = (r: ReturnType<typeof macroSplit>) => [
  r.macros.protein.grams,
  r.macros.carbs.grams,
  r.macros.fats.grams,
];

describe("macroSplit: worked examples", () => {
  it("sets protein from the weight, 1.2 g per kg, not from a share: 2,000 kcal fat loss at 80 kg", () => {
    // protein 1.2 x 80 = 96 g = 384 kcal; fat 25% = 500 kcal = 55.6 -> 56 g;
    // carbs 2000 - 384 - 500 = 1,116 kcal = 279 g
    const r = macroSplit({ calories: 2000, goal: "fat-loss", weightKg: 80 });
    expect(grams(r)).toEqual([96, 279, 56]);
    expect([r.macros.protein.calories, r.macros.carbs.calories, r.macros.fats.calories]).toEqual([
      384, 1116, 500,
    ]);
    // The split reported is the one the grams give.
    expect(r.split).toEqual({ protein: 19, carbs: 56, fats: 25 });
    expect(r.proteinBasis).toMatch(/^Protein is set at 1\.2 g for each kg you weigh\./);
  });

  it("keeps keto at 20 to 50 g of carbohydrate: 1,800 kcal at 70 kg gives 23 g", () => {
    // protein 84 g = 336 kcal; carbs 5% of 1800 = 90 kcal = 22.5 -> 23 g (92 kcal);
    // fat 1800 - 336 - 92 = 1,372 kcal = 152 g
    expect(grams(macroSplit({ calories: 1800, goal: "keto", weightKg: 70 }))).toEqual([
      84, 23, 152,
    ]);
    // 5% of 5,000 kcal would be 63 g: held at 50 g.
    expect(macroSplit({ calories: 5000, goal: "keto", weightKg: 70 }).macros.carbs.grams).toBe(50);
  });

  it("gives power sports the higher 1.6 g per kg and 22% fat", () => {
    // protein 1.6 x 75 = 120 g = 480 kcal; fat 550 kcal = 61.1 -> 61 g; carbs 1,470 kcal = 368 g
    const r = macroSplit({ calories: 2500, goal: "power-sports", weightKg: 75 });
    expect(grams(r)).toEqual([120, 368, 61]);
    expect(r.macros.fats.percentage).toBe(22);
  });

  it("holds protein at 35% of the day when the weight asks for more, and says so", () => {
    // 1.6 x 150 = 240 g wanted; 35% of 1,200 = 420 kcal = 105 g
    const r = macroSplit({ calories: 1200, goal: "muscle-gain", weightKg: 150 });
    expect(r.macros.protein.grams).toBe(105);
    expect(r.proteinBasis).toContain("held at 35% of your calories");
  });

  it("accepts calories typed as text and rounds them to whole kcal", () => {
    expect(
      macroSplit({ calories: " 2000.4 " as unknown as number, goal: "balanced", weightKg: 70 })
        .calories,
    ).toBe(2000);
  });

  it("says it does not know the height, so a BMI over 30 is not allowed for", () => {
    expect(macroSplit({ calories: 2000, goal: "balanced", weightKg: 70 }).proteinBasis).toMatch(
      /do not know your height/,
    );
  });
});

describe("macroSplit: protein per kg against UK and muscle-gain intakes", () => {
  it("gives 1.2 g/kg, above the reference intake, for a balanced day", () => {
    const r = macroSplit({ calories: 2000, goal: "balanced", weightKg: 80 });
    expect(r.proteinPerKg).toBe(1.2);
    expect(r.proteinBand).toBe("above-reference");
    expect(r.proteinMessage).toMatch(/0\.75 g per kg/);
    expect(r.proteinMessage).toMatch(/1\.6 to 2\.2 g per kg/);
  });

  it("gives 1.6 g/kg, within the muscle-gain range, for muscle gain", () => {
    const r = macroSplit({ calories: 2800, goal: "muscle-gain", weightKg: 80 });
    expect(r.proteinPerKg).toBe(1.6);
    expect(r.proteinBand).toBe("muscle-gain-range");
  });

  it("says 0.7 g/kg is below the UK reference intake when 35% of the day holds it down", () => {
    // 1.2 x 150 = 180 g wanted; 35% of 1,200 = 105 g; 105 / 150 = 0.7
    const r = macroSplit({ calories: 1200, goal: "keto", weightKg: 150 });
    expect(r.proteinPerKg).toBe(0.7);
    expect(r.proteinBand).toBe("below-reference");
    expect(r.proteinMessage).toMatch(/below the UK reference intake/);
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
    "the %s goal keeps fat at 20% or more and says what sets each macro",
    (_, s) => {
      if (s.fats !== undefined) expect(s.fats).toBeGreaterThanOrEqual(20);
      expect(s.describes).toMatch(/from your weight/);
      if (s.ketoCarbShare === undefined) expect(s.describes).toContain(`fat ${s.fats}%`);
    },
  );

  it("holds the fat shares of docs/reference-figures.md", () => {
    expect(Object.fromEntries(MACRO_GOAL_SPLITS.map((s) => [s.goal, s.fats]))).toEqual({
      "fat-loss": 25,
      "muscle-gain": 25,
      endurance: 20,
      keto: undefined,
      balanced: 30,
      "power-sports": 22,
    });
  });
});

describe("macroSplit: bad input", () => {
  it.each(badNumbers(800, 6000))("rejects calories that are %s", (_, value) => {
    expectInputError(
      () => macroSplit({ calories: value as number, goal: "balanced", weightKg: 70 }),
      "calories",
    );
  });

  it.each([
    ["missing", undefined],
    ["blank", ""],
    ["unknown", "bulking"],
    ["wrong case", "Keto"],
    ["a number", 3],
  ])("rejects a goal that is %s", (_, goal) => {
    expectInputError(
      () => macroSplit({ calories: 2000, goal: goal as never, weightKg: 70 }),
      "goal",
    );
  });

  it.each(badNumbers(30, 300))("rejects a weight that is %s", (_, value) => {
    expectInputError(
      () => macroSplit({ calories: 2000, goal: "balanced", weightKg: value as number }),
      "weightKg",
    );
  });

  it("says the calorie range in plain words", () => {
    const error = expectInputError(
      () => macroSplit({ calories: 500, goal: "keto", weightKg: 70 }),
      "calories",
    );
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
