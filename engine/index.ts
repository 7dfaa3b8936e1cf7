/**
 * The engine's public face (docs/engine-api.md): every name a caller outside engine/ may
 * import, by room. Pure functions: lengths in cm, masses in kg, ages in years, energy in
 * kcal/day. Invalid input throws InputError naming the field. Widgets import the engine only
 * from here (eslint.config.js); the rooms' other exports are their own workings.
 */

// core/: Units, dates, errors and the shared types.
export { longDate, todayIso } from "./core/dates.ts";
export { InputError } from "./core/errors.ts";
export { type Person, type PlannedPerson } from "./core/person.ts";
export { type Macros, type Sex } from "./core/types.ts";
export {
  cmToFeetInches,
  cmToInches,
  feetInchesToCm,
  inchesToCm,
  kgToPounds,
  kgToStonesPounds,
  poundsToKg,
  stonesPoundsToKg,
} from "./core/units.ts";

// input/: The answers' rules and how typed numbers are read.
export { ADVANCED_CHOICES, type AdvancedInput } from "./input/advanced-input.ts";
export { type BasicInput } from "./input/basic-input.ts";
export { isOneOf, notInListMessage } from "./input/check-choice.ts";
export { capitalise, numberProblem, rangeText, type NumberRule } from "./input/check-number.ts";
export { parseAdvancedInput, parseBasicInput } from "./input/parse-input.ts";
export { targetWeightProblem } from "./input/target-weight.ts";
export {
  AGE_RULE,
  ageRule,
  BODY_FAT_RULE,
  CARDIO_HOURS_RULE,
  DAILY_STEPS_RULE,
  HEIGHT_RULE,
  HIP_RULE,
  IDEAL_WEIGHT_HEIGHT_RULE,
  INTAKE_RULE,
  LOSS_RATE_RULE,
  MACRO_CALORIES_RULE,
  MATERNAL_AGES,
  NECK_RULE,
  PRE_PREGNANCY_WEIGHT_RULE,
  SKINFOLD_AGE_RULE,
  SKINFOLD_RULE,
  SLEEP_HOURS_RULE,
  SPORTS_HOURS_RULE,
  STRENGTH_HOURS_RULE,
  STRESS_LEVEL_RULE,
  TARGET_WEIGHT_RULE,
  TRAINING_DAYS_RULE,
  WAIST_RULE,
  WEEKS_POSTPARTUM_RULE,
  WEIGHT_RULE,
  WRIST_RULE,
} from "./input/input-ranges.ts";
export { plainNumber } from "./input/plain-number.ts";
export { readTypedNumber, type Unit } from "./input/typed-number.ts";

// energy/: Resting and daily energy.
export { bmr, type BmrFormula } from "./energy/bmr.ts";
export {
  calorieNeeds,
  type CalorieNeedsResult,
  type CalorieTarget,
} from "./energy/calorie-needs.ts";
export { childEnergyNeeds } from "./energy/child-energy.ts";
export { weightChangeKcalPerKg } from "./energy/energy-density.ts";

// body/: BMI, body fat, ideal and healthy weight.
export {
  BMI_ADULT_AGE,
  BMI_FOR_AGE_MIN_AGE,
  type BmiForAge,
  bmiForAge,
  type BmiForAgeBand,
} from "./body/bmi-for-age.ts";
export {
  bmi,
  BMI_BANDS,
  type BmiCategory,
  type BmiResult,
  type BmiThresholds,
} from "./body/bmi.ts";
export { BODY_FAT_METHODS, type BodyFatMethod } from "./body/body-fat-accuracy.ts";
export { BODY_FAT_CATEGORIES } from "./body/body-fat-categories.ts";
export { type BodyFatResult, navyBodyFat } from "./body/body-fat.ts";
export { healthyWeight } from "./body/healthy-weight.ts";
export {
  type Frame,
  frameFromWrist,
  idealWeight,
  type IdealWeightResult,
} from "./body/ideal-weight.ts";
export { skinfoldBodyFat } from "./body/skinfold-body-fat.ts";

// plans/: The plans, their paces, safety limits and variants.
export { advancedPlan, type AdvancedResult } from "./plans/advanced-plan.ts";
export { advancedSafeOptions } from "./plans/advanced-safe-options.ts";
export { basicPlan, type BasicResult } from "./plans/basic-plan.ts";
export { goalDateNote } from "./plans/goal-date-note.ts";
export { type GoalReason, type GoalReasons } from "./plans/goal-reasons.ts";
export { type GoalDatePlan } from "./plans/goal-date.ts";
export { type HealthFactor } from "./plans/health-factors.ts";
export { maxLossRateFor, safeLossRateFor } from "./plans/loss-rate-limit.ts";
export {
  BEAT,
  BEAT_LEAD,
  beatSignpost,
  MEDICAL_CONDITIONS,
  type MedicalCondition,
} from "./plans/medical-conditions.ts";
export { paceOffer } from "./plans/pace-offer.ts";
export { advancedFoodDay, basicFoodDay } from "./plans/plan-food-day.ts";
export {
  offeredPaces,
  type PaceForm,
  paceSteps,
  poundsPace,
  veryAggressivePace,
} from "./plans/paces.ts";
export { type Direction } from "./plans/plan-energy.ts";
export {
  type SafeOption,
  type SafeOptionLine,
  type SafeOptions,
  safeOptions,
} from "./plans/safe-options.ts";
export { KCAL_PER_KG, MAX_GAIN_RATE, safetyLimits } from "./plans/safety.ts";
export {
  type PlanMode,
  VARIANT_IDS,
  type VariantRules,
  variantRules,
  VARIANTS,
} from "./plans/variants.ts";
export { type Warning, type WarningType } from "./plans/warnings.ts";

// nutrition/: Macros, protein, the macros calculator and an example day of food.
export {
  FOOD_DAY_KCAL,
  FOOD_DAY_PROTEIN_SHARE,
  fitsFoodDay,
  foodDay,
  type FoodDay,
  type FoodDayRow,
  type Meal,
} from "./nutrition/food-day.ts";
export { macrosForPerson, type PersonMacros } from "./nutrition/macro-plan.ts";
export { macroSplit, type MacroSplitResult } from "./nutrition/macro-split.ts";

// projection/: How weight could change.
export { type PlanProjection, planProjection } from "./projection/plan-projection.ts";
export { type Projection, type ProjectionInput, projectWeight } from "./projection/projection.ts";

// check-in/: Maintenance from weigh-ins, and the new target.
export {
  type CheckInTarget,
  checkInTarget,
  type CheckInTargetInput,
} from "./check-in/check-in-target.ts";
export {
  CHECK_IN_WINDOW_DAYS,
  type CheckInPerson,
  estimateMaintenance,
  type MaintenanceEstimate,
  MIN_CHECK_IN_DAYS,
  MIN_WEIGH_INS,
  type WeighIn,
} from "./check-in/maintenance-estimate.ts";
export { tQuantile95 } from "./check-in/student-t.ts";

// data/: The tables.
export { ACTIVITY_LEVELS } from "./data/activity-levels.ts";
export { MACRO_GOAL_SPLITS, MACRO_GOALS, type MacroGoal } from "./data/macro-goals.ts";
export { SKINFOLD_SITES } from "./data/skinfold-sites.ts";
export { type EatwellGroup, type UkFood, type UkFoodKey, UK_FOODS } from "./data/uk-foods.ts";
