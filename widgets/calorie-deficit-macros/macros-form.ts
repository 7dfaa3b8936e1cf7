import {
  MACRO_CALORIES_RULE,
  MACRO_GOALS,
  macroSplit,
  type MacroGoal,
  type MacroSplitResult,
} from "../../engine/macro-split.ts";
import { WEIGHT_RULE } from "../../engine/input-ranges.ts";
import type { Units } from "../shared/attributes.ts";
import type { Errors } from "../shared/fields.tsx";
import { kcal as formatKcal } from "../shared/format.ts";
import { readMeasure, readNumber, type FormValues } from "../shared/measure.ts";
import { attempt, readErrors, type Outcome, type SingleForm } from "../shared/single-form.tsx";
import { computeNeeds, NEEDS_FIELDS } from "../calorie-deficit-calories/calories-form.ts";

export const TAG = "calorie-deficit-macros";

/** The macros, and whether the calories were typed or worked out. */
export interface MacrosOutcome extends MacroSplitResult {
  caloriesFrom: "typed" | "maintenance";
}

function compute(values: FormValues, units: Units): Outcome<MacrosOutcome> {
  const goal = (MACRO_GOALS as readonly string[]).includes(values.goal ?? "")
    ? (values.goal as MacroGoal)
    : undefined;
  const worked = values.source === "needs";
  const source = worked ? computeNeeds(values, units) : undefined;
  const typed = worked ? undefined : readNumber(values, "calories", MACRO_CALORIES_RULE);
  const calories = source ? source.result?.maintenance : typed?.value;
  let errors: Errors = source ? source.errors : readErrors({ calories: typed ?? {} });
  // In "work it out" mode the weight field is the person's weight, and also used for protein.
  const weight = worked
    ? readMeasure(values, "weight", "weight", units, WEIGHT_RULE)
    : readMeasure(values, "bodyWeight", "weight", units, WEIGHT_RULE, false);
  errors = { ...errors, ...(worked ? {} : readErrors({ bodyWeight: weight })) };
  if (!goal) errors = { ...errors, goal: "Choose a goal." };
  if (
    worked &&
    calories !== undefined &&
    (calories < MACRO_CALORIES_RULE.min || calories > MACRO_CALORIES_RULE.max)
  ) {
    // The calories box is hidden in this mode, so the message sits by the choice of source.
    const low = calories < MACRO_CALORIES_RULE.min;
    const limit = formatKcal(low ? MACRO_CALORIES_RULE.min : MACRO_CALORIES_RULE.max);
    errors = {
      ...errors,
      source: low
        ? `Your maintenance works out at ${formatKcal(calories)} a day, less than the ${limit} this calculator can split. Please talk to your GP about what to eat.`
        : `Your maintenance works out at ${formatKcal(calories)} a day, more than the ${limit} this calculator can split. Choose \u201cI know my daily calories\u201d and type a figure instead.`,
    };
  }
  if (Object.keys(errors).length > 0 || calories === undefined || !goal) return { errors };
  const kcal = calories;
  return attempt(
    { calories: worked ? "source" : "calories", weightKg: worked ? "weight" : "bodyWeight" },
    () => ({
      ...macroSplit({
        calories: kcal,
        goal,
        ...(weight.value === undefined ? {} : { weightKg: weight.value }),
      }),
      caloriesFrom: worked ? ("maintenance" as const) : ("typed" as const),
    }),
  );
}

export const MACROS_FORM: SingleForm<MacrosOutcome> = {
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
  compute,
};
