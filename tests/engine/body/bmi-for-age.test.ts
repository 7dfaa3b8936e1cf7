import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bmiForAge, BMI_FOR_AGE_MIN_AGE } from "../../../engine/body/bmi-for-age.ts";
import {
  bmiOf,
  healthyWeight,
  iotfCutoffs,
  weightAtBmi,
} from "../../../engine/body/healthy-weight.ts";
import { SEXES } from "../../../engine/core/types.ts";
import { badNumbers, expectInputError } from "../input-error-helpers.ts";

const teen = { age: 15, heightCm: 165, weightKg: 55 };

describe("bmiForAge: worked examples", () => {
  it("reads a 15-year-old of 165 cm and 55 kg (BMI 20.2) as a healthy weight for girls and boys", () => {
    const read = bmiForAge(teen);
    expect(read?.age).toBe(15);
    // Cole et al. 2000 and 2007 at 15.5 (the middle of the year of age): girls 17.69 and
    // 24.17, boys 17.26 and 23.60.
    expect(read?.bySex.female).toMatchObject({ thinness: 17.69, overweight: 24.17 });
    expect(read?.bySex.male).toMatchObject({ thinness: 17.26, overweight: 23.6 });
    expect(read?.bySex.female.band).toBe("healthy");
    expect(read?.bySex.male.band).toBe("healthy");
  });

  it("gives the weights between the cut-offs at the height: 48.2 to 65.7 kg for a girl of 15 at 165 cm", () => {
    const range = bmiForAge(teen)?.bySex.female.healthyWeightKg;
    // 17.69 x 1.65^2 = 48.16... up to 48.2; just under 24.17 x 1.65^2 = 65.80..., down to 65.7
    expect(range).toEqual({ minKg: 48.2, maxKg: 65.7 });
  });

  it("can read one BMI differently for girls and boys: 64.5 kg at 165 cm and 15 is over the boys' line only", () => {
    // BMI 23.69 is under the girls' 24.17 and over the boys' 23.60.
    const read = bmiForAge({ ...teen, weightKg: 64.5 });
    expect(read?.bySex.female.band).toBe("healthy");
    expect(read?.bySex.male.band).toBe("overweight");
  });

  it("reads a BMI under the thinness line as below the healthy range", () => {
    expect(bmiForAge({ ...teen, weightKg: 45 })?.bySex.female.band).toBe("thinness");
  });

  it("gives nothing from 18, where the adult bands apply, nor under 12, where its table stops", () => {
    expect(bmiForAge({ ...teen, age: 18 })).toBeUndefined();
    expect(bmiForAge({ ...teen, age: 40 })).toBeUndefined();
    expect(bmiForAge({ ...teen, age: BMI_FOR_AGE_MIN_AGE - 1 })).toBeUndefined();
    expect(bmiForAge({ ...teen, age: 9 })).toBeUndefined();
    expect(bmiForAge({ ...teen, age: BMI_FOR_AGE_MIN_AGE })).toBeDefined();
    expect(bmiForAge({ ...teen, age: 17 })).toBeDefined();
  });

  it.each(badNumbers(2, 120))("rejects an age that is %s", (_, value) => {
    expectInputError(() => bmiForAge({ ...teen, age: value as number }), "age");
  });

  it.each(badNumbers(100, 250))("rejects a height that is %s", (_, value) => {
    expectInputError(() => bmiForAge({ ...teen, heightCm: value as number }), "heightCm");
  });

  it.each(badNumbers(30, 300))("rejects a weight that is %s", (_, value) => {
    expectInputError(() => bmiForAge({ ...teen, weightKg: value as number }), "weightKg");
  });
});

const teenagers = fc.record({
  sex: fc.constantFrom(...SEXES),
  age: fc.integer({ min: 13, max: 17 }),
  heightCm: fc.integer({ min: 140, max: 200 }),
  bmi: fc.double({ min: 13, max: 40, noNaN: true }),
});

describe("bmiForAge: laws", () => {
  it("the calorie deficit calculators plan a teenager a deficit exactly when their BMI is at or over the IOTF obesity cut-off, which reads above the healthy range", () => {
    fc.assert(
      fc.property(teenagers, ({ sex, age, heightCm, bmi }) => {
        const weightKg = Math.round(weightAtBmi(bmi, heightCm) * 10) / 10;
        fc.pre(weightKg >= 30);
        const band = bmiForAge({ age, heightCm, weightKg })?.bySex[sex].band;
        const lowest = weightAtBmi(iotfCutoffs(sex, age).thinness, heightCm);
        // A goal a little lighter, never under the lowest healthy target.
        const target = Math.max(lowest, weightKg - 2);
        fc.pre(target < weightKg);
        const rule = healthyWeight({ sex, age, heightCm, weightKg, targetWeightKg: target });
        const obese = bmiOf(weightKg, heightCm) >= iotfCutoffs(sex, age).obesity;
        expect(obese).toBe(rule.deficitAllowed);
        if (obese) expect(band).toBe("overweight");
        const belowRule = bmiOf(weightKg, heightCm) < iotfCutoffs(sex, age).thinness;
        expect(band === "thinness").toBe(belowRule);
      }),
      { numRuns: 2000 },
    );
  });

  it("every weight in the healthy range it gives reads as a healthy weight, and the range is never empty", () => {
    fc.assert(
      fc.property(teenagers, fc.double({ min: 0, max: 1, noNaN: true }), (p, share) => {
        const read = bmiForAge({ age: p.age, heightCm: p.heightCm, weightKg: 60 });
        const { minKg, maxKg } = read?.bySex[p.sex].healthyWeightKg ?? { minKg: 0, maxKg: -1 };
        expect(maxKg).toBeGreaterThan(minKg);
        const weightKg = Math.round((minKg + share * (maxKg - minKg)) * 10) / 10;
        fc.pre(weightKg >= 30);
        const band = bmiForAge({ age: p.age, heightCm: p.heightCm, weightKg })?.bySex[p.sex].band;
        expect(band).toBe("healthy");
      }),
      { numRuns: 1000 },
    );
  });
});
