import { describe, expect, it } from "vitest";
import {
  plateauPredictions,
  plateauWeeks,
  timeline,
  type TimelineInput,
} from "../../engine/timeline.ts";

const losing: TimelineInput = {
  direction: "lose",
  weightKg: 90,
  targetWeightKg: 80,
  weeklyLoss: 0.5,
  weeksToGoal: 20,
  effectiveBodyFatPct: 25,
  plateauStrategy: "diet-break",
};

describe("timeline", () => {
  it("counts months as weeks / 4.33", () => {
    // 20 / 4.33 = 4.62 -> 4.6
    expect(timeline(losing).months).toBe(4.6);
  });

  it("puts a milestone every 4 weeks on the straight line, and the goal at the end", () => {
    expect(timeline(losing).milestones.map((m) => [m.week, m.weight])).toEqual([
      [4, 88],
      [8, 86],
      [12, 84],
      [16, 82],
      [20, 80],
    ]);
  });

  it("gives body fat only when a figure was given, falling 0.2 points a week, never under 5%", () => {
    expect(timeline(losing).milestones[0]?.bodyFat).toBeUndefined();
    const lean = timeline({ ...losing, bodyFatPct: 7, weeksToGoal: 20 });
    // 7 - 0.2 x 4 = 6.2; 7 - 0.2 x 12 = 4.6 -> 5
    expect(lean.milestones.map((m) => m.bodyFat)).toEqual([6.2, 5.4, 5, 5, 5]);
  });

  it("lists at most two years of milestones, then the goal week", () => {
    const long = timeline({ ...losing, targetWeightKg: 30, weeklyLoss: 0.25, weeksToGoal: 240 });
    const weeks = long.milestones.map((m) => m.week);
    expect(weeks.at(-2)).toBe(100);
    expect(weeks.at(-1)).toBe(240);
    expect(long.milestones.at(-1)?.weight).toBe(30);
  });

  it("never projects past the target weight", () => {
    // 0.6 kg a week for 10 kg: 17 weeks; week 16 would be 80.4
    const r = timeline({ ...losing, weeklyLoss: 0.6, weeksToGoal: 17 });
    for (const m of r.milestones) expect(m.weight).toBeGreaterThanOrEqual(80);
  });

  it("is empty when no goal week can be given", () => {
    expect(timeline({ ...losing, weeksToGoal: null })).toEqual({
      weeks: 0,
      months: 0,
      milestones: [],
      plateauWeeks: [],
    });
  });

  it("gives gain plans check-ins, no breaks and no plateaus", () => {
    const r = timeline({
      ...losing,
      direction: "gain",
      weightKg: 70,
      targetWeightKg: 75,
      weeklyLoss: -0.45,
      weeksToGoal: 12,
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
