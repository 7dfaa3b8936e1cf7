import type { TdeeFactors } from "./tdee.ts";

/*
 * What each health answer did to maintenance, for the Overview to list (docs/plans.md,
 * "Health factors"): its calorie effect and how strong the evidence behind it is, so no
 * factor moves the numbers unseen.
 */

export type HealthFactor = "thyroid" | "sleep" | "stress" | "cycle";
export type EvidenceStrength = "strong" | "moderate" | "limited";

export interface HealthFactorEffect {
  factor: HealthFactor;
  /** The multiplier this answer applies to maintenance. */
  multiplier: number;
  /** Its effect on maintenance on its own, kcal a day (negative lowers it). */
  kcal: number;
  evidence: EvidenceStrength;
  /** One plain line on what the effect rests on. */
  note: string;
}

export interface HealthFactorSummary {
  effects: HealthFactorEffect[];
  /** The change all the factors make together, after the 15% limit, kcal a day. */
  totalKcal: number;
  /** True when the 15% limit held the factors back. */
  limited: boolean;
}

const ABOUT: Record<HealthFactor, { evidence: EvidenceStrength; note: string }> = {
  thyroid: {
    evidence: "moderate",
    note: "An untreated underactive or overactive thyroid changes the energy you use at rest. Once treatment brings your levels back to normal, the effect mostly goes.",
  },
  sleep: {
    evidence: "limited",
    note: "Short sleep mainly raises hunger. Its effect on the energy you use is small and comes from short studies.",
  },
  stress: {
    evidence: "limited",
    note: "Stress affects eating and sleep more than energy use. This is a rough allowance, not a measurement.",
  },
  cycle: {
    evidence: "moderate",
    note: "The energy you use at rest rises a little in the days after ovulation, then falls again when your period starts.",
  },
};

const ORDER: readonly HealthFactor[] = ["thyroid", "sleep", "stress", "cycle"];

/** Each factor that changed maintenance, with its calorie effect on `tdee`. */
export function healthFactorSummary(tdee: number, factors: TdeeFactors): HealthFactorSummary {
  const effects = ORDER.filter((factor) => factors[factor] !== 1).map(
    (factor): HealthFactorEffect => ({
      factor,
      multiplier: factors[factor],
      kcal: Math.round(tdee * (factors[factor] - 1)),
      ...ABOUT[factor],
    }),
  );
  const product = ORDER.reduce((p, factor) => p * factors[factor], 1);
  return {
    effects,
    totalKcal: Math.round(tdee * factors.total) - Math.round(tdee),
    limited: Math.abs(product - factors.total) > 1e-9,
  };
}
