import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { ACTIVITY_LEVELS } from "../../engine/data/activity-levels.ts";
import { advancedPlan, DIET_TYPES, type AdvancedInput } from "../../engine/advanced-plan.ts";
import { basicPlan, type BasicInput, type BasicResult } from "../../engine/basic-plan.ts";
import { BMR_FORMULAS } from "../../engine/bmr.ts";
import { InputError } from "../../engine/errors.ts";
import { linearProjection } from "../../engine/linear-projection.ts";
import {
  AGE_RULE,
  BODY_FAT_RULE,
  HEIGHT_RULE,
  TARGET_WEIGHT_RULE,
  WEIGHT_RULE,
} from "../../engine/input-ranges.ts";
import { projectWeight } from "../../engine/projection.ts";
import { supplementRecommendations } from "../../engine/supplements.ts";
import { JOB_TYPES, MENSTRUAL_PHASES, THYROID_CONDITIONS } from "../../engine/tdee.ts";
import { MEAL_TIMINGS } from "../../engine/tips.ts";
import { PLATEAU_STRATEGIES } from "../../engine/timeline.ts";
import type { Macros, Sex } from "../../engine/types.ts";
import {
  cmToFeetInches,
  feetInchesToCm,
  kgToStonesPounds,
  stonesPoundsToKg,
} from "../../engine/units.ts";
import { VARIANT_IDS, variantRules } from "../../engine/variants.ts";
import { inputErrorOf } from "./input-error-helpers.ts";

// Laws that hold for every valid input and every variant. Inputs stay inside the spec's
// section 5 ranges (the engine's own rule constants), so any throw other than a documented
// InputError is a failure.

const RUNS = 2000;
const TODAY = "2026-01-01";
// Spec section 9 and NHS guidance: the adult floors; teenagers 1,400 kcal and 0.5 kg a week.
const ADULT_FLOOR: Record<Sex, number> = { male: 1500, female: 1200 };
const TEEN_FLOOR = 1400;
const TEEN_MAX_LOSS = 0.5;
// Product.md section 4: breastfeeding.
const BREASTFEEDING_FLOOR = 1800;
const BREASTFEEDING_ABSOLUTE_FLOOR = 1500;
const BREASTFEEDING_MAX_LOSS = 0.75;
const BREASTFEEDING_NO_DEFICIT_WEEKS = 8;
// Spec section 5: the weekly rate slider.
const LOSS_RATES = [0.25, 0.5, 0.75, 1, 1.25, 1.5, 1.75, 2];
const NO_ADVANCED_PLAN = ["kids", "pregnancy", "breastfeeding"];
// Stimulants and weight-loss products no plan ever suggests to anyone.
const WEIGHT_LOSS_PRODUCTS =
  /fat burn|thermogenic|green tea|garcinia|raspberry ketone|yohimbine|synephrine|ephedr|orlistat|diet pill|glucomannan|carnitine|\bCLA\b/i;

const steps = (min: number, max: number, step: number) =>
  fc.integer({ min: Math.round(min / step), max: Math.round(max / step) }).map((n) => n * step);
const oneDecimal = (min: number, max: number) => steps(min, max, 0.1).map((n) => +n.toFixed(1));

function isoDaysAfter(today: string, days: number): string {
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

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
  // Whole-kcal rounding may take off up to half a calorie.
  expect(macros.fats.calories).toBeGreaterThanOrEqual(0.2 * calories - 0.5);
  for (const m of parts) {
    expect(m.grams).toBeGreaterThanOrEqual(0);
    expect(m.calories).toBeGreaterThanOrEqual(0);
  }
  // Grams match calories at 4 / 4 / 9 kcal a gram, to the nearest gram.
  expect(Math.abs(macros.protein.grams * 4 - macros.protein.calories)).toBeLessThanOrEqual(2);
  expect(Math.abs(macros.carbs.grams * 4 - macros.carbs.calories)).toBeLessThanOrEqual(2);
  expect(Math.abs(macros.fats.grams * 9 - macros.fats.calories)).toBeLessThanOrEqual(4.5);
}

/** The item at `i`, failing the test if there is none. */
function at(list: readonly number[], i: number): number {
  const value = list[i];
  if (value === undefined) throw new Error(`no item ${i}`);
  return value;
}

const variantId = fc.constantFrom(...VARIANT_IDS);

/** A valid basic input for a variant (spec section 5 ranges, narrowed by the variant). */
function basicInput(variant: string): fc.Arbitrary<BasicInput> {
  const rules = variantRules(variant);
  return fc.record({
    age: fc.integer({ min: rules.minAge, max: Math.min(rules.maxAge, AGE_RULE.max) }),
    gender: rules.sex ? fc.constant(rules.sex) : fc.constantFrom<Sex>("male", "female"),
    height: oneDecimal(HEIGHT_RULE.min, HEIGHT_RULE.max),
    weight: oneDecimal(WEIGHT_RULE.min, WEIGHT_RULE.max),
    activity: fc.constantFrom(...ACTIVITY_LEVELS.map((l) => l.value)),
    targetWeight: oneDecimal(TARGET_WEIGHT_RULE.min, TARGET_WEIGHT_RULE.max),
    lossRate: fc.constantFrom(...LOSS_RATES),
    goalDate: fc.option(
      fc.integer({ min: 7, max: 5 * 365 }).map((d) => isoDaysAfter(TODAY, d)),
      { nil: undefined },
    ),
    trimester: fc.constantFrom(1, 2, 3),
    prePregnancyWeight: fc.option(oneDecimal(WEIGHT_RULE.min, WEIGHT_RULE.max), {
      nil: undefined,
    }),
    weeksPostpartum: fc.integer({ min: 0, max: 104 }),
    today: fc.constant(TODAY),
  });
}

const basicCase = variantId.chain((variant) =>
  basicInput(variant).map((input) => ({ variant, input })),
);

/**
 * Runs the basic plan; muscle gain with a target at or below the current weight is the one
 * documented refusal of a valid-looking input (returns undefined).
 */
function runBasic(variant: string, input: BasicInput): BasicResult | undefined {
  if (variant === "muscle-gain" && Number(input.targetWeight) <= Number(input.weight)) {
    expect(inputErrorOf(() => basicPlan(input, variant)).field).toBe("targetWeight");
    return undefined;
  }
  return basicPlan(input, variant);
}

describe("safety laws: basicPlan, every variant", () => {
  it("every numeric output is finite, and no gram amount is negative", () => {
    fc.assert(
      fc.property(basicCase, ({ variant, input }) => {
        const r = runBasic(variant, input);
        if (r) expectAllFinite(r);
      }),
      { numRuns: RUNS * 2 },
    );
  });

  it("calorie targets are never under the floor of the sex and variant", () => {
    fc.assert(
      fc.property(basicCase, ({ variant, input }) => {
        const r = runBasic(variant, input);
        if (!r || variant === "kids") return;
        const sex = input.gender as Sex;
        const variantFloor = variantRules(variant).floor[sex];
        const floor = variant === "breastfeeding" ? BREASTFEEDING_ABSOLUTE_FLOOR : variantFloor;
        expect(r.targetCalories).toBeGreaterThanOrEqual(Math.max(floor, ADULT_FLOOR[sex]));
      }),
      { numRuns: RUNS * 2 },
    );
  });

  it("teenagers (13-17) never lose more than 0.5 kg a week nor eat under 1,400 kcal", () => {
    fc.assert(
      fc.property(
        basicCase.filter(({ input }) => Number(input.age) >= 13 && Number(input.age) <= 17),
        ({ variant, input }) => {
          const r = runBasic(variant, input);
          if (!r) return;
          expect(r.weeklyLoss).toBeLessThanOrEqual(TEEN_MAX_LOSS);
          expect(r.targetCalories).toBeGreaterThanOrEqual(TEEN_FLOOR);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it("kids and pregnancy never get a deficit", () => {
    const noDeficit = fc
      .constantFrom("kids", "pregnancy")
      .chain((variant) => basicInput(variant).map((input) => ({ variant, input })));
    fc.assert(
      fc.property(noDeficit, ({ variant, input }) => {
        const r = basicPlan(input, variant);
        expect(r.dailyDeficit).toBeLessThanOrEqual(0);
        expect(r.weeklyLoss).toBeLessThanOrEqual(0);
        expect(r.targetCalories).toBeGreaterThanOrEqual(r.tdee);
        expect(r.direction).not.toBe("lose");
      }),
      { numRuns: RUNS },
    );
  });

  it("breastfeeding: no deficit in the first 8 weeks, never under 1,500 kcal, under 1,800 only without a deficit, at most 0.75 kg a week", () => {
    fc.assert(
      fc.property(basicInput("breastfeeding"), (input) => {
        const r = basicPlan(input, "breastfeeding");
        const maintenance = r.tdee + 500;
        if (Number(input.weeksPostpartum) < BREASTFEEDING_NO_DEFICIT_WEEKS) {
          expect(r.dailyDeficit).toBeLessThanOrEqual(0);
          expect(r.targetCalories).toBeGreaterThanOrEqual(maintenance);
        }
        expect(r.targetCalories).toBeGreaterThanOrEqual(BREASTFEEDING_ABSOLUTE_FLOOR);
        if (r.targetCalories < maintenance) {
          expect(r.targetCalories).toBeGreaterThanOrEqual(BREASTFEEDING_FLOOR);
        }
        expect(r.weeklyLoss).toBeLessThanOrEqual(BREASTFEEDING_MAX_LOSS);
      }),
      { numRuns: RUNS },
    );
  });

  it("no variant loses faster than its own maximum, and no deficit goes past it", () => {
    fc.assert(
      fc.property(basicCase, ({ variant, input }) => {
        const r = runBasic(variant, input);
        if (!r) return;
        const rules = variantRules(variant);
        expect(r.weeklyLoss).toBeLessThanOrEqual(rules.maxLossRate);
        if (rules.maxDeficit !== undefined) {
          expect(r.dailyDeficit).toBeLessThanOrEqual(rules.maxDeficit);
        }
        if (Number(input.age) >= 65) expect(r.weeklyLoss).toBeLessThanOrEqual(0.5);
      }),
      { numRuns: RUNS },
    );
  });

  it("macros' calories add up to the day's calories within 1%, fat never under 20%", () => {
    fc.assert(
      fc.property(basicCase, ({ variant, input }) => {
        const r = runBasic(variant, input);
        if (r) expectSoundMacros(r.macros, r.targetCalories);
      }),
      { numRuns: RUNS },
    );
  });

  it("a plan moves the right way: a deficit to lose, a surplus to gain, or a critical warning", () => {
    fc.assert(
      fc.property(basicCase, ({ variant, input }) => {
        const r = runBasic(variant, input);
        if (!r) return;
        if (r.direction === "gain") expect(r.dailyDeficit).toBeLessThan(0);
        if (r.direction === "lose" && r.weeksToGoal !== null) {
          expect(r.dailyDeficit).toBeGreaterThan(0);
        }
        // A loss the floor makes impossible is never planned silently.
        if (r.direction === "lose" && r.weeksToGoal === null) {
          expect(r.warnings.some((w) => w.type === "critical")).toBe(true);
          expect(r.weeklyLoss).toBe(0);
        }
        if (r.weeksToGoal !== null) expect(r.weeksToGoal).toBeGreaterThan(0);
      }),
      { numRuns: RUNS },
    );
  });
});

/** A valid advanced input for a variant. */
function advancedInput(variant: string): fc.Arbitrary<AdvancedInput> {
  const rules = variantRules(variant);
  return fc
    .record({
      age: fc.integer({ min: Math.max(rules.minAge, AGE_RULE.min), max: rules.maxAge }),
      gender: rules.sex ? fc.constant(rules.sex) : fc.constantFrom<Sex>("male", "female"),
      height: oneDecimal(HEIGHT_RULE.min, HEIGHT_RULE.max),
      weight: oneDecimal(WEIGHT_RULE.min, WEIGHT_RULE.max),
      bodyFat: fc.option(oneDecimal(BODY_FAT_RULE.min, BODY_FAT_RULE.max), { nil: undefined }),
      targetWeight: oneDecimal(TARGET_WEIGHT_RULE.min, TARGET_WEIGHT_RULE.max),
      lossRate: fc.constantFrom(...LOSS_RATES),
      goalDate: fc.option(
        fc.integer({ min: 7, max: 5 * 365 }).map((d) => isoDaysAfter(TODAY, d)),
        { nil: undefined },
      ),
      baseActivity: fc.constantFrom(...ACTIVITY_LEVELS.map((l) => l.value)),
      cardioHours: steps(0, 20, 0.5),
      strengthHours: steps(0, 15, 0.5),
      sportsHours: steps(0, 20, 0.5),
      dailySteps: steps(1000, 30000, 500),
      jobType: fc.constantFrom(...JOB_TYPES),
      menstrualCycle: fc.constantFrom(...MENSTRUAL_PHASES),
      thyroidCondition: fc.constantFrom(...THYROID_CONDITIONS),
      insulinSensitivity: fc.constantFrom("normal", "reduced"),
      sleepHours: steps(4, 12, 0.5),
      stressLevel: fc.integer({ min: 1, max: 10 }),
      medicalConditions: fc.array(fc.constantFrom("diabetes", "high blood pressure"), {
        maxLength: 2,
      }),
      bmrFormula: fc.constantFrom(...BMR_FORMULAS),
      dietType: fc.constantFrom(...DIET_TYPES),
      mealTiming: fc.constantFrom(...MEAL_TIMINGS),
      trainingDays: fc.integer({ min: 0, max: 7 }),
      refeedFrequency: fc.constantFrom("weekly", "none"),
      plateauStrategy: fc.constantFrom(...PLATEAU_STRATEGIES),
      today: fc.constant(TODAY),
    })
    .map((input) =>
      // Spec section 5: Katch-McArdle and Cunningham cannot be chosen without body fat.
      input.bodyFat === undefined &&
      (input.bmrFormula === "katch" || input.bmrFormula === "cunningham")
        ? { ...input, bmrFormula: "mifflin" }
        : input,
    );
}

const advancedVariant = fc.constantFrom(
  ...VARIANT_IDS.filter((id) => !NO_ADVANCED_PLAN.includes(id)),
);
const advancedCase = advancedVariant.chain((variant) =>
  advancedInput(variant).map((input) => ({ variant, input })),
);

describe("safety laws: advancedPlan, every variant", () => {
  it("refuses the kids, pregnancy and breastfeeding variants with an InputError on variant", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...NO_ADVANCED_PLAN),
        advancedInput("default"),
        (variant, input) => {
          const error = inputErrorOf(() => advancedPlan(input, variant));
          expect(error).toBeInstanceOf(InputError);
          expect(error.field).toBe("variant");
        },
      ),
      { numRuns: 300 },
    );
  });

  it("every numeric output is finite, and no gram amount is negative", () => {
    fc.assert(
      fc.property(advancedCase, ({ variant, input }) => {
        expectAllFinite(advancedPlan(input, variant));
      }),
      { numRuns: RUNS * 2 },
    );
  });

  it("training, rest and average targets are never under the floor of the sex and variant", () => {
    fc.assert(
      fc.property(advancedCase, ({ variant, input }) => {
        const r = advancedPlan(input, variant);
        const sex = input.gender as Sex;
        const floor = Math.max(variantRules(variant).floor[sex], ADULT_FLOOR[sex]);
        for (const target of Object.values(r.targetCalories)) {
          expect(target).toBeGreaterThanOrEqual(floor);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it("teenagers (13-17) never lose more than 0.5 kg a week nor eat under 1,400 kcal", () => {
    fc.assert(
      fc.property(
        advancedCase.filter(({ input }) => Number(input.age) <= 17),
        ({ variant, input }) => {
          const r = advancedPlan(input, variant);
          expect(r.weeklyLoss).toBeLessThanOrEqual(TEEN_MAX_LOSS);
          for (const target of Object.values(r.targetCalories)) {
            expect(target).toBeGreaterThanOrEqual(TEEN_FLOOR);
          }
        },
      ),
      { numRuns: RUNS },
    );
  });

  it("macros' calories add up to each day's calories within 1%, fat never under 20%", () => {
    fc.assert(
      fc.property(advancedCase, ({ variant, input }) => {
        const r = advancedPlan(input, variant);
        expectSoundMacros(r.macros.training, r.targetCalories.training);
        expectSoundMacros(r.macros.rest, r.targetCalories.rest);
        expect(r.macros.training.fiber).toBeGreaterThanOrEqual(0);
        expect(r.macros.rest.fiber).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: RUNS },
    );
  });

  it("refeed days stay at or under maintenance and 1.6 times the average target", () => {
    fc.assert(
      fc.property(advancedCase, ({ variant, input }) => {
        const r = advancedPlan(input, variant);
        if (!r.refeedDays) return;
        expect(r.refeedDays.calories).toBeLessThanOrEqual(r.adjustedTdee);
        expect(r.refeedDays.calories).toBeLessThanOrEqual(1.6 * r.targetCalories.average + 0.5);
      }),
      { numRuns: RUNS },
    );
  });

  it("no stimulant or weight-loss supplement for under-18s, and none for anyone", () => {
    fc.assert(
      fc.property(advancedCase, ({ variant, input }) => {
        const r = advancedPlan(input, variant);
        const names = r.supplementRecommendations.map((s) => s.name);
        for (const name of names) expect(name).not.toMatch(WEIGHT_LOSS_PRODUCTS);
        if (Number(input.age) < 18) expect(names).toEqual(["Vitamin D"]);
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
          sleepHours: steps(4, 12, 0.5),
          dietType: fc.constantFrom(...DIET_TYPES),
          proteinG: fc.integer({ min: 0, max: 400 }),
        }),
        (s) => {
          const names = supplementRecommendations(s).map((x) => x.name);
          expect(names).toEqual(["Vitamin D"]);
          expect(names.join(" ")).not.toMatch(/caffeine|creatine/i);
        },
      ),
      { numRuns: RUNS },
    );
  });
});

describe("safety laws: projections", () => {
  // Starting intake in the Hall model: Mifflin-St Jeor in its original coefficients x PAL
  // (shared/reference/hall-model.md).
  const startingIntake = (p: {
    sex: Sex;
    age: number;
    heightCm: number;
    weightKg: number;
    pal: number;
  }) =>
    (9.99 * p.weightKg + 6.25 * p.heightCm - 4.92 * p.age + (p.sex === "male" ? 5 : -161)) * p.pal;
  // Every valid person: checkPerson's ranges (spec section 5) and projectWeight's PAL range.
  const anyone = fc.record({
    sex: fc.constantFrom<Sex>("male", "female"),
    age: fc.integer({ min: AGE_RULE.min, max: AGE_RULE.max }),
    heightCm: oneDecimal(HEIGHT_RULE.min, HEIGHT_RULE.max),
    weightKg: oneDecimal(WEIGHT_RULE.min, WEIGHT_RULE.max),
    pal: steps(1, 2.5, 0.05),
  });
  // Most adults: a starting intake up to 4,000 kcal a day.
  const typical = anyone.filter((p) => startingIntake(p) <= 4000);
  const change = fc.integer({ min: 50, max: 1000 });

  function weekly(weights: number[]): number[] {
    const changes: number[] = [];
    for (let d = 7; d < weights.length; d += 7) changes.push(at(weights, d) - at(weights, d - 7));
    return changes;
  }

  function project(p: Parameters<typeof projectWeight>[0]) {
    try {
      return projectWeight(p);
    } catch (error) {
      // The one documented refusal: an intake under 800 kcal a day.
      expect(error).toBeInstanceOf(InputError);
      expect((error as InputError).field).toBe("intakeChangeKcal");
      expect(startingIntake(p) + p.intakeChangeKcal).toBeLessThan(800 + 1);
      return undefined;
    }
  }

  const loses = (
    people: fc.Arbitrary<Omit<Parameters<typeof projectWeight>[0], "intakeChangeKcal" | "days">>,
  ) =>
    fc.property(people, change, (p, cut) => {
      const r = project({ ...p, intakeChangeKcal: -cut, days: 365 });
      if (!r) return;
      expectAllFinite(r);
      for (const c of weekly(r.weightKg)) expect(c).toBeLessThan(0);
    });
  const gains = (
    people: fc.Arbitrary<Omit<Parameters<typeof projectWeight>[0], "intakeChangeKcal" | "days">>,
  ) =>
    fc.property(people, change, (p, extra) => {
      const r = project({ ...p, intakeChangeKcal: extra, days: 365 });
      if (!r) return;
      expectAllFinite(r);
      for (const c of weekly(r.weightKg)) expect(c).toBeGreaterThan(0);
    });
  const slows = (
    people: fc.Arbitrary<Omit<Parameters<typeof projectWeight>[0], "intakeChangeKcal" | "days">>,
  ) =>
    fc.property(people, change, fc.boolean(), (p, size, surplus) => {
      const r = project({ ...p, intakeChangeKcal: surplus ? size : -size, days: 365 });
      if (!r) return;
      const changes = weekly(r.weightKg).map(Math.abs);
      for (let i = 1; i < changes.length; i++) {
        expect(at(changes, i)).toBeLessThanOrEqual(at(changes, i - 1) + 1e-9);
      }
    });

  it("projections lose weight under a deficit, every week", () => {
    fc.assert(loses(typical), { numRuns: 500 });
  });

  it("projections gain weight under a surplus, every week", () => {
    fc.assert(gains(typical), { numRuns: 500 });
  });

  it("projections slow down over time: each week's change is no bigger than the last", () => {
    fc.assert(slows(typical), { numRuns: 500 });
  });

  // The glycogen equation is stiff (its rate is about starting intake / 2,100 per day), so
  // these laws must also hold for the largest, most active people the forms accept.
  const seed = 20260101;
  it("over every valid person, projections lose weight under a deficit", () => {
    fc.assert(loses(anyone), { numRuns: 1000, seed });
  });
  it("over every valid person, projections gain weight under a surplus", () => {
    fc.assert(gains(anyone), { numRuns: 1000, seed });
  });
  it("over every valid person, projections slow down over time", () => {
    fc.assert(slows(anyone), { numRuns: 1000, seed });
  });
  it("a 300 kg man at PAL 2.5 gets a finite projection", () => {
    const r = projectWeight({
      sex: "male",
      age: 30,
      heightCm: 190,
      weightKg: 300,
      pal: 2.5,
      intakeChangeKcal: -500,
      days: 30,
    });
    expectAllFinite(r);
  });

  it("the straight 7,700 kcal/kg line loses under a deficit and gains under a surplus", () => {
    fc.assert(
      fc.property(
        oneDecimal(WEIGHT_RULE.min, WEIGHT_RULE.max),
        fc.integer({ min: -3000, max: 3000 }).filter((d) => d !== 0),
        fc.integer({ min: 1, max: 3650 }),
        (weightKg, dailyDeficitKcal, days) => {
          const r = linearProjection({ weightKg, dailyDeficitKcal, days });
          const last = at(r.weightKg, r.weightKg.length - 1);
          if (dailyDeficitKcal > 0) expect(last).toBeLessThan(weightKg);
          else expect(last).toBeGreaterThan(weightKg);
          expect(Math.min(...r.weightKg)).toBeGreaterThanOrEqual(0);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe("safety laws: unit conversions", () => {
  it("unit conversions round-trip within their rounding (0.05 lb, 0.05 in)", () => {
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
