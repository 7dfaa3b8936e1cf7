import { targetWeightProblem, type VariantRules } from "../../../engine/index.ts";
import type { Units } from "../platform/attributes.ts";
import type { FieldRead } from "./read-field.ts";

/**
 * The target weight as read, checked by the plans' own target check (targetWeightProblem,
 * engine/input/target-weight.ts) against the person the answers read beside it describe (age, height, weight and sex): a target
 * under a healthy weight, a gain past the obesity line, or a muscle-gain target that is not a
 * gain is refused beside the target, in the plan's words and the visitor's units, at the step
 * that asks it. Until every answer about the person is usable, only the target's range is
 * checked: each of those answers says what is wrong with it at its own step.
 */
export function checkTarget(
  reads: Readonly<Record<string, FieldRead>>,
  /** As chosen: "male" or "female". */
  sex: unknown,
  rules: VariantRules,
  units: Units,
): FieldRead | undefined {
  const target = reads.targetWeight;
  if (target === undefined) return undefined;
  const targetWeightKg = target.value;
  const age = reads.age?.value;
  const heightCm = reads.height?.value;
  const weightKg = reads.weight?.value;
  if (
    targetWeightKg === undefined ||
    (sex !== "male" && sex !== "female") ||
    age === undefined ||
    heightCm === undefined ||
    weightKg === undefined
  ) {
    return target;
  }
  const error = targetWeightProblem({
    mode: rules.mode,
    sex,
    age,
    heightCm,
    weightKg,
    targetWeightKg,
    units,
  });
  return error === undefined ? target : { error };
}
