import { describe, expect, it } from "vitest";
import { basicPlan } from "../../../engine/plans/basic-plan.ts";
import { parseBasicInput } from "../../../engine/input/parse-input.ts";
import { variantRules } from "../../../engine/plans/variants.ts";
import { readBasicForm } from "../../../widgets/calorie-deficit-basic/basic-form.ts";
import { initialValues } from "../../../widgets/calorie-deficit-basic/basic-steps.ts";

const rules = variantRules("default");
const TYPED = {
  ...initialValues(rules),
  age: "30",
  gender: "male",
  height: "180",
  weight: "80",
  activity: "1.55",
  targetWeight: "75",
};

describe("readBasicForm", () => {
  it("reads the answers once into the engine's input: numbers, in cm and kg", () => {
    expect(readBasicForm(TYPED, "metric", rules)).toEqual({
      input: {
        age: 30,
        gender: "male",
        units: "metric",
        height: 180,
        weight: 80,
        activity: 1.55,
        targetWeight: 75,
        lossRate: 0.5,
      },
    });
  });

  it("reads stones and pounds, feet and inches into kg and cm", () => {
    const read = readBasicForm(
      {
        ...TYPED,
        height: "",
        weight: "",
        targetWeight: "",
        heightFt: "5",
        heightIn: "11",
        weightSt: "12",
        weightLb: "8",
        targetWeightSt: "11",
        targetWeightLb: "11",
      },
      "imperial",
      rules,
    );
    expect(read.input?.height).toBeCloseTo(180.34, 2);
    expect(read.input?.weight).toBeCloseTo(79.83, 2);
    expect(read.input?.units).toBe("imperial");
  });

  it('takes "80,5" and "75 kg" as a visitor in the UK types them', () => {
    const read = readBasicForm(
      { ...TYPED, weight: "80,5", targetWeight: "75 kg" },
      "metric",
      rules,
    );
    expect(read.input).toMatchObject({ weight: 80.5, targetWeight: 75 });
  });

  it("gives every problem at once, by field", () => {
    expect(readBasicForm(initialValues(rules), "metric", rules).errors).toEqual({
      age: "Enter your age.",
      gender: "Choose male or female.",
      height: "Enter your height.",
      weight: "Enter your weight.",
      activity: "Choose how active you are.",
      targetWeight: "Enter your target weight.",
    });
  });

  it("reads the answers as the engine's lenient edge reads the same text", () => {
    const read = readBasicForm(TYPED, "metric", rules);
    if (!read.input) throw new Error("expected an input");
    const typed = { ...TYPED, lossRate: "0.5", units: "metric", today: "2026-01-01" };
    expect(basicPlan({ ...read.input, today: "2026-01-01" })).toEqual(
      basicPlan(parseBasicInput(typed)),
    );
  });

  it("takes the only pace a teenager or someone of 65 or over is offered, without a choice", () => {
    const teen = readBasicForm(
      { ...TYPED, age: "15", lossRate: "" },
      "metric",
      variantRules("teen"),
    );
    expect(teen.input?.lossRate).toBe(0.5);
    // Chose 1 kg a week, then gave an age of 70: 0.5 kg is the only pace left.
    const older = readBasicForm({ ...TYPED, age: "70", lossRate: "1" }, "metric", rules);
    expect(older.input?.lossRate).toBe(0.5);
  });

  it("asks again for a pace no longer on offer once the age changes", () => {
    const read = readBasicForm({ ...TYPED, lossRate: "1.5" }, "metric", variantRules("safe"));
    expect(read.errors).toEqual({ lossRate: "Choose how fast you want to go." });
  });

  it("asks only what the variant needs: a child's age and sex", () => {
    expect(readBasicForm({ age: "8", gender: "female" }, "metric", variantRules("kids"))).toEqual({
      input: expect.objectContaining({ age: 8, gender: "female", height: undefined }),
    });
  });
});
