import type { FormValues, Kind } from "../shared/measure.ts";

export { localToday } from "../shared/local-today.ts";

/*
 * The names the check-in's form uses at first paint: its tag, its fields and how the visitor
 * said they ate. Reading them into numbers is check-in-form.ts, loaded with the results.
 */

export const TAG = "calorie-deficit-check-in";

/** The one key the check-in may write (check-in-storage.ts reads and writes it). */
export const STORAGE_KEY = "cdc-check-in";

/**
 * True when this page may use localStorage at all: a sandboxed frame or strict settings
 * make even reading it throw. Nothing is written to find out.
 */
export function storageAvailable(): boolean {
  try {
    if (typeof localStorage === "undefined" || localStorage === null) return false;
    localStorage.getItem(STORAGE_KEY);
    return true;
  } catch {
    return false;
  }
}

/** True when this device remembers a check-in: the box starts ticked, and the rest is read. */
export function hasSaved(): boolean {
  try {
    return typeof localStorage !== "undefined" && Boolean(localStorage.getItem(STORAGE_KEY));
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

/**
 * The answers about the person and their plan: restored from a shared link or storage. A
 * link from a plan also names its `variant`, which applies where the element's own is
 * "default" (use-check-in.ts).
 */
export const PLAN_FIELDS = [
  "gender",
  "age",
  "height",
  "heightFt",
  "heightIn",
  "activity",
  "targetWeight",
  "targetWeightSt",
  "targetWeightLb",
  "lossRate",
  "weeksPostpartum",
  "intake",
  "plan",
  "average",
  "variant",
] as const;

/** The weights and heights the units switch converts (the new weigh-in's weight too). */
export const MEASURES: Readonly<Record<string, Kind>> = {
  height: "height",
  targetWeight: "weight",
  newWeight: "weight",
};

/** The field of the calories typed for one weigh-in on the list. */
export const caloriesField = (date: string) => `calories-${date}`;

/** The intake mode chosen, "plan" unless another was picked. */
export function intakeMode(values: FormValues): IntakeMode {
  return values.intake === "average" || values.intake === "each" ? values.intake : "plan";
}

/**
 * How a variant changes the form, read from its name: whether it asks for a goal (children
 * and pregnancy never plan a change), for the weeks since the birth (breastfeeding), and
 * whether the goal is to gain (muscle gain). By name, so that the first paint need not carry
 * the variants table; tests/widgets/calorie-deficit-check-in/check-in-fields.test.ts holds it
 * to the modes in engine/variants.ts.
 */
export function formShape(variant: string): { goal: boolean; weeks: boolean; gain: boolean } {
  return {
    goal: variant !== "kids" && variant !== "pregnancy",
    weeks: variant === "breastfeeding",
    gain: variant === "muscle-gain",
  };
}
