import { describe, expect, it } from "vitest";
import fc from "fast-check";
import type { AdvancedInput } from "../../../engine/plans/advanced-plan.ts";
import { advancedSafeOptions } from "../../../engine/plans/advanced-safe-options.ts";

import { LOSS_RATE_RULE } from "../../../engine/input/input-ranges.ts";
import { paceSteps } from "../../../engine/plans/paces.ts";
import { safeOptions, type SafeOptions } from "../../../engine/plans/safe-options.ts";
import { variantRules } from "../../../engine/plans/variants.ts";
import {
  advancedCase,
  basicCase,
  isoDaysAfter,
  TODAY,
  type PersonLike,
} from "./generated-people.ts";
import { expectInputError, inputErrorOf } from "../input-error-helpers.ts";
import { advancedOrRefusal, basicOrRefusal } from "./plan-or-refusal.ts";
import { advancedPlan, basicPlan, samePeopleInEveryLaw } from "./plans-once.ts";

samePeopleInEveryLaw();

// Product decision 3b.1 (docs/safety-rules.md, "Pace"), with the pace part of 3b.8: no plan
// loses faster than 1 kg or 1% of body weight a week, whichever is lower (the aggressive
// variant 1.5 kg and 1.5%), 0.5 kg for teenagers, from 65 and while breastfeeding; "safe"
// means one thing, at or below the person's safe pace; a pace the floor holds back is planned
// at the floor and says how fast it really goes; the soonest safe date is one date. The
// figures are written out here rather than read from the engine.

const RUNS = 2000;
// Safe options plan every pace on offer, and the goal date plans once more: fewer people.
const OPTION_RUNS = 500;
const ADVANCED_OPTION_RUNS = 200;

/** The fastest pace any plan of this person may lose at, kg a week (3b.1, 3b.8). */
function maxPace(variant: string, p: PersonLike, breastfeeding: boolean): number {
  const rules = variantRules(variant);
  const aggressive = variant === "aggressive";
  let rate = Math.min(
    rules.maxLossRate,
    aggressive ? 1.5 : 1,
    (aggressive ? 0.015 : 0.01) * p.weight,
  );
  if (p.age < 18 || p.age >= 65 || breastfeeding || variant === "breastfeeding") {
    rate = Math.min(rate, 0.5);
  }
  return rate;
}

/** The fastest pace called safe for this person: the NHS's, even on the aggressive page. */
function safePace(variant: string, p: PersonLike, breastfeeding: boolean): number {
  return Math.min(maxPace(variant, p, breastfeeding), 1, 0.01 * p.weight);
}

/** A plan's weekly loss is rounded to 0.01 kg from a whole-calorie target. */
const ROUNDING = 0.006;

/** The options for a case, or undefined where the plan itself refuses the person. */
function optionsOf(run: () => SafeOptions): SafeOptions | undefined {
  try {
    return run();
  } catch (error) {
    const field = inputErrorOf(() => {
      throw error;
    }).field;
    expect(["targetWeight", "variant"]).toContain(field);
    return undefined;
  }
}

/** The laws every set of options keeps, for a person whose safe pace is `safe` kg a week. */
function expectOneMeaningOfSafe(r: SafeOptions, safe: number, max: number): void {
  for (const o of r.options) {
    if (r.direction === "gain") {
      expect(o.weeklyKg).toBeLessThanOrEqual(0.5);
      expect(o.safe).toBe(true);
      continue;
    }
    // Nothing offered beyond the person's maximum, and safe exactly up to their safe pace.
    expect(o.weeklyKg).toBeLessThanOrEqual(max + 1e-9);
    expect(o.safe).toBe(o.weeklyKg <= safe + 1e-9);
    // Never called unsafe for what the floor or a cap does: only for being too fast.
    if (!o.safe) expect(o.reason).toMatch(/^Faster than /);
    else expect(o.reason).toBeUndefined();
    // A held-back pace reports its real, slower pace.
    expect(o.heldBack).toBe(o.weeklyKg - o.plannedWeeklyKg > 0.005);
  }
  // The soonest safe date is the fastest safe pace's date.
  const safeOnes = r.options.filter((o) => o.safe);
  expect(r.maxWeeklyKg).toBe(safeOnes.at(-1)?.weeklyKg ?? 0);
  expect(r.earliestSafeDate).toBe(safeOnes.at(-1)?.date ?? null);
  // Paces held to the same calories are one line; the lines hold every pace, in order.
  expect(r.lines.flatMap((line) => line.rates)).toEqual(r.options.map((o) => o.weeklyKg));
  for (const line of r.lines) {
    const on = r.options.filter((o) => line.rates.includes(o.weeklyKg));
    for (const o of on) {
      expect(o.targetCalories).toBe(line.targetCalories);
      expect(o.date).toBe(line.date);
      expect(o.safe).toBe(line.safe);
    }
  }
  r.lines.slice(1).forEach((line, i) => {
    const before = r.lines[i];
    expect(before?.targetCalories === line.targetCalories && before.safe === line.safe).toBe(false);
  });
}

/** A goal date the plan measures: 100 days on, whatever the case's own date. */
const MEASURED_DATE = isoDaysAfter(TODAY, 100);

describe("3b.1 pace", () => {
  it("no basic plan loses faster than 1 kg or 1% of weight a week (aggressive 1.5 kg and 1.5%), 0.5 kg for teenagers, from 65 and breastfeeding", () => {
    fc.assert(
      fc.property(basicCase, ({ variant, input }) => {
        const r = basicOrRefusal(variant, input);
        if (!r || r.direction !== "lose") return;
        expect(r.weeklyLoss).toBeLessThanOrEqual(maxPace(variant, input, false) + ROUNDING);
      }),
      { numRuns: RUNS },
    );
  });

  it("no advanced plan does either, on its week's real mean, breastfeeding's 0.5 kg included", () => {
    fc.assert(
      fc.property(advancedCase, ({ variant, input }) => {
        const r = advancedOrRefusal(variant, input);
        if (!r || r.direction !== "lose") return;
        const nursing = r.maternal === "breastfeeding";
        expect(r.weeklyLoss).toBeLessThanOrEqual(maxPace(variant, input, nursing) + ROUNDING);
      }),
      { numRuns: RUNS },
    );
  });

  it("both plans say the same about pace, judged on the pace actually planned", () => {
    fc.assert(
      fc.property(basicCase, ({ variant, input }) => {
        const r = basicOrRefusal(variant, input);
        if (!r) return;
        const fast = r.warnings.some((w) =>
          /is faster than the .* the NHS advises/.test(w.message),
        );
        const safe = safePace(variant, input, false);
        expect(fast).toBe(r.direction === "lose" && r.weeklyLoss > safe + 0.005);
      }),
      { numRuns: RUNS },
    );
    fc.assert(
      fc.property(advancedCase, ({ variant, input }) => {
        const r = advancedOrRefusal(variant, input);
        if (!r) return;
        const fast = r.warnings.some((w) =>
          /is faster than the .* the NHS advises/.test(w.message),
        );
        const safe = safePace(variant, input, r.maternal === "breastfeeding");
        expect(fast).toBe(r.direction === "lose" && r.weeklyLoss > safe + 0.005);
      }),
      { numRuns: RUNS },
    );
  });

  it("the 2 kg a week option is gone: no form offers it and no plan accepts it", () => {
    expect(LOSS_RATE_RULE.max).toBe(1.5);
    for (const form of ["basic", "advanced"] as const) {
      for (const units of ["metric", "imperial"] as const) {
        expect(Math.max(...paceSteps(form, units, "lose"))).toBeLessThanOrEqual(1.5);
      }
    }
    const man = {
      age: 40,
      gender: "male" as const,
      height: 180,
      weight: 120,
      activity: 1.55,
      targetWeight: 95,
      today: TODAY,
    };
    expectInputError(() => basicPlan({ ...man, lossRate: 2 }, "aggressive"), "lossRate");
  });

  it("imperial visitors choose 0.5, 1, 1.5 and 2 lb a week (3 lb only on the aggressive page)", () => {
    const pounds = (kg: number) => Math.round((kg / 0.45359237) * 10) / 10;
    expect(paceSteps("basic", "imperial", "lose").map(pounds)).toEqual([0.5, 1, 1.5, 2, 3]);
    expect(paceSteps("advanced", "imperial", "lose").map(pounds)).toEqual([0.5, 1, 1.5, 2, 2.5, 3]);
    const heavy = {
      age: 40,
      gender: "male" as const,
      height: 180,
      weight: 120,
      activity: 1.55,
      targetWeight: 95,
      units: "imperial" as const,
      today: TODAY,
    };
    expect(safeOptions(heavy).options.map((o) => pounds(o.weeklyKg))).toEqual([0.5, 1, 1.5, 2]);
  });

  it("basic safe options: safe exactly up to the person's safe pace, floor-held paces planned and never called unsafe, one soonest safe date shared with the goal date", () => {
    fc.assert(
      fc.property(basicCase, ({ variant, input }) => {
        const r = optionsOf(() => safeOptions(input, variant));
        if (!r) return;
        const plain = { ...input, goalDate: undefined };
        expectOneMeaningOfSafe(r, safePace(variant, input, false), maxPace(variant, input, false));
        for (const o of r.options) {
          const plan = basicPlan({ ...plain, lossRate: o.weeklyKg }, variant);
          expect(o.plannedWeeklyKg).toBe(Math.abs(plan.weeklyLoss));
          if (plan.flooredAtMinimum && r.direction === "lose") {
            expect(o.targetCalories).toBe(plan.floor);
            // Never faster than chosen, both to the 2 decimals the plan gives: a floor that lifts
            // the calories by a few kcal can read as the pace chosen (0.495 kg a week as 0.5,
            // or 0.905 as 0.91 for 2 lb, 0.9072 kg).
            expect(o.plannedWeeklyKg).toBeLessThanOrEqual(Math.round(o.weeklyKg * 100) / 100);
          }
        }
        if (r.direction === "maintain") return;
        const dated = basicPlan(
          { ...plain, lossRate: r.options[0]?.weeklyKg, goalDate: MEASURED_DATE },
          variant,
        );
        expect(dated.goalDate?.status).toBe("set");
        if (dated.goalDate?.status !== "set") return;
        expect(dated.goalDate.nearestSafeDate).toBe(r.earliestSafeDate);
        expect(dated.goalDate.safeMaxRate).toBe(r.maxWeeklyKg);
      }),
      { numRuns: OPTION_RUNS },
    );
  }, 120_000);

  it("advanced safe options keep the same laws, and the same soonest safe date as the advanced goal date", () => {
    fc.assert(
      fc.property(advancedCase, ({ variant, input }) => {
        const r = optionsOf(() => advancedSafeOptions(input, variant));
        if (!r) return;
        const nursing =
          input.gender === "female" && input.age <= 55 && input.maternal === "breastfeeding";
        expectOneMeaningOfSafe(
          r,
          safePace(variant, input, nursing),
          maxPace(variant, input, nursing),
        );
        if (r.direction === "maintain") return;
        const dated = advancedPlan(
          { ...input, lossRate: r.options[0]?.weeklyKg ?? 0.5, goalDate: MEASURED_DATE },
          variant,
        );
        if (dated.goalDate?.status !== "set") throw new Error("the date should be measured");
        expect(dated.goalDate.nearestSafeDate).toBe(r.earliestSafeDate);
      }),
      { numRuns: ADVANCED_OPTION_RUNS },
    );
  }, 120_000);

  it("a target above the current weight is planned as a gain, at most 0.5 kg a week, in every plan", () => {
    fc.assert(
      fc.property(basicCase, ({ variant, input }) => {
        const r = optionsOf(() => safeOptions(input, variant));
        if (!r || r.direction !== "gain") return;
        expect(Number(input.targetWeight)).toBeGreaterThan(input.weight);
        expect(Math.max(...r.options.map((o) => o.weeklyKg))).toBeLessThanOrEqual(0.5);
      }),
      { numRuns: OPTION_RUNS },
    );
  }, 60_000);
});

describe("3b.1 pace: named examples from the review", () => {
  // A man of 70, 175 cm, 92 kg, sedentary, aiming for 80 kg: Mifflin 920 + 1093.75 - 350 + 5
  // = 1668.75; x 1.2 = 2,003 kcal. 0.5 kg a week would be 1,453 kcal, under his 1,500.
  const man = {
    age: 70,
    gender: "male" as const,
    height: 175,
    weight: 92,
    activity: 1.2,
    targetWeight: 80,
    today: "2026-11-27",
  };

  it("the 70-year-old man: his 0.5 kg option is safe, planned at 1,500 kcal, about 0.46 kg a week, and its date is the soonest safe date", () => {
    const r = safeOptions(man);
    expect(r.options).toHaveLength(1);
    const option = r.options[0];
    expect(option).toMatchObject({
      weeklyKg: 0.5,
      safe: true,
      targetCalories: 1500,
      plannedWeeklyKg: 0.46,
      heldBack: true,
    });
    expect(option?.reason).toBeUndefined();
    expect(r.earliestSafeDate).toBe(option?.date);
    expect(r.earliestSafeDate).not.toBeNull();
    // The result's goal date names the same day.
    const plan = basicPlan({ ...man, lossRate: 0.5, goalDate: "2027-06-01" });
    expect(plan.targetCalories).toBe(1500);
    expect(plan.weeklyLoss).toBe(0.46);
    expect(plan.goalDate).toMatchObject({
      nearestSafeDate: option?.date,
      plannedDate: option?.date,
    });
    // The senior calculator says the same.
    expect(safeOptions(man, "senior").earliestSafeDate).toBe(r.earliestSafeDate);
  });

  it("the 70-year-old man on the advanced calculator: every pace safe, the soonest safe date the result's too", () => {
    const advanced: AdvancedInput = {
      ...man,
      baseActivity: 1.2,
      jobType: "sedentary",
      bmrFormula: "mifflin",
      refeedFrequency: "none",
      lossRate: 0.5,
    };
    const r = advancedSafeOptions(advanced);
    expect(r.options.every((o) => o.safe)).toBe(true);
    const plan = advancedPlan({ ...advanced, lossRate: 0.25, goalDate: "2027-06-01" });
    expect(plan.goalDate).toMatchObject({ nearestSafeDate: r.earliestSafeDate });
  });

  // A woman of 35, 165 cm, 80 kg, lightly active, aiming for 68 kg by 1 April 2026. Before,
  // the Goals step gave the dynamic model's date at 0.75 kg a week (30 May 2026) and the result
  // the straight line at 1 kg a week (26 March 2026).
  const woman = {
    age: 35,
    gender: "female" as const,
    height: 165,
    weight: 80,
    activity: 1.375,
    targetWeight: 68,
    today: "2026-01-01",
  };

  it("the woman with a goal date: the Goals step's soonest safe date is the result's nearest safe date", () => {
    const options = safeOptions(woman);
    expect(options.earliestSafeDate).toBe("2026-05-30");
    for (const o of options.options) {
      const plan = basicPlan({ ...woman, lossRate: o.weeklyKg, goalDate: "2026-04-01" });
      expect(plan.goalDate).toMatchObject({
        status: "set",
        nearestSafeDate: "2026-05-30",
        withinSafeRate: false,
      });
    }
    // In pounds too: her fastest safe pace is then 1.5 lb a week.
    const imperial = { ...woman, units: "imperial" as const };
    const soonest = safeOptions(imperial).earliestSafeDate;
    const plan = basicPlan({ ...imperial, lossRate: 0.4536, goalDate: "2026-04-01" });
    expect(plan.goalDate).toMatchObject({ nearestSafeDate: soonest });
  });

  it("the woman on the advanced calculator: the same one date on the pace question and in the result", () => {
    const advanced: AdvancedInput = {
      ...woman,
      baseActivity: 1.375,
      jobType: "sedentary",
      bmrFormula: "mifflin",
      lossRate: 0.5,
    };
    const options = advancedSafeOptions(advanced);
    const plan = advancedPlan({ ...advanced, lossRate: 0.5, goalDate: "2026-04-01" });
    expect(plan.goalDate).toMatchObject({ nearestSafeDate: options.earliestSafeDate });
  });

  it("paces the floor holds to the same calories are one line: a small woman's 0.5 to 1 kg a week on the safe calculator's cap", () => {
    // A woman of 110 kg on the safe calculator: 0.75 and 1 kg a week both need more than 750
    // kcal a day, so both are planned at the cap, the same calories and the same date.
    const r = safeOptions({ ...woman, weight: 110, targetWeight: 80 }, "safe");
    expect(r.lines.map((line) => [line.rates, line.safe, line.heldBack])).toEqual([
      [[0.5], true, false],
      [[0.75, 1], true, true],
    ]);
    expect(r.lines[1]?.plannedWeeklyKg).toBe(0.68);
  });

  it("breastfeeding loses at most 0.5 kg a week (3b.8)", () => {
    const mother = { ...woman, weight: 110, targetWeight: 80, weeksPostpartum: 12 };
    const r = basicPlan({ ...mother, lossRate: 1 }, "breastfeeding");
    expect(r.weeklyLoss).toBe(0.5);
    expect(safeOptions(mother, "breastfeeding").options.map((o) => o.weeklyKg)).toEqual([0.5]);
  });
});
