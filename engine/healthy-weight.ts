import { IOTF_CUTOFFS, type IotfRow } from "./data/iotf-cutoffs.ts";
import { InputError } from "./errors.ts";
import type { Sex } from "./types.ts";
import { atLeastWeightText, type MessageUnits } from "./message-units.ts";
import type { Warning } from "./warnings.ts";

// NHS "What is the body mass index (BMI)?": under 18.5 is underweight for adults.
export const ADULT_HEALTHY_MIN_BMI = 18.5;
// BAPEN 'MUST' (Malnutrition Universal Screening Tool, 2003): a BMI under 20 scores as a
// risk of malnutrition, which matters most from 65.
export const OLDER_ADULT_MIN_BMI = 20;
const OLDER_ADULT_AGE = 65;
const ADULT_AGE = 18;

/** BMI for a weight and height. */
export function bmiOf(weightKg: number, heightCm: number): number {
  const metres = heightCm / 100;
  return weightKg / (metres * metres);
}

/** The weight that gives a BMI at a height. */
export function weightAtBmi(bmi: number, heightCm: number): number {
  const metres = heightCm / 100;
  return bmi * metres * metres;
}

/** A cut-off for an exact age, read straight from the half-year table between its rows. */
function cutoffAt(age: number, pick: (row: IotfRow) => number): number {
  const rows = IOTF_CUTOFFS;
  const first = rows[0];
  const last = rows[rows.length - 1];
  if (!first || !last) throw new Error("The IOTF table is empty.");
  if (age <= first.age) return pick(first);
  if (age >= last.age) return pick(last);
  const upper = rows.findIndex((r) => r.age >= age);
  const hi = rows[upper];
  const lo = rows[upper - 1];
  if (!hi || !lo) return pick(last);
  const share = (age - lo.age) / (hi.age - lo.age);
  return pick(lo) + share * (pick(hi) - pick(lo));
}

/**
 * The IOTF cut-offs for a teenager (Cole et al. 2000, 2007). Ages are taken at their
 * midpoint (a 14-year-old is on average 14.5), because the forms ask for whole years.
 */
export function iotfCutoffs(sex: Sex, age: number): { thinness: number; overweight: number } {
  const exact = Math.floor(age) + 0.5;
  return {
    thinness: cutoffAt(exact, (r) => r.thinness[sex]),
    overweight: cutoffAt(exact, (r) => r.overweight[sex]),
  };
}

/** What the healthy-weight rules allow for one person and their goal. */
export interface HealthyWeight {
  /** BMI now, one decimal place. */
  bmi: number;
  /** The lowest target weight we plan for, kg. */
  lowestTargetKg: number;
  /** False when no deficit may be planned, whatever the goal. */
  deficitAllowed: boolean;
  /** What the visitor must be told. */
  warnings: Warning[];
}

export interface HealthyWeightInput {
  sex: Sex;
  age: number;
  heightCm: number;
  weightKg: number;
  targetWeightKg: number;
  /** Units the refusal names the lowest healthy weight in. */
  units?: MessageUnits | undefined;
}

/**
 * The healthy-weight guard (docs/safety-rules.md, "Healthy weight"): a target under a healthy
 * weight is refused on `targetWeight`, naming the lowest healthy weight; someone already
 * under it, or a teenager who is not above the overweight cut-off, gets no deficit.
 */
export function healthyWeight(p: HealthyWeightInput): HealthyWeight {
  const bmi = bmiOf(p.weightKg, p.heightCm);
  const teen = p.age < ADULT_AGE;
  const cutoffs = teen ? iotfCutoffs(p.sex, p.age) : undefined;
  const minBmi = cutoffs ? cutoffs.thinness : ADULT_HEALTHY_MIN_BMI;
  const lowestTargetKg = weightAtBmi(minBmi, p.heightCm);
  const losing = p.targetWeightKg < p.weightKg;
  const warnings: Warning[] = [];
  const result = (deficitAllowed: boolean): HealthyWeight => ({
    bmi: Math.round(bmi * 10) / 10,
    lowestTargetKg,
    deficitAllowed,
    warnings,
  });

  if (bmi < minBmi) {
    if (losing || p.targetWeightKg === p.weightKg) {
      warnings.push({
        type: "critical",
        message: teen
          ? "Your weight is already below the healthy range for your age and height, so we have not planned any weight loss."
          : "Your BMI is under 18.5, which is below the healthy range, so we have not planned any weight loss.",
        recommendation:
          "The NHS advises seeing a GP if you are underweight. They can check for any cause and help you reach a healthy weight safely.",
      });
    }
    return result(false);
  }

  if (losing && p.targetWeightKg < lowestTargetKg - 1e-9) {
    throw new InputError(
      "targetWeight",
      teen
        ? `That target is below a healthy weight for your age and height. Choose ${atLeastWeightText(lowestTargetKg, p.units)} or more.`
        : `That target would give you a BMI under 18.5, which is underweight. The lowest healthy weight for your height is ${atLeastWeightText(lowestTargetKg, p.units)}.`,
    );
  }

  if (cutoffs && bmi < cutoffs.overweight) {
    if (losing) {
      warnings.push({
        type: "high",
        message:
          "Your weight is in the healthy range for your age and height, so we have not planned a calorie deficit. Your body needs this energy to grow.",
        recommendation:
          "If you are worried about your weight or shape, talk to a GP or school nurse. They can help in confidence.",
      });
    }
    return result(!losing);
  }

  if (
    p.age >= OLDER_ADULT_AGE &&
    losing &&
    bmiOf(p.targetWeightKg, p.heightCm) < OLDER_ADULT_MIN_BMI
  ) {
    warnings.push({
      type: "high",
      message: `Your target would give you a BMI under 20. From 65, a BMI under 20 raises the risk of poor nutrition, weaker muscles and falls.`,
      recommendation: `Consider a target of ${atLeastWeightText(weightAtBmi(OLDER_ADULT_MIN_BMI, p.heightCm), p.units)} or more, and talk to your GP before losing weight.`,
    });
  }
  return result(true);
}
