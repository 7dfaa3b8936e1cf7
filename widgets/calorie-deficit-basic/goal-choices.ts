import { basicPlan } from "../../engine/basic-plan.ts";
import { InputError } from "../../engine/errors.ts";
import type { GoalDatePlan } from "../../engine/goal-date.ts";
import { safeOptions, type SafeOptions } from "../../engine/safe-options.ts";
import type { VariantRules } from "../../engine/variants.ts";
import type { Units } from "../shared/attributes.ts";
import type { FormValues } from "../shared/measure.ts";
import { chosenRate, rateChoices } from "./basic-choices.ts";
import { readBasicForm } from "./basic-form.ts";

/*
 * What the Goals step shows before the visitor picks a pace: each pace on offer with its
 * daily calories and the date it reaches the target, which paces are not safe and why, and
 * what a goal date would need (docs/safety-rules.md, "Goal dates"). Planned by the engine,
 * from the answers read as the results will read them, so the numbers are the results'.
 */

/** The Goals step's plan; empty until the answers so far can be planned. */
export interface GoalChoices {
  options?: SafeOptions;
  goalDate?: GoalDatePlan;
}

/** Plans the Goals step from the answers so far (any pace on offer stands in if none is chosen). */
export function planGoalChoices(
  values: FormValues,
  units: Units,
  rules: VariantRules,
): GoalChoices {
  const pace = chosenRate(rules, values) ?? rateChoices(rules, values)[0]?.value;
  if (pace === undefined) return {};
  const read = readBasicForm({ ...values, lossRate: pace }, units, rules);
  if (read.input === undefined) return {};
  try {
    const options = safeOptions({ ...read.input, goalDate: undefined }, rules.id);
    const goalDate = read.input.goalDate ? basicPlan(read.input, rules.id).goalDate : undefined;
    return { options, ...(goalDate ? { goalDate } : {}) };
  } catch (error) {
    // An answer the form accepts but the engine cannot plan: the step's own check says why.
    if (error instanceof InputError) return {};
    throw error;
  }
}

let last: { values: FormValues; units: Units; rules: VariantRules; plan: GoalChoices } | undefined;

/**
 * planGoalChoices, worked out once for each set of answers: the pace and the goal date fields
 * of one render share it, and a render that changes nothing plans nothing.
 */
export function goalChoicesFor(values: FormValues, units: Units, rules: VariantRules) {
  if (last?.values !== values || last.units !== units || last.rules !== rules) {
    last = { values, units, rules, plan: planGoalChoices(values, units, rules) };
  }
  return last.plan;
}
