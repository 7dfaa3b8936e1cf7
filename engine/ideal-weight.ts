import { weightRangeForBmi } from "./bmi.ts";
import { HEIGHT_RULE, IDEAL_WEIGHT_HEIGHT_RULE, WRIST_RULE } from "./input/input-ranges.ts";
import type { Sex } from "./types.ts";
import { SEXES } from "./types.ts";
import { optionalOneOf, requireNumber, requireOneOf, round } from "./input/validate.ts";

/** Body frame size, from the wrist measurement (see frameFromWrist). */
export type Frame = "small" | "medium" | "large";

export const FRAMES: readonly Frame[] = ["small", "medium", "large"];

// 5 ft in cm (1 in = 2.54 cm exactly): all four formulas count inches above this.
const FIVE_FEET_CM = 152.4;
const CM_PER_INCH = 2.54;

/** One formula: kg at 5 ft, and kg added for each inch above 5 ft, for each sex. */
interface Formula {
  male: { base: number; perInch: number };
  female: { base: number; perInch: number };
}

const FORMULAS = {
  // Devine BJ 1974, Drug Intell Clin Pharm 8:650
  devine: { male: { base: 50, perInch: 2.3 }, female: { base: 45.5, perInch: 2.3 } },
  // Robinson JD et al. 1983, Am J Hosp Pharm 40:1016
  robinson: { male: { base: 52, perInch: 1.9 }, female: { base: 49, perInch: 1.7 } },
  // Miller DR et al. 1983, Am J Hosp Pharm 40:1622
  miller: { male: { base: 56.2, perInch: 1.41 }, female: { base: 53.1, perInch: 1.36 } },
  // Hamwi GJ 1964, in Diabetes Mellitus: Diagnosis and Treatment (American Diabetes
  // Association): 106 lb + 6 lb/in (men), 100 lb + 5 lb/in (women), in its usual metric form
  hamwi: { male: { base: 48, perInch: 2.7 }, female: { base: 45.5, perInch: 2.2 } },
} satisfies Record<string, Formula>;

// Hamwi's convention for frame size: subtract 10% for a small frame, add 10% for a large one.
const FRAME_FACTOR: Record<Frame, number> = { small: 0.9, medium: 1, large: 1.1 };

/** The ideal weight calculator's answer; every weight in kg to one decimal place. */
export interface IdealWeightResult {
  devine: number;
  robinson: number;
  miller: number;
  hamwi: number;
  /** Weights giving a healthy BMI (18.5 to 24.9) at this height; frame does not change it. */
  healthyBmiRange: { minKg: number; maxKg: number };
  /** True under 5 ft: the formulas were designed for 5 ft and over and are extended here. */
  belowFiveFeet: boolean;
  /** The frame size applied to the four formulas. */
  frame: Frame;
}

/**
 * "Ideal" body weight by the Devine, Robinson, Miller and Hamwi formulas, with the healthy
 * BMI weight range for the height. A small frame takes 10% off the four formulas and a
 * large frame adds 10%. Below 5 ft (152.4 cm) the formulas are extended in a straight
 * line and `belowFiveFeet` is true. Throws InputError ("sex", "heightCm", "frame").
 */
export function idealWeight(p: { sex: Sex; heightCm: number; frame?: Frame }): IdealWeightResult {
  const sex = requireOneOf("sex", p.sex, SEXES, "male or female");
  const heightCm = requireNumber("heightCm", p.heightCm, IDEAL_WEIGHT_HEIGHT_RULE);
  const frame = optionalOneOf("frame", p.frame, FRAMES, "a frame size", "medium");

  const inchesOverFiveFeet = (heightCm - FIVE_FEET_CM) / CM_PER_INCH;
  const factor = FRAME_FACTOR[frame];
  const weigh = (formula: Formula) => {
    const { base, perInch } = formula[sex];
    return round((base + perInch * inchesOverFiveFeet) * factor, 1);
  };
  return {
    devine: weigh(FORMULAS.devine),
    robinson: weigh(FORMULAS.robinson),
    miller: weigh(FORMULAS.miller),
    hamwi: weigh(FORMULAS.hamwi),
    healthyBmiRange: weightRangeForBmi(heightCm),
    belowFiveFeet: heightCm < FIVE_FEET_CM,
    frame,
  };
}

/** Wrist bounds for one row of the frame-size table, in cm. */
export interface WristBounds {
  /** A wrist under this is a small frame. */
  smallBelowCm: number;
  /** A wrist over this is a large frame; anything from smallBelowCm to here is medium. */
  largeAboveCm: number;
}

// MedlinePlus (US National Library of Medicine), "Calculating body frame size"
// (A.D.A.M. Medical Encyclopedia), converted from inches at 2.54 cm per inch:
// women under 5'2" small < 5.5", large > 5.75"; 5'2" to 5'5" small < 6", large > 6.25";
// over 5'5" small < 6.25", large > 6.5". Men over 5'5": small < 6.5", large > 7.5".
// MedlinePlus gives no row for men of 5'5" or under, so we use the same men's bounds.
const FIVE_FOOT_TWO_CM = 157.48;
const FIVE_FOOT_FIVE_CM = 165.1;
const WOMEN_SHORT: WristBounds = { smallBelowCm: 13.97, largeAboveCm: 14.605 };
const WOMEN_MIDDLE: WristBounds = { smallBelowCm: 15.24, largeAboveCm: 15.875 };
const WOMEN_TALL: WristBounds = { smallBelowCm: 15.875, largeAboveCm: 16.51 };
const MEN: WristBounds = { smallBelowCm: 16.51, largeAboveCm: 19.05 };

/** The wrist bounds that apply to a sex and height (already checked). */
export function wristBoundsFor(sex: Sex, heightCm: number): WristBounds {
  if (sex === "male") return MEN;
  if (heightCm < FIVE_FOOT_TWO_CM) return WOMEN_SHORT;
  if (heightCm <= FIVE_FOOT_FIVE_CM) return WOMEN_MIDDLE;
  return WOMEN_TALL;
}

/**
 * Body frame size from wrist circumference, by sex and height (MedlinePlus bounds), with
 * the bounds used so a widget can show them. Throws InputError ("sex", "heightCm",
 * "wristCm").
 */
export function frameFromWrist(p: {
  sex: Sex;
  heightCm: number;
  wristCm: number;
}): { frame: Frame } & WristBounds {
  const sex = requireOneOf("sex", p.sex, SEXES, "male or female");
  const heightCm = requireNumber("heightCm", p.heightCm, HEIGHT_RULE);
  const wristCm = requireNumber("wristCm", p.wristCm, WRIST_RULE);
  const bounds = wristBoundsFor(sex, heightCm);
  let frame: Frame = "medium";
  if (wristCm < bounds.smallBelowCm) frame = "small";
  else if (wristCm > bounds.largeAboveCm) frame = "large";
  return { frame, ...bounds };
}
