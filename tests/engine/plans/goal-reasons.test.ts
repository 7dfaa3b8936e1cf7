import { describe, expect, it } from "vitest";
import { goalReasons, type GoalReasonsInput } from "../../../engine/plans/goal-reasons.ts";
import { basicPlan } from "../../../engine/plans/basic-plan.ts";

// A woman of 34, 165 cm, losing to 70 kg: BMI 70 / 1.65² = 25.7, overweight; a healthy
// weight for her height is up to 24.9 x 1.65² = 67.79, so 67.7 kg.
const woman: GoalReasonsInput = {
  direction: "lose",
  weeks: 36,
  lineWeeks: 24,
  maintenanceAtGoal: 1850,
  targetWeightKg: 70,
  heightCm: 165,
  age: 34,
  units: "metric",
};

function texts(p: GoalReasonsInput): string[] {
  return goalReasons(p).reasons.map((r) => `${r.figure} ${r.text}`);
}

describe("goalReasons: each goal figure with its reason", () => {
  it("gives the weeks to the goal beside the straight line's, and why they differ", () => {
    expect(texts(woman)[0]).toBe(
      "36 weeks to your goal, not 24 at a steady rate: your body uses less energy as you get lighter, so weight loss slows down.",
    );
    expect(goalReasons(woman).steadyRateWeeks).toBe(24);
  });

  it("says a gain slows because the body uses more as it gets heavier", () => {
    const [weeks] = texts({ ...woman, direction: "gain", targetWeightKg: 60 });
    expect(weeks).toContain("uses more energy as you get heavier, so weight gain slows down");
  });

  it("gives no contrast when the straight line takes as long", () => {
    expect(texts({ ...woman, weeks: 8, lineWeeks: 8 })[0]).toBe(
      "8 weeks to your goal, at a steady rate.",
    );
  });

  it("gives the calories that hold the target, with thousands separators", () => {
    expect(texts(woman)[1]).toBe(
      "1,850 kcal a day keeps you at 70 kg once you get there, if you stay as active as you are now.",
    );
  });

  it("notes a target still above BMI 25 as a good first step, with the healthy weight", () => {
    const r = goalReasons(woman);
    expect(r.targetBmi).toEqual({ bmi: 25.7, category: "overweight" });
    expect(texts(woman)[2]).toBe(
      "BMI 25.7 at 70 kg, still in the overweight range, but a good first step. A healthy weight for your height is up to 67.7 kg.",
    );
  });

  it("names the obese range for a target at BMI 30 or more, in the visitor's units", () => {
    const [, , bmi] = texts({ ...woman, targetWeightKg: 85, units: "imperial" });
    expect(bmi).toBe(
      "BMI 31.2 at 13 st 5 lb, still in the obese range, but a good first step. A healthy weight for your height is up to 10 st 9 lb.",
    );
  });

  it("uses NICE's lower thresholds only when the plan knows the family background", () => {
    const at24 = { ...woman, targetWeightKg: 65.5 };
    expect(goalReasons(at24).targetBmi).toBeNull();
    expect(goalReasons({ ...at24, thresholds: "lower-threshold" }).targetBmi).toEqual({
      bmi: 24.1,
      category: "overweight",
    });
    expect(texts({ ...at24, thresholds: "lower-threshold" })[2]).toContain("up to 62.3 kg");
  });

  it("makes no BMI note for a healthy target, a gain, a teenager or an adult of 65 or more", () => {
    expect(goalReasons({ ...woman, targetWeightKg: 67 }).targetBmi).toBeNull();
    expect(goalReasons({ ...woman, direction: "gain", targetWeightKg: 75 }).targetBmi).toBeNull();
    expect(goalReasons({ ...woman, age: 17 }).targetBmi).toBeNull();
    expect(goalReasons({ ...woman, age: 65 }).targetBmi).toBeNull();
    expect(goalReasons({ ...woman, age: 64 }).targetBmi).not.toBeNull();
  });

  it("says nothing when the plan keeps weight steady or never reaches the goal", () => {
    const steady = { ...woman, direction: "maintain" as const, maintenanceAtGoal: null };
    expect(goalReasons(steady)).toEqual({ steadyRateWeeks: null, targetBmi: null, reasons: [] });
    expect(goalReasons({ ...woman, weeks: null }).reasons.map((r) => r.kind)).toEqual([
      "maintenance",
      "bmi",
    ]);
  });
});

describe("basicPlan's reasons", () => {
  it("give the worked example's 12 weeks against the straight line's 10", () => {
    // docs/plans.md, "A worked example": the line reaches 75 kg in week 10, the model in 12.
    const plan = basicPlan({
      age: 30,
      gender: "male",
      height: 180,
      weight: 80,
      activity: 1.55,
      targetWeight: 75,
      lossRate: 0.5,
      today: "2026-01-01",
    });
    expect(plan.goalReasons?.steadyRateWeeks).toBe(10);
    expect(plan.goalReasons?.reasons[0]?.figure).toBe("12 weeks");
    expect(plan.goalReasons?.reasons[1]?.figure).toBe(
      `${plan.maintenanceAtGoal?.toLocaleString("en-GB")} kcal a day`,
    );
    // 75 kg at 180 cm is BMI 23.1: healthy, so no note.
    expect(plan.goalReasons?.targetBmi).toBeNull();
  });
});
