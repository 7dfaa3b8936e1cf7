import { describe, expect, it } from "vitest";
import { advancedPlan, type AdvancedInput } from "../../../engine/plans/advanced-plan.ts";
import { basicPlan } from "../../../engine/plans/basic-plan.ts";
import { parseBasicInput } from "../../../engine/input/parse-input.ts";
import { linearProjection } from "../../../engine/projection/linear-projection.ts";
import { planProjection } from "../../../engine/projection/plan-projection.ts";
import { projectWeight } from "../../../engine/projection/projection.ts";
import { WORKED_EXAMPLE } from "../fixtures/worked-example.ts";

// The worked example (tests/engine/fixtures/worked-example.ts): 550 kcal a day under his
// maintenance of 2,759 kcal; the straight line reaches 75 kg in week 10, the model in week 12.
const example = WORKED_EXAMPLE;
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
    const plan = basicPlan(
      parseBasicInput({ ...example, age: "30", height: "180 cm", weight: "80,0" }),
    );
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
    // The model reaches 75 kg on day 78; two weeks more, to whole weeks, is 98 days.
    expect(projection.days).toBe(98);
    expect(projection.goalWeek).toBe(10);
    expect(projection.day).toEqual([0, 7, 14, 21, 28, 35, 42, 49, 56, 63, 70, 77, 84, 91, 98]);
    const model = projectWeight({
      sex: "male",
      age: 30,
      heightCm: 180,
      weightKg: 80,
      pal: 1.55,
      intakeChangeKcal: -550,
      maintenanceKcal: 2759,
      targetWeightKg: 75,
      days: 98,
    });
    expect(projection.weightKg).toEqual(projection.day.map((d) => model.weightKg[d]));
    expect(projection.atGoalKg).toBe(model.weightKg[70]);
    expect(projection.endKg).toBe(model.weightKg[98]);
  });

  it("shows the whole journey: the model reaches the target, then holds there", () => {
    // 65 kg at 0.5 kg a week: 30 weeks by the straight line, a year by the model.
    const projection = basicPlan({ ...example, targetWeight: 65 }).projection;
    if (!projection) throw new Error("expected a projection");
    expect(projection.goalWeek).toBe(30);
    expect(projection.reachDay).toBe(365);
    expect(projection.days).toBeGreaterThanOrEqual(365 + 14);
    expect(projection.days % 7).toBe(0);
    expect(projection.weightKg.at(-1)).toBe(65);
    expect(projection.weightKg.at(-2)).toBe(65);
  });

  it("carries the band at 10% either way, and it contains the line", () => {
    const projection = basicPlan(example).projection;
    if (!projection) throw new Error("expected a projection");
    const band = projectWeight({
      sex: "male",
      age: 30,
      heightCm: 180,
      weightKg: 80,
      pal: 1.55,
      intakeChangeKcal: -550,
      maintenanceKcal: 2759,
      targetWeightKg: 75,
      days: 98,
      spread: 0.1,
    });
    expect(projection.spread).toBe(0.1);
    expect(projection.lowKg).toEqual(projection.day.map((d) => band.lowKg?.[d]));
    expect(projection.highKg).toEqual(projection.day.map((d) => band.highKg?.[d]));
    projection.weightKg.forEach((w, i) => {
      expect(projection.lowKg[i]).toBeLessThanOrEqual(w);
      expect(projection.highKg[i]).toBeGreaterThanOrEqual(w);
    });
  });

  it("gives the band, and its date, on the day the model reaches the target", () => {
    const projection = basicPlan(example).projection;
    expect(projection?.startDate).toBe("2026-01-01");
    expect(projection?.reachDay).toBe(78);
    expect(projection?.atTarget).toEqual({
      day: 78,
      date: "2026-03-20",
      weightKg: 75,
      lowKg: 75,
      highKg: expect.closeTo(77.45, 2) as number,
    });
    // Someone whose maintenance is 10% lower gets there too, later.
    expect(projection?.slowReachDay).toBe(184);
  });

  it("for a gain, the lower edge is the slower one", () => {
    const projection = basicPlan(
      { ...example, targetWeight: 85, lossRate: 0.25 },
      "muscle-gain",
    ).projection;
    expect(projection?.losing).toBe(false);
    expect(projection?.atTarget.highKg).toBe(85);
    expect(projection?.atTarget.lowKg).toBeLessThan(85);
    expect(projection?.lowKg.at(-1)).toBeLessThan(85);
  });

  it("runs two years, and gives the band on the last day, when the model does not get there", () => {
    const person = { sex: "male" as const, age: 30, heightCm: 180, weightKg: 80 };
    const projection = planProjection({
      person,
      pal: 1.55,
      maintenanceKcal: 2759,
      dailyDeficit: 200,
      weeksToGoal: 58,
      targetWeightKg: 68,
      today: "2026-01-01",
    });
    expect(projection?.days).toBe(728);
    expect(projection?.reachDay).toBeNull();
    expect(projection?.slowReachDay).toBeNull();
    expect(projection?.atTarget).toMatchObject({ day: 728, date: "2027-12-30" });
    expect(projection?.atTarget.weightKg).toBe(projection?.endKg);
    expect(projection?.atTarget.weightKg).toBeGreaterThan(68);
  });

  it("holds the straight 7,700 kcal per kg line at the target once it gets there", () => {
    const projection = basicPlan(example).projection;
    const line = linearProjection({ weightKg: 80, dailyDeficitKcal: 550, days: 98 });
    expect(projection?.linearKg[0]).toBe(80);
    expect(projection?.linearKg[10]).toBeCloseTo(75, 9);
    expect(projection?.linearKg.at(-1)).toBe(75);
    expect(line.weightKg[98]).toBeLessThan(75);
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
    const p = {
      person,
      pal: 1.55,
      dailyDeficit: 550,
      weeksToGoal: 10,
      targetWeightKg: 75,
      today: "2026-01-01",
    };
    // The model runs from maintenances of 500 to 10,000 kcal a day.
    expect(planProjection({ ...p, maintenanceKcal: 12_000 })).toBeUndefined();
    expect(planProjection({ ...p, maintenanceKcal: 2759 })).toBeDefined();
  });
});
