import {
  capitalise,
  numberProblem,
  rangeText,
  type NumberRule,
  cmToInches,
  inchesToCm,
  readTypedNumber,
  type Unit,
} from "../../../engine/index.ts";
import type { Units } from "../platform/attributes.ts";
import { unitsOf, type FormValues, type Kind } from "./measure.ts";
import { typedMeasure } from "./measure-amount.ts";

/*
 * Reading one field: a number, or a weight or height in the visitor's units, checked by the
 * engine's own check (engine/input/check-number.ts), so the form refuses what the engine would,
 * in the same words. Only what was typed is read here. The form readers use these; they load
 * with each widget's results, not at first paint (docs/widget-forms.md).
 */

/** A range check, described for messages; `unit` is what a number may be typed with. */
export type Range = NumberRule;

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

/** "Enter your weight in kilograms", and how to use the units typed, if we know them. */
function wrongUnitMessage(label: string, kind: Kind, units: Units, typed: Unit): string {
  const other: Units = units === "metric" ? "imperial" : "metric";
  const switchHint = unitsOf(kind, other).includes(typed)
    ? `, or switch units above to use ${WORDS[kind][other]}`
    : "";
  return `Enter ${label} in ${WORDS[kind][units]}${switchHint}.`;
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
  const error = numberProblem(typed.value, { ...range, measure: kind }, units);
  return error === undefined ? { value: typed.value } : { error };
}

/**
 * Reads a plain number field (typed by the project's number rule) against a range; a blank
 * optional field gives nothing.
 */
export function readNumber(
  values: FormValues,
  name: string,
  range: Range,
  required = true,
): FieldRead {
  const typed = readTypedNumber(values[name] ?? "", range.unit);
  if (typed.kind === "blank") return required ? { error: `Enter ${range.label}.` } : {};
  if (typed.kind === "wrong-unit" && range.unit) {
    return { error: `Enter ${range.label} in ${range.unit}.` };
  }
  if (typed.kind !== "number") {
    return { error: `${capitalise(range.label)} must be a number ${rangeText(range)}.` };
  }
  const error = numberProblem(typed.value, range);
  return error === undefined ? { value: typed.value } : { error };
}

/** The rule for a tape measurement in the visitor's units (inches rounded inwards). */
function rangeIn(rule: Range, units: Units): Range & { unit: string } {
  if (units === "metric") return { ...rule, unit: "cm" };
  return {
    ...rule,
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
