/*
 * Everything the basic widget needs after its first step is drawn: reading the answers, the
 * later steps' fields (with what each pace means), the plan arithmetic, the results view with
 * its chart, and the event that tells the host page. The widget fetches this chunk as soon as
 * the visitor starts to answer, so the first paint carries only the first step.
 */
export { basicPlan } from "../../engine/index.ts";
export { emitResult } from "../shared/platform/host-events.ts";
export { readBasicForm } from "./basic-form.ts";
export { GOAL_FIELDS } from "./basic-goal-fields.tsx";
export { BasicResults } from "./basic-results.tsx";
