import type { Errors } from "./fields.tsx";

/**
 * What reading a form gives: the engine's input, in numbers and metric units, once every
 * answer is usable; otherwise every problem at once, by field name. Each widget reads its
 * form this way, once, when the answers change: the views never see what was typed.
 */
export type FormRead<I> = { input: I; errors?: undefined } | { errors: Errors; input?: undefined };

/** The errors of several field reads (numbers or choices), by field name. */
export function readErrors(reads: Readonly<Record<string, { error?: string }>>): Errors {
  const errors: Errors = {};
  for (const [name, read] of Object.entries(reads)) if (read.error) errors[name] = read.error;
  return errors;
}

/** True when a form read has problems to show. */
export function hasErrors(errors: Errors): boolean {
  return Object.keys(errors).length > 0;
}
