import type { BasicInput } from "../../engine/input/basic-input.ts";
import type { PlanMode } from "../../engine/variants.ts";
import type { Units } from "../shared/attributes.ts";
import { chosen, dated, measured, weekly, type Answer } from "../shared/answers.tsx";
import { ACTIVITY_CHOICES, SEX_CHOICES, TRIMESTER_CHOICES } from "./basic-choices.ts";

const given = (value: number | string | undefined): value is number | string =>
  value !== undefined && value !== "";

/** What the visitor told the basic calculator, in their units, for the printed results. */
export function basicAnswers(input: BasicInput, mode: PlanMode, units: Units): Answer[] {
  const kids = mode === "kids";
  const answers: Answer[] = [
    { label: kids ? "Child's age" : "Age", value: `${input.age} years` },
    { label: kids ? "Child's sex" : "Sex", value: chosen(SEX_CHOICES, input.gender) },
  ];
  const add = (label: string, value: number | string | undefined, text: () => string) => {
    if (given(value)) answers.push({ label, value: text() });
  };
  add("Height", input.height, () => measured(Number(input.height), "height", units));
  add(mode === "pregnancy" ? "Current weight" : "Weight", input.weight, () =>
    measured(Number(input.weight), "weight", units),
  );
  add("Activity", input.activity, () => chosen(ACTIVITY_CHOICES, input.activity));
  add("Target weight", input.targetWeight, () =>
    measured(Number(input.targetWeight), "weight", units),
  );
  add("Pace", input.lossRate, () => weekly(input.lossRate, units));
  add("Target date", input.goalDate, () => dated(input.goalDate ?? ""));
  add("Trimester", input.trimester, () => chosen(TRIMESTER_CHOICES, input.trimester));
  add("Weight before pregnancy", input.prePregnancyWeight, () =>
    measured(Number(input.prePregnancyWeight), "weight", units),
  );
  add("Weeks since the birth", input.weeksPostpartum, () => `${input.weeksPostpartum} weeks`);
  return answers;
}
