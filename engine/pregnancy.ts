import { round } from "./input/validate.ts";

export type Trimester = 1 | 2 | 3;

// SACN 2011 and NHS maternity guidance: no extra energy in the first two trimesters,
// about 200 kcal a day extra in the third (SACN: +0.8 MJ, 191 kcal).
export const UK_TRIMESTER_EXTRA_KCAL: Record<Trimester, number> = { 1: 0, 2: 0, 3: 200 };
// US Institute of Medicine 2005 dietary reference intakes, shown for comparison only.
export const US_TRIMESTER_EXTRA_KCAL: Record<Trimester, number> = { 1: 0, 2: 340, 3: 450 };

// NHS, "Have a healthy diet in pregnancy" and "Foods to avoid in pregnancy": what to eat,
// shown in place of a macro split, which pregnancy advice does not use.
export const PREGNANCY_FOOD_ADVICE: readonly string[] = [
  "Eat a variety of foods every day: plenty of fruit and vegetables, starchy foods such as wholemeal bread, potatoes and rice, and protein foods such as beans, lentils, fish, eggs and lean meat.",
  "Have 2 portions of fish a week, and make one of them oily fish such as salmon or sardines, but no more than 2 portions of oily fish a week.",
  "Include dairy foods such as pasteurised milk, yoghurt and hard cheese for calcium.",
  "Avoid the foods that carry a risk in pregnancy, such as liver and liver pâté, raw or undercooked meat, and some soft cheeses. The NHS lists them all.",
  "Keep caffeine under 200 mg a day: about 2 mugs of instant coffee.",
  "You do not need to eat for two. If you get hungry, choose healthy snacks.",
];

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
