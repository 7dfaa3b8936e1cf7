import { KCAL_PER_G, macrosFromShares } from "./macros.ts";
import { MACRO_CALORIES_RULE, WEIGHT_RULE } from "./input-ranges.ts";
import {
  MACRO_GOALS,
  MACRO_GOAL_SPLITS,
  type MacroGoal,
  type MacroGoalSplit,
  type MacroPercentages,
} from "./data/macro-goals.ts";
import type { Macros } from "./types.ts";
import { optionalNumber, requireNumber, requireOneOf, round } from "./validate.ts";

// UK Reference Nutrient Intake for protein, adults: 0.75 g per kg body weight a day
// (Department of Health, Dietary Reference Values for Food Energy and Nutrients for the
// UK, COMA report 41, 1991; British Nutrition Foundation, "Protein").
export const PROTEIN_RNI_G_PER_KG = 0.75;
// Intakes used to build muscle with resistance training: about 1.6 g/kg, with gains levelling
// off by about 2.2 g/kg (Morton RW et al. 2018, Br J Sports Med 52:376, meta-analysis).
export const MUSCLE_PROTEIN_G_PER_KG = { min: 1.6, max: 2.2 } as const;

/** How a protein intake compares with the UK reference intake and muscle-building intakes. */
export type ProteinIntakeBand =
  "below-reference" | "above-reference" | "muscle-gain-range" | "above-muscle-gain-range";

/** The band of a protein intake shown to one decimal place (g per kg a day). */
export function proteinIntakeBand(gPerKg: number): ProteinIntakeBand {
  const tenths = Math.round(gPerKg * 10);
  if (tenths < PROTEIN_RNI_G_PER_KG * 10) return "below-reference";
  if (tenths < MUSCLE_PROTEIN_G_PER_KG.min * 10) return "above-reference";
  if (tenths <= MUSCLE_PROTEIN_G_PER_KG.max * 10) return "muscle-gain-range";
  return "above-muscle-gain-range";
}

function proteinMessage(gPerKg: number, band: ProteinIntakeBand): string {
  const amount = `That is ${gPerKg.toFixed(1)} g of protein for each kg you weigh, each day.`;
  switch (band) {
    case "below-reference":
      return `${amount} That is below the UK reference intake for adults of 0.75 g per kg. Try a goal with more protein, or eat more calories.`;
    case "above-reference":
      return `${amount} That meets the UK reference intake for adults of 0.75 g per kg. People building muscle with strength training often aim higher, at about 1.6 to 2.2 g per kg.`;
    case "muscle-gain-range":
      return `${amount} That is well above the UK reference intake for adults of 0.75 g per kg, and within the 1.6 to 2.2 g per kg that studies suggest helps build muscle alongside strength training.`;
    case "above-muscle-gain-range":
      return `${amount} That is well above the UK reference intake for adults of 0.75 g per kg, and above the 1.6 to 2.2 g per kg used for building muscle: studies find little extra benefit beyond that. If you have kidney disease, talk to your GP before eating a high-protein diet.`;
  }
}

/** The macros calculator's answer. */
export interface MacroSplitResult {
  goal: MacroGoal;
  /** The day's calories, whole kcal; the three macros' calories add up to it exactly. */
  calories: number;
  /** The split used and the allowed ranges for this goal. */
  split: MacroPercentages;
  ranges: MacroGoalSplit["ranges"];
  /** Grams, calories and percentage of each macro. */
  macros: Macros;
  /** Protein in g per kg of body weight a day, to one decimal; only with a weight. */
  proteinPerKg?: number;
  proteinBand?: ProteinIntakeBand;
  /** A plain comparison with the UK reference intake and muscle-building intakes. */
  proteinMessage?: string;
}

/**
 * Splits a day's calories into grams of protein, carbs and fat for a goal, using one split
 * inside the allowed range for that goal (MACRO_GOAL_SPLITS). With `weightKg`, adds protein
 * per kg and a plain comparison with the UK reference intake. Throws InputError
 * ("calories", "goal", "weightKg").
 */
export function macroSplit(p: {
  calories: number;
  goal: MacroGoal;
  weightKg?: number;
}): MacroSplitResult {
  const calories = Math.round(requireNumber("calories", p.calories, MACRO_CALORIES_RULE));
  const goal = requireOneOf("goal", p.goal, MACRO_GOALS, "a goal");
  const weightKg = optionalNumber("weightKg", p.weightKg, WEIGHT_RULE);

  const { split, ranges } = MACRO_GOAL_SPLITS.find((s) => s.goal === goal) as MacroGoalSplit;
  const macros = macrosFromShares(calories, {
    protein: split.protein / 100,
    carbs: split.carbs / 100,
    fats: split.fats / 100,
  });
  return withProteinComparison({ goal, calories, split, ranges, macros }, weightKg);
}

/** Adds protein per kg of `weightKg` and its plain comparison, when there is a weight. */
export function withProteinComparison<T extends MacroSplitResult>(
  result: T,
  weightKg: number | undefined,
): T {
  if (weightKg === undefined) return result;
  const proteinPerKg = round(result.macros.protein.calories / KCAL_PER_G.protein / weightKg, 1);
  const band = proteinIntakeBand(proteinPerKg);
  return {
    ...result,
    proteinPerKg,
    proteinBand: band,
    proteinMessage: proteinMessage(proteinPerKg, band),
  };
}
