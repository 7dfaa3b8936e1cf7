import { describe, expect, it } from "vitest";
import { milestones, type MilestonesInput } from "../../../engine/projection/milestones.ts";
import { PLATEAU_STRATEGIES } from "../../../engine/projection/timeline.ts";

/**
 * A course that slows as a lighter body uses less: `first` kg in week 1, falling evenly to
 * half of it in the last week, `weeks` weeks in all (a gain when `first` is negative).
 */
function slowing(from: number, first: number, weeks: number): number[] {
  const course = [from];
  for (let week = 1; week <= weeks; week++) {
    const loss = first * (1 - (0.5 * (week - 1)) / (weeks - 1));
    course.push((course[week - 1] ?? from) - loss);
  }
  return course;
}

// 90 kg to 75 kg in 40 weeks: 0.5 kg in week 1, 0.25 kg in week 40 (15 kg in all).
const losing: MilestonesInput = {
  direction: "lose",
  weightKg: 90,
  targetWeightKg: 75,
  weeks: 40,
  weeklyKg: slowing(90, 0.5, 40),
  plateauStrategy: "diet-break",
  today: "2026-01-01",
};

describe("milestones", () => {
  it("marks, for a loss, the early weeks, 5%, the first break, halfway, the slowing, the goal and after", () => {
    // Lost by the end of week n: 0.5n - 0.25 n(n - 1) / 78 kg.
    // 5% (4.5 kg): 4.27 kg by week 9, 4.71 by week 10. Halfway (7.5 kg): 7.63 by week 17.
    // Weeks 3 to 10 lose 3.72 kg; the 8 weeks to week 25 lose 2.97, a fifth less (week 24: 3.0).
    expect(milestones(losing).map((m) => [m.week, m.kind])).toEqual([
      [2, "early"],
      [8, "first-break"],
      [10, "five-percent"],
      [17, "halfway"],
      [25, "slower"],
      [40, "goal"],
      [44, "keep-off"],
    ]);
  });

  it("says something new at each milestone, and the weeks rise", () => {
    const plans: MilestonesInput[] = [];
    for (const plateauStrategy of PLATEAU_STRATEGIES) {
      for (const weeks of [2, 3, 7, 13, 40, 108]) {
        plans.push({
          ...losing,
          plateauStrategy,
          weeks,
          weeklyKg: slowing(90, 15 / weeks / 0.75, weeks),
        });
        plans.push({
          ...losing,
          direction: "gain",
          targetWeightKg: 95,
          plateauStrategy,
          weeks,
          weeklyKg: slowing(90, -5 / weeks / 0.75, weeks),
        });
      }
    }
    for (const plan of plans) {
      const list = milestones(plan);
      const sentences = list.map((m) => m.action);
      expect(new Set(sentences).size, sentences.join(" | ")).toBe(sentences.length);
      const weeks = list.map((m) => m.week);
      for (let i = 1; i < weeks.length; i++) expect(weeks[i]).toBeGreaterThan(weeks[i - 1] ?? 0);
      // One sentence each, starting with a capital or a figure.
      for (const s of sentences) expect(s).toMatch(/^[A-Z\d][^.]+\.$/);
    }
  });

  it("dates each milestone to the last day of its week, counted from the plan's first day", () => {
    const list = milestones(losing);
    expect(list[0]).toMatchObject({ week: 2, date: "2026-01-15" });
    expect(list.at(-1)).toMatchObject({ week: 44, date: "2026-11-05" });
  });

  it("dates the goal to the day the target is reached, and what follows from it", () => {
    // Day 276 is in week 40 (days 274 to 280): 4 October 2026; 4 weeks on, 1 November.
    const list = milestones({ ...losing, goalDay: 276 });
    expect(list.slice(-2).map((m) => m.date)).toEqual(["2026-10-04", "2026-11-01"]);
  });

  it("gives the projected weight, rounded away from the target until the goal, then the target", () => {
    const list = milestones(losing);
    // Week 2: 90 - 0.5 - 0.4936 = 89.006 -> 89.1
    expect(list[0]?.weight).toBe(89.1);
    expect(list.filter((m) => m.week >= 40).map((m) => m.weight)).toEqual([75, 75]);
    // Week 12 is 80.03 kg: shown as 80.1, not 80, in a 13-week plan to 80 kg
    const close = milestones({
      ...losing,
      targetWeightKg: 80,
      weeks: 13,
      weeklyKg: [90, 89.1, 88.6, 88, 87, 86, 85, 84, 83, 82, 81, 80.5, 80.03, 80],
    });
    expect(close.find((m) => m.kind === "slower")).toBeUndefined();
    for (const m of close) if (m.week < 13) expect(m.weight).toBeGreaterThan(80);
  });

  it("keeps one milestone a week: 5% lost at halfway is told once, as the health benefit", () => {
    // 90 kg to 81.5: halfway (85.75 kg) is passed the week 5% (85.5 kg) is.
    const list = milestones({
      ...losing,
      targetWeightKg: 81.5,
      weeks: 20,
      weeklyKg: slowing(90, 8.5 / 20 / 0.75, 20),
    });
    const kinds = list.map((m) => m.kind);
    expect(kinds).toContain("five-percent");
    expect(kinds).not.toContain("halfway");
  });

  it("leaves out what falls at or after the goal: a 2-week plan has the goal and after", () => {
    expect(milestones({ ...losing, weeks: 2, weeklyKg: [90, 89, 88] }).map((m) => m.kind)).toEqual([
      "goal",
      "keep-off",
    ]);
  });

  it("tells the first break in the chosen strategy, once", () => {
    const breakSentence = (plateauStrategy: MilestonesInput["plateauStrategy"]) =>
      milestones({ ...losing, plateauStrategy }).find((m) => m.kind === "first-break")?.action;
    expect(breakSentence("diet-break")).toMatch(/^First diet break: eat at maintenance for 7 days/);
    expect(breakSentence("refeed")).toMatch(/^First refeed day/);
    expect(breakSentence("activity")).toMatch(/^If loss slows, add a walk/);
  });

  it("gives a gain the early weeks, halfway, the goal and holding it: no 5%, breaks or slowing", () => {
    const list = milestones({
      ...losing,
      direction: "gain",
      weightKg: 70,
      targetWeightKg: 75,
      weeks: 20,
      weeklyKg: slowing(70, -5 / 20 / 0.75, 20),
    });
    expect(list.map((m) => m.kind)).toEqual(["early", "halfway", "goal", "keep-off"]);
    expect(list.map((m) => m.weight).at(-1)).toBe(75);
  });

  it("gives body fat only when a figure was given, falling 0.2 points a week to the goal, never under 5%", () => {
    expect(milestones(losing)[0]?.bodyFat).toBeUndefined();
    const fat = milestones({ ...losing, bodyFatPct: 12 });
    // 12 - 0.2 x 2 = 11.6; week 40: 12 - 8 = 4 -> 5; after the goal it stays there.
    expect(fat[0]?.bodyFat).toBe(11.6);
    expect(fat.slice(-2).map((m) => m.bodyFat)).toEqual([5, 5]);
  });
});
