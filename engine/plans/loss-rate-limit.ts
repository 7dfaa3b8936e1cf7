// NHS "Losing weight" (https://www.nhs.uk/live-well/healthy-weight/managing-your-weight/):
// aim to lose 0.5 to 1 kg a week. CAP, the UK advertising code's guidance on weight-control
// claims: more than 2 lb a week is unlikely to be compatible with good practice. So no plan
// loses faster than 1 kg or 1% of body weight a week, whichever is lower
// (docs/safety-rules.md, "Pace"); only the aggressive variant goes past it.
export const NHS_MAX_LOSS_RATE = 1;
export const NHS_MAX_LOSS_SHARE = 0.01;

// docs/reference-figures.md, "Energy": teenagers lose at most 0.5 kg a week, whichever
// calculator they use.
export const TEEN_MAX_AGE = 17;
const TEEN_MAX_LOSS_RATE = 0.5;
// From 65, at most 0.5 kg a week, to protect muscle and bone (docs/safety-rules.md).
export const SENIOR_MIN_AGE = 65;
const SENIOR_MAX_LOSS_RATE = 0.5;

/**
 * A variant's own limits on loss (its VariantRules, which take the NHS's figures above from
 * here, so this module does not import them back): kg a week, and a share of body weight.
 */
export interface LossLimits {
  maxLossRate: number;
  maxLossShare: number;
}

/**
 * The fastest weekly loss planned for a person of this age and weight under a variant,
 * kg/week: the variant's own, its share of the body weight (1%, or 1.5% on the aggressive
 * calculator), or the teen or senior limit, whichever is lowest. Without a weight (a form
 * before it is typed) the weight's limit is left out. On its own (safety.ts has the rest of
 * the limits) so a form can offer the same top rate without the rest of the engine.
 */
export function maxLossRateFor(rules: LossLimits, age: number, weightKg?: number): number {
  let rate = rules.maxLossRate;
  if (weightKg !== undefined && weightKg > 0) rate = Math.min(rate, rules.maxLossShare * weightKg);
  if (age <= TEEN_MAX_AGE) rate = Math.min(rate, TEEN_MAX_LOSS_RATE);
  if (age >= SENIOR_MIN_AGE) rate = Math.min(rate, SENIOR_MAX_LOSS_RATE);
  // Down to the gram a week, so a limit reads cleanly in every message and is never passed.
  return Math.floor(rate * 1000 + 1e-9) / 1000;
}

/**
 * The fastest pace called safe for this person: the NHS's (1 kg or 1% of body weight a week,
 * whichever is lower, 0.5 kg for teenagers and from 65) or the variant's own lower maximum.
 * The same as maxLossRateFor on every calculator but the aggressive one, which plans faster
 * paces and calls them very aggressive.
 */
export function safeLossRateFor(rules: LossLimits, age: number, weightKg?: number): number {
  return maxLossRateFor(
    {
      maxLossRate: Math.min(NHS_MAX_LOSS_RATE, rules.maxLossRate),
      maxLossShare: Math.min(NHS_MAX_LOSS_SHARE, rules.maxLossShare),
    },
    age,
    weightKg,
  );
}
