import { dayMacros } from "./day-macros.ts";
import { KCAL_PER_G } from "./macros.ts";
import { MACRO_CALORIES_RULE, WEIGHT_RULE } from "./input/input-ranges.ts";
import {
  MACRO_GOALS,
  MACRO_GOAL_SPLITS,
  type MacroGoal,
  type MacroGoalSplit,
  type MacroPercentages,
} from "./data/macro-goals.ts";
import { ketoCarbsGrams } from "./keto-carbs.ts";
import {
  dailyProteinGrams,
  proteinAimGrams,
  proteinPolicy,
  type ProteinPolicy,
} from "./protein.ts";
import type { Macros } from "./types.ts";
import { requireNumber, requireOneOf, round } from "./input/validate.ts";

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
  /** The split the macros give, whole percent of the day (what the grams really are). */
  split: MacroPercentages;
  /** Grams, calories and percentage of each macro. */
  macros: Macros;
  /** Protein in g per kg of body weight a day, to one decimal. */
  proteinPerKg: number;
  proteinBand: ProteinIntakeBand;
  /** A plain comparison with the UK reference intake and muscle-building intakes. */
  proteinMessage: string;
  /** How the protein figure was set, in plain words. */
  proteinBasis: string;
}

/** The goal's rules, by goal. */
export function goalSplit(goal: MacroGoal): MacroGoalSplit {
  return MACRO_GOAL_SPLITS.find((s) => s.goal === goal) as MacroGoalSplit;
}

/**
 * A day's macros for a goal: protein from the person's g/kg policy (the same grams the
 * deficit calculators give, docs/plans.md, "Protein, one figure per person"), fat at the
 * goal's share, carbohydrate the rest (keto: 20-50 g of carbohydrate, fat the rest).
 */
export function goalMacros(calories: number, goal: MacroGoal, policy: ProteinPolicy): Macros {
  const rules = goalSplit(goal);
  return dayMacros({
    calories,
    proteinG: dailyProteinGrams(policy, calories),
    // Keto sets carbohydrate instead, and fat takes the rest.
    fatShare: (rules.fats ?? 0) / 100,
    carbsG:
      rules.ketoCarbShare === undefined ? undefined : ketoCarbsGrams(calories, rules.ketoCarbShare),
  });
}

/** The split the macros really give, whole percent. */
export function splitOf(macros: Macros): MacroPercentages {
  return {
    protein: macros.protein.percentage,
    carbs: macros.carbs.percentage,
    fats: macros.fats.percentage,
  };
}

/** How a protein figure was set, for the visitor. */
export function proteinBasis(
  policy: ProteinPolicy,
  grams: number,
  p: { weightKg: number; knowsHeight: boolean },
): string {
  const aim = `${policy.minGPerKg.toFixed(1)} g`;
  const adjusted = policy.referenceKg < p.weightKg - 1e-9;
  let text = adjusted
    ? `Protein is set at ${aim} for each kg of the weight that gives a BMI of 25 for your height, as your BMI is over 30.`
    : `Protein is set at ${aim} for each kg you weigh.`;
  if (grams < proteinAimGrams(policy)) {
    text += " It is held at 35% of your calories, the most we suggest.";
  }
  if (!p.knowsHeight) {
    text +=
      " We do not know your height here: if your BMI is over 30, our other calculators set protein on the weight for a BMI of 25, which gives less.";
  }
  return text;
}

/**
 * Splits a day's calories into grams of protein, carbs and fat for a goal: protein from the
 * weight (an adult's g/kg; docs/safety-rules.md, "Protein"), fat at the goal's share,
 * carbohydrate the rest, with a plain comparison of the protein with the UK reference
 * intake. Throws InputError ("calories", "goal", "weightKg").
 */
export function macroSplit(p: {
  calories: number;
  goal: MacroGoal;
  weightKg: number;
}): MacroSplitResult {
  const calories = Math.round(requireNumber("calories", p.calories, MACRO_CALORIES_RULE));
  const goal = requireOneOf("goal", p.goal, MACRO_GOALS, "a goal");
  const weightKg = requireNumber("weightKg", p.weightKg, WEIGHT_RULE);
  const policy = proteinPolicy({ weightKg, muscleFocus: goalSplit(goal).muscleFocus });
  const macros = goalMacros(calories, goal, policy);
  return withProteinComparison(
    { goal, calories, split: splitOf(macros), macros },
    weightKg,
    proteinBasis(policy, macros.protein.grams, { weightKg, knowsHeight: false }),
  );
}

/** Adds protein per kg of `weightKg`, its plain comparison, and how it was set. */
export function withProteinComparison<T extends Omit<MacroSplitResult, ProteinFields>>(
  result: T,
  weightKg: number,
  basis: string,
): T & Pick<MacroSplitResult, ProteinFields> {
  const proteinPerKg = round(result.macros.protein.calories / KCAL_PER_G.protein / weightKg, 1);
  const band = proteinIntakeBand(proteinPerKg);
  return {
    ...result,
    proteinPerKg,
    proteinBand: band,
    proteinMessage: proteinMessage(proteinPerKg, band),
    proteinBasis: basis,
  };
}

type ProteinFields = "proteinPerKg" | "proteinBand" | "proteinMessage" | "proteinBasis";
