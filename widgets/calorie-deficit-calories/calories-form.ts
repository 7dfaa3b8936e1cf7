import { AGE_RULE, HEIGHT_RULE, WEIGHT_RULE } from "../../engine/input-ranges.ts";
import type { CalorieNeedsResult } from "../../engine/calorie-needs.ts";
import type { Sex } from "../../engine/types.ts";
import type { Units } from "../shared/attributes.ts";
import { readMeasure, readNumber, type FormValues } from "../shared/measure.ts";
import { readErrors, type Read, type SingleForm } from "../shared/single-form.tsx";

export const TAG = "calorie-deficit-calories";

/** The person behind daily calorie needs, in metric units (the engine's calorieNeeds input). */
export interface NeedsInput {
  sex: Sex;
  age: number;
  heightCm: number;
  weightKg: number;
  activity: string;
}

/** The fields of a person's daily needs: shared with the macros calculator. */
export const NEEDS_FIELDS = [
  "age",
  "sex",
  "height",
  "heightFt",
  "heightIn",
  "weight",
  "weightSt",
  "weightLb",
  "activity",
];

/** Reads age, sex, height, weight and activity. */
export function readNeeds(values: FormValues, units: Units): Read<NeedsInput> {
  const age = readNumber(values, "age", AGE_RULE);
  const height = readMeasure(values, "height", "height", units, HEIGHT_RULE);
  const weight = readMeasure(values, "weight", "weight", units, WEIGHT_RULE);
  const errors = readErrors({ age, height, weight });
  if (values.sex !== "female" && values.sex !== "male") errors.sex = "Choose male or female.";
  if (!values.activity) errors.activity = "Choose how active you are.";
  if (
    Object.keys(errors).length > 0 ||
    age.value === undefined ||
    height.value === undefined ||
    weight.value === undefined
  ) {
    return { errors };
  }
  const input: NeedsInput = {
    sex: values.sex as Sex,
    age: age.value,
    heightCm: height.value,
    weightKg: weight.value,
    activity: values.activity ?? "",
  };
  return { input, errors };
}

export const CALORIES_FORM: SingleForm<NeedsInput, CalorieNeedsResult> = {
  tag: TAG,
  fields: NEEDS_FIELDS,
  measures: { height: "height", weight: "weight" },
  read: readNeeds,
  load: () => import("./calories-report.tsx"),
};
