import { describe, expect, it } from "vitest";
import { goalDatePlan, todayIso, type GoalDateInput } from "../../../engine/plans/goal-date.ts";
import { expectInputError } from "../input-error-helpers.ts";

const TODAY = "2026-01-01";
const base: GoalDateInput = {
  goalDate: "2026-03-12",
  today: TODAY,
  changeKg: -5,
  safeMaxRate: 1,
  // The plan at the fastest safe pace gets there on day 40 (9 February 2026).
  soonestSafeDay: () => 40,
  weeksToGoal: 10,
};
const plan = (g: Partial<GoalDateInput>) => goalDatePlan({ ...base, ...g });

describe('goalDatePlan (docs/safety-rules.md, "Goal dates")', () => {
  it("works out the weekly rate a date needs: 5 kg in 70 days is 0.5 kg a week", () => {
    expect(plan({})).toEqual({
      status: "set",
      date: "2026-03-12",
      weeks: 10,
      requiredWeeklyRate: 0.5,
      safeMaxRate: 1,
      withinSafeRate: true,
      // the fastest safe pace's own goal day, 40 days on
      nearestSafeDate: "2026-02-10",
      // 10 weeks of the plan's own pace is 70 days
      plannedDate: "2026-03-12",
      meetsDate: true,
    });
  });

  it("gives the rate as a positive figure for a gain too", () => {
    expect(plan({ changeKg: 5, safeMaxRate: 0.5 })).toMatchObject({
      requiredWeeklyRate: 0.5,
      withinSafeRate: true,
    });
  });

  it("calls a date safe from the soonest safe date on, and not before it", () => {
    // The soonest safe date is day 40, 10 February 2026.
    expect(plan({ goalDate: "2026-02-09" })).toMatchObject({ withinSafeRate: false });
    expect(plan({ goalDate: "2026-02-10" })).toMatchObject({ withinSafeRate: true });
  });

  it("names the nearest safe date: the fastest safe pace's own goal day", () => {
    expect(plan({ changeKg: -10, goalDate: "2026-02-01", soonestSafeDay: () => 85 })).toMatchObject(
      {
        requiredWeeklyRate: 2.26,
        withinSafeRate: false,
        nearestSafeDate: "2026-03-27",
      },
    );
  });

  it("has no nearest safe date, and no date is safe, when the fastest safe pace takes over five years", () => {
    expect(plan({ soonestSafeDay: () => null })).toMatchObject({
      nearestSafeDate: null,
      withinSafeRate: false,
    });
  });

  it("plans at the safe pace only when a date is measured", () => {
    let asked = 0;
    const soonestSafeDay = () => {
      asked += 1;
      return 40;
    };
    plan({ goalDate: "", soonestSafeDay });
    plan({ goalDate: "2025-06-01", soonestSafeDay });
    expect(asked).toBe(0);
    plan({ soonestSafeDay });
    expect(asked).toBe(1);
  });

  it("says when the plan's own pace gets there after the date", () => {
    // 12 weeks is 84 days: 26 March 2026, after 12 March
    expect(plan({ weeksToGoal: 12 })).toMatchObject({
      plannedDate: "2026-03-26",
      meetsDate: false,
    });
    expect(plan({ weeksToGoal: 9 })).toMatchObject({ plannedDate: "2026-03-05", meetsDate: true });
  });

  it("takes the plan's own goal day when it has one", () => {
    // Day 68 of week 10: 10 March 2026, by 12 March
    expect(plan({ weeksToGoal: 10, daysToGoal: 68 })).toMatchObject({
      plannedDate: "2026-03-10",
      meetsDate: true,
    });
  });

  it("has no planned date, and does not meet the date, when the plan does not move", () => {
    expect(plan({ weeksToGoal: null })).toMatchObject({ plannedDate: null, meetsDate: false });
  });

  it("rounds weeks to 0.1 and the rate to 0.01", () => {
    // 10 days = 1.43 weeks; 1 kg / 1.4286 = 0.7 kg a week
    expect(plan({ goalDate: "2026-01-11", changeKg: -1 })).toMatchObject({
      weeks: 1.4,
      requiredWeeklyRate: 0.7,
    });
  });

  it("counts a leap day", () => {
    // 2028-02-01 to 2028-03-07 is 35 days (29 in February)
    expect(plan({ goalDate: "2028-03-07", today: "2028-02-01" })).toMatchObject({ weeks: 5 });
  });

  it("accepts dates from a week to five years (1,825 days) away", () => {
    expect(plan({ goalDate: "2026-01-08" })).toMatchObject({ status: "set", weeks: 1 });
    expect(plan({ goalDate: "2030-12-31" })).toMatchObject({ status: "set" });
  });

  it("accepts a date with spaces round it", () => {
    expect(plan({ goalDate: " 2026-03-12 " })).toMatchObject({ status: "set", date: "2026-03-12" });
  });

  it("gives nothing for a blank date", () => {
    for (const blank of [undefined, null, ""]) {
      expect(plan({ goalDate: blank })).toBeUndefined();
    }
  });

  it.each([
    ["in the past", "2025-06-01", "1 June 2025 has already passed"],
    ["today", "2026-01-01", "1 January 2026 is less than a week away"],
    ["less than a week away", "2026-01-07", "7 January 2026 is less than a week away"],
    ["more than five years away", "2031-01-01", "1 January 2031 is more than five years away"],
  ])("sets aside a date %s with a note, and plans without it", (_, goalDate, note) => {
    const r = plan({ goalDate });
    expect(r).toEqual({
      status: "set-aside",
      date: goalDate,
      note: `${note}, so your plan does not use a target date.`,
    });
  });

  it.each([
    ["not a real day", "2026-02-29"],
    ["in another format", "01/03/2026"],
    ["text", "soon"],
    ["a number", 20260301],
    ["an object", {}],
  ])("rejects a date %s, naming goalDate", (_, value) => {
    expectInputError(() => plan({ goalDate: value }), "goalDate");
  });
});

describe("todayIso", () => {
  it("gives today's date as YYYY-MM-DD", () => {
    expect(todayIso()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(todayIso()).toBe(new Date().toISOString().slice(0, 10));
  });
});
