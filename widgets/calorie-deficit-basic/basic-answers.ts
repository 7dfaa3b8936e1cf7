import type { BasicInput, PlanMode } from "../../engine/index.ts";
import type { Units } from "../shared/platform/attributes.ts";
import { chosen, dated, measured, weekly, type Answer } from "../shared/results/answers.tsx";
import { ACTIVITY_CHOICES, SEX_CHOICES, TRIMESTER_CHOICES } from "./basic-choices.ts";

/** What the visitor told the basic calculator, in their units, for the printed results. */
export function basicAnswers(input: BasicInput, mode: PlanMode, units: Units): Answer[] {
  const kids = mode === "kids";
  const answers: Answer[] = [
    { label: kids ? "Child's age" : "Age", value: `${input.age} years` },
    { label: kids ? "Child's sex" : "Sex", value: chosen(SEX_CHOICES, input.gender) },
  ];
  const add = <T>(label: string, value: T | undefined, text: (value: T) => string) => {
    if (value !== undefined && value !== "") answers.push({ label, value: text(value) });
  };
  add("Height", input.height, (cm) => measured(cm, "height", units));
  add(mode === "pregnancy" ? "Current weight" : "Weight", input.weight, (kg) =>
    measured(kg, "weight", units),
  );
  add("Activity", input.activity, (level) => chosen(ACTIVITY_CHOICES, level));
  add("Target weight", input.targetWeight, (kg) => measured(kg, "weight", units));
  add("Pace", input.lossRate, (kg) => weekly(kg, units));
  add("Target date", input.goalDate, dated);
  add("Trimester", input.trimester, (trimester) => chosen(TRIMESTER_CHOICES, trimester));
  add("Weight before pregnancy", input.prePregnancyWeight, (kg) => measured(kg, "weight", units));
  add("Weeks since the birth", input.weeksPostpartum, (weeks) => `${weeks} weeks`);
  return answers;
}
