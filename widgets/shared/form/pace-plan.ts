import { type GoalDatePlan, InputError, type SafeOptions } from "../../../engine/index.ts";
import type { FormValues } from "./measure.ts";

/*
 * What a wizard's pace question shows before the visitor picks a pace: each pace on offer
 * with its daily calories and the date it reaches the target, which paces are not safe and
 * why, and what a goal date would need (docs/safety-rules.md, "Goal dates"). Planned by the
 * engine from the answers read as the results will read them, so the numbers are the results'.
 */

/** The pace question's plan; empty until the answers so far can be planned. */
export interface PacePlan {
  options?: SafeOptions;
  goalDate?: GoalDatePlan;
}

/** How one wizard plans its pace question, from its own reader and plan. */
export interface PacePlanner<I extends { goalDate?: string | undefined }> {
  /** The answers as the results read them, or undefined while they cannot be read. */
  read(values: FormValues): I | undefined;
  /** Every pace on offer for this person, each planned. */
  options(input: I): SafeOptions;
  /** The goal date measured against the plan at the chosen pace. */
  goalDate(input: I): GoalDatePlan | undefined;
}

/**
 * Plans the pace question from the answers so far, at `pace`: the one chosen, or any pace
 * on offer standing in until one is (the options do not depend on it).
 */
export function planPace<I extends { goalDate?: string | undefined }>(
  values: FormValues,
  pace: string | undefined,
  planner: PacePlanner<I>,
): PacePlan {
  if (pace === undefined) return {};
  const input = planner.read({ ...values, lossRate: pace });
  if (input === undefined) return {};
  try {
    const options = planner.options({ ...input, goalDate: undefined });
    const goalDate = input.goalDate ? planner.goalDate(input) : undefined;
    return { options, ...(goalDate ? { goalDate } : {}) };
  } catch (error) {
    // An answer the form accepts but the engine cannot plan: the step's own check says why.
    // Anything else is our bug: logged, and the paces show without their plans, so the form
    // stays usable and the results say what went wrong.
    if (!(error instanceof InputError)) console.error(error);
    return {};
  }
}
