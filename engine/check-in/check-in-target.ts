import { checkAge, checkSex, type BasicInput } from "../input/basic-input.ts";
import { InputError } from "../core/errors.ts";
import { targetWeightProblem } from "../input/target-weight.ts";
import { energyForGoal } from "../plans/energy-for-goal.ts";
import {
  HEIGHT_RULE,
  LOSS_RATE_RULE,
  TARGET_WEIGHT_RULE,
  WEIGHT_RULE,
} from "../input/input-ranges.ts";
import { BREASTFEEDING_EXTRA_KCAL, PREGNANCY_WARNING } from "../energy/maternity.ts";
import { MESSAGE_UNITS } from "../input/message-units.ts";
import type { EnergyPlan } from "../plans/plan-energy.ts";
import { safetyLimits } from "../plans/safety.ts";
import { optionalNumber, optionalOneOf, requireNumber } from "../input/validate.ts";
import { variantRules } from "../plans/variants.ts";
import { bySeverity, type Warning } from "../plans/warnings.ts";

/** The basic plan's answers, with the maintenance a check-in measured in place of the formula. */
export interface CheckInTargetInput extends BasicInput {
  /** Maintenance from the weigh-ins (estimateMaintenance), kcal/day. */
  maintenanceKcal: number | string;
  /**
   * The estimate's likelyUnderCounted: the measured maintenance is more likely food that
   * went uncounted than a body that uses so little, so it never lowers the target below the
   * formula's (formulaKcal) for the same pace.
   */
  likelyUnderCounted?: boolean;
  /** The plan's own maintenance from the formula, kcal/day. */
  formulaKcal?: number | string;
}

/** The new daily target for the chosen pace, from the measured maintenance. */
export interface CheckInTarget extends EnergyPlan {
  /** The measured maintenance the target comes from, kcal/day. */
  maintenance: number;
  /** The lowest target this person's plan allows, kcal/day. */
  floor: number;
  /**
   * True when the measured maintenance looked like under-counted food and would have given
   * a lower target than the formula's: the target is then the formula's (and `maintenance`
   * is the formula's).
   */
  heldAtFormula: boolean;
}

const CHILD_WARNING: Warning = {
  type: "high",
  message: "Children and young people should not cut calories to lose weight.",
  recommendation: "If you are worried about a child's weight, a GP or school nurse can help.",
};

/**
 * The daily target that keeps the chosen weekly pace (`lossRate`) from a maintenance measured
 * by the check-in (docs/check-in.md), inside every safety rule of docs/safety-rules.md: the
 * healthy-weight guard, the variant's pace and deficit caps, the floors, and the pregnancy
 * and breastfeeding rules. `weight` should be today's trend weight. The measured maintenance
 * already includes any milk a breastfeeding mother makes, so nothing is added for it.
 */
export function checkInTarget(input: CheckInTargetInput, variant?: string): CheckInTarget {
  const rules = variantRules(variant);
  const sex = checkSex(input.gender, rules);
  const age = checkAge(input, rules);
  const range = { min: 500, max: 10000, unit: "kcal a day" };
  const measured = requireNumber("maintenanceKcal", input.maintenanceKcal, {
    ...range,
    label: "your maintenance calories",
  });
  const formula = optionalNumber("formulaKcal", input.formulaKcal, {
    ...range,
    label: "your plan's maintenance calories",
  });
  // Likely under-counted food does not lower the target: plan from the formula's maintenance
  // whenever it is the higher (docs/check-in.md, "Under-counted food").
  const held = input.likelyUnderCounted === true && formula !== undefined && formula > measured;
  const maintenance = held ? formula : measured;
  const steady = (target: number, floor: number, warnings: Warning[]): CheckInTarget => ({
    direction: "maintain",
    targetCalories: target,
    dailyDeficit: maintenance - target,
    weeklyLoss: 0,
    weeksToGoal: null,
    flooredAtMinimum: target > maintenance,
    warnings,
    maintenance,
    floor,
    heldAtFormula: held,
  });
  // Children: energy for growth, whatever was measured.
  if (rules.mode === "kids") return steady(maintenance, maintenance, [CHILD_WARNING]);
  if (rules.mode === "pregnancy") {
    // No loss is planned in pregnancy, so the weight's pace limit does not matter.
    const { floor } = safetyLimits(rules, sex, age, undefined);
    return steady(Math.max(maintenance, floor), floor, [PREGNANCY_WARNING]);
  }

  const units = optionalOneOf("units", input.units, MESSAGE_UNITS, "metric or imperial", "metric");
  const heightCm = requireNumber("height", input.height, HEIGHT_RULE, units);
  const weightKg = requireNumber("weight", input.weight, WEIGHT_RULE, units);
  const limits = safetyLimits(rules, sex, age, weightKg);
  const targetWeightKg = requireNumber(
    "targetWeight",
    input.targetWeight,
    TARGET_WEIGHT_RULE,
    units,
  );
  const lossRate = requireNumber("lossRate", input.lossRate, LOSS_RATE_RULE, units);
  const targetProblem = targetWeightProblem({
    mode: rules.mode,
    sex,
    age,
    heightCm,
    weightKg,
    targetWeightKg,
    units,
  });
  if (targetProblem !== undefined) throw new InputError("targetWeight", targetProblem);
  const goal = energyForGoal({
    rules,
    limits,
    person: { sex, age, heightCm, weightKg },
    targetWeightKg,
    lossRate,
    units,
    // The measured maintenance already holds the energy of any milk a mother makes, which
    // the breastfeeding rules add again: take it off first, so it is counted once.
    maintenance:
      rules.mode === "breastfeeding" ? maintenance - BREASTFEEDING_EXTRA_KCAL : maintenance,
    weeksPostpartum: input.weeksPostpartum,
  });
  const { energy, floor } = goal;
  return {
    ...energy,
    warnings: bySeverity(goal.warnings),
    maintenance,
    floor,
    heldAtFormula: held,
  };
}
