import type { Sex } from "./types.ts";
import { SEXES } from "./types.ts";
import { AGE_RULE, BODY_FAT_RULE, HEIGHT_RULE, WEIGHT_RULE } from "../input/input-ranges.ts";
import { optionalNumber, requireNumber, requireOneOf } from "../input/validate.ts";

/** The body measurements most formulas need, checked. */
export interface Person {
  sex: Sex;
  age: number;
  heightCm: number;
  weightKg: number;
  bodyFatPct?: number;
}

/** Checks a person's measurements; an InputError names the field as `p` does. */
export function checkPerson(p: {
  sex: unknown;
  age: unknown;
  heightCm: unknown;
  weightKg: unknown;
  bodyFatPct?: unknown;
}): Person {
  const person: Person = {
    sex: requireOneOf("sex", p.sex, SEXES, "male or female"),
    age: requireNumber("age", p.age, AGE_RULE),
    heightCm: requireNumber("heightCm", p.heightCm, HEIGHT_RULE),
    weightKg: requireNumber("weightKg", p.weightKg, WEIGHT_RULE),
  };
  const bodyFatPct = optionalNumber("bodyFatPct", p.bodyFatPct, BODY_FAT_RULE);
  if (bodyFatPct !== undefined) person.bodyFatPct = bodyFatPct;
  return person;
}

/**
 * Who a plan was made for, as the engine read its input: years, cm and kg, whatever units
 * the visitor typed in. Height, weight and activity are absent for a child's energy needs,
 * which ask only age and sex; the target is absent when a plan has none (pregnancy).
 */
export interface PlannedPerson {
  sex: Sex;
  age: number;
  heightCm?: number;
  weightKg?: number;
  bodyFatPct?: number;
  targetWeightKg?: number;
  /** In pregnancy: the weight before it, which the plan works from (the current weight if not given). */
  prePregnancyWeightKg?: number;
  /** The activity multiplier the plan starts from (the base activity, in the advanced plan). */
  activity?: number;
}
