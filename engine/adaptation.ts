import type { Sex } from "./types.ts";
import { round } from "./input/validate.ts";

/** Expected slowing of metabolism, as whole percentages of adjusted TDEE. */
export interface MetabolicAdaptation {
  week1to4: number;
  week5to12: number;
  week13plus: number;
}

// docs/reference-figures.md, "Advanced plan": k = 0.10, 0.15, 0.25 at weeks 4, 12 and 20, capped
// at 30%. Leaner people adapt more (Rosenbaum and Leibel 2010, Int J Obes 34:S47), so the
// figure scales with reference body fat / body fat.
const K = { week1to4: 0.1, week5to12: 0.15, week13plus: 0.25 } as const;
const CAP = 0.3;
// Body fat assumed when none is given, 15% men and 25% women (docs/reference-figures.md).
export const REFERENCE_BODY_FAT: Record<Sex, number> = { male: 15, female: 25 };

/** Metabolic adaptation at weeks 4, 12 and 20 of a deficit. */
export function metabolicAdaptation(
  dailyDeficit: number,
  adjustedTdee: number,
  sex: Sex,
  bodyFatPct?: number,
): MetabolicAdaptation {
  const reference = REFERENCE_BODY_FAT[sex];
  const depth = adjustedTdee > 0 ? Math.max(0, dailyDeficit) / adjustedTdee : 0;
  const leanness = reference / (bodyFatPct ?? reference);
  const at = (k: number) => round(Math.min(CAP, k * depth * leanness) * 100);
  return { week1to4: at(K.week1to4), week5to12: at(K.week5to12), week13plus: at(K.week13plus) };
}
