import type { PlanMode } from "../plans/variants.ts";

/*
 * The target weight's rule beyond its range: a muscle-gain plan aims above the weight now.
 * The engine throws this message and the form shows it, at the step where the target is
 * asked.
 */

export const MUSCLE_GAIN_TARGET_MESSAGE =
  "For muscle gain, choose a target weight above your current weight.";

/** What is wrong with a target weight for the plan's mode, or undefined when it may be used. */
export function targetWeightProblem(
  mode: PlanMode,
  targetKg: number,
  currentKg: number,
): string | undefined {
  return mode === "surplus" && targetKg <= currentKg ? MUSCLE_GAIN_TARGET_MESSAGE : undefined;
}
