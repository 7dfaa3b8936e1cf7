import { InputError } from "../errors.ts";
import { plainNumber } from "../plain-number.ts";
import { readTypedNumber, type TypedNumber } from "./typed-number.ts";

/** How to check one numeric input, and how to name it in a message. */
export interface NumberRule {
  /** Lower-case noun phrase for messages, e.g. "your age". */
  label: string;
  min: number;
  max: number;
  /** Unit shown after the range, e.g. "cm". */
  unit?: string;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

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

function rangeText(rule: NumberRule): string {
  return `between ${plainNumber(rule.min)} and ${plainNumber(rule.max)}${rule.unit ? ` ${rule.unit}` : ""}`;
}

/**
 * A required finite number within the rule's range. Accepts numbers, and text as people type
 * it (typed-number.ts: "80,5" or "70 kg" for a weight, never "0x50" or "8e1"); anything else
 * throws InputError naming `field`.
 */
export function requireNumber(field: string, value: unknown, rule: NumberRule): number {
  if (isBlank(value)) throw new InputError(field, `Enter ${rule.label}.`);
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
  const number = typed.value;
  if (number < rule.min || number > rule.max) {
    throw new InputError(field, `${capitalise(rule.label)} must be ${rangeText(rule)}.`);
  }
  return number;
}

/** Like requireNumber, but a blank value (undefined, null or "") gives undefined. */
export function optionalNumber(
  field: string,
  value: unknown,
  rule: NumberRule,
): number | undefined {
  return isBlank(value) ? undefined : requireNumber(field, value, rule);
}

/** A required value from a fixed list; anything else throws InputError naming `field`. */
export function requireOneOf<T extends string>(
  field: string,
  value: unknown,
  allowed: readonly T[],
  label: string,
): T {
  if (isBlank(value)) throw new InputError(field, `Choose ${label}.`);
  if (typeof value === "string" && (allowed as readonly string[]).includes(value)) {
    return value as T;
  }
  throw new InputError(field, `Choose ${label} from the list.`);
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
export { clamp, round } from "../rounding.ts";
