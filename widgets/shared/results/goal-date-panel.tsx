import { type GoalDatePlan, longDate } from "../../../engine/index.ts";
import type { Units } from "../platform/attributes.ts";
import { rate } from "./format.ts";

/**
 * What a goal date means for the plan: the pace it needs, and when the plan gets there. A date
 * set aside has nothing to show: the plan's warnings say why, as the note by the field did.
 */
export function GoalDatePanel(p: { goal: GoalDatePlan; gaining: boolean; units: Units }) {
  const { goal, units } = p;
  if (goal.status === "set-aside") return null;
  const verb = p.gaining ? "gain" : "lose";
  return (
    <p className={goal.withinSafeRate ? "panel" : "panel warn"}>
      To reach your target by {longDate(goal.date)}, you would need to {verb}{" "}
      {rate(goal.requiredWeeklyRate, units)} a week on average.{" "}
      {goal.nearestSafeDate === null
        ? `Even at ${rate(goal.safeMaxRate, units)} a week, the fastest safe pace for you, it would take more than five years.`
        : goal.withinSafeRate
          ? `You can get there safely: at ${rate(goal.safeMaxRate, units)} a week, the fastest safe pace for you, you would reach it by ${longDate(goal.nearestSafeDate)}.`
          : `That is sooner than you can safely get there. The soonest safe date is ${longDate(goal.nearestSafeDate)}, at ${rate(goal.safeMaxRate, units)} a week.`}{" "}
      {goal.plannedDate === null
        ? null
        : goal.meetsDate
          ? `At the pace we have planned, you will get there by ${longDate(goal.plannedDate)}.`
          : `At the pace we have planned, you will get there on ${longDate(goal.plannedDate)}, after your date.`}
    </p>
  );
}

/**
 * Beside a goal date field: the pace the date needs, whether that is safe and the nearest
 * safe date, read out as it changes. A date set aside has its own note by the field.
 */
export function GoalDateNeeds(p: {
  goal: GoalDatePlan | undefined;
  gaining: boolean;
  units: Units;
}) {
  if (!p.goal || p.goal.status === "set-aside") return null;
  return (
    <div aria-live="polite">
      <GoalDatePanel goal={p.goal} gaining={p.gaining} units={p.units} />
    </div>
  );
}
