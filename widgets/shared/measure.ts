import {
  cmToFeetInches,
  feetInchesToCm,
  kgToStonesPounds,
  stonesPoundsToKg,
} from "../../engine/units.ts";
import { plainNumber } from "../../engine/plain-number.ts";
import type { Units } from "./attributes.ts";

/** Everything the visitor has typed, as typed, by field name. Nothing is ever thrown away. */
export type FormValues = Record<string, string>;

/** A range check in metric units, described for messages. */
export interface Range {
  label: string;
  min: number;
  max: number;
}

export type Kind = "weight" | "height";

/** Field names of the two parts of an imperial measurement. */
export function imperialParts(name: string, kind: Kind): [string, string] {
  return kind === "weight" ? [`${name}St`, `${name}Lb`] : [`${name}Ft`, `${name}In`];
}

const NUMBER = /^\s*\d+(?:\.\d+)?\s*$/;

function parse(text: string | undefined): number | undefined | null {
  if (text === undefined || text.trim() === "") return undefined;
  return NUMBER.test(text) ? Number(text) : null;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** How a metric amount reads in the visitor's units. */
export function formatMeasure(value: number, kind: Kind, units: Units): string {
  if (units === "metric") return kind === "weight" ? `${trim(value)} kg` : `${trim(value)} cm`;
  const [big, small] = imperialOf(value, kind);
  return kind === "weight" ? `${big} st ${trim(small)} lb` : `${big} ft ${trim(small)} in`;
}

function trim(value: number): string {
  return String(Math.round(value * 10) / 10);
}

/**
 * Reads a weight or height in the visitor's units and checks it against a metric range.
 * Gives the metric value, or a plain-English error in the visitor's own units.
 */
export function readMeasure(
  values: FormValues,
  name: string,
  kind: Kind,
  units: Units,
  range: Range,
  required = true,
): { value?: number; error?: string } {
  let metric: number | undefined;
  if (units === "metric") {
    const parsed = parse(values[name]);
    if (parsed === null)
      return {
        error: `${capitalise(range.label)} must be a number, like ${kind === "weight" ? "70.5" : "170"}.`,
      };
    metric = parsed;
  } else {
    const [bigName, smallName] = imperialParts(name, kind);
    const big = parse(values[bigName]);
    const small = parse(values[smallName]);
    if (big === null || small === null) {
      return {
        error: `${capitalise(range.label)} must be numbers, like ${kind === "weight" ? "11 st 4 lb" : "5 ft 9 in"}.`,
      };
    }
    if (small !== undefined && small >= (kind === "weight" ? 14 : 12)) {
      return {
        error: kind === "weight" ? "Pounds must be less than 14." : "Inches must be less than 12.",
      };
    }
    if (big !== undefined || small !== undefined) {
      metric =
        kind === "weight"
          ? stonesPoundsToKg(big ?? 0, small ?? 0)
          : feetInchesToCm(big ?? 0, small ?? 0);
    }
  }
  if (metric === undefined) return required ? { error: `Enter ${range.label}.` } : {};
  // Compare at display precision, so 30 kg typed in pounds is not rejected by a rounding hair.
  const rounded = Math.round(metric * 100) / 100;
  if (rounded < range.min || rounded > range.max) {
    return {
      error: `${capitalise(range.label)} must be between ${formatMeasure(range.min, kind, units)} and ${formatMeasure(range.max, kind, units)}.`,
    };
  }
  return { value: metric };
}

/** A metric amount as [stones, pounds] or [feet, inches]. */
function imperialOf(metric: number, kind: Kind): [number, number] {
  if (kind === "weight") {
    const { stones, pounds } = kgToStonesPounds(metric);
    return [stones, pounds];
  }
  const { feet, inches } = cmToFeetInches(metric);
  return [feet, inches];
}

/**
 * Converts what was typed into a measurement from one unit system to the other, so switching
 * units keeps the visitor's answers. Fields that do not parse are left as they are.
 */
export function convertMeasure(
  values: FormValues,
  name: string,
  kind: Kind,
  from: Units,
  to: Units,
): FormValues {
  if (from === to) return values;
  const [bigName, smallName] = imperialParts(name, kind);
  const next = { ...values };
  if (to === "imperial") {
    const metric = parse(values[name]);
    if (typeof metric !== "number") return next;
    const [big, small] = imperialOf(metric, kind);
    next[bigName] = String(big);
    next[smallName] = String(small);
  } else {
    const big = parse(values[bigName]);
    const small = parse(values[smallName]);
    if (big === null || small === null || (big === undefined && small === undefined)) return next;
    const metric =
      kind === "weight"
        ? stonesPoundsToKg(big ?? 0, small ?? 0)
        : feetInchesToCm(big ?? 0, small ?? 0);
    next[name] = String(Math.round(metric * 10) / 10);
  }
  return next;
}

/** Reads a plain number field against a range; a blank optional field gives nothing. */
export function readNumber(
  values: FormValues,
  name: string,
  range: Range & { unit?: string; step?: number },
  required = true,
): { value?: number; error?: string } {
  const parsed = parse(values[name]);
  if (parsed === undefined) return required ? { error: `Enter ${range.label}.` } : {};
  const unit = range.unit ? ` ${range.unit}` : "";
  if (parsed === null)
    return {
      error: `${capitalise(range.label)} must be a number between ${plainNumber(range.min)} and ${plainNumber(range.max)}${unit}.`,
    };
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
