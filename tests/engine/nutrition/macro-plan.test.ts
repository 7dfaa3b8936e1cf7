import { describe, expect, it } from "vitest";
import { basicPlan } from "../../../engine/plans/basic-plan.ts";
import { calorieNeeds } from "../../../engine/energy/calorie-needs.ts";
import { MACRO_GOALS } from "../../../engine/data/macro-goals.ts";
import { macrosForPerson } from "../../../engine/nutrition/macro-plan.ts";
import { expectInputError } from "../input-error-helpers.ts";

// The reviewer's visitor: 34, 165 cm, 82 kg, lightly active. Mifflin 820 + 1031.25 - 170 -
// 161 = 1520.25; x 1.375 = 2090 maintenance. BMI 30.1, so protein is set on the weight at
// BMI 25 for her height, 68.1 kg.
const woman = { sex: "female", age: 34, heightCm: 165, weightKg: 82, activity: 1.375 } as const;
const asBasic = {
  age: 34,
  gender: "female",
  height: 165,
  weight: 82,
  activity: 1.375,
  targetWeight: 70,
  lossRate: 0.5,
  today: "2026-11-23",
} as const;
const total = (r: ReturnType<typeof macrosForPerson>) =>
  r.macros.protein.calories + r.macros.carbs.calories + r.macros.fats.calories;

describe("macrosForPerson: each goal plans the calories it needs", () => {
  it("fat loss plans the same 0.5 kg a week target as the deficit calculator, not maintenance", () => {
    const r = macrosForPerson({ ...woman, goal: "fat-loss" });
    expect(r.maintenance).toBe(2090);
    expect(r.calories).toBe(basicPlan(asBasic).targetCalories);
    expect(r.calories).toBe(1540);
    expect(r).toMatchObject({ calorieGoal: "lose", kgPerWeek: 0.5, flooredAtMinimum: false });
  });

  it("fat loss gives the protein the deficit calculator gives the same person: 1.2 g/kg, 82 g", () => {
    const r = macrosForPerson({ ...woman, goal: "fat-loss" });
    // 1.2 x 68.1 kg (the weight at BMI 25) = 81.7 -> 82 g. It was 135 g, 35% of the day.
    expect(r.macros.protein.grams).toBe(82);
    expect(r.macros.protein.grams).toBe(basicPlan(asBasic).macros?.protein.grams);
    // The split it reports is the one it gives: 21% protein, 25% fat, 54% carbohydrate.
    expect(r.split).toEqual({ protein: 21, carbs: 54, fats: 25 });
  });

  it("muscle gain and power sports aim at 1.6 g/kg, as the muscle-gain calculator does", () => {
    // 1.6 x 68.1 = 109 g
    expect(macrosForPerson({ ...woman, goal: "muscle-gain" }).macros.protein.grams).toBe(109);
    expect(macrosForPerson({ ...woman, goal: "power-sports" }).macros.protein.grams).toBe(109);
  });

  it("never gives protein its own comparison warns against", () => {
    for (const goal of MACRO_GOALS) {
      const r = macrosForPerson({ ...woman, goal });
      expect(r.proteinBand, goal).not.toBe("above-muscle-gain-range");
    }
  });

  it("muscle gain plans a lean surplus of about 0.25 kg a week under BMI 25", () => {
    // 65 kg at 165 cm is BMI 23.9
    const lean = { ...woman, weightKg: 65 };
    const r = macrosForPerson({ ...lean, goal: "muscle-gain" });
    const gain = calorieNeeds(lean).targets.find((t) => t.goal === "gain" && t.kgPerWeek === 0.25);
    expect(r.calories).toBe(gain?.calories);
    expect(r.calories - r.maintenance).toBe(275);
    expect(r.calorieGoal).toBe("gain");
  });

  it("muscle gain keeps to 200 kcal from BMI 25 and to maintenance from BMI 30", () => {
    // 75 kg at 165 cm is BMI 27.5; the woman's 82 kg is BMI 30.1
    const r = macrosForPerson({ ...woman, weightKg: 75, goal: "muscle-gain" });
    expect(r.calories - r.maintenance).toBe(200);
    const heavy = macrosForPerson({ ...woman, goal: "muscle-gain" });
    expect(heavy).toMatchObject({ calorieGoal: "maintain", calories: heavy.maintenance });
  });

  it.each(["balanced", "endurance", "keto", "power-sports"] as const)(
    "%s eats maintenance",
    (goal) => {
      const r = macrosForPerson({ ...woman, goal });
      expect(r.calories).toBe(2090);
      expect(r.calorieGoal).toBe("maintain");
      expect(r.kgPerWeek).toBeUndefined();
    },
  );

  it("says when the fat-loss target is held at the floor", () => {
    // 70, 150 cm, 60 kg, sedentary: Mifflin 1026.5 x 1.2 = 1232; 1232 - 550 = 682, raised to 1,200
    const r = macrosForPerson({
      sex: "female",
      age: 70,
      heightCm: 150,
      weightKg: 60,
      activity: 1.2,
      goal: "fat-loss",
    });
    expect(r.flooredAtMinimum).toBe(true);
    expect(r.calories).toBeLessThanOrEqual(r.maintenance);
  });

  it("keeps the three macros adding up to the day, fat at 20% or more, keto carbs at 20 to 50 g", () => {
    for (const goal of MACRO_GOALS) {
      const r = macrosForPerson({ ...woman, goal });
      expect(total(r), goal).toBe(r.calories);
      expect(r.macros.fats.calories / r.calories, goal).toBeGreaterThanOrEqual(0.2 - 1e-9);
    }
    const keto = macrosForPerson({ ...woman, goal: "keto" }).macros.carbs.grams;
    expect(keto).toBeGreaterThanOrEqual(20);
    expect(keto).toBeLessThanOrEqual(50);
  });
});

describe("macrosForPerson: input it cannot use", () => {
  it("names the goal", () => {
    expectInputError(() => macrosForPerson({ ...woman, goal: "bulk" as never }), "goal");
  });

  it("names the person's fields", () => {
    expectInputError(
      () => macrosForPerson({ ...woman, goal: "balanced", weightKg: -1 }),
      "weightKg",
    );
    expectInputError(
      () => macrosForPerson({ ...woman, goal: "balanced", activity: "x" }),
      "activity",
    );
  });

  it("names calories when the day is more than it can split", () => {
    const giant = { sex: "male", age: 20, heightCm: 250, weightKg: 300, activity: 1.9 } as const;
    expectInputError(() => macrosForPerson({ ...giant, goal: "muscle-gain" }), "calories");
  });
});
