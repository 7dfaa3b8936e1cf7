import { describe, expect, it } from "vitest";
import {
  pregnancyGain,
  UK_TRIMESTER_EXTRA_KCAL,
  US_TRIMESTER_EXTRA_KCAL,
} from "../../../engine/energy/pregnancy.ts";

describe("pregnancy energy", () => {
  it("adds nothing in the first two trimesters and 200 kcal in the third (NHS, SACN 2011)", () => {
    expect(UK_TRIMESTER_EXTRA_KCAL).toEqual({ 1: 0, 2: 0, 3: 200 });
  });

  it("keeps the US figures (0, 340, 450) for comparison", () => {
    expect(US_TRIMESTER_EXTRA_KCAL).toEqual({ 1: 0, 2: 340, 3: 450 });
  });
});

describe("pregnancyGain: recommended gain by pre-pregnancy BMI (US Institute of Medicine 2009)", () => {
  // At 1.60 m, BMI = weight / 2.56
  it.each([
    // weight, BMI, lb range
    [47.2, 18.4, 28, 40],
    [47.4, 18.5, 25, 35],
    [63.7, 24.9, 25, 35],
    [64, 25, 15, 25],
    [76.6, 29.9, 15, 25],
    [76.8, 30, 11, 20],
    [120, 46.9, 11, 20],
  ])("%s kg at 160 cm (BMI %s): %s-%s lb", (weight, bmi, minLb, maxLb) => {
    expect(pregnancyGain(weight, 160)).toMatchObject({ prePregnancyBmi: bmi, minLb, maxLb });
  });

  it("gives the range in kg too (1 lb = 0.45359237 kg)", () => {
    // 25 lb = 11.34 kg; 35 lb = 15.88 kg
    expect(pregnancyGain(60, 160)).toMatchObject({ minKg: 11.3, maxKg: 15.9 });
    // 11 lb = 4.99 kg; 20 lb = 9.07 kg
    expect(pregnancyGain(90, 160)).toMatchObject({ minKg: 5, maxKg: 9.1 });
  });
});
