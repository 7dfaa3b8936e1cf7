import { describe, expect, it } from "vitest";
import {
  MAX_SURPLUS,
  MIN_SURPLUS,
  planEnergy,
  type EnergyPlanInput,
} from "../../../engine/plans/plan-energy.ts";

const adult: EnergyPlanInput = {
  maintenance: 2759,
  weightKg: 80,
  targetWeightKg: 75,
  lossRate: 0.5,
  limits: { maxLossRate: 2, maxDeficit: Infinity, floor: 1500 },
  allowDeficit: true,
};

describe("planEnergy", () => {
  it("takes lossRate x 7,700 / 7 off maintenance to lose", () => {
    expect(planEnergy(adult)).toMatchObject({
      direction: "lose",
      targetCalories: 2209,
      dailyDeficit: 550,
      weeklyLoss: 0.5,
      weeksToGoal: 10,
      flooredAtMinimum: false,
      warnings: [],
    });
  });

  it("plans the safe rate, not the one asked for, with a high warning", () => {
    const r = planEnergy({ ...adult, lossRate: 1, limits: { ...adult.limits, maxLossRate: 0.5 } });
    expect(r.weeklyLoss).toBe(0.5);
    expect(r.warnings[0]?.type).toBe("high");
    expect(r.warnings[0]?.message).toContain("0.5 kg a week, not 1 kg");
  });

  it("caps the deficit at the most allowed, with a medium warning", () => {
    const r = planEnergy({ ...adult, lossRate: 1, limits: { ...adult.limits, maxDeficit: 750 } });
    expect(r.dailyDeficit).toBe(750);
    expect(r.warnings.map((w) => w.type)).toEqual(["medium"]);
  });

  it("keeps a body-recomposition deficit between the shares of maintenance", () => {
    const share = { min: 0.1, max: 0.2 };
    // 10% of 2759 = 275.9 -> 2483; 20% = 551.8 -> 2207
    expect(planEnergy({ ...adult, lossRate: 0.25, deficitShare: share }).targetCalories).toBe(2483);
    expect(planEnergy({ ...adult, lossRate: 2, deficitShare: share }).targetCalories).toBe(2207);
  });

  it("holds the target at the floor and counts the weeks on the real deficit", () => {
    // 1800 - 1100 = 700 -> 1500; real deficit 300 = 0.27 kg a week; 5 / 0.2727 = 18.3 -> 19
    const r = planEnergy({ ...adult, maintenance: 1800, lossRate: 1 });
    expect(r).toMatchObject({
      targetCalories: 1500,
      dailyDeficit: 300,
      weeklyLoss: 0.27,
      weeksToGoal: 19,
      flooredAtMinimum: true,
    });
  });

  it("plans no loss, with a critical warning, when maintenance is at or under the floor", () => {
    const r = planEnergy({ ...adult, maintenance: 1400 });
    expect(r).toMatchObject({
      direction: "maintain",
      targetCalories: 1500,
      weeksToGoal: null,
      weeklyLoss: 0,
      flooredAtMinimum: true,
    });
    expect(r.warnings.at(-1)?.type).toBe("critical");
    expect(r.warnings.at(-1)?.message).toContain("1,500 kcal a day");
  });

  it("tells a body that uses less than the floor so, and names no pace it did not plan", () => {
    // A woman of 110 cm: 884 kcal a day, floor 1,200, asking for 1 kg a week with a 0.5 cap.
    const small = {
      ...adult,
      maintenance: 884.4,
      lossRate: 1,
      limits: { maxLossRate: 0.5, maxDeficit: Infinity, floor: 1200 },
    };
    const used =
      "Your body uses about 884 kcal a day. We never plan under 1,200 kcal, so your target is more than you use and your weight may slowly go up.";
    const losing = planEnergy(small);
    expect(losing).toMatchObject({ direction: "maintain", targetCalories: 1200 });
    expect(losing.warnings).toEqual([
      expect.objectContaining({
        type: "critical",
        message:
          "Your body uses about 884 kcal a day, less than 1,200 kcal, the lowest target we can plan safely for you. So we have not planned any weight loss, and at 1,200 kcal a day your weight may slowly go up.",
      }),
    ]);
    // No deficit allowed (a variant's BMI rule, say): the same words, as a high warning.
    const held = planEnergy({ ...small, allowDeficit: false });
    expect(held.warnings).toEqual([expect.objectContaining({ type: "high", message: used })]);
    // At the goal weight already.
    expect(planEnergy({ ...small, targetWeightKg: 80 }).warnings).toEqual(held.warnings);
  });

  it("plans maintenance itself, not a deficit, when maintenance is exactly the floor", () => {
    const r = planEnergy({ ...adult, maintenance: 1500 });
    expect(r).toMatchObject({
      direction: "maintain",
      targetCalories: 1500,
      dailyDeficit: 0,
      weeksToGoal: null,
      flooredAtMinimum: false,
    });
    expect(r.warnings.map((w) => w.type)).toContain("critical");
  });

  it("says when body recomposition's 10-20% deficit changes the rate chosen, and not otherwise", () => {
    const share = { min: 0.1, max: 0.2 };
    // 2 kg a week asks for 2,200 kcal; 20% of 2759 = 551.8 kcal, 551.8 x 7 / 7700 = 0.5 kg a week
    const fast = planEnergy({ ...adult, lossRate: 2, deficitShare: share });
    expect(fast.warnings).toEqual([
      expect.objectContaining({
        type: "medium",
        message: expect.stringContaining(
          "10 to 20% of your maintenance, so we have planned 0.5 kg a week rather than the 2 kg you chose",
        ) as unknown,
      }),
    ]);
    // 0.5 kg a week is 550 kcal, already within 275.9-551.8
    expect(planEnergy({ ...adult, lossRate: 0.5, deficitShare: share }).warnings).toEqual([]);
  });

  it(`keeps a surplus between ${MIN_SURPLUS} and ${MAX_SURPLUS} kcal to gain`, () => {
    const gain = { ...adult, targetWeightKg: 85 };
    expect(planEnergy({ ...gain, lossRate: 0.25 }).dailyDeficit).toBe(-275);
    expect(planEnergy({ ...gain, lossRate: 1 }).dailyDeficit).toBe(-500);
    expect(planEnergy({ ...gain, lossRate: 0.1 }).dailyDeficit).toBe(-200);
    expect(planEnergy({ ...gain, lossRate: 1 }).direction).toBe("gain");
  });

  it("never plans a gain under the floor", () => {
    const r = planEnergy({ ...adult, maintenance: 900, targetWeightKg: 85 });
    expect(r.targetCalories).toBe(1500);
    expect(r.flooredAtMinimum).toBe(true);
    expect(r.weeksToGoal).not.toBeNull();
  });

  it("plans maintenance at the goal weight", () => {
    expect(planEnergy({ ...adult, targetWeightKg: 80 })).toMatchObject({
      direction: "maintain",
      targetCalories: 2759,
      dailyDeficit: 0,
      weeksToGoal: null,
    });
  });

  it("plans maintenance (never under the floor) when no deficit is allowed", () => {
    const r = planEnergy({ ...adult, allowDeficit: false, lossRate: 2 });
    expect(r).toMatchObject({ direction: "maintain", targetCalories: 2759, dailyDeficit: 0 });
    expect(planEnergy({ ...adult, maintenance: 1300, allowDeficit: false }).targetCalories).toBe(
      1500,
    );
  });
});
