import { MATERNAL_AGES, readTypedNumber, type VariantRules } from "../../engine/index.ts";
import type { Choice } from "../shared/form/fields.tsx";
import type { FormValues } from "../shared/form/measure.ts";
import type { WizardStep } from "../shared/wizard/use-wizard.ts";

export const STEPS: readonly WizardStep[] = [
  {
    title: "Personal details",
    fields: ["age", "gender", "height", "weight", "targetWeight"],
  },
  { title: "Body composition and formula", fields: ["bodyFat", "bmrFormula"] },
  {
    title: "Activity and exercise",
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
    title: "Health factors",
    fields: [
      "sleepHours",
      "stressLevel",
      "menstrualCycle",
      "maternal",
      "weeksPostpartum",
      "thyroidCondition",
      "medicalConditions",
    ],
  },
  {
    title: "Advanced settings",
    // The pace comes last, once everything that sets its calories and dates is known, so
    // each pace on offer can show what the results will give (docs/product-decisions.md).
    fields: [
      "dietType",
      "mealTiming",
      "trainingDays",
      "refeedFrequency",
      "plateauStrategy",
      "lossRate",
      "goalDate",
    ],
  },
];

/** Whether the form asks about pregnancy and breastfeeding: women of 13 to 55. */
export function asksMaternal(values: FormValues): boolean {
  const age = readTypedNumber(values.age ?? "", "years");
  return (
    values.gender === "female" &&
    age.kind === "number" &&
    age.value >= MATERNAL_AGES.min &&
    age.value <= MATERNAL_AGES.max
  );
}

/** Every visitor's starting answers, with the variant's presets (docs/product-decisions.md). */
export function defaults(rules: VariantRules): FormValues {
  return {
    // 0.75 kg a week, or the variant's top rate when that is lower, chosen to begin with.
    lossRate: String(Math.max(0.25, Math.min(0.75, rules.maxLossRate))),
    bmrFormula: "mifflin",
    baseActivity: "1.375",
    jobType: "sedentary",
    dailySteps: "",
    sleepHours: "7",
    stressLevel: "5",
    menstrualCycle: "none",
    thyroidCondition: "normal",
    // Nothing ticked until the visitor answers: no answer is taken as no condition.
    medicalConditions: "",
    dietType: rules.dietType ?? "standard",
    mealTiming: "flexible",
    trainingDays: "3",
    // Refeeds are off unless the visitor chooses one, on every diet (docs/safety-rules.md).
    refeedFrequency: "none",
    plateauStrategy: "diet-break",
    maternal: "none",
    ...(rules.sex ? { gender: rules.sex } : {}),
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
  {
    value: "follicular",
    label: "Follicular phase (after your period)",
    hint: "From the first day of your period until you ovulate, about 2 weeks.",
  },
  {
    value: "luteal",
    label: "Luteal phase (the week or two before your period)",
    hint: "From ovulation to your next period. Your weight may go up a little, from water.",
  },
  {
    value: "menopause",
    label: "Menopause or after",
    hint: "Your periods have become irregular or have stopped.",
  },
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
  {
    value: "hyper",
    label: "Overactive (hyperthyroidism)",
    hint: "We will not plan a deficit: losing weight is one of its symptoms.",
  },
];
export const DIET_CHOICES: readonly Choice[] = [
  { value: "standard", label: "Standard balanced", hint: "Like the NHS Eatwell Guide." },
  { value: "high-protein", label: "High protein", hint: "More meat, fish, eggs, dairy or beans." },
  { value: "low-carb", label: "Lower carb", hint: "Less bread, pasta, rice and potatoes." },
  {
    value: "keto",
    label: "Keto (very low carb)",
    hint: "So little carbohydrate that your body burns mostly fat.",
  },
  {
    value: "intermittent-fasting",
    label: "Intermittent fasting",
    hint: "Eating only within set hours or on set days.",
  },
];
export const MEAL_CHOICES: readonly Choice[] = [
  { value: "flexible", label: "Flexible" },
  { value: "early-bird", label: "Early bird (bigger breakfast)" },
  { value: "night-owl", label: "Night owl (later meals)" },
];
export const REFEED_CHOICES: readonly Choice[] = [
  { value: "none", label: "No refeed days" },
  { value: "weekly", label: "A refeed day each week" },
];
export const PLATEAU_CHOICES: readonly Choice[] = [
  {
    value: "diet-break",
    label: "Take a diet break at maintenance",
    hint: "A week at maintenance calories every 8 weeks.",
  },
  {
    value: "refeed",
    label: "Add refeed days",
    hint: "A day at maintenance calories every 8 weeks.",
  },
  { value: "activity", label: "Move a little more", hint: "More steps instead of fewer calories." },
];
