import { plainNumber } from "./plain-number.ts";
import { cmToInches, kgToPounds } from "../core/units.ts";
import { atLeastWeightText, atMostWeightText, type MessageUnits } from "./message-units.ts";

/*
 * The one check of a number answer, shared by the engine (which throws its message) and the
 * forms (which show it at the step where the answer is asked): the range, the whole number
 * or step, and the range named in the visitor's units.
 */

/** What a number measures, so its range can be named in the visitor's units. */
export type Measure = "weight" | "height" | "rate";

/** How to check one numeric input, and how to name it in a message. */
export interface NumberRule {
  /** Lower-case noun phrase for messages, e.g. "your age". */
  readonly label: string;
  readonly min: number;
  readonly max: number;
  /** Unit shown after the range, e.g. "cm". */
  readonly unit?: string;
  /** The step answers come in: 1 for whole numbers only. None: any number in range. */
  readonly step?: number;
  /** A weight (kg), height (cm) or weekly rate (kg a week), named in the visitor's units. */
  readonly measure?: Measure;
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Whole inches as "5 ft 9 in". */
function feetAndInches(inches: number): string {
  return `${Math.floor(inches / 12)} ft ${inches % 12} in`;
}

/**
 * "between 30 and 300 kg", or in the visitor's units "between 4 st 11 lb and 47 st 3 lb":
 * the ends rounded inwards, so any answer within the range named is within the rule.
 */
export function rangeText(rule: NumberRule, units: MessageUnits = "metric"): string {
  if (units === "imperial" && rule.measure === "weight") {
    return `between ${atLeastWeightText(rule.min, units)} and ${atMostWeightText(rule.max, units)}`;
  }
  if (units === "imperial" && rule.measure === "height") {
    const low = Math.ceil(cmToInches(rule.min) - 1e-9);
    const high = Math.floor(cmToInches(rule.max) + 1e-9);
    return `between ${feetAndInches(low)} and ${feetAndInches(high)}`;
  }
  if (units === "imperial" && rule.measure === "rate") {
    const low = Math.ceil(kgToPounds(rule.min) * 10 - 1e-9) / 10;
    const high = Math.floor(kgToPounds(rule.max) * 10 + 1e-9) / 10;
    return `between ${plainNumber(low)} lb and ${plainNumber(high)} lb a week`;
  }
  return `between ${plainNumber(rule.min)} and ${plainNumber(rule.max)}${rule.unit ? ` ${rule.unit}` : ""}`;
}

function offStep(value: number, step: number): boolean {
  return Math.abs(value / step - Math.round(value / step)) > 1e-9;
}

/**
 * What is wrong with a number for its rule, in plain English and the visitor's units, or
 * undefined when it may be used. The engine throws this message; the forms show it.
 */
export function numberProblem(
  value: number,
  rule: NumberRule,
  units: MessageUnits = "metric",
): string | undefined {
  const label = capitalise(rule.label);
  if (!Number.isFinite(value)) return `${label} must be a number ${rangeText(rule, units)}.`;
  if (value < rule.min || value > rule.max) return `${label} must be ${rangeText(rule, units)}.`;
  if (rule.step === 1 && offStep(value, 1)) {
    return `${label} must be a whole number ${rangeText(rule, units)}.`;
  }
  if (rule.step !== undefined && offStep(value, rule.step)) {
    return `${label} must be in steps of ${plainNumber(rule.step)}${rule.unit ? ` ${rule.unit}` : ""}.`;
  }
  return undefined;
}
