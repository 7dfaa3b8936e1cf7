import { basicPlan, safeOptions, type VariantRules } from "../../engine/index.ts";
import type { Units } from "../shared/platform/attributes.ts";
import type { FormValues } from "../shared/form/measure.ts";
import { memoLast } from "../shared/platform/memo-last.ts";
import { planPace, type PacePlan } from "../shared/form/pace-plan.ts";
import { chosenRate, rateChoices } from "./basic-choices.ts";
import { readBasicForm } from "./basic-form.ts";

/**
 * The basic Goals step's plan (shared/pace-plan.ts) from the answers so far, by basicPlan
 * and safeOptions; worked out once for each set of answers, as the pace and the goal date
 * fields of one render share it.
 */
export const goalChoicesFor = memoLast(
  (values: FormValues, units: Units, rules: VariantRules): PacePlan =>
    planPace(
      values,
      chosenRate(rules, values, units) ?? rateChoices(rules, values, units)[0]?.value,
      {
        read: (answers) => readBasicForm(answers, units, rules).input,
        options: (input) => safeOptions(input, rules.id),
        goalDate: (input) => basicPlan(input, rules.id).goalDate,
      },
    ),
);
