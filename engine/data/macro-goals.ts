// The macros calculator's goals and their splits: the form lists them at first paint, and
// macro-split.ts works out the grams.

/** The goals the macros calculator offers. */
export type MacroGoal =
  "fat-loss" | "muscle-gain" | "endurance" | "keto" | "balanced" | "power-sports";

/** Whole-number percentages of the day's calories. */
export interface MacroPercentages {
  protein: number;
  carbs: number;
  fats: number;
}

/** One goal: its name, the split we use, and the range we allow for each macro. */
export interface MacroGoalSplit {
  goal: MacroGoal;
  label: string;
  /** The split used, percent; the three add up to 100 and each lies in its range. */
  split: MacroPercentages;
  /** The range for each macro, percent, as [lowest, highest]. */
  ranges: { protein: [number, number]; carbs: [number, number]; fats: [number, number] };
}

// Ranges: docs/reference-figures.md, "Macros" (protein / carbs / fat, % of calories). The
// split used sits inside every range, adds up to 100, and keeps fat at 20% or more
// (docs/product-decisions.md, "Readings chosen").
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
