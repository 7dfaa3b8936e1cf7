import { describe, expect, it } from "vitest";
import { advancedPlan } from "../../../engine/plans/advanced-plan.ts";
import { basicPlan } from "../../../engine/plans/basic-plan.ts";
import { parseAdvancedInput, parseBasicInput } from "../../../engine/index.ts";
import { expectInputError } from "../input-error-helpers.ts";

const BASIC = {
  age: 30,
  gender: "male",
  height: 180,
  weight: 80,
  activity: 1.55,
  targetWeight: 75,
  lossRate: 0.5,
  today: "2026-01-01",
} as const;
const ADVANCED = {
  age: 30,
  gender: "male",
  height: 180,
  weight: 80,
  targetWeight: 75,
  lossRate: 0.5,
  baseActivity: 1.55,
  bmrFormula: "mifflin",
  today: "2026-01-01",
} as const;

describe("parseBasicInput: the lenient edge for outside callers and share links", () => {
  it("reads text as people type it into the typed input", () => {
    expect(
      parseBasicInput({
        age: "30",
        gender: "male",
        height: "180 cm",
        weight: "80,0",
        activity: "1.55",
        targetWeight: "75kg",
        lossRate: "0.5",
        today: "2026-01-01",
        units: "",
      }),
    ).toEqual(BASIC);
  });

  it("plans from parsed text as from the numbers", () => {
    expect(basicPlan(parseBasicInput({ ...BASIC, weight: "80" }))).toEqual(basicPlan(BASIC));
  });

  it("leaves out what is blank, for the plan to ask for", () => {
    expect(parseBasicInput({ age: 10, gender: "female", height: "", weight: null })).toEqual({
      age: 10,
      gender: "female",
    });
  });

  it("throws InputError naming the field that is not an answer of its kind", () => {
    expectInputError(() => parseBasicInput({ ...BASIC, weight: "0x50" }), "weight");
    expectInputError(() => parseBasicInput({ ...BASIC, gender: "other" }), "gender");
    expectInputError(() => parseBasicInput({ ...BASIC, units: "furlongs" }), "units");
    expectInputError(() => parseBasicInput({ ...BASIC, age: "" }), "age");
    expectInputError(() => parseBasicInput("30, male"), "input");
  });

  it("leaves ranges to the plan, which names them", () => {
    const input = parseBasicInput({ ...BASIC, weight: "20" });
    expect(input.weight).toBe(20);
    expectInputError(() => basicPlan(input), "weight");
  });
});

describe("parseAdvancedInput: the lenient edge for outside callers", () => {
  it("reads text and each choice against its list", () => {
    const input = parseAdvancedInput({ ...ADVANCED, trainingDays: "4", jobType: "light" });
    expect(input).toMatchObject({ trainingDays: 4, jobType: "light", age: 30 });
    expect(advancedPlan(input)).toEqual(
      advancedPlan({ ...ADVANCED, trainingDays: 4, jobType: "light" }),
    );
  });

  it("throws InputError naming a choice not in its list, or a missing answer", () => {
    expectInputError(() => parseAdvancedInput({ ...ADVANCED, jobType: "pilot" }), "jobType");
    expectInputError(() => parseAdvancedInput({ ...ADVANCED, height: "" }), "height");
    expectInputError(
      () => parseAdvancedInput({ ...ADVANCED, trainingDays: "two" }),
      "trainingDays",
    );
  });

  it("falls back to Mifflin-St Jeor for an unknown formula, as the plan always has", () => {
    expect(parseAdvancedInput({ ...ADVANCED, bmrFormula: "schofield" }).bmrFormula).toBe("mifflin");
  });
});
