import { KCAL_PER_G, MIN_FAT_SHARE, macrosFromShares } from "./macros.ts";
import { MAX_PROTEIN_SHARE, proteinCalories, type ProteinPolicy } from "./protein.ts";
import type { Macros } from "./types.ts";

/** A diet's starting shares of a day's calories; fat is what protein and carbs leave. */
export interface DietShares {
  protein: number;
  carbs: number;
}

export interface DayMacrosInput {
  calories: number;
  diet: DietShares;
  protein: ProteinPolicy;
  /** The least carbohydrate the diet allows, g (keto: 20 g, from vegetables). */
  minCarbsG?: number;
}

/**
 * One day's protein, carbs and fat (docs/safety-rules.md, "Protein"): protein follows the
 * person's g/kg policy within 35% of the day; fat keeps the diet's share and never drops
 * below 20%; carbohydrate takes up the difference, but not below the diet's minimum.
 * The three add up to the day's calories exactly.
 */
export function dayMacros(d: DayMacrosInput): Macros {
  const calories = Math.max(0, Math.round(d.calories));
  if (calories === 0) return macrosFromShares(0, { protein: 0, carbs: 0, fats: 0 });
  const protein = proteinCalories(calories, d.diet.protein, d.protein);
  const minFat = MIN_FAT_SHARE * calories;
  const minCarbs = (d.minCarbsG ?? 0) * KCAL_PER_G.carbs;
  let fats = Math.max(minFat, (1 - d.diet.protein - d.diet.carbs) * calories);
  if (calories - protein - fats < minCarbs) fats = Math.max(minFat, calories - protein - minCarbs);
  // Whole kcal that add up to the day: protein rounded down at the 35% cap, fat within what
  // is left, carbohydrate the rest.
  const proteinKcal = Math.min(Math.round(protein), Math.floor(MAX_PROTEIN_SHARE * calories));
  const fatKcal = Math.min(Math.round(fats), calories - proteinKcal);
  return macrosFromShares(calories, {
    protein: proteinKcal / calories,
    fats: fatKcal / calories,
    carbs: (calories - proteinKcal - fatKcal) / calories,
  });
}
