import { IOTF_CUTOFFS } from "../data/iotf-cutoffs.ts";
import { weightRangeForBmi } from "./bmi.ts";
import { bmiOf, iotfCutoffs } from "./healthy-weight.ts";
import { HEIGHT_RULE, WEIGHT_RULE } from "../input/input-ranges.ts";
import type { Sex } from "../core/types.ts";
import { requireNumber } from "../input/validate.ts";

/*
 * BMI for under-18s. A child's BMI is read against others of the same age and sex, not
 * against the adult bands: the NHS uses centiles for children and teenagers. We hold the
 * international (IOTF) cut-offs of Cole et al. 2000 and 2007 from 12 to 18
 * (data/iotf-cutoffs.ts): the centile lines that reach BMI 18.5 (thinness) and 25
 * (overweight) at 18. Under 12 we give no figures (docs/safety-rules.md, "Teenagers").
 */

/** Where a BMI falls against the IOTF cut-offs for an age and sex. */
export type BmiForAgeBand = "thinness" | "healthy" | "overweight";

/** The IOTF cut-offs for one sex at an age, and what they mean at a height. */
export interface BmiForAgeCutoffs {
  /** Under this BMI: thinness (the line that reaches 18.5 at 18), kg/m², to 2 decimals. */
  thinness: number;
  /** From this BMI: overweight (the line that reaches 25 at 18), kg/m², to 2 decimals. */
  overweight: number;
  /** The weights at this height between the two cut-offs, kg to 0.1. */
  healthyWeightKg: { minKg: number; maxKg: number };
  /** Where the BMI falls. */
  band: BmiForAgeBand;
}

/** The IOTF reading of an under-18's BMI, for girls and for boys. */
export interface BmiForAge {
  /** Whole years. */
  age: number;
  bySex: Record<Sex, BmiForAgeCutoffs>;
}

/** The youngest whole-year age the IOTF table here covers (its first row is 12.5), years. */
export const BMI_FOR_AGE_MIN_AGE = Math.floor(IOTF_CUTOFFS[0]?.age ?? 12);
/** From this age the adult BMI bands apply (NHS). */
export const BMI_ADULT_AGE = 18;

// Any age a BMI form may ask: the NHS BMI pages for children start at 2.
const AGE_RANGE = { label: "your age", min: 2, max: 120, unit: "years" };

// A healthy weight stays under the overweight line: the heaviest is a hundredth below it.
const BELOW = 0.01;

/**
 * Reads an under-18's BMI against the IOTF cut-offs for a whole-year age from 12 to 17, for
 * girls and for boys, with the weights between the cut-offs at the height. The BMI and the
 * cut-offs are compared unrounded, as the deficit calculators' healthy-weight rule compares
 * them, so both give a teenager the same answer. Gives undefined outside 12 to 17: adults use
 * the adult bands, and the table starts at 12. Throws InputError ("age", "heightCm",
 * "weightKg") on a value that is not a usable number.
 */
export function bmiForAge(p: {
  age: number;
  heightCm: number;
  weightKg: number;
}): BmiForAge | undefined {
  const age = requireNumber("age", p.age, AGE_RANGE);
  const heightCm = requireNumber("heightCm", p.heightCm, HEIGHT_RULE);
  const weightKg = requireNumber("weightKg", p.weightKg, WEIGHT_RULE);
  const years = Math.floor(age);
  if (years < BMI_FOR_AGE_MIN_AGE || years >= BMI_ADULT_AGE) return undefined;
  const bmi = bmiOf(weightKg, heightCm);
  const read = (sex: Sex): BmiForAgeCutoffs => {
    const { thinness, overweight } = iotfCutoffs(sex, years);
    const band: BmiForAgeBand =
      bmi < thinness ? "thinness" : bmi >= overweight ? "overweight" : "healthy";
    return {
      thinness: Math.round(thinness * 100) / 100,
      overweight: Math.round(overweight * 100) / 100,
      healthyWeightKg: weightRangeForBmi(heightCm, thinness, overweight - BELOW),
      band,
    };
  };
  return { age: years, bySex: { female: read("female"), male: read("male") } };
}
