import { describe, expect, it } from "vitest";
import { IOTF_CUTOFFS } from "../../../engine/data/iotf-cutoffs.ts";
import {
  ADULT_HEALTHY_MIN_BMI,
  bmiOf,
  healthyWeight,
  iotfCutoffs,
  OLDER_ADULT_MIN_BMI,
  weightAtBmi,
  type HealthyWeightInput,
} from "../../../engine/body/healthy-weight.ts";
import { expectInputError } from "../input-error-helpers.ts";

// A woman of 30, 165 cm (1.65 x 1.65 = 2.7225 m²), 60 kg: BMI 22.0.
const woman: HealthyWeightInput = {
  sex: "female",
  age: 30,
  heightCm: 165,
  weightKg: 60,
  targetWeightKg: 55,
};

describe("bmiOf and weightAtBmi", () => {
  it("works BMI out as kg / m², and back", () => {
    expect(bmiOf(81, 180)).toBeCloseTo(25, 9);
    expect(weightAtBmi(18.5, 165)).toBeCloseTo(50.36625, 9);
  });
});

describe("healthyWeight for adults (NHS: BMI 18.5 to 24.9 is healthy)", () => {
  it("uses BMI 18.5 as the lowest healthy BMI, and 23 from 65 (Winter et al. 2014)", () => {
    expect(ADULT_HEALTHY_MIN_BMI).toBe(18.5);
    expect(OLDER_ADULT_MIN_BMI).toBe(23);
  });

  it("lets a woman of 30 at 60 kg aim for 55 kg, with no warnings", () => {
    expect(healthyWeight(woman)).toEqual({
      bmi: 22,
      lowestTargetKg: expect.closeTo(50.36625, 9) as unknown,
      // BMI 30 x 2.7225
      highestTargetKg: expect.closeTo(81.675, 9) as unknown,
      deficitAllowed: true,
      maxSurplus: 500,
      warnings: [],
    });
  });

  it("refuses a target of 48 kg for a woman of 30, 165 cm, naming 50.4 kg, the lowest healthy weight", () => {
    // 18.5 x 2.7225 = 50.366 kg, named rounded up so the figure is never under it
    const error = expectInputError(
      () => healthyWeight({ ...woman, targetWeightKg: 48 }),
      "targetWeight",
    );
    expect(error.message).toBe(
      "That target would give you a BMI under 18.5, which is underweight. The lowest healthy weight for your height is 50.4 kg.",
    );
  });

  it("names the lowest healthy weight in stones and pounds for an imperial visitor", () => {
    // 50.366 kg = 111.04 lb, rounded up to 112 lb = 8 st 0 lb
    const error = expectInputError(
      () => healthyWeight({ ...woman, targetWeightKg: 48, units: "imperial" }),
      "targetWeight",
    );
    expect(error.message).toContain("The lowest healthy weight for your height is 8 st 0 lb.");
  });

  it("accepts a target just at the lowest healthy weight, and refuses one just under", () => {
    expect(healthyWeight({ ...woman, targetWeightKg: 50.4 }).deficitAllowed).toBe(true);
    expectInputError(() => healthyWeight({ ...woman, targetWeightKg: 50.3 }), "targetWeight");
  });

  it("plans no deficit for a woman of 22 already at BMI 17.3, and warns critically", () => {
    // 47.1 / 2.7225 = 17.30
    const r = healthyWeight({ ...woman, age: 22, weightKg: 47.1, targetWeightKg: 45 });
    expect(r.bmi).toBe(17.3);
    expect(r.deficitAllowed).toBe(false);
    expect(r.warnings).toHaveLength(1);
    expect(r.warnings[0]).toMatchObject({ type: "critical" });
    expect(r.warnings[0]?.message).toContain("under 18.5");
    expect(r.warnings[0]?.recommendation).toContain("GP");
  });

  it("does not refuse an underweight person's target, but still plans no deficit", () => {
    // Already under BMI 18.5: the refusal would be pointless; no deficit is planned instead
    expect(() =>
      healthyWeight({ ...woman, age: 22, weightKg: 47.1, targetWeightKg: 40 }),
    ).not.toThrow();
  });

  it("plans no deficit when an underweight person wants to stay as they are, and still warns", () => {
    const r = healthyWeight({ ...woman, age: 22, weightKg: 47.1, targetWeightKg: 47.1 });
    expect(r.deficitAllowed).toBe(false);
    expect(r.warnings.map((w) => w.type)).toEqual(["critical"]);
  });

  it("does not warn an underweight person who wants to gain", () => {
    const r = healthyWeight({ ...woman, age: 22, weightKg: 47.1, targetWeightKg: 52 });
    expect(r.warnings).toEqual([]);
  });

  describe("from 65", () => {
    const older = { ...woman, age: 70, weightKg: 65 };

    // 65 / 2.7225 = 23.9: under 25, so no deficit from 65 (docs/safety-rules.md, "Older adults")
    it("plans no deficit at BMI 23.9, with a plain note", () => {
      const r = healthyWeight({ ...older, targetWeightKg: 63 });
      expect(r.deficitAllowed).toBe(false);
      expect(r.warnings).toHaveLength(1);
      expect(r.warnings[0]).toMatchObject({ type: "medium" });
      expect(r.warnings[0]?.message).toContain("under 25");
    });

    it("refuses a target under BMI 23 on targetWeight, naming 62.7 kg", () => {
      // BMI 23 x 2.7225 = 62.62 kg, named rounded up
      const error = expectInputError(
        () => healthyWeight({ ...older, weightKg: 75, targetWeightKg: 60 }),
        "targetWeight",
      );
      expect(error.message).toContain("62.7 kg");
      expect(error.message).toContain("BMI under 23");
    });

    it("allows a deficit from BMI 25 to a target at BMI 23 or over", () => {
      const r = healthyWeight({ ...older, weightKg: 75, targetWeightKg: 62.7 });
      expect(r).toMatchObject({ deficitAllowed: true, warnings: [] });
    });

    it("does not refuse someone already under BMI 23 a target over 18.5: no deficit instead", () => {
      // 60 / 2.7225 = 22.0
      const r = healthyWeight({ ...older, weightKg: 60, targetWeightKg: 55 });
      expect(r.deficitAllowed).toBe(false);
      // Under 18.5 (50.4 kg) is refused, as at any adult age
      expectInputError(
        () => healthyWeight({ ...older, weightKg: 60, targetWeightKg: 50 }),
        "targetWeight",
      );
    });

    it("keeps the adult rules at 64", () => {
      expect(healthyWeight({ ...older, age: 64, targetWeightKg: 54 })).toMatchObject({
        deficitAllowed: true,
        warnings: [],
      });
    });
  });
});

describe("IOTF cut-offs for teenagers", () => {
  const rowAt = (age: number) => IOTF_CUTOFFS.find((r) => r.age === age);

  // Cole TJ et al. BMJ 2000;320:1240, table 4 (BMI 25 and 30 at 18), and Cole TJ et al.
  // BMJ 2007;335:194, table 1 (BMI 18.5 at 18), boys then girls.
  it.each([
    [13.5, 16.12, 16.57, 22.27, 22.98, 27.25, 28.2],
    [15.5, 17.26, 17.69, 23.6, 24.17, 28.6, 29.29],
    [17.5, 18.28, 18.38, 24.73, 24.85, 29.7, 29.84],
  ])(
    "holds the published cut-offs at exactly %s: thinness %s / %s, overweight %s / %s, obesity %s / %s",
    (age, thinBoy, thinGirl, overBoy, overGirl, obeseBoy, obeseGirl) => {
      expect(rowAt(age)).toEqual({
        age,
        thinness: { male: thinBoy, female: thinGirl },
        overweight: { male: overBoy, female: overGirl },
        obesity: { male: obeseBoy, female: obeseGirl },
      });
    },
  );

  it("holds the rows a whole-year age from 12 to 17 is read at, its midpoint", () => {
    expect(IOTF_CUTOFFS.map((r) => r.age)).toEqual([12.5, 13.5, 14.5, 15.5, 16.5, 17.5]);
  });

  it.each([
    // A whole-year age is read at its midpoint: 13 at 13.5, 15 at 15.5, 17 at 17.5
    ["male", 13, 16.12, 22.27],
    ["female", 13, 16.57, 22.98],
    ["male", 15, 17.26, 23.6],
    ["female", 15, 17.69, 24.17],
    ["male", 17, 18.28, 24.73],
    ["female", 17, 18.38, 24.85],
  ] as const)(
    "gives a %s of %s thinness %s and overweight %s",
    (sex, age, thinness, overweight) => {
      const c = iotfCutoffs(sex, age);
      expect(c.thinness).toBeCloseTo(thinness, 9);
      expect(c.overweight).toBeCloseTo(overweight, 9);
    },
  );
});

describe("healthyWeight for teenagers (under 18)", () => {
  // A girl of 15, 160 cm (2.56 m²); her cut-offs are read at 15.5: thinness 17.69, overweight 24.17
  const girl: HealthyWeightInput = {
    sex: "female",
    age: 15,
    heightCm: 160,
    weightKg: 45,
    targetWeightKg: 42,
  };

  it("plans no deficit for a girl of 15 at 45 kg and 160 cm (BMI 17.6, under the thinness cut-off)", () => {
    const r = healthyWeight(girl);
    expect(r.bmi).toBe(17.6);
    expect(r.deficitAllowed).toBe(false);
    expect(r.warnings).toHaveLength(1);
    expect(r.warnings[0]).toMatchObject({ type: "critical" });
    expect(r.warnings[0]?.message).toContain("below the healthy range for your age and height");
  });

  it("sets the lowest target at the thinness cut-off: 17.69 x 2.56 = 45.3 kg", () => {
    expect(healthyWeight({ ...girl, weightKg: 55, targetWeightKg: 50 }).lowestTargetKg).toBeCloseTo(
      45.2864,
      9,
    );
  });

  it("plans no deficit, with a high warning, for a girl in the healthy range who wants to lose", () => {
    // 55 / 2.56 = 21.5, between 17.69 and 24.17
    const r = healthyWeight({ ...girl, weightKg: 55, targetWeightKg: 50 });
    expect(r.deficitAllowed).toBe(false);
    expect(r.warnings).toHaveLength(1);
    expect(r.warnings[0]).toMatchObject({ type: "high" });
    expect(r.warnings[0]?.recommendation).toContain("school nurse");
  });

  it("does not warn a teenager in the healthy range who does not want to lose", () => {
    const r = healthyWeight({ ...girl, weightKg: 55, targetWeightKg: 58 });
    expect(r).toMatchObject({ deficitAllowed: true, warnings: [] });
  });

  it("plans energy for growth between the overweight and obesity cut-offs, with a high GP note", () => {
    // 65 / 2.56 = 25.4: over 24.17, under the obesity cut-off 29.29
    const r = healthyWeight({ ...girl, weightKg: 65, targetWeightKg: 60 });
    expect(r.deficitAllowed).toBe(false);
    expect(r.warnings).toHaveLength(1);
    expect(r.warnings[0]).toMatchObject({ type: "high" });
    expect(r.warnings[0]?.recommendation).toContain("GP");
  });

  it("allows a deficit at or above the obesity cut-off, with a high warning naming the GP", () => {
    // 76 / 2.56 = 29.7, over 29.29
    const r = healthyWeight({ ...girl, weightKg: 76, targetWeightKg: 70 });
    expect(r.deficitAllowed).toBe(true);
    expect(r.warnings.map((w) => w.type)).toEqual(["high"]);
    expect(r.warnings[0]?.recommendation).toContain("GP");
  });

  it("refuses a target under the thinness cut-off, naming 45.3 kg", () => {
    const error = expectInputError(
      () => healthyWeight({ ...girl, weightKg: 65, targetWeightKg: 44 }),
      "targetWeight",
    );
    expect(error.message).toBe(
      "That target is below a healthy weight for your age and height. Choose 45.3 kg or more.",
    );
  });

  it("judges someone of 18 by the adult rules", () => {
    // 55 / 2.56 = 21.5: a healthy adult may lose towards 18.5 x 2.56 = 47.4 kg
    const r = healthyWeight({ ...girl, age: 18, weightKg: 55, targetWeightKg: 50 });
    expect(r).toMatchObject({ deficitAllowed: true, warnings: [] });
    expect(r.lowestTargetKg).toBeCloseTo(47.36, 9);
  });
});

describe('healthyWeight for a gain (docs/safety-rules.md, "Gaining")', () => {
  // 165 cm: BMI 25 is 68.06 kg, BMI 30 is 81.675 kg
  it("allows the full surplus under BMI 25, 200 kcal from 25, none from 30", () => {
    expect(healthyWeight({ ...woman, targetWeightKg: 65 }).maxSurplus).toBe(500);
    expect(healthyWeight({ ...woman, weightKg: 70, targetWeightKg: 75 }).maxSurplus).toBe(200);
    const obese = healthyWeight({ ...woman, weightKg: 85, targetWeightKg: 90 });
    expect(obese.maxSurplus).toBe(0);
    expect(obese.warnings[0]?.message).toContain("not planned extra calories");
  });

  it("refuses a gain past BMI 30, naming the highest weight rounded down: 81.6 kg or 12 st 12 lb", () => {
    const metric = expectInputError(
      () => healthyWeight({ ...woman, weightKg: 70, targetWeightKg: 82 }),
      "targetWeight",
    );
    expect(metric.message).toContain("81.6 kg");
    // 81.675 kg = 180.06 lb, rounded down to 180 lb = 12 st 12 lb
    const imperial = expectInputError(
      () => healthyWeight({ ...woman, weightKg: 70, targetWeightKg: 82, units: "imperial" }),
      "targetWeight",
    );
    expect(imperial.message).toContain("12 st 12 lb");
  });

  it("turns muscle gain from BMI 30 into a recomposition at maintenance, and says why", () => {
    const r = healthyWeight({ ...woman, weightKg: 85, targetWeightKg: 90, muscleGain: true });
    expect(r.maxSurplus).toBe(0);
    expect(r.warnings[0]?.message).toContain("body recomposition");
  });
});
