/**
 * The engine's public API (docs/engine-api.md). Pure functions: lengths in cm, masses in
 * kg, ages in years, energy in kcal/day. Invalid input throws InputError naming the field.
 */
export * from "./core/errors.ts";
export * from "./core/types.ts";
export * from "./input/typed-number.ts";
export type { Person, PlannedPerson } from "./core/person.ts";
export * from "./core/units.ts";
export * from "./input/input-ranges.ts";
export * from "./energy/activity-levels.ts";
export * from "./data/activity-levels.ts";
export * from "./energy/bmr.ts";
export * from "./energy/tdee.ts";
export * from "./plans/health-factors.ts";
export * from "./plans/medical-conditions.ts";
export * from "./plans/variants.ts";
export * from "./plans/safety.ts";
export * from "./plans/warnings.ts";
export * from "./nutrition/macros.ts";
export * from "./nutrition/protein.ts";
export * from "./nutrition/fibre.ts";
export * from "./nutrition/day-macros.ts";
export * from "./nutrition/day-split.ts";
export * from "./nutrition/refeed.ts";
export * from "./nutrition/keto-carbs.ts";
export * from "./core/dates.ts";
export * from "./input/message-units.ts";
export * from "./data/iotf-cutoffs.ts";
export * from "./body/healthy-weight.ts";
export * from "./energy/maternity.ts";
export * from "./plans/goal-warnings.ts";
export * from "./plans/plan-energy.ts";
export * from "./plans/goal-date.ts";
export * from "./energy/pregnancy.ts";
export * from "./energy/adaptation.ts";
export * from "./projection/water-weight.ts";
export * from "./projection/timeline.ts";
export * from "./nutrition/supplements.ts";
export * from "./plans/tips.ts";
export * from "./plans/basic-plan.ts";
export * from "./plans/advanced-plan.ts";
export * from "./body/bmi.ts";
export * from "./body/bmi-for-age.ts";
export * from "./body/body-fat-categories.ts";
export * from "./body/body-fat-accuracy.ts";
export * from "./body/body-fat.ts";
export * from "./energy/child-energy.ts";
export * from "./data/skinfold-sites.ts";
export * from "./body/skinfold-body-fat.ts";
export * from "./body/ideal-weight.ts";
export * from "./energy/calorie-needs.ts";
export * from "./data/macro-goals.ts";
export * from "./nutrition/macro-split.ts";
export * from "./nutrition/macro-plan.ts";
// The projection's body-composition constants and fat share are its own workings, not API.
export { projectWeight, type Projection, type ProjectionInput } from "./projection/projection.ts";
export * from "./projection/linear-projection.ts";
export { planProjection, type PlanProjection } from "./projection/plan-projection.ts";
// The options' shared workings (optionsByRate, RatePlan) are not API.
export {
  safeOptions,
  type SafeOption,
  type SafeOptionLine,
  type SafeOptions,
} from "./plans/safe-options.ts";
export * from "./plans/advanced-safe-options.ts";
export * from "./energy/energy-density.ts";
export * from "./check-in/student-t.ts";
export * from "./check-in/maintenance-estimate.ts";
export * from "./check-in/check-in-target.ts";
