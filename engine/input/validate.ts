import { InputError } from "../core/errors.ts";
import { isOneOf, notInListMessage } from "./check-choice.ts";
import { capitalise, numberProblem, rangeText, type NumberRule } from "./check-number.ts";
import type { MessageUnits } from "./message-units.ts";
import { readTypedNumber, type TypedNumber } from "./typed-number.ts";

export type { NumberRule } from "./check-number.ts";

function isBlank(value: unknown): boolean {
  return (
    value === undefined || value === null || (typeof value === "string" && value.trim() === "")
  );
}

/** A number as given, or as typed by the project's one rule for typed numbers. */
function typedNumber(value: unknown, unit: string | undefined): TypedNumber {
  if (typeof value === "number") {
    return Number.isFinite(value) ? { kind: "number", value } : { kind: "not-a-number" };
  }
  return typeof value === "string" ? readTypedNumber(value, unit) : { kind: "not-a-number" };
}

/**
 * A required finite number within the rule's range (and step). Accepts numbers, and text as
 * people type it (typed-number.ts: "80,5" or "70 kg" for a weight, never "0x50" or "8e1");
 * anything else throws InputError naming `field`, its range named in `units`
 * (check-number.ts, the check the forms make too).
 */
export function requireNumber(
  field: string,
  value: unknown,
  rule: NumberRule,
  units: MessageUnits = "metric",
): number {
  const number = parseNumber(field, value, rule);
  if (number === undefined) throw new InputError(field, `Enter ${rule.label}.`);
  const problem = numberProblem(number, rule, units);
  if (problem !== undefined) throw new InputError(field, problem);
  return number;
}

/**
 * A number, or text as people type it, read as a number without checking its range; blank
 * gives undefined. Anything else throws InputError naming `field`.
 */
export function parseNumber(field: string, value: unknown, rule: NumberRule): number | undefined {
  if (isBlank(value)) return undefined;
  const typed = typedNumber(value, rule.unit);
  if (typed.kind === "wrong-unit" && rule.unit !== undefined) {
    throw new InputError(
      field,
      `${capitalise(rule.label)} must be given in ${rule.unit}, ${rangeText(rule)}.`,
    );
  }
  if (typed.kind !== "number") {
    throw new InputError(field, `${capitalise(rule.label)} must be a number ${rangeText(rule)}.`);
  }
  return typed.value;
}

/** Like requireNumber, but a blank value (undefined, null or "") gives undefined. */
export function optionalNumber(
  field: string,
  value: unknown,
  rule: NumberRule,
  units: MessageUnits = "metric",
): number | undefined {
  return isBlank(value) ? undefined : requireNumber(field, value, rule, units);
}

/** A required value from a fixed list; anything else throws InputError naming `field`. */
export function requireOneOf<T extends string>(
  field: string,
  value: unknown,
  allowed: readonly T[],
  label: string,
): T {
  if (isBlank(value)) throw new InputError(field, `Choose ${label}.`);
  if (isOneOf(value, allowed)) return value;
  throw new InputError(field, notInListMessage(label));
}

/** Like requireOneOf, but a blank value gives undefined. */
export function parseOneOf<T extends string>(
  field: string,
  value: unknown,
  allowed: readonly T[],
  label: string,
): T | undefined {
  return isBlank(value) ? undefined : requireOneOf(field, value, allowed, label);
}

/** Like requireOneOf, but a blank value gives the fallback. */
export function optionalOneOf<T extends string>(
  field: string,
  value: unknown,
  allowed: readonly T[],
  label: string,
  fallback: T,
): T {
  return isBlank(value) ? fallback : requireOneOf(field, value, allowed, label);
}

// Rounding and clamping live apart from the checks, so a module that only rounds (the paces a
// form offers at first paint) does not bring the number reading with it.
export { clamp, round } from "../core/rounding.ts";
