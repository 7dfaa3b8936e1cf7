import type { VariantRules } from "./variants.ts";

// docs/reference-figures.md, "Energy": teenagers lose at most 0.5 kg a week, whichever
// calculator they use.
export const TEEN_MAX_AGE = 17;
const TEEN_MAX_LOSS_RATE = 0.5;
// From 65, at most 0.5 kg a week, to protect muscle and bone (docs/safety-rules.md).
export const SENIOR_MIN_AGE = 65;
const SENIOR_MAX_LOSS_RATE = 0.5;

/**
 * The fastest weekly loss planned for a person of this age under a variant, kg/week: the
 * variant's own, or the teen or senior limit when that is lower. On its own (safety.ts has the
 * rest of the limits) so a form can offer the same top rate without the rest of the engine.
 */
export function maxLossRateFor(rules: Pick<VariantRules, "maxLossRate">, age: number): number {
  let rate = rules.maxLossRate;
  if (age <= TEEN_MAX_AGE) rate = Math.min(rate, TEEN_MAX_LOSS_RATE);
  if (age >= SENIOR_MIN_AGE) rate = Math.min(rate, SENIOR_MAX_LOSS_RATE);
  return rate;
}
