import { activityMultiplier } from "../energy/activity-levels.ts";
import { InputError } from "../core/errors.ts";
import { ageRule, HEIGHT_RULE, WEIGHT_RULE } from "./input-ranges.ts";
import { MESSAGE_UNITS, type MessageUnits } from "./message-units.ts";
import { SEXES, type Sex } from "../core/types.ts";
import { optionalOneOf, requireNumber, requireOneOf } from "./validate.ts";
import type { VariantRules } from "../plans/variants.ts";

/**
 * The basic calculator's input (docs/product-decisions.md, "Field names"), typed: numbers in
 * years, cm, kg and kg a week. The plan still checks each against its rule and throws
 * InputError naming the field; text from outside comes in through parseBasicInput.
 */
export interface BasicInput {
  age: number;
  gender: Sex;
  /** cm */
  height?: number;
  /** kg */
  weight?: number;
  /** Activity multiplier: one of the five levels' values (1.2 to 1.9). */
  activity?: number;
  /** kg */
  targetWeight?: number;
  /** kg a week */
  lossRate?: number;
  /** Optional target date, YYYY-MM-DD. */
  goalDate?: string;
  /** Pregnancy variant: 1, 2 or 3. */
  trimester?: number;
  /** Pregnancy variant, optional: weight before pregnancy, kg. */
  prePregnancyWeight?: number;
  /** Breastfeeding variant: weeks since the birth. */
  weeksPostpartum?: number;
  /** Today's date (YYYY-MM-DD) for the goal date; defaults to the real date. */
  today?: string;
  /** The units messages name weights in (the visitor's); metric when blank. */
  units?: MessageUnits;
}

/** The answers a basic plan needs, checked and in numbers. */
export interface BasicPerson {
  rules: VariantRules;
  sex: Sex;
  age: number;
  heightCm: number;
  weightKg: number;
  activity: number;
  units: MessageUnits;
}

/** The sex given, checked against a variant made for one sex. */
export function checkSex(value: unknown, rules: VariantRules): Sex {
  const sex = requireOneOf("gender", value, SEXES, "male or female");
  if (rules.sex && sex !== rules.sex) {
    throw new InputError(
      "gender",
      `This calculator is for ${rules.sex === "female" ? "women" : "men"}.`,
    );
  }
  return sex;
}

export function checkAge(input: BasicInput, rules: VariantRules): number {
  return requireNumber("age", input.age, ageRule(rules));
}

/** Reads the answers every basic plan needs; throws InputError naming the first bad one. */
export function readPerson(input: BasicInput, rules: VariantRules): BasicPerson {
  const units = messageUnits(input.units);
  return {
    rules,
    sex: checkSex(input.gender, rules),
    age: checkAge(input, rules),
    heightCm: requireNumber("height", input.height, HEIGHT_RULE, units),
    weightKg: requireNumber("weight", input.weight, WEIGHT_RULE, units),
    activity: activityMultiplier(input.activity),
    units,
  };
}

/** The units messages name weights and heights in: the visitor's, metric when blank. */
export function messageUnits(value: unknown): MessageUnits {
  return optionalOneOf("units", value, MESSAGE_UNITS, "metric or imperial", "metric");
}
