import { describe, expect, it } from "vitest";
import { MEDICAL_CONDITIONS } from "../../../engine/plans/medical-conditions.ts";
import {
  CONDITION_CHOICES,
  readConditions,
  toggleCondition,
} from "../../../widgets/calorie-deficit-advanced/conditions.ts";

describe("the conditions question's answer", () => {
  it('asks "None of these" first, then every condition the engine knows, in its order', () => {
    expect(CONDITION_CHOICES.map((c) => c.value)).toEqual(["none", ...MEDICAL_CONDITIONS]);
    expect(CONDITION_CHOICES[0]?.label).toBe("None of these");
  });

  it('"None of these" unticks every condition, and any condition unticks "None of these"', () => {
    expect(toggleCondition("diabetes,kidney", "none", true)).toBe("none");
    expect(toggleCondition("none", "kidney", true)).toBe("kidney");
    expect(toggleCondition("none", "none", false)).toBe("");
  });

  it("keeps the question's order whatever order the boxes are ticked in, and unticks one box alone", () => {
    expect(toggleCondition("thyroid", "diabetes", true)).toBe("diabetes,thyroid");
    expect(toggleCondition("diabetes,thyroid", "diabetes", false)).toBe("thyroid");
    expect(toggleCondition("", "other", true)).toBe("other");
  });

  it("reads no answer and None of these as no condition, and the rest as the engine's list", () => {
    expect(readConditions(undefined)).toEqual({ conditions: [] });
    expect(readConditions("")).toEqual({ conditions: [] });
    expect(readConditions("none")).toEqual({ conditions: [] });
    expect(readConditions("heart,eating-disorder")).toEqual({
      conditions: ["heart", "eating-disorder"],
    });
  });

  it("says what is wrong with an answer that is not on the list (a changed link)", () => {
    expect(readConditions("diabetes,asthma").error).toMatch(/from the list/);
  });
});
