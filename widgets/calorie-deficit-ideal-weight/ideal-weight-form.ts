import type { Frame } from "../../engine/ideal-weight.ts";
import { IDEAL_WEIGHT_HEIGHT_RULE, WRIST_RULE } from "../../engine/input-ranges.ts";
import type { Sex } from "../../engine/types.ts";
import type { Units } from "../shared/attributes.ts";
import { convertLengths, readLength } from "../shared/length.ts";
import { readMeasure, readNumber, type FormValues } from "../shared/measure.ts";
import { readErrors, type Read, type SingleForm } from "../shared/single-form.tsx";
import type { IdealWeightOutcome } from "./ideal-weight-report.tsx";

export const TAG = "calorie-deficit-ideal-weight";

/** What the ideal weight form gives the engine: a frame chosen, or a wrist to work it out. */
export type IdealWeightInput = { sex: Sex; heightCm: number } & (
  { frame: Frame } | { wristCm: number }
);

// Age only frames the advice (the formulas are for adults): 18 to 100 (docs/product-decisions.md).
const AGE_RANGE = { label: "your age", min: 18, max: 100, unit: "years" };

function read(values: FormValues, units: Units): Read<IdealWeightInput> {
  if (values.sex !== "female" && values.sex !== "male") {
    return { errors: { sex: "Choose male or female." } };
  }
  const sex: Sex = values.sex;
  const height = readMeasure(values, "height", "height", units, IDEAL_WEIGHT_HEIGHT_RULE);
  const age = readNumber(values, "age", AGE_RANGE, false);
  const byWrist = values.frame === "wrist";
  const wrist = byWrist ? readLength(values, "wrist", units, WRIST_RULE) : {};
  const errors = readErrors({ height, age, wrist });
  if (Object.keys(errors).length > 0 || height.value === undefined) return { errors };
  const heightCm = height.value;
  if (byWrist) {
    return wrist.value === undefined
      ? { errors }
      : { input: { sex, heightCm, wristCm: wrist.value }, errors };
  }
  const frame = values.frame === "small" || values.frame === "large" ? values.frame : "medium";
  return { input: { sex, heightCm, frame }, errors };
}

export const IDEAL_WEIGHT_FORM: SingleForm<IdealWeightInput, IdealWeightOutcome> = {
  tag: TAG,
  fields: ["sex", "height", "heightFt", "heightIn", "age", "frame", "wrist"],
  measures: { height: "height" },
  convert: (values, _from, to) => convertLengths(values, ["wrist"], to),
  read,
  load: () => import("./ideal-weight-report.tsx"),
};
