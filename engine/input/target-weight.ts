import { healthyTargetProblem, type TargetFor } from "../body/healthy-weight.ts";
import type { PlanMode } from "../plans/variants.ts";

/*
 * The target weight's rules beyond its range, in one check: the plans throw its message on
 * `targetWeight`, and the forms show it beside the target, at the step where it is asked,
 * so the form refuses exactly the targets a plan would, in the same words.
 */

export const MUSCLE_GAIN_TARGET_MESSAGE =
  "For muscle gain, choose a target weight above your current weight.";

/** A target weight, whom it is for, and the plan's mode. */
export interface TargetWeightAnswers extends TargetFor {
  mode: PlanMode;
}

/**
 * What is wrong with a target weight, in the visitor's units, or undefined when a plan may
 * aim for it: a muscle-gain target must be above the weight now, and every target must be
 * one the healthy-weight guard allows (healthyTargetProblem: not under a healthy weight, nor
 * a gain past the obesity line).
 */
export function targetWeightProblem(answers: TargetWeightAnswers): string | undefined {
  if (answers.mode === "surplus" && answers.targetWeightKg <= answers.weightKg) {
    return MUSCLE_GAIN_TARGET_MESSAGE;
  }
  return healthyTargetProblem(answers);
}
