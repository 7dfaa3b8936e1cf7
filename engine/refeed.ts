import type { RefeedFrequency } from "./advanced-input.ts";
import type { DietType } from "./variants.ts";
import type { Warning } from "./warnings.ts";

// A refeed day is a day at maintenance, never above 1.6 x the planned daily average, with
// 60% of its calories from carbohydrate (docs/plans.md, "Refeed days").
const REFEED_MAX_OF_AVERAGE = 1.6;
export const REFEED_CARB_SHARE = 0.6;
// Low-carb diets start without refeeds; keto never has one, because a day that high in
// carbohydrate ends ketosis (docs/safety-rules.md, "Keto and low-carb").
const NO_REFEED_BY_DEFAULT: readonly DietType[] = ["keto", "low-carb"];

/** The week's refeed, if any, and what the visitor must be told about it. */
export interface RefeedPlan {
  frequency: RefeedFrequency;
  /** kcal, when the week has a refeed day. */
  calories?: number;
  warnings: Warning[];
}

/** Whether the week has a refeed day, and at how many calories. */
export function refeedPlan(p: {
  asked: RefeedFrequency | undefined;
  dietType: DietType;
  losing: boolean;
  maintenance: number;
  plannedAverage: number;
}): RefeedPlan {
  const wanted = p.asked ?? (NO_REFEED_BY_DEFAULT.includes(p.dietType) ? "none" : "weekly");
  if (wanted === "none" || !p.losing) return { frequency: "none", warnings: [] };
  if (p.dietType === "keto") {
    return {
      frequency: "none",
      warnings: [
        {
          type: "medium",
          message:
            "We have left out the weekly refeed day you chose: a day high in carbohydrate would take you out of ketosis.",
          recommendation:
            "If you want a break from dieting, take a week at maintenance calories and keep carbohydrate low.",
        },
      ],
    };
  }
  return {
    frequency: "weekly",
    calories: Math.min(p.maintenance, Math.round(REFEED_MAX_OF_AVERAGE * p.plannedAverage)),
    warnings: [],
  };
}
