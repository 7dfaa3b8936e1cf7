import { plainNumber } from "../../engine/plain-number.ts";
import { readTypedNumber, type Unit } from "../../engine/input/typed-number.ts";
import { cmToInches, inchesToCm } from "../../engine/units.ts";
import type { Units } from "./attributes.ts";
import { BOX_UNITS, unitsOf, type FormValues, type Kind } from "./measure.ts";
import { typedMeasure, wholeImperial } from "./measure-amount.ts";

/*
 * Reading one field: a number, or a weight or height in the visitor's units, checked against
 * its range, with a plain-English message when it cannot be used. The form readers use these;
 * they load with each widget's results, not at first paint (docs/widget-forms.md).
 */

/** A range check, described for messages; `unit` is what a number may be typed with. */
export interface Range {
  label: string;
  min: number;
  max: number;
  unit?: string;
}

/** What one field gives: its value in numbers (metric units), or why it has none. */
export interface FieldRead {
  value?: number;
  error?: string;
}

const WORDS: Record<Kind, Record<Units, string>> = {
  weight: { metric: "kilograms", imperial: "stones and pounds" },
  height: { metric: "centimetres", imperial: "feet and inches" },
};
const EXAMPLES: Record<Kind, Record<Units, string>> = {
  weight: { metric: "70.5", imperial: "11 st 4 lb" },
  height: { metric: "170", imperial: "5 ft 9 in" },
};

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "Enter your weight in kilograms", and how to use the units typed, if we know them. */
function wrongUnitMessage(label: string, kind: Kind, units: Units, typed: Unit): string {
  const other: Units = units === "metric" ? "imperial" : "metric";
  const switchHint = unitsOf(kind, other).includes(typed)
    ? `, or switch units above to use ${WORDS[kind][other]}`
    : "";
  return `Enter ${label} in ${WORDS[kind][units]}${switchHint}.`;
}

/** A range's end in the visitor's units, rounded inwards so the range named holds. */
function rangeEnd(metric: number, kind: Kind, units: Units, round: (n: number) => number) {
  const boxes = BOX_UNITS[kind];
  if (units === "metric") return `${plainNumber(metric)} ${boxes.metric}`;
  const [big, small] = wholeImperial(metric, kind, round);
  return `${big} ${boxes.big} ${small} ${boxes.small}`;
}

/**
 * Reads a weight or height in the visitor's units (typed by the project's number rule,
 * engine/input/typed-number.ts; a blank imperial part is 0) and checks it against a metric
 * range. Gives the metric value, or a plain-English error in the visitor's own units.
 */
export function readMeasure(
  values: FormValues,
  name: string,
  kind: Kind,
  units: Units,
  range: Range,
  required = true,
): FieldRead {
  const typed = typedMeasure(values, name, kind, units);
  switch (typed.kind) {
    case "wrong-unit":
      return { error: wrongUnitMessage(range.label, kind, units, typed.unit) };
    case "not-a-number":
      return {
        error: `${capitalise(range.label)} must be ${units === "metric" ? "a number" : "numbers"}, like ${EXAMPLES[kind][units]}.`,
      };
    case "blank":
      return required ? { error: `Enter ${range.label}.` } : {};
    case "small-too-big":
      return {
        error: kind === "weight" ? "Pounds must be less than 14." : "Inches must be less than 12.",
      };
  }
  const metric = typed.value;
  // Compare at display precision, so 30 kg typed in pounds is not rejected by a rounding hair.
  const rounded = Math.round(metric * 100) / 100;
  if (rounded < range.min || rounded > range.max) {
    return {
      error: `${capitalise(range.label)} must be between ${rangeEnd(range.min, kind, units, Math.ceil)} and ${rangeEnd(range.max, kind, units, Math.floor)}.`,
    };
  }
  return { value: metric };
}

/**
 * Reads a plain number field (typed by the project's number rule) against a range; a blank
 * optional field gives nothing.
 */
export function readNumber(
  values: FormValues,
  name: string,
  range: Range & { step?: number },
  required = true,
): FieldRead {
  const typed = readTypedNumber(values[name] ?? "", range.unit);
  if (typed.kind === "blank") return required ? { error: `Enter ${range.label}.` } : {};
  const unit = range.unit ? ` ${range.unit}` : "";
  if (typed.kind === "wrong-unit" && range.unit) {
    return { error: `Enter ${range.label} in ${range.unit}.` };
  }
  if (typed.kind !== "number") {
    return {
      error: `${capitalise(range.label)} must be a number between ${plainNumber(range.min)} and ${plainNumber(range.max)}${unit}.`,
    };
  }
  const parsed = typed.value;
  if (parsed < range.min || parsed > range.max) {
    return {
      error: `${capitalise(range.label)} must be between ${plainNumber(range.min)} and ${plainNumber(range.max)}${unit}.`,
    };
  }
  if (
    range.step !== undefined &&
    Math.abs(parsed / range.step - Math.round(parsed / range.step)) > 1e-9
  ) {
    return { error: `${capitalise(range.label)} must be in steps of ${range.step}${unit}.` };
  }
  return { value: parsed };
}

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

/**
 * Reads a tape measurement (waist, neck, hips, wrist: one box, in cm or inches by the
 * visitor's units) and gives centimetres, or an error.
 */
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
