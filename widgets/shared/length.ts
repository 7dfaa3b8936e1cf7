import { cmToInches, inchesToCm } from "../../engine/units.ts";
import type { Units } from "./attributes.ts";
import { readNumber, type FormValues, type Range } from "./measure.ts";

/*
 * Body measurements taken with a tape (waist, neck, hips, wrist): one box, in centimetres or
 * in inches by the visitor's units. The engine always gets centimetres.
 */

/** The rule for a tape measurement in the visitor's units (inches rounded inwards). */
function rangeIn(rule: Range & { unit?: string }, units: Units): Range & { unit: string } {
  if (units === "metric") return { ...rule, unit: "cm" };
  return {
    label: rule.label,
    min: Math.ceil(cmToInches(rule.min)),
    max: Math.floor(cmToInches(rule.max)),
    unit: "inches",
  };
}

/** Reads a tape measurement in the visitor's units and gives centimetres, or an error. */
export function readLength(
  values: FormValues,
  name: string,
  units: Units,
  rule: Range,
  required = true,
): { value?: number; error?: string } {
  const read = readNumber(values, name, rangeIn(rule, units), required);
  if (read.value === undefined || units === "metric") return read;
  return { value: inchesToCm(read.value) };
}

/** Converts the named tape measurements when the units switch, keeping what was typed. */
export function convertLengths(
  values: FormValues,
  names: readonly string[],
  to: Units,
): FormValues {
  const next = { ...values };
  for (const name of names) {
    const typed = Number(values[name]);
    if (!values[name] || !Number.isFinite(typed)) continue;
    const converted = to === "imperial" ? cmToInches(typed) : inchesToCm(typed);
    next[name] = String(Math.round(converted * 10) / 10);
  }
  return next;
}

/** The unit shown after a tape measurement box, and its spoken form. */
export function lengthSuffix(units: Units): { suffix: string; suffixLabel: string } {
  return units === "metric"
    ? { suffix: "cm", suffixLabel: "centimetres" }
    : { suffix: "in", suffixLabel: "inches" };
}
