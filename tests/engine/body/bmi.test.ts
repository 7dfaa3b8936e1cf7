import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  BMI_BANDS,
  WAIST_TO_HEIGHT_BANDS,
  bmi,
  bmiCategory,
  waistToHeightBand,
  weightRangeForBmi,
} from "../../../engine/body/bmi.ts";
import type { BmiCategory } from "../../../engine/body/bmi.ts";
import { badNumbers, badOptionalNumbers, expectInputError } from "../input-error-helpers.ts";

const ORDER: BmiCategory[] = [
  "severely-underweight",
  "underweight",
  "healthy",
  "overweight",
  "obese-1",
  "obese-2",
  "obese-3",
];

// At 200 cm, height squared is exactly 4 m2, so weight = 4 x BMI.
const at200cm = (bmiValue: number) => Math.round(bmiValue * 40) / 10;

describe("bmi: worked examples", () => {
  it("gives 24.7 (healthy weight) for 180 cm and 80 kg", () => {
    // 80 / 1.8^2 = 80 / 3.24 = 24.691... -> 24.7
    const result = bmi({ heightCm: 180, weightKg: 80 });
    expect(result.bmi).toBe(24.7);
    expect(result.category).toBe("healthy");
    expect(result.categoryLabel).toBe("Healthy weight");
    expect(result.thresholds).toBe("default");
  });

  it("gives 25.0 (overweight) for 170 cm and 72.3 kg", () => {
    // 72.3 / 1.7^2 = 72.3 / 2.89 = 25.017... -> 25.0
    const result = bmi({ heightCm: 170, weightKg: 72.3 });
    expect(result.bmi).toBe(25);
    expect(result.category).toBe("overweight");
  });

  it("gives 31.3 (obese class 1) for 160 cm and 80 kg", () => {
    // 80 / 1.6^2 = 80 / 2.56 = 31.25 -> 31.3 (half rounds up)
    const result = bmi({ heightCm: 160, weightKg: 80 });
    expect(result.bmi).toBe(31.3);
    expect(result.category).toBe("obese-1");
  });

  it("accepts numbers typed as text, as form fields send them", () => {
    const result = bmi({
      heightCm: "180" as unknown as number,
      weightKg: " 80 " as unknown as number,
    });
    expect(result.bmi).toBe(24.7);
  });

  it("gives the healthy weight range for the height (BMI 18.5 to 24.9)", () => {
    // 18.5 x 3.24 = 59.94 -> rounded up to 60.0; 24.9 x 3.24 = 80.676 -> rounded down to 80.6
    expect(bmi({ heightCm: 180, weightKg: 80 }).healthyWeightKg).toEqual({
      minKg: 60,
      maxKg: 80.6,
    });
  });

  it("gives the lower healthy range (18.5 to 22.9) with the lower thresholds", () => {
    // 22.9 x 3.24 = 74.196 -> 74.1
    const result = bmi({ heightCm: 180, weightKg: 80, ethnicity: "lower-threshold" });
    expect(result.healthyWeightKg).toEqual({ minKg: 60, maxKg: 74.1 });
  });

  it("calls 24.7 overweight under NICE's lower thresholds", () => {
    const result = bmi({ heightCm: 180, weightKg: 80, ethnicity: "lower-threshold" });
    expect(result.bmi).toBe(24.7);
    expect(result.category).toBe("overweight");
    expect(result.thresholds).toBe("lower-threshold");
  });

  it("treats a blank ethnicity as the default thresholds", () => {
    const result = bmi({ heightCm: 180, weightKg: 80, ethnicity: "" as never });
    expect(result.thresholds).toBe("default");
  });

  it("leaves out the waist-to-height ratio when no waist is given", () => {
    const result = bmi({ heightCm: 180, weightKg: 80 });
    expect(result.waistToHeight).toBeUndefined();
    expect(result.waistToHeightBand).toBeUndefined();
  });

  it("gives a waist-to-height ratio of 0.50 (increased risk) for an 85 cm waist at 170 cm", () => {
    // 85 / 170 = 0.5
    const result = bmi({ heightCm: 170, weightKg: 65, waistCm: 85 });
    expect(result.waistToHeight).toBe(0.5);
    expect(result.waistToHeightBand).toBe("increased");
  });

  it("bands the ratio shown (two decimals): 84.9 / 170 = 0.4994 shows 0.50, increased risk", () => {
    const result = bmi({ heightCm: 170, weightKg: 65, waistCm: 84.9 });
    expect(result.waistToHeight).toBe(0.5);
    expect(result.waistToHeightBand).toBe("increased");
  });
});

describe("bmi: band edges (default thresholds)", () => {
  const edges: [number, BmiCategory][] = [
    [15.9, "severely-underweight"],
    [16.0, "underweight"],
    [18.4, "underweight"],
    [18.5, "healthy"],
    [24.9, "healthy"],
    [25.0, "overweight"],
    [29.9, "overweight"],
    [30.0, "obese-1"],
    [34.9, "obese-1"],
    [35.0, "obese-2"],
    [39.9, "obese-2"],
    [40.0, "obese-3"],
  ];
  it.each(edges)("puts a BMI of %s in the %s band", (value, category) => {
    const result = bmi({ heightCm: 200, weightKg: at200cm(value) });
    expect(result.bmi).toBe(value);
    expect(result.category).toBe(category);
  });

  it("bands the one-decimal BMI shown: 24.96 shows 25.0 and is overweight", () => {
    const result = bmi({ heightCm: 200, weightKg: 99.84 });
    expect(result.bmi).toBe(25);
    expect(result.category).toBe("overweight");
  });

  it("bands the one-decimal BMI shown: 24.94 shows 24.9 and is healthy", () => {
    const result = bmi({ heightCm: 200, weightKg: 99.76 });
    expect(result.bmi).toBe(24.9);
    expect(result.category).toBe("healthy");
  });
});

describe("bmi: band edges (NICE lower thresholds)", () => {
  const edges: [number, BmiCategory][] = [
    [15.9, "severely-underweight"],
    [16.0, "underweight"],
    [18.4, "underweight"],
    [18.5, "healthy"],
    [22.9, "healthy"],
    [23.0, "overweight"],
    [27.4, "overweight"],
    [27.5, "obese-1"],
    [32.4, "obese-1"],
    [32.5, "obese-2"],
    [37.4, "obese-2"],
    [37.5, "obese-3"],
  ];
  it.each(edges)("puts a BMI of %s in the %s band", (value, category) => {
    const result = bmi({ heightCm: 200, weightKg: at200cm(value), ethnicity: "lower-threshold" });
    expect(result.bmi).toBe(value);
    expect(result.category).toBe(category);
  });
});

describe("waist-to-height bands (NICE NG246)", () => {
  const edges: [number, number, string][] = [
    [200, 78, "low"], // 0.39
    [100, 40, "healthy"], // 0.40
    [200, 98, "healthy"], // 0.49
    [200, 100, "increased"], // 0.50
    [200, 118, "increased"], // 0.59
    [200, 120, "high"], // 0.60
  ];
  it.each(edges)("at %s cm with a %s cm waist the band is %s", (heightCm, waistCm, band) => {
    expect(bmi({ heightCm, weightKg: 80, waistCm }).waistToHeightBand).toBe(band);
  });

  it("describes each band in words, lowest first", () => {
    expect(WAIST_TO_HEIGHT_BANDS.map((b) => b.band)).toEqual([
      "low",
      "healthy",
      "increased",
      "high",
    ]);
    expect(WAIST_TO_HEIGHT_BANDS[2]?.label).toBe("Increased health risk");
  });

  it("classifies ratios directly", () => {
    expect(waistToHeightBand(0.3)).toBe("low");
    expect(waistToHeightBand(0.45)).toBe("healthy");
    expect(waistToHeightBand(0.599)).toBe("high");
    expect(waistToHeightBand(1.2)).toBe("high");
  });
});

describe("BMI_BANDS: the labelled scale", () => {
  it("lists the seven default bands with NHS names and their ranges", () => {
    expect(BMI_BANDS.default.map((b) => [b.category, b.label, b.min, b.max, b.rangeText])).toEqual([
      ["severely-underweight", "Severely underweight", null, 15.9, "Under 16"],
      ["underweight", "Underweight", 16, 18.4, "16 to 18.4"],
      ["healthy", "Healthy weight", 18.5, 24.9, "18.5 to 24.9"],
      ["overweight", "Overweight", 25, 29.9, "25 to 29.9"],
      ["obese-1", "Obese (class 1)", 30, 34.9, "30 to 34.9"],
      ["obese-2", "Obese (class 2)", 35, 39.9, "35 to 39.9"],
      ["obese-3", "Severely obese (class 3)", 40, null, "40 or more"],
    ]);
  });

  it("writes ranges that meet: each band's text starts where the one below it stops", () => {
    for (const bands of Object.values(BMI_BANDS)) {
      const [first, ...rest] = bands;
      // "Under 16" then "16 to 18.4": no gap between 15.9 and 16.
      expect(first?.rangeText).toBe(`Under ${rest[0]?.min}`);
      for (const [i, band] of rest.entries()) {
        expect(band.rangeText.startsWith(`${band.min} `)).toBe(true);
        const below = bands[i];
        expect(band.min ?? 0).toBeCloseTo((below?.max ?? NaN) + 0.1, 5);
      }
    }
  });

  it("lists NICE's lower thresholds: 23, 27.5, 32.5 and 37.5", () => {
    expect(BMI_BANDS["lower-threshold"].map((b) => [b.category, b.min, b.max])).toEqual([
      ["severely-underweight", null, 15.9],
      ["underweight", 16, 18.4],
      ["healthy", 18.5, 22.9],
      ["overweight", 23, 27.4],
      ["obese-1", 27.5, 32.4],
      ["obese-2", 32.5, 37.4],
      ["obese-3", 37.5, null],
    ]);
  });

  it("agrees with bmiCategory at every band's ends", () => {
    for (const set of ["default", "lower-threshold"] as const) {
      for (const band of BMI_BANDS[set]) {
        if (band.min !== null) expect(bmiCategory(band.min, set)).toBe(band.category);
        if (band.max !== null) expect(bmiCategory(band.max, set)).toBe(band.category);
      }
    }
  });
});

describe("bmi: bad input", () => {
  const valid = { heightCm: 175, weightKg: 70 };

  it.each(badNumbers(100, 250))("rejects a height that is %s", (_, value) => {
    expectInputError(() => bmi({ ...valid, heightCm: value as number }), "heightCm");
  });

  it.each(badNumbers(30, 300))("rejects a weight that is %s", (_, value) => {
    expectInputError(() => bmi({ ...valid, weightKg: value as number }), "weightKg");
  });

  it.each(badOptionalNumbers(40, 200))("rejects a waist that is %s", (_, value) => {
    expectInputError(() => bmi({ ...valid, waistCm: value as number }), "waistCm");
  });

  it.each([
    ["an unknown set", "asian"],
    ["a number", 1],
    ["wrong case", "Default"],
  ])("rejects an ethnicity that is %s", (_, value) => {
    expectInputError(() => bmi({ ...valid, ethnicity: value as never }), "ethnicity");
  });

  it("accepts the range ends: 100 and 250 cm, 30 and 300 kg, 40 and 200 cm waist", () => {
    expect(bmi({ heightCm: 100, weightKg: 300, waistCm: 200 }).bmi).toBe(300);
    expect(bmi({ heightCm: 250, weightKg: 30, waistCm: 40 }).bmi).toBe(4.8);
  });

  it("says what is wrong in plain words", () => {
    const error = expectInputError(() => bmi({ ...valid, heightCm: 90 }), "heightCm");
    expect(error.message).toBe("Your height must be between 100 and 250 cm.");
  });
});

describe("bmi: properties", () => {
  const height = fc.double({ min: 100, max: 250, noNaN: true });
  const weight = fc.double({ min: 30, max: 300, noNaN: true });
  const waist = fc.double({ min: 40, max: 200, noNaN: true });
  const set = fc.constantFrom("default" as const, "lower-threshold" as const);

  it("all outputs are finite numbers", () => {
    fc.assert(
      fc.property(height, weight, waist, set, (heightCm, weightKg, waistCm, ethnicity) => {
        const r = bmi({ heightCm, weightKg, waistCm, ethnicity });
        for (const n of [
          r.bmi,
          r.waistToHeight,
          r.healthyWeightKg.minKg,
          r.healthyWeightKg.maxKg,
        ]) {
          expect(Number.isFinite(n)).toBe(true);
        }
      }),
    );
  });

  it("BMI never falls as weight rises, and neither does the band", () => {
    fc.assert(
      fc.property(height, weight, weight, set, (heightCm, a, b, ethnicity) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        const r1 = bmi({ heightCm, weightKg: low, ethnicity });
        const r2 = bmi({ heightCm, weightKg: high, ethnicity });
        expect(r2.bmi).toBeGreaterThanOrEqual(r1.bmi);
        expect(ORDER.indexOf(r2.category)).toBeGreaterThanOrEqual(ORDER.indexOf(r1.category));
      }),
    );
  });

  it("the category is always the band that holds the BMI shown", () => {
    fc.assert(
      fc.property(height, weight, set, (heightCm, weightKg, ethnicity) => {
        const r = bmi({ heightCm, weightKg, ethnicity });
        const band = BMI_BANDS[ethnicity].find((b) => b.category === r.category);
        expect(band).toBeDefined();
        if (band?.min != null) expect(r.bmi).toBeGreaterThanOrEqual(band.min);
        if (band?.max != null) expect(r.bmi).toBeLessThanOrEqual(band.max);
      }),
    );
  });

  it("both ends of the healthy weight range give a healthy BMI", () => {
    fc.assert(
      fc.property(height, set, (heightCm, ethnicity) => {
        const { minKg, maxKg } = bmi({ heightCm, weightKg: 70, ethnicity }).healthyWeightKg;
        for (const weightKg of [minKg, maxKg]) {
          if (weightKg < 30 || weightKg > 300) continue;
          expect(bmi({ heightCm, weightKg, ethnicity }).category).toBe("healthy");
        }
        expect(minKg).toBeLessThan(maxKg);
      }),
    );
  });

  it("the healthy range is the tightest in whole tenths of a kilogram", () => {
    fc.assert(
      fc.property(height, (heightCm) => {
        const { minKg, maxKg } = weightRangeForBmi(heightCm);
        const m2 = (heightCm / 100) ** 2;
        expect(minKg / m2).toBeGreaterThanOrEqual(18.5 - 1e-9);
        expect((minKg - 0.1) / m2).toBeLessThan(18.5);
        expect(maxKg / m2).toBeLessThanOrEqual(24.9 + 1e-9);
        expect((maxKg + 0.1) / m2).toBeGreaterThan(24.9);
      }),
    );
  });
});
