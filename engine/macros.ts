import type { MacroAmount, Macros } from "./types.ts";
import { round } from "./input/validate.ts";

// Atwater general factors, kcal per gram (docs/reference-figures.md, "Macros").
export const KCAL_PER_G = { protein: 4, carbs: 4, fats: 9 } as const;

/** Shares of a day's calories, each 0-1; they should add up to 1. */
export interface MacroShares {
  protein: number;
  carbs: number;
  fats: number;
}

function amount(calories: number, total: number, kcalPerGram: number): MacroAmount {
  return {
    grams: round(calories / kcalPerGram),
    calories,
    percentage: total > 0 ? round((calories / total) * 100) : 0,
  };
}

/**
 * Splits a day's calories into protein, carbs and fat. Each macro's calories are whole
 * numbers and carbs take the rounding remainder, so the three add up to `calories` exactly.
 */
export function macrosFromShares(calories: number, shares: MacroShares): Macros {
  const total = Math.max(0, Math.round(calories));
  const protein = Math.round(total * shares.protein);
  const fats = Math.round(total * shares.fats);
  const carbs = Math.max(0, total - protein - fats);
  return {
    protein: amount(protein, total, KCAL_PER_G.protein),
    carbs: amount(carbs, total, KCAL_PER_G.carbs),
    fats: amount(fats, total, KCAL_PER_G.fats),
  };
}

// Fat never under 20% of the day's calories: the lower end of the acceptable range for
// adults (US Institute of Medicine 2005; docs/safety-rules.md, "Protein").
export const MIN_FAT_SHARE = 0.2;
