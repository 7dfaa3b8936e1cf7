import { describe, expect, it } from "vitest";
import { advancedPlan } from "../../../engine/plans/advanced-plan.ts";
import { variantRules } from "../../../engine/plans/variants.ts";
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

  it("holds the weekly rate to the paces offered and the variant's top rate", () => {
    const senior = variantRules("senior");
    for (const lossRate of ["1", "0.3", "fast", "2"]) {
      expect(readAdvancedForm({ ...TYPED, age: "70", lossRate }, "metric", senior).errors).toEqual({
        lossRate: "Choose a weekly rate between 0.25 kg and 0.5 kg.",
      });
    }
    // In pounds, the paces are named in pounds.
    const imperial = { ...TYPED, age: "70", weightSt: "12", weightLb: "8", lossRate: "fast" };
    expect(readAdvancedForm(imperial, "imperial", senior).errors).toMatchObject({
      lossRate: "Choose a weekly rate between 0.5 lb and 1 lb.",
    });
  });

  it("holds the weekly rate to the person's top rate, as the pace question shows it", () => {
    const fast = { ...TYPED, lossRate: "1" };
    // 1 kg a week is more than 1% of his 80 kg: his fastest pace, 0.75 kg, is read.
    expect(readAdvancedForm(fast, "metric", rules).input?.lossRate).toBe(0.75);
    expect(readAdvancedForm({ ...fast, weight: "110" }, "metric", rules).input?.lossRate).toBe(1);
    expect(readAdvancedForm({ ...fast, age: "16" }, "metric", rules).input?.lossRate).toBe(0.5);
    expect(readAdvancedForm({ ...fast, age: "70" }, "metric", rules).input?.lossRate).toBe(0.5);
  });

  it("reads a pace chosen in kilograms as the nearest in pounds after a switch of units", () => {
    const imperial = {
      ...TYPED,
      heightFt: "5",
      heightIn: "11",
      weightSt: "12",
      weightLb: "8",
      targetWeightSt: "11",
      targetWeightLb: "0",
    };
    const read = readAdvancedForm({ ...imperial, lossRate: "0.5" }, "imperial", rules);
    expect(read.input?.lossRate).toBe(0.4536);
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
