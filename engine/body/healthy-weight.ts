import { IOTF_CUTOFFS } from "../data/iotf-cutoffs.ts";
import { InputError } from "../core/errors.ts";
import type { Sex } from "../core/types.ts";
import { atLeastWeightText, atMostWeightText, type MessageUnits } from "../input/message-units.ts";
import type { Warning } from "../plans/warnings.ts";

// NHS "What is the body mass index (BMI)?": under 18.5 is underweight for adults.
export const ADULT_HEALTHY_MIN_BMI = 18.5;
// Winter JE, MacInnis RJ, Wattanapenpaiboon N, Nowson CA. BMI and all-cause mortality in
// older adults: a meta-analysis. Am J Clin Nutr 2014;99:875-90: from 65 the risk of death
// rises below BMI 23, so no loss target under 23 is planned from 65.
export const OLDER_ADULT_MIN_BMI = 23;
// From 65 no deficit is planned under BMI 25 (the NHS's overweight line), for the same reason.
export const OLDER_ADULT_MIN_DEFICIT_BMI = 25;
// NHS BMI bands: 25 overweight, 30 obese. A gain never takes anyone past 30; from 25 the
// surplus is the lower one, and from 30 there is none (docs/safety-rules.md, "Gaining").
export const OVERWEIGHT_BMI = 25;
export const OBESITY_BMI = 30;
// A lean surplus is 200-500 kcal a day (docs/reference-figures.md, "Energy"); from BMI 25
// only the lower 200.
const FULL_SURPLUS = 500;
const LOWER_SURPLUS = 200;
/** Adult BMI bands apply from 18; under it, a teenager's IOTF cut-offs (docs/safety-rules.md). */
export const ADULT_AGE = 18;
/** From 65, the older-adult rules (docs/safety-rules.md, "Older adults"). */
export const OLDER_ADULT_AGE = 65;

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

/** A teenager's IOTF cut-offs, kg/m²: the curves through BMI 18.5, 25 and 30 at 18. */
export interface IotfCutoffs {
  thinness: number;
  overweight: number;
  obesity: number;
}

/**
 * The IOTF cut-offs for a teenager (Cole et al. 2000, 2007). Ages are taken at their
 * midpoint (a 14-year-old is on average 14.5), because the forms ask for whole years, so each
 * age reads its own row of the table: 12.5 to 17.5 (the first row under 12, the last from 17).
 */
export function iotfCutoffs(sex: Sex, age: number): IotfCutoffs {
  const midpoint = Math.floor(age) + 0.5;
  const row = IOTF_CUTOFFS.find((r) => r.age >= midpoint) ?? IOTF_CUTOFFS.at(-1);
  if (!row) throw new Error("The IOTF table is empty.");
  return {
    thinness: row.thinness[sex],
    overweight: row.overweight[sex],
    obesity: row.obesity[sex],
  };
}

/** What the healthy-weight rules allow for one person and their goal. */
export interface HealthyWeight {
  /** BMI now, one decimal place. */
  bmi: number;
  /** The lowest target weight we plan for, kg. */
  lowestTargetKg: number;
  /** The highest target weight we plan a gain to, kg. */
  highestTargetKg: number;
  /** False when no deficit may be planned, whatever the goal. */
  deficitAllowed: boolean;
  /** The largest daily surplus a gain may be planned with, kcal/day (0: none). */
  maxSurplus: number;
  /** What the visitor must be told. */
  warnings: Warning[];
}

/** A target weight and whom it is for. */
export interface TargetFor {
  sex: Sex;
  age: number;
  heightCm: number;
  weightKg: number;
  targetWeightKg: number;
  /** Units the refusal names the limit in. */
  units?: MessageUnits | undefined;
}

export interface HealthyWeightInput extends TargetFor {
  /** The goal is muscle (the muscle-gain variant): a gain it cannot plan becomes a recomposition. */
  muscleGain?: boolean | undefined;
}

/** The BMI lines a person is judged by: adults' own, or a teenager's IOTF cut-offs. */
interface BmiLines {
  teen: boolean;
  senior: boolean;
  underweight: number;
  overweight: number;
  obesity: number;
  /** The lowest BMI a loss may aim for. */
  lowestTarget: number;
}

function bmiLines(sex: Sex, age: number): BmiLines {
  if (age < ADULT_AGE) {
    const c = iotfCutoffs(sex, age);
    return {
      teen: true,
      senior: false,
      underweight: c.thinness,
      overweight: c.overweight,
      obesity: c.obesity,
      lowestTarget: c.thinness,
    };
  }
  const senior = age >= OLDER_ADULT_AGE;
  return {
    teen: false,
    senior,
    underweight: ADULT_HEALTHY_MIN_BMI,
    overweight: OVERWEIGHT_BMI,
    obesity: OBESITY_BMI,
    lowestTarget: senior ? OLDER_ADULT_MIN_BMI : ADULT_HEALTHY_MIN_BMI,
  };
}

/** The note for a gain that is not planned because BMI is already at the obesity line. */
function noGainWarning(teen: boolean, muscleGain: boolean): Warning {
  const where = teen
    ? "Your weight is already well above the healthy range for your age and height"
    : "Your BMI is 30 or more";
  if (muscleGain) {
    return {
      type: "medium",
      message: `${where}, so we have not planned extra calories. Eating at your maintenance calories with plenty of protein, and strength training 2 or 3 times a week, lets you build muscle while you lose some fat (body recomposition).`,
      recommendation:
        "Your weight may stay about the same while your shape changes, so measure your waist as well as your weight.",
    };
  }
  return {
    type: "medium",
    message: `${where}, so we have not planned extra calories to gain weight. Gaining more would not be good for your health.`,
    recommendation:
      "If you want to get stronger, eat at your maintenance calories with plenty of protein and do strength exercises. If a doctor has told you to gain weight, follow their advice.",
  };
}

/** The refusal of a loss to under `lowestTargetKg`, naming it in the visitor's units. */
function lossRefusal(lines: BmiLines, lowestTargetKg: number, units?: MessageUnits): string {
  const lowest = atLeastWeightText(lowestTargetKg, units);
  if (lines.teen) {
    return `That target is below a healthy weight for your age and height. Choose ${lowest} or more.`;
  }
  if (lines.senior) {
    return `That target would give you a BMI under 23. From 65, a BMI under 23 raises health risks, so the lowest weight we plan for at your height is ${lowest}.`;
  }
  return `That target would give you a BMI under 18.5, which is underweight. The lowest healthy weight for your height is ${lowest}.`;
}

/**
 * Why the healthy-weight guard refuses a target, naming the limit in the visitor's units, or
 * undefined when it may be planned (docs/safety-rules.md, "Healthy weight" and "Gaining"): a
 * loss to under a healthy weight (BMI 18.5; 23 from 65; a teenager's IOTF thinness cut-off),
 * or a gain past the obesity line. Someone already under the healthy range is refused nothing
 * (they get no deficit instead), nor is a gain from the obesity line (no surplus instead);
 * from 65, someone already under BMI 23 is refused only a target under 18.5.
 */
export function healthyTargetProblem(p: TargetFor): string | undefined {
  const bmi = bmiOf(p.weightKg, p.heightCm);
  const lines = bmiLines(p.sex, p.age);
  if (bmi < lines.underweight) return undefined;
  if (p.targetWeightKg > p.weightKg) {
    const highestTargetKg = weightAtBmi(lines.obesity, p.heightCm);
    if (bmi >= lines.obesity || p.targetWeightKg <= highestTargetKg + 1e-9) return undefined;
    const highest = atMostWeightText(highestTargetKg, p.units);
    return lines.teen
      ? `That target is well above a healthy weight for your age and height. Choose ${highest} or less.`
      : `That target would give you a BMI over 30, which is obese. The highest weight we plan a gain to for your height is ${highest}.`;
  }
  // From 65, someone already under BMI 23 is planned no loss (healthyWeight): only a target
  // under the adult 18.5 is refused then.
  const [judged, lowestBmi] =
    bmi < lines.lowestTarget
      ? [{ ...lines, senior: false }, lines.underweight]
      : [lines, lines.lowestTarget];
  const lowestKg = weightAtBmi(lowestBmi, p.heightCm);
  return p.targetWeightKg < lowestKg - 1e-9 ? lossRefusal(judged, lowestKg, p.units) : undefined;
}

/**
 * The healthy-weight guard (docs/safety-rules.md, "Healthy weight" and "Gaining"): a target
 * it refuses (healthyTargetProblem) throws InputError on `targetWeight` in its words; someone already under the healthy range, a teenager under
 * the IOTF obesity cut-off, or anyone of 65 or over under BMI 25 gets no deficit; a gain gets
 * the lower surplus from the overweight line and none from the obesity line.
 */
export function healthyWeight(p: HealthyWeightInput): HealthyWeight {
  const refusal = healthyTargetProblem(p);
  if (refusal !== undefined) throw new InputError("targetWeight", refusal);
  const bmi = bmiOf(p.weightKg, p.heightCm);
  const lines = bmiLines(p.sex, p.age);
  const { teen } = lines;
  const lowestTargetKg = weightAtBmi(lines.lowestTarget, p.heightCm);
  const highestTargetKg = weightAtBmi(lines.obesity, p.heightCm);
  const losing = p.targetWeightKg < p.weightKg;
  const gaining = p.targetWeightKg > p.weightKg;
  let maxSurplus = FULL_SURPLUS;
  if (bmi >= lines.obesity) maxSurplus = 0;
  else if (bmi >= lines.overweight) maxSurplus = LOWER_SURPLUS;
  const warnings: Warning[] = [];
  const result = (deficitAllowed: boolean): HealthyWeight => ({
    bmi: Math.round(bmi * 10) / 10,
    lowestTargetKg,
    highestTargetKg,
    deficitAllowed,
    maxSurplus,
    warnings,
  });

  if (bmi < lines.underweight) {
    if (!gaining) {
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

  if (gaining) {
    if (maxSurplus === 0) {
      warnings.push(noGainWarning(teen, p.muscleGain === true));
    } else if (maxSurplus === LOWER_SURPLUS) {
      warnings.push({
        type: "medium",
        message: teen
          ? "Your weight is above the healthy range for your age and height, so we have planned only a small surplus of 200 kcal a day."
          : "Your BMI is 25 or more, so we have planned only a small surplus of 200 kcal a day.",
        recommendation:
          "A small surplus with strength training builds muscle with less gain in fat.",
      });
    }
    return result(true);
  }

  if (teen && bmi < lines.obesity) {
    if (losing) {
      warnings.push(
        bmi < lines.overweight
          ? {
              type: "high",
              message:
                "Your weight is in the healthy range for your age and height, so we have not planned a calorie deficit. Your body needs this energy to grow.",
              recommendation:
                "If you are worried about your weight or shape, talk to a GP or school nurse. They can help in confidence.",
            }
          : {
              type: "high",
              message:
                "Your weight is above the healthy range for your age and height. While you are still growing, the aim is to keep your weight steady as you grow taller, so we have planned the energy you need to grow, not a calorie deficit.",
              recommendation:
                "Talk to your GP. They can check your growth and help you and your family with healthy eating and being active, in confidence.",
            },
      );
    }
    return result(!losing);
  }

  if (teen && losing) {
    warnings.push({
      type: "high",
      message:
        "You are still growing, so any weight loss should be slow and planned with your GP. We never plan a fast pace for you, nor fewer calories than your body needs to grow well.",
      recommendation:
        "Please talk to your GP before you start. They can support you and your family and check your growth.",
    });
    return result(true);
  }

  if (lines.senior && losing && bmi < OLDER_ADULT_MIN_DEFICIT_BMI) {
    warnings.push({
      type: "medium",
      message:
        "Your BMI is under 25, so we have not planned any weight loss. From 65, a little extra weight protects you from illness and frailty, and losing weight often means losing muscle.",
      recommendation:
        "Keep your muscles strong with strength and balance exercises, and have some protein at every meal. If you are worried about your weight, talk to your GP.",
    });
    return result(false);
  }
  return result(true);
}
