import { BODY_FAT_METHOD_ACCURACY } from "./body-fat-accuracy.ts";
import { bodyFatBand } from "./body-fat-categories.ts";
import type { BodyFatCategory } from "./body-fat-categories.ts";
import { InputError } from "./errors.ts";
import { HEIGHT_RULE, HIP_RULE, NECK_RULE, WAIST_RULE, WEIGHT_RULE } from "./input/input-ranges.ts";
import type { Sex } from "./types.ts";
import { SEXES } from "./types.ts";
import { optionalNumber, requireNumber, requireOneOf, round } from "./input/validate.ts";

/**
 * Results outside this range (percent) are treated as a measuring mistake. 2% is the
 * bottom of men's essential fat (docs/reference-figures.md); 75% is far above any
 * figure the tape or skinfold equations were developed on.
 */
export const PLAUSIBLE_BODY_FAT = { min: 2, max: 75 } as const;

/** A body fat estimate, with the table row it falls in. */
export interface BodyFatResult {
  /** Body fat as a percentage of body weight, to one decimal place. */
  bodyFatPct: number;
  /** The row of the body fat table this value falls in (see BODY_FAT_CATEGORIES). */
  category: BodyFatCategory;
  categoryLabel: string;
  /** Typical error of the method, in percentage points either way. */
  accuracyPct: number;
  /** Fat and lean (everything else) mass in kg, to 0.1 kg; only when a weight was given. */
  fatMassKg?: number;
  leanMassKg?: number;
}

/**
 * Turns an unrounded percentage into a result: rounds it, checks it is believable
 * (otherwise InputError on `field` with `unlikelyMessage`), finds its row and, given a
 * weight, splits the weight into fat and lean mass. Shared by the body fat methods.
 */
export function bodyFatResult(
  sex: Sex,
  rawPct: number,
  accuracyPct: number,
  weightKg: number | undefined,
  field: string,
  unlikelyMessage: string,
): BodyFatResult {
  const bodyFatPct = round(rawPct, 1);
  if (
    !Number.isFinite(bodyFatPct) ||
    bodyFatPct < PLAUSIBLE_BODY_FAT.min ||
    bodyFatPct > PLAUSIBLE_BODY_FAT.max
  ) {
    throw new InputError(field, unlikelyMessage);
  }
  const band = bodyFatBand(sex, bodyFatPct);
  const result: BodyFatResult = {
    bodyFatPct,
    category: band.category,
    categoryLabel: band.label,
    accuracyPct,
  };
  if (weightKg !== undefined) {
    const fatMassKg = round((weightKg * bodyFatPct) / 100, 1);
    result.fatMassKg = fatMassKg;
    // Taken from the rounded fat mass, so the two add up to the weight exactly.
    result.leanMassKg = round(weightKg - fatMassKg, 1);
  }
  return result;
}

/**
 * Body fat by the US Navy tape-measure method (metric form of Hodgdon and Beckett 1984):
 * height, neck and waist, plus hips for women. An estimate, typically within about
 * 3.5 percentage points. Optional `weightKg` adds fat and lean mass. Throws InputError
 * ("sex", "heightCm", "neckCm", "waistCm", "hipCm", "weightKg") on bad input, and on
 * "waistCm" when the measurements give an unbelievable result.
 */
export function navyBodyFat(p: {
  sex: Sex;
  heightCm: number;
  neckCm: number;
  waistCm: number;
  hipCm?: number;
  weightKg?: number;
}): BodyFatResult {
  const sex = requireOneOf("sex", p.sex, SEXES, "male or female");
  const heightCm = requireNumber("heightCm", p.heightCm, HEIGHT_RULE);
  const neckCm = requireNumber("neckCm", p.neckCm, NECK_RULE);
  const waistCm = requireNumber("waistCm", p.waistCm, WAIST_RULE);
  // Hips are part of the women's equation only; a man's hip value is ignored.
  const hipCm = sex === "female" ? requireNumber("hipCm", p.hipCm, HIP_RULE) : 0;
  const weightKg = optionalNumber("weightKg", p.weightKg, WEIGHT_RULE);

  let rawPct: number;
  if (sex === "male") {
    if (waistCm <= neckCm) {
      throw new InputError(
        "waistCm",
        "Your waist measurement needs to be bigger than your neck measurement. Please check both.",
      );
    }
    // Hodgdon JA, Beckett MB 1984, Naval Health Research Center report 84-11 (men),
    // metric form: 495 / (1.0324 - 0.19077 log10(waist - neck) + 0.15456 log10(height)) - 450
    rawPct =
      495 / (1.0324 - 0.19077 * Math.log10(waistCm - neckCm) + 0.15456 * Math.log10(heightCm)) -
      450;
  } else {
    // With the ranges above this always holds (40 + 50 > 80); kept as a guard for the log.
    if (waistCm + hipCm <= neckCm) {
      throw new InputError(
        "waistCm",
        "Your waist and hips together need to measure more than your neck. Please check them.",
      );
    }
    // Hodgdon JA, Beckett MB 1984, Naval Health Research Center report 84-29 (women),
    // metric form: 495 / (1.29579 - 0.35004 log10(waist + hip - neck) + 0.22100 log10(height)) - 450
    rawPct =
      495 /
        (1.29579 - 0.35004 * Math.log10(waistCm + hipCm - neckCm) + 0.221 * Math.log10(heightCm)) -
      450;
  }
  return bodyFatResult(
    sex,
    rawPct,
    BODY_FAT_METHOD_ACCURACY.navy,
    weightKg,
    "waistCm",
    "These measurements give a body fat figure that looks unlikely. Please check them and measure again.",
  );
}
