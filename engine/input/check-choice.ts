/*
 * The one check of a choice, shared by the engine (which throws its message) and the forms
 * (which show it at the step where the choice is asked).
 */

/** True when `value` is one of the list. */
export function isOneOf<T extends string>(value: unknown, allowed: readonly T[]): value is T {
  return typeof value === "string" && (allowed as readonly string[]).includes(value);
}

/** "Choose your type of job from the list.": what to say of a value not in the list. */
export function notInListMessage(label: string): string {
  return `Choose ${label} from the list.`;
}
