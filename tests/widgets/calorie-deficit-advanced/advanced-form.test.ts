import { describe, expect, it } from "vitest";
import { advancedPlan } from "../../../engine/advanced-plan.ts";
import { variantRules } from "../../../engine/variants.ts";
import { readAdvancedForm } from "../../../widgets/calorie-deficit-advanced/advanced-form.ts";
import { defaults } from "../../../widgets/calorie-deficit-advanced/advanced-steps.ts";
import { expectInputError } from "../../engine/input-error-helpers.ts";

const rules = variantRules("default");
const TYPED = {
  ...defaults(rules),
  age: "30",
  gender: "male",
  height: "180",
  weight: "80",
  targetWeight: "75",
};

describe("readAdvancedForm", () => {
  it("reads the answers into numbers and the engine's names, leaving blank options out", () => {
    expect(readAdvancedForm(TYPED, "metric", rules).input).toMatchObject({
      age: 30,
      gender: "male",
      height: 180,
      weight: 80,
      targetWeight: 75,
      lossRate: 0.75,
      baseActivity: 1.375,
      bmrFormula: "mifflin",
      sleepHours: 7,
      stressLevel: 5,
      trainingDays: 3,
      dailySteps: undefined,
      bodyFat: undefined,
      menstrualCycle: "none",
      maternal: "none",
      units: "metric",
    });
  });

  it('reads "12,000" steps and "18,5" per cent body fat', () => {
    const read = readAdvancedForm(
      { ...TYPED, dailySteps: "12,000", bodyFat: "18,5" },
      "metric",
      rules,
    );
    expect(read.input).toMatchObject({ dailySteps: 12000, bodyFat: 18.5 });
  });

  it("refuses an optional number out of range with the engine's own words", () => {
    const typed = {
      cardioHours: "25",
      dailySteps: "500",
      sleepHours: "3 hours",
      trainingDays: "8",
    };
    const errors = readAdvancedForm({ ...TYPED, ...typed }, "metric", rules).errors ?? {};
    expect(errors).toEqual({
      cardioHours: "Your cardio hours must be between 0 and 20 hours a week.",
      dailySteps: "Your daily steps must be between 1,000 and 30,000 steps.",
      sleepHours: "Your hours of sleep must be between 4 and 12 hours a night.",
      trainingDays: "Your training days must be between 0 and 7 days a week.",
    });
    const { input } = readAdvancedForm(TYPED, "metric", rules);
    if (!input) throw new Error("The typed answers should read");
    for (const [field, value] of Object.entries(typed)) {
      const engine = expectInputError(() => advancedPlan({ ...input, [field]: value }), field);
      expect(engine.message).toBe(errors[field]);
    }
  });

  it("gives every problem at once, by field", () => {
    expect(readAdvancedForm(defaults(rules), "metric", rules).errors).toEqual({
      age: "Enter your age.",
      gender: "Choose your sex.",
      height: "Enter your height.",
      weight: "Enter your weight.",
      targetWeight: "Enter your target weight.",
    });
  });

  it("holds the weekly rate to the slider's steps and the variant's top rate", () => {
    const senior = variantRules("senior");
    for (const lossRate of ["1", "0.3", "fast"]) {
      expect(readAdvancedForm({ ...TYPED, age: "70", lossRate }, "metric", senior).errors).toEqual({
        lossRate: "Choose a weekly rate between 0.25 and 0.5 kg.",
      });
    }
  });

  it("holds the weekly rate to the person's top rate, as the slider shows it", () => {
    const fast = { ...TYPED, lossRate: "2" };
    expect(readAdvancedForm(fast, "metric", rules).input?.lossRate).toBe(2);
    expect(readAdvancedForm({ ...fast, age: "16" }, "metric", rules).input?.lossRate).toBe(0.5);
    expect(readAdvancedForm({ ...fast, age: "70" }, "metric", rules).input?.lossRate).toBe(0.5);
  });

  it("needs body fat for the formulas built on it", () => {
    expect(readAdvancedForm({ ...TYPED, bmrFormula: "katch" }, "metric", rules).errors).toEqual({
      bmrFormula: "This formula needs your body fat percentage.",
    });
  });

  it("asks how long ago the baby was born only of a woman who is breastfeeding", () => {
    const woman = { ...TYPED, gender: "female", maternal: "breastfeeding" };
    expect(readAdvancedForm(woman, "metric", rules).errors).toEqual({
      weeksPostpartum: "Enter how many weeks ago your baby was born.",
    });
    expect(readAdvancedForm({ ...woman, age: "60" }, "metric", rules).input?.maternal).toBe("none");
  });
});
