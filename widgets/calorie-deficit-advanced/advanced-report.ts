/*
 * What the advanced widget needs only once the visitor asks for results: the plan, the
 * tabbed report, the projection model and its chart, and the event that tells the host
 * page. Loaded while the visitor fills in the later steps, so the first paint carries only
 * the form.
 */
export { advancedPlan } from "../../engine/advanced-plan.ts";
export { emitResult } from "../shared/host-events.ts";
export { AdvancedResults } from "./advanced-results.tsx";
