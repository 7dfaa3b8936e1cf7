import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  MAX_PROTEIN_SHARE,
  proteinCalories,
  proteinPolicy,
  type ProteinPolicy,
  type ProteinPolicyInput,
} from "../../engine/protein.ts";

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
});

describe("proteinCalories", () => {
  const policy80: ProteinPolicy = { minGPerKg: 1.2, maxGPerKg: 2.2, referenceKg: 80 };

  it("never plans more than 35% of the day's calories as protein", () => {
    expect(MAX_PROTEIN_SHARE).toBe(0.35);
  });

  it("keeps the diet's share when it lies within the person's limits", () => {
    // 30% of 2,000 = 600 kcal (150 g), between 1.2 x 80 x 4 = 384 and 2.2 x 80 x 4 = 704
    expect(proteinCalories(2000, 0.3, policy80)).toBe(600);
  });

  it("raises the share to the person's minimum", () => {
    // 15% of 2,000 = 300 kcal, under 384 kcal (96 g)
    expect(proteinCalories(2000, 0.15, policy80)).toBe(384);
  });

  it("lowers the share to the person's maximum", () => {
    // 35% of 4,000 = 1,400 kcal, over 2.2 x 80 x 4 = 704 kcal (176 g)
    expect(proteinCalories(4000, 0.35, policy80)).toBeCloseTo(704, 9);
  });

  it("holds protein at 35% of the day even when the minimum asks for more", () => {
    // 1.6 x 100 x 4 = 640 kcal wanted; 35% of 1,200 = 420 kcal
    const policy = { minGPerKg: 1.6, maxGPerKg: 2.2, referenceKg: 100 };
    expect(proteinCalories(1200, 0.3, policy)).toBeCloseTo(420, 9);
  });

  it("gives none for no calories", () => {
    expect(proteinCalories(0, 0.3, policy80)).toBe(0);
  });

  it("always lies within 35% of the day and the person's maximum", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 800, max: 5000 }),
        fc.integer({ min: 10, max: 40 }),
        fc.constantFrom(1, 1.2, 1.5, 1.6),
        fc.integer({ min: 30, max: 150 }),
        (calories, sharePct, minGPerKg, referenceKg) => {
          const policy = { minGPerKg, maxGPerKg: 2.2, referenceKg };
          const kcal = proteinCalories(calories, sharePct / 100, policy);
          expect(kcal).toBeLessThanOrEqual(0.35 * calories + 1e-9);
          expect(kcal).toBeLessThanOrEqual(2.2 * referenceKg * 4 + 1e-9);
          expect(kcal).toBeGreaterThanOrEqual(
            Math.min(minGPerKg * referenceKg * 4, 0.35 * calories) - 1e-9,
          );
        },
      ),
      { numRuns: 2000 },
    );
  });
});
