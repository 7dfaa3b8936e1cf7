import type { AdvancedAnswers } from "./advanced-input.ts";
import { BMR_FORMULAS, bmrOf, type BmrFormula } from "./bmr.ts";
import type { Person } from "./person.ts";
import { activeTdee } from "./tdee.ts";

/** The advanced plan's energy: BMR by the chosen formula and by each, and activity. */
export interface AdvancedEnergy {
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

/** Step 1 of the advanced plan (docs/plans.md, "Energy"): what this person uses in a day. */
export function advancedEnergy(a: AdvancedAnswers): AdvancedEnergy {
  const bmr = bmrOf(a.bmrFormula, a.person);
  const tdee = activeTdee({ bmr, ...a });
  return {
    bmr,
    bmrComparison: comparison(a.person),
    tdee,
    adjustedTdee: Math.round(tdee),
  };
}
