import { bmi, type BmiResult, type BmiThresholds } from "../../engine/bmi.ts";
import { WAIST_RULE } from "../../engine/bmi.ts";
import { HEIGHT_RULE, WEIGHT_RULE } from "../../engine/input-ranges.ts";
import type { Units } from "../shared/attributes.ts";
import { convertLengths, readLength } from "../shared/length.ts";
import { readMeasure, readNumber, type FormValues } from "../shared/measure.ts";
import { attempt, readErrors, type Outcome, type SingleForm } from "../shared/single-form.tsx";

export const TAG = "calorie-deficit-bmi";

/** The BMI result with what the form knows beyond the engine's inputs. */
export interface BmiOutcome extends BmiResult {
  heightCm: number;
  weightKg: number;
  age?: number;
}

// BMI applies to adults; for children the NHS uses centiles (NHS BMI calculator pages).
const AGE_RANGE = { label: "your age", min: 2, max: 120, unit: "years" };

function compute(values: FormValues, units: Units): Outcome<BmiOutcome> {
  const height = readMeasure(values, "height", "height", units, HEIGHT_RULE);
  const weight = readMeasure(values, "weight", "weight", units, WEIGHT_RULE);
  const age = readNumber(values, "age", AGE_RANGE, false);
  const waist = readLength(values, "waist", units, WAIST_RULE, false);
  const errors = readErrors({ height, weight, age, waist });
  if (Object.keys(errors).length > 0 || height.value === undefined || weight.value === undefined) {
    return { errors };
  }
  const heightCm = height.value;
  const weightKg = weight.value;
  const waistCm = waist.value;
  const ethnicity: BmiThresholds =
    values.background === "lower-threshold" ? "lower-threshold" : "default";
  return attempt(
    { heightCm: "height", weightKg: "weight", waistCm: "waist", ethnicity: "background" },
    () => ({
      ...bmi({ heightCm, weightKg, ethnicity, ...(waistCm === undefined ? {} : { waistCm }) }),
      heightCm,
      weightKg,
      ...(age.value === undefined ? {} : { age: age.value }),
    }),
  );
}

export const BMI_FORM: SingleForm<BmiOutcome> = {
  tag: TAG,
  fields: [
    "height",
    "heightFt",
    "heightIn",
    "weight",
    "weightSt",
    "weightLb",
    "age",
    "background",
    "waist",
  ],
  measures: { height: "height", weight: "weight" },
  convert: (values, _from, to) => convertLengths(values, ["waist"], to),
  compute,
};
