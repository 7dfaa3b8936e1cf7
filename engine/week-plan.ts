import type { AdvancedAnswers } from "./advanced-input.ts";
import { splitWeek } from "./day-split.ts";
import type { EnergyPlan } from "./plan-energy.ts";
import { refeedPlan, type RefeedPlan } from "./refeed.ts";
import type { SafetyLimits } from "./safety.ts";

/** The week the advanced plan lays out: its day targets, its refeed and its real mean. */
export interface WeekPlan {
  refeed: RefeedPlan;
  targets: { training: number; rest: number; average: number };
  /** kcal/day below maintenance across the whole week. */
  meanDeficit: number;
}

/**
 * Step 3 of the advanced plan (docs/safety-rules.md, "Training and rest days"): the refeed
 * day, if any, and the training and rest targets around it. A gain or a steady plan eats the
 * same every day.
 */
export function planWeek(
  a: Pick<AdvancedAnswers, "refeedAsked" | "dietType" | "trainingDays">,
  energy: EnergyPlan,
  maintenance: number,
  limits: SafetyLimits,
): WeekPlan {
  const refeed = refeedPlan({
    asked: a.refeedAsked,
    dietType: a.dietType,
    losing: energy.direction === "lose",
    maintenance,
    plannedAverage: energy.targetCalories,
  });
  if (energy.direction !== "lose") {
    const t = energy.targetCalories;
    return {
      refeed,
      targets: { training: t, rest: t, average: t },
      meanDeficit: energy.dailyDeficit,
    };
  }
  const week = splitWeek({
    maintenance,
    deficit: energy.dailyDeficit,
    trainingDays: a.trainingDays,
    refeedCalories: refeed.calories,
    maxDayDeficit: limits.maxDeficit,
    floor: limits.floor,
  });
  return {
    refeed,
    targets: { training: week.training, rest: week.rest, average: week.average },
    meanDeficit: week.meanDeficit,
  };
}
