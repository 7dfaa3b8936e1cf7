import { ACTIVITY_LEVELS } from "./data/activity-levels.ts";
import { InputError } from "./errors.ts";
import { readTypedNumber } from "./input/typed-number.ts";

/**
 * Reads an activity multiplier given as a number or as text ("1.55"), and checks that it
 * is one of the five levels; anything else throws InputError naming `field`.
 */
export function activityMultiplier(value: unknown, field = "activity"): number {
  const blank = value === undefined || value === null || value === "";
  if (blank) throw new InputError(field, "Choose how active you are.");
  const typed = typeof value === "string" ? readTypedNumber(value) : undefined;
  const number = typeof value === "number" ? value : typed?.kind === "number" ? typed.value : NaN;
  const level = ACTIVITY_LEVELS.find((l) => l.value === number);
  if (!level) throw new InputError(field, "Choose one of the five activity levels.");
  return level.value;
}
