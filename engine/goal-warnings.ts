import { longDate } from "./dates.ts";
import type { GoalDatePlan } from "./goal-date.ts";
import { rateText, type MessageUnits } from "./message-units.ts";
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
      message: `To reach your target by ${longDate(goal.date)} you would need to ${verb} ${rateText(goal.requiredWeeklyRate, units)} a week. That is faster than ${rateText(goal.safeMaxRate, units)} a week, the safe pace for you.`,
      recommendation: `The nearest date you could reach it safely is ${longDate(goal.nearestSafeDate)}.`,
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
