import { KCAL_PER_G, macrosFromShares } from "./macros.ts";
import { WEIGHT_RULE } from "./input-ranges.ts";
import type { Macros } from "./types.ts";
import { optionalNumber, requireNumber, requireOneOf, round } from "./validate.ts";

/** The goals the macros calculator offers. */
export type MacroGoal =
  "fat-loss" | "muscle-gain" | "endurance" | "keto" | "balanced" | "power-sports";

/** Whole-number percentages of the day's calories. */
export interface MacroPercentages {
  protein: number;
  carbs: number;
  fats: number;
}

/** One goal: its name, the split we use, and the range the spec gives for each macro. */
export interface MacroGoalSplit {
  goal: MacroGoal;
  label: string;
  /** The split used, percent; the three add up to 100 and each lies in its range. */
  split: MacroPercentages;
  /** The spec's range for each macro, percent, as [lowest, highest]. */
  ranges: { protein: [number, number]; carbs: [number, number]; fats: [number, number] };
}

// Ranges: the spec's section 9 goal splits (protein / carbs / fat, % of calories). The
// split used sits inside every range, adds up to 100, and keeps fat at 20% or more
// (product.md section 3).
export const MACRO_GOAL_SPLITS: readonly MacroGoalSplit[] = [
  {
    goal: "fat-loss",
    label: "Fat loss",
    split: { protein: 40, carbs: 35, fats: 25 },
    ranges: { protein: [35, 45], carbs: [25, 35], fats: [20, 30] },
  },
  {
    goal: "muscle-gain",
    label: "Muscle gain",
    split: { protein: 30, carbs: 45, fats: 25 },
    ranges: { protein: [25, 35], carbs: [40, 50], fats: [20, 30] },
  },
  {
    goal: "endurance",
    label: "Endurance",
    split: { protein: 20, carbs: 60, fats: 20 },
    ranges: { protein: [15, 25], carbs: [55, 65], fats: [20, 25] },
  },
  {
    goal: "keto",
    label: "Keto",
    split: { protein: 20, carbs: 5, fats: 75 },
    ranges: { protein: [20, 25], carbs: [5, 10], fats: [70, 80] },
  },
  {
    goal: "balanced",
    label: "Balanced",
    split: { protein: 25, carbs: 45, fats: 30 },
    ranges: { protein: [20, 30], carbs: [40, 50], fats: [25, 35] },
  },
  {
    goal: "power-sports",
    label: "Power sports",
    split: { protein: 28, carbs: 50, fats: 22 },
    ranges: { protein: [25, 30], carbs: [45, 55], fats: [20, 25] },
  },
];

export const MACRO_GOALS: readonly MacroGoal[] = MACRO_GOAL_SPLITS.map((s) => s.goal);

// Calories the macros calculator accepts: 800 is the spec's "medical supervision" line
// (section 9); 6,000 covers the hungriest athletes.
export const MACRO_CALORIES_RULE = {
  label: "your daily calories",
  min: 800,
  max: 6000,
  unit: "kcal",
} as const;

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
  /** The split used and the spec's ranges for this goal. */
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
 * inside the spec's range for that goal (MACRO_GOAL_SPLITS). With `weightKg`, adds protein
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
  const result: MacroSplitResult = { goal, calories, split, ranges, macros };
  if (weightKg !== undefined) {
    const proteinPerKg = round(macros.protein.calories / KCAL_PER_G.protein / weightKg, 1);
    const band = proteinIntakeBand(proteinPerKg);
    result.proteinPerKg = proteinPerKg;
    result.proteinBand = band;
    result.proteinMessage = proteinMessage(proteinPerKg, band);
  }
  return result;
}
