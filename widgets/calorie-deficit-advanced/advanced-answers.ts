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

/** What the visitor told the advanced calculator, in their units, for the printed results. */
export function advancedAnswers(input: AdvancedFormInput, units: Units): Answer[] {
  const answers: Answer[] = [];
  const add = <T>(label: string, value: T | undefined, text: (value: T) => string) => {
    if (value !== undefined && value !== "") answers.push({ label, value: text(value) });
  };
  add("Age", input.age, () => `${input.age} years`);
  add("Sex", input.gender, () => chosen(SEX_CHOICES, input.gender));
  add("Height", input.height, (cm) => measured(cm, "height", units));
  add("Weight", input.weight, (kg) => measured(kg, "weight", units));
  add("Target weight", input.targetWeight, (kg) => measured(kg, "weight", units));
  add("Pace", input.lossRate, (kg) => weekly(kg, units));
  add("Target date", input.goalDate, () => dated(input.goalDate ?? ""));
  add("Body fat", input.bodyFat, () => `${input.bodyFat}%`);
  add("Formula", input.bmrFormula, () => chosen(FORMULA_CHOICES(true), input.bmrFormula));
  add("Activity", input.baseActivity, () => chosen(ACTIVITY_CHOICES, input.baseActivity));
  add("Job", input.jobType, () => chosen(JOB_CHOICES, input.jobType));
  add("Cardio", input.cardioHours, () => `${input.cardioHours} hours a week`);
  add("Strength training", input.strengthHours, () => `${input.strengthHours} hours a week`);
  add("Sports", input.sportsHours, () => `${input.sportsHours} hours a week`);
  add("Steps", input.dailySteps, (steps) => `${number(steps)} a day`);
  add("Sleep", input.sleepHours, () => `${input.sleepHours} hours a night`);
  add("Stress", input.stressLevel, () => `${input.stressLevel} out of 10`);
  if (input.gender === "female") {
    add("Cycle", input.menstrualCycle, () => chosen(CYCLE_CHOICES, input.menstrualCycle));
  }
  if (input.maternal !== "none") {
    add("Pregnant or breastfeeding", input.maternal, () =>
      chosen(MATERNAL_CHOICES, input.maternal),
    );
  }
  add("Weeks since the birth", input.weeksPostpartum, () => `${input.weeksPostpartum} weeks`);
  add("Thyroid", input.thyroidCondition, () => chosen(THYROID_CHOICES, input.thyroidCondition));
  add("Health conditions", input.medicalConditions.length > 0 ? "given" : undefined, () =>
    input.medicalConditions.map((c) => chosen(CONDITION_CHOICES, c)).join(", "),
  );
  add("Diet", input.dietType, () => chosen(DIET_CHOICES, input.dietType));
  add("Meal timing", input.mealTiming, () => chosen(MEAL_CHOICES, input.mealTiming));
  add("Training days", input.trainingDays, () => `${input.trainingDays} a week`);
  add("Refeed days", input.refeedFrequency, () => chosen(REFEED_CHOICES, input.refeedFrequency));
  add("If you hit a plateau", input.plateauStrategy, () =>
    chosen(PLATEAU_CHOICES, input.plateauStrategy),
  );
  return answers;
}
