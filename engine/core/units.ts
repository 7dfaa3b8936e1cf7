import { InputError } from "./errors.ts";

// International yard and pound agreement (1959): 1 lb = 0.45359237 kg, 1 in = 2.54 cm.
const KG_PER_POUND = 0.45359237;
const CM_PER_INCH = 2.54;
const POUNDS_PER_STONE = 14;
const INCHES_PER_FOOT = 12;

function finiteNonNegative(field: string, value: number, label: string): number {
  if (typeof value !== "number" || !Number.isFinite(value) || value < 0) {
    throw new InputError(field, `${label} must be a number of 0 or more.`);
  }
  return value;
}

/** Splits a whole count into (big, small) units, small rounded to 0.1 with carry. */
function split(total: number, perBig: number): [number, number] {
  const tenths = Math.round(total * 10);
  const big = Math.floor(tenths / (perBig * 10));
  const small = (tenths - big * perBig * 10) / 10;
  return [big, small];
}

/** Kilograms to stones and pounds; pounds rounded to 0.1 (so within 0.05 lb). */
export function kgToStonesPounds(kg: number): { stones: number; pounds: number } {
  const [stones, pounds] = split(
    finiteNonNegative("weight", kg, "Weight") / KG_PER_POUND,
    POUNDS_PER_STONE,
  );
  return { stones, pounds };
}

/** Stones and pounds to kilograms. */
export function stonesPoundsToKg(stones: number, pounds: number): number {
  finiteNonNegative("stones", stones, "Stones");
  finiteNonNegative("pounds", pounds, "Pounds");
  return (stones * POUNDS_PER_STONE + pounds) * KG_PER_POUND;
}

/** Centimetres to feet and inches; inches rounded to 0.1 (so within 0.05 in). */
export function cmToFeetInches(cm: number): { feet: number; inches: number } {
  const [feet, inches] = split(
    finiteNonNegative("height", cm, "Height") / CM_PER_INCH,
    INCHES_PER_FOOT,
  );
  return { feet, inches };
}

/** Feet and inches to centimetres. */
export function feetInchesToCm(feet: number, inches: number): number {
  finiteNonNegative("feet", feet, "Feet");
  finiteNonNegative("inches", inches, "Inches");
  return (feet * INCHES_PER_FOOT + inches) * CM_PER_INCH;
}

export function kgToPounds(kg: number): number {
  return kg / KG_PER_POUND;
}

export function poundsToKg(pounds: number): number {
  return pounds * KG_PER_POUND;
}

export function cmToInches(cm: number): number {
  return cm / CM_PER_INCH;
}

export function inchesToCm(inches: number): number {
  return inches * CM_PER_INCH;
}
