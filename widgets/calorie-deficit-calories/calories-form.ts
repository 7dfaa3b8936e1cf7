import { AGE_RULE, HEIGHT_RULE, WEIGHT_RULE } from "../../engine/input/input-ranges.ts";
import type { Sex } from "../../engine/types.ts";
import type { Units } from "../shared/attributes.ts";
import { hasErrors, readErrors, type FormRead } from "../shared/form-read.ts";
import type { FormValues } from "../shared/measure.ts";
import { readMeasure, readNumber } from "../shared/read-field.ts";

/** The person behind daily calorie needs, in metric units (the engine's calorieNeeds input). */
export interface NeedsInput {
  sex: Sex;
  age: number;
  heightCm: number;
  weightKg: number;
  activity: string;
}

/** Reads age, sex, height, weight and activity into numbers in metric units, or every error. */
export function readNeedsForm(values: FormValues, units: Units): FormRead<NeedsInput> {
  const age = readNumber(values, "age", AGE_RULE);
  const height = readMeasure(values, "height", "height", units, HEIGHT_RULE);
  const weight = readMeasure(values, "weight", "weight", units, WEIGHT_RULE);
  const sex = values.sex === "female" || values.sex === "male" ? values.sex : undefined;
  const errors = {
    ...readErrors({ age }),
    ...(sex ? {} : { sex: "Choose male or female." }),
    ...readErrors({ height, weight }),
    ...(values.activity ? {} : { activity: "Choose how active you are." }),
  };
  if (
    hasErrors(errors) ||
    !sex ||
    !values.activity ||
    age.value === undefined ||
    height.value === undefined ||
    weight.value === undefined
  ) {
    return { errors };
  }
  return {
    input: {
      sex,
      age: age.value,
      heightCm: height.value,
      weightKg: weight.value,
      activity: values.activity,
    },
  };
}
