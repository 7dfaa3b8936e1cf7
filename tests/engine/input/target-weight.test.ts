import { describe, expect, it } from "vitest";
import { advancedPlan } from "../../../engine/plans/advanced-plan.ts";
import { basicPlan } from "../../../engine/plans/basic-plan.ts";
import { checkInTarget } from "../../../engine/check-in/check-in-target.ts";
import {
  MUSCLE_GAIN_TARGET_MESSAGE,
  targetWeightProblem,
  type TargetWeightAnswers,
} from "../../../engine/input/target-weight.ts";
import { WORKED_EXAMPLE_ADVANCED } from "../fixtures/worked-example.ts";
import { expectInputError } from "../input-error-helpers.ts";

// The one check of a target weight (docs/safety-rules.md, "Healthy weight" and "Gaining"):
// the plans throw its message on targetWeight, the forms show it at the step that asks it.

// A woman of 70, 165 cm and 70 kg: BMI 23 at 165 cm is 62.62 kg, named as 62.7 kg or 139 lb.
const OLDER: TargetWeightAnswers = {
  mode: "standard",
  sex: "female",
  age: 70,
  heightCm: 165,
  weightKg: 70,
  targetWeightKg: 60,
};
const UNDER_23 =
  "That target would give you a BMI under 23. From 65, a BMI under 23 raises health risks, so the lowest weight we plan for at your height is 62.7 kg.";

describe("targetWeightProblem", () => {
  it("refuses a target under BMI 23 from 65, naming the lowest weight planned for", () => {
    expect(targetWeightProblem(OLDER)).toBe(UNDER_23);
  });

  it("names the limit in stones and pounds for an imperial visitor", () => {
    expect(targetWeightProblem({ ...OLDER, units: "imperial" })).toMatch(/is 9 st 13 lb\.$/);
  });

  it("accepts the weight named, and refuses just under the line", () => {
    expect(targetWeightProblem({ ...OLDER, targetWeightKg: 62.7 })).toBeUndefined();
    expect(targetWeightProblem({ ...OLDER, targetWeightKg: 62.6 })).toBe(UNDER_23);
  });

  it("keeps the adult line, BMI 18.5, before 65", () => {
    expect(targetWeightProblem({ ...OLDER, age: 64, targetWeightKg: 50 })).toBe(
      "That target would give you a BMI under 18.5, which is underweight. The lowest healthy weight for your height is 50.4 kg.",
    );
    expect(targetWeightProblem({ ...OLDER, age: 64, targetWeightKg: 60 })).toBeUndefined();
  });

  it("refuses someone of 65 or over already under BMI 23 only a target under 18.5", () => {
    const under23 = { ...OLDER, weightKg: 58 };
    expect(targetWeightProblem({ ...under23, targetWeightKg: 55 })).toBeUndefined();
    expect(targetWeightProblem({ ...under23, targetWeightKg: 50 })).toMatch(/BMI under 18\.5/);
  });

  it("refuses a teenager a target under the IOTF thinness cut-off: 45.3 kg at 15, 160 cm", () => {
    const girl = { ...OLDER, age: 15, heightCm: 160, weightKg: 60 };
    expect(targetWeightProblem({ ...girl, targetWeightKg: 44 })).toBe(
      "That target is below a healthy weight for your age and height. Choose 45.3 kg or more.",
    );
  });

  it("refuses a gain past BMI 30, but not a gain from BMI 30, which is planned no surplus", () => {
    const adult = { ...OLDER, age: 30 };
    expect(targetWeightProblem({ ...adult, weightKg: 75, targetWeightKg: 82 })).toBe(
      "That target would give you a BMI over 30, which is obese. The highest weight we plan a gain to for your height is 81.6 kg.",
    );
    expect(targetWeightProblem({ ...adult, weightKg: 85, targetWeightKg: 95 })).toBeUndefined();
  });

  it("refuses nothing to someone already underweight: they are planned no deficit instead", () => {
    expect(targetWeightProblem({ ...OLDER, age: 30, weightKg: 45, targetWeightKg: 40 })).toBe(
      undefined,
    );
  });

  it("asks a muscle-gain target to be a gain", () => {
    const muscle = { ...OLDER, mode: "surplus" as const, age: 30 };
    expect(targetWeightProblem({ ...muscle, targetWeightKg: 70 })).toBe(MUSCLE_GAIN_TARGET_MESSAGE);
    expect(targetWeightProblem({ ...muscle, targetWeightKg: 72 })).toBeUndefined();
  });
});

describe("the plans refuse a target with the check's own words", () => {
  const person = {
    age: 70,
    gender: "female" as const,
    height: 165,
    weight: 70,
    units: "imperial" as const,
  };
  const said = targetWeightProblem({ ...OLDER, units: "imperial" });

  it("the basic plan", () => {
    const input = { ...person, activity: 1.375, targetWeight: 60, lossRate: 0.5 };
    expect(expectInputError(() => basicPlan(input), "targetWeight").message).toBe(said);
  });

  it("the advanced plan", () => {
    const input = { ...WORKED_EXAMPLE_ADVANCED, ...person, targetWeight: 60 };
    expect(expectInputError(() => advancedPlan(input), "targetWeight").message).toBe(said);
  });

  it("the check-in's new target", () => {
    const input = { ...person, maintenanceKcal: 1800, targetWeight: 60, lossRate: 0.5 };
    expect(expectInputError(() => checkInTarget(input), "targetWeight").message).toBe(said);
  });
});
