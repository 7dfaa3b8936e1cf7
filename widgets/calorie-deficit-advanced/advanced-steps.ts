import type { AdvancedInput } from "../../engine/advanced-plan.ts";
import {
  BODY_FAT_RULE,
  MATERNAL_AGES,
  WEEKS_POSTPARTUM_RULE,
  HEIGHT_RULE,
  TARGET_WEIGHT_RULE,
  WEIGHT_RULE,
} from "../../engine/input-ranges.ts";
import type { VariantRules } from "../../engine/variants.ts";
import type { Units } from "../shared/attributes.ts";
import type { Choice, Errors } from "../shared/fields.tsx";
import { readMeasure, readNumber, type FormValues, type Range } from "../shared/measure.ts";

/** One step of the advanced wizard: its title and the fields it asks for. */
export interface AdvancedStep {
  title: string;
  fields: readonly string[];
}

export const STEPS: readonly AdvancedStep[] = [
  {
    title: "Personal Details",
    fields: ["age", "gender", "height", "weight", "targetWeight", "lossRate", "goalDate"],
  },
  { title: "Body Composition & Formula", fields: ["bodyFat", "bmrFormula"] },
  {
    title: "Activity & Exercise",
    fields: [
      "baseActivity",
      "jobType",
      "cardioHours",
      "strengthHours",
      "sportsHours",
      "dailySteps",
    ],
  },
  {
    title: "Health Factors",
    fields: [
      "sleepHours",
      "stressLevel",
      "menstrualCycle",
      "maternal",
      "weeksPostpartum",
      "thyroidCondition",
    ],
  },
  {
    title: "Advanced Settings",
    fields: ["dietType", "mealTiming", "trainingDays", "refeedFrequency", "plateauStrategy"],
  },
];

// docs/product-decisions.md, "Ranges".
const RANGES: Record<string, Range & { unit?: string }> = {
  age: { label: "your age", min: 13, max: 100, unit: "years" },
  bodyFat: BODY_FAT_RULE,
  cardioHours: { label: "your cardio hours", min: 0, max: 20, unit: "hours" },
  strengthHours: { label: "your strength training hours", min: 0, max: 15, unit: "hours" },
  sportsHours: { label: "your sports hours", min: 0, max: 20, unit: "hours" },
  dailySteps: { label: "your daily steps", min: 1000, max: 30000 },
  sleepHours: { label: "your hours of sleep", min: 4, max: 12, unit: "hours" },
  trainingDays: { label: "your training days", min: 0, max: 7, unit: "days" },
  weeksPostpartum: WEEKS_POSTPARTUM_RULE,
};
const REQUIRED_WHEN_ASKED = new Set(["weeksPostpartum"]);
const OPTIONAL = new Set([
  "bodyFat",
  "cardioHours",
  "strengthHours",
  "sportsHours",
  "dailySteps",
  "sleepHours",
  "trainingDays",
]);
const MEASURES: Record<string, { kind: "height" | "weight"; rule: Range }> = {
  height: { kind: "height", rule: HEIGHT_RULE },
  weight: { kind: "weight", rule: WEIGHT_RULE },
  targetWeight: { kind: "weight", rule: TARGET_WEIGHT_RULE },
};
const CHOSEN: Record<string, string> = {
  gender: "Choose your sex.",
  baseActivity: "Choose how active you are.",
  bmrFormula: "Choose a formula.",
};

/**
 * Keto and low-carb plans start without a refeed day (a day high in carbohydrate would end
 * ketosis); other diets start with one a week (docs/safety-rules.md).
 */
export function defaultRefeed(dietType: string): string {
  return dietType === "keto" || dietType === "low-carb" ? "none" : "weekly";
}

/** Whether the form asks about pregnancy and breastfeeding: women of 13 to 55. */
export function asksMaternal(values: FormValues): boolean {
  const age = Number(values.age);
  return values.gender === "female" && age >= MATERNAL_AGES.min && age <= MATERNAL_AGES.max;
}

/** Every visitor's starting answers, with the variant's presets (docs/product-decisions.md). */
export function defaults(rules: VariantRules): FormValues {
  return {
    // 0.75 kg a week, or the variant's top rate when that is lower: what the slider shows.
    lossRate: String(Math.max(0.25, Math.min(0.75, rules.maxLossRate))),
    bmrFormula: "mifflin",
    baseActivity: "1.375",
    jobType: "sedentary",
    dailySteps: "",
    sleepHours: "7",
    stressLevel: "5",
    menstrualCycle: "none",
    thyroidCondition: "normal",
    dietType: rules.dietType ?? "standard",
    mealTiming: "flexible",
    trainingDays: "3",
    refeedFrequency: defaultRefeed(rules.dietType ?? "standard"),
    plateauStrategy: "diet-break",
    maternal: "none",
    ...(rules.sex ? { gender: rules.sex } : {}),
  };
}

/** The weekly rates the form's slider offers: 0.25 kg steps from 0.25 kg up to `max`. */
export function offeredLossRates(max: number): string[] {
  const rates: string[] = [];
  for (let rate = 0.25; rate <= max + 1e-9; rate += 0.25) rates.push(String(rate));
  return rates;
}

/**
 * Errors for a shared link's answers: the form's own checks on every step, and a weekly rate
 * the slider offers (a link could say lossRate=2 where the form stops at 1).
 */
export function checkSharedFields(values: FormValues, units: Units, rateMax: number): Errors {
  const errors = checkFields(
    STEPS.flatMap((s) => s.fields),
    values,
    units,
  );
  if (!offeredLossRates(rateMax).includes(String(Number(values.lossRate)))) {
    errors.lossRate = `Choose a weekly rate between 0.25 and ${rateMax} kg.`;
  }
  return errors;
}

/** Errors for the named fields, as a visitor fixes them step by step. */
export function checkFields(fields: readonly string[], values: FormValues, units: Units): Errors {
  const errors: Errors = {};
  for (const name of fields) {
    if (
      name === "weeksPostpartum" &&
      (values.maternal !== "breastfeeding" || !asksMaternal(values))
    )
      continue;
    const measure = MEASURES[name];
    const range = RANGES[name];
    const read = measure
      ? readMeasure(values, name, measure.kind, units, measure.rule)
      : range
        ? readNumber(values, name, range, REQUIRED_WHEN_ASKED.has(name) || !OPTIONAL.has(name))
        : CHOSEN[name] && !values[name]
          ? { error: CHOSEN[name] }
          : {};
    if (read.error) errors[name] = read.error;
  }
  if (
    fields.includes("bmrFormula") &&
    !values.bodyFat &&
    ["katch", "cunningham"].includes(values.bmrFormula ?? "")
  ) {
    errors.bmrFormula = "This formula needs your body fat percentage.";
  }
  return errors;
}

/** The engine's input for what was typed, in metric units. */
export function toInput(values: FormValues, units: Units): AdvancedInput {
  const metric = (name: string) => {
    const m = MEASURES[name];
    return m ? (readMeasure(values, name, m.kind, units, m.rule).value ?? "") : "";
  };
  const text = (name: string) => values[name] ?? "";
  return {
    age: text("age"),
    gender: text("gender"),
    height: metric("height"),
    weight: metric("weight"),
    targetWeight: metric("targetWeight"),
    lossRate: text("lossRate"),
    bodyFat: text("bodyFat"),
    bmrFormula: text("bmrFormula"),
    baseActivity: text("baseActivity"),
    jobType: text("jobType"),
    cardioHours: text("cardioHours"),
    strengthHours: text("strengthHours"),
    sportsHours: text("sportsHours"),
    dailySteps: text("dailySteps"),
    sleepHours: text("sleepHours"),
    stressLevel: text("stressLevel"),
    menstrualCycle: values.gender === "female" ? text("menstrualCycle") : "none",
    thyroidCondition: text("thyroidCondition"),
    dietType: text("dietType"),
    mealTiming: text("mealTiming"),
    trainingDays: text("trainingDays"),
    // A keto plan is never offered a refeed day.
    refeedFrequency: values.dietType === "keto" ? "none" : text("refeedFrequency"),
    maternal: asksMaternal(values) ? text("maternal") : "none",
    weeksPostpartum: values.maternal === "breastfeeding" ? text("weeksPostpartum") : "",
    units,
    plateauStrategy: text("plateauStrategy"),
    ...(values.goalDate ? { goalDate: values.goalDate } : {}),
  };
}

export const FORMULA_CHOICES = (hasBodyFat: boolean): readonly Choice[] => [
  { value: "mifflin", label: "Mifflin-St Jeor", hint: "The most accurate for most people (1990)." },
  {
    value: "harris",
    label: "Harris-Benedict (revised)",
    hint: "The classic formula, revised in 1984.",
  },
  {
    value: "katch",
    label: "Katch-McArdle",
    hint: hasBodyFat ? "Uses your lean body mass." : "Needs your body fat percentage.",
    disabled: !hasBodyFat,
  },
  {
    value: "cunningham",
    label: "Cunningham",
    hint: hasBodyFat ? "For lean, very active people." : "Needs your body fat percentage.",
    disabled: !hasBodyFat,
  },
];
export const JOB_CHOICES: readonly Choice[] = [
  { value: "sedentary", label: "Desk-based", hint: "Mostly sitting, like office work." },
  { value: "light", label: "On your feet some of the time", hint: "Like teaching or shop work." },
  {
    value: "moderate",
    label: "On your feet most of the day",
    hint: "Like nursing or waiting tables.",
  },
  { value: "heavy", label: "Heavy physical work", hint: "Like building or farm work." },
];
export const CYCLE_CHOICES: readonly Choice[] = [
  { value: "none", label: "Not applicable or not tracking" },
  { value: "follicular", label: "Follicular phase (after your period)" },
  {
    value: "luteal",
    label: "Luteal phase (the week or two before your period)",
    hint: "Energy use rises a little.",
  },
  { value: "menopause", label: "Menopause or after" },
];
export const MATERNAL_CHOICES: readonly Choice[] = [
  { value: "none", label: "No" },
  { value: "pregnant", label: "Yes, I am pregnant", hint: "We will not plan a deficit." },
  {
    value: "breastfeeding",
    label: "Yes, I am breastfeeding",
    hint: "We add energy for making milk and keep your plan gentle.",
  },
];
export const THYROID_CHOICES: readonly Choice[] = [
  { value: "normal", label: "Normal, or treated and stable" },
  { value: "hypo", label: "Underactive (hypothyroidism)" },
  { value: "hyper", label: "Overactive (hyperthyroidism)" },
];
export const DIET_CHOICES: readonly Choice[] = [
  { value: "standard", label: "Standard balanced" },
  { value: "high-protein", label: "High protein" },
  { value: "low-carb", label: "Lower carb" },
  { value: "keto", label: "Keto (very low carb)" },
  { value: "intermittent-fasting", label: "Intermittent fasting" },
];
export const MEAL_CHOICES: readonly Choice[] = [
  { value: "flexible", label: "Flexible" },
  { value: "early-bird", label: "Early bird (bigger breakfast)" },
  { value: "night-owl", label: "Night owl (later meals)" },
];
export const REFEED_CHOICES: readonly Choice[] = [
  { value: "weekly", label: "A refeed day each week" },
  { value: "none", label: "No refeed days" },
];
export const PLATEAU_CHOICES: readonly Choice[] = [
  { value: "diet-break", label: "Take a diet break at maintenance" },
  { value: "refeed", label: "Add refeed days" },
  { value: "activity", label: "Move a little more" },
];
