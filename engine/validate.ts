import { InputError } from "./errors.ts";
import { plainNumber } from "./plain-number.ts";

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

function toNumber(value: unknown): number {
  if (typeof value === "number") return value;
  if (typeof value === "string") return Number(value.trim());
  return Number.NaN;
}

function rangeText(rule: NumberRule): string {
  return `between ${plainNumber(rule.min)} and ${plainNumber(rule.max)}${rule.unit ? ` ${rule.unit}` : ""}`;
}

/**
 * A required finite number within the rule's range. Accepts numbers and numeric strings
 * (form values arrive as text); anything else throws InputError naming `field`.
 */
export function requireNumber(field: string, value: unknown, rule: NumberRule): number {
  if (isBlank(value)) throw new InputError(field, `Enter ${rule.label}.`);
  const number = toNumber(value);
  if (!Number.isFinite(number)) {
    throw new InputError(field, `${capitalise(rule.label)} must be a number ${rangeText(rule)}.`);
  }
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

/** Rounds to `places` decimal places (half away from zero for positive values). */
export function round(value: number, places = 0): number {
  const factor = 10 ** places;
  return Math.round(value * factor) / factor;
}

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
