import { HEIGHT_RULE, WAIST_RULE, WEIGHT_RULE } from "../input/input-ranges.ts";
import { optionalNumber, optionalOneOf, requireNumber, round } from "../input/validate.ts";

/** A BMI band. Names follow the NHS; the obesity classes follow NICE. */
export type BmiCategory =
  | "severely-underweight"
  | "underweight"
  | "healthy"
  | "overweight"
  | "obese-1"
  | "obese-2"
  | "obese-3";

/**
 * Which thresholds to use. "lower-threshold" is NICE's set for people with a South Asian,
 * Chinese, other Asian, Middle Eastern, Black African or African-Caribbean family
 * background, who face higher health risks at a lower BMI.
 */
export type BmiThresholds = "default" | "lower-threshold";

export const BMI_THRESHOLDS: readonly BmiThresholds[] = ["default", "lower-threshold"];

/**
 * One band of a BMI scale. BMI is shown to one decimal place, and a band holds every
 * one-decimal BMI from `min` to `max` inclusive (`max` is `null` for the top band, `min`
 * is `null` for the bottom one), so the bands meet without a gap.
 */
export interface BmiBand {
  category: BmiCategory;
  /** The name to show, as the NHS words it. */
  label: string;
  min: number | null;
  max: number | null;
  /** The range written out for a scale or table, e.g. "18.5 to 24.9". */
  rangeText: string;
}

const LABELS: Record<BmiCategory, string> = {
  "severely-underweight": "Severely underweight",
  underweight: "Underweight",
  healthy: "Healthy weight",
  overweight: "Overweight",
  "obese-1": "Obese (class 1)",
  "obese-2": "Obese (class 2)",
  "obese-3": "Severely obese (class 3)",
};

const ORDER: readonly BmiCategory[] = [
  "severely-underweight",
  "underweight",
  "healthy",
  "overweight",
  "obese-1",
  "obese-2",
  "obese-3",
];

// Lower bound of each band above the first, in ORDER.
// Default set (docs/reference-figures.md): the bands of the NHS BMI page and NICE CG189
// (under 18.5 underweight, 18.5-24.9 healthy, 25-29.9 overweight, 30-34.9 / 35-39.9 / 40+
// obesity I, II, III); the split at 16 is the WHO's "severe thinness" grade.
// Lower set: NICE CG189 (2022 update) and NG246 (2025): overweight from 23, obesity from
// 27.5, classes 2 and 3 from 32.5 and 37.5 (2.5 kg/m2 below the default). NICE sets no
// separate underweight threshold, so 16 and 18.5 stay.
const LOWER_BOUNDS: Record<BmiThresholds, readonly number[]> = {
  default: [16, 18.5, 25, 30, 35, 40],
  "lower-threshold": [16, 18.5, 23, 27.5, 32.5, 37.5],
};

function oneDecimal(value: number): string {
  return value.toFixed(1).replace(/\.0$/, "");
}

function buildBands(lowerBounds: readonly number[]): readonly BmiBand[] {
  return ORDER.map((category, i) => {
    const min = i === 0 ? null : (lowerBounds[i - 1] ?? null);
    const next = lowerBounds[i];
    const max = next === undefined ? null : round(next - 0.1, 1);
    let rangeText: string;
    // "Under 16", not "Under 15.9": the next band starts at 16, and 15.9 is in this one.
    if (min === null) rangeText = `Under ${oneDecimal(next ?? 0)}`;
    else if (max === null) rangeText = `${oneDecimal(min)} or more`;
    else rangeText = `${oneDecimal(min)} to ${oneDecimal(max)}`;
    return { category, label: LABELS[category], min, max, rangeText };
  });
}

/**
 * The BMI bands for both threshold sets, lowest first, for drawing a labelled scale.
 * With the lower thresholds the healthy band is 18.5 to 22.9.
 */
// Marked pure so a bundle that needs only the thresholds (a plan's BMI note) leaves them out.
export const BMI_BANDS: Readonly<Record<BmiThresholds, readonly BmiBand[]>> = {
  default: /* @__PURE__ */ buildBands(LOWER_BOUNDS.default),
  "lower-threshold": /* @__PURE__ */ buildBands(LOWER_BOUNDS["lower-threshold"]),
};

/** How a waist-to-height ratio compares with NICE's bands. */
export type WaistToHeightBand = "low" | "healthy" | "increased" | "high";

/** One waist-to-height band; the ratio is shown to two decimals, bands inclusive. */
export interface WaistToHeightBandInfo {
  band: WaistToHeightBand;
  label: string;
  min: number | null;
  max: number | null;
}

// NICE NG246 (2025, carrying the 2022 CG189 update): waist-to-height ratio 0.4 to 0.49 no
// increased health risk, 0.5 to 0.59 increased risk, 0.6 or more high risk. NICE gives no
// band below 0.4, so we describe it neutrally as "low".
export const WAIST_TO_HEIGHT_BANDS: readonly WaistToHeightBandInfo[] = [
  { band: "low", label: "Below the usual range", min: null, max: 0.39 },
  { band: "healthy", label: "No increased health risk", min: 0.4, max: 0.49 },
  { band: "increased", label: "Increased health risk", min: 0.5, max: 0.59 },
  { band: "high", label: "High health risk", min: 0.6, max: null },
];

/** The healthy BMI range used for healthy-weight figures (NHS: 18.5 to 24.9). */
export const HEALTHY_BMI = { min: 18.5, max: 24.9 } as const;

/**
 * The weights in kg (to 0.1 kg) whose BMI lies within `minBmi`..`maxBmi` at this height:
 * the lowest is rounded up and the highest rounded down, so both ends stay inside the range.
 * Expects a height already checked.
 */
export function weightRangeForBmi(
  heightCm: number,
  minBmi: number = HEALTHY_BMI.min,
  maxBmi: number = HEALTHY_BMI.max,
): { minKg: number; maxKg: number } {
  const metresSquared = (heightCm * heightCm) / 10000;
  // The small allowance stops float noise (74.0000001) from moving a whole tenth.
  return {
    minKg: Math.ceil(minBmi * metresSquared * 10 - 1e-9) / 10,
    maxKg: Math.floor(maxBmi * metresSquared * 10 + 1e-9) / 10,
  };
}

/** Where the overweight band starts: 25, or 23 under NICE's lower thresholds. */
export function overweightFrom(thresholds: BmiThresholds = "default"): number {
  return LOWER_BOUNDS[thresholds][2] ?? 25;
}

/** The band a one-decimal BMI falls in, under the chosen thresholds. */
export function bmiCategory(bmiValue: number, thresholds: BmiThresholds = "default"): BmiCategory {
  const bounds = LOWER_BOUNDS[thresholds];
  let index = 0;
  // Compare in tenths so 24.9 and 25.0 land on the right side whatever the float noise.
  const tenths = Math.round(bmiValue * 10);
  while (index < bounds.length && tenths >= Math.round((bounds[index] ?? 0) * 10)) index++;
  return ORDER[index] ?? "obese-3";
}

/** The band a two-decimal waist-to-height ratio falls in. */
export function waistToHeightBand(ratio: number): WaistToHeightBand {
  const hundredths = Math.round(ratio * 100);
  if (hundredths < 40) return "low";
  if (hundredths < 50) return "healthy";
  if (hundredths < 60) return "increased";
  return "high";
}

/** The BMI calculator's answer. */
export interface BmiResult {
  /** Body mass index, kg/m2, to one decimal place. */
  bmi: number;
  /** The band of that one-decimal BMI. */
  category: BmiCategory;
  /** The band's name to show. */
  categoryLabel: string;
  /** The threshold set used. */
  thresholds: BmiThresholds;
  /** Weights at this height within the healthy band of the threshold set used. */
  healthyWeightKg: { minKg: number; maxKg: number };
  /** Waist divided by height, to two decimals; only when a waist was given. */
  waistToHeight?: number;
  waistToHeightBand?: WaistToHeightBand;
}

/**
 * Body mass index from height and weight, with its band (NHS names; NICE's lower
 * thresholds when `ethnicity` is "lower-threshold"), the healthy weight range for the
 * height, and the waist-to-height ratio when a waist is given. Meant for adults.
 * Throws InputError ("heightCm", "weightKg", "waistCm", "ethnicity") on bad input.
 */
export function bmi(p: {
  heightCm: number;
  weightKg: number;
  ethnicity?: BmiThresholds;
  waistCm?: number;
}): BmiResult {
  const heightCm = requireNumber("heightCm", p.heightCm, HEIGHT_RULE);
  const weightKg = requireNumber("weightKg", p.weightKg, WEIGHT_RULE);
  const thresholds = optionalOneOf(
    "ethnicity",
    p.ethnicity,
    BMI_THRESHOLDS,
    "which BMI thresholds to use",
    "default",
  );
  const waistCm = optionalNumber("waistCm", p.waistCm, WAIST_RULE);

  // kg x 10,000 / cm^2 keeps whole-number inputs exact (80 kg at 160 cm is 31.25, not 31.2499...).
  const value = round((weightKg * 10000) / (heightCm * heightCm), 1);
  const category = bmiCategory(value, thresholds);
  const healthy = BMI_BANDS[thresholds].find((band) => band.category === "healthy");
  const result: BmiResult = {
    bmi: value,
    category,
    categoryLabel: LABELS[category],
    thresholds,
    healthyWeightKg: weightRangeForBmi(
      heightCm,
      healthy?.min ?? HEALTHY_BMI.min,
      healthy?.max ?? HEALTHY_BMI.max,
    ),
  };
  if (waistCm !== undefined) {
    const ratio = round(waistCm / heightCm, 2);
    result.waistToHeight = ratio;
    result.waistToHeightBand = waistToHeightBand(ratio);
  }
  return result;
}
