import {
  HEIGHT_RULE,
  TARGET_WEIGHT_RULE,
  WEEKS_POSTPARTUM_RULE,
  WEIGHT_RULE,
} from "../../engine/input-ranges.ts";
import { safetyLimits } from "../../engine/safety.ts";
import { variantRules, type VariantRules } from "../../engine/variants.ts";
import type { Units } from "../shared/attributes.ts";
import type { Choice, Errors } from "../shared/fields.tsx";
import { readMeasure, readNumber, type FormValues } from "../shared/measure.ts";

export { ACTIVITY_CHOICES, SEX_CHOICES } from "../shared/choices.ts";

/** One step of the wizard: its title and the fields it asks for. */
export interface StepSpec {
  title: string;
  fields: readonly string[];
}

// Loss rates offered, kg a week (docs/product-decisions.md, "Basic calculator").
const LOSS_RATES: readonly Choice[] = [
  { value: "0.5", label: "0.5 kg (about 1 lb) a week", hint: "Steady and recommended by the NHS" },
  { value: "0.75", label: "0.75 kg (about 1.7 lb) a week", hint: "Moderate" },
  { value: "1", label: "1 kg (about 2.2 lb) a week", hint: "The fastest rate the NHS suggests" },
  {
    value: "1.5",
    label: "1.5 kg (about 3.3 lb) a week",
    hint: "Very aggressive: consult a professional",
  },
];
// A lean surplus of 200-500 kcal a day (docs/reference-figures.md, "Energy").
const GAIN_RATES: readonly Choice[] = [
  { value: "0.25", label: "0.25 kg (about 0.5 lb) a week", hint: "Lean gain, less fat" },
  { value: "0.5", label: "0.5 kg (about 1 lb) a week", hint: "Faster gain" },
];

export const TRIMESTER_CHOICES: readonly Choice[] = [
  { value: "1", label: "First trimester", hint: "Weeks 1 to 12" },
  { value: "2", label: "Second trimester", hint: "Weeks 13 to 26" },
  { value: "3", label: "Third trimester", hint: "Week 27 to birth" },
];

/** The widget's title for a variant: what this calculator works out for that audience. */
export function titleFor(rules: VariantRules): string {
  switch (rules.mode) {
    case "kids":
      return "Children's Energy Needs Calculator";
    case "pregnancy":
      return "Pregnancy Calorie Needs Calculator";
    case "breastfeeding":
      return "Breastfeeding Calorie Calculator";
    case "surplus":
      return "Calculate Your Calorie Surplus";
    default:
      return "Calculate Your Calorie Deficit";
  }
}

/** The last step's button: it names what the visitor is about to get. */
export function finishLabelFor(rules: VariantRules): string {
  switch (rules.mode) {
    case "kids":
      return "Calculate Energy Needs";
    case "pregnancy":
      return "Calculate My Needs";
    case "breastfeeding":
      return "Calculate My Calories";
    case "surplus":
      return "Calculate My Surplus";
    default:
      return "Calculate My Deficit";
  }
}

/** The steps a variant asks for (kids need only age and sex). */
export function stepsFor(rules: VariantRules): StepSpec[] {
  const about = rules.sex ? ["age", "height", "weight"] : ["age", "gender", "height", "weight"];
  if (rules.mode === "kids") return [{ title: "About your child", fields: ["age", "gender"] }];
  const activity = { title: "Activity", fields: ["activity"] };
  if (rules.mode === "pregnancy") {
    return [
      { title: "Basic info", fields: about },
      activity,
      { title: "Your pregnancy", fields: ["trimester", "prePregnancyWeight"] },
    ];
  }
  const goals = [
    "targetWeight",
    "lossRate",
    ...(rules.mode === "breastfeeding" ? ["weeksPostpartum"] : []),
    "goalDate",
  ];
  return [{ title: "Basic info", fields: about }, activity, { title: "Goals", fields: goals }];
}

/** The rates to offer, limited by the variant and by the age already entered. */
export function rateChoices(rules: VariantRules, values: FormValues): readonly Choice[] {
  if (rules.mode === "surplus") return GAIN_RATES;
  const age = Number(values.age);
  const sex = values.gender === "male" ? "male" : "female";
  const limits = safetyLimits(rules, rules.sex ?? sex, Number.isFinite(age) && age > 0 ? age : 30);
  return LOSS_RATES.filter((choice) => Number(choice.value) <= limits.maxLossRate);
}

/** Checks one field as typed; gives the plain-English error, if any. */
export function checkField(
  name: string,
  values: FormValues,
  units: Units,
  rules: VariantRules,
): string | undefined {
  switch (name) {
    case "age":
      return (
        readNumber(values, "age", {
          label: rules.mode === "kids" ? "your child's age" : "your age",
          min: rules.minAge,
          max: rules.maxAge,
          unit: "years",
        }).error ??
        (rules.minAge >= 13 && Number(values.age) < 13 ? "Must be 13 or older." : undefined)
      );
    case "gender":
      return values.gender === "male" || values.gender === "female"
        ? undefined
        : "Choose male or female.";
    case "height":
      return readMeasure(values, "height", "height", units, HEIGHT_RULE).error;
    case "weight":
      return readMeasure(values, "weight", "weight", units, WEIGHT_RULE).error;
    case "prePregnancyWeight":
      return readMeasure(
        values,
        "prePregnancyWeight",
        "weight",
        units,
        { ...WEIGHT_RULE, label: "your weight before pregnancy" },
        false,
      ).error;
    case "targetWeight": {
      const read = readMeasure(values, "targetWeight", "weight", units, TARGET_WEIGHT_RULE);
      if (read.error) return read.error;
      const current = readMeasure(values, "weight", "weight", units, WEIGHT_RULE).value;
      if (
        rules.mode === "surplus" &&
        current !== undefined &&
        read.value !== undefined &&
        read.value <= current
      ) {
        return "For muscle gain, choose a target weight above your current weight.";
      }
      return undefined;
    }
    case "activity":
      return values.activity ? undefined : "Choose how active you are.";
    case "lossRate":
      return rateChoices(rules, values).some((choice) => choice.value === values.lossRate)
        ? undefined
        : "Choose how fast you want to go.";
    case "trimester":
      return values.trimester ? undefined : "Choose which trimester you are in.";
    case "weeksPostpartum":
      return readNumber(values, "weeksPostpartum", WEEKS_POSTPARTUM_RULE).error;
    default:
      return undefined;
  }
}

/** Errors for a set of fields. */
export function checkFields(
  fields: readonly string[],
  values: FormValues,
  units: Units,
  variant: string,
): Errors {
  const rules = variantRules(variant);
  const errors: Errors = {};
  for (const name of fields) {
    const error = checkField(name, values, units, rules);
    if (error) errors[name] = error;
  }
  return errors;
}
