import { describe, expect, it } from "vitest";
import { goalDatePlan, todayIso } from "../../engine/goal-date.ts";
import { expectInputError } from "./input-error-helpers.ts";

const TODAY = "2026-01-01";

describe("goalDatePlan (product.md section 3: the goal date is used)", () => {
  it("works out the weekly rate a date needs: 5 kg in 70 days is 0.5 kg a week", () => {
    expect(goalDatePlan("2026-03-12", TODAY, -5, 1)).toEqual({
      date: "2026-03-12",
      weeks: 10,
      requiredWeeklyRate: 0.5,
      withinSafeRate: true,
    });
  });

  it("gives the rate as a positive figure for a gain too", () => {
    expect(goalDatePlan("2026-03-12", TODAY, 5, 0.5)?.requiredWeeklyRate).toBe(0.5);
  });

  it("says when the rate is over the safe maximum, and not when it is at it", () => {
    expect(goalDatePlan("2026-03-12", TODAY, -5, 0.49)?.withinSafeRate).toBe(false);
    expect(goalDatePlan("2026-03-12", TODAY, -5, 0.5)?.withinSafeRate).toBe(true);
  });

  it("rounds weeks to 0.1 and the rate to 0.01", () => {
    // 10 days = 1.43 weeks; 1 kg / 1.4286 = 0.7 kg a week
    expect(goalDatePlan("2026-01-11", TODAY, -1, 1)).toMatchObject({
      weeks: 1.4,
      requiredWeeklyRate: 0.7,
    });
  });

  it("counts a leap day", () => {
    // 2028-02-01 to 2028-03-07 is 35 days (29 in February)
    expect(goalDatePlan("2028-03-07", "2028-02-01", -5, 2)?.weeks).toBe(5);
  });

  it("accepts dates from a week to five years away", () => {
    expect(goalDatePlan("2026-01-08", TODAY, -1, 2)?.weeks).toBe(1);
    expect(goalDatePlan("2030-12-31", TODAY, -1, 2)).toBeDefined();
  });

  it("gives nothing for a blank date", () => {
    for (const blank of [undefined, null, ""]) {
      expect(goalDatePlan(blank, TODAY, -5, 1)).toBeUndefined();
    }
  });

  it.each([
    ["less than a week away", "2026-01-07"],
    ["in the past", "2025-06-01"],
    ["more than five years away", "2031-01-02"],
    ["not a real day", "2026-02-29"],
    ["in another format", "01/03/2026"],
    ["text", "soon"],
    ["a number", 20260301],
    ["an object", {}],
  ])("rejects a date %s, naming goalDate", (_, value) => {
    expectInputError(() => goalDatePlan(value, TODAY, -5, 1), "goalDate");
  });
});

describe("todayIso", () => {
  it("gives today's date as YYYY-MM-DD", () => {
    expect(todayIso()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(todayIso()).toBe(new Date().toISOString().slice(0, 10));
  });
});
