import { activityMultiplier } from "../energy/activity-levels.ts";
import { BMR_FORMULAS, type BmrFormula } from "../energy/bmr.ts";
import { InputError } from "../core/errors.ts";
import { readMedicalConditions } from "../plans/medical-conditions.ts";
import { SEXES, type Sex } from "../core/types.ts";
import { ADVANCED_CHOICES, type AdvancedChoices, type AdvancedInput } from "./advanced-input.ts";
import type { BasicInput } from "./basic-input.ts";
import type { NumberRule } from "./check-number.ts";
import {
  AGE_RULE,
  BODY_FAT_RULE,
  CARDIO_HOURS_RULE,
  DAILY_STEPS_RULE,
  HEIGHT_RULE,
  LOSS_RATE_RULE,
  PRE_PREGNANCY_WEIGHT_RULE,
  SLEEP_HOURS_RULE,
  SPORTS_HOURS_RULE,
  STRENGTH_HOURS_RULE,
  STRESS_LEVEL_RULE,
  TARGET_WEIGHT_RULE,
  TRAINING_DAYS_RULE,
  WEEKS_POSTPARTUM_RULE,
  WEIGHT_RULE,
} from "./input-ranges.ts";
import { MESSAGE_UNITS, type MessageUnits } from "./message-units.ts";
import { parseNumber, parseOneOf, requireOneOf } from "./validate.ts";

/*
 * The lenient edge: answers from outside (a script, a share link, a JSON body) as numbers or
 * as people type them ("80,5", "70 kg"), read into the typed input the plans take. Only the
 * types are read here; each plan then checks every answer against its rule. Anything that is
 * not an answer of its kind throws InputError naming the field.
 */

/** Answers from outside, by field name. */
type Answers = Readonly<Record<string, unknown>>;

function answersOf(value: unknown): Answers {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new InputError("input", "Give the answers as an object of named fields.");
  }
  return value as Answers;
}

const blank = (value: unknown) =>
  value === undefined || value === null || (typeof value === "string" && value.trim() === "");

/** Copies the fields that are given, leaving blank ones out. */
function given<T extends object>(fields: T): T {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as T;
}

function text(field: string, value: unknown): string | undefined {
  if (blank(value)) return undefined;
  if (typeof value !== "string") throw new InputError(field, "Enter a date as YYYY-MM-DD.");
  return value;
}

function units(value: unknown): MessageUnits | undefined {
  return parseOneOf("units", value, MESSAGE_UNITS, "metric or imperial");
}

function requiredNumber(field: string, value: unknown, rule: NumberRule, missing: string): number {
  const number = parseNumber(field, value, rule);
  if (number === undefined) throw new InputError(field, missing);
  return number;
}

/**
 * The basic calculator's answers from outside, as numbers or typed text, read into a
 * BasicInput. Throws InputError naming the first field that is not an answer of its kind.
 */
export function parseBasicInput(value: unknown): BasicInput {
  const input = answersOf(value);
  const number = (field: string, rule: NumberRule) => parseNumber(field, input[field], rule);
  const gender: Sex = requireOneOf("gender", input.gender, SEXES, "male or female");
  return given({
    age: requiredNumber("age", input.age, AGE_RULE, `Enter ${AGE_RULE.label}.`),
    gender,
    height: number("height", HEIGHT_RULE),
    weight: number("weight", WEIGHT_RULE),
    activity: blank(input.activity) ? undefined : activityMultiplier(input.activity),
    targetWeight: number("targetWeight", TARGET_WEIGHT_RULE),
    lossRate: number("lossRate", LOSS_RATE_RULE),
    goalDate: text("goalDate", input.goalDate),
    trimester: number("trimester", { label: "which trimester you are in", min: 1, max: 3 }),
    prePregnancyWeight: number("prePregnancyWeight", PRE_PREGNANCY_WEIGHT_RULE),
    weeksPostpartum: number("weeksPostpartum", WEEKS_POSTPARTUM_RULE),
    today: text("today", input.today),
    units: units(input.units),
  });
}

const missing = (label: string) => `Missing required data: enter ${label}.`;

/**
 * The advanced calculator's answers from outside, as numbers or typed text, read into an
 * AdvancedInput. Throws InputError naming the first field that is not an answer of its kind.
 * An unknown BMR formula falls back to Mifflin-St Jeor, as the plan always has.
 */
export function parseAdvancedInput(value: unknown): AdvancedInput {
  const input = answersOf(value);
  const required = (field: string, rule: NumberRule) =>
    requiredNumber(field, input[field], rule, missing(rule.label));
  const optional = (field: string, rule: NumberRule) => parseNumber(field, input[field], rule);
  const choice = <K extends keyof AdvancedChoices>(field: K) =>
    parseOneOf<AdvancedChoices[K]["allowed"][number]>(
      field,
      input[field],
      ADVANCED_CHOICES[field].allowed,
      ADVANCED_CHOICES[field].label,
    );
  if (blank(input.gender)) throw new InputError("gender", missing("your sex"));
  const gender: Sex = requireOneOf("gender", input.gender, SEXES, "male or female");
  const person = {
    age: required("age", AGE_RULE),
    gender,
    height: required("height", HEIGHT_RULE),
    weight: required("weight", WEIGHT_RULE),
    targetWeight: required("targetWeight", TARGET_WEIGHT_RULE),
    lossRate: required("lossRate", LOSS_RATE_RULE),
  };
  if (blank(input.baseActivity)) {
    throw new InputError("baseActivity", missing("your activity level"));
  }
  if (blank(input.bmrFormula)) {
    throw new InputError("bmrFormula", missing(ADVANCED_CHOICES.bmrFormula.label));
  }
  const bmrFormula: BmrFormula = (BMR_FORMULAS as readonly unknown[]).includes(input.bmrFormula)
    ? (input.bmrFormula as BmrFormula)
    : "mifflin";
  const supplements = input.supplementUse;
  if (
    supplements !== undefined &&
    supplements !== null &&
    (!Array.isArray(supplements) || supplements.some((item) => typeof item !== "string"))
  ) {
    throw new InputError("supplementUse", "Choose items from the list.");
  }
  return given({
    ...person,
    bodyFat: optional("bodyFat", BODY_FAT_RULE),
    goalDate: text("goalDate", input.goalDate),
    baseActivity: activityMultiplier(input.baseActivity, "baseActivity"),
    cardioHours: optional("cardioHours", CARDIO_HOURS_RULE),
    strengthHours: optional("strengthHours", STRENGTH_HOURS_RULE),
    sportsHours: optional("sportsHours", SPORTS_HOURS_RULE),
    dailySteps: optional("dailySteps", DAILY_STEPS_RULE),
    jobType: choice("jobType"),
    menstrualCycle: choice("menstrualCycle"),
    thyroidCondition: choice("thyroidCondition"),
    insulinSensitivity: choice("insulinSensitivity"),
    sleepHours: optional("sleepHours", SLEEP_HOURS_RULE),
    stressLevel: optional("stressLevel", STRESS_LEVEL_RULE),
    supplementUse: Array.isArray(supplements) ? (supplements as string[]) : undefined,
    medicalConditions: readMedicalConditions(input.medicalConditions),
    maternal: choice("maternal"),
    weeksPostpartum: optional("weeksPostpartum", WEEKS_POSTPARTUM_RULE),
    bmrFormula,
    dietType: choice("dietType"),
    mealTiming: choice("mealTiming"),
    trainingDays: optional("trainingDays", TRAINING_DAYS_RULE),
    refeedFrequency: choice("refeedFrequency"),
    plateauStrategy: choice("plateauStrategy"),
    today: text("today", input.today),
    units: units(input.units),
  });
}
