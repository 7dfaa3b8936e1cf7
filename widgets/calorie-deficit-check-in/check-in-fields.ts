import type { FormValues, Kind } from "../shared/form/measure.ts";
import { CHECK_IN_KEY } from "../shared/persistence/remembered.ts";
import { description } from "./description.ts";

export { localToday } from "../shared/platform/local-today.ts";

/*
 * The names the check-in's form uses at first paint: its tag, its fields and how the visitor
 * said they ate. Reading them into numbers is check-in-form.ts, loaded with the results.
 */

export const TAG = description.tag;

/** The key of the check-in's weigh-in diary (check-in-storage.ts reads and writes it). */
export { CHECK_IN_KEY as STORAGE_KEY, storageAvailable } from "../shared/persistence/remembered.ts";

/** True when this device remembers a check-in: the rest is read with the results. */
export function hasSaved(): boolean {
  try {
    return typeof localStorage !== "undefined" && Boolean(localStorage.getItem(CHECK_IN_KEY));
  } catch {
    // Storage blocked (a sandboxed frame, strict settings): nothing is remembered.
    return false;
  }
}

/** Where the result will be, until there is one. */
export const RESULT_HINT =
  "Your result appears here once you have 4 weigh-ins over 2 weeks and have answered the questions above.";

/** What the visitor ate: their plan's target, a daily average, or a figure per weigh-in. */
export type IntakeMode = "plan" | "average" | "each";

/** The weights and heights the units switch converts (the new weigh-in's weight too). */
export const MEASURES: Readonly<Record<string, Kind>> = {
  height: "height",
  targetWeight: "weight",
  newWeight: "weight",
};

/** The intake mode chosen, "plan" unless another was picked. */
export function intakeMode(values: FormValues): IntakeMode {
  return values.intake === "average" || values.intake === "each" ? values.intake : "plan";
}

/**
 * How a variant changes the form, read from its name: whether it asks for a goal (children
 * and pregnancy never plan a change), for the weeks since the birth (breastfeeding), and
 * whether the goal is to gain (muscle gain). By name, so that the first paint need not carry
 * the variants table; tests/widgets/calorie-deficit-check-in/check-in-fields.test.ts holds it
 * to the modes in engine/plans/variants.ts.
 */
export function formShape(variant: string): { goal: boolean; weeks: boolean; gain: boolean } {
  return {
    goal: variant !== "kids" && variant !== "pregnancy",
    weeks: variant === "breastfeeding",
    gain: variant === "muscle-gain",
  };
}
