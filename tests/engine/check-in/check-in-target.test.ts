import { describe, expect, it } from "vitest";
import { basicPlan, type BasicInput } from "../../../engine/plans/basic-plan.ts";
import {
  checkInTarget,
  type CheckInTargetInput,
} from "../../../engine/check-in/check-in-target.ts";
import { badNumbers, badOptionalNumbers, expectInputError } from "../input-error-helpers.ts";

const woman: BasicInput = {
  age: 35,
  gender: "female",
  height: 165,
  weight: 80,
  activity: 1.375,
  targetWeight: 68,
  lossRate: 0.5,
};
const measured = (maintenanceKcal: number, extra: Partial<CheckInTargetInput> = {}) => ({
  ...woman,
  maintenanceKcal,
  ...extra,
});

describe("checkInTarget: the new daily target from a measured maintenance", () => {
  it("takes the chosen pace's deficit from the measured maintenance: 2,310 - 550 = 1,760", () => {
    const r = checkInTarget(measured(2310));
    expect(r.direction).toBe("lose");
    expect(r.targetCalories).toBe(1760);
    expect(r.weeklyLoss).toBe(0.5);
    expect(r.maintenance).toBe(2310);
  });

  it.each([
    ["default", {}],
    ["safe", { lossRate: 1 }],
    ["body-recomposition", { lossRate: 1 }],
    ["breastfeeding", { weeksPostpartum: 12, lossRate: 0.75 }],
    ["breastfeeding", { weeksPostpartum: 3 }],
    // BMI 29.4: the lower 200 kcal surplus, to a target under BMI 30
    ["muscle-gain", { targetWeight: 81 }],
    ["pregnancy", { trimester: 3 }],
  ] as const)(
    "from the formula's own maintenance, gives basicPlan's target (%s)",
    (variant, extra) => {
      const plan = basicPlan({ ...woman, ...extra }, variant);
      const r = checkInTarget(measured(plan.maintenance, extra), variant);
      expect(r.targetCalories).toBe(plan.targetCalories);
      expect(r.direction).toBe(plan.direction);
      expect(r.weeklyLoss).toBe(plan.weeklyLoss);
    },
  );

  it("never goes under the floor, and says so when the floor holds the pace back", () => {
    const r = checkInTarget(measured(1500, { lossRate: 1 }));
    expect(r.targetCalories).toBe(1200);
    expect(r.flooredAtMinimum).toBe(true);
    expect(r.weeklyLoss).toBeLessThan(1);
    expect(r.warnings.some((w) => /the lowest we plan for you/.test(w.message))).toBe(true);
  });

  it("plans no loss when the measured maintenance is at the floor", () => {
    const r = checkInTarget(measured(1150));
    expect(r.direction).toBe("maintain");
    expect(r.targetCalories).toBe(1200);
    expect(r.flooredAtMinimum).toBe(true);
    expect(r.warnings).toEqual([
      expect.objectContaining({
        type: "critical",
        // The floor is more than the body uses: the weight may go up, not hold.
        message: expect.stringContaining(
          "Your body uses about 1,150 kcal a day, less than 1,200 kcal, the lowest target we can plan safely for you.",
        ) as unknown,
      }),
    ]);
  });

  it("keeps to 0.5 kg a week for teenagers whatever pace was chosen", () => {
    // BMI 31.2, over the IOTF obesity cut-off; 2,600 - 550 stays over her floor (SACN's 2,390
    // for a girl of 15, less 500)
    const r = checkInTarget(measured(2600, { age: 15, weight: 85, lossRate: 1 }));
    expect(r.weeklyLoss).toBe(0.5);
  });

  it("plans no deficit for someone under BMI 18.5", () => {
    const r = checkInTarget(measured(1900, { weight: 48, targetWeight: 46 }));
    expect(r.direction).toBe("maintain");
    expect(r.targetCalories).toBe(1900);
  });

  it("children: the measured maintenance, and no deficit", () => {
    const r = checkInTarget({ age: 10, gender: "male", maintenanceKcal: 1700 }, "kids");
    expect(r.targetCalories).toBe(1700);
    expect(r.direction).toBe("maintain");
  });

  it("adds nothing for milk while breastfeeding: it is already in what was measured", () => {
    const r = checkInTarget(measured(2600, { weeksPostpartum: 20 }), "breastfeeding");
    expect(r.targetCalories).toBe(2600 - 550);
  });
});

describe("checkInTarget: likely under-counted food never lowers the target", () => {
  const plan = basicPlan(woman);

  it("plans from the formula when the flagged estimate is lower: the basic plan's target", () => {
    const r = checkInTarget(
      measured(1350, { likelyUnderCounted: true, formulaKcal: plan.maintenance }),
    );
    expect(r.targetCalories).toBe(plan.targetCalories);
    expect(r.heldAtFormula).toBe(true);
    expect(r.maintenance).toBe(plan.maintenance);
    // Unflagged, the same estimate plans from itself: down at the floor, with a warning.
    const unflagged = checkInTarget(measured(1350, { formulaKcal: plan.maintenance }));
    expect(unflagged.targetCalories).toBeLessThan(plan.targetCalories);
    expect(unflagged.heldAtFormula).toBe(false);
  });

  it.each([0.25, 0.5, 0.75, 1])(
    "is never below the formula's target for the same pace (%s kg a week)",
    (lossRate) => {
      for (const kcal of [900, 1200, 1500, 1800, 2100, 2400, 2800]) {
        const fromFormula = checkInTarget(measured(plan.maintenance, { lossRate }));
        const r = checkInTarget(
          measured(kcal, { lossRate, likelyUnderCounted: true, formulaKcal: plan.maintenance }),
        );
        expect(r.targetCalories, `${kcal}`).toBeGreaterThanOrEqual(fromFormula.targetCalories);
      }
    },
  );

  it("keeps a flagged estimate that is above the formula", () => {
    const r = checkInTarget(measured(2500, { likelyUnderCounted: true, formulaKcal: 2300 }));
    expect(r.maintenance).toBe(2500);
    expect(r.heldAtFormula).toBe(false);
  });

  it.each(badOptionalNumbers(500, 10000))("rejects %s formulaKcal", (_, value) => {
    expectInputError(
      () =>
        checkInTarget(measured(2000, { formulaKcal: value as number, likelyUnderCounted: true })),
      "formulaKcal",
    );
  });
});

describe("checkInTarget: bad input names the field", () => {
  it.each(badNumbers(500, 10000))("rejects %s maintenanceKcal", (_, value) => {
    expectInputError(
      () => checkInTarget({ ...woman, maintenanceKcal: value } as CheckInTargetInput),
      "maintenanceKcal",
    );
  });

  it("refuses a target under a healthy weight on targetWeight", () => {
    expectInputError(() => checkInTarget(measured(2300, { targetWeight: 45 })), "targetWeight");
  });

  it("refuses a muscle-gain target that is not a gain, on targetWeight", () => {
    expectInputError(() => checkInTarget(measured(2300), "muscle-gain"), "targetWeight");
  });

  it("needs the weeks since the birth while breastfeeding", () => {
    expectInputError(() => checkInTarget(measured(2300), "breastfeeding"), "weeksPostpartum");
  });
});
