import { describe, expect, it } from "vitest";
import { HEIGHT_RULE, WEIGHT_RULE } from "../../../engine/input/input-ranges.ts";
import { wholeImperial } from "../../../widgets/shared/measure-amount.ts";
import { readLength, readMeasure, readNumber } from "../../../widgets/shared/read-field.ts";

describe("readMeasure: a weight or height as a visitor in the UK types it", () => {
  it.each([
    ["80", 80],
    ["80.5", 80.5],
    ["80,5", 80.5],
    ["70kg", 70],
    ["70 kg", 70],
    ["70 kilos", 70],
  ])("reads %j as %d kg", (typed, kg) => {
    expect(readMeasure({ weight: typed }, "weight", "weight", "metric", WEIGHT_RULE)).toEqual({
      value: kg,
    });
  });

  it.each(["0x50", "8e1", "Infinity", "eighty"])("refuses %j, in words", (typed) => {
    expect(readMeasure({ weight: typed }, "weight", "weight", "metric", WEIGHT_RULE)).toEqual({
      error: "Your weight must be a number, like 70.5.",
    });
  });

  it("says which units to use when a weight comes in pounds, and how to switch", () => {
    expect(readMeasure({ weight: "176 lb" }, "weight", "weight", "metric", WEIGHT_RULE)).toEqual({
      error: "Enter your weight in kilograms, or switch units above to use stones and pounds.",
    });
    expect(readMeasure({ height: "5 ft" }, "height", "height", "metric", HEIGHT_RULE)).toEqual({
      error: "Enter your height in centimetres, or switch units above to use feet and inches.",
    });
    expect(readMeasure({ weightSt: "70 kg" }, "weight", "weight", "imperial", WEIGHT_RULE)).toEqual(
      {
        error: "Enter your weight in stones and pounds, or switch units above to use kilograms.",
      },
    );
  });

  it("reads stones and pounds, each with or without its unit, a blank part as 0", () => {
    const kg = (values: Record<string, string>) =>
      readMeasure(values, "weight", "weight", "imperial", WEIGHT_RULE).value;
    expect(kg({ weightSt: "11 st", weightLb: "4lb" })).toBeCloseTo(71.668, 3);
    expect(kg({ weightSt: "11" })).toBeCloseTo(69.853, 3);
    expect(kg({ weightLb: "150" })).toBeUndefined();
  });

  it("names its range in whole stones and pounds, rounded inwards", () => {
    // 30 kg is 66.1 lb and 300 kg is 661.4 lb.
    expect(readMeasure({ weightSt: "4" }, "weight", "weight", "imperial", WEIGHT_RULE).error).toBe(
      "Your weight must be between 4 st 11 lb and 47 st 3 lb.",
    );
  });
});

describe("readNumber", () => {
  const AGE = { label: "your age", min: 13, max: 100, unit: "years" };

  it('reads "34", "34 years" and "34,0"', () => {
    for (const typed of ["34", "34 years", "34,0"]) {
      expect(readNumber({ age: typed }, "age", AGE)).toEqual({ value: 34 });
    }
  });

  it("asks for the field's own unit when another is typed", () => {
    expect(readNumber({ age: "34 kg" }, "age", AGE)).toEqual({
      error: "Enter your age in years.",
    });
  });

  it("asks for a blank required field, and leaves a blank optional one out", () => {
    expect(readNumber({}, "age", AGE)).toEqual({ error: "Enter your age." });
    expect(readNumber({ age: " " }, "age", AGE, false)).toEqual({});
  });
});

describe("readLength", () => {
  const WAIST = { label: "your waist measurement", min: 40, max: 200 };

  it("reads inches into centimetres, with or without the unit", () => {
    expect(readLength({ waist: '34"' }, "waist", "imperial", WAIST).value).toBeCloseTo(86.36, 2);
    expect(readLength({ waist: "34 in" }, "waist", "imperial", WAIST).value).toBeCloseTo(86.36, 2);
  });

  it("says how to use inches when they come in a centimetre box", () => {
    expect(readLength({ waist: "34 in" }, "waist", "metric", WAIST)).toEqual({
      error: "Enter your waist measurement in cm, or switch units above to use inches.",
    });
  });
});

describe("wholeImperial", () => {
  it("rounds to the nearest pound or inch and carries into stones and feet", () => {
    expect(wholeImperial(80, "weight")).toEqual([12, 8]);
    expect(wholeImperial(101.5, "weight")).toEqual([16, 0]);
    expect(wholeImperial(180, "height")).toEqual([5, 11]);
    expect(wholeImperial(165, "height")).toEqual([5, 5]);
  });
});
