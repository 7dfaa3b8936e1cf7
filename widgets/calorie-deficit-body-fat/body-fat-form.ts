import {
  HEIGHT_RULE,
  HIP_RULE,
  NECK_RULE,
  SKINFOLD_AGE_RULE,
  SKINFOLD_RULE,
  WAIST_RULE,
  WEIGHT_RULE,
} from "../../engine/input-ranges.ts";
import type { Sex } from "../../engine/types.ts";
import type { Units } from "../shared/attributes.ts";
import { convertLengths, readLength } from "../shared/length.ts";
import { readMeasure, readNumber, type FormValues } from "../shared/measure.ts";
import { readErrors, type Read, type SingleForm } from "../shared/single-form.tsx";
import type { BodyFatOutcome } from "./body-fat-report.tsx";

export const TAG = "calorie-deficit-body-fat";

/** What the body fat form gives the engine, by method, in metric units. */
export type BodyFatInput = { sex: Sex; weightKg?: number } & (
  | { method: "skinfold"; age: number; skinfoldsMm: [number, number, number] }
  | { method: "navy"; heightCm: number; neckCm: number; waistCm: number; hipCm?: number }
);

const TAPE_FIELDS = ["neck", "waist", "hip"];

function read(values: FormValues, units: Units): Read<BodyFatInput> {
  if (values.sex !== "female" && values.sex !== "male")
    return { errors: { sex: "Choose male or female." } };
  const sex: Sex = values.sex;
  const weight = readMeasure(values, "weight", "weight", units, WEIGHT_RULE, false);
  const weightKg = weight.value === undefined ? {} : { weightKg: weight.value };
  if (values.method === "skinfold") {
    const age = readNumber(values, "age", SKINFOLD_AGE_RULE);
    const [skinfold1 = {}, skinfold2 = {}, skinfold3 = {}] = [1, 2, 3].map((i) =>
      readNumber(values, `skinfold${i}`, { label: `skinfold ${i}`, ...SKINFOLD_RULE }),
    );
    const errors = readErrors({ weight, age, skinfold1, skinfold2, skinfold3 });
    const mm = [skinfold1.value, skinfold2.value, skinfold3.value];
    if (Object.keys(errors).length > 0 || age.value === undefined || mm.includes(undefined)) {
      return { errors };
    }
    const skinfoldsMm = mm as [number, number, number];
    return { input: { method: "skinfold", sex, age: age.value, skinfoldsMm, ...weightKg }, errors };
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
  const input: BodyFatInput = {
    method: "navy",
    sex,
    heightCm: height.value,
    neckCm: neck.value,
    waistCm: waist.value,
    ...weightKg,
  };
  if (hip.value !== undefined) input.hipCm = hip.value;
  return { input, errors };
}

export const BODY_FAT_FORM: SingleForm<BodyFatInput, BodyFatOutcome> = {
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
  read,
  load: () => import("./body-fat-report.tsx"),
};
