/**
 * The engine's public API (product.md section 7). Pure functions: lengths in cm, masses in
 * kg, ages in years, energy in kcal/day. Invalid input throws InputError naming the field.
 */
export * from "./errors.ts";
export * from "./types.ts";
export * from "./units.ts";
export * from "./input-ranges.ts";
export * from "./activity-levels.ts";
export * from "./data/activity-levels.ts";
export * from "./bmr.ts";
export * from "./tdee.ts";
export * from "./variants.ts";
export * from "./safety.ts";
export * from "./warnings.ts";
export * from "./macros.ts";
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
export * from "./projection.ts";
export * from "./linear-projection.ts";
