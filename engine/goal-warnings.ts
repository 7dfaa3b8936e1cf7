import { longDate } from "./dates.ts";
import type { GoalDatePlan } from "./goal-date.ts";
import { rateText, weightText, type MessageUnits } from "./input/message-units.ts";
import type { Direction } from "./plan-energy.ts";
import type { Warning } from "./warnings.ts";

/** What a visitor must be told about their goal date. */
export function goalDateWarnings(
  goal: GoalDatePlan | undefined,
  direction: Direction,
  units: MessageUnits = "metric",
): Warning[] {
  if (!goal) return [];
  if (goal.status === "set-aside") return [{ type: "medium", message: goal.note }];
  const verb = direction === "gain" ? "gain" : "lose";
  const warnings: Warning[] = [];
  if (!goal.withinSafeRate) {
    warnings.push({
      type: "high",
      message: `To reach your target by ${longDate(goal.date)} you would need to ${verb} ${rateText(goal.requiredWeeklyRate, units)} a week, sooner than you can safely get there.`,
      recommendation:
        goal.nearestSafeDate === null
          ? `Even at ${rateText(goal.safeMaxRate, units)} a week, the fastest safe pace for you, it would take more than five years.`
          : `The nearest date you could reach it safely is ${longDate(goal.nearestSafeDate)}, at ${rateText(goal.safeMaxRate, units)} a week.`,
    });
  }
  if (goal.plannedDate !== null && !goal.meetsDate) {
    warnings.push({
      type: "medium",
      message: `At the pace we have planned, you will reach your target on ${longDate(goal.plannedDate)}, after the date you chose.`,
    });
  }
  return warnings;
}

/**
 * What a visitor must be told when the plan's calories do not reach the target: the
 * dynamic model levels off short of it, or takes more than five years (engine/goal-week.ts).
 */
export function goalReachWarnings(p: {
  direction: Direction;
  /** The plan's goal week; null when it has none. */
  week: number | null;
  /** Where the weight levels off, when that is why the target is not reached. */
  levelsOffKg?: number | undefined;
  targetWeightKg: number;
  units?: MessageUnits;
}): Warning[] {
  if (p.direction === "maintain" || p.week !== null) return [];
  const losing = p.direction === "lose";
  const target = weightText(p.targetWeightKg, p.units);
  const message =
    p.levelsOffKg === undefined
      ? `At these calories it would take more than five years to reach ${target}.`
      : `At these calories your weight is likely to level off at about ${weightText(p.levelsOffKg, p.units)} rather than reach ${target}: a ${losing ? "lighter body uses less" : "heavier body uses more"} energy, so the same calories give a smaller ${losing ? "deficit" : "surplus"} over time.`;
  return [
    {
      type: "medium",
      message,
      recommendation: `Recalculate your plan every 4 to 8 weeks as your weight ${losing ? "falls" : "rises"}, so your calories keep pace with it.`,
    },
  ];
}
