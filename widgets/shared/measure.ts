import { plainNumber } from "../../engine/plain-number.ts";
import { readTypedNumber, type Unit } from "../../engine/typed-number.ts";
import { cmToInches, feetInchesToCm, kgToPounds, stonesPoundsToKg } from "../../engine/units.ts";
import type { Units } from "./attributes.ts";

/** Everything the visitor has typed, as typed, by field name. Nothing is ever thrown away. */
export type FormValues = Record<string, string>;

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

export type Kind = "weight" | "height";

/** The base field name of an imperial part ("weightSt" is "weight"). */
export const baseName = (name: string) => name.replace(/(St|Lb|Ft|In)$/, "");

/** Field names of the two parts of an imperial measurement. */
export function imperialParts(name: string, kind: Kind): [string, string] {
  return kind === "weight" ? [`${name}St`, `${name}Lb`] : [`${name}Ft`, `${name}In`];
}

/** The unit of each box of a weight or height: the metric one, then the two imperial parts. */
const BOX_UNITS: Record<Kind, { metric: Unit; big: Unit; small: Unit }> = {
  weight: { metric: "kg", big: "st", small: "lb" },
  height: { metric: "cm", big: "ft", small: "in" },
};
/** How many small units make a big one: 14 lb a stone, 12 in a foot. */
const PER_BIG: Record<Kind, number> = { weight: 14, height: 12 };
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

/** The units a weight or height is typed in, by system. */
function unitsOf(kind: Kind, units: Units): readonly Unit[] {
  const boxes = BOX_UNITS[kind];
  return units === "metric" ? [boxes.metric] : [boxes.big, boxes.small];
}

/** "Enter your weight in kilograms", and how to use the units typed, if we know them. */
function wrongUnitMessage(label: string, kind: Kind, units: Units, typed: Unit): string {
  const other: Units = units === "metric" ? "imperial" : "metric";
  const switchHint = unitsOf(kind, other).includes(typed)
    ? `, or switch units above to use ${WORDS[kind][other]}`
    : "";
  return `Enter ${label} in ${WORDS[kind][units]}${switchHint}.`;
}

/**
 * A metric amount as whole [stones, pounds] or [feet, inches], as people in the UK say them
 * ("12 st 8 lb", "5 ft 5 in"): rounded to the nearest pound or inch (or by `round`),
 * carried into the next stone or foot.
 */
export function wholeImperial(
  metric: number,
  kind: Kind,
  round: (value: number) => number = Math.round,
): [number, number] {
  const small = round(kind === "weight" ? kgToPounds(metric) : cmToInches(metric));
  const per = PER_BIG[kind];
  return [Math.floor(small / per), small % per];
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
 * engine/typed-number.ts; a blank imperial part is 0) and checks it against a metric
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
  const names = units === "metric" ? [name] : imperialParts(name, kind);
  const boxUnits = unitsOf(kind, units);
  const typed = names.map((box, i) => readTypedNumber(values[box] ?? "", boxUnits[i]));
  for (const box of typed) {
    if (box.kind === "wrong-unit") {
      return { error: wrongUnitMessage(range.label, kind, units, box.unit) };
    }
  }
  if (typed.some((box) => box.kind === "not-a-number")) {
    return {
      error: `${capitalise(range.label)} must be ${units === "metric" ? "a number" : "numbers"}, like ${EXAMPLES[kind][units]}.`,
    };
  }
  if (typed.every((box) => box.kind === "blank")) {
    return required ? { error: `Enter ${range.label}.` } : {};
  }
  const [big = 0, small = 0] = typed.map((box) => (box.kind === "number" ? box.value : 0));
  if (small >= PER_BIG[kind]) {
    return {
      error: kind === "weight" ? "Pounds must be less than 14." : "Inches must be less than 12.",
    };
  }
  const metric =
    units === "metric"
      ? big
      : kind === "weight"
        ? stonesPoundsToKg(big, small)
        : feetInchesToCm(big, small);
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
