import type { RefeedFrequency } from "./input/advanced-input.ts";
import type { DietType } from "./variants.ts";
import type { Warning } from "./warnings.ts";

// A refeed day is a day at maintenance, never above 1.6 x the planned daily average, with
// 60% of its calories from carbohydrate (docs/plans.md, "Refeed days").
const REFEED_MAX_OF_AVERAGE = 1.6;
export const REFEED_CARB_SHARE = 0.6;
// Refeeds are off unless the visitor asks for one, on every diet, because a refeed day makes
// every other day of the week smaller. Keto never has one, because a day that high in
// carbohydrate ends ketosis (docs/safety-rules.md, "Refeeds, keto and low-carb").
const DEFAULT_REFEED: RefeedFrequency = "none";

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
  const wanted = p.asked ?? DEFAULT_REFEED;
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

/**
 * What the visitor is told when the refeed day they chose is left out because every other
 * day of the week would then sit at the floor.
 */
export function refeedAtFloorWarning(floor: number): Warning {
  return {
    type: "medium",
    message: `We have left out the weekly refeed day you chose: to make room for it, your other days would have to drop to ${floor.toLocaleString("en-GB")} kcal, the lowest we plan.`,
    recommendation:
      "Eat the same every day instead. If you want a break from dieting, take a week at maintenance calories.",
  };
}
