import { describe, expect, it } from "vitest";
import { numberProblem, rangeText } from "../../../engine/input/check-number.ts";
import {
  HEIGHT_RULE,
  LOSS_RATE_RULE,
  TRAINING_DAYS_RULE,
  WEIGHT_RULE,
} from "../../../engine/input/input-ranges.ts";
import { stonesPoundsToKg } from "../../../engine/core/units.ts";

describe("numberProblem: one check of a number, in the visitor's units", () => {
  it("takes a number within its range", () => {
    expect(numberProblem(80, WEIGHT_RULE)).toBeUndefined();
    expect(numberProblem(30, WEIGHT_RULE, "imperial")).toBeUndefined();
  });

  it("names a weight's range in kilograms or in stones and pounds", () => {
    expect(numberProblem(29.9, WEIGHT_RULE)).toBe("Your weight must be between 30 and 300 kg.");
    expect(numberProblem(29.9, WEIGHT_RULE, "imperial")).toBe(
      "Your weight must be between 4 st 11 lb and 47 st 3 lb.",
    );
  });

  it("names a height's range in feet and inches, rounded inwards", () => {
    // 100 cm is 39.4 in, so the lowest whole inch within it is 40 (3 ft 4 in); 250 cm is
    // 98.4 in, so the highest is 98 (8 ft 2 in).
    expect(numberProblem(99, HEIGHT_RULE, "imperial")).toBe(
      "Your height must be between 3 ft 4 in and 8 ft 2 in.",
    );
  });

  it("names a weekly rate in pounds, rounded inwards to 0.1 lb", () => {
    expect(rangeText(LOSS_RATE_RULE, "imperial")).toBe("between 0.5 lb and 3.3 lb a week");
  });

  it("refuses 4 st 10.13 lb (29.996 kg): the range named holds, so no hair below it passes", () => {
    expect(numberProblem(stonesPoundsToKg(4, 10.13), WEIGHT_RULE, "imperial")).toBe(
      "Your weight must be between 4 st 11 lb and 47 st 3 lb.",
    );
    expect(numberProblem(stonesPoundsToKg(4, 11), WEIGHT_RULE, "imperial")).toBeUndefined();
  });

  it("refuses part of a whole-number answer as a whole number", () => {
    expect(numberProblem(2.5, TRAINING_DAYS_RULE)).toBe(
      "Your training days must be a whole number between 0 and 7 days a week.",
    );
    expect(numberProblem(3, TRAINING_DAYS_RULE)).toBeUndefined();
    expect(numberProblem(8, TRAINING_DAYS_RULE)).toBe(
      "Your training days must be between 0 and 7 days a week.",
    );
  });

  it("refuses other steps by their size", () => {
    const rule = { label: "the amount", min: 0, max: 10, unit: "g", step: 0.5 };
    expect(numberProblem(1.25, rule)).toBe("The amount must be in steps of 0.5 g.");
    expect(numberProblem(1.5, rule)).toBeUndefined();
  });

  it("never lets NaN or Infinity through", () => {
    for (const value of [Number.NaN, Infinity, -Infinity]) {
      expect(numberProblem(value, WEIGHT_RULE)).toBe(
        "Your weight must be a number between 30 and 300 kg.",
      );
    }
  });
});
