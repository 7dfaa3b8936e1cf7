import type { AdvancedInput } from "../input/advanced-input.ts";
import { fitsFoodDay, foodDay, type FoodDay } from "../nutrition/food-day.ts";
import type { AdvancedResult } from "./advanced-plan.ts";
import type { BasicResult } from "./basic-plan.ts";
import { variantRules } from "./variants.ts";

/** The example day at a plan's calories and protein, or null where no such day exists. */
const dayFor = (kcal: number, protein: number): FoodDay | null =>
  fitsFoodDay(kcal, protein) ? foodDay(kcal, protein) : null;

/**
 * The basic plan's example day of food (docs/food-day.md): none for children, whose results
 * say not to count calories, nor where the plan gives no macro split (pregnancy, under 5).
 */
export function basicFoodDay(plan: BasicResult): FoodDay | null {
  if (plan.mode === "kids" || plan.macros === null) return null;
  return dayFor(plan.targetCalories, plan.macros.protein.grams);
}

/**
 * The advanced plan's example day of food, at the week's mean calories (docs/food-day.md):
 * none on a keto or low-carb diet, whose carbohydrate an Eatwell Guide day would contradict,
 * nor after an eating disorder answer, where we plan no calorie counting at all.
 */
export function advancedFoodDay(input: AdvancedInput, plan: AdvancedResult): FoodDay | null {
  const diet = input.dietType ?? variantRules(plan.variant).dietType;
  if (diet === "keto" || diet === "low-carb") return null;
  if (input.medicalConditions?.includes("eating-disorder")) return null;
  return dayFor(plan.targetCalories.average, plan.dailyProtein);
}
