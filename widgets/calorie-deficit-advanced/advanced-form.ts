import {
  ageRule,
  BODY_FAT_RULE,
  CARDIO_HOURS_RULE,
  DAILY_STEPS_RULE,
  HEIGHT_RULE,
  type MedicalCondition,
  readTypedNumber,
  SLEEP_HOURS_RULE,
  SPORTS_HOURS_RULE,
  STRENGTH_HOURS_RULE,
  STRESS_LEVEL_RULE,
  TARGET_WEIGHT_RULE,
  TRAINING_DAYS_RULE,
  type VariantRules,
  WEEKS_POSTPARTUM_RULE,
  WEIGHT_RULE,
  ADVANCED_CHOICES,
  type AdvancedInput,
} from "../../engine/index.ts";
import type { Units } from "../shared/platform/attributes.ts";
import type { Errors } from "../shared/form/fields.tsx";
import { hasErrors, readErrors, type FormRead } from "../shared/form/form-read.ts";
import { checkTarget } from "../shared/form/check-target.ts";
import type { FormValues } from "../shared/form/measure.ts";
import { readChoice } from "../shared/form/read-choice.ts";
import { readMeasure, readNumber, type FieldRead, type Range } from "../shared/form/read-field.ts";
import { chosenPace, paceChoices } from "./advanced-pace-choices.ts";
import { rate } from "../shared/results/format.ts";
import { asksMaternal } from "./advanced-steps.ts";
import { readConditions } from "./conditions.ts";

/**
 * The advanced calculator's answers, read once into the engine's input (AdvancedInput):
 * numbers in years, cm, kg and hours whatever units the visitor typed in, and each choice
 * one of the engine's lists. An optional answer left blank is left out, and the engine uses
 * its default.
 */
export type AdvancedFormInput = AdvancedInput & {
  units: Units;
  medicalConditions: MedicalCondition[];
};

// The optional numbers, checked against the engine's own ranges (docs/product-decisions.md,
// "Ranges"); a blank one is left for the engine's default.
const OPTIONAL: Readonly<Record<string, Range>> = {
  bodyFat: BODY_FAT_RULE,
  cardioHours: CARDIO_HOURS_RULE,
  strengthHours: STRENGTH_HOURS_RULE,
  sportsHours: SPORTS_HOURS_RULE,
  dailySteps: DAILY_STEPS_RULE,
  sleepHours: SLEEP_HOURS_RULE,
  stressLevel: STRESS_LEVEL_RULE,
  trainingDays: TRAINING_DAYS_RULE,
};
// The engine's lists of choices, by field.
type Choices = typeof ADVANCED_CHOICES;
// The choices a visitor must make, with what to say when one is missing.
const REQUIRED_CHOICES: Readonly<Record<string, string>> = {
  gender: "Choose your sex.",
  baseActivity: "Choose how active you are.",
  bmrFormula: "Choose a formula.",
};

/** The pace chosen, in kg a week, as the pace question shows it (chosenPace). */
function readRate(values: FormValues, rules: VariantRules, units: Units): FieldRead {
  const pace = chosenPace(rules, values, units);
  if (pace !== undefined) return { value: Number(pace) };
  const offered = paceChoices(rules, values, units).map((choice) => Number(choice.value));
  const [slowest = 0.25] = offered;
  const fastest = offered.at(-1) ?? slowest;
  return {
    error: `Choose a weekly rate between ${rate(slowest, units)} and ${rate(fastest, units)}.`,
  };
}

/**
 * Reads every answer into the engine's input, or gives every problem at once by field
 * name. Never throws; the engine checks the input again by the same number rule.
 */
export function readAdvancedForm(
  values: FormValues,
  units: Units,
  rules: VariantRules,
): FormRead<AdvancedFormInput> {
  const breastfeeding = asksMaternal(values) && values.maternal === "breastfeeding";
  const reads: Record<string, FieldRead> = {
    age: readNumber(values, "age", ageRule(rules)),
    height: readMeasure(values, "height", "height", units, HEIGHT_RULE),
    weight: readMeasure(values, "weight", "weight", units, WEIGHT_RULE),
    targetWeight: readMeasure(values, "targetWeight", "weight", units, TARGET_WEIGHT_RULE),
    lossRate: readRate(values, rules, units),
    ...(breastfeeding
      ? { weeksPostpartum: readNumber(values, "weeksPostpartum", WEEKS_POSTPARTUM_RULE) }
      : {}),
  };
  for (const [name, range] of Object.entries(OPTIONAL)) {
    reads[name] = readNumber(values, name, range, false);
  }
  const baseActivity = readTypedNumber(values.baseActivity ?? "");
  reads.baseActivity =
    baseActivity.kind === "number"
      ? { value: baseActivity.value }
      : { error: REQUIRED_CHOICES.baseActivity };
  /** A choice, checked against the engine's own list for it; blank: the engine's default. */
  const choice = <K extends keyof Choices>(name: K) =>
    readChoice<Choices[K]["allowed"][number]>(values, name, ADVANCED_CHOICES[name]);
  // The optional choices.
  const choices = {
    jobType: choice("jobType"),
    thyroidCondition: choice("thyroidCondition"),
    // Asked only of women; pregnancy and breastfeeding only of women of 13 to 55.
    menstrualCycle: values.gender === "female" ? choice("menstrualCycle") : {},
    insulinSensitivity: choice("insulinSensitivity"),
    maternal: asksMaternal(values) ? choice("maternal") : {},
    dietType: choice("dietType"),
    // A keto plan is never offered a refeed day.
    refeedFrequency:
      values.dietType === "keto" ? { value: "none" as const } : choice("refeedFrequency"),
    mealTiming: choice("mealTiming"),
    plateauStrategy: choice("plateauStrategy"),
  };
  const gender = values.gender === "male" || values.gender === "female" ? values.gender : undefined;
  const target = checkTarget(reads, gender, rules, units);
  if (target) reads.targetWeight = target;
  const errors: Errors = readErrors({ ...reads, ...choices });
  const bmrFormula = choice("bmrFormula").value;
  const conditions = readConditions(values.medicalConditions);
  if (conditions.error) errors.medicalConditions = conditions.error;
  for (const [name, message] of Object.entries(REQUIRED_CHOICES)) {
    if (!values[name]) errors[name] = message;
  }
  if (!bmrFormula) errors.bmrFormula = REQUIRED_CHOICES.bmrFormula;
  if (values.gender && !gender) errors.gender = REQUIRED_CHOICES.gender;
  if (!values.bodyFat && ["katch", "cunningham"].includes(values.bmrFormula ?? "")) {
    errors.bmrFormula = "This formula needs your body fat percentage.";
  }
  const value = (name: string) => reads[name]?.value;
  const [age, height, weight, targetWeight, lossRate, activity] = [
    "age",
    "height",
    "weight",
    "targetWeight",
    "lossRate",
    "baseActivity",
  ].map(value);
  if (
    hasErrors(errors) ||
    !gender ||
    age === undefined ||
    height === undefined ||
    weight === undefined ||
    targetWeight === undefined ||
    lossRate === undefined ||
    activity === undefined ||
    bmrFormula === undefined ||
    !conditions.conditions
  ) {
    return { errors };
  }
  return {
    input: {
      age,
      gender,
      height,
      weight,
      targetWeight,
      lossRate,
      goalDate: values.goalDate || undefined,
      bodyFat: value("bodyFat"),
      bmrFormula,
      baseActivity: activity,
      jobType: choices.jobType.value,
      cardioHours: value("cardioHours"),
      strengthHours: value("strengthHours"),
      sportsHours: value("sportsHours"),
      dailySteps: value("dailySteps"),
      sleepHours: value("sleepHours"),
      stressLevel: value("stressLevel"),
      menstrualCycle: choices.menstrualCycle.value ?? "none",
      maternal: choices.maternal.value ?? "none",
      weeksPostpartum: breastfeeding ? value("weeksPostpartum") : undefined,
      thyroidCondition: choices.thyroidCondition.value,
      insulinSensitivity: choices.insulinSensitivity.value,
      medicalConditions: conditions.conditions,
      dietType: choices.dietType.value,
      mealTiming: choices.mealTiming.value,
      trainingDays: value("trainingDays"),
      refeedFrequency: choices.refeedFrequency.value,
      plateauStrategy: choices.plateauStrategy.value,
      units,
    },
  };
}
