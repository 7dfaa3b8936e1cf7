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
  today: "2026-01-01",
};

describe("timeline", () => {
  it("counts months as weeks / 4.33", () => {
    // 20 / 4.33 = 4.62 -> 4.6
    expect(timeline(losing).months).toBe(4.6);
  });

  it("lists the plan's milestones (milestones.ts), the goal week at the target among them", () => {
    const r = timeline(losing);
    expect(r.milestones.map((m) => m.kind)).toEqual([
      "early",
      "first-break",
      "five-percent",
      "halfway",
      "goal",
      "keep-off",
    ]);
    expect(r.milestones.find((m) => m.kind === "goal")).toMatchObject({ week: 20, weight: 80 });
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

  it("gives gain plans milestones of their own, and no plateaus", () => {
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
    expect(r.milestones.map((m) => [m.week, m.weight])).toEqual([
      [2, 70.9],
      [6, 72.7],
      [12, 75],
      [16, 75],
    ]);
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
