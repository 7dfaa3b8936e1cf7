/**
 * The engine's public API (docs/engine-api.md). Pure functions: lengths in cm, masses in
 * kg, ages in years, energy in kcal/day. Invalid input throws InputError naming the field.
 */
export * from "./errors.ts";
export * from "./types.ts";
export * from "./input/typed-number.ts";
export type { Person, PlannedPerson } from "./person.ts";
export * from "./units.ts";
export * from "./input/input-ranges.ts";
export { parseAdvancedInput, parseBasicInput } from "./input/parse-input.ts";
export * from "./activity-levels.ts";
export * from "./data/activity-levels.ts";
export * from "./bmr.ts";
export * from "./tdee.ts";
export * from "./health-factors.ts";
export * from "./medical-conditions.ts";
export * from "./variants.ts";
export * from "./safety.ts";
export * from "./warnings.ts";
export * from "./macros.ts";
export * from "./protein.ts";
export * from "./fibre.ts";
export * from "./day-macros.ts";
export * from "./day-split.ts";
export * from "./refeed.ts";
export * from "./keto-carbs.ts";
export * from "./dates.ts";
export * from "./input/message-units.ts";
export * from "./data/iotf-cutoffs.ts";
export * from "./healthy-weight.ts";
export * from "./maternity.ts";
export * from "./goal-warnings.ts";
export * from "./plan-energy.ts";
export * from "./goal-date.ts";
export * from "./pregnancy.ts";
export * from "./adaptation.ts";
export * from "./water-weight.ts";
export * from "./timeline.ts";
export * from "./supplements.ts";
export * from "./tips.ts";
export * from "./basic-plan.ts";
export * from "./advanced-plan.ts";
export * from "./bmi.ts";
export * from "./bmi-for-age.ts";
export * from "./body-fat-categories.ts";
export * from "./body-fat-accuracy.ts";
export * from "./body-fat.ts";
export * from "./child-energy.ts";
export * from "./data/skinfold-sites.ts";
export * from "./skinfold-body-fat.ts";
export * from "./ideal-weight.ts";
export * from "./calorie-needs.ts";
export * from "./data/macro-goals.ts";
export * from "./macro-split.ts";
export * from "./macro-plan.ts";
// The projection's body-composition constants and fat share are its own workings, not API.
export { projectWeight, type Projection, type ProjectionInput } from "./projection.ts";
export * from "./linear-projection.ts";
export { planProjection, type PlanProjection } from "./plan-projection.ts";
// The options' shared workings (optionsByRate, RatePlan) are not API.
export {
  safeOptions,
  type SafeOption,
  type SafeOptionLine,
  type SafeOptions,
} from "./safe-options.ts";
export * from "./advanced-safe-options.ts";
export * from "./energy-density.ts";
export * from "./student-t.ts";
export * from "./maintenance-estimate.ts";
export * from "./check-in-target.ts";
