import { WAIST_RULE } from "../../engine/bmi.ts";
import { HIP_RULE, NECK_RULE, navyBodyFat, type BodyFatResult } from "../../engine/body-fat.ts";
import type { BodyFatMethod } from "../../engine/body-fat-accuracy.ts";
import { HEIGHT_RULE, WEIGHT_RULE } from "../../engine/input-ranges.ts";
import {
  SKINFOLD_AGE_RULE,
  SKINFOLD_RULE,
  skinfoldBodyFat,
} from "../../engine/skinfold-body-fat.ts";
import type { Sex } from "../../engine/types.ts";
import type { Units } from "../shared/attributes.ts";
import { convertLengths, readLength } from "../shared/length.ts";
import { readMeasure, readNumber, type FormValues } from "../shared/measure.ts";
import { attempt, readErrors, type Outcome, type SingleForm } from "../shared/single-form.tsx";

export const TAG = "calorie-deficit-body-fat";

export interface BodyFatOutcome extends BodyFatResult {
  method: Extract<BodyFatMethod, "navy" | "skinfold">;
  sex: Sex;
}

const TAPE_FIELDS = ["neck", "waist", "hip"];

function compute(values: FormValues, units: Units): Outcome<BodyFatOutcome> {
  const sex: Sex = values.sex === "female" ? "female" : "male";
  if (values.sex !== "female" && values.sex !== "male")
    return { errors: { sex: "Choose male or female." } };
  const weight = readMeasure(values, "weight", "weight", units, WEIGHT_RULE, false);
  const weightKg = weight.value === undefined ? {} : { weightKg: weight.value };
  if (values.method === "skinfold") {
    const age = readNumber(values, "age", SKINFOLD_AGE_RULE);
    const folds = [1, 2, 3].map((i) =>
      readNumber(values, `skinfold${i}`, { label: `skinfold ${i}`, ...SKINFOLD_RULE }),
    );
    const errors = readErrors({
      weight,
      age,
      skinfold1: folds[0] ?? {},
      skinfold2: folds[1] ?? {},
      skinfold3: folds[2] ?? {},
    });
    const mm = folds.map((f) => f.value);
    if (
      Object.keys(errors).length > 0 ||
      age.value === undefined ||
      mm.some((v) => v === undefined)
    ) {
      return { errors };
    }
    const ageYears = age.value;
    return attempt({ weightKg: "weight" }, () => ({
      ...skinfoldBodyFat({
        sex,
        age: ageYears,
        skinfoldsMm: mm as [number, number, number],
        ...weightKg,
      }),
      method: "skinfold" as const,
      sex,
    }));
  }
  const height = readMeasure(values, "height", "height", units, HEIGHT_RULE);
  const neck = readLength(values, "neck", units, NECK_RULE);
  const waist = readLength(values, "waist", units, WAIST_RULE);
  const hip = sex === "female" ? readLength(values, "hip", units, HIP_RULE) : {};
  const errors = readErrors({ height, neck, waist, hip, weight });
  if (
    Object.keys(errors).length > 0 ||
    height.value === undefined ||
    neck.value === undefined ||
    waist.value === undefined
  ) {
    return { errors };
  }
  const tape = { sex, heightCm: height.value, neckCm: neck.value, waistCm: waist.value };
  return attempt(
    { heightCm: "height", neckCm: "neck", waistCm: "waist", hipCm: "hip", weightKg: "weight" },
    () => ({
      ...navyBodyFat({
        ...tape,
        ...(hip.value === undefined ? {} : { hipCm: hip.value }),
        ...weightKg,
      }),
      method: "navy" as const,
      sex,
    }),
  );
}

export const BODY_FAT_FORM: SingleForm<BodyFatOutcome> = {
  tag: TAG,
  fields: [
    "method",
    "sex",
    "height",
    "heightFt",
    "heightIn",
    "neck",
    "waist",
    "hip",
    "age",
    "skinfold1",
    "skinfold2",
    "skinfold3",
    "weight",
    "weightSt",
    "weightLb",
  ],
  measures: { height: "height", weight: "weight" },
  convert: (values, _from, to) => convertLengths(values, TAPE_FIELDS, to),
  compute,
};
