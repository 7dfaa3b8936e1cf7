import { KCAL_PER_G } from "./macros.ts";
import { clamp } from "./input/validate.ts";

// A ketogenic diet keeps carbohydrate to 20-50 g a day (Feinman RD et al. 2015, Nutrition
// 31:1, "very low-carbohydrate ketogenic diet: 20-50 g/day"; Westman EC et al. 2007, Am J
// Clin Nutr 86:276, under 50 g a day). The 20 g floor is the day's vegetables.
export const KETO_CARBS_G = { min: 20, max: 50 } as const;

/**
 * A keto day's carbohydrate in grams: the diet's share of the day's calories, held to 20 to
 * 50 g whatever the calories, on training and rest days alike (docs/safety-rules.md).
 */
export function ketoCarbsGrams(calories: number, share: number): number {
  const grams = Math.round((Math.max(0, share) * Math.max(0, calories)) / KCAL_PER_G.carbs);
  return clamp(grams, KETO_CARBS_G.min, KETO_CARBS_G.max);
}
