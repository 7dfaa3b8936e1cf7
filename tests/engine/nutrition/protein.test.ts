import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  dailyProteinGrams,
  MAX_PROTEIN_SHARE,
  proteinAimGrams,
  proteinPolicy,
  type ProteinPolicy,
  type ProteinPolicyInput,
} from "../../../engine/nutrition/protein.ts";

// 30, 180 cm, 80 kg: BMI 24.7
const adult: ProteinPolicyInput = { age: 30, heightCm: 180, weightKg: 80, muscleFocus: false };

describe('proteinPolicy (docs/safety-rules.md, "Protein")', () => {
  it("gives adults 1.2 g per kg of body weight, and never more than 2.2 g", () => {
    expect(proteinPolicy(adult)).toEqual({ minGPerKg: 1.2, maxGPerKg: 2.2, referenceKg: 80 });
  });

  it("raises an adult to 1.6 g per kg with 2 hours or more of strength training a week", () => {
    expect(proteinPolicy({ ...adult, strengthHours: 2 }).minGPerKg).toBe(1.6);
    expect(proteinPolicy({ ...adult, strengthHours: 1.9 }).minGPerKg).toBe(1.2);
    expect(proteinPolicy({ ...adult, strengthHours: undefined }).minGPerKg).toBe(1.2);
  });

  it("raises an adult to 1.6 g per kg on a muscle-focused plan, even without training", () => {
    expect(proteinPolicy({ ...adult, muscleFocus: true })).toMatchObject({
      minGPerKg: 1.6,
      maxGPerKg: 2.2,
    });
  });

  it("gives people of 65 and over 1.2 g per kg, 1.5 g when training, and never more than 1.5 g", () => {
    expect(proteinPolicy({ ...adult, age: 65 })).toMatchObject({ minGPerKg: 1.2, maxGPerKg: 1.5 });
    expect(proteinPolicy({ ...adult, age: 70, strengthHours: 3 })).toMatchObject({
      minGPerKg: 1.5,
      maxGPerKg: 1.5,
    });
    expect(proteinPolicy({ ...adult, age: 64, muscleFocus: true })).toMatchObject({
      minGPerKg: 1.6,
      maxGPerKg: 2.2,
    });
  });

  it("gives under-18s 1.0 g per kg, 1.5 g when training, and never more than 1.5 g", () => {
    expect(proteinPolicy({ ...adult, age: 17 })).toMatchObject({ minGPerKg: 1, maxGPerKg: 1.5 });
    expect(proteinPolicy({ ...adult, age: 15, muscleFocus: true })).toMatchObject({
      minGPerKg: 1.5,
      maxGPerKg: 1.5,
    });
    expect(proteinPolicy({ ...adult, age: 18 })).toMatchObject({ minGPerKg: 1.2, maxGPerKg: 2.2 });
  });

  it("sets protein on body weight up to BMI 30, and on the weight at BMI 25 above it", () => {
    // 2 m: BMI 30 is 120 kg, BMI 25 is 100 kg
    expect(proteinPolicy({ ...adult, heightCm: 200, weightKg: 120 }).referenceKg).toBe(120);
    expect(proteinPolicy({ ...adult, heightCm: 200, weightKg: 121 }).referenceKg).toBe(100);
    // 1.8 m, 120 kg (BMI 37): 25 x 3.24 = 81 kg
    expect(proteinPolicy({ ...adult, weightKg: 120 }).referenceKg).toBeCloseTo(81, 9);
  });

  it("without an age or a height (typed calories), an adult's aim on the weight itself", () => {
    expect(proteinPolicy({ weightKg: 120, muscleFocus: false })).toEqual({
      minGPerKg: 1.2,
      maxGPerKg: 2.2,
      referenceKg: 120,
    });
  });
});

describe("dailyProteinGrams: one figure, from the g/kg aim", () => {
  const policy80: ProteinPolicy = { minGPerKg: 1.2, maxGPerKg: 2.2, referenceKg: 80 };

  it("never plans more than 35% of the day's calories as protein", () => {
    expect(MAX_PROTEIN_SHARE).toBe(0.35);
  });

  it("gives the aim in whole grams, whatever the calories: 1.2 x 80 = 96 g", () => {
    expect(proteinAimGrams(policy80)).toBe(96);
    expect(dailyProteinGrams(policy80, 2000)).toBe(96);
    expect(dailyProteinGrams(policy80, 4000)).toBe(96);
  });

  it("holds protein at 35% of the day even when the aim asks for more", () => {
    // 1.6 x 100 = 160 g wanted; 35% of 1,200 = 420 kcal = 105 g
    const policy = { minGPerKg: 1.6, maxGPerKg: 2.2, referenceKg: 100 };
    expect(dailyProteinGrams(policy, 1200)).toBe(105);
  });

  it("gives none for no calories", () => {
    expect(dailyProteinGrams(policy80, 0)).toBe(0);
  });

  it("is the aim, or 35% of the day when that is less; never above the person's maximum", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 800, max: 5000 }),
        fc.constantFrom(1, 1.2, 1.5, 1.6),
        fc.integer({ min: 30, max: 150 }),
        (calories, minGPerKg, referenceKg) => {
          const policy = { minGPerKg, maxGPerKg: 2.2, referenceKg };
          const grams = dailyProteinGrams(policy, calories);
          expect(grams * 4).toBeLessThanOrEqual(0.35 * calories + 1e-9);
          expect(grams).toBeLessThanOrEqual(2.2 * referenceKg + 0.5);
          expect(grams).toBe(
            Math.min(Math.round(minGPerKg * referenceKg), Math.floor((0.35 * calories) / 4)),
          );
        },
      ),
      { numRuns: 2000 },
    );
  });
});
