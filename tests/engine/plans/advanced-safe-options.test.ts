import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { advancedPlan, type AdvancedInput } from "../../../engine/plans/advanced-plan.ts";
import { advancedSafeOptions } from "../../../engine/plans/advanced-safe-options.ts";
import { parseAdvancedInput } from "../../../engine/input/parse-input.ts";
import { daysBetween } from "../../../engine/core/dates.ts";
import { safeOptions, type SafeOptions } from "../../../engine/plans/safe-options.ts";
import { VARIANT_IDS, variantRules } from "../../../engine/plans/variants.ts";
import {
  advancedCase,
  anyAdvanced,
  isoDaysAfter,
  targetRefused,
  realistic,
  TODAY,
  type PersonLike,
} from "../laws/generated-people.ts";
import { WORKED_EXAMPLE_ADVANCED } from "../fixtures/worked-example.ts";
import {
  ADULT_FLOOR,
  BREASTFEEDING_ABSOLUTE_FLOOR,
  BREASTFEEDING_FLOOR,
  KCAL_PER_KG,
  TEEN_FLOOR,
} from "../laws/safety-figures.ts";
import { expectInputError, inputErrorOf } from "../input-error-helpers.ts";

// advancedSafeOptions (docs/engine-api.md): the Goals step of the advanced calculator. Worked
// examples first, then its laws over generated people and every advanced variant, with the
// safety figures of docs/safety-rules.md written out rather than read from the engine.

// A man of 30, 180 cm, 80 kg, moderately active, aiming for 75 kg: maintenance 2,759 kcal
// (tests/engine/plans/advanced-plan.test.ts works it out), no refeed day (none is chosen) and a diet
// break every 8th week.
const man: AdvancedInput = WORKED_EXAMPLE_ADVANCED;
// A woman of 35, 165 cm, 80 kg, lightly active, aiming for 68 kg: Mifflin 800 + 1031.25 - 175
// - 161 = 1495.25, x 1.375 = 2,056 kcal.
const woman: AdvancedInput = {
  ...man,
  age: 35,
  gender: "female",
  height: 165,
  weight: 80,
  targetWeight: 68,
  baseActivity: 1.375,
};

describe("advancedSafeOptions: a clear adult", () => {
  const r = advancedSafeOptions(man);

  it("offers 0.25 to 0.75 kg a week, all safe: 1 kg is over 1% of his 80 kg", () => {
    expect(r.direction).toBe("lose");
    expect(r.options.map((o) => [o.weeklyKg, o.safe])).toEqual([
      [0.25, true],
      [0.5, true],
      [0.75, true],
    ]);
    for (const o of r.options) expect(o.reason).toBeUndefined();
    expect(r.maxWeeklyKg).toBe(0.75);
  });

  it("gives each rate the week's mean, as the basic plan does: 2,209 kcal at 0.5 kg, 1,934 at 0.75 kg", () => {
    // 1% of his 80 kg is 0.8 kg a week, so 0.75 kg is his fastest pace: 825 kcal under
    // 2,759 is 1,934 a day.
    expect(r.options.map((o) => o.targetCalories)).toEqual([2484, 2209, 1934]);
    expect(r.options[2]).toMatchObject({ plannedWeeklyKg: 0.75, heldBack: false });
    const basic = safeOptions({ ...man, activity: 1.55 });
    expect(basic.options.map((o) => o.targetCalories)).toEqual([2209, 1934]);
  });

  it("dates each rate by the plan's own goal day, its diet break included: 0.5 kg a week gets there on day 85, a week after the basic plan's day 78", () => {
    expect(r.options[1]).toMatchObject({ weeks: 13, date: "2026-03-27" });
    expect(daysBetween(TODAY, r.options[1]?.date ?? "")).toBe(85);
    expect(safeOptions({ ...man, activity: 1.55 }).options[0]?.date).toBe("2026-03-20");
    // With no breaks (the "activity" plateau strategy) the two calculators agree.
    const noBreaks = advancedSafeOptions({ ...man, plateauStrategy: "activity" });
    expect(noBreaks.options[1]).toMatchObject({ weeks: 12, date: "2026-03-20" });
  });

  it("gives the earliest safe date: 0.75 kg a week's, 17 February 2026, his goal date's nearest safe date too", () => {
    expect(r.options[2]?.date).toBe("2026-02-17");
    expect(r.earliestSafeDate).toBe("2026-02-17");
    const plan = advancedPlan({ ...man, lossRate: 0.25, goalDate: "2026-02-01" });
    expect(plan.goalDate).toMatchObject({ nearestSafeDate: "2026-02-17", withinSafeRate: false });
  });

  it("offers imperial visitors half pounds: 0.5, 1 and 1.5 lb a week", () => {
    const imperial = advancedSafeOptions({ ...woman, units: "imperial" });
    expect(imperial.options.map((o) => o.weeklyKg)).toEqual([0.2268, 0.4536, 0.6804]);
  });

  it("ignores the rate and goal date given: the options are every rate", () => {
    expect(advancedSafeOptions({ ...man, lossRate: 1, goalDate: "not a date" })).toEqual(r);
  });
});

describe("advancedSafeOptions: the person's limits", () => {
  // A woman of 110 kg, aiming for 80: 1% of her weight is over 1 kg a week.
  const heavy: AdvancedInput = { ...woman, weight: 110, targetWeight: 80 };

  it("a woman of 70: 0.25 and 0.5 kg a week only, both safe", () => {
    // Maintenance 1,815. At 0.5 kg no day may be more than 550 kcal under it: with no refeed
    // day every day carries 550, 1,265 kcal, 0.5 kg a week.
    const r = advancedSafeOptions({ ...woman, age: 70 });
    expect(r.options.map((o) => [o.weeklyKg, o.targetCalories, o.safe])).toEqual([
      [0.25, 1540, true],
      [0.5, 1265, true],
    ]);
    expect(r.options[1]?.plannedWeeklyKg).toBe(0.5);
    expect(r.maxWeeklyKg).toBe(0.5);
    expect(r.earliestSafeDate).toBe(r.options[1]?.date);
  });

  it("the default variant stops at 1 kg a week, however heavy", () => {
    expect(advancedSafeOptions(heavy).options.map((o) => o.weeklyKg)).toEqual([0.25, 0.5, 0.75, 1]);
  });

  it("breastfeeding, said in the advanced input: the milk's 330 kcal, at most 0.5 kg a week", () => {
    // Maintenance 2,056 + 330 = 2,386. At 0.25 kg: 2,386 - 275 = 2,111. At 0.5 kg: 1,836.
    const r = advancedSafeOptions({ ...woman, maternal: "breastfeeding", weeksPostpartum: 12 });
    expect(r.options.map((o) => [o.weeklyKg, o.targetCalories, o.safe])).toEqual([
      [0.25, 2111, true],
      [0.5, 1836, true],
    ]);
    expect(r.maxWeeklyKg).toBe(0.5);
  });

  it("breastfeeding in the first 8 weeks, or pregnant: no rate to choose", () => {
    const none = {
      direction: "maintain",
      maxWeeklyKg: 0,
      options: [],
      lines: [],
      earliestSafeDate: null,
    };
    expect(
      advancedSafeOptions({ ...woman, maternal: "breastfeeding", weeksPostpartum: 4 }),
    ).toEqual(none);
    expect(advancedSafeOptions({ ...woman, maternal: "pregnant" })).toEqual(none);
  });

  it("a target the person is already at: no rate to choose", () => {
    expect(advancedSafeOptions({ ...man, targetWeight: 80 })).toEqual({
      direction: "maintain",
      maxWeeklyKg: 0,
      options: [],
      lines: [],
      earliestSafeDate: null,
    });
  });

  it("the safe variant: no day more than 750 kcal under maintenance holds 0.75 and 1 kg to one line, both safe, at their real pace", () => {
    const r = advancedSafeOptions(heavy, "safe");
    expect(r.options.map((o) => [o.weeklyKg, o.targetCalories, o.safe])).toEqual([
      [0.25, 2193, true],
      [0.5, 1918, true],
      // Maintenance 2,468 less the 750 kcal cap: 1,718 every day, 0.68 kg a week.
      [0.75, 1718, true],
      [1, 1718, true],
    ]);
    expect(r.options[3]).toMatchObject({ plannedWeeklyKg: 0.68, heldBack: true });
    expect(r.lines.map((line) => line.rates)).toEqual([[0.25], [0.5], [0.75, 1]]);
  });

  it("the aggressive variant: 1.25 and 1.5 kg a week offered, not called safe", () => {
    const r = advancedSafeOptions(heavy, "aggressive");
    expect(r.options.map((o) => [o.weeklyKg, o.safe])).toEqual([
      [0.25, true],
      [0.5, true],
      [0.75, true],
      [1, true],
      [1.25, false],
      [1.5, false],
    ]);
    expect(r.options[5]?.reason).toBe("Faster than 1 kg a week, the most the NHS advises.");
    expect(r.maxWeeklyKg).toBe(1);
  });

  it("muscle gain: 0.25 and 0.5 kg a week, a surplus of at most 500 kcal", () => {
    const r = advancedSafeOptions({ ...man, targetWeight: 85 }, "muscle-gain");
    expect(r.direction).toBe("gain");
    expect(r.options.map((o) => [o.weeklyKg, o.targetCalories, o.safe])).toEqual([
      [0.25, 3034, true],
      [0.5, 3259, true],
    ]);
    expect(r.options[1]?.plannedWeeklyKg).toBe(0.45);
  });
});

describe("advancedSafeOptions: bad input names the field, as advancedPlan does", () => {
  it.each(["kids", "pregnancy", "breastfeeding"])(
    "refuses the %s variant on variant: the basic calculator plans it",
    (variant) => {
      expectInputError(() => advancedSafeOptions(woman, variant), "variant");
    },
  );

  it("refuses a target under a healthy weight on targetWeight", () => {
    expectInputError(() => advancedSafeOptions({ ...woman, targetWeight: 45 }), "targetWeight");
  });

  it("asks a breastfeeding mother how many weeks ago the baby was born", () => {
    expectInputError(
      () => advancedSafeOptions({ ...woman, maternal: "breastfeeding" }),
      "weeksPostpartum",
    );
  });

  it("rejects a missing weight on weight", () => {
    expectInputError(
      () => advancedSafeOptions(parseAdvancedInput({ ...man, weight: "" })),
      "weight",
    );
  });

  it.each(["2026-02-30", "soon", 7])("rejects today %j", (today) => {
    expectInputError(() => advancedSafeOptions({ ...man, today } as AdvancedInput), "today");
  });
});

type Case = { variant: string; input: AdvancedInput & PersonLike };

/**
 * advancedSafeOptions for a case. Its one refusal of these people is advancedPlan's on the
 * target (the healthy-weight guard's, or a muscle-gain target that is not a gain), checked to
 * be exactly that; then undefined.
 */
function runSafe(c: Case): SafeOptions | undefined {
  try {
    return advancedSafeOptions(c.input, c.variant);
  } catch (error) {
    const e = inputErrorOf(() => {
      throw error;
    });
    expect(e.field).toBe("targetWeight");
    expect(targetRefused(c.variant, c.input)).toBe(true);
    return undefined;
  }
}

/** advancedPlan at a rate, with the case's own goal date (which the options ignore). */
const planAt = (c: Case, weeklyKg: number) =>
  advancedPlan({ ...c.input, lossRate: weeklyKg }, c.variant);

/** The fastest weekly loss docs/safety-rules.md calls safe for this person and variant. */
function safeLossRate(c: Case, maternal: string): number {
  let rate = Math.min(1, 0.01 * c.input.weight, variantRules(c.variant).maxLossRate);
  if (c.input.age < 18 || c.input.age >= 65) rate = Math.min(rate, 0.5);
  if (maternal === "breastfeeding") rate = Math.min(rate, 0.5);
  return rate;
}

/** The largest deficit any one day may carry for this person and variant. */
function dayCap(c: Case, maternal: string): number {
  const rules = variantRules(c.variant);
  let rate = Math.min(rules.maxLossRate, rules.maxLossShare * c.input.weight);
  if (c.input.age < 18 || c.input.age >= 65) rate = Math.min(rate, 0.5);
  if (maternal === "breastfeeding") rate = Math.min(rate, 0.5);
  return Math.min(variantRules(c.variant).maxDeficit ?? Infinity, (rate * KCAL_PER_KG) / 7);
}

// The laws plan every rate of every person twice (the options, then advancedPlan to check
// them), a few milliseconds a person: a few hundred people each, over 2,000 in all.
const RUNS = 300;

describe("advancedSafeOptions laws", () => {
  it("every advanced option's calories are advancedPlan's at that rate (its week's mean), with its pace and its goal day", () => {
    fc.assert(
      fc.property(advancedCase, (c) => {
        const r = runSafe(c);
        if (!r) return;
        for (const o of r.options) {
          const plan = planAt(c, o.weeklyKg);
          expect(plan.direction).toBe(r.direction);
          expect(o.targetCalories).toBe(plan.targetCalories.average);
          expect(o.plannedWeeklyKg).toBe(Math.abs(plan.weeklyLoss));
          const day = plan.daysToGoal;
          expect(o.date).toBe(day === null ? null : isoDaysAfter(TODAY, day));
          expect(o.weeks).toBe(day === null ? null : plan.timeline.weeks);
        }
      }),
      { numRuns: RUNS },
    );
  }, 60_000);

  it("safe advanced options keep every safety rule (floor, rate limit, deficit cap)", () => {
    fc.assert(
      fc.property(advancedCase, (c) => {
        const r = runSafe(c);
        if (!r) return;
        for (const o of r.options) {
          const plan = planAt(c, o.weeklyKg);
          const days = [plan.targetCalories.training, plan.targetCalories.rest];
          const lowest =
            plan.maternal === "breastfeeding"
              ? BREASTFEEDING_ABSOLUTE_FLOOR
              : Math.max(ADULT_FLOOR[c.input.gender], c.input.age < 18 ? TEEN_FLOOR : 0);
          for (const day of days) expect(day).toBeGreaterThanOrEqual(lowest);
          if (!o.safe) {
            expect(o.reason).toMatch(/\w/);
            continue;
          }
          expect(o.reason).toBeUndefined();
          if (r.direction === "gain") {
            expect(o.weeklyKg).toBeLessThanOrEqual(0.5);
            continue;
          }
          // The rate limit, as chosen; the deficit cap on every day and the floor, as planned
          // (a rate they hold back is still safe, and says how fast it really goes).
          expect(o.weeklyKg).toBeLessThanOrEqual(safeLossRate(c, plan.maternal) + 1e-9);
          for (const day of days) {
            expect(plan.maintenance - day).toBeLessThanOrEqual(dayCap(c, plan.maternal) + 1);
          }
          const floor = plan.maternal === "breastfeeding" ? BREASTFEEDING_FLOOR : lowest;
          for (const day of days) expect(day).toBeGreaterThanOrEqual(floor);
          if (plan.flooredAtMinimum)
            expect(o.heldBack || o.plannedWeeklyKg < o.weeklyKg).toBe(true);
          // Never faster than chosen (recomposition's deficit is a share of maintenance).
          if (c.variant !== "body-recomposition") {
            expect(o.plannedWeeklyKg).toBeLessThanOrEqual(o.weeklyKg + 0.005);
          }
        }
        const safe = r.options.filter((o) => o.safe);
        expect(r.maxWeeklyKg).toBe(Math.max(0, ...safe.map((o) => o.weeklyKg)));
      }),
      { numRuns: RUNS },
    );
  }, 60_000);

  it("an option's date is never earlier than the straight line allows", () => {
    fc.assert(
      fc.property(advancedCase, (c) => {
        const r = runSafe(c);
        if (!r) return;
        const change = Math.abs(Number(c.input.targetWeight) - c.input.weight);
        for (const o of r.options) {
          if (o.date === null) {
            expect(o.weeks).toBeNull();
            continue;
          }
          const days = daysBetween(TODAY, o.date);
          expect(o.weeks).toBe(Math.ceil(days / 7));
          // The line at the week's real mean deficit (breaks would only add days to it).
          const { dailyDeficit } = planAt(c, o.weeklyKg);
          const line = Math.ceil((change * KCAL_PER_KG) / Math.abs(dailyDeficit) - 1e-9);
          expect(days).toBeGreaterThanOrEqual(line);
          // Floors, caps and the refeed day only slow a loss: the line at the rate chosen,
          // change / rate weeks, is sooner still (recomposition's deficit is its own).
          if (r.direction === "lose" && c.variant !== "body-recomposition") {
            expect(days).toBeGreaterThanOrEqual(Math.ceil((change / o.weeklyKg) * 7 - 1e-9));
          }
        }
      }),
      { numRuns: RUNS },
    );
  }, 60_000);

  it("earliestSafeDate is the fastest safe option's date, the earliest of the safe options' dates", () => {
    fc.assert(
      fc.property(advancedCase, (c) => {
        const r = runSafe(c);
        if (!r) return;
        const safe = r.options.filter((o) => o.safe);
        expect(r.earliestSafeDate).toBe(safe.at(-1)?.date ?? null);
        const dates = safe.flatMap((o) => (o.date !== null ? [o.date] : []));
        if (r.earliestSafeDate !== null) expect(r.earliestSafeDate).toBe(dates.sort()[0]);
        if (r.direction === "maintain") expect(r.options).toEqual([]);
      }),
      { numRuns: RUNS * 2 },
    );
  }, 60_000);

  // Every variant, the three the advanced calculator refuses among them.
  const anyCase = fc
    .constantFrom(...VARIANT_IDS)
    .chain((variant) =>
      fc
        .oneof(anyAdvanced(variant), realistic(anyAdvanced(variant)))
        .map((input) => ({ variant, input })),
    );

  it("never NaN or Infinity: every figure is finite and every date a real day, or an InputError naming the same field as advancedPlan", () => {
    fc.assert(
      fc.property(anyCase, (c) => {
        let planError: string | undefined;
        try {
          advancedPlan(c.input, c.variant);
        } catch (error) {
          planError = inputErrorOf(() => {
            throw error;
          }).field;
        }
        let r: SafeOptions;
        try {
          r = advancedSafeOptions(c.input, c.variant);
        } catch (error) {
          expect(
            inputErrorOf(() => {
              throw error;
            }).field,
          ).toBe(planError);
          return;
        }
        expect(planError).toBeUndefined();
        expect(Number.isFinite(r.maxWeeklyKg)).toBe(true);
        for (const o of r.options) {
          for (const n of [o.weeklyKg, o.targetCalories, o.plannedWeeklyKg, o.weeks ?? 0]) {
            expect(Number.isFinite(n)).toBe(true);
          }
          if (o.date !== null) expect(daysBetween(TODAY, o.date)).toBeGreaterThan(0);
        }
      }),
      { numRuns: RUNS * 2 },
    );
  }, 60_000);
});
