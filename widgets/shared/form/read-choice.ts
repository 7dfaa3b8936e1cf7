import { isOneOf, notInListMessage } from "../../../engine/index.ts";
import type { FormValues } from "./measure.ts";

/** What one choice gives: one of its list, nothing when left blank, or why it cannot be used. */
export interface ChoiceRead<T extends string> {
  value?: T;
  error?: string;
}

/**
 * Reads a choice against the engine's own list (engine/input/), so the form refuses what the
 * engine would, in the same words. Blank gives nothing: the engine's default.
 */
export function readChoice<T extends string>(
  values: FormValues,
  name: string,
  choice: { readonly allowed: readonly T[]; readonly label: string },
): ChoiceRead<T> {
  const value = values[name];
  if (value === undefined || value === "") return {};
  return isOneOf(value, choice.allowed) ? { value } : { error: notInListMessage(choice.label) };
}
