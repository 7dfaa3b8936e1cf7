import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { DIET_TYPES, type AdvancedInput } from "../../../engine/plans/advanced-plan.ts";
import type { BasicResult } from "../../../engine/plans/basic-plan.ts";
import { bmrOf } from "../../../engine/energy/bmr.ts";
import { henryTeenBmr } from "../../../engine/energy/henry-bmr.ts";
import { InputError } from "../../../engine/core/errors.ts";
import { bmiOf, iotfCutoffs, weightAtBmi } from "../../../engine/body/healthy-weight.ts";
import { HEIGHT_RULE, WEIGHT_RULE } from "../../../engine/input/input-ranges.ts";
import { linearProjection } from "../../../engine/projection/linear-projection.ts";
import { MEDICAL_CONDITIONS } from "../../../engine/plans/medical-conditions.ts";
import { projectWeight } from "../../../engine/projection/projection.ts";
import { supplementAdvice } from "../../../engine/nutrition/supplements.ts";
import { THYROID_CONDITIONS } from "../../../engine/energy/tdee.ts";
import type { Macros, Sex } from "../../../engine/core/types.ts";
import {
  cmToFeetInches,
  feetInchesToCm,
  kgToStonesPounds,
  stonesPoundsToKg,
} from "../../../engine/core/units.ts";
import { variantRules } from "../../../engine/plans/variants.ts";
import {
  advancedCase,
  anyBasic,
  basicCase,
  targetRefused,
  oneDecimal,
  realistic,
  steps,
  TODAY,
  type PersonLike,
} from "./generated-people.ts";
import { inputErrorOf } from "../input-error-helpers.ts";
import {
  ADULT_FLOOR,
  BREASTFEEDING_ABSOLUTE_FLOOR,
  BREASTFEEDING_FLOOR,
  KCAL_PER_KG,
  MUSCLE_VARIANTS,
  TEEN_FLOOR,
} from "./safety-figures.ts";
import { advancedOrRefusal, basicOrRefusal } from "./plan-or-refusal.ts";
import { advancedPlan, basicPlan, samePeopleInEveryLaw } from "./plans-once.ts";

samePeopleInEveryLaw();

// The laws of docs/safety-rules.md, each a property over thousands of generated people and
// every variant, titled with the rule it checks. People come from two generators: anyone the
// forms accept (every range edge), and realistic adults and teenagers (BMI 15-45, a target
// within 40% of their weight) so that the interesting branches are reached often.

const RUNS = 2000;
const BREASTFEEDING_EXTRA = 330;
const WEIGHT_LOSS_PRODUCTS =
  /fat burn|thermogenic|green tea|garcinia|raspberry ketone|yohimbine|synephrine|ephedr|orlistat|diet pill|glucomannan|carnitine|\bCLA\b/i;

/** Every number anywhere in the result is finite; grams and fibre are never negative. */
function expectAllFinite(value: unknown, path = "result"): void {
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new Error(`${path} is ${value}`);
    if (/\.(grams|fiber)$/.test(path) && value < 0) throw new Error(`${path} is ${value}`);
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((item, i) => expectAllFinite(item, `${path}[${i}]`));
    return;
  }
  if (value !== null && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) expectAllFinite(item, `${path}.${key}`);
  }
}

/** Macro calories add up to the day's within 1%; fat at least 20%; no negative grams. */
function expectSoundMacros(macros: Macros, calories: number): void {
  const parts = [macros.protein, macros.carbs, macros.fats];
  const sum = parts.reduce((total, m) => total + m.calories, 0);
  expect(Math.abs(sum - calories)).toBeLessThanOrEqual(0.01 * calories);
  expect(macros.fats.calories).toBeGreaterThanOrEqual(0.2 * calories - 0.5);
  for (const m of parts) {
    expect(m.grams).toBeGreaterThanOrEqual(0);
    expect(m.calories).toBeGreaterThanOrEqual(0);
  }
}

/** The protein limits of docs/safety-rules.md for an age: g/kg of reference weight. */
function proteinCeiling(age: number): number {
  return age < 18 || age >= 65 ? 1.5 : 2.2;
}
function referenceKg(weightKg: number, heightCm: number): number {
  return bmiOf(weightKg, heightCm) > 30 ? weightAtBmi(25, heightCm) : weightKg;
}
function expectProteinWithinLimits(macros: Macros, calories: number, p: PersonLike): void {
  const grams = macros.protein.grams;
  // One gram of rounding either way.
  expect(grams).toBeLessThanOrEqual(proteinCeiling(p.age) * referenceKg(p.weight, p.height) + 1);
  expect(grams * 4).toBeLessThanOrEqual(0.35 * calories + 4);
}

const adjustsEnergy = (variant: string) => ["kids", "pregnancy"].includes(variant);

describe("3a.1 healthy weight", () => {
  it("an adult loss target under BMI 18.5 is refused on targetWeight, naming the lowest healthy weight in the visitor's units", () => {
    fc.assert(
      fc.property(basicCase, ({ variant, input }) => {
        if (adjustsEnergy(variant) || input.age < 18) return;
        const target = Number(input.targetWeight);
        const lowest = weightAtBmi(18.5, input.height);
        const alreadyUnder = bmiOf(input.weight, input.height) < 18.5;
        if (alreadyUnder || target >= lowest - 1e-9 || target >= input.weight) return;
        const error = inputErrorOf(() => basicPlan(input, variant));
        expect(error.field).toBe("targetWeight");
        if (variant === "muscle-gain") return;
        expect(error.message).toMatch(input.units === "imperial" ? /\d+ st \d+ lb/ : /\d kg/);
      }),
      { numRuns: RUNS },
    );
  });

  it("nobody already under BMI 18.5 (or under the IOTF thinness cut-off) is planned a deficit", () => {
    fc.assert(
      fc.property(basicCase, ({ variant, input }) => {
        if (bmiOf(input.weight, input.height) >= lowestHealthyBmi(input)) return;
        const r = basicOrRefusal(variant, input);
        if (!r) return;
        expect(r.direction).not.toBe("lose");
        expect(r.dailyDeficit).toBeLessThanOrEqual(0);
      }),
      { numRuns: RUNS },
    );
  });

  // The BMI 20 warning from 65 and the teenagers' overweight cut-off were replaced by the
  // second review: tests/engine/laws/laws-3b-people.test.ts ("3b.2 teenagers", "3b.3 older adults").

  it("the same guard holds in the advanced plan", () => {
    fc.assert(
      fc.property(advancedCase, ({ variant, input }) => {
        const p = input as AdvancedInput & PersonLike;
        let r;
        try {
          r = advancedPlan(input, variant);
        } catch (error) {
          expect((error as InputError).field).toBe("targetWeight");
          expect(targetRefused(variant, p)).toBe(true);
          return;
        }
        const bmi = bmiOf(p.weight, p.height);
        if (bmi < lowestHealthyBmi(p)) expect(r.direction).not.toBe("lose");
        if (p.age < 18 && r.dailyDeficit > 0) {
          expect(bmi).toBeGreaterThanOrEqual(iotfCutoffs(p.gender, p.age).obesity);
        }
      }),
      { numRuns: RUNS },
    );
  });
});

function lowestHealthyBmi(p: PersonLike): number {
  return p.age < 18 ? iotfCutoffs(p.gender, p.age).thinness : 18.5;
}

// docs/safety-rules.md, "Goal dates": we plan no further ahead than five years.
const HORIZON_DAYS = 260 * 7;

/** The days the straight 7,700 kcal per kg line takes to the target at the planned calories. */
function lineDays(r: BasicResult): number {
  const change = Math.abs((r.person.targetWeightKg ?? NaN) - (r.person.weightKg ?? NaN));
  return Math.max(1, Math.ceil((change * KCAL_PER_KG) / Math.abs(r.dailyDeficit) - 1e-9));
}

/**
 * The dynamic model's weight on each day for five years at the plan's calories, held at the
 * target once there; undefined when the model cannot run for this plan.
 */
function modelWeights(r: BasicResult): number[] | undefined {
  const { sex, age, heightCm, weightKg, activity, targetWeightKg } = r.person;
  try {
    return projectWeight({
      sex,
      age,
      heightCm: heightCm ?? NaN,
      weightKg: weightKg ?? NaN,
      pal: Math.min(2.5, Math.max(1, activity ?? NaN)),
      maintenanceKcal: r.maintenance,
      intakeChangeKcal: -r.dailyDeficit,
      ...(targetWeightKg === undefined ? {} : { targetWeightKg }),
      days: HORIZON_DAYS,
    }).weightKg;
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    return undefined;
  }
}

describe("3a.2 honest loss", () => {
  it("weekly loss follows the calories actually planned, and a plan is never 'lose' without a deficit", () => {
    fc.assert(
      fc.property(basicCase, ({ variant, input }) => {
        const r = basicOrRefusal(variant, input);
        if (!r) return;
        if (r.direction === "lose") {
          expect(r.dailyDeficit).toBeGreaterThan(0);
          expect(r.targetCalories).toBe(r.maintenance - r.dailyDeficit);
          expect(r.weeklyLoss).toBeCloseTo((r.dailyDeficit * 7) / KCAL_PER_KG, 2);
        }
        if (r.direction === "maintain") {
          expect(r.weeksToGoal).toBeNull();
          expect(r.weeklyLoss).toBe(0);
        }
        if (r.direction === "gain") expect(r.dailyDeficit).toBeLessThan(0);
      }),
      { numRuns: RUNS * 2 },
    );
  });

  it(
    "weeks to goal are never fewer than the straight line's for the calories planned, and are missing only when the target is not reached within five years",
    { timeout: 120_000 },
    () => {
      fc.assert(
        fc.property(basicCase, ({ variant, input }) => {
          const r = basicOrRefusal(variant, input);
          if (!r || r.direction === "maintain") return;
          const target = r.person.targetWeightKg ?? NaN;
          const atTarget = (w: number | undefined) =>
            w !== undefined && (r.direction === "lose" ? w <= target + 1e-9 : w >= target - 1e-9);
          const line = lineDays(r);
          const model = modelWeights(r);
          const weeks = r.weeksToGoal;
          if (weeks === null) {
            // Neither the line nor the model gets there within five years, and the plan says so.
            const modelThere = model?.some(atTarget) ?? true;
            expect(line > HORIZON_DAYS || !modelThere).toBe(true);
            expect(r.warnings.some((w) => /level off|more than five years/.test(w.message))).toBe(
              true,
            );
            return;
          }
          expect(weeks).toBeGreaterThanOrEqual(Math.ceil(line / 7));
          expect(weeks * 7).toBeLessThanOrEqual(HORIZON_DAYS);
          if (model === undefined) {
            // The model cannot run for this plan: the straight line gives the weeks.
            expect(weeks).toBe(Math.ceil(line / 7));
            return;
          }
          // The model is at the target by the end of the goal week, and when the line does
          // not hold it back, it is still short of the target a week earlier.
          expect(atTarget(model[weeks * 7])).toBe(true);
          if (weeks > Math.ceil(line / 7)) expect(atTarget(model[(weeks - 1) * 7])).toBe(false);
        }),
        { numRuns: RUNS },
      );
    },
  );

  it("when maintenance is at or below the floor, the plan is 'maintain' with a critical message", () => {
    fc.assert(
      fc.property(basicCase, ({ variant, input }) => {
        const r = basicOrRefusal(variant, input);
        if (!r || r.mode !== "standard" || Number(input.targetWeight) >= input.weight) return;
        if (r.maintenance > r.floor) return;
        // Only where the healthy-weight guard and the variant allow a deficit at all (3a.1, and
        // the PCOS page's deficit from BMI 25, speak otherwise, each saying why).
        const bmi = bmiOf(input.weight, input.height);
        const teenNotObese = input.age < 18 && bmi < iotfCutoffs(input.gender, input.age).obesity;
        const olderUnder25 = input.age >= 65 && bmi < 25;
        const pcosUnder25 = variant === "pcos" && bmi < 25;
        if (bmi < lowestHealthyBmi(input) || teenNotObese || olderUnder25 || pcosUnder25) return;
        expect(r.direction).toBe("maintain");
        expect(r.warnings.some((w) => w.type === "critical")).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });

  it("a plan held at the floor above what the body uses says so, and names no pace", () => {
    const saysSo = (r: { maintenance: number; warnings: { message: string }[] }) => {
      const used = `Your body uses about ${Math.round(r.maintenance).toLocaleString("en-GB")} kcal a day`;
      expect(r.warnings.some((w) => w.message.includes(used))).toBe(true);
      expect(r.warnings.some((w) => /We have planned|a week, not/.test(w.message))).toBe(false);
    };
    fc.assert(
      fc.property(basicCase, ({ variant, input }) => {
        const r = basicOrRefusal(variant, input);
        // Children and pregnancy are planned their energy needs, not a weight (3a.10).
        if (!r || r.mode === "kids" || r.mode === "pregnancy" || r.direction !== "maintain") return;
        if (r.targetCalories > Math.round(r.maintenance)) saysSo(r);
      }),
      { numRuns: RUNS },
    );
    fc.assert(
      fc.property(advancedCase, ({ variant, input }) => {
        const r = advancedOrRefusal(variant, input);
        if (!r || r.direction !== "maintain") return;
        if (r.targetCalories.average > Math.round(r.maintenance)) saysSo(r);
      }),
      { numRuns: RUNS },
    );
  });

  it("calorie targets are never under the floor of the sex, age and variant", () => {
    fc.assert(
      fc.property(basicCase, ({ variant, input }) => {
        const r = basicOrRefusal(variant, input);
        if (!r || variant === "kids") return;
        const floor =
          variant === "breastfeeding"
            ? BREASTFEEDING_ABSOLUTE_FLOOR
            : Math.max(
                variantRules(variant).floor[input.gender],
                ADULT_FLOOR[input.gender],
                input.age < 18 ? TEEN_FLOOR : 0,
              );
        expect(r.targetCalories).toBeGreaterThanOrEqual(floor);
      }),
      { numRuns: RUNS * 2 },
    );
  });

  it("no plan loses faster than its variant, 0.5 kg a week for teenagers and from 65", () => {
    fc.assert(
      fc.property(basicCase, ({ variant, input }) => {
        const r = basicOrRefusal(variant, input);
        if (!r) return;
        const rules = variantRules(variant);
        expect(r.weeklyLoss).toBeLessThanOrEqual(rules.maxLossRate);
        if (rules.maxDeficit !== undefined)
          expect(r.dailyDeficit).toBeLessThanOrEqual(rules.maxDeficit);
        if (input.age < 18 || input.age >= 65) expect(r.weeklyLoss).toBeLessThanOrEqual(0.5);
      }),
      { numRuns: RUNS },
    );
  });

  // Each result's weight projection is read too, with its band: two to three milliseconds a
  // plan, as the model runs up to two years three times.
  it("every numeric output is finite, and no gram amount is negative", { timeout: 60_000 }, () => {
    fc.assert(
      fc.property(basicCase, ({ variant, input }) => {
        const r = basicOrRefusal(variant, input);
        if (r) expectAllFinite(r);
      }),
      { numRuns: RUNS * 2 },
    );
  });
});

/** The largest deficit any one day may carry for this person and variant. */
function dayCap(variant: string, p: PersonLike, maternal: unknown): number {
  const rules = variantRules(variant);
  // 3b.1: the variant's pace, and its share of body weight.
  let rate = Math.min(rules.maxLossRate, rules.maxLossShare * p.weight);
  if (p.age < 18 || p.age >= 65) rate = Math.min(rate, 0.5);
  if (maternal === "breastfeeding") rate = Math.min(rate, 0.5);
  return Math.min(rules.maxDeficit ?? Infinity, (rate * KCAL_PER_KG) / 7);
}

describe("3a.3 training and rest days", () => {
  it("the week's mean is what its days give, and no day's deficit is over the variant's daily cap", () => {
    fc.assert(
      fc.property(advancedCase, ({ variant, input }) => {
        const r = advancedOrRefusal(variant, input);
        if (!r || r.direction !== "lose") return;
        const cap = dayCap(variant, input, r.maternal);
        const { training, rest, average } = r.targetCalories;
        expect(r.maintenance - training).toBeLessThanOrEqual(cap + 1);
        expect(r.maintenance - rest).toBeLessThanOrEqual(cap + 1);
        const refeeds = r.refeedDays ? 1 : 0;
        const trainingDays = Math.min(Number(input.trainingDays), 7 - refeeds);
        const restDays = 7 - refeeds - trainingDays;
        const week = trainingDays * training + restDays * rest + (r.refeedDays?.calories ?? 0);
        expect(Math.abs(week / 7 - average)).toBeLessThanOrEqual(0.5);
        expect(Math.abs(r.maintenance - week / 7 - r.dailyDeficit)).toBeLessThanOrEqual(0.5);
        expect(r.weeklyLoss).toBeCloseTo((r.dailyDeficit * 7) / KCAL_PER_KG, 2);
        expect(r.weeklyLoss).toBeLessThanOrEqual((cap * 7) / KCAL_PER_KG + 0.005);
      }),
      { numRuns: RUNS },
    );
  });

  it("training, rest and average targets are never under the floor", () => {
    fc.assert(
      fc.property(advancedCase, ({ variant, input }) => {
        const r = advancedOrRefusal(variant, input);
        if (!r) return;
        const floor = Math.max(
          ADULT_FLOOR[input.gender],
          input.age < 18 ? TEEN_FLOOR : 0,
          r.maternal === "breastfeeding" && r.direction === "lose" ? BREASTFEEDING_FLOOR : 0,
        );
        const lowest = r.maternal === "breastfeeding" ? BREASTFEEDING_ABSOLUTE_FLOOR : floor;
        for (const target of Object.values(r.targetCalories))
          expect(target).toBeGreaterThanOrEqual(lowest);
      }),
      { numRuns: RUNS },
    );
  });

  // Each result's weight projection is read too, with its band: two to three milliseconds a
  // plan, as the model runs up to two years three times.
  it("every numeric output is finite, and no gram amount is negative", { timeout: 60_000 }, () => {
    fc.assert(
      fc.property(advancedCase, ({ variant, input }) => {
        const r = advancedOrRefusal(variant, input);
        if (r) expectAllFinite(r);
      }),
      { numRuns: RUNS * 2 },
    );
  });
});

describe("3a.4 protein", () => {
  it("basic plans: protein never above 2.2 g/kg (1.5 under 18 and from 65) nor 35% of calories; macros add up; fat at least 20%", () => {
    fc.assert(
      fc.property(basicCase, ({ variant, input }) => {
        const r = basicOrRefusal(variant, input);
        if (!r || variant === "kids" || variant === "pregnancy") return;
        if (!r.macros) throw new Error("no macros");
        expectSoundMacros(r.macros, r.targetCalories);
        expectProteinWithinLimits(r.macros, r.targetCalories, input);
      }),
      { numRuns: RUNS },
    );
  });

  it("advanced plans: the same limits on training and rest days", () => {
    fc.assert(
      fc.property(advancedCase, ({ variant, input }) => {
        const r = advancedOrRefusal(variant, input);
        if (!r) return;
        for (const day of ["training", "rest"] as const) {
          expectSoundMacros(r.macros[day], r.targetCalories[day]);
          expectProteinWithinLimits(r.macros[day], r.targetCalories[day], input);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it("protein reaches the person's g/kg aim unless 35% of calories stops it", () => {
    fc.assert(
      fc.property(advancedCase, ({ variant, input }) => {
        const r = advancedOrRefusal(variant, input);
        if (!r) return;
        const band = input.age < 18 ? [1.0, 1.5] : input.age >= 65 ? [1.2, 1.5] : [1.2, 1.6];
        const muscle = MUSCLE_VARIANTS.includes(variant) || Number(input.strengthHours) >= 2;
        const aim = (muscle ? band[1] : band[0]) ?? 0;
        const calories = r.targetCalories.rest;
        const wanted = Math.min(
          aim * referenceKg(input.weight, input.height),
          (0.35 * calories) / 4,
        );
        expect(r.macros.rest.protein.grams).toBeGreaterThanOrEqual(wanted - 1);
      }),
      { numRuns: RUNS },
    );
  });
});

describe("3a.5 goal dates", () => {
  it("a goal date is judged against 1 kg a week (0.5 for teenagers and from 65), and a past, near or far date never refuses the plan", () => {
    fc.assert(
      fc.property(basicCase, ({ variant, input }) => {
        const r = basicOrRefusal(variant, input);
        if (!r || !r.goalDate) return;
        if (r.goalDate.status === "set-aside") {
          expect(r.warnings.some((w) => w.message === (r.goalDate as { note: string }).note)).toBe(
            true,
          );
          return;
        }
        const limit = r.direction === "gain" ? 0.5 : input.age < 18 || input.age >= 65 ? 0.5 : 1;
        expect(r.goalDate.safeMaxRate).toBeLessThanOrEqual(limit);
        // 3b.1: safe from the soonest safe date on (the fastest safe pace's own goal day).
        const nearest = r.goalDate.nearestSafeDate;
        expect(r.goalDate.withinSafeRate).toBe(nearest !== null && r.goalDate.date >= nearest);
        if (!r.goalDate.withinSafeRate)
          expect(r.warnings.some((w) => w.type === "high")).toBe(true);
        if (r.goalDate.plannedDate !== null && !r.goalDate.meetsDate) {
          expect(r.warnings.some((w) => /after the date you chose/.test(w.message))).toBe(true);
        }
      }),
      { numRuns: RUNS },
    );
  });
});

describe("3a.6 fibre", () => {
  it("fibre is 30 g a day from 16 and 25 g at 13 to 15, whatever the calories", () => {
    fc.assert(
      fc.property(advancedCase, ({ variant, input }) => {
        const r = advancedOrRefusal(variant, input);
        if (!r) return;
        const fibre = input.age >= 16 ? 30 : 25;
        expect(r.macros.training.fiber).toBe(fibre);
        expect(r.macros.rest.fiber).toBe(fibre);
      }),
      { numRuns: RUNS },
    );
  });
});

describe("3a.7 keto and low-carb", () => {
  it("keto keeps at least 20 g of carbohydrate a day and never has a refeed day; no diet starts with one (3b.7)", () => {
    fc.assert(
      fc.property(advancedCase, ({ variant, input }) => {
        const r = advancedOrRefusal(variant, input);
        if (!r) return;
        const diet = input.dietType ?? variantRules(variant).dietType ?? "standard";
        if (diet === "keto") {
          expect(r.refeedDays).toBeUndefined();
          expect(r.macros.training.carbs.grams).toBeGreaterThanOrEqual(20);
          expect(r.macros.rest.carbs.grams).toBeGreaterThanOrEqual(20);
        }
        if (input.refeedFrequency === undefined) expect(r.refeedDays).toBeUndefined();
      }),
      { numRuns: RUNS },
    );
  });

  it("refeed days stay at or under maintenance and 1.6 times the planned average", () => {
    fc.assert(
      fc.property(advancedCase, ({ variant, input }) => {
        const r = advancedOrRefusal(variant, input);
        if (!r?.refeedDays) return;
        expect(r.refeedDays.calories).toBeLessThanOrEqual(r.maintenance);
        expect(r.refeedDays.calories).toBeLessThanOrEqual(
          1.6 * (r.maintenance - r.dailyDeficit) + 200,
        );
      }),
      { numRuns: RUNS },
    );
  });
});

describe("3a.8 supplements", () => {
  it("in pregnancy and while breastfeeding only the NHS's advice; with a medical condition no creatine or caffeine; under 18 only vitamin D; nothing sold for weight loss", () => {
    fc.assert(
      fc.property(advancedCase, ({ variant, input }) => {
        const r = advancedOrRefusal(variant, input);
        if (!r) return;
        const names = r.supplementRecommendations.map((s) => s.name);
        for (const name of names) expect(name).not.toMatch(WEIGHT_LOSS_PRODUCTS);
        if (r.maternal === "pregnant") expect(names).toEqual(["Folic acid", "Vitamin D"]);
        else if (r.maternal === "breastfeeding") expect(names).toEqual(["Vitamin D"]);
        else if (input.age < 18) expect(names).toEqual(["Vitamin D"]);
        if ((input.medicalConditions ?? []).length > 0) {
          expect(names.join(" ")).not.toMatch(/creatine|caffeine/i);
          expect(r.supplementAdvice).toMatch(/GP or pharmacist/);
        }
        for (const s of r.supplementRecommendations) {
          if (/caffeine/i.test(s.name)) expect(s.dosage).toMatch(/no more than 400 mg/);
        }
        // Pregnancy plans no change at all: no deficit, and no surplus towards a higher target.
        if (r.maternal === "pregnant") expect(r.direction).toBe("maintain");
      }),
      { numRuns: RUNS },
    );
  });

  it("only women of 13 to 55 are asked about pregnancy and breastfeeding", () => {
    fc.assert(
      fc.property(advancedCase, ({ variant, input }) => {
        const r = advancedOrRefusal(variant, input);
        if (!r) return;
        const asked = input.gender === "female" && input.age <= 55;
        if (!asked) expect(r.maternal).toBe("none");
      }),
      { numRuns: RUNS },
    );
  });

  it("under-18s are only ever offered vitamin D, whatever their answers", () => {
    fc.assert(
      fc.property(
        fc.record({
          age: fc.integer({ min: 1, max: 17 }),
          sex: fc.constantFrom<Sex>("male", "female"),
          weightKg: oneDecimal(20, 150),
          sleepHours: steps(4, 12, 0.5),
          dietType: fc.constantFrom(...DIET_TYPES),
          proteinG: fc.integer({ min: 0, max: 400 }),
          strengthHours: steps(0, 15, 0.5),
          trainingHours: steps(0, 40, 0.5),
          maternal: fc.constant("none" as const),
          medicalConditions: fc.subarray([...MEDICAL_CONDITIONS]),
          thyroidCondition: fc.constantFrom(...THYROID_CONDITIONS),
          menopause: fc.boolean(),
        }),
        (s) => {
          expect(supplementAdvice(s).items.map((x) => x.name)).toEqual(["Vitamin D"]);
        },
      ),
      { numRuns: RUNS },
    );
  });
});

describe("3a.9 breastfeeding", () => {
  it("adds 330 kcal; no deficit in the first 8 weeks; never under 1,500 kcal, under 1,800 only without a deficit; at most 0.5 kg a week (3b.8)", () => {
    fc.assert(
      fc.property(
        fc.oneof(anyBasic("breastfeeding"), realistic(anyBasic("breastfeeding"))),
        (input) => {
          const r = basicOrRefusal("breastfeeding", input);
          if (!r) return;
          expect(r.maintenance).toBe(r.tdee + BREASTFEEDING_EXTRA);
          if (Number(input.weeksPostpartum) < 8) expect(r.dailyDeficit).toBeLessThanOrEqual(0);
          expect(r.targetCalories).toBeGreaterThanOrEqual(BREASTFEEDING_ABSOLUTE_FLOOR);
          if (r.dailyDeficit > 0)
            expect(r.targetCalories).toBeGreaterThanOrEqual(BREASTFEEDING_FLOOR);
          expect(r.weeklyLoss).toBeLessThanOrEqual(0.5);
          expect(r.supplements?.items.map((s) => s.name)).toEqual(["Vitamin D"]);
        },
      ),
      { numRuns: RUNS },
    );
  });
});

describe("3a.10 pregnancy", () => {
  it("kids and pregnancy never get a deficit; pregnancy needs come from the weight before pregnancy", () => {
    fc.assert(
      fc.property(
        fc
          .constantFrom("kids", "pregnancy")
          .chain((variant) => anyBasic(variant).map((input) => ({ variant, input }))),
        ({ variant, input }) => {
          const r = basicPlan(input, variant);
          expect(r.dailyDeficit).toBeLessThanOrEqual(0);
          expect(r.direction).not.toBe("lose");
          if (variant !== "pregnancy") return;
          const before = Number(input.prePregnancyWeight ?? input.weight);
          // Henry 2005 under 18 (3b.2), Mifflin-St Jeor from 18
          const bmr =
            input.age < 18
              ? henryTeenBmr("female", before)
              : bmrOf("mifflin", {
                  sex: "female",
                  age: input.age,
                  heightCm: input.height,
                  weightKg: before,
                });
          expect(r.tdee).toBe(Math.round(bmr * Number(input.activity)));
          // Folic acid is for the first 12 weeks only.
          expect(r.supplements?.items.map((s) => s.name)).toEqual(
            Number(input.trimester) === 1 ? ["Folic acid", "Vitamin D"] : ["Vitamin D"],
          );
        },
      ),
      { numRuns: RUNS },
    );
  });
});

describe("3a.11 projection", () => {
  const people = fc.record({
    sex: fc.constantFrom<Sex>("male", "female"),
    age: fc.integer({ min: 18, max: 90 }),
    heightCm: oneDecimal(145, 200),
    bmi: oneDecimal(17, 45),
    pal: steps(1.2, 1.9, 0.05),
    cut: fc.integer({ min: 100, max: 1500 }),
    maintenanceShare: oneDecimal(0.9, 1.1),
    targetShare: oneDecimal(0.5, 0.98),
  });

  it("starts at the plan's maintenance, holds at the target once reached and never runs below BMI 12", () => {
    fc.assert(
      fc.property(people, (p) => {
        const weightKg = weightAtBmi(p.bmi, p.heightCm);
        const resting =
          9.99 * weightKg + 6.25 * p.heightCm - 4.92 * p.age + (p.sex === "male" ? 5 : -161);
        const maintenanceKcal = resting * p.pal * p.maintenanceShare;
        if (maintenanceKcal - p.cut < 800) return;
        const targetWeightKg = weightKg * p.targetShare;
        const r = projectWeight({
          sex: p.sex,
          age: p.age,
          heightCm: p.heightCm,
          weightKg,
          pal: p.pal,
          intakeChangeKcal: -p.cut,
          days: 1000,
          maintenanceKcal,
          targetWeightKg,
        });
        expectAllFinite(r);
        const lowest = weightAtBmi(12, p.heightCm);
        for (const w of r.weightKg) expect(w).toBeGreaterThanOrEqual(lowest - 1e-9);
        const reached = r.weightKg.findIndex((w) => w <= targetWeightKg);
        if (reached > 0) {
          const held = r.weightKg.slice(reached);
          // Holds: never more than a day's loss past the target, and flat from then on.
          for (const w of held) expect(Math.abs(w - (held[0] ?? w))).toBeLessThan(1e-9);
          expect(targetWeightKg - (held[0] ?? 0)).toBeLessThan(0.5);
        }
      }),
      { numRuns: 300 },
    );
  }, 60_000);

  it("with no change of intake, a projection from the plan's maintenance stays where it started", () => {
    fc.assert(
      fc.property(people, (p) => {
        const weightKg = weightAtBmi(p.bmi, p.heightCm);
        const maintenanceKcal = 2000 * p.maintenanceShare;
        const r = projectWeight({
          sex: p.sex,
          age: p.age,
          heightCm: p.heightCm,
          weightKg,
          pal: p.pal,
          intakeChangeKcal: 0,
          days: 90,
          maintenanceKcal,
        });
        for (const w of r.weightKg) expect(Math.abs(w - weightKg)).toBeLessThan(0.05);
      }),
      { numRuns: 200 },
    );
  });

  it("a planned deficit (never under the floor) loses weight every week, and the loss slows down while BMI stays at 17 or more", () => {
    fc.assert(
      fc.property(people, (p) => {
        const weightKg = weightAtBmi(p.bmi, p.heightCm);
        const resting =
          9.99 * weightKg + 6.25 * p.heightCm - 4.92 * p.age + (p.sex === "male" ? 5 : -161);
        // Plans never go under the floor; far below it, a lean body's loss speeds up again as
        // fat runs out and more of the loss is lean tissue (the Forbes curve), as it should.
        if (resting * p.pal - p.cut < ADULT_FLOOR[p.sex]) return;
        const r = projectWeight({
          sex: p.sex,
          age: p.age,
          heightCm: p.heightCm,
          weightKg,
          pal: p.pal,
          intakeChangeKcal: -p.cut,
          days: 365,
        });
        const lowest = weightAtBmi(17, p.heightCm);
        const weekly: number[] = [];
        for (let d = 7; d < r.weightKg.length; d += 7) {
          const end = r.weightKg[d] ?? 0;
          if (end < lowest) break;
          weekly.push(end - (r.weightKg[d - 7] ?? 0));
        }
        for (const c of weekly) expect(c).toBeLessThan(0);
        // Within a gram a week: the water the body holds settles over the first weeks.
        for (let i = 1; i < weekly.length; i++) {
          expect(Math.abs(weekly[i] ?? 0)).toBeLessThanOrEqual(Math.abs(weekly[i - 1] ?? 0) + 1e-3);
        }
      }),
      { numRuns: 300 },
    );
  });

  it("a 300 kg man at PAL 2.5 gets a finite projection", () => {
    expectAllFinite(
      projectWeight({
        sex: "male",
        age: 30,
        heightCm: 190,
        weightKg: 300,
        pal: 2.5,
        intakeChangeKcal: -500,
        days: 30,
      }),
    );
  });

  it("the straight 7,700 kcal/kg line loses under a deficit and gains under a surplus", () => {
    fc.assert(
      fc.property(
        oneDecimal(WEIGHT_RULE.min, WEIGHT_RULE.max),
        fc.integer({ min: -3000, max: 3000 }).filter((d) => d !== 0),
        fc.integer({ min: 1, max: 3650 }),
        (weightKg, dailyDeficitKcal, days) => {
          const r = linearProjection({ weightKg, dailyDeficitKcal, days });
          const last = r.weightKg[r.weightKg.length - 1] ?? weightKg;
          if (dailyDeficitKcal > 0) expect(last).toBeLessThan(weightKg);
          else expect(last).toBeGreaterThan(weightKg);
          expect(Math.min(...r.weightKg)).toBeGreaterThanOrEqual(0);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe("3a.12 activity", () => {
  it("maintenance is never above 2.5 x BMR, and health factors move it by 0 (3b.6)", () => {
    fc.assert(
      fc.property(advancedCase, ({ variant, input }) => {
        const r = advancedOrRefusal(variant, input);
        if (!r) return;
        // r.bmr and r.tdee are each rounded to the nearest kcal.
        expect(r.tdee).toBeLessThanOrEqual(2.5 * (r.bmr + 0.5) + 0.5);
        expect(r.adjustedTdee).toBe(r.tdee);
      }),
      { numRuns: RUNS },
    );
  });

  it("at neutral settings the advanced maintenance equals the basic one for the same person", () => {
    fc.assert(
      fc.property(realistic(anyBasic("default")), (input) => {
        const basic = basicOrRefusal("default", input);
        if (!basic) return;
        const advanced = advancedPlan(
          {
            age: input.age,
            gender: input.gender,
            height: input.height,
            weight: input.weight,
            targetWeight: input.targetWeight as number,
            lossRate: input.lossRate as number,
            baseActivity: input.activity as number,
            bmrFormula: "mifflin",
          },
          "default",
        );
        expect(advanced.adjustedTdee).toBe(basic.tdee);
      }),
      { numRuns: RUNS },
    );
  });
});

describe("3a.13 changed choices are said", () => {
  it("a pace above the variant's maximum, a recomposition pace and a keto refeed each come with a note", () => {
    fc.assert(
      fc.property(advancedCase, ({ variant, input }) => {
        const r = advancedOrRefusal(variant, input);
        if (!r || r.direction !== "lose") return;
        const messages = r.warnings.map((w) => w.message).join("\n");
        const rules = variantRules(variant);
        const cap = Math.min(
          rules.maxLossRate,
          rules.maxLossShare * input.weight,
          input.age < 18 || input.age >= 65 ? 0.5 : 2,
          r.maternal === "breastfeeding" ? 0.5 : 2,
        );
        if (Number(input.lossRate) > cap) expect(messages).toMatch(/We have planned/);
        const diet = input.dietType ?? rules.dietType;
        if (diet === "keto" && input.refeedFrequency === "weekly")
          expect(messages).toMatch(/refeed/);
        if (
          variant === "body-recomposition" &&
          Math.abs(r.weeklyLoss - Number(input.lossRate)) > 0.02 &&
          Number(input.lossRate) <= cap
        ) {
          // Said as the recomposition share, the pace limit, or the floor that held it.
          expect(messages).toMatch(/rather than|We have planned|the lowest we plan/);
        }
      }),
      { numRuns: RUNS },
    );
  });
});

describe("named examples from the review", () => {
  it("a woman of 30, 165 cm, 60 kg, aiming for 48 kg is refused, told 50.4 kg is the lowest healthy weight", () => {
    const error = inputErrorOf(() =>
      basicPlan({
        age: 30,
        gender: "female",
        height: 165,
        weight: 60,
        activity: 1.375,
        targetWeight: 48,
        lossRate: 0.5,
      }),
    );
    expect(error.field).toBe("targetWeight");
    expect(error.message).toMatch(/50\.4 kg/);
    const imperial = inputErrorOf(() =>
      basicPlan({
        age: 30,
        gender: "female",
        height: 165,
        weight: 60,
        activity: 1.375,
        targetWeight: 48,
        lossRate: 0.5,
        units: "imperial",
      }),
    );
    // 50.37 kg is 111.04 lb, rounded up to 112 lb.
    expect(imperial.message).toMatch(/8 st 0 lb/);
  });

  it("a woman of 22 at BMI 17.3 gets no deficit and the advice to see a GP", () => {
    const r = basicPlan({
      age: 22,
      gender: "female",
      height: 170,
      weight: 50,
      activity: 1.375,
      targetWeight: 50,
      lossRate: 0.5,
    });
    expect(r.direction).toBe("maintain");
    expect(r.warnings[0]?.recommendation).toMatch(/GP/);
  });

  it("a girl of 15 at 160 cm and 45 kg gets no diet plan", () => {
    const r = basicPlan({
      age: 15,
      gender: "female",
      height: 160,
      weight: 45,
      activity: 1.55,
      targetWeight: 43,
      lossRate: 0.5,
    });
    expect(r.direction).toBe("maintain");
    expect(r.dailyDeficit).toBeLessThanOrEqual(0);
  });

  it("a teenager with no training days never takes more than 0.5 kg a week, on any day", () => {
    const r = advancedPlan(
      {
        age: 16,
        gender: "male",
        height: 175,
        weight: 95,
        targetWeight: 80,
        lossRate: 0.5,
        baseActivity: 1.55,
        bmrFormula: "mifflin",
        trainingDays: 0,
      },
      "teen",
    );
    expect(r.weeklyLoss).toBeLessThanOrEqual(0.5);
    expect(r.maintenance - r.targetCalories.rest).toBeLessThanOrEqual(550);
  });

  it("the safe variant never plans a day more than 750 kcal under maintenance", () => {
    const r = advancedPlan(
      {
        age: 40,
        gender: "male",
        height: 180,
        weight: 110,
        targetWeight: 90,
        lossRate: 1,
        baseActivity: 1.55,
        bmrFormula: "mifflin",
        trainingDays: 3,
      },
      "safe",
    );
    expect(r.maintenance - r.targetCalories.rest).toBeLessThanOrEqual(750);
    expect(r.maintenance - r.targetCalories.training).toBeLessThanOrEqual(750);
  });

  it("a woman of 75 on 1,200 kcal gets protein within 1.5 g/kg and 35% of her calories", () => {
    const r = basicPlan(
      {
        age: 75,
        gender: "female",
        height: 160,
        // BMI 27.3: from 65 a loss is planned only from BMI 25, to no lower than 23 (3b.3)
        weight: 70,
        activity: 1.2,
        targetWeight: 64,
        lossRate: 0.5,
      },
      "senior",
    );
    expect(r.targetCalories).toBe(1200);
    expect(r.macros?.protein.grams).toBeLessThanOrEqual(1.5 * 70);
    expect(r.macros?.protein.percentage).toBeLessThanOrEqual(35);
  });

  it("a goal date that needs 1.92 kg a week is called unsafe, with the date the plan really reaches", () => {
    const r = basicPlan({
      age: 35,
      gender: "male",
      height: 180,
      weight: 110,
      activity: 1.55,
      targetWeight: 90,
      lossRate: 1,
      goalDate: "2026-03-05",
      today: TODAY,
    });
    expect(r.goalDate).toMatchObject({ status: "set", withinSafeRate: false, meetsDate: false });
    expect(r.warnings.map((w) => w.message).join(" ")).toMatch(
      /sooner than you can safely get there/,
    );
  });

  it("a past goal date is set aside with a note, and the plan still comes", () => {
    const r = basicPlan({
      age: 35,
      gender: "male",
      height: 180,
      weight: 110,
      activity: 1.55,
      targetWeight: 90,
      lossRate: 1,
      goalDate: "2025-06-01",
      today: TODAY,
    });
    expect(r.goalDate).toMatchObject({ status: "set-aside" });
    expect(r.direction).toBe("lose");
  });

  it("a woman of 85, 150 cm, 60 kg, whose maintenance is under 1,200 kcal, is not told to 'lose'", () => {
    // BMI 26.7 (from 65 no deficit is planned under 25: 3b.3); Mifflin 951.5 x 1.2 = 1142
    const r = basicPlan({
      age: 85,
      gender: "female",
      height: 150,
      weight: 60,
      activity: 1.2,
      targetWeight: 56,
      lossRate: 0.5,
    });
    expect(r.maintenance).toBeLessThan(1200);
    expect(r.direction).toBe("maintain");
    expect(r.warnings[0]?.type).toBe("critical");
  });

  it("breastfeeding adds 330 kcal, not 500", () => {
    const r = basicPlan(
      {
        age: 30,
        gender: "female",
        height: 165,
        weight: 75,
        activity: 1.375,
        targetWeight: 65,
        lossRate: 0.5,
        weeksPostpartum: 12,
      },
      "breastfeeding",
    );
    expect(r.maintenance - r.tdee).toBe(330);
  });

  it("body recomposition says when it changes the pace chosen", () => {
    const r = basicPlan(
      {
        age: 30,
        gender: "male",
        height: 180,
        weight: 85,
        activity: 1.55,
        targetWeight: 78,
        lossRate: 1.5,
      },
      "body-recomposition",
    );
    expect(r.weeklyLoss).toBeLessThan(1.5);
    expect(r.warnings.some((w) => /body recomposition/i.test(w.message))).toBe(true);
  });

  it("a 40 kg woman's projection stops at her target, far above BMI 12", () => {
    const r = projectWeight({
      sex: "female",
      age: 30,
      heightCm: 150,
      weightKg: 45,
      pal: 1.4,
      intakeChangeKcal: -500,
      days: 730,
      maintenanceKcal: 1700,
      targetWeightKg: 42,
    });
    expect(Math.min(...r.weightKg)).toBeGreaterThan(41.5);
  });
});

describe("unit conversions", () => {
  it("round-trip within their rounding (0.05 lb, 0.05 in)", () => {
    fc.assert(
      fc.property(
        fc.double({ min: WEIGHT_RULE.min, max: WEIGHT_RULE.max, noNaN: true }),
        fc.double({ min: HEIGHT_RULE.min, max: HEIGHT_RULE.max, noNaN: true }),
        (kg, cm) => {
          const w = kgToStonesPounds(kg);
          expect(Math.abs(stonesPoundsToKg(w.stones, w.pounds) - kg)).toBeLessThanOrEqual(
            0.05 * 0.45359237 + 1e-9,
          );
          const h = cmToFeetInches(cm);
          expect(Math.abs(feetInchesToCm(h.feet, h.inches) - cm)).toBeLessThanOrEqual(
            0.05 * 2.54 + 1e-9,
          );
        },
      ),
      { numRuns: RUNS * 2 },
    );
  });
});
