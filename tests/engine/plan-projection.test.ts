import { describe, expect, it } from "vitest";
import { advancedPlan, type AdvancedInput } from "../../engine/advanced-plan.ts";
import { basicPlan, type BasicInput } from "../../engine/basic-plan.ts";
import { linearProjection } from "../../engine/linear-projection.ts";
import { planProjection } from "../../engine/plan-projection.ts";
import { projectWeight } from "../../engine/projection.ts";

// The worked example: 30, male, 180 cm, 80 kg, moderately active, 75 kg at 0.5 kg a week:
// maintenance 2,759 kcal, 550 kcal a day under it, 10 weeks to goal.
const example: BasicInput = {
  age: 30,
  gender: "male",
  height: 180,
  weight: 80,
  activity: 1.55,
  targetWeight: 75,
  lossRate: 0.5,
  today: "2026-01-01",
};
const advanced: AdvancedInput = {
  age: 30,
  gender: "male",
  height: 180,
  weight: 80,
  bodyFat: 20,
  targetWeight: 75,
  lossRate: 0.5,
  baseActivity: 1.55,
  bmrFormula: "mifflin",
  today: "2026-01-01",
};

describe("a plan's result names the person it planned for", () => {
  it("in cm and kg, as numbers, however the input gave them", () => {
    const plan = basicPlan({ ...example, age: "30", height: "180 cm", weight: "80,0" });
    expect(plan.person).toEqual({
      sex: "male",
      age: 30,
      heightCm: 180,
      weightKg: 80,
      activity: 1.55,
      targetWeightKg: 75,
    });
  });

  it("by age and sex alone for a child's energy needs", () => {
    expect(basicPlan({ age: 9, gender: "female" }, "kids").person).toEqual({
      sex: "female",
      age: 9,
    });
  });

  it("with the weight before pregnancy, which the plan works from", () => {
    const plan = basicPlan(
      { ...example, gender: "female", trimester: 2, prePregnancyWeight: 64 },
      "pregnancy",
    );
    expect(plan.person).toMatchObject({ weightKg: 80, prePregnancyWeightKg: 64 });
    expect(plan.projection).toBeUndefined();
  });

  it("with body fat and the base activity in the advanced plan", () => {
    expect(advancedPlan(advanced).person).toEqual({
      sex: "male",
      age: 30,
      heightCm: 180,
      weightKg: 80,
      bodyFatPct: 20,
      targetWeightKg: 75,
      activity: 1.55,
    });
  });
});

describe("a plan's result holds its weight projection", () => {
  it("follows the dynamic model from the plan's own maintenance, week by week", () => {
    const plan = basicPlan(example);
    const projection = plan.projection;
    if (!projection) throw new Error("expected a projection");
    // 10 weeks to goal: shown to 12.5 weeks, 88 days.
    expect(projection.days).toBe(88);
    expect(projection.goalWeek).toBe(10);
    expect(projection.day).toEqual([0, 7, 14, 21, 28, 35, 42, 49, 56, 63, 70, 77, 84, 88]);
    const model = projectWeight({
      sex: "male",
      age: 30,
      heightCm: 180,
      weightKg: 80,
      pal: 1.55,
      intakeChangeKcal: -550,
      maintenanceKcal: 2759,
      targetWeightKg: 75,
      days: 88,
    });
    expect(projection.weightKg).toEqual(projection.day.map((d) => model.weightKg[d]));
    expect(projection.atGoalKg).toBe(model.weightKg[70]);
    expect(projection.endKg).toBe(model.weightKg[88]);
  });

  it("holds the straight 7,700 kcal per kg line at the target once it gets there", () => {
    const projection = basicPlan(example).projection;
    const line = linearProjection({ weightKg: 80, dailyDeficitKcal: 550, days: 88 });
    expect(projection?.linearKg[0]).toBe(80);
    expect(projection?.linearKg[10]).toBeCloseTo(75, 9);
    expect(projection?.linearKg.at(-1)).toBe(75);
    expect(line.weightKg[88]).toBeLessThan(75);
  });

  it("shows that loss slows: the model is still above the target in the goal week", () => {
    const projection = basicPlan(example).projection;
    expect(projection?.atGoalKg).toBeGreaterThan(75);
    expect(projection?.atGoalKg).toBeLessThan(80);
  });

  it("is absent when the plan keeps weight steady", () => {
    // Already under a healthy weight: no deficit is planned.
    const steady = basicPlan({
      ...example,
      gender: "female",
      height: 170,
      weight: 50,
      targetWeight: 48,
    });
    expect(steady.direction).toBe("maintain");
    expect(steady.projection).toBeUndefined();
    expect(Object.keys(steady)).not.toContain("projection");
  });

  it("is worked out once and kept, and shows in a copy of the result", () => {
    const plan = advancedPlan(advanced);
    expect(plan.projection).toBe(plan.projection);
    expect({ ...plan }.projection).toBe(plan.projection);
    expect(plan.projection?.weightKg[0]).toBe(80);
  });

  it("is absent rather than failing when the model cannot run for a plan", () => {
    const person = { sex: "male" as const, age: 30, heightCm: 180, weightKg: 80 };
    const p = { person, pal: 1.55, dailyDeficit: 550, weeksToGoal: 10, targetWeightKg: 75 };
    // The model runs from maintenances of 500 to 10,000 kcal a day.
    expect(planProjection({ ...p, maintenanceKcal: 12_000 })).toBeUndefined();
    expect(planProjection({ ...p, maintenanceKcal: 2759 })).toBeDefined();
  });
});
