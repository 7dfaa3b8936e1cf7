/** Biological sex, as the formulas need it. */
export type Sex = "male" | "female";

export const SEXES: readonly Sex[] = ["male", "female"];

/** One macronutrient's share of a day's calories. */
export interface MacroAmount {
  grams: number;
  calories: number;
  /** Whole-number share of the day's calories. */
  percentage: number;
}

export interface Macros {
  protein: MacroAmount;
  carbs: MacroAmount;
  fats: MacroAmount;
}
