import { MACRO_GOALS, type MacroGoal } from "../../engine/data/macro-goals.ts";
import { MACRO_CALORIES_RULE, WEIGHT_RULE } from "../../engine/input/input-ranges.ts";
import type { Units } from "../shared/attributes.ts";
import { hasErrors, readErrors, type FormRead } from "../shared/form-read.ts";
import type { FormValues } from "../shared/measure.ts";
import { readMeasure, readNumber } from "../shared/read-field.ts";
import { readNeedsForm, type NeedsInput } from "../calorie-deficit-calories/calories-form.ts";

/**
 * A goal, the weight protein is set from, and the day's calories as typed or the person to
 * work them out for.
 */
export type MacrosInput = { goal: MacroGoal; weightKg: number } & (
  { calories: number } | { person: NeedsInput }
);

/** Reads the macros form into numbers in metric units, or every error at once. */
export function readMacrosForm(values: FormValues, units: Units): FormRead<MacrosInput> {
  const goal = MACRO_GOALS.find((g) => g === values.goal);
  const goalError = goal ? {} : { goal: "Choose a goal." };
  if (values.source === "needs") {
    // The person's weight is also the one used for protein.
    const needs = readNeedsForm(values, units);
    if (needs.input === undefined || !goal) {
      return { errors: { ...needs.errors, ...goalError } };
    }
    const person = needs.input;
    return { input: { goal, person, weightKg: person.weightKg } };
  }
  const calories = readNumber(values, "calories", MACRO_CALORIES_RULE);
  // Protein is set from the weight (docs/plans.md, "Protein, one figure per person"), so the
  // weight is needed here too.
  const bodyWeight = readMeasure(values, "bodyWeight", "weight", units, WEIGHT_RULE);
  const errors = { ...readErrors({ calories }), ...goalError, ...readErrors({ bodyWeight }) };
  if (hasErrors(errors) || !goal || calories.value === undefined || bodyWeight.value === undefined)
    return { errors };
  return { input: { goal, calories: calories.value, weightKg: bodyWeight.value } };
}
