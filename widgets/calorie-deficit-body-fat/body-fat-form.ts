import {
  HEIGHT_RULE,
  HIP_RULE,
  NECK_RULE,
  SKINFOLD_AGE_RULE,
  SKINFOLD_RULE,
  WAIST_RULE,
  WEIGHT_RULE,
} from "../../engine/input/input-ranges.ts";
import type { Sex } from "../../engine/types.ts";
import type { Units } from "../shared/attributes.ts";
import type { Errors } from "../shared/fields.tsx";
import { hasErrors, readErrors, type FormRead } from "../shared/form-read.ts";
import type { FormValues } from "../shared/measure.ts";
import { readLength, readMeasure, readNumber } from "../shared/read-field.ts";

/** What the body fat form gives the engine, by method, in metric units. */
export type BodyFatInput = { sex: Sex; weightKg?: number } & (
  | { method: "skinfold"; age: number; skinfoldsMm: [number, number, number] }
  | { method: "navy"; heightCm: number; neckCm: number; waistCm: number; hipCm?: number }
);

const sexOf = (value: string | undefined): Sex | undefined =>
  value === "female" || value === "male" ? value : undefined;

/** Reads the body fat form into numbers in metric units, or every error at once. */
export function readBodyFatForm(values: FormValues, units: Units): FormRead<BodyFatInput> {
  const sex = sexOf(values.sex);
  const sexError: Errors = sex ? {} : { sex: "Choose male or female." };
  const weight = readMeasure(values, "weight", "weight", units, WEIGHT_RULE, false);
  const weightKg = weight.value === undefined ? {} : { weightKg: weight.value };
  if (values.method === "skinfold") {
    const age = readNumber(values, "age", SKINFOLD_AGE_RULE);
    const [skinfold1 = {}, skinfold2 = {}, skinfold3 = {}] = [1, 2, 3].map((i) =>
      readNumber(values, `skinfold${i}`, { label: `skinfold ${i}`, ...SKINFOLD_RULE }),
    );
    const errors = {
      ...sexError,
      ...readErrors({ age, skinfold1, skinfold2, skinfold3, weight }),
    };
    const [a, b, c] = [skinfold1.value, skinfold2.value, skinfold3.value];
    if (
      hasErrors(errors) ||
      !sex ||
      age.value === undefined ||
      a === undefined ||
      b === undefined ||
      c === undefined
    ) {
      return { errors };
    }
    return {
      input: { method: "skinfold", sex, age: age.value, skinfoldsMm: [a, b, c], ...weightKg },
    };
  }
  const height = readMeasure(values, "height", "height", units, HEIGHT_RULE);
  const neck = readLength(values, "neck", units, NECK_RULE);
  const waist = readLength(values, "waist", units, WAIST_RULE);
  const hip = sex === "female" ? readLength(values, "hip", units, HIP_RULE) : {};
  const errors = { ...sexError, ...readErrors({ height, neck, waist, hip, weight }) };
  if (
    hasErrors(errors) ||
    !sex ||
    height.value === undefined ||
    neck.value === undefined ||
    waist.value === undefined
  ) {
    return { errors };
  }
  const input: BodyFatInput = {
    method: "navy",
    sex,
    heightCm: height.value,
    neckCm: neck.value,
    waistCm: waist.value,
    ...weightKg,
  };
  if (hip.value !== undefined) input.hipCm = hip.value;
  return { input };
}
