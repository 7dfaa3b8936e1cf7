import type { VariantRules } from "../plans/variants.ts";
import type { NumberRule } from "./check-number.ts";

// The ranges each answer must fall in (docs/product-decisions.md, "Ranges")
// and the limits of each calculator's formulas. Forms check typed answers against them at
// first paint, and the engine checks its inputs.
export const AGE_RULE = { label: "your age", min: 13, max: 100, unit: "years" } as const;
export const HEIGHT_RULE = {
  label: "your height",
  min: 100,
  max: 250,
  unit: "cm",
  measure: "height",
} as const;
export const WEIGHT_RULE = {
  label: "your weight",
  min: 30,
  max: 300,
  unit: "kg",
  measure: "weight",
} as const;
/** The pregnancy plan's optional weight before pregnancy: the weight's own range. */
export const PRE_PREGNANCY_WEIGHT_RULE = {
  ...WEIGHT_RULE,
  label: "your weight before pregnancy",
} as const;
export const TARGET_WEIGHT_RULE = {
  label: "your target weight",
  min: 30,
  max: 200,
  unit: "kg",
  measure: "weight",
} as const;
// The weekly pace a visitor may ask for (0.2 lets in half a pound, 0.227 kg); each variant
// then plans at most its own maximum, and none more than 1.5 kg a week (docs/safety-rules.md,
// "Pace").
export const LOSS_RATE_RULE = {
  label: "your weekly rate",
  min: 0.2,
  max: 1.5,
  unit: "kg a week",
  measure: "rate",
} as const;
export const BODY_FAT_RULE = { label: "your body fat", min: 5, max: 50, unit: "%" } as const;

/** The age a variant asks for, and how it names it ("your child's age" for a child's plan). */
export function ageRule(rules: Pick<VariantRules, "mode" | "minAge" | "maxAge">): NumberRule {
  const label = rules.mode === "kids" ? "your child's age" : AGE_RULE.label;
  return { ...AGE_RULE, label, min: rules.minAge, max: rules.maxAge };
}

// The advanced planner's optional answers: our own sanity limits. Left blank, the planner
// takes 0 hours of exercise, no step count, 7 hours of sleep, stress 5 and 3 training days.
export const CARDIO_HOURS_RULE = {
  label: "your cardio hours",
  min: 0,
  max: 20,
  unit: "hours a week",
} as const;
export const STRENGTH_HOURS_RULE = {
  label: "your strength training hours",
  min: 0,
  max: 15,
  unit: "hours a week",
} as const;
export const SPORTS_HOURS_RULE = {
  label: "your sports hours",
  min: 0,
  max: 20,
  unit: "hours a week",
} as const;
export const DAILY_STEPS_RULE = {
  label: "your daily steps",
  min: 1000,
  max: 30000,
  unit: "steps",
} as const;
export const SLEEP_HOURS_RULE = {
  label: "your hours of sleep",
  min: 4,
  max: 12,
  unit: "hours a night",
} as const;
export const STRESS_LEVEL_RULE = { label: "your stress level", min: 1, max: 10 } as const;
export const TRAINING_DAYS_RULE = {
  label: "your training days",
  min: 0,
  max: 7,
  unit: "days a week",
  step: 1,
} as const;

// Calories eaten in a day, for the check-in: 0 allows a day of fasting; 10,000 is beyond any
// everyday intake. Our own sanity limits.
export const INTAKE_RULE = {
  label: "the calories you ate",
  min: 0,
  max: 10000,
  unit: "kcal a day",
} as const;

// Waist range: our own sanity limits for an adult waist measured in centimetres.
export const WAIST_RULE = {
  label: "your waist measurement",
  min: 40,
  max: 200,
  unit: "cm",
} as const;

// Tape-measure ranges: our own sanity limits for an adult neck and hips in centimetres
// (the waist range is the one above).
export const NECK_RULE = { label: "your neck measurement", min: 20, max: 80, unit: "cm" } as const;
export const HIP_RULE = { label: "your hip measurement", min: 50, max: 200, unit: "cm" } as const;

// A calliper reading of a double fold of skin and fat: our own sanity limits in mm.
export const SKINFOLD_RULE = { min: 2, max: 80, unit: "mm" } as const;

// The equations' development samples: Jackson & Pollock 1978 (men aged 18-61) and Jackson,
// Pollock & Ward 1980 (women aged 18-55). Adults only; we accept up to 80, the range
// commonly used with these equations, and say so in the message.
export const SKINFOLD_AGE_RULE = { label: "your age", min: 18, max: 80, unit: "years" } as const;

/**
 * The heights the ideal weight formulas accept. Below 5 ft they are extended in a
 * straight line, which drives some of them towards zero: Hamwi's men's formula reaches 0 kg
 * at about 107 cm and Devine's women's at about 102 cm. From 120 cm every formula stays
 * above 12 kg (even with a small frame), so we stop there.
 */
export const IDEAL_WEIGHT_HEIGHT_RULE = { ...HEIGHT_RULE, min: 120 } as const;

// The wrist is measured just below the wrist bone: our own sanity limits in cm.
export const WRIST_RULE = {
  label: "your wrist measurement",
  min: 10,
  max: 30,
  unit: "cm",
} as const;

// Calories the macros calculator accepts: at 800 or less a diet needs medical care (NICE
// CG189; docs/reference-figures.md); 6,000 covers the hungriest athletes.
export const MACRO_CALORIES_RULE = {
  label: "your daily calories",
  min: 800,
  max: 6000,
  unit: "kcal",
} as const;

// Pregnancy and breastfeeding are asked of women of 13 to 55 (docs/safety-rules.md,
// "Supplements").
export const MATERNAL_AGES = { min: 13, max: 55 } as const;

// Weeks since the birth, while breastfeeding: up to two years.
export const WEEKS_POSTPARTUM_RULE = {
  label: "how many weeks ago your baby was born",
  min: 0,
  max: 104,
  unit: "weeks",
} as const;
