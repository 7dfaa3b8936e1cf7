import { MEDICAL_CONDITIONS, type MedicalCondition } from "../../engine/index.ts";
import type { Choice } from "../shared/form/fields.tsx";

/*
 * The Health step's conditions question (docs/safety-rules.md, "Supplements"): one answer,
 * held as the ticked values joined by commas ("diabetes,kidney"), or "none" for "None of
 * these", so it travels in a shared link and the wizard's answers like any other.
 */

export const NO_CONDITIONS = "none";

/** "None of these" first, then each condition, as the engine names it. */
export const CONDITION_CHOICES: readonly Choice[] = [
  { value: NO_CONDITIONS, label: "None of these" },
  { value: "diabetes", label: "Diabetes" },
  { value: "heart", label: "Heart disease" },
  { value: "kidney", label: "Kidney disease" },
  { value: "blood-pressure", label: "High blood pressure" },
  { value: "thyroid", label: "A thyroid condition" },
  { value: "eating-disorder", label: "An eating disorder, now or in the past" },
  { value: "other", label: "Another condition" },
] satisfies readonly (Choice & { value: MedicalCondition | typeof NO_CONDITIONS })[];

/** The values ticked in an answer. */
export function tickedConditions(answer: string | undefined): string[] {
  return (answer ?? "").split(",").filter((v) => v !== "");
}

/**
 * The answer after ticking or unticking one box: "None of these" unticks every condition,
 * and any condition unticks "None of these". Values keep the order of the question.
 */
export function toggleCondition(
  answer: string | undefined,
  value: string,
  ticked: boolean,
): string {
  if (value === NO_CONDITIONS) return ticked ? NO_CONDITIONS : "";
  const others = new Set(tickedConditions(answer).filter((v) => v !== NO_CONDITIONS));
  if (ticked) others.add(value);
  else others.delete(value);
  return CONDITION_CHOICES.map((c) => c.value)
    .filter((v) => others.has(v))
    .join(",");
}

/**
 * The answer as the engine's list: "None of these" or no answer is no condition. An answer
 * naming anything else (a changed shared link) is an error beside the question.
 */
export function readConditions(
  answer: string | undefined,
):
  | { conditions: MedicalCondition[]; error?: undefined }
  | { error: string; conditions?: undefined } {
  const known = MEDICAL_CONDITIONS as readonly string[];
  const ticked = tickedConditions(answer).filter((v) => v !== NO_CONDITIONS);
  if (ticked.some((v) => !known.includes(v))) {
    return { error: "Tick the conditions you have from the list, or None of these." };
  }
  return { conditions: ticked as MedicalCondition[] };
}
