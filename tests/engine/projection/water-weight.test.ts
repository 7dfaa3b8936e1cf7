import { describe, expect, it } from "vitest";
import type { PlanCourse } from "../../../engine/plans/goal-week.ts";
import { projectWeight } from "../../../engine/projection/projection.ts";
import { waterWeight } from "../../../engine/projection/water-weight.ts";

// The worked example's man: 30, 180 cm, 80 kg, maintenance 2,759 kcal, 550 kcal a day under it.
const man: PlanCourse = {
  person: { sex: "male", age: 30, heightCm: 180, weightKg: 80 },
  pal: 1.55,
  maintenanceKcal: 2759,
  dailyDeficit: 550,
  targetWeightKg: 75,
};

describe("waterWeight: the early drop, from the chart's own model", () => {
  it("is the model's loss by day 14 less the tissue the deficit removes (550 x 14 / 7,700 = 1 kg)", () => {
    const model = projectWeight({
      ...man.person,
      pal: man.pal,
      maintenanceKcal: man.maintenanceKcal,
      intakeChangeKcal: -man.dailyDeficit,
      targetWeightKg: man.targetWeightKg,
      days: 14,
    });
    const loss = 80 - (model.weightKg[14] ?? NaN);
    expect(waterWeight(man).initial).toBe(Math.round((loss - 1) * 10) / 10);
    // Well under the old fixed 2.5 kg.
    expect(waterWeight(man).initial).toBeGreaterThan(0);
    expect(waterWeight(man).initial).toBeLessThan(1);
  });

  it("has none for a gain or a plan with no deficit", () => {
    expect(waterWeight({ ...man, dailyDeficit: -300, targetWeightKg: 85 })).toEqual({ initial: 0 });
    expect(waterWeight({ ...man, dailyDeficit: 0 })).toEqual({ initial: 0 });
  });

  it("is never negative, even when the target is reached within the two weeks", () => {
    expect(waterWeight({ ...man, targetWeightKg: 79.9 }).initial).toBeGreaterThanOrEqual(0);
  });
});
