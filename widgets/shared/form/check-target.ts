import { targetWeightProblem, type VariantRules } from "../../../engine/index.ts";
import type { Units } from "../platform/attributes.ts";
import type { FieldRead } from "./read-field.ts";

/** Whom a target weight is for, as the form read them: undefined for an answer not usable. */
export interface TargetPerson {
  /** As chosen: "male" or "female". */
  sex: string | undefined;
  age: number | undefined;
  heightCm: number | undefined;
  weightKg: number | undefined;
}

/**
 * The target weight as read, checked by the plans' own target check (targetWeightProblem,
 * engine/input/target-weight.ts) against the person the other answers describe: a target
 * under a healthy weight, a gain past the obesity line, or a muscle-gain target that is not a
 * gain is refused beside the target, in the plan's words and the visitor's units, at the step
 * that asks it. Until every answer about the person is usable, only the target's range is
 * checked: each of those answers says what is wrong with it at its own step.
 */
export function checkTarget(
  target: FieldRead,
  person: TargetPerson,
  rules: VariantRules,
  units: Units,
): FieldRead {
  const { sex, age, heightCm, weightKg } = person;
  const targetWeightKg = target.value;
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
