import { expect } from "vitest";
import { InputError } from "../../engine/core/errors.ts";

/** Runs `fn` and returns the InputError it throws; fails the test if it throws anything else. */
export function inputErrorOf(fn: () => unknown): InputError {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(InputError);
    return error as InputError;
  }
  throw new Error("expected an InputError, but nothing was thrown");
}

/** Asserts that `fn` throws an InputError naming `field`, with a non-empty plain message. */
export function expectInputError(fn: () => unknown, field: string): InputError {
  const error = inputErrorOf(fn);
  expect(error.field).toBe(field);
  expect(error.message.length).toBeGreaterThan(0);
  expect(error.message).not.toMatch(/NaN|Infinity|undefined|null/);
  return error;
}

/**
 * The bad values every numeric field must reject: missing, blank, non-numeric, text that
 * Number() would read but a person does not write (hexadecimal, exponents, "Infinity"), NaN,
 * the infinities, and values just outside the allowed range.
 */
export function badNumbers(min: number, max: number): [string, unknown][] {
  return [
    ["missing", undefined],
    ["null", null],
    ["blank", ""],
    ["non-numeric text", "abc"],
    ["hexadecimal text", "0x50"],
    ["an exponent", "5e1"],
    ["the word Infinity", "Infinity"],
    ["a boolean", true],
    ["an object", {}],
    ["NaN", Number.NaN],
    ["Infinity", Number.POSITIVE_INFINITY],
    ["-Infinity", Number.NEGATIVE_INFINITY],
    ["just below the minimum", min - 0.01],
    ["just above the maximum", max + 0.01],
  ];
}

/** Like badNumbers, but without the "missing" cases, for optional fields. */
export function badOptionalNumbers(min: number, max: number): [string, unknown][] {
  return badNumbers(min, max).filter(
    ([, value]) => !(value === undefined || value === null || value === ""),
  );
}
