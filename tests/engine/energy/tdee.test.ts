import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  activeTdee,
  EXERCISE_KCAL_PER_HOUR,
  impliedSteps,
  JOB_ACTIVITY,
  JOB_TYPES,
  MAX_PAL,
} from "../../../engine/energy/tdee.ts";

const still = {
  bmr: 1780,
  baseActivity: 1.55,
  jobType: "sedentary" as const,
  cardioHours: 0,
  strengthHours: 0,
  sportsHours: 0,
  dailySteps: 3000,
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
