import {
  frameFromWrist,
  IDEAL_WEIGHT_HEIGHT_RULE,
  idealWeight,
  WRIST_RULE,
  type Frame,
  type IdealWeightResult,
} from "../../engine/ideal-weight.ts";
import type { Sex } from "../../engine/types.ts";
import type { Units } from "../shared/attributes.ts";
import { convertLengths, readLength } from "../shared/length.ts";
import { readMeasure, readNumber, type FormValues } from "../shared/measure.ts";
import { attempt, readErrors, type Outcome, type SingleForm } from "../shared/single-form.tsx";

export const TAG = "calorie-deficit-ideal-weight";

export interface IdealWeightOutcome extends IdealWeightResult {
  sex: Sex;
  /** True when the frame came from the wrist measurement. */
  frameFromWrist: boolean;
}

// Age only frames the advice (the formulas are for adults): spec section 5's adult range.
const AGE_RANGE = { label: "your age", min: 18, max: 100, unit: "years" };

function compute(values: FormValues, units: Units): Outcome<IdealWeightOutcome> {
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
  return attempt({ heightCm: "height", wristCm: "wrist" }, () => {
    const frame: Frame = byWrist
      ? frameFromWrist({ sex, heightCm, wristCm: wrist.value ?? Number.NaN }).frame
      : values.frame === "small" || values.frame === "large"
        ? values.frame
        : "medium";
    return { ...idealWeight({ sex, heightCm, frame }), sex, frameFromWrist: byWrist };
  });
}

export const IDEAL_WEIGHT_FORM: SingleForm<IdealWeightOutcome> = {
  tag: TAG,
  fields: ["sex", "height", "heightFt", "heightIn", "age", "frame", "wrist"],
  measures: { height: "height" },
  convert: (values, _from, to) => convertLengths(values, ["wrist"], to),
  compute,
};
