/*
 * A weigh-in's date as the visitor, a file or a link writes it (docs/check-in.md): ISO or day
 * first, a real day, from 1900, and no more than a day ahead of the reader's today.
 */

const ISO_DATE = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
// Day first, as dates are written in the UK: 01/11/2026, 1-11-2026 or 1.11.2026.
const UK_DATE = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;

// A date may be up to a day after the reader's today: the sender's today, in a time zone
// ahead of the reader's (UTC+14 against UTC-12 at most), is at most a day later.
const DAYS_AHEAD = 1;
// No one alive weighed in before 1900; a year like 0026 is a typing slip, not 1926.
export const FIRST_YEAR = 1900;

/** The day after an ISO date, as YYYY-MM-DD. */
function dayAfter(iso: string, days: number): string {
  const time = Date.parse(`${iso}T00:00:00Z`);
  return Number.isNaN(time) ? iso : new Date(time + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * A weigh-in's date, written 2026-11-01 or day first (01/11/2026), as YYYY-MM-DD; or why it
 * cannot be one: not a real day, before 1900, or more than a day after `today`.
 */
export function readWeighInDate(
  text: string,
  today: string,
): { date: string } | { problem: "not-real" | "future" | "too-early" } {
  const trimmed = text.trim();
  const iso = ISO_DATE.exec(trimmed);
  const uk = UK_DATE.exec(trimmed);
  const [year, month, day] = iso ? [iso[1], iso[2], iso[3]] : uk ? [uk[3], uk[2], uk[1]] : [];
  const time = Date.UTC(Number(year), Number(month) - 1, Number(day));
  const date = new Date(time);
  if (
    year === undefined ||
    Number.isNaN(time) ||
    date.getUTCMonth() !== Number(month) - 1 ||
    date.getUTCDate() !== Number(day)
  ) {
    return { problem: "not-real" };
  }
  if (Number(year) < FIRST_YEAR) return { problem: "too-early" };
  // (Date.UTC reads the years 0 to 99 as 1900 to 1999: the check above comes first.)
  const iso8601 = date.toISOString().slice(0, 10);
  return iso8601 > dayAfter(today, DAYS_AHEAD) ? { problem: "future" } : { date: iso8601 };
}
