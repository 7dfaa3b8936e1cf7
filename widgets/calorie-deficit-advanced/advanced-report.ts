/*
 * What the advanced widget needs once the visitor starts to answer: reading the answers, the
 * last step's pace question (each pace planned), the plan, the tabbed report, the projection model and its chart, and the event that tells the
 * host page. Fetched on the first answer, so the first paint carries only the form.
 */
export { advancedPlan } from "../../engine/index.ts";
export { emitResult } from "../shared/platform/host-events.ts";
export { readAdvancedForm } from "./advanced-form.ts";
export { PACE_FIELDS } from "./advanced-pace-fields.tsx";
export { AdvancedResults } from "./advanced-results.tsx";
