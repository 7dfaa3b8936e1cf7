import { safetyLimits } from "../../engine/safety.ts";
import { readTypedNumber } from "../../engine/typed-number.ts";
import type { Sex } from "../../engine/types.ts";
import type { VariantRules } from "../../engine/variants.ts";
import type { Choice } from "../shared/fields.tsx";
import type { FormValues } from "../shared/measure.ts";

/*
 * The choices of the basic wizard's later steps, and which pace is chosen. They load with the
 * results chunk (basic-report.ts), as the visitor starts to answer.
 */

export { ACTIVITY_CHOICES, SEX_CHOICES } from "../shared/choices.ts";

// The paces the basic calculator offers, kg a week. The NHS advises 0.5 to 1 kg a week
// (https://www.nhs.uk/live-well/healthy-weight/managing-your-weight/); 1.5 only where a
// variant allows it, with a warning (docs/safety-rules.md).
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
