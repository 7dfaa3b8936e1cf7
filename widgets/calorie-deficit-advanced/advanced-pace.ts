import { advancedPlan, advancedSafeOptions, type VariantRules } from "../../engine/index.ts";
import type { Units } from "../shared/platform/attributes.ts";
import type { FormValues } from "../shared/form/measure.ts";
import { memoLast } from "../shared/platform/memo-last.ts";
import { planPace, type PacePlan } from "../shared/form/pace-plan.ts";
import { readAdvancedForm } from "./advanced-form.ts";
import { chosenPace, paceChoices } from "./advanced-pace-choices.ts";

/**
 * The advanced pace question's plan (shared/pace-plan.ts) from every answer so far, by
 * advancedPlan and advancedSafeOptions, so each pace shows the week's real mean calories and
 * a date that counts the plan's breaks; worked out once for each set of answers.
 */
export const advancedPaceFor = memoLast(
  (values: FormValues, units: Units, rules: VariantRules): PacePlan =>
    planPace(
      values,
      chosenPace(rules, values, units) ?? paceChoices(rules, values, units)[0]?.value,
      {
        read: (answers) => readAdvancedForm(answers, units, rules).input,
        options: (input) => advancedSafeOptions(input, rules.id),
        goalDate: (input) => advancedPlan(input, rules.id).goalDate,
      },
    ),
);
