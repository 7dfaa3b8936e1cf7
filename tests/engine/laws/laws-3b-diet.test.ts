import { describe, expect, it } from "vitest";
import fc from "fast-check";
import type { AdvancedInput } from "../../../engine/plans/advanced-plan.ts";
import type { BasicResult } from "../../../engine/plans/basic-plan.ts";
import { MACRO_GOALS, MACRO_GOAL_SPLITS } from "../../../engine/data/macro-goals.ts";
import { InputError } from "../../../engine/core/errors.ts";
import { bmiOf, weightAtBmi } from "../../../engine/body/healthy-weight.ts";
import { macrosForPerson } from "../../../engine/nutrition/macro-plan.ts";
import { macroSplit } from "../../../engine/nutrition/macro-split.ts";
import { projectWeight } from "../../../engine/projection/projection.ts";
import { variantRules } from "../../../engine/plans/variants.ts";
import {
  advancedCase,
  anyBasic,
  basicCase,
  oneDecimal,
  realistic,
  TODAY,
  type PersonLike,
} from "./generated-people.ts";
import { KCAL_PER_KG, MUSCLE_VARIANTS } from "./safety-figures.ts";
import { advancedOrRefusal, basicOrRefusal } from "./plan-or-refusal.ts";
import { advancedPlan, basicPlan, samePeopleInEveryLaw } from "./plans-once.ts";

samePeopleInEveryLaw();

// The laws of product rules 3b.7 (refeeds and keto), 3b.9 (water weight) and 3b.10 (one
// protein figure), each a property over generated people and every variant, titled with the
// rule; docs/safety-rules.md sets them out with their sources. The figures are written out
// here rather than read from the engine.

const RUNS = 2000;
// Keto: 20 to 50 g of carbohydrate a day (Feinman et al. 2015), on every day.
const KETO_CARBS = { min: 20, max: 50 };

const dietOf = (variant: string, input: AdvancedInput) =>
  input.dietType ?? variantRules(variant).dietType ?? "standard";

/** The weight protein is set on: the weight itself, or the weight at BMI 25 above BMI 30. */
function referenceKg(weightKg: number, heightCm: number): number {
  return bmiOf(weightKg, heightCm) > 30 ? weightAtBmi(25, heightCm) : weightKg;
}

/** The person's protein aim in grams a day, from the g/kg table. */
function aimGrams(p: PersonLike, muscle: boolean): number {
  const band = p.age < 18 ? [1.0, 1.5] : p.age >= 65 ? [1.2, 1.5] : [1.2, 1.6];
  const perKg = (muscle ? band[1] : band[0]) ?? NaN;
  return perKg * referenceKg(p.weight, p.height);
}

/** The most protein 35% of a day's calories allows, g. */
/** The basic plan's daily protein, grams: every plan with a deficit has a macro split. */
function basicProtein(plan: BasicResult): number {
  if (plan.macros === null) throw new Error(`No macro split for ${plan.variant}`);
  return plan.macros.protein.grams;
}

const capGrams = (calories: number) => (0.35 * calories) / 4;

describe("3b.7 refeeds and keto", () => {
  it("a plan has no refeed day unless one is chosen, on every diet and variant", () => {
    fc.assert(
      fc.property(advancedCase, ({ variant, input }) => {
        const r = advancedOrRefusal(variant, { ...input, refeedFrequency: undefined });
        if (!r) return;
        expect(r.refeedDays).toBeUndefined();
      }),
      { numRuns: RUNS },
    );
  });

  it("a refeed day is never planned when the other days would then sit at the floor, and the plan says why it was left out", () => {
    fc.assert(
      fc.property(advancedCase, ({ variant, input }) => {
        const r = advancedOrRefusal(variant, { ...input, refeedFrequency: "weekly" });
        if (!r || r.direction !== "lose") return;
        if (r.refeedDays) {
          const training = Math.min(Math.round(Number(input.trainingDays ?? 3)), 6);
          if (training > 0) expect(r.targetCalories.training).toBeGreaterThan(r.floor);
          if (training < 6) expect(r.targetCalories.rest).toBeGreaterThan(r.floor);
          return;
        }
        const messages = r.warnings.map((w) => w.message).join("\n");
        expect(messages).toMatch(/left out the weekly refeed day/);
      }),
      { numRuns: RUNS },
    );
  });

  it("keto keeps 20 to 50 g of carbohydrate on every day, training days included, and never has a refeed day", () => {
    fc.assert(
      fc.property(advancedCase, ({ variant, input }) => {
        const r = advancedOrRefusal(variant, input);
        if (!r || dietOf(variant, input) !== "keto") return;
        expect(r.refeedDays).toBeUndefined();
        for (const day of ["training", "rest"] as const) {
          expect(r.macros[day].carbs.grams).toBeGreaterThanOrEqual(KETO_CARBS.min);
          expect(r.macros[day].carbs.grams).toBeLessThanOrEqual(KETO_CARBS.max);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it("the macros calculator's keto goal keeps 20 to 50 g of carbohydrate at any calories", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 800, max: 6000 }),
        oneDecimal(30, 250),
        (calories, weightKg) => {
          const r = macroSplit({ calories, goal: "keto", weightKg });
          expect(r.macros.carbs.grams).toBeGreaterThanOrEqual(KETO_CARBS.min);
          expect(r.macros.carbs.grams).toBeLessThanOrEqual(KETO_CARBS.max);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it("a heavy man on keto training every day eats at most 50 g of carbohydrate (it was 131 g)", () => {
    const r = advancedPlan(
      {
        age: 30,
        gender: "male",
        height: 190,
        weight: 120,
        targetWeight: 95,
        lossRate: 0.5,
        baseActivity: 1.725,
        strengthHours: 6,
        cardioHours: 4,
        trainingDays: 6,
        dietType: "keto",
        bmrFormula: "mifflin",
        today: TODAY,
      },
      "keto",
    );
    expect(r.targetCalories.training).toBeGreaterThan(3000);
    expect(r.macros.training.carbs.grams).toBe(50);
    expect(r.macros.rest.carbs.grams).toBeLessThanOrEqual(50);
  });
});

describe("3b.9 water weight", () => {
  it("the early drop is the model's loss by day 14 less deficit x 14 / 7,700, never negative; none for a gain or no deficit", () => {
    fc.assert(
      fc.property(advancedCase, ({ variant, input }) => {
        const r = advancedOrRefusal(variant, input);
        if (!r) return;
        const initial = r.waterWeight.initial;
        expect(initial).toBeGreaterThanOrEqual(0);
        if (r.direction !== "lose") {
          expect(initial).toBe(0);
          return;
        }
        const { sex, age, heightCm, weightKg, bodyFatPct } = r.person;
        let modelLoss: number;
        try {
          const model = projectWeight({
            sex,
            age,
            heightCm,
            weightKg,
            ...(bodyFatPct === undefined ? {} : { bodyFatPct }),
            pal: 1.5,
            maintenanceKcal: r.maintenance,
            intakeChangeKcal: -r.dailyDeficit,
            targetWeightKg: r.person.targetWeightKg,
            days: 14,
          });
          modelLoss = weightKg - (model.weightKg[14] ?? NaN);
        } catch (error) {
          expect(error).toBeInstanceOf(InputError);
          expect(initial).toBe(0);
          return;
        }
        const expected = Math.max(0, modelLoss - (r.dailyDeficit * 14) / KCAL_PER_KG);
        expect(Math.abs(initial - expected)).toBeLessThanOrEqual(0.05 + 1e-9);
      }),
      { numRuns: RUNS },
    );
  });

  it("the worked example's man expects well under the old fixed 2.5 kg", () => {
    const r = advancedPlan({
      age: 30,
      gender: "male",
      height: 180,
      weight: 80,
      targetWeight: 75,
      lossRate: 0.5,
      baseActivity: 1.55,
      bmrFormula: "mifflin",
      today: TODAY,
    });
    expect(r.waterWeight.initial).toBeGreaterThan(0);
    expect(r.waterWeight.initial).toBeLessThan(1);
  });
});

describe("3b.10 one protein figure", () => {
  it("the basic plan's protein is the person's g/kg aim, held under 35% of the day", () => {
    fc.assert(
      fc.property(basicCase, ({ variant, input }) => {
        const r = basicOrRefusal(variant, input);
        if (!r || r.mode === "kids" || r.macros === null) return;
        const aim = aimGrams(input, MUSCLE_VARIANTS.includes(variant));
        const wanted = Math.min(Math.round(aim), Math.floor(capGrams(r.targetCalories)));
        expect(Math.abs(r.macros.protein.grams - wanted)).toBeLessThanOrEqual(1);
      }),
      { numRuns: RUNS },
    );
  });

  it("the advanced plan eats the same protein on training and rest days: the aim, under 35% of the smaller day", () => {
    fc.assert(
      fc.property(advancedCase, ({ variant, input }) => {
        const r = advancedOrRefusal(variant, input);
        if (!r) return;
        expect(r.macros.training.protein.grams).toBe(r.macros.rest.protein.grams);
        expect(r.dailyProtein).toBe(r.macros.rest.protein.grams);
        const muscle =
          MUSCLE_VARIANTS.includes(variant) ||
          Number(input.strengthHours ?? 0) >= 2 ||
          dietOf(variant, input) === "high-protein";
        const smaller = Math.min(r.targetCalories.training, r.targetCalories.rest);
        const wanted = Math.min(Math.round(aimGrams(input, muscle)), Math.floor(capGrams(smaller)));
        expect(Math.abs(r.dailyProtein - wanted)).toBeLessThanOrEqual(1);
      }),
      { numRuns: RUNS },
    );
  });

  it("basic, macros and advanced give the same protein grams, within 5 g, for the same person, goal and calories", () => {
    const person = realistic(anyBasic("default")).filter((p) => p.age >= 18);
    fc.assert(
      fc.property(person, (input) => {
        const basic = basicOrRefusal("default", { ...input, lossRate: 0.5 });
        if (!basic || basic.direction !== "lose") return;
        let macros;
        try {
          macros = macrosForPerson({
            goal: "fat-loss",
            sex: input.gender,
            age: input.age,
            heightCm: input.height,
            weightKg: input.weight,
            activity: input.activity as number,
          });
        } catch (error) {
          // Outside the 800 to 6,000 kcal the macros calculator splits.
          expect((error as InputError).field).toBe("calories");
          return;
        }
        // The fat-loss goal plans the basic plan's own 0.5 kg a week target.
        expect(macros.calories).toBe(basic.targetCalories);
        const advanced = advancedPlan({
          age: input.age,
          gender: input.gender,
          height: input.height,
          weight: input.weight,
          targetWeight: input.targetWeight as number,
          lossRate: 0.5,
          baseActivity: input.activity as number,
          bmrFormula: "mifflin",
          trainingDays: 0,
          today: TODAY,
        });
        // No training days: every day is a rest day at the week's mean, the basic target.
        expect(advanced.targetCalories.rest).toBe(basic.targetCalories);
        const grams = [
          basicProtein(basic),
          macros.macros.protein.grams,
          advanced.macros.training.protein.grams,
          advanced.macros.rest.protein.grams,
          advanced.dailyProtein,
        ];
        expect(Math.max(...grams) - Math.min(...grams)).toBeLessThanOrEqual(5);
      }),
      { numRuns: RUNS },
    );
  });

  it("the macros calculator's typed calories set protein from the weight, as the basic plan does for an adult at BMI 30 or under", () => {
    const person = realistic(anyBasic("default")).filter(
      (p) => p.age >= 18 && p.age < 65 && bmiOf(p.weight, p.height) <= 30,
    );
    fc.assert(
      fc.property(person, (input) => {
        const basic = basicOrRefusal("default", input);
        if (!basic || basic.targetCalories < 800 || basic.targetCalories > 6000) return;
        const typed = macroSplit({
          calories: basic.targetCalories,
          goal: "fat-loss",
          weightKg: input.weight,
        });
        expect(Math.abs(typed.macros.protein.grams - basicProtein(basic))).toBeLessThanOrEqual(5);
      }),
      { numRuns: RUNS },
    );
  });

  it("a macros goal's label is true of its result: the fat it names, protein from the weight, the split it reports", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...MACRO_GOALS),
        fc.integer({ min: 800, max: 6000 }),
        oneDecimal(30, 250),
        (goal, calories, weightKg) => {
          const r = macroSplit({ calories, goal, weightKg });
          const rules = MACRO_GOAL_SPLITS.find((s) => s.goal === goal);
          expect(r.split).toEqual({
            protein: r.macros.protein.percentage,
            carbs: r.macros.carbs.percentage,
            fats: r.macros.fats.percentage,
          });
          expect(rules?.describes).toMatch(/^(More p|P)rotein from your weight/);
          const perKg = rules?.muscleFocus ? 1.6 : 1.2;
          const wanted = Math.min(Math.round(perKg * weightKg), Math.floor(capGrams(calories)));
          expect(Math.abs(r.macros.protein.grams - wanted)).toBeLessThanOrEqual(1);
          expect(r.macros.protein.calories).toBeLessThanOrEqual(0.35 * calories);
          expect(r.macros.fats.calories).toBeGreaterThanOrEqual(0.2 * calories - 0.5);
          if (goal === "keto") {
            expect(rules?.describes).toContain("carbohydrates 20 to 50 g, fat the rest");
            return;
          }
          expect(rules?.describes).toContain(`fat ${rules?.fats}%, carbohydrates the rest`);
          expect(Math.abs(r.macros.fats.percentage - (rules?.fats ?? NaN))).toBeLessThanOrEqual(1);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it("the woman of 34, 165 cm, 82 kg, lightly active, at 1,540 kcal gets one protein figure everywhere (it was 116, 135, 118 and 99 g)", () => {
    // BMI 30.1: protein is set on the weight at BMI 25 for 165 cm, 68.1 kg; 1.2 g/kg = 82 g.
    const basic = basicPlan({
      age: 34,
      gender: "female",
      height: 165,
      weight: 82,
      activity: 1.375,
      targetWeight: 70,
      lossRate: 0.5,
      today: TODAY,
    });
    expect(basic.targetCalories).toBe(1540);
    const macros = macrosForPerson({
      goal: "fat-loss",
      sex: "female",
      age: 34,
      heightCm: 165,
      weightKg: 82,
      activity: 1.375,
    });
    expect(macros.calories).toBe(1540);
    const advanced = advancedPlan({
      age: 34,
      gender: "female",
      height: 165,
      weight: 82,
      targetWeight: 70,
      lossRate: 0.5,
      baseActivity: 1.375,
      bmrFormula: "mifflin",
      today: TODAY,
    });
    expect(advanced.targetCalories.average).toBe(1540);
    expect([
      basicProtein(basic),
      macros.macros.protein.grams,
      advanced.macros.training.protein.grams,
      advanced.macros.rest.protein.grams,
      advanced.dailyProtein,
    ]).toEqual([82, 82, 82, 82, 82]);
    // The macros result's split is the one it gives, and it says how protein was set.
    expect(macros.split.protein).toBe(macros.macros.protein.percentage);
    expect(macros.proteinBasis).toMatch(/1\.2 g .* BMI of 25/);
  });
});
