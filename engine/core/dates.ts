import { InputError } from "./errors.ts";

const MS_PER_DAY = 86_400_000;

/**
 * Milliseconds since 1970 for a YYYY-MM-DD date (UTC); anything else, text or not, throws
 * InputError naming `field`.
 */
export function parseIsoDate(field: string, value: unknown): number {
  const match = typeof value === "string" ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim()) : null;
  const time = match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : NaN;
  const date = new Date(time);
  const real =
    match !== null &&
    !Number.isNaN(time) &&
    date.getUTCMonth() + 1 === Number(match[2]) &&
    date.getUTCDate() === Number(match[3]);
  if (!real) {
    throw new InputError(field, "Enter the date as a real day, for example 2027-06-30.");
  }
  return time;
}

/** Whole days from one YYYY-MM-DD date to another; InputError on `toField` unless a real day. */
export function daysBetween(from: string, to: unknown, toField = "goalDate"): number {
  return Math.round((parseIsoDate(toField, to) - parseIsoDate("today", from)) / MS_PER_DAY);
}

/** The YYYY-MM-DD date a number of days after another. */
export function addDays(iso: string, days: number): string {
  return new Date(parseIsoDate("today", iso) + Math.round(days) * MS_PER_DAY)
    .toISOString()
    .slice(0, 10);
}

// "20 January 2027": the day, the month's name and the year, as people write dates in the UK.
const LONG_DATE: Intl.DateTimeFormatOptions = {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
};

/** A date as people write it in the UK: "20 January 2027". */
export function longDate(iso: string): string {
  return new Date(parseIsoDate("date", iso)).toLocaleDateString("en-GB", LONG_DATE);
}

/** Today's date as YYYY-MM-DD (UTC). */
export function todayIso(): string {
  return new Date().toISOString().slice(0, 10);
}
