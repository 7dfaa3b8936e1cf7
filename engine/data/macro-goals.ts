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

/**
 * One goal: its name, what sets each macro, and those rules in words for the form. Protein
 * is always grams from the person's weight (docs/safety-rules.md, "Protein"), so its share
 * of the day depends on the person; the label says so rather than naming a fixed split.
 */
export interface MacroGoalSplit {
  goal: MacroGoal;
  label: string;
  /** The goal keeps or builds muscle: protein at the higher g/kg aim. */
  muscleFocus: boolean;
  /** Fat, percent of the day; carbohydrate takes the rest. Absent for keto: fat is the rest. */
  fats?: number;
  /** Keto only: carbohydrate as a share of the day, held to 20-50 g (keto-carbs.ts). */
  ketoCarbShare?: number;
  /** The rule in words, as the form shows it under the goal. */
  describes: string;
}

// Fat shares: our choice from common sports nutrition practice, each at least 20% of the day
// (docs/reference-figures.md, "Macros"). Protein comes from the person's weight, and
// carbohydrate takes the rest (keto: 20-50 g, and fat the rest).
export const MACRO_GOAL_SPLITS: readonly MacroGoalSplit[] = [
  {
    goal: "fat-loss",
    label: "Fat loss",
    muscleFocus: false,
    fats: 25,
    describes: "Protein from your weight, fat 25%, carbohydrates the rest",
  },
  {
    goal: "muscle-gain",
    label: "Muscle gain",
    muscleFocus: true,
    fats: 25,
    describes: "More protein from your weight, fat 25%, carbohydrates the rest",
  },
  {
    goal: "endurance",
    label: "Endurance",
    muscleFocus: false,
    fats: 20,
    describes: "Protein from your weight, fat 20%, carbohydrates the rest",
  },
  {
    goal: "keto",
    label: "Keto",
    muscleFocus: false,
    ketoCarbShare: 0.05,
    describes: "Protein from your weight, carbohydrates 20 to 50 g, fat the rest",
  },
  {
    goal: "balanced",
    label: "Balanced",
    muscleFocus: false,
    fats: 30,
    describes: "Protein from your weight, fat 30%, carbohydrates the rest",
  },
  {
    goal: "power-sports",
    label: "Power sports",
    muscleFocus: true,
    fats: 22,
    describes: "More protein from your weight, fat 22%, carbohydrates the rest",
  },
];

export const MACRO_GOALS: readonly MacroGoal[] = MACRO_GOAL_SPLITS.map((s) => s.goal);
