import { describe, expect, it } from "vitest";
import { activityMultiplier } from "../../../engine/energy/activity-levels.ts";
import { ACTIVITY_LEVELS } from "../../../engine/data/activity-levels.ts";
import { expectInputError } from "../input-error-helpers.ts";

describe("activity levels: the five multipliers", () => {
  it("lists Sedentary 1.2, Lightly Active 1.375, Moderately Active 1.55, Very Active 1.725 and Extremely Active 1.9", () => {
    expect(ACTIVITY_LEVELS.map((l) => [l.label, l.value])).toEqual([
      ["Sedentary", 1.2],
      ["Lightly Active", 1.375],
      ["Moderately Active", 1.55],
      ["Very Active", 1.725],
      ["Extremely Active", 1.9],
    ]);
  });

  it("describes every level in a plain sentence", () => {
    for (const level of ACTIVITY_LEVELS) expect(level.description).toMatch(/^[A-Z].+\.$/);
  });
});

describe("activityMultiplier", () => {
  it.each(ACTIVITY_LEVELS.map((l) => l.value))("reads %s given as a number", (value) => {
    expect(activityMultiplier(value)).toBe(value);
  });

  it("reads the multiplier given as text, as a form sends it", () => {
    expect(activityMultiplier("1.55")).toBe(1.55);
    expect(activityMultiplier(" 1.9 ")).toBe(1.9);
    expect(activityMultiplier("1.20")).toBe(1.2);
  });

  it.each([
    ["missing", undefined],
    ["null", null],
    ["blank", ""],
    ["non-numeric text", "active"],
    ["a level that does not exist", 1.5],
    ["a level that does not exist, as text", "1.6"],
    ["zero", 0],
    ["NaN", Number.NaN],
    ["Infinity", Number.POSITIVE_INFINITY],
    ["an object", {}],
    ["a boolean", true],
  ])("rejects %s, naming activity", (_, value) => {
    expectInputError(() => activityMultiplier(value), "activity");
  });

  it("names the caller's field when given one", () => {
    expectInputError(() => activityMultiplier(2, "baseActivity"), "baseActivity");
  });
});
