import { MACRO_GOALS, type MacroGoal } from "../../engine/data/macro-goals.ts";
import { MACRO_CALORIES_RULE, WEIGHT_RULE } from "../../engine/input-ranges.ts";
import type { Units } from "../shared/attributes.ts";
import type { Errors } from "../shared/fields.tsx";
import { readMeasure, readNumber, type FormValues } from "../shared/measure.ts";
import { readErrors, type Read, type SingleForm } from "../shared/single-form.tsx";
import {
  NEEDS_FIELDS,
  readNeeds,
  type NeedsInput,
} from "../calorie-deficit-calories/calories-form.ts";
import type { MacrosOutcome } from "./macros-report.tsx";

export const TAG = "calorie-deficit-macros";

/** A goal, and the day's calories as typed or the person to work them out for. */
export type MacrosInput = { goal: MacroGoal; weightKg?: number } & (
  { calories: number } | { person: NeedsInput }
);

function read(values: FormValues, units: Units): Read<MacrosInput> {
  const goal = MACRO_GOALS.find((g) => g === values.goal);
  let errors: Errors = goal ? {} : { goal: "Choose a goal." };
  if (values.source === "needs") {
    // The person's weight is also the one used for protein.
    const needs = readNeeds(values, units);
    errors = { ...errors, ...needs.errors };
    if (!goal || !needs.input) return { errors };
    const person = needs.input;
    return { input: { goal, person, weightKg: person.weightKg }, errors };
  }
  const calories = readNumber(values, "calories", MACRO_CALORIES_RULE);
  const bodyWeight = readMeasure(values, "bodyWeight", "weight", units, WEIGHT_RULE, false);
  errors = { ...errors, ...readErrors({ calories, bodyWeight }) };
  if (!goal || calories.value === undefined || Object.keys(errors).length > 0) return { errors };
  const input: MacrosInput = { goal, calories: calories.value };
  if (bodyWeight.value !== undefined) input.weightKg = bodyWeight.value;
  return { input, errors };
}

export const MACROS_FORM: SingleForm<MacrosInput, MacrosOutcome> = {
  tag: TAG,
  fields: [
    "source",
    "calories",
    "goal",
    "bodyWeight",
    "bodyWeightSt",
    "bodyWeightLb",
    ...NEEDS_FIELDS,
  ],
  measures: { height: "height", weight: "weight", bodyWeight: "weight" },
  read,
  load: () => import("./macros-report.tsx"),
};
