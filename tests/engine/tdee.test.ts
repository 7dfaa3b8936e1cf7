import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  activeTdee,
  EXERCISE_KCAL_PER_HOUR,
  impliedSteps,
  JOB_ACTIVITY,
  JOB_TYPES,
  MAX_PAL,
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

describe('activeTdee (docs/plans.md, "Activity")', () => {
  it("is BMR x base activity with no exercise, a desk job and steps below what the base implies", () => {
    // 1780 x 1.55 = 2759
    expect(activeTdee(still)).toBeCloseTo(2759, 9);
  });

  it("gives each job the activity multiplier it implies on its own: 1.2, 1.375, 1.55 and 1.725", () => {
    expect(JOB_TYPES.map((j) => JOB_ACTIVITY[j])).toEqual([1.2, 1.375, 1.55, 1.725]);
  });

  it("uses the busier of the base activity and the job, never both", () => {
    // Base 1.55: a light job (1.375) changes nothing; a heavy one (1.725) gives 1780 x 1.725 = 3070.5
    expect(activeTdee({ ...still, jobType: "light" })).toBeCloseTo(2759, 9);
    expect(activeTdee({ ...still, jobType: "moderate" })).toBeCloseTo(2759, 9);
    expect(activeTdee({ ...still, jobType: "heavy" })).toBeCloseTo(3070.5, 9);
    // Base 1.2 (desk-bound): a moderate job lifts the day to 1780 x 1.55 = 2759
    expect(activeTdee({ ...still, baseActivity: 1.2, jobType: "moderate" })).toBeCloseTo(2759, 9);
  });

  it("spreads 300, 250 and 400 kcal per hour of cardio, strength and sport over the week", () => {
    expect(EXERCISE_KCAL_PER_HOUR).toEqual({ cardio: 300, strength: 250, sports: 400 });
    // (2 x 300 + 2 x 250 + 1 x 400) / 7 = 1500 / 7 = 214.3
    const r = activeTdee({ ...still, cardioHours: 2, strengthHours: 2, sportsHours: 1 });
    expect(r - 2759).toBeCloseTo(1500 / 7, 9);
  });

  it("adds exercise and steps after the job, not scaled by it", () => {
    // Base 1.2, moderate job: 1780 x 1.55 = 2759; + 7 x 300 / 7 = 300; the job's day
    // already includes 10,000 steps: (12,000 - 10,000) x 0.04 = 80. 2759 + 300 + 80 = 3139
    const r = activeTdee({
      ...still,
      baseActivity: 1.2,
      jobType: "moderate",
      cardioHours: 7,
      dailySteps: 12000,
    });
    expect(r).toBeCloseTo(3139, 9);
  });

  it("counts the steps each base activity already implies: 5,000, 7,500, 10,000, 12,500 and 12,500", () => {
    expect([1.2, 1.375, 1.55, 1.725, 1.9].map(impliedSteps)).toEqual([
      5000, 7500, 10000, 12500, 12500,
    ]);
  });

  it("adds 0.04 kcal per step above the level the base implies, and never takes any away", () => {
    // Base 1.55 implies 10,000 steps: 13,000 adds 3,000 x 0.04 = 120 kcal
    expect(activeTdee({ ...still, dailySteps: 13000 }) - 2759).toBeCloseTo(120, 9);
    expect(activeTdee({ ...still, dailySteps: 10000 })).toBeCloseTo(2759, 9);
    expect(activeTdee({ ...still, dailySteps: 1000 })).toBeCloseTo(2759, 9);
    // Base 1.2 implies 5,000: 8,000 adds 120 kcal to 1780 x 1.2 = 2136
    expect(activeTdee({ ...still, baseActivity: 1.2, dailySteps: 8000 })).toBeCloseTo(2256, 9);
  });

  it("adds nothing for steps left blank", () => {
    expect(activeTdee({ ...still, dailySteps: undefined })).toBeCloseTo(2759, 9);
  });

  it("never puts energy use above 2.5 x BMR (SACN 2011)", () => {
    expect(MAX_PAL).toBe(2.5);
    // 1780 x 1.9 = 3382 + (20 x 300 + 20 x 400) / 7 = 2000 > 2.5 x 1780 = 4450
    const r = activeTdee({ ...still, baseActivity: 1.9, cardioHours: 20, sportsHours: 20 });
    expect(r).toBe(4450);
  });

  it("stays within BMR x base activity and 2.5 x BMR whatever the answers", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 800, max: 3000 }),
        fc.constantFrom(1.2, 1.375, 1.55, 1.725, 1.9),
        fc.constantFrom(...JOB_TYPES),
        fc.integer({ min: 0, max: 20 }),
        fc.option(fc.integer({ min: 1000, max: 30000 }), { nil: undefined }),
        (bmr, baseActivity, jobType, cardioHours, dailySteps) => {
          const r = activeTdee({ ...still, bmr, baseActivity, jobType, cardioHours, dailySteps });
          expect(r).toBeGreaterThanOrEqual(bmr * baseActivity - 1e-9);
          expect(r).toBeLessThanOrEqual(2.5 * bmr + 1e-9);
        },
      ),
      { numRuns: 2000 },
    );
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
    // Clamped to 0.8-1.1 (docs/plans.md, "Health factors (advanced)")
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

  it("holds the total within 0.85 and 1.15: hypothyroid and short sleep is 0.85, not 0.765", () => {
    // 0.85 x 0.9 = 0.765, held at 0.85
    expect(tdeeFactors({ ...calm, thyroidCondition: "hypo", sleepHours: 5 }).total).toBe(0.85);
    // 1.15 x 1.08 = 1.242, held at 1.15
    expect(
      tdeeFactors({ ...calm, thyroidCondition: "hyper", menstrualCycle: "luteal" }).total,
    ).toBe(1.15);
    // 0.95 x 0.94 = 0.893, within the range, so left alone
    expect(tdeeFactors({ ...calm, sleepHours: 6, stressLevel: 8 }).total).toBeCloseTo(0.893, 12);
  });

  it("total is the product of the four factors, held within 0.85 and 1.15", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...THYROID_CONDITIONS),
        fc.integer({ min: 8, max: 24 }).map((h) => h / 2),
        fc.integer({ min: 1, max: 10 }),
        fc.constantFrom(...MENSTRUAL_PHASES),
        (thyroidCondition, sleepHours, stressLevel, menstrualCycle) => {
          const f = tdeeFactors({ thyroidCondition, sleepHours, stressLevel, menstrualCycle });
          const product = f.thyroid * f.sleep * f.stress * f.cycle;
          expect(f.total).toBeCloseTo(Math.min(1.15, Math.max(0.85, product)), 12);
          expect(f.total).toBeGreaterThanOrEqual(0.85);
          expect(f.total).toBeLessThanOrEqual(1.15);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
