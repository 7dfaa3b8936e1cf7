import fc from "fast-check";
import { ACTIVITY_LEVELS } from "../../../engine/data/activity-levels.ts";
import { DIET_TYPES, type AdvancedInput } from "../../../engine/plans/advanced-plan.ts";
import type { BasicInput } from "../../../engine/plans/basic-plan.ts";
import { BMR_FORMULAS } from "../../../engine/energy/bmr.ts";
import { bmiOf, iotfCutoffs, weightAtBmi } from "../../../engine/body/healthy-weight.ts";
import {
  AGE_RULE,
  BODY_FAT_RULE,
  HEIGHT_RULE,
  TARGET_WEIGHT_RULE,
  WEIGHT_RULE,
} from "../../../engine/input/input-ranges.ts";
import {
  MEDICAL_CONDITIONS,
  type MedicalCondition,
} from "../../../engine/plans/medical-conditions.ts";
import { JOB_TYPES, MENSTRUAL_PHASES, THYROID_CONDITIONS } from "../../../engine/energy/tdee.ts";
import { MEAL_TIMINGS } from "../../../engine/plans/tips.ts";
import { PLATEAU_STRATEGIES } from "../../../engine/projection/timeline.ts";
import type { Sex } from "../../../engine/core/types.ts";
import { VARIANT_IDS, variantRules } from "../../../engine/plans/variants.ts";

// The people the engine's laws are checked over (tests/engine/laws/safety-laws.test.ts and the
// planning laws): anyone the forms accept, at every range edge, and realistic adults and
// teenagers, for every variant. Shared so that every law sees the same kinds of people.

export const TODAY = "2026-01-01";
// Every pace a form offers (engine/plans/paces.ts): quarter kilograms from 0.25 to 1.5 kg a week,
// and half pounds from 0.5 to 3 lb, in kg.
export const LOSS_RATES = [
  0.2268, 0.25, 0.4536, 0.5, 0.6804, 0.75, 0.9072, 1, 1.134, 1.25, 1.3608, 1.5,
];
// The variants the advanced calculator refuses: their own basic calculators plan them.
export const NO_ADVANCED_PLAN = ["kids", "pregnancy", "breastfeeding"];

export const steps = (min: number, max: number, step: number) =>
  fc.integer({ min: Math.round(min / step), max: Math.round(max / step) }).map((n) => n * step);
export const oneDecimal = (min: number, max: number) =>
  steps(min, max, 0.1).map((n) => +n.toFixed(1));

export function isoDaysAfter(today: string, days: number): string {
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

export interface PersonLike {
  age: number;
  gender: Sex;
  height: number;
  weight: number;
}

/**
 * Makes anyone the form accepts realistic: height 145-200 cm, BMI 15 to 45, a target within
 * 40% of their weight, so that the interesting branches of every rule are reached often.
 */
export function realistic<T extends PersonLike>(people: fc.Arbitrary<T>): fc.Arbitrary<T> {
  return people.chain((p) =>
    fc
      .record({
        height: oneDecimal(145, 200),
        bmi: oneDecimal(15, 45),
        targetShare: oneDecimal(0.6, 1.15),
      })
      .map(({ height, bmi, targetShare }) => {
        const weight = Math.min(
          WEIGHT_RULE.max,
          Math.max(WEIGHT_RULE.min, +weightAtBmi(bmi, height).toFixed(1)),
        );
        const target = Math.min(
          TARGET_WEIGHT_RULE.max,
          Math.max(TARGET_WEIGHT_RULE.min, +(weight * targetShare).toFixed(1)),
        );
        return { ...p, height, weight, targetWeight: target };
      }),
  );
}

export const variantId = fc.constantFrom(...VARIANT_IDS);

/** Anyone the basic form accepts, for a variant. */
export function anyBasic(variant: string): fc.Arbitrary<BasicInput & PersonLike> {
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
      fc.integer({ min: -60, max: 6 * 365 }).map((d) => isoDaysAfter(TODAY, d)),
      { nil: undefined },
    ),
    trimester: fc.constantFrom(1, 2, 3),
    prePregnancyWeight: fc.option(oneDecimal(WEIGHT_RULE.min, WEIGHT_RULE.max), {
      nil: undefined,
    }),
    weeksPostpartum: fc.integer({ min: 0, max: 104 }),
    today: fc.constant(TODAY),
    units: fc.constantFrom("metric", "imperial"),
  });
}

/** A variant and a basic input for it: anyone the form accepts, or someone realistic. */
export const basicCase = variantId.chain((variant) =>
  fc.oneof(anyBasic(variant), realistic(anyBasic(variant))).map((input) => ({ variant, input })),
);

/**
 * The lowest target the healthy-weight guard accepts: BMI 18.5, 23 from 65 (Winter et al.
 * 2014), or the IOTF thinness cut-off under 18.
 */
export function lowestHealthyKg(p: PersonLike): number {
  return weightAtBmi(bmiLines(p).lowestTarget, p.height);
}

/** The BMI lines the guard judges a person by (docs/safety-rules.md). */
export function bmiLines(p: PersonLike): {
  underweight: number;
  overweight: number;
  obesity: number;
  lowestTarget: number;
} {
  if (p.age < 18) {
    const c = iotfCutoffs(p.gender, p.age);
    return {
      underweight: c.thinness,
      overweight: c.overweight,
      obesity: c.obesity,
      lowestTarget: c.thinness,
    };
  }
  return { underweight: 18.5, overweight: 25, obesity: 30, lowestTarget: p.age >= 65 ? 23 : 18.5 };
}

/**
 * True when the healthy-weight guard refuses this target on `targetWeight`: a loss to under
 * the lowest target (18.5 for someone of 65 or over already under 23; nothing for someone
 * already underweight), or a gain past the obesity line (unless already at it).
 */
export function guardRefuses(p: PersonLike & { targetWeight?: unknown }): boolean {
  const target = Number(p.targetWeight);
  const lines = bmiLines(p);
  const bmi = bmiOf(p.weight, p.height);
  if (bmi < lines.underweight) return false;
  if (target > p.weight) {
    return bmi < lines.obesity && target > weightAtBmi(lines.obesity, p.height) + 1e-9;
  }
  // From 65 someone already under BMI 23 is only refused a target under the adult 18.5.
  const lowest = bmi < lines.lowestTarget ? lines.underweight : lines.lowestTarget;
  return target < weightAtBmi(lowest, p.height) - 1e-9;
}

/**
 * True when either plan refuses this target on `targetWeight`: the healthy-weight guard
 * refuses it (guardRefuses), or it is a muscle-gain target that is not a gain.
 */
export function targetRefused(
  variant: string,
  p: PersonLike & { targetWeight?: unknown },
): boolean {
  const muscleRefusal = variant === "muscle-gain" && Number(p.targetWeight) <= p.weight;
  return muscleRefusal || guardRefuses(p);
}

/** Anyone the advanced form accepts, for a variant. */
export function anyAdvanced(variant: string): fc.Arbitrary<AdvancedInput & PersonLike> {
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
        fc.integer({ min: -60, max: 6 * 365 }).map((d) => isoDaysAfter(TODAY, d)),
        { nil: undefined },
      ),
      baseActivity: fc.constantFrom(...ACTIVITY_LEVELS.map((l) => l.value)),
      cardioHours: steps(0, 20, 0.5),
      strengthHours: steps(0, 15, 0.5),
      sportsHours: steps(0, 20, 0.5),
      dailySteps: fc.option(steps(1000, 30000, 500), { nil: undefined }),
      jobType: fc.constantFrom(...JOB_TYPES),
      menstrualCycle: fc.constantFrom(...MENSTRUAL_PHASES),
      // Mostly none: an overactive thyroid or an eating disorder plans no deficit (3b.5, 3b.6),
      // and the other laws need plans that lose.
      thyroidCondition: fc.oneof(
        { weight: 4, arbitrary: fc.constant("normal") },
        { weight: 1, arbitrary: fc.constantFrom(...THYROID_CONDITIONS) },
      ),
      insulinSensitivity: fc.constantFrom("normal", "reduced"),
      sleepHours: steps(4, 12, 0.5),
      stressLevel: fc.integer({ min: 1, max: 10 }),
      medicalConditions: fc.oneof(
        { weight: 3, arbitrary: fc.constant<MedicalCondition[]>([]) },
        {
          weight: 1,
          arbitrary: fc.subarray([...MEDICAL_CONDITIONS], { minLength: 1, maxLength: 2 }),
        },
      ),
      maternal: fc.constantFrom("none", "none", "pregnant", "breastfeeding"),
      weeksPostpartum: fc.integer({ min: 0, max: 104 }),
      bmrFormula: fc.constantFrom(...BMR_FORMULAS),
      dietType: fc.option(fc.constantFrom(...DIET_TYPES), { nil: undefined }),
      mealTiming: fc.constantFrom(...MEAL_TIMINGS),
      trainingDays: fc.integer({ min: 0, max: 7 }),
      refeedFrequency: fc.option(fc.constantFrom("weekly", "none"), { nil: undefined }),
      plateauStrategy: fc.constantFrom(...PLATEAU_STRATEGIES),
      today: fc.constant(TODAY),
      units: fc.constantFrom("metric", "imperial"),
    })
    .map((input) =>
      // Katch-McArdle and Cunningham cannot be chosen without body fat.
      input.bodyFat === undefined &&
      (input.bmrFormula === "katch" || input.bmrFormula === "cunningham")
        ? { ...input, bmrFormula: "mifflin" }
        : input,
    );
}

/** Every variant the advanced calculator plans. */
export const advancedVariant = fc.constantFrom(
  ...VARIANT_IDS.filter((id) => !NO_ADVANCED_PLAN.includes(id)),
);
/** An advanced variant and an input for it: anyone the form accepts, or someone realistic. */
export const advancedCase = advancedVariant.chain((variant) =>
  fc
    .oneof(anyAdvanced(variant), realistic(anyAdvanced(variant)))
    .map((input) => ({ variant, input })),
);
