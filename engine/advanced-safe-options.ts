import { advancedEnergy } from "./advanced-energy.ts";
import { readAdvancedInput, type AdvancedInput } from "./input/advanced-input.ts";
import { advancedPlan } from "./advanced-plan.ts";
import { maternalLimits } from "./maternity.ts";
import { optionsByRate, type RatePlan, type SafeOptions } from "./safe-options.ts";
import { safetyLimits } from "./safety.ts";
import { variantRules } from "./variants.ts";

/**
 * safeOptions for the advanced calculator: for one person, variant and target, every weekly
 * rate the variant allows them, each planned by advancedPlan at that rate. An option's
 * calories are the plan's week's mean (training, rest and any refeed day together), its date
 * the plan's own goal day (its diet breaks or refeed days included), and it is safe by the
 * limits the advanced plan really applies, breastfeeding's among them (docs/engine-api.md,
 * "advancedSafeOptions"). Throws InputError as advancedPlan does, and on `today` for a date
 * that is not a real day.
 */
export function advancedSafeOptions(input: AdvancedInput, variant?: string): SafeOptions {
  return optionsByRate(
    input.today,
    "advanced",
    // Read as advancedPlan reads it, after advancedPlan has checked the rest of the input.
    input.units === "imperial" ? "imperial" : "metric",
    (rate): RatePlan => {
      const plan = advancedPlan({ ...input, lossRate: rate, goalDate: undefined }, variant);
      // Field by field: spreading the result would work out its projection, which no option needs.
      return {
        direction: plan.direction,
        targetCalories: plan.targetCalories.average,
        weeklyLoss: plan.weeklyLoss,
        daysToGoal: plan.daysToGoal,
        flooredAtMinimum: plan.flooredAtMinimum,
        floor: plan.floor,
      };
    },
    () => {
      // The limits advancedPlan applies: the variant's for this age, then breastfeeding's.
      const rules = variantRules(variant);
      // Any rate the form accepts: the limits do not depend on the one chosen.
      const a = readAdvancedInput({ ...input, lossRate: 0.25 }, rules);
      const base = safetyLimits(rules, a.person.sex, a.person.age, a.person.weightKg);
      const { limits } = maternalLimits(a, advancedEnergy(a).adjustedTdee, base);
      return { limits, breastfeeding: a.maternal === "breastfeeding" };
    },
  );
}
