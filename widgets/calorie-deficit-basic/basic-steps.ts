import { readTypedNumber } from "../../engine/typed-number.ts";
import { safetyLimits } from "../../engine/safety.ts";
import type { Sex } from "../../engine/types.ts";
import type { VariantRules } from "../../engine/variants.ts";
import type { Choice } from "../shared/fields.tsx";
import type { FormValues } from "../shared/measure.ts";
import type { WizardStep } from "../shared/use-wizard.ts";

export { ACTIVITY_CHOICES, SEX_CHOICES } from "../shared/choices.ts";

// Spec section 2: loss rates offered, kg a week.
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
export function stepsFor(rules: VariantRules): WizardStep[] {
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

/**
 * The pace a visitor starts with: the NHS's steady 0.5 kg a week, or a lean 0.25 kg a week
 * for muscle gain. Every variant offers it to everyone, so nobody has to pick a pace.
 */
export function defaultRate(rules: VariantRules): string {
  return rules.mode === "surplus" ? "0.25" : "0.5";
}

/** The answers a visitor starts with: the variant's pace, and its sex if it has one. */
export function initialValues(rules: VariantRules): FormValues {
  return { lossRate: defaultRate(rules), ...(rules.sex ? { gender: rules.sex } : {}) };
}

/** The rates to offer, limited by the variant and by the age already entered. */
export function rateChoices(rules: VariantRules, values: FormValues): readonly Choice[] {
  if (rules.mode === "surplus") return GAIN_RATES;
  const typed = readTypedNumber(values.age ?? "", "years");
  const age = typed.kind === "number" && typed.value > 0 ? typed.value : 30;
  const sex: Sex = rules.sex ?? (values.gender === "male" ? "male" : "female");
  const limits = safetyLimits(rules, sex, age);
  return LOSS_RATES.filter((choice) => Number(choice.value) <= limits.maxLossRate);
}

/**
 * The pace chosen: the visitor's choice if it is on offer, or the only pace on offer (a
 * teenager or someone of 65 or over has one, and need not pick it).
 */
export function chosenRate(rules: VariantRules, values: FormValues): string | undefined {
  const choices = rateChoices(rules, values);
  if (choices.some((choice) => choice.value === values.lossRate)) return values.lossRate;
  return choices.length === 1 ? choices[0]?.value : undefined;
}
