import { describe, expect, it } from "vitest";
import {
  addDays,
  daysBetween,
  longDate,
  parseIsoDate,
  todayIso,
} from "../../../engine/core/dates.ts";
import { expectInputError } from "../input-error-helpers.ts";

describe("parseIsoDate", () => {
  it("reads a YYYY-MM-DD date as midnight UTC", () => {
    expect(parseIsoDate("goalDate", "2026-01-01")).toBe(Date.UTC(2026, 0, 1));
    expect(parseIsoDate("goalDate", " 2028-02-29 ")).toBe(Date.UTC(2028, 1, 29));
  });

  it.each([
    ["a day that does not exist", "2026-02-29"],
    ["a 32nd day", "2026-01-32"],
    ["a UK-style date", "01/03/2026"],
    ["a date without leading zeros", "2026-3-1"],
    ["text", "next June"],
    ["a blank", ""],
  ])("rejects %s, naming the field it was given", (_, value) => {
    const error = expectInputError(() => parseIsoDate("goalDate", value), "goalDate");
    expect(error.message).toBe("Enter the date as a real day, for example 2027-06-30.");
  });
});

// Date.UTC rolls an impossible month over ("2026-13-01" would be 1 January 2027), so the
// month is checked as well as the day.
describe("parseIsoDate, months that do not exist", () => {
  it.each([
    ["a 13th month", "2026-13-01"],
    ["a month 00", "2026-00-15"],
  ])("rejects %s, naming the field it was given", (_, value) => {
    expectInputError(() => parseIsoDate("goalDate", value), "goalDate");
  });
});

describe("daysBetween", () => {
  it("counts whole days, 70 from 1 January to 12 March 2026", () => {
    expect(daysBetween("2026-01-01", "2026-03-12")).toBe(70);
  });

  it("counts a leap day, and goes negative for an earlier date", () => {
    expect(daysBetween("2028-02-01", "2028-03-01")).toBe(29);
    expect(daysBetween("2026-01-08", "2026-01-01")).toBe(-7);
  });

  it("names goalDate for a bad target, another field when asked, and today for a bad start", () => {
    expectInputError(() => daysBetween("2026-01-01", "2026-02-30"), "goalDate");
    expectInputError(() => daysBetween("2026-01-01", "soon", "dueDate"), "dueDate");
    expectInputError(() => daysBetween("yesterday", "2026-02-01"), "today");
  });
});

describe("addDays", () => {
  it("adds days across months and years", () => {
    expect(addDays("2026-01-01", 70)).toBe("2026-03-12");
    expect(addDays("2026-12-25", 7)).toBe("2027-01-01");
  });

  it("lands on a leap day, and can go back", () => {
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
  });

  it("rounds part days to whole ones", () => {
    expect(addDays("2026-01-01", 1.6)).toBe("2026-01-03");
    expect(addDays("2026-01-01", 1.4)).toBe("2026-01-02");
  });
});

describe("longDate", () => {
  it("writes a date as people do in the UK: day, month name, year", () => {
    expect(longDate("2027-01-20")).toBe("20 January 2027");
    expect(longDate("2026-12-05")).toBe("5 December 2026");
  });
});

describe("todayIso", () => {
  it("gives today's date (UTC) as YYYY-MM-DD", () => {
    expect(todayIso()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(todayIso()).toBe(new Date().toISOString().slice(0, 10));
  });
});
