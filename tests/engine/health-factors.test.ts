import { describe, expect, it } from "vitest";
import { advancedPlan } from "../../engine/advanced-plan.ts";
import { healthFactorSummary } from "../../engine/health-factors.ts";
import { tdeeFactors } from "../../engine/tdee.ts";

const neutral = {
  thyroidCondition: "normal",
  sleepHours: 8,
  stressLevel: 5,
  menstrualCycle: "none",
} as const;

describe("healthFactorSummary: every factor that moved maintenance is named", () => {
  it("lists nothing at neutral answers", () => {
    expect(healthFactorSummary(2000, tdeeFactors(neutral))).toEqual({
      effects: [],
      totalKcal: 0,
      limited: false,
    });
  });

  it("gives each factor's own calorie effect and evidence", () => {
    // 6 h sleep: 0.95, -100 kcal on 2,000; the luteal phase: 1.08, +160 kcal.
    const s = healthFactorSummary(
      2000,
      tdeeFactors({ ...neutral, sleepHours: 6, menstrualCycle: "luteal" }),
    );
    expect(s.effects.map((e) => [e.factor, e.kcal, e.evidence])).toEqual([
      ["sleep", -100, "limited"],
      ["cycle", 160, "moderate"],
    ]);
    // 0.95 x 1.08 = 1.026: +52 kcal together
    expect(s.totalKcal).toBe(52);
    expect(s.limited).toBe(false);
    for (const e of s.effects) expect(e.note.length).toBeGreaterThan(20);
  });

  it("says when the 15% limit held the factors back, and the total stays within it", () => {
    // hypo 0.85 x 5 h sleep 0.90 x stress 10 0.90: 0.689, held at 0.85
    const s = healthFactorSummary(
      2000,
      tdeeFactors({
        thyroidCondition: "hypo",
        sleepHours: 5,
        stressLevel: 10,
        menstrualCycle: "none",
      }),
    );
    expect(s.effects).toHaveLength(3);
    expect(s.limited).toBe(true);
    expect(s.totalKcal).toBe(-300);
  });
});

describe("advancedPlan: the factors it lists explain its maintenance", () => {
  it("adds up: TDEE plus the listed total is the adjusted TDEE", () => {
    const r = advancedPlan({
      age: 34,
      gender: "female",
      height: 165,
      weight: 82,
      targetWeight: 70,
      lossRate: 0.5,
      baseActivity: 1.375,
      bmrFormula: "mifflin",
      sleepHours: 5,
      stressLevel: 9,
      menstrualCycle: "luteal",
      today: "2026-11-23",
    });
    expect(r.healthFactors.effects.map((e) => e.factor)).toEqual(["sleep", "stress", "cycle"]);
    expect(r.tdee + r.healthFactors.totalKcal).toBe(r.adjustedTdee);
  });
});
