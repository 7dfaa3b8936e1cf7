import { readTypedNumber } from "../../engine/typed-number.ts";
import { cmToInches, inchesToCm } from "../../engine/units.ts";
import type { Units } from "./attributes.ts";
import { readNumber, type FieldRead, type FormValues, type Range } from "./measure.ts";

/*
 * Body measurements taken with a tape (waist, neck, hips, wrist): one box, in centimetres or
 * in inches by the visitor's units. The engine always gets centimetres.
 */

/** The rule for a tape measurement in the visitor's units (inches rounded inwards). */
function rangeIn(rule: Range, units: Units): Range & { unit: string } {
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
): FieldRead {
  const range = rangeIn(rule, units);
  const typed = readTypedNumber(values[name] ?? "", range.unit);
  const other = units === "metric" ? "in" : "cm";
  if (typed.kind === "wrong-unit" && typed.unit === other) {
    return {
      error: `Enter ${rule.label} in ${range.unit}, or switch units above to use ${units === "metric" ? "inches" : "centimetres"}.`,
    };
  }
  const read = readNumber(values, name, range, required);
  if (read.value === undefined || units === "metric") return read;
  return { value: inchesToCm(read.value) };
}

/** The unit shown after a tape measurement box, and its spoken form. */
export function lengthSuffix(units: Units): { suffix: string; suffixLabel: string } {
  return units === "metric"
    ? { suffix: "cm", suffixLabel: "centimetres" }
    : { suffix: "in", suffixLabel: "inches" };
}
