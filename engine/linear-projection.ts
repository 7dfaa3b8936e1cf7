import { isBreakDay, type MaintenanceBreaks } from "./maintenance-breaks.ts";
import { KCAL_PER_KG } from "./safety.ts";
import { requireNumber } from "./input/validate.ts";
import { WEIGHT_RULE } from "./input/input-ranges.ts";

/** The simple straight-line estimate: every 7,700 kcal of deficit is 1 kg, day by day. */
export interface LinearProjection {
  day: number[];
  weightKg: number[];
}

/**
 * Weight from day 0 to `days` if each 7,700 kcal of deficit took off exactly 1 kg (the
 * straight-line rule, docs/weight-projection.md). A negative deficit is a surplus. Days at
 * maintenance (`breaks`, as projectWeight takes them) carry no deficit. Never goes below zero.
 */
export function linearProjection(p: {
  weightKg: number;
  dailyDeficitKcal: number;
  days: number;
  breaks?: MaintenanceBreaks | undefined;
}): LinearProjection {
  const weightKg = requireNumber("weightKg", p.weightKg, WEIGHT_RULE);
  const deficit = requireNumber("dailyDeficitKcal", p.dailyDeficitKcal, {
    label: "the daily deficit",
    min: -3000,
    max: 3000,
    unit: "kcal",
  });
  const days = Math.round(
    requireNumber("days", p.days, { label: "the number of days", min: 1, max: 3650 }),
  );
  const result: LinearProjection = { day: [], weightKg: [] };
  let deficitDays = 0;
  for (let d = 0; d <= days; d++) {
    if (d > 0 && !isBreakDay(p.breaks, d)) deficitDays++;
    result.day.push(d);
    result.weightKg.push(Math.max(0, weightKg - (deficit * deficitDays) / KCAL_PER_KG));
  }
  return result;
}
