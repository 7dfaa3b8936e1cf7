import type { Units } from "../shared/platform/attributes.ts";
import { chosen, dated, measured, weekly, type Answer } from "../shared/results/answers.tsx";
import { ACTIVITY_CHOICES, SEX_CHOICES } from "../shared/form/choices.ts";
import {
  CYCLE_CHOICES,
  DIET_CHOICES,
  FORMULA_CHOICES,
  JOB_CHOICES,
  MATERNAL_CHOICES,
  MEAL_CHOICES,
  PLATEAU_CHOICES,
  REFEED_CHOICES,
  THYROID_CHOICES,
} from "./advanced-steps.ts";
import { number } from "../shared/results/format.ts";
import type { AdvancedFormInput } from "./advanced-form.ts";
import { CONDITION_CHOICES } from "./conditions.ts";

/** A number answered with its unit ("7 hours a night"), or nothing for one left blank. */
function given(value: number | undefined, unit: string): string {
  return value === undefined ? "" : `${value} ${unit}`;
}

/** What the visitor told the advanced calculator, in their units, for the printed results. */
export function advancedAnswers(input: AdvancedFormInput, units: Units): Answer[] {
  // Each answer as it reads on paper; a blank one (an empty text) is left out.
  const answers: [label: string, value: string][] = [
    ["Age", given(input.age, "years")],
    ["Sex", chosen(SEX_CHOICES, input.gender)],
    ["Height", measured(input.height, "height", units)],
    ["Weight", measured(input.weight, "weight", units)],
    ["Target weight", measured(input.targetWeight, "weight", units)],
    ["Pace", weekly(input.lossRate, units)],
    ["Target date", dated(input.goalDate ?? "")],
    ["Body fat", input.bodyFat === undefined ? "" : `${input.bodyFat}%`],
    ["Formula", chosen(FORMULA_CHOICES(true), input.bmrFormula)],
    ["Activity", chosen(ACTIVITY_CHOICES, input.baseActivity)],
    ["Job", chosen(JOB_CHOICES, input.jobType)],
    ["Cardio", given(input.cardioHours, "hours a week")],
    ["Strength training", given(input.strengthHours, "hours a week")],
    ["Sports", given(input.sportsHours, "hours a week")],
    ["Steps", input.dailySteps === undefined ? "" : `${number(input.dailySteps)} a day`],
    ["Sleep", given(input.sleepHours, "hours a night")],
    ["Stress", given(input.stressLevel, "out of 10")],
    ["Cycle", input.gender === "female" ? chosen(CYCLE_CHOICES, input.menstrualCycle) : ""],
    [
      "Pregnant or breastfeeding",
      input.maternal === "none" ? "" : chosen(MATERNAL_CHOICES, input.maternal),
    ],
    ["Weeks since the birth", given(input.weeksPostpartum, "weeks")],
    ["Thyroid", chosen(THYROID_CHOICES, input.thyroidCondition)],
    [
      "Health conditions",
      input.medicalConditions.map((c) => chosen(CONDITION_CHOICES, c)).join(", "),
    ],
    ["Diet", chosen(DIET_CHOICES, input.dietType)],
    ["Meal timing", chosen(MEAL_CHOICES, input.mealTiming)],
    ["Training days", given(input.trainingDays, "a week")],
    ["Refeed days", chosen(REFEED_CHOICES, input.refeedFrequency)],
    ["If you hit a plateau", chosen(PLATEAU_CHOICES, input.plateauStrategy)],
  ];
  return answers.filter(([, value]) => value !== "").map(([label, value]) => ({ label, value }));
}
