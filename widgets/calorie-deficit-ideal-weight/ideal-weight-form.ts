import type { Frame } from "../../engine/ideal-weight.ts";
import { IDEAL_WEIGHT_HEIGHT_RULE, WRIST_RULE } from "../../engine/input/input-ranges.ts";
import type { Sex } from "../../engine/types.ts";
import type { Units } from "../shared/attributes.ts";
import { hasErrors, readErrors, type FormRead } from "../shared/form-read.ts";
import type { FormValues } from "../shared/measure.ts";
import { readLength, readMeasure, readNumber } from "../shared/read-field.ts";

/** What the ideal weight form gives the engine: a frame chosen, or a wrist to work it out. */
export type IdealWeightInput = { sex: Sex; heightCm: number } & (
  { frame: Frame } | { wristCm: number }
);

// Age only frames the advice (the formulas are for adults): 18 to 100 (docs/product-decisions.md).
const AGE_RANGE = { label: "your age", min: 18, max: 100, unit: "years" };

/** Reads the ideal weight form into numbers in metric units, or every error at once. */
export function readIdealWeightForm(values: FormValues, units: Units): FormRead<IdealWeightInput> {
  const sex = values.sex === "female" || values.sex === "male" ? values.sex : undefined;
  const height = readMeasure(values, "height", "height", units, IDEAL_WEIGHT_HEIGHT_RULE);
  const age = readNumber(values, "age", AGE_RANGE, false);
  const byWrist = values.frame === "wrist";
  const wrist = byWrist ? readLength(values, "wrist", units, WRIST_RULE) : {};
  const errors = {
    ...(sex ? {} : { sex: "Choose male or female." }),
    ...readErrors({ height, age, wrist }),
  };
  if (hasErrors(errors) || !sex || height.value === undefined) return { errors };
  const heightCm = height.value;
  if (byWrist) {
    return wrist.value === undefined
      ? { errors }
      : { input: { sex, heightCm, wristCm: wrist.value } };
  }
  const frame = values.frame === "small" || values.frame === "large" ? values.frame : "medium";
  return { input: { sex, heightCm, frame } };
}
