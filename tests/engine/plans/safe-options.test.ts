import { describe, expect, it } from "vitest";
import { basicPlan, type BasicInput } from "../../../engine/plans/basic-plan.ts";
import { addDays, daysBetween, todayIso } from "../../../engine/core/dates.ts";
import { parseBasicInput } from "../../../engine/input/parse-input.ts";
import { safeOptions } from "../../../engine/plans/safe-options.ts";
import { expectInputError } from "../input-error-helpers.ts";

const TODAY = "2026-01-01";
// A woman of 35, 165 cm and 80 kg, lightly active, aiming for 68 kg: maintenance 2,056 kcal.
const woman: BasicInput = {
  age: 35,
  gender: "female",
  height: 165,
  weight: 80,
  activity: 1.375,
  targetWeight: 68,
  today: TODAY,
};

describe("safeOptions: every rate the basic form offers this person", () => {
  const r = safeOptions(woman);

  it("offers the basic form's 0.5 and 0.75 kg a week: 1 kg is over 1% of her 80 kg", () => {
    expect(r.direction).toBe("lose");
    expect(r.options.map((o) => o.weeklyKg)).toEqual([0.5, 0.75]);
  });

  it("gives each rate the daily calories basicPlan gives at it", () => {
    for (const o of r.options) {
      expect(o.targetCalories).toBe(basicPlan({ ...woman, lossRate: o.weeklyKg }).targetCalories);
    }
    expect(r.options.map((o) => o.targetCalories)).toEqual([1506, 1231]);
  });

  it("calls both safe, with nothing held back", () => {
    expect(r.options.map((o) => [o.safe, o.heldBack, o.reason])).toEqual([
      [true, false, undefined],
      [true, false, undefined],
    ]);
    expect(r.maxWeeklyKg).toBe(0.75);
  });

  it("dates each rate by the dynamic model, later than the straight line's weeks", () => {
    const fastest = r.options[1];
    // The straight line says 12 kg x 7,700 / 825 = 112 days (16 weeks) at 0.75 kg a week;
    // the model, as her needs fall with her weight, 149 days.
    expect(fastest?.weeks).toBe(22);
    expect(fastest?.date).toBe("2026-05-30");
    expect(daysBetween(TODAY, fastest?.date ?? "")).toBe(149);
    for (const o of r.options) {
      if (o.date === null || o.weeks === null) continue;
      expect(o.weeks).toBe(Math.ceil(daysBetween(TODAY, o.date) / 7));
    }
  });

  it("dates each rate on the plan's own goal day, never before the straight line", () => {
    // A goal date far enough off to be measured, so the plan gives its own planned date.
    const later = "2030-01-01";
    for (const o of r.options) {
      const plan = basicPlan({ ...woman, lossRate: o.weeklyKg, goalDate: later });
      expect(plan.goalDate?.status).toBe("set");
      const planned = plan.goalDate?.status === "set" ? plan.goalDate.plannedDate : undefined;
      expect(o.date).toBe(planned);
      expect(o.weeks).toBe(plan.weeksToGoal);
      if (o.date === null) continue;
      // The straight line: 7,700 kcal for each of the 12 kg, at the plan's daily deficit.
      const lineDays = Math.ceil(((80 - 68) * 7700) / plan.dailyDeficit - 1e-9);
      expect(daysBetween(TODAY, o.date)).toBeGreaterThanOrEqual(lineDays);
    }
    expect(r.options.every((o) => o.date !== null)).toBe(true);
  });

  it("gives the earliest safe date: the fastest safe rate's, as her goal date's nearest safe date", () => {
    expect(r.earliestSafeDate).toBe("2026-05-30");
    const plan = basicPlan({ ...woman, lossRate: 0.5, goalDate: "2026-04-01" });
    expect(plan.goalDate).toMatchObject({ nearestSafeDate: "2026-05-30", withinSafeRate: false });
  });

  it("offers imperial visitors 0.5, 1 and 1.5 lb a week (2 lb is over 1% of her weight)", () => {
    const imperial = safeOptions({ ...woman, units: "imperial" });
    expect(imperial.options.map((o) => o.weeklyKg)).toEqual([0.2268, 0.4536, 0.6804]);
    expect(imperial.maxWeeklyKg).toBe(0.6804);
  });

  it("gives no date when the model does not reach the target within five years", () => {
    // 0.5 lb a week from 80 kg: the body settles about 6 kg lower, never at 60 kg.
    const slow = safeOptions({ ...woman, targetWeight: 60, units: "imperial" }).options[0];
    expect(slow?.weeks).toBeNull();
    expect(slow?.date).toBeNull();
    expect(slow?.safe).toBe(true);
  });

  it("dates from the real today when none is given", () => {
    const undated: BasicInput = { ...woman, today: undefined };
    const days = daysBetween(TODAY, r.options[1]?.date ?? "");
    expect(safeOptions(undated).options[1]?.date).toBe(addDays(todayIso(), days));
  });

  it("ignores a goal date: the plan measures that", () => {
    expect(safeOptions({ ...woman, goalDate: "not a date" })).toEqual(r);
  });
});

describe("safeOptions: the variant's and the person's limits", () => {
  // A woman of 110 kg, aiming for 80: 1% of her weight is over 1 kg a week.
  const heavy: BasicInput = { ...woman, weight: 110, targetWeight: 80 };

  it("the default variant: 0.5, 0.75 and 1 kg a week, never 1.5 or 2", () => {
    const r = safeOptions(heavy);
    expect(r.options.map((o) => [o.weeklyKg, o.safe])).toEqual([
      [0.5, true],
      [0.75, true],
      [1, true],
    ]);
  });

  it("the safe variant: at most 750 kcal a day below maintenance holds 0.75 and 1 kg to one line, both safe, at their real pace", () => {
    const r = safeOptions(heavy, "safe");
    expect(r.options.map((o) => [o.weeklyKg, o.targetCalories, o.safe, o.heldBack])).toEqual([
      [0.5, 1918, true, false],
      [0.75, 1718, true, true],
      [1, 1718, true, true],
    ]);
    expect(r.options[2]?.plannedWeeklyKg).toBe(0.68);
    expect(r.lines.map((line) => line.rates)).toEqual([[0.5], [0.75, 1]]);
    expect(r.earliestSafeDate).toBe(r.options[2]?.date);
  });

  it("the aggressive variant: 1.5 kg a week offered, but not called safe", () => {
    const r = safeOptions(heavy, "aggressive");
    expect(r.options.map((o) => [o.weeklyKg, o.safe])).toEqual([
      [0.5, true],
      [0.75, true],
      [1, true],
      [1.5, false],
    ]);
    expect(r.options[3]?.reason).toMatch(/Faster than 1 kg a week, the most the NHS advises/);
    expect(r.maxWeeklyKg).toBe(1);
    expect(r.earliestSafeDate).toBe(r.options[2]?.date);
  });

  it("the aggressive variant at 80 kg: 1 kg a week offered (under 1.5% of her weight), not safe (over 1%)", () => {
    const r = safeOptions(woman, "aggressive");
    expect(r.options.map((o) => [o.weeklyKg, o.safe])).toEqual([
      [0.5, true],
      [0.75, true],
      [1, false],
    ]);
    expect(r.options[2]?.reason).toBe(
      "Faster than 0.8 kg a week, 1% of your weight, the most we advise.",
    );
  });

  it("teenagers: 0.5 kg a week only", () => {
    const r = safeOptions({ ...woman, age: 15, weight: 85 });
    expect(r.options.map((o) => o.weeklyKg)).toEqual([0.5]);
  });

  it("from 65: 0.5 kg a week only", () => {
    const r = safeOptions({ ...woman, age: 70 }, "senior");
    expect(r.options.map((o) => o.weeklyKg)).toEqual([0.5]);
    expect(r.maxWeeklyKg).toBe(0.5);
  });

  it("breastfeeding: 0.5 kg a week only, never under 1,800 kcal", () => {
    const r = safeOptions({ ...heavy, weeksPostpartum: 12 }, "breastfeeding");
    expect(r.options.map((o) => o.weeklyKg)).toEqual([0.5]);
    expect(r.options[0]?.safe).toBe(true);
    expect(r.options[0]?.targetCalories).toBeGreaterThanOrEqual(1800);
  });

  it("a small body: 0.25 kg a week, as every step of the form is over 1% of her weight", () => {
    const r = safeOptions({ ...woman, height: 150, weight: 48, targetWeight: 44 });
    expect(r.options.map((o) => [o.weeklyKg, o.safe])).toEqual([[0.25, true]]);
  });

  it("breastfeeding in the first 8 weeks: no rate to choose", () => {
    const r = safeOptions({ ...woman, weeksPostpartum: 4 }, "breastfeeding");
    expect(r).toEqual({
      direction: "maintain",
      maxWeeklyKg: 0,
      options: [],
      lines: [],
      earliestSafeDate: null,
    });
  });

  it("muscle gain: 0.25 and 0.5 kg a week, with a surplus of at most 500 kcal", () => {
    // BMI 23.9: the full surplus
    const r = safeOptions({ ...woman, weight: 65, targetWeight: 70 }, "muscle-gain");
    expect(r.direction).toBe("gain");
    expect(r.options.map((o) => [o.weeklyKg, o.safe])).toEqual([
      [0.25, true],
      [0.5, true],
    ]);
    expect(r.options[1]?.plannedWeeklyKg).toBe(0.45);
    expect(r.earliestSafeDate).toBe(r.options[1]?.date);
  });

  it("someone under BMI 18.5 gets no rate to choose", () => {
    const r = safeOptions({ ...woman, weight: 48, targetWeight: 45 });
    expect(r.options).toEqual([]);
    expect(r.earliestSafeDate).toBeNull();
  });

  it("someone whose maintenance is at the floor gets no rate to choose", () => {
    const r = safeOptions({
      ...woman,
      age: 80,
      height: 150,
      weight: 50,
      activity: 1.2,
      targetWeight: 45,
    });
    expect(r.direction).toBe("maintain");
    expect(r.options).toEqual([]);
  });

  it("children and pregnancy: no rate to choose", () => {
    expect(safeOptions({ age: 10, gender: "male" }, "kids").options).toEqual([]);
    expect(safeOptions({ ...woman, trimester: 2 }, "pregnancy").options).toEqual([]);
  });
});

describe("safeOptions: bad input names the field", () => {
  it("refuses a target under a healthy weight on targetWeight, as basicPlan does", () => {
    expectInputError(() => safeOptions({ ...woman, targetWeight: 45 }), "targetWeight");
  });

  it.each(["2026-02-30", "soon", 7])("rejects today %j", (today) => {
    expectInputError(() => safeOptions({ ...woman, today } as BasicInput), "today");
  });

  it("rejects a missing weight on weight", () => {
    expectInputError(() => safeOptions(parseBasicInput({ ...woman, weight: "" })), "weight");
  });
});
