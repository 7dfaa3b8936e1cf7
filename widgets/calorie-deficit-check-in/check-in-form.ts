import {
  ACTIVITY_LEVELS,
  AGE_RULE,
  type CheckInPerson,
  HEIGHT_RULE,
  INTAKE_RULE,
  longDate,
  LOSS_RATE_RULE,
  type Sex,
  TARGET_WEIGHT_RULE,
  variantRules,
  WEEKS_POSTPARTUM_RULE,
  type WeighIn,
  WEIGHT_RULE,
} from "../../engine/index.ts";
import type { Units } from "../shared/platform/attributes.ts";
import type { Errors } from "../shared/form/fields.tsx";
import type { FormValues } from "../shared/form/measure.ts";
import { readMeasure, readNumber } from "../shared/form/read-field.ts";
import { formShape, intakeMode, type IntakeMode } from "./check-in-fields.ts";
import { caloriesField } from "./weigh-ins.ts";
import { imperialWeightText, readWeighInLines, type LinesRead } from "./weigh-in-csv.ts";
import { readWeighInDate } from "./weigh-in-date.ts";
import type { WeighInRow } from "./weigh-ins.ts";

/*
 * Reading the check-in: the visitor's answers and weigh-ins, as typed, into the numbers the
 * engine takes (metric), or an error by field. Nothing here calculates a result. Loaded with
 * the results (check-in-report.tsx), as soon as the visitor starts to answer.
 */

/** Everything the engine needs for a check-in, in metric units. */
export interface CheckInInput {
  entries: WeighIn[];
  person: CheckInPerson;
  intake: IntakeMode;
  /** The activity multiplier, when given: to set the formula's figure beside the estimate. */
  activity?: number;
  /** The visitor's goal, when given: for the new daily target. */
  goal?: { targetWeightKg: number; lossRate: number; weeksPostpartum?: number };
  variant: string;
  units: Units;
}

const PLAN_RULE = { ...INTAKE_RULE, label: "your plan's daily calories", min: 500 };
const AVERAGE_RULE = { ...INTAKE_RULE, label: "the calories you eat on an average day", min: 500 };

/** The weigh-ins for the engine, with each day's calories read when asked for. */
function readEntries(
  rows: readonly WeighInRow[],
  mode: IntakeMode,
  errors: Errors,
): WeighIn[] | undefined {
  if (rows.length === 0) {
    errors.entries = "Add your weigh-ins: a date and a weight for each.";
    return undefined;
  }
  return rows.map((row) => {
    if (mode !== "each") return { date: row.date, weightKg: row.weightKg };
    const field = caloriesField(row.date);
    const read = readNumber({ [field]: row.calories }, field, {
      ...INTAKE_RULE,
      label: `the calories for ${longDate(row.date)}`,
    });
    if (read.error) errors[field] = read.error;
    return read.value === undefined
      ? { date: row.date, weightKg: row.weightKg }
      : { date: row.date, weightKg: row.weightKg, intakeKcal: read.value };
  });
}

/** The goal, when one is given: a target weight and a pace go together. */
function readGoal(
  values: FormValues,
  units: Units,
  variant: string,
  errors: Errors,
): CheckInInput["goal"] {
  const shape = formShape(variant);
  if (!shape.goal) return undefined;
  const typed = ["targetWeight", "targetWeightSt", "targetWeightLb", "lossRate"].some(
    (name) => (values[name] ?? "").trim() !== "",
  );
  if (!typed) return undefined;
  const target = readMeasure(values, "targetWeight", "weight", units, TARGET_WEIGHT_RULE);
  const rate = readNumber(values, "lossRate", { ...LOSS_RATE_RULE, label: "your weekly pace" });
  if (target.error) errors.targetWeight = target.error;
  if (rate.error) errors.lossRate = rate.error;
  let weeksPostpartum: number | undefined;
  if (shape.weeks) {
    const weeks = readNumber(values, "weeksPostpartum", WEEKS_POSTPARTUM_RULE);
    if (weeks.error) errors.weeksPostpartum = weeks.error;
    weeksPostpartum = weeks.value;
  }
  if (target.value === undefined || rate.value === undefined) return undefined;
  return {
    targetWeightKg: target.value,
    lossRate: rate.value,
    ...(weeksPostpartum === undefined ? {} : { weeksPostpartum }),
  };
}

/**
 * Reads the check-in: sex, age and height (for the body's energy density), the weigh-ins,
 * what was eaten, and optionally activity (for the formula's figure) and a goal (for the new
 * target). Gives the engine's input once every answer it needs is usable, and the errors by
 * field; never throws for bad input. `variant` is a known variant's name.
 */
export function readCheckIn(
  values: FormValues,
  rows: readonly WeighInRow[],
  units: Units,
  variant: string,
): { input?: CheckInInput; errors: Errors } {
  const errors: Errors = {};
  const rules = variantRules(variant);
  const sex = values.gender;
  if (sex !== "female" && sex !== "male") errors.gender = "Choose male or female.";
  const age = readNumber(values, "age", {
    ...AGE_RULE,
    min: Math.max(AGE_RULE.min, rules.minAge),
    max: Math.min(AGE_RULE.max, rules.maxAge),
  });
  const height = readMeasure(values, "height", "height", units, HEIGHT_RULE);
  if (age.error) errors.age = age.error;
  if (height.error) errors.height = height.error;

  const mode = intakeMode(values);
  let everyday: number | undefined;
  if (mode !== "each") {
    const field = mode === "plan" ? "plan" : "average";
    const read = readNumber(values, field, mode === "plan" ? PLAN_RULE : AVERAGE_RULE);
    if (read.error) errors[field] = read.error;
    everyday = read.value;
  }
  const entries = readEntries(rows, mode, errors);

  const activityText = values.activity ?? "";
  const activity = ACTIVITY_LEVELS.find((level) => String(level.value) === activityText)?.value;
  const goal = readGoal(values, units, variant, errors);

  if (
    Object.keys(errors).length > 0 ||
    entries === undefined ||
    age.value === undefined ||
    height.value === undefined
  ) {
    return { errors };
  }
  const person: CheckInPerson = {
    sex: sex as Sex,
    age: age.value,
    heightCm: height.value,
    ...(everyday === undefined ? {} : { intakeKcal: everyday }),
  };
  const input: CheckInInput = {
    entries,
    person,
    intake: mode,
    variant: rules.id,
    units,
    ...(activity === undefined ? {} : { activity }),
    ...(goal === undefined ? {} : { goal }),
  };
  return { input, errors };
}

/** The fields of the new weigh-in row. */
export const NEW_FIELDS = ["newDate", "newWeight", "newWeightSt", "newWeightLb", "newCalories"];

/**
 * Reads the new weigh-in row (date, weight in the visitor's units, and its calories when the
 * visitor logs them per day): a weigh-in ready for the list, or errors by field.
 */
export function readNewWeighIn(
  values: FormValues,
  units: Units,
  p: { today: string; withCalories: boolean },
): { row?: WeighInRow; errors: Errors } {
  const errors: Errors = {};
  const date = (values.newDate ?? "").trim();
  if (date === "") errors.newDate = "Enter the date you weighed yourself.";
  // In kg mode, a weight typed in stones or pounds ("12st 4lb") is read as a pasted one is.
  const imperial = units === "metric" ? imperialWeightText(values.newWeight ?? "") : undefined;
  const weight =
    imperial === undefined
      ? readMeasure(values, "newWeight", "weight", units, { ...WEIGHT_RULE, label: "the weight" })
      : { value: imperial };
  if (weight.error) errors.newWeight = weight.error;
  const calories = p.withCalories ? readNumber(values, "newCalories", INTAKE_RULE, false) : {};
  if (calories.error) errors.newCalories = calories.error;
  const read = readWeighInDate(date, p.today);
  if (date !== "" && "problem" in read) {
    errors.newDate =
      read.problem === "future"
        ? "The date cannot be in the future."
        : read.problem === "too-early"
          ? "Check the year: the date is before 1900."
          : "Enter a real date, for example 2026-11-01.";
  }
  if (!("date" in read) || weight.value === undefined || calories.error) return { errors };
  return {
    row: {
      date: read.date,
      weightKg: Math.round(weight.value * 100) / 100,
      calories: calories.value === undefined ? "" : String(calories.value),
    },
    errors,
  };
}

/** Reads pasted lines or an imported file, in the visitor's units. */
export function readPasted(text: string, units: Units, today: string): LinesRead {
  return readWeighInLines(text, { bareIsKg: units === "metric", today });
}
