import { describe, expect, it } from "vitest";
import {
  goalWeek,
  lineReachDay,
  lineReachWeek,
  type PlanCourse,
} from "../../../engine/plans/goal-week.ts";
import { linearProjection } from "../../../engine/projection/linear-projection.ts";
import {
  isBreakDay,
  isBreakWeek,
  plateauBreaks,
} from "../../../engine/plans/maintenance-breaks.ts";
import { planProjection } from "../../../engine/projection/plan-projection.ts";
import {
  projectToTarget,
  projectWeight,
  settlingWeight,
  type ProjectionInput,
} from "../../../engine/projection/projection.ts";
import { expectInputError } from "../input-error-helpers.ts";

// A man of 30, 180 cm, 80 kg, maintenance 2,759 kcal (moderately active), 550 kcal a day
// under it (0.5 kg a week on the straight line), aiming for 75 kg.
const man: PlanCourse = {
  person: { sex: "male", age: 30, heightCm: 180, weightKg: 80 },
  pal: 2759 / 1780,
  maintenanceKcal: 2759,
  dailyDeficit: 550,
  targetWeightKg: 75,
};
const dietBreaks = plateauBreaks("diet-break", "lose");
const withBreaks: PlanCourse = { ...man, breaks: dietBreaks };

describe("plateauBreaks: the days a plan eats at maintenance", () => {
  it("gives a diet break the whole of every 8th week", () => {
    expect(dietBreaks).toEqual({ everyDays: 56, lengthDays: 7 });
    const days = Array.from({ length: 120 }, (_, i) => i + 1).filter((d) =>
      isBreakDay(dietBreaks, d),
    );
    expect(days).toEqual([50, 51, 52, 53, 54, 55, 56, 106, 107, 108, 109, 110, 111, 112]);
    expect([7, 8, 9, 16, 24].map((w) => isBreakWeek(dietBreaks, w))).toEqual([
      false,
      true,
      false,
      true,
      true,
    ]);
  });

  it("gives a refeed the last day of every 8th week", () => {
    const refeed = plateauBreaks("refeed", "lose");
    expect(refeed).toEqual({ everyDays: 56, lengthDays: 1 });
    expect([55, 56, 57, 112].map((d) => isBreakDay(refeed, d))).toEqual([false, true, false, true]);
  });

  it("gives no breaks for more activity, a gain or a steady plan", () => {
    expect(plateauBreaks("activity", "lose")).toBeUndefined();
    expect(plateauBreaks("diet-break", "gain")).toBeUndefined();
    expect(plateauBreaks("diet-break", "maintain")).toBeUndefined();
  });
});

describe("the straight line with breaks", () => {
  it("carries no deficit on a break day", () => {
    const line = linearProjection({
      weightKg: 80,
      dailyDeficitKcal: 770,
      days: 63,
      breaks: dietBreaks,
    }).weightKg;
    // 770 kcal a day is 0.1 kg: 4.9 kg by day 49, the same to day 56, then on again.
    expect(line[49]).toBeCloseTo(75.1, 9);
    expect(line[56]).toBeCloseTo(75.1, 9);
    expect(line[63]).toBeCloseTo(74.4, 9);
  });

  it("reaches the target a week later for each break it passes", () => {
    // 5 kg at 0.5 kg a week: 70 deficit days, the 7 of week 8 on top: day 77, week 11.
    expect(lineReachWeek(man)).toBe(10);
    expect(lineReachDay(withBreaks)).toBe(77);
    expect(lineReachWeek(withBreaks)).toBe(11);
    // 3.5 kg: 49 deficit days end on day 49, before the first break.
    expect(lineReachWeek({ ...withBreaks, targetWeightKg: 76.5 })).toBe(7);
    // 15 kg: 210 deficit days, with 4 breaks among them (weeks 8, 16, 24 and 32): day 238.
    expect(lineReachWeek({ ...withBreaks, targetWeightKg: 65 })).toBe(34);
  });
});

describe("projectWeight with breaks", () => {
  const input: ProjectionInput = {
    ...man.person,
    pal: man.pal,
    maintenanceKcal: 2759,
    intakeChangeKcal: -550,
    days: 70,
    breaks: dietBreaks,
  };

  it("stands still on every day at maintenance, and follows the model on the others", () => {
    const r = projectWeight(input);
    const plain = projectWeight({ ...input, breaks: undefined });
    for (let d = 50; d <= 56; d++) expect(r.weightKg[d]).toBe(r.weightKg[49]);
    expect(r.weightKg.slice(0, 50)).toEqual(plain.weightKg.slice(0, 50));
    expect(r.weightKg[57]).toBeLessThan(r.weightKg[56] ?? 0);
    // A week behind the plan without breaks from then on.
    expect(r.weightKg[63]).toBeCloseTo(plain.weightKg[56] ?? 0, 9);
  });

  it("refuses breaks it cannot read, naming the field", () => {
    expectInputError(
      () => projectWeight({ ...input, breaks: { everyDays: 0, lengthDays: 0 } }),
      "breaks",
    );
    expectInputError(
      () => projectWeight({ ...input, breaks: { everyDays: 7, lengthDays: 8 } }),
      "breaks",
    );
  });
});

describe("settlingWeight: where a lasting change of intake leaves the body", () => {
  it("is where ten years of the model end up, within 0.1 kg", () => {
    for (const intakeChangeKcal of [-550, -275, 300]) {
      const input = { ...man.person, pal: man.pal, intakeChangeKcal, days: 3650 };
      const ten = projectWeight(input).weightKg[3650] ?? NaN;
      expect(Math.abs(settlingWeight(input) - ten)).toBeLessThan(0.1);
    }
  });

  it("is the starting weight when nothing changes", () => {
    const input = { ...man.person, pal: man.pal, intakeChangeKcal: 0, days: 1 };
    expect(settlingWeight(input)).toBeCloseTo(80, 6);
  });
});

describe("projectToTarget", () => {
  it("stops on the day the target is reached, with the weights projectWeight gives", () => {
    const input = {
      ...man.person,
      pal: man.pal,
      maintenanceKcal: 2759,
      intakeChangeKcal: -550,
      targetWeightKg: 75,
      days: 1820,
    };
    const { reachDay, weightKg } = projectToTarget(input);
    expect(reachDay).not.toBeNull();
    expect(weightKg).toHaveLength((reachDay ?? 0) + 1);
    expect(weightKg.at(-1)).toBe(75);
    expect(weightKg).toEqual(projectWeight(input).weightKg.slice(0, weightKg.length));
  });

  it("gives null when the target is not reached in the days run", () => {
    const input = {
      ...man.person,
      pal: man.pal,
      intakeChangeKcal: -550,
      targetWeightKg: 60,
      days: 100,
    };
    expect(projectToTarget(input).reachDay).toBeNull();
  });
});

describe("goalWeek: a person with diet breaks", () => {
  it("is the week the model, standing still in each break, reaches the target", () => {
    const g = goalWeek(withBreaks);
    expect(g.lineWeek).toBe(11);
    expect(g.week).toBe(13);
    const plain = goalWeek(man);
    expect(plain.week).toBe(12);
    // The model's own weights, week by week, to the goal week.
    expect(g.weeklyKg).toHaveLength(14);
    expect(g.weeklyKg[0]).toBe(80);
    expect(g.weeklyKg[12]).toBeGreaterThan(75);
    expect(g.weeklyKg[13]).toBe(75);
    expect(g.weeklyKg[8]).toBe(g.weeklyKg[7]);
  });

  it("is the week the plan's chart reaches the target, and the chart runs past it", () => {
    const g = goalWeek(withBreaks);
    const p = planProjection({
      ...withBreaks,
      weeksToGoal: g.lineWeek,
      reachDay: g.day,
      today: "2026-01-01",
    });
    if (!p || g.week === null || g.day === null) throw new Error("expected a goal and a chart");
    expect(p.reachDay).toBe(g.day);
    expect(Math.ceil(g.day / 7)).toBe(13);
    expect(p.goalWeek).toBe(11);
    expect(p.breakWeeks).toEqual([8]);
    expect(p.days).toBeGreaterThan(13 * 7);
    expect(p.weightKg[13]).toBe(75);
    expect(p.weightKg[12]).toBeGreaterThan(75);
    expect(p.weightKg.slice(0, 14)).toEqual(g.weeklyKg);
  });

  it("runs the chart past two years when the plan's goal is further off", () => {
    // 45 kg to lose at 1,100 kcal a day: well over two years.
    const far: PlanCourse = {
      person: { sex: "female", age: 45, heightCm: 168, weightKg: 125 },
      pal: 1.6,
      maintenanceKcal: 2900,
      dailyDeficit: 1100,
      targetWeightKg: 80,
      breaks: dietBreaks,
    };
    const g = goalWeek(far);
    expect(g.week).toBeGreaterThan(104);
    const p = planProjection({
      ...far,
      weeksToGoal: g.lineWeek,
      reachDay: g.day,
      today: "2026-01-01",
    });
    expect(p?.days).toBeGreaterThan((g.week ?? 0) * 7);
    expect(p?.weightKg[g.week ?? 0]).toBe(80);
    expect(p?.weightKg[(g.week ?? 0) - 1]).toBeGreaterThan(80);
  });

  it("is never before the straight line, even when water weight gets the model there first", () => {
    // 1 kg at 550 kcal a day: the line needs 14 days; the early drop of glycogen and its
    // water gets the model there in the first week.
    const g = goalWeek({ ...withBreaks, targetWeightKg: 79 });
    expect(g.lineWeek).toBe(2);
    expect(g.week).toBe(2);
  });

  it("has no week, and says where the weight levels off, when the target is beyond it", () => {
    // 550 kcal a day settles him around 59 kg; 55 kg is never reached.
    const g = goalWeek({ ...withBreaks, targetWeightKg: 55 });
    expect(g.week).toBeNull();
    expect(g.levelsOffKg).toBeGreaterThan(56);
    expect(g.levelsOffKg).toBeLessThan(62);
    const five = projectWeight({
      ...man.person,
      pal: man.pal,
      maintenanceKcal: 2759,
      intakeChangeKcal: -550,
      targetWeightKg: 55,
      days: 1820,
      breaks: dietBreaks,
    });
    expect(Math.min(...five.weightKg)).toBeGreaterThan(56);
  });

  it("follows the straight line when the model cannot run for the plan", () => {
    // Maintenance beyond the model's 10,000 kcal a day.
    const g = goalWeek({ ...withBreaks, maintenanceKcal: 12_000 });
    expect(g.week).toBe(11);
    expect(g.weeklyKg[11]).toBeCloseTo(75, 9);
  });

  it("works the same way for a gain, with no breaks", () => {
    const g = goalWeek({ ...man, dailyDeficit: -500, targetWeightKg: 85 });
    expect(g.lineWeek).toBe(11);
    expect(g.week).toBeGreaterThanOrEqual(11);
    expect(g.weeklyKg.at(-1)).toBe(85);
    expect(g.weeklyKg.at(-2)).toBeLessThan(85);
  });
});
