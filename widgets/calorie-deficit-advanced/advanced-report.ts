/*
 * What the advanced widget needs once the visitor starts to answer: reading the answers, the
 * last step's pace question (each pace planned), the plan, the tabbed report, the projection model and its chart, and the event that tells the
 * host page. Fetched on the first answer, so the first paint carries only the form.
 */
import { advancedFoodDay, advancedPlan as plan, type AdvancedInput } from "../../engine/index.ts";
/** The plan, with its example day of food (docs/food-day.md), planned once here. */
export function advancedPlan(input: AdvancedInput, variant?: string) {
  const result = plan(input, variant);
  return Object.assign(result, { foodDay: advancedFoodDay(input, result) });
}
export { emitResult } from "../shared/platform/host-events.ts";
export { readAdvancedForm } from "./advanced-form.ts";
export { PACE_FIELDS } from "./advanced-pace-fields.tsx";
export { AdvancedResults } from "./advanced-results.tsx";
