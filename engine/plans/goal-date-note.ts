import { daysBetween, longDate } from "../core/dates.ts";

// The shortest and longest goal dates we plan against: a week, and five years.
const MIN_DAYS = 7;
const MAX_DAYS = 5 * 365;

/**
 * Why a goal date (YYYY-MM-DD) cannot be planned against, for beside the field: in the
 * past, under a week away or over five years away. Undefined for a usable or unreadable date.
 */
export function goalDateNote(date: string, today: string): string | undefined {
  let days: number;
  try {
    days = daysBetween(today, date);
  } catch {
    return undefined;
  }
  if (days >= MIN_DAYS && days <= MAX_DAYS) return undefined;
  const when = longDate(date);
  if (days < 0) return `${when} has already passed, so your plan does not use a target date.`;
  if (days < MIN_DAYS)
    return `${when} is less than a week away, so your plan does not use a target date.`;
  return `${when} is more than five years away, so your plan does not use a target date.`;
}
