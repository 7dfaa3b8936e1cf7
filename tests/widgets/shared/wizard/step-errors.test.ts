import { describe, expect, it } from "vitest";
import { errorsIn, firstStepWith, hasAny } from "../../../../widgets/shared/wizard/step-errors.ts";

const STEPS = [
  { title: "About you", fields: ["age", "gender"] },
  { title: "Your weight", fields: ["weight"] },
];

describe("a step's errors", () => {
  it("are the errors among its fields, in no others", () => {
    const errors = { age: "Enter your age.", weight: "Enter your weight.", gender: undefined };
    expect(errorsIn(errors, ["age", "gender"])).toEqual({ age: "Enter your age." });
    expect(errorsIn(undefined, ["age"])).toEqual({});
  });

  it("count when there is at least one", () => {
    expect(hasAny({ age: "Enter your age." })).toBe(true);
    expect(hasAny({})).toBe(false);
  });

  it("name the first step that has any, or none", () => {
    expect(firstStepWith(STEPS, { weight: "Enter your weight." })).toBe(1);
    expect(firstStepWith(STEPS, { weight: "x", gender: "y" })).toBe(0);
    expect(firstStepWith(STEPS, { goal: "No goal fits." })).toBe(-1);
    expect(firstStepWith(STEPS, undefined)).toBe(-1);
  });
});
