/*
 * Everything the basic widget needs only once the visitor asks for results: the plan
 * arithmetic, the results view, the projection model and its chart, and the event that
 * tells the host page. The widget loads this chunk while the visitor is on the last step,
 * so the first paint carries only the form.
 */
export { basicPlan } from "../../engine/basic-plan.ts";
export { emitResult } from "../shared/host-events.ts";
export { BasicResults } from "./basic-results.tsx";
