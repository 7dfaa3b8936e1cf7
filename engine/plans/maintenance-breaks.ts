import type { Direction } from "./plan-energy.ts";

/**
 * A repeating rest from the deficit: the last `lengthDays` of every `everyDays` are eaten at
 * the plan's maintenance. A week's diet break every 8 weeks is `{ everyDays: 56, lengthDays:
 * 7 }`: days 50 to 56 (week 8), 106 to 112 (week 16), and so on.
 */
export interface MaintenanceBreaks {
  everyDays: number;
  lengthDays: number;
}

/** How the plan rests from its deficit when a plateau is likely (docs/plans.md, "Timeline"). */
export type PlateauStrategy = "diet-break" | "refeed" | "activity";
export const PLATEAU_STRATEGIES: readonly PlateauStrategy[] = ["diet-break", "refeed", "activity"];

// A break every 8 weeks (docs/reference-figures.md, "Timeline"): week 8, 16, 24 and so on.
export const BREAK_EVERY_WEEKS = 8;

/** True when day `day` (1 for the first day of the plan) is eaten at maintenance. */
export function isBreakDay(breaks: MaintenanceBreaks | undefined, day: number): boolean {
  if (!breaks || breaks.lengthDays <= 0) return false;
  return (day - 1) % breaks.everyDays >= breaks.everyDays - breaks.lengthDays;
}

/** True when week `week` (1 for the first) holds a break. */
export function isBreakWeek(breaks: MaintenanceBreaks | undefined, week: number): boolean {
  return isBreakDay(breaks, week * 7);
}

/**
 * The days a losing plan eats at maintenance: a whole week every 8 weeks for a diet break,
 * the last day of every 8th week for a refeed day. More activity changes nothing eaten, and
 * a gain or a steady plan takes no breaks.
 */
export function plateauBreaks(
  strategy: PlateauStrategy,
  direction: Direction,
): MaintenanceBreaks | undefined {
  if (direction !== "lose" || strategy === "activity") return undefined;
  return { everyDays: BREAK_EVERY_WEEKS * 7, lengthDays: strategy === "diet-break" ? 7 : 1 };
}
