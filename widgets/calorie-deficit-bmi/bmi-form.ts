import type { BmiThresholds } from "../../engine/bmi.ts";
import { HEIGHT_RULE, WAIST_RULE, WEIGHT_RULE } from "../../engine/input/input-ranges.ts";
import type { Units } from "../shared/attributes.ts";
import { hasErrors, readErrors, type FormRead } from "../shared/form-read.ts";
import type { FormValues } from "../shared/measure.ts";
import { readLength, readMeasure, readNumber } from "../shared/read-field.ts";

/** What the BMI form gives the engine, in metric units. */
export interface BmiInput {
  heightCm: number;
  weightKg: number;
  ethnicity: BmiThresholds;
  waistCm?: number;
  age?: number;
}

// BMI applies to adults; for children the NHS uses centiles (NHS BMI calculator pages).
const AGE_RANGE = { label: "your age", min: 2, max: 120, unit: "years" };

/** Reads the BMI form into numbers in metric units, or every error at once. */
export function readBmiForm(values: FormValues, units: Units): FormRead<BmiInput> {
  const height = readMeasure(values, "height", "height", units, HEIGHT_RULE);
  const weight = readMeasure(values, "weight", "weight", units, WEIGHT_RULE);
  const age = readNumber(values, "age", AGE_RANGE, false);
  const waist = readLength(values, "waist", units, WAIST_RULE, false);
  const errors = readErrors({ height, weight, age, waist });
  if (hasErrors(errors) || height.value === undefined || weight.value === undefined) {
    return { errors };
  }
  const input: BmiInput = {
    heightCm: height.value,
    weightKg: weight.value,
    ethnicity: values.background === "lower-threshold" ? "lower-threshold" : "default",
  };
  if (waist.value !== undefined) input.waistCm = waist.value;
  if (age.value !== undefined) input.age = age.value;
  return { input };
}
