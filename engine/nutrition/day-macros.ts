import { KCAL_PER_G, MIN_FAT_SHARE, macrosFromShares } from "./macros.ts";
import { MAX_PROTEIN_SHARE } from "./protein.ts";
import type { Macros } from "../core/types.ts";

export interface DayMacrosInput {
  calories: number;
  /** The day's protein, g: the person's figure (dailyProteinGrams in protein.ts). */
  proteinG: number;
  /** The diet's share of the day from fat; never taken below 20%. */
  fatShare: number;
  /**
   * Keto: the day's carbohydrate in grams; fat then takes what protein and carbohydrate
   * leave. Without it, carbohydrate takes what protein and fat leave.
   */
  carbsG?: number | undefined;
}

/**
 * One day's protein, carbs and fat (docs/safety-rules.md, "Protein"): protein is the
 * person's grams, never above 35% of the day; fat keeps the diet's share and never drops
 * below 20%; carbohydrate takes up the difference (on keto, carbohydrate is set in grams and
 * fat takes up the difference). The three add up to the day's calories exactly.
 */
export function dayMacros(d: DayMacrosInput): Macros {
  const calories = Math.max(0, Math.round(d.calories));
  if (calories === 0) return macrosFromShares(0, { protein: 0, carbs: 0, fats: 0 });
  // Whole kcal that add up to the day: protein rounded down at the 35% cap.
  const proteinKcal = Math.min(
    Math.round(Math.max(0, d.proteinG) * KCAL_PER_G.protein),
    Math.floor(MAX_PROTEIN_SHARE * calories),
  );
  const left = calories - proteinKcal;
  const minFatKcal = Math.ceil(MIN_FAT_SHARE * calories);
  let fatKcal: number;
  if (d.carbsG === undefined) {
    fatKcal = Math.min(left, Math.round(Math.max(MIN_FAT_SHARE, d.fatShare) * calories));
  } else {
    const carbsKcal = Math.min(
      Math.round(Math.max(0, d.carbsG) * KCAL_PER_G.carbs),
      Math.max(0, left - minFatKcal),
    );
    fatKcal = left - carbsKcal;
  }
  return macrosFromShares(calories, {
    protein: proteinKcal / calories,
    fats: fatKcal / calories,
    carbs: (calories - proteinKcal - fatKcal) / calories,
  });
}
