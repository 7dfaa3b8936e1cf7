import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  activeTdee,
  EXERCISE_KCAL_PER_HOUR,
  JOB_MULTIPLIER,
  JOB_TYPES,
  MENSTRUAL_PHASES,
  tdeeFactors,
  THYROID_CONDITIONS,
} from "../../engine/tdee.ts";

const still = {
  bmr: 1780,
  baseActivity: 1.55,
  jobType: "sedentary" as const,
  cardioHours: 0,
  strengthHours: 0,
  sportsHours: 0,
  dailySteps: 3000,
};
const calm = {
  thyroidCondition: "normal" as const,
  sleepHours: 7,
  stressLevel: 5,
  menstrualCycle: "none" as const,
};

describe("activeTdee (spec section 9, as product.md section 3 reads it)", () => {
  it("is BMR x base activity with no exercise, a desk job and 3,000 steps", () => {
    // 1780 x 1.55 = 2759
    expect(activeTdee(still)).toBeCloseTo(2759, 9);
  });

  it("uses the spec's job multipliers 1, 1.1, 1.2 and 1.4", () => {
    expect(JOB_TYPES.map((j) => JOB_MULTIPLIER[j])).toEqual([1, 1.1, 1.2, 1.4]);
    expect(activeTdee({ ...still, jobType: "heavy" })).toBeCloseTo(2759 * 1.4, 9);
  });

  it("spreads 300, 250 and 400 kcal per hour of cardio, strength and sport over the week", () => {
    expect(EXERCISE_KCAL_PER_HOUR).toEqual({ cardio: 300, strength: 250, sports: 400 });
    // (2 x 300 + 2 x 250 + 1 x 400) / 7 = 1500 / 7 = 214.3
    const r = activeTdee({ ...still, cardioHours: 2, strengthHours: 2, sportsHours: 1 });
    expect(r - 2759).toBeCloseTo(1500 / 7, 9);
  });

  it("adds exercise and steps after the job multiplier, not scaled by it", () => {
    // 2759 x 1.2 + 7 x 300 / 7 + 2000 x 0.04 = 3310.8 + 300 + 80
    const r = activeTdee({ ...still, jobType: "moderate", cardioHours: 7, dailySteps: 5000 });
    expect(r).toBeCloseTo(3690.8, 9);
  });

  it("adds 0.04 kcal per step above 3,000 and never takes any away", () => {
    expect(activeTdee({ ...still, dailySteps: 13000 }) - 2759).toBeCloseTo(400, 9);
    expect(activeTdee({ ...still, dailySteps: 1000 })).toBeCloseTo(2759, 9);
  });
});

describe("tdeeFactors", () => {
  it("is all ones for a normal thyroid, 7 hours' sleep, stress 5 and no cycle phase", () => {
    expect(tdeeFactors(calm)).toEqual({ thyroid: 1, sleep: 1, stress: 1, cycle: 1, total: 1 });
  });

  it("takes thyroid x0.85 (hypo) and x1.15 (hyper)", () => {
    expect(
      THYROID_CONDITIONS.map((t) => tdeeFactors({ ...calm, thyroidCondition: t }).thyroid),
    ).toEqual([1, 0.85, 1.15]);
  });

  it.each([
    [4, 0.9],
    [5, 0.9],
    [5.5, 0.925],
    [6, 0.95],
    [6.5, 0.975],
    [7, 1],
    [9, 1],
    [9.5, 1.05],
    [12, 1.05],
  ])("after %s hours' sleep takes a factor of %s", (sleepHours, factor) => {
    expect(tdeeFactors({ ...calm, sleepHours }).sleep).toBeCloseTo(factor, 12);
  });

  it.each([
    [1, 1.08],
    [5, 1],
    [8, 0.94],
    [10, 0.9],
    // Clamped to 0.8-1.1 (spec section 9)
    [20, 0.8],
    [-5, 1.1],
  ])("at stress %s takes a factor of %s", (stressLevel, factor) => {
    expect(tdeeFactors({ ...calm, stressLevel }).stress).toBeCloseTo(factor, 12);
  });

  it("raises TDEE 8% in the luteal phase only", () => {
    expect(MENSTRUAL_PHASES.map((m) => tdeeFactors({ ...calm, menstrualCycle: m }).cycle)).toEqual([
      1, 1, 1.08, 1,
    ]);
  });

  it("total is the product of the four factors", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...THYROID_CONDITIONS),
        fc.integer({ min: 8, max: 24 }).map((h) => h / 2),
        fc.integer({ min: 1, max: 10 }),
        fc.constantFrom(...MENSTRUAL_PHASES),
        (thyroidCondition, sleepHours, stressLevel, menstrualCycle) => {
          const f = tdeeFactors({ thyroidCondition, sleepHours, stressLevel, menstrualCycle });
          expect(f.total).toBeCloseTo(f.thyroid * f.sleep * f.stress * f.cycle, 12);
          expect(f.total).toBeGreaterThan(0.6);
          expect(f.total).toBeLessThan(1.5);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
