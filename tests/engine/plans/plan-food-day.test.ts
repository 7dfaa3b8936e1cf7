import { describe, expect, it } from "vitest";
import { advancedFoodDay, basicFoodDay } from "../../../engine/plans/plan-food-day.ts";
import { basicPlan } from "../../../engine/plans/basic-plan.ts";
import { advancedPlan } from "../../../engine/plans/advanced-plan.ts";
import { WORKED_EXAMPLE, WORKED_EXAMPLE_ADVANCED } from "../fixtures/worked-example.ts";

describe("basicFoodDay", () => {
  it("gives the plan's calories within 5% and its protein within 5 g", () => {
    const plan = basicPlan(WORKED_EXAMPLE);
    const day = basicFoodDay(plan);
    expect(Math.abs((day?.kcal ?? 0) - plan.targetCalories)).toBeLessThanOrEqual(
      0.05 * plan.targetCalories,
    );
    expect(Math.abs((day?.protein ?? 0) - (plan.macros?.protein.grams ?? 0))).toBeLessThanOrEqual(
      5,
    );
  });

  it("gives no day to children, in pregnancy, or where protein is under 12% of the day", () => {
    expect(basicFoodDay(basicPlan({ age: 9, gender: "female" }, "kids"))).toBeNull();
    expect(
      basicFoodDay(
        basicPlan({ ...WORKED_EXAMPLE, gender: "female", age: 30, trimester: 2 }, "pregnancy"),
      ),
    ).toBeNull();
    // A light, very active man: 1.2 g/kg of 55 kg is 66 g, about 9% of his 3,000 kcal.
    const plan = basicPlan({
      ...WORKED_EXAMPLE,
      age: 20,
      weight: 55,
      height: 175,
      targetWeight: 55,
      activity: 1.9,
    });
    expect((plan.macros?.protein.grams ?? 0) * 4).toBeLessThan(0.12 * plan.targetCalories);
    expect(basicFoodDay(plan)).toBeNull();
  });
});

describe("advancedFoodDay", () => {
  it("gives the week's mean calories within 5% and the daily protein within 5 g", () => {
    const plan = advancedPlan(WORKED_EXAMPLE_ADVANCED);
    const day = advancedFoodDay(WORKED_EXAMPLE_ADVANCED, plan);
    const kcal = plan.targetCalories.average;
    expect(Math.abs((day?.kcal ?? 0) - kcal)).toBeLessThanOrEqual(0.05 * kcal);
    expect(Math.abs((day?.protein ?? 0) - plan.dailyProtein)).toBeLessThanOrEqual(5);
  });

  it("gives no day on keto or low-carb, nor after an eating disorder answer", () => {
    for (const input of [
      { ...WORKED_EXAMPLE_ADVANCED, dietType: "keto" as const },
      { ...WORKED_EXAMPLE_ADVANCED, dietType: "low-carb" as const },
      { ...WORKED_EXAMPLE_ADVANCED, medicalConditions: ["eating-disorder" as const] },
    ])
      expect(advancedFoodDay(input, advancedPlan(input))).toBeNull();
    const keto = { ...WORKED_EXAMPLE_ADVANCED, dietType: undefined };
    expect(advancedFoodDay(keto, advancedPlan(keto, "keto"))).toBeNull();
  });
});
