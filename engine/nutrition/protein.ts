import { bmiOf, weightAtBmi } from "../body/healthy-weight.ts";
import { KCAL_PER_G } from "./macros.ts";

/** Why a plan's protein is what it is, and its bounds in grams a day. */
export interface ProteinPolicy {
  /** Grams per kg of reference weight the plan aims for at least. */
  minGPerKg: number;
  /** Grams per kg of reference weight it never goes above. */
  maxGPerKg: number;
  /** The weight the grams are set on, kg. */
  referenceKg: number;
}

// Adults: 1.2 g/kg in a deficit, 1.6 g/kg with strength training or a muscle-focused goal,
// never above 2.2 g/kg, where the benefit for muscle levels off (Morton RW et al. 2018,
// Br J Sports Med 52:376).
const ADULT = { base: 1.2, muscle: 1.6, max: 2.2 } as const;
// 65 and over: 1.0-1.2 g/kg, 1.2-1.5 g/kg when active (PROT-AGE, Bauer J et al. 2013,
// J Am Med Dir Assoc 14:542).
const OLDER = { base: 1.2, muscle: 1.5, max: 1.5 } as const;
// 13-17: the UK reference nutrient intake is about 0.8-0.9 g/kg (Department of Health
// 1991); we plan 1.0 g/kg, and 1.5 g/kg for teenagers who train, and never more.
const TEEN = { base: 1.0, muscle: 1.5, max: 1.5 } as const;
// At least 2 hours of strength training a week counts as training for muscle.
const STRENGTH_HOURS_FOR_MUSCLE = 2;
// An age that falls in the adult band, for a person whose age is not asked.
const ADULT_AGE = 30;
// The acceptable macronutrient range for protein: 10-35% of energy (US Institute of
// Medicine 2005, Dietary Reference Intakes for Energy and Macronutrients).
export const MAX_PROTEIN_SHARE = 0.35;
// Above BMI 30, protein is set on the weight at BMI 25, so targets stay realistic at higher
// body weights (an adjusted body weight, as ESPEN's obesity guidance describes).
const ADJUST_ABOVE_BMI = 30;
const REFERENCE_BMI = 25;

export interface ProteinPolicyInput {
  /** Years; unknown (the macros calculator's typed calories) counts as an adult of 18-64. */
  age?: number | undefined;
  /** cm; unknown, the grams are set on the weight itself whatever the BMI. */
  heightCm?: number | undefined;
  weightKg: number;
  strengthHours?: number | undefined;
  /** The variant aims to keep or build muscle (cutting, abs, protein and so on). */
  muscleFocus: boolean;
}

/** The protein rules for one person (docs/safety-rules.md, "Protein"). */
export function proteinPolicy(p: ProteinPolicyInput): ProteinPolicy {
  const age = p.age ?? ADULT_AGE;
  const band = age < 18 ? TEEN : age >= 65 ? OLDER : ADULT;
  const training = p.muscleFocus || (p.strengthHours ?? 0) >= STRENGTH_HOURS_FOR_MUSCLE;
  const referenceKg =
    p.heightCm !== undefined && bmiOf(p.weightKg, p.heightCm) > ADJUST_ABOVE_BMI
      ? weightAtBmi(REFERENCE_BMI, p.heightCm)
      : p.weightKg;
  return { minGPerKg: training ? band.muscle : band.base, maxGPerKg: band.max, referenceKg };
}

/** The grams a day the policy aims for: its g/kg on the reference weight, whole grams. */
export function proteinAimGrams(policy: ProteinPolicy): number {
  return Math.round(policy.minGPerKg * policy.referenceKg);
}

/**
 * The day's protein in grams: the person's g/kg aim (never a share of the calories), held
 * under 35% of the lowest day's calories, so that every calculator gives the same person one
 * figure and a plan with training and rest days eats the same protein on both
 * (docs/safety-rules.md, "Protein").
 */
export function dailyProteinGrams(policy: ProteinPolicy, lowestDayCalories: number): number {
  const cap = Math.floor((MAX_PROTEIN_SHARE * Math.max(0, lowestDayCalories)) / KCAL_PER_G.protein);
  return Math.max(0, Math.min(proteinAimGrams(policy), cap));
}
