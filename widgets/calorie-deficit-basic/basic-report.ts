/*
 * Everything the basic widget needs after its first step is drawn: reading the answers, the
 * later steps' fields (with what each pace means), the plan arithmetic, the results view with
 * its chart, and the event that tells the host page. The widget fetches this chunk as soon as
 * the visitor starts to answer, so the first paint carries only the first step.
 */
import { basicFoodDay, basicPlan as plan, type BasicInput } from "../../engine/index.ts";
/** The plan, with its example day of food (docs/food-day.md), planned once here. */
export function basicPlan(input: BasicInput, variant?: string) {
  const result = plan(input, variant);
  return Object.assign(result, { foodDay: basicFoodDay(result) });
}
export { emitResult } from "../shared/platform/host-events.ts";
export { readBasicForm } from "./basic-form.ts";
export { GOAL_FIELDS } from "./basic-goal-fields.tsx";
export { BasicResults } from "./basic-results.tsx";
