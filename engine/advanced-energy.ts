import type { AdvancedAnswers } from "./input/advanced-input.ts";
import { BMR_FORMULAS, bmrOf, type BmrFormula } from "./bmr.ts";
import { henryTeenBmr, usesHenryBmr } from "./henry-bmr.ts";
import { BODY_FAT_RULE } from "./input/input-ranges.ts";
import type { Person } from "./person.ts";
import { activeTdee } from "./tdee.ts";

/** The advanced plan's energy: BMR by the chosen formula and by each, and activity. */
export interface AdvancedEnergy {
  /** The BMR the plan uses: the chosen formula's, or Henry's under 18. */
  bmr: number;
  /** Every formula this person's data allows, side by side. */
  bmrComparison: Partial<Record<BmrFormula, number>>;
  /** Energy use from BMR and activity. */
  tdee: number;
  /**
   * TDEE in whole kcal. The health answers change no calories (docs/safety-rules.md, "Health
   * answers"), so this is the TDEE itself.
   */
  adjustedTdee: number;
}

function comparison(p: Person): Partial<Record<BmrFormula, number>> {
  const result: Partial<Record<BmrFormula, number>> = {};
  for (const formula of BMR_FORMULAS) {
    if ((formula === "katch" || formula === "cunningham") && p.bodyFatPct === undefined) continue;
    result[formula] = Math.round(bmrOf(formula, p));
  }
  return result;
}

/**
 * Step 1 of the advanced plan (docs/plans.md, "Energy"): what this person uses in a day. Under
 * 18 the plan's BMR is Henry's teenage equation (engine/henry-bmr.ts) whichever formula was
 * chosen, since the adult formulas are not validated for them; the comparison still lists
 * the adult formulas, as the form offers them.
 */
export function advancedEnergy(a: AdvancedAnswers): AdvancedEnergy {
  const bmr = usesHenryBmr(a.person.age)
    ? henryTeenBmr(a.person.sex, a.person.weightKg)
    : bmrOf(a.bmrFormula, a.person);
  const tdee = activeTdee({ bmr, ...a });
  return {
    bmr,
    bmrComparison: comparison(a.person),
    tdee,
    adjustedTdee: Math.round(tdee),
  };
}

/**
 * The same person at another weight, for the energy that holds it: lean mass is kept (the
 * weight changed is fat), so a lean-mass formula gives the same BMR, within the form's
 * body-fat range.
 */
export function atWeight(a: AdvancedAnswers, weightKg: number): AdvancedAnswers {
  const { bodyFatPct } = a.person;
  if (bodyFatPct === undefined) return { ...a, person: { ...a.person, weightKg } };
  const leanKg = a.person.weightKg * (1 - bodyFatPct / 100);
  const fatPct = Math.min(
    BODY_FAT_RULE.max,
    Math.max(BODY_FAT_RULE.min, 100 * (1 - leanKg / weightKg)),
  );
  return { ...a, person: { ...a.person, weightKg, bodyFatPct: fatPct } };
}
