import { round } from "./validate.ts";

export type Trimester = 1 | 2 | 3;

// SACN 2011 and NHS maternity guidance: no extra energy in the first two trimesters,
// about 200 kcal a day extra in the third (SACN: +0.8 MJ, 191 kcal).
export const UK_TRIMESTER_EXTRA_KCAL: Record<Trimester, number> = { 1: 0, 2: 0, 3: 200 };
// US Institute of Medicine 2005 dietary reference intakes, shown for comparison only.
export const US_TRIMESTER_EXTRA_KCAL: Record<Trimester, number> = { 1: 0, 2: 340, 3: 450 };

const KG_PER_LB = 0.45359237;

/** Recommended total gain over a pregnancy for a pre-pregnancy BMI. */
export interface PregnancyGain {
  prePregnancyBmi: number;
  minLb: number;
  maxLb: number;
  minKg: number;
  maxKg: number;
}

// US Institute of Medicine 2009, "Weight Gain During Pregnancy" (singleton pregnancies);
// the UK sets no official figures (docs/reference-figures.md, "Pregnancy and children").
type GainBand = { belowBmi: number; minLb: number; maxLb: number };
const OBESE_GAIN: GainBand = { belowBmi: Infinity, minLb: 11, maxLb: 20 };
const GAIN_BANDS: readonly GainBand[] = [
  { belowBmi: 18.5, minLb: 28, maxLb: 40 },
  { belowBmi: 25, minLb: 25, maxLb: 35 },
  { belowBmi: 30, minLb: 15, maxLb: 25 },
  OBESE_GAIN,
];

/** Recommended weight gain for a pre-pregnancy weight and height. */
export function pregnancyGain(prePregnancyWeightKg: number, heightCm: number): PregnancyGain {
  const bmi = round(prePregnancyWeightKg / (heightCm / 100) ** 2, 1);
  const band = GAIN_BANDS.find((b) => bmi < b.belowBmi) ?? OBESE_GAIN;
  return {
    prePregnancyBmi: bmi,
    minLb: band.minLb,
    maxLb: band.maxLb,
    minKg: round(band.minLb * KG_PER_LB, 1),
    maxKg: round(band.maxLb * KG_PER_LB, 1),
  };
}
