import type { AdvancedAnswers } from "./input/advanced-input.ts";
import { splitWeek } from "./day-split.ts";
import type { EnergyPlan } from "./plan-energy.ts";
import { refeedAtFloorWarning, refeedPlan, type RefeedPlan } from "./refeed.ts";
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
  const split = (refeedCalories: number | undefined) =>
    splitWeek({
      maintenance,
      deficit: energy.dailyDeficit,
      trainingDays: a.trainingDays,
      refeedCalories,
      maxDayDeficit: limits.maxDeficit,
      floor: limits.floor,
    });
  let week = split(refeed.calories);
  let planned = refeed;
  // A refeed day is never planned when the other days would then sit at the floor
  // (docs/safety-rules.md, "Refeeds, keto and low-carb"): it is left out, and the plan says why.
  if (refeed.calories !== undefined && atFloor(week, a.trainingDays, limits.floor)) {
    week = split(undefined);
    planned = { frequency: "none", warnings: [refeedAtFloorWarning(limits.floor)] };
  }
  return {
    refeed: planned,
    targets: { training: week.training, rest: week.rest, average: week.average },
    meanDeficit: week.meanDeficit,
  };
}

/** Whether any day the week really has (beside its refeed day) is at the floor. */
function atFloor(
  week: { training: number; rest: number },
  trainingDays: number,
  floor: number,
): boolean {
  // With a refeed day, at most six training days and at least none of rest.
  const training = Math.min(Math.round(trainingDays), 6);
  const rest = 6 - training;
  return (training > 0 && week.training <= floor) || (rest > 0 && week.rest <= floor);
}
