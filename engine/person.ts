import type { Sex } from "./types.ts";
import { SEXES } from "./types.ts";
import { optionalNumber, requireNumber, requireOneOf } from "./validate.ts";

// Input ranges: the specification's form validation (spec section 5).
export const AGE_RULE = { label: "your age", min: 13, max: 100, unit: "years" } as const;
export const HEIGHT_RULE = { label: "your height", min: 100, max: 250, unit: "cm" } as const;
export const WEIGHT_RULE = { label: "your weight", min: 30, max: 300, unit: "kg" } as const;
export const TARGET_WEIGHT_RULE = {
  label: "your target weight",
  min: 30,
  max: 200,
  unit: "kg",
} as const;
export const BODY_FAT_RULE = { label: "your body fat", min: 5, max: 50, unit: "%" } as const;

/** The body measurements most formulas need, checked. */
export interface Person {
  sex: Sex;
  age: number;
  heightCm: number;
  weightKg: number;
  bodyFatPct?: number;
}

/** Checks a person's measurements; `fields` maps each to the caller's field name. */
export function checkPerson(
  p: { sex: unknown; age: unknown; heightCm: unknown; weightKg: unknown; bodyFatPct?: unknown },
  fields = {
    sex: "sex",
    age: "age",
    heightCm: "heightCm",
    weightKg: "weightKg",
    bodyFatPct: "bodyFatPct",
  },
): Person {
  const person: Person = {
    sex: requireOneOf(fields.sex, p.sex, SEXES, "male or female"),
    age: requireNumber(fields.age, p.age, AGE_RULE),
    heightCm: requireNumber(fields.heightCm, p.heightCm, HEIGHT_RULE),
    weightKg: requireNumber(fields.weightKg, p.weightKg, WEIGHT_RULE),
  };
  const bodyFatPct = optionalNumber(fields.bodyFatPct, p.bodyFatPct, BODY_FAT_RULE);
  if (bodyFatPct !== undefined) person.bodyFatPct = bodyFatPct;
  return person;
}
