import { describe, expect, it } from "vitest";
import {
  plateauPredictions,
  plateauWeeks,
  timeline,
  type TimelineInput,
} from "../../../engine/projection/timeline.ts";

/** A straight weekly course from `from` by `step` kg a week, for `weeks` weeks. */
const course = (from: number, step: number, weeks: number) =>
  Array.from({ length: weeks + 1 }, (_, week) => from - step * week);

const losing: TimelineInput = {
  direction: "lose",
  weightKg: 90,
  targetWeightKg: 80,
  weeksToGoal: 20,
  weeklyKg: course(90, 0.5, 20),
  effectiveBodyFatPct: 25,
  plateauStrategy: "diet-break",
};

describe("timeline", () => {
  it("counts months as weeks / 4.33", () => {
    // 20 / 4.33 = 4.62 -> 4.6
    expect(timeline(losing).months).toBe(4.6);
  });

  it("puts a milestone every 4 weeks on the projected weight, and the goal at the end", () => {
    expect(timeline(losing).milestones.map((m) => [m.week, m.weight])).toEqual([
      [4, 88],
      [8, 86],
      [12, 84],
      [16, 82],
      [20, 80],
    ]);
  });

  it("never shows the target before the goal week: a weight just short of it rounds away", () => {
    // Week 12 is 80.03 kg: shown as 80.1, not 80; the goal week 13 shows 80
    const weeklyKg = [...course(82, 0.2, 11), 80.03, 80];
    const r = timeline({ ...losing, weeksToGoal: 13, weeklyKg });
    expect(r.milestones.map((m) => [m.week, m.weight])).toEqual([
      [4, 81.2],
      [8, 80.4],
      [12, 80.1],
      [13, 80],
    ]);
  });

  it("gives body fat only when a figure was given, falling 0.2 points a week, never under 5%", () => {
    expect(timeline(losing).milestones[0]?.bodyFat).toBeUndefined();
    const lean = timeline({ ...losing, bodyFatPct: 7, weeksToGoal: 20 });
    // 7 - 0.2 x 4 = 6.2; 7 - 0.2 x 12 = 4.6 -> 5
    expect(lean.milestones.map((m) => m.bodyFat)).toEqual([6.2, 5.4, 5, 5, 5]);
  });

  it("lists at most two years of milestones, then the goal week", () => {
    const long = timeline({
      ...losing,
      targetWeightKg: 30,
      weeksToGoal: 240,
      weeklyKg: course(90, 0.25, 240),
    });
    const weeks = long.milestones.map((m) => m.week);
    expect(weeks.at(-2)).toBe(100);
    expect(weeks.at(-1)).toBe(240);
    expect(long.milestones.at(-1)?.weight).toBe(30);
  });

  it("never projects past the target weight", () => {
    const r = timeline({ ...losing, weeksToGoal: 17, weeklyKg: course(90, 0.6, 17) });
    for (const m of r.milestones) expect(m.weight).toBeGreaterThanOrEqual(80);
  });

  it("marks a diet break every 8 weeks, in the chosen strategy", () => {
    const actions = (plateauStrategy: TimelineInput["plateauStrategy"]) =>
      timeline({ ...losing, plateauStrategy }).milestones.map((m) => m.action);
    expect(actions("diet-break")[1]).toMatch(/^Diet break this week: for 7 days/);
    expect(actions("diet-break")[3]).toMatch(/^Diet break/);
    expect(actions("diet-break")[0]).toMatch(/^Check in/);
    expect(actions("refeed")[1]).toMatch(/^Refeed day this week/);
    expect(actions("activity")[1]).toMatch(/^Review your activity/);
    expect(actions("diet-break")[4]).toMatch(/^Goal reached/);
  });

  it("is empty when the plan keeps weight steady", () => {
    expect(
      timeline({ ...losing, direction: "maintain", weeksToGoal: null, weeklyKg: [90] }),
    ).toEqual({
      weeks: 0,
      months: 0,
      milestones: [],
      plateauWeeks: [],
    });
  });

  it("lists no milestones when the target is not reached, and says where the weight levels off", () => {
    const r = timeline({ ...losing, weeksToGoal: null, weeklyKg: [90], levelsOffKg: 82.04 });
    expect(r.weeks).toBe(0);
    expect(r.milestones).toEqual([]);
    expect(r.levelsOffKg).toBe(82);
    // The loss runs on, so every plateau is still ahead.
    expect(r.plateauWeeks).toEqual([3, 8]);
  });

  it("gives gain plans check-ins, no breaks and no plateaus", () => {
    const r = timeline({
      ...losing,
      direction: "gain",
      weightKg: 70,
      targetWeightKg: 75,
      weeksToGoal: 12,
      weeklyKg: course(70, -0.45, 12),
      bodyFatPct: 15,
    });
    expect(r.plateauWeeks).toEqual([]);
    expect(r.milestones.map((m) => m.weight)).toEqual([71.8, 73.6, 75]);
    expect(r.milestones[1]?.action).toMatch(/Check in/);
    expect(r.milestones[0]?.bodyFat).toBeUndefined();
  });
});

describe("plateauWeeks", () => {
  it.each([
    [2, 10, []],
    [3, 10, [3]],
    [8, 10, [3]],
    [9, 10, [3, 8]],
    [16, 10, [3, 8]],
    [17, 10, [3, 8, 16]],
    [17, 19.9, [3, 8, 16]],
    [17, 20, [3, 8]],
  ])("a %s-week plan at %s%% body fat plateaus at %j", (weeks, bodyFat, expected) => {
    expect(plateauWeeks(weeks, bodyFat)).toEqual(expected);
  });
});

describe("plateauPredictions", () => {
  it("explains each likely week with a cause, prevention and solutions", () => {
    const r = plateauPredictions([3, 8, 16]);
    expect(r.map((p) => p.likelyWeek)).toEqual([3, 8, 16]);
    for (const p of r) {
      expect(p.cause).toMatch(/^[A-Z].+\.$/);
      expect(p.prevention.length).toBeGreaterThanOrEqual(2);
      expect(p.solutions.length).toBeGreaterThanOrEqual(2);
    }
  });

  it("skips weeks it has nothing to say about", () => {
    expect(plateauPredictions([5])).toEqual([]);
  });
});
