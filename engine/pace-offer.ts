import type { PaceDirection, PaceForm, PaceOffer } from "./paces.ts";
import { MAX_GAIN_RATE, type SafetyLimits } from "./safety.ts";
import type { MessageUnits } from "./input/message-units.ts";

/**
 * The paces one person is offered on a form: up to their fastest planned pace for a loss
 * (`maxLossRate`, past `safeRate` only on the aggressive calculator), up to a lean gain's
 * 0.5 kg a week for a gain, which is always safe.
 */
export function paceOffer(
  form: PaceForm,
  units: MessageUnits,
  direction: PaceDirection,
  limits: Pick<SafetyLimits, "maxLossRate" | "safeRate">,
): PaceOffer {
  if (direction === "gain") {
    return { form, units, direction, maxKg: MAX_GAIN_RATE, safeKg: MAX_GAIN_RATE };
  }
  return { form, units, direction, maxKg: limits.maxLossRate, safeKg: limits.safeRate };
}
