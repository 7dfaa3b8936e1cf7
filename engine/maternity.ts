import type { AdvancedAnswers } from "./input/advanced-input.ts";
import { safetyLimits, type SafetyLimits } from "./safety.ts";
import { VARIANTS, variantRules } from "./variants.ts";
import type { Warning } from "./warnings.ts";

// SACN 2011, Dietary Reference Values for Energy: exclusive breastfeeding adds about
// 1.4 MJ (330 kcal) a day in the first six months. We keep it for as long as you
// breastfeed (docs/safety-rules.md, "Breastfeeding").
export const BREASTFEEDING_EXTRA_KCAL = 330;
// NHS and UK maternity guidance: no deficit in the first 6-8 weeks after the birth; we use
// the later, safer end.
export const BREASTFEEDING_NO_DEFICIT_WEEKS = 8;
// Never below 1,500 kcal while breastfeeding, even without a deficit.
export const BREASTFEEDING_ABSOLUTE_FLOOR = 1500;

/** Energy while breastfeeding: the extra for milk, and whether a deficit may be planned. */
export interface BreastfeedingEnergy {
  maintenance: number;
  floor: number;
  deficitAllowed: boolean;
  extraKcal: number;
  warnings: Warning[];
}

/** Breastfeeding rules applied to a maintenance figure and the variant's floor. */
export function breastfeedingEnergy(
  maintenanceBefore: number,
  floor: number,
  weeksPostpartum: number,
): BreastfeedingEnergy {
  const maintenance = maintenanceBefore + BREASTFEEDING_EXTRA_KCAL;
  const early = weeksPostpartum < BREASTFEEDING_NO_DEFICIT_WEEKS;
  const deficitAllowed = !early && maintenance > floor;
  const warnings: Warning[] = [];
  if (early) {
    warnings.push({
      type: "high",
      message: "In the first 8 weeks after birth, eat to your needs and do not cut calories.",
      recommendation:
        "Your body is recovering and building your milk supply. Talk to your health visitor or GP.",
    });
  }
  return {
    maintenance,
    floor: deficitAllowed
      ? floor
      : Math.min(floor, Math.max(BREASTFEEDING_ABSOLUTE_FLOOR, maintenance)),
    deficitAllowed,
    extraKcal: BREASTFEEDING_EXTRA_KCAL,
    warnings,
  };
}

/** The pregnancy warning every pregnancy result carries. */
export const PREGNANCY_WARNING: Warning = {
  type: "high",
  message: "Do not try to lose weight while you are pregnant.",
  recommendation: "Your midwife or GP can advise on healthy weight gain for you and your baby.",
};

/** What pregnancy or breastfeeding makes of a plan's maintenance and limits. */
export interface MaternalLimits {
  maintenance: number;
  limits: SafetyLimits;
  allowDeficit: boolean;
  /**
   * True in pregnancy: no planned gain either, whatever the target, as healthy gain in
   * pregnancy follows its own guidance (the pregnancy calculator), not a surplus plan.
   */
  holdWeight: boolean;
  warnings: Warning[];
}

/**
 * The advanced plan's pregnancy and breastfeeding rules (docs/safety-rules.md): no deficit in
 * pregnancy; while breastfeeding, the milk extra and the breastfeeding variant's limits.
 */
export function maternalLimits(
  a: Pick<AdvancedAnswers, "maternal" | "weeksPostpartum" | "person">,
  adjustedTdee: number,
  base: SafetyLimits,
): MaternalLimits {
  if (a.maternal === "pregnant") {
    return {
      maintenance: adjustedTdee,
      limits: base,
      allowDeficit: false,
      holdWeight: true,
      warnings: [PREGNANCY_WARNING],
    };
  }
  if (a.maternal === "breastfeeding") {
    const rules = VARIANTS.breastfeeding ?? variantRules("breastfeeding");
    const nursing = safetyLimits(rules, a.person.sex, a.person.age, a.person.weightKg);
    const limits: SafetyLimits = {
      ...base,
      maxLossRate: Math.min(base.maxLossRate, nursing.maxLossRate),
      maxDeficit: Math.min(base.maxDeficit, nursing.maxDeficit),
      safeRate: Math.min(base.safeRate, nursing.safeRate),
      floor: Math.max(base.floor, nursing.floor),
    };
    const milk = breastfeedingEnergy(adjustedTdee, limits.floor, a.weeksPostpartum ?? 0);
    return {
      maintenance: milk.maintenance,
      limits: { ...limits, floor: milk.floor },
      allowDeficit: milk.deficitAllowed,
      holdWeight: false,
      warnings: milk.warnings,
    };
  }
  return {
    maintenance: adjustedTdee,
    limits: base,
    allowDeficit: true,
    holdWeight: false,
    warnings: [],
  };
}
