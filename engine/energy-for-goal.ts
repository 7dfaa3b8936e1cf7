import { healthyWeight, type HealthyWeight } from "./healthy-weight.ts";
import { WEEKS_POSTPARTUM_RULE } from "./input/input-ranges.ts";
import { breastfeedingEnergy, type BreastfeedingEnergy } from "./maternity.ts";
import type { MessageUnits } from "./input/message-units.ts";
import { planEnergy, type EnergyPlan } from "./plan-energy.ts";
import { basicPlanWarnings } from "./plan-warnings.ts";
import type { SafetyLimits } from "./safety.ts";
import type { Sex } from "./types.ts";
import { requireNumber } from "./input/validate.ts";
import { variantDeficit } from "./variant-deficit.ts";
import type { VariantRules } from "./variants.ts";
import type { Warning } from "./warnings.ts";

/*
 * From a maintenance to the day's target for the chosen pace, under the rules every basic
 * plan keeps (docs/safety-rules.md): the healthy-weight guard, breastfeeding's extra energy,
 * floor and early weeks, the variant's caps and floors, and the pace and floor warnings. The
 * basic plan gives it the formula's maintenance, the check-in the measured one.
 */

export interface EnergyForGoalInput {
  rules: VariantRules;
  limits: SafetyLimits;
  person: { sex: Sex; age: number; heightCm: number; weightKg: number };
  targetWeightKg: number;
  lossRate: number;
  units: MessageUnits;
  /** Maintenance before any milk is made, kcal/day. */
  maintenance: number;
  /** As typed; read only while breastfeeding. */
  weeksPostpartum: unknown;
}

export interface EnergyForGoal {
  energy: EnergyPlan;
  /** Maintenance with any milk's energy, kcal/day: the figure the target comes from. */
  maintenance: number;
  floor: number;
  guard: HealthyWeight;
  /** While breastfeeding: the milk's energy and rules, and the weeks since the birth. */
  milk?: BreastfeedingEnergy & { weeksPostpartum: number };
  /** The guard's, the milk's, the pace's and the floor's warnings, in that order. */
  warnings: Warning[];
}

export function energyForGoal(p: EnergyForGoalInput): EnergyForGoal {
  const { person, limits, units } = p;
  const guard = healthyWeight({
    ...person,
    targetWeightKg: p.targetWeightKg,
    units,
    muscleGain: p.rules.mode === "surplus",
  });
  const byVariant = variantDeficit(p.rules, person, p.targetWeightKg < person.weightKg);
  const warnings: Warning[] = [...guard.warnings, ...byVariant.warnings];
  let maintenance = p.maintenance;
  let floor = limits.floor;
  let allowDeficit = guard.deficitAllowed && byVariant.allowed;
  let milk: EnergyForGoal["milk"];
  if (p.rules.mode === "breastfeeding") {
    const weeksPostpartum = requireNumber(
      "weeksPostpartum",
      p.weeksPostpartum,
      WEEKS_POSTPARTUM_RULE,
    );
    milk = { ...breastfeedingEnergy(p.maintenance, floor, weeksPostpartum), weeksPostpartum };
    maintenance = milk.maintenance;
    floor = milk.floor;
    allowDeficit &&= milk.deficitAllowed;
    warnings.push(...milk.warnings);
  }
  const energy = planEnergy({
    maintenance,
    weightKg: person.weightKg,
    targetWeightKg: p.targetWeightKg,
    lossRate: p.lossRate,
    limits: { ...limits, floor },
    deficitShare: p.rules.deficitShare,
    allowDeficit,
    maxSurplus: guard.maxSurplus,
    units,
  });
  warnings.push(
    ...energy.warnings,
    ...basicPlanWarnings({ ...energy, safeRate: limits.safeRate, floor, units }, person.age),
  );
  return { energy, maintenance, floor, guard, ...(milk ? { milk } : {}), warnings };
}
