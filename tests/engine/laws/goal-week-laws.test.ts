import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { ACTIVITY_LEVELS } from "../../../engine/data/activity-levels.ts";
import { DIET_TYPES, type AdvancedResult } from "../../../engine/plans/advanced-plan.ts";
import type { BasicResult } from "../../../engine/plans/basic-plan.ts";
import { BMR_FORMULAS } from "../../../engine/energy/bmr.ts";
import { addDays } from "../../../engine/core/dates.ts";
import { InputError } from "../../../engine/core/errors.ts";
import { weightAtBmi } from "../../../engine/body/healthy-weight.ts";
import {
  BODY_FAT_RULE,
  HEIGHT_RULE,
  TARGET_WEIGHT_RULE,
  WEIGHT_RULE,
} from "../../../engine/input/input-ranges.ts";
import { projectWeight } from "../../../engine/projection/projection.ts";
import { JOB_TYPES, THYROID_CONDITIONS } from "../../../engine/energy/tdee.ts";
import { PLATEAU_STRATEGIES } from "../../../engine/projection/timeline.ts";
import type { Sex } from "../../../engine/core/types.ts";
import { VARIANT_IDS, variantRules } from "../../../engine/plans/variants.ts";
import { basicCase } from "./generated-people.ts";
import { advancedPlan, basicPlan, samePeopleInEveryLaw } from "./plans-once.ts";

samePeopleInEveryLaw();

// The laws of the advanced plan's goal week (docs/plans.md, "Timeline"): one week, worked out
// once from the dynamic model with the plan's diet breaks, shown by the timeline, the
// headline, the goal date and the chart alike. Each is a property over thousands of
// generated people and every variant the advanced plan serves.

const RUNS = 2000;
const TODAY = "2026-01-01";
const NO_ADVANCED_PLAN = ["kids", "pregnancy", "breastfeeding"];
// The advanced form's paces: 0.25 to 1.5 kg a week (engine/plans/paces.ts).
const LOSS_RATES = [0.25, 0.5, 0.75, 1, 1.25, 1.5];

const steps = (min: number, max: number, step: number) =>
  fc.integer({ min: Math.round(min / step), max: Math.round(max / step) }).map((n) => n * step);
const oneDecimal = (min: number, max: number) => steps(min, max, 0.1).map((n) => +n.toFixed(1));
const clamp = (x: number, min: number, max: number) => Math.min(max, Math.max(min, x));

/**
 * A person for a variant: realistic (BMI 15 to 45, a target within 40% of their weight) or
 * anywhere in the form's ranges, with every option that changes the week or its breaks.
 */
const planCase = fc
  .constantFrom(...VARIANT_IDS.filter((id) => !NO_ADVANCED_PLAN.includes(id)))
  .chain((variant) => {
    const rules = variantRules(variant);
    return fc
      .record({
        age: fc.integer({ min: rules.minAge, max: Math.min(rules.maxAge, 100) }),
        gender: rules.sex ? fc.constant(rules.sex) : fc.constantFrom<Sex>("male", "female"),
        height: oneDecimal(145, 200),
        realistic: fc.boolean(),
        bmi: oneDecimal(15, 45),
        targetShare: oneDecimal(0.6, 1.15),
        anyWeight: oneDecimal(WEIGHT_RULE.min, WEIGHT_RULE.max),
        anyTarget: oneDecimal(TARGET_WEIGHT_RULE.min, TARGET_WEIGHT_RULE.max),
        anyHeight: oneDecimal(HEIGHT_RULE.min, HEIGHT_RULE.max),
        bodyFat: fc.option(oneDecimal(BODY_FAT_RULE.min, BODY_FAT_RULE.max), { nil: undefined }),
        lossRate: fc.constantFrom(...LOSS_RATES),
        baseActivity: fc.constantFrom(...ACTIVITY_LEVELS.map((l) => l.value)),
        cardioHours: steps(0, 10, 0.5),
        strengthHours: steps(0, 10, 0.5),
        dailySteps: fc.option(steps(1000, 25000, 500), { nil: undefined }),
        jobType: fc.constantFrom(...JOB_TYPES),
        thyroidCondition: fc.constantFrom(...THYROID_CONDITIONS),
        sleepHours: steps(4, 12, 0.5),
        stressLevel: fc.integer({ min: 1, max: 10 }),
        bmrFormula: fc.constantFrom(...BMR_FORMULAS),
        dietType: fc.option(fc.constantFrom(...DIET_TYPES), { nil: undefined }),
        trainingDays: fc.integer({ min: 0, max: 7 }),
        refeedFrequency: fc.option(fc.constantFrom("weekly", "none"), { nil: undefined }),
        plateauStrategy: fc.constantFrom(...PLATEAU_STRATEGIES),
        goalDate: fc.option(
          fc.integer({ min: 7, max: 5 * 365 }).map((d) => addDays(TODAY, d)),
          { nil: undefined },
        ),
      })
      .map(({ realistic, bmi, targetShare, anyWeight, anyTarget, anyHeight, ...rest }) => {
        const height = realistic ? rest.height : anyHeight;
        const weight = realistic
          ? clamp(+weightAtBmi(bmi, height).toFixed(1), WEIGHT_RULE.min, WEIGHT_RULE.max)
          : anyWeight;
        const targetWeight = realistic
          ? clamp(+(weight * targetShare).toFixed(1), TARGET_WEIGHT_RULE.min, 300)
          : anyTarget;
        const bmrFormula =
          rest.bodyFat === undefined &&
          (rest.bmrFormula === "katch" || rest.bmrFormula === "cunningham")
            ? "mifflin"
            : rest.bmrFormula;
        return {
          variant,
          input: { ...rest, height, weight, targetWeight, bmrFormula, today: TODAY },
        };
      });
  });

/** The plan, or undefined for the one documented refusal: a target under a healthy weight. */
function planFor(c: { variant: string; input: Parameters<typeof advancedPlan>[0] }) {
  try {
    return advancedPlan(c.input, c.variant);
  } catch (error) {
    expect(error).toBeInstanceOf(InputError);
    expect((error as InputError).field).toBe("targetWeight");
    return undefined;
  }
}

const atTarget = (w: number, r: AdvancedResult) =>
  r.direction === "lose"
    ? w <= r.person.targetWeightKg + 1e-9
    : w >= r.person.targetWeightKg - 1e-9;

describe("the goal week", () => {
  it(
    "the goal week is the week the projection reaches the target, never before the straight line",
    { timeout: 120_000 },
    () => {
      fc.assert(
        fc.property(planCase, (c) => {
          const r = planFor(c);
          if (!r || r.direction === "maintain") return;
          const p = r.projection;
          const weeks = r.timeline.weeks;
          if (!p) {
            // No chart for this plan (the model cannot run): the straight line's week.
            return;
          }
          if (weeks === 0) {
            // Not reached: the chart does not get there either, in the days it shows.
            expect(p.reachDay).toBeNull();
            expect(p.weightKg.some((w) => atTarget(w, r))).toBe(false);
            return;
          }
          // The chart names the same week, shows it, and is at the target by then.
          expect(p.reachDay).not.toBeNull();
          expect(Math.ceil((p.reachDay ?? 0) / 7)).toBe(weeks);
          expect(p.days).toBeGreaterThanOrEqual(weeks * 7);
          expect(atTarget(p.weightKg[weeks] ?? NaN, r)).toBe(true);
          // Never before the straight line, breaks included; and when the line does not
          // hold it back, the chart is still short of the target the week before.
          expect(weeks).toBeGreaterThanOrEqual(p.goalWeek);
          if (weeks > p.goalWeek) expect(atTarget(p.weightKg[weeks - 1] ?? NaN, r)).toBe(false);
          // The timeline's goal is that week at the target.
          const goal = r.timeline.milestones.find((m) => m.kind === "goal");
          expect(goal).toMatchObject({ week: weeks, weight: r.person.targetWeightKg });
          // The goal date is the chart's day.
          if (r.goalDate?.status === "set") {
            expect(r.goalDate.plannedDate).toBe(addDays(TODAY, p.reachDay ?? NaN));
            expect(r.goalDate.plannedDate).toBe(p.atTarget.date);
          }
        }),
        { numRuns: RUNS },
      );
    },
  );

  it("every milestone is the chart's weight in its week, short of the target until the goal week", () => {
    fc.assert(
      fc.property(planCase, (c) => {
        const r = planFor(c);
        const p = r?.projection;
        if (!r || !p || r.timeline.weeks === 0) return;
        const target = r.person.targetWeightKg;
        for (const m of r.timeline.milestones) {
          if (m.week >= r.timeline.weeks) continue;
          const w = p.weightKg[m.week] ?? NaN;
          const held = r.direction === "lose" ? Math.max(w, target) : Math.min(w, target);
          // Rounded to 0.1 kg away from the target; never shown as the target while short.
          expect(Math.abs(m.weight - held)).toBeLessThan(0.1 + 1e-9);
          if (!atTarget(w, r)) expect(m.weight).not.toBe(target);
        }
      }),
      { numRuns: RUNS },
    );
  }, 120_000);

  it("a losing plan's chart stands still in each week at maintenance", () => {
    fc.assert(
      fc.property(planCase, (c) => {
        const r = planFor(c);
        const p = r?.projection;
        if (!r || !p) return;
        const expected: number[] = [];
        const until = r.timeline.weeks || Infinity;
        for (let week = 8; week * 7 <= p.days && week < until; week += 8) expected.push(week);
        if (c.input.plateauStrategy === "activity" || r.direction !== "lose") {
          expect(p.breakWeeks).toEqual([]);
          return;
        }
        expect(p.breakWeeks).toEqual(expected);
        if (c.input.plateauStrategy === "diet-break") {
          for (const week of p.breakWeeks) expect(p.weightKg[week]).toBe(p.weightKg[week - 1]);
        }
      }),
      { numRuns: RUNS },
    );
  }, 120_000);

  it("a target the model settles short of is not reached in five years, and the plan says so", () => {
    fc.assert(
      fc.property(planCase, (c) => {
        const r = planFor(c);
        if (!r || r.direction === "maintain" || r.timeline.weeks > 0) return;
        expect(r.timeline.milestones).toEqual([]);
        expect(r.warnings.some((w) => /level off|more than five years/.test(w.message))).toBe(true);
        const levels = r.timeline.levelsOffKg;
        if (levels === undefined) return;
        // Five years of the model never get there.
        const five = projectWeight({
          sex: r.person.sex,
          age: r.person.age,
          heightCm: r.person.heightCm,
          weightKg: r.person.weightKg,
          ...(r.person.bodyFatPct === undefined ? {} : { bodyFatPct: r.person.bodyFatPct }),
          pal: Math.min(2.5, Math.max(1, r.maintenance / r.bmr)),
          maintenanceKcal: r.maintenance,
          intakeChangeKcal: -r.dailyDeficit,
          targetWeightKg: r.person.targetWeightKg,
          days: 5 * 364,
        });
        expect(five.weightKg.some((w) => atTarget(w, r))).toBe(false);
      }),
      { numRuns: 300 },
    );
  }, 120_000);
});

// Five years: the furthest a goal week is looked for (docs/safety-rules.md, "Goal dates").
const HORIZON_DAYS = 260 * 7;

describe("daysToGoal", () => {
  it("the basic plan's daysToGoal is null exactly when its weeksToGoal is; otherwise weeksToGoal is Math.ceil(daysToGoal / 7), the goal date's planned day", () => {
    fc.assert(
      fc.property(basicCase, ({ variant, input }) => {
        let r: BasicResult;
        try {
          r = basicPlan(input, variant);
        } catch (error) {
          if (error instanceof InputError) return;
          throw error;
        }
        if (r.daysToGoal === null) {
          expect(r.weeksToGoal).toBeNull();
          return;
        }
        expect(r.daysToGoal).toBeGreaterThanOrEqual(1);
        expect(r.daysToGoal).toBeLessThanOrEqual(HORIZON_DAYS);
        expect(r.weeksToGoal).toBe(Math.ceil(r.daysToGoal / 7));
        if (r.goalDate?.status === "set") {
          expect(r.goalDate.plannedDate).toBe(addDays(TODAY, r.daysToGoal));
        }
      }),
      { numRuns: 1000 },
    );
  });

  it("the advanced plan's daysToGoal is null exactly when its timeline has no goal week (0); otherwise timeline.weeks is Math.ceil(daysToGoal / 7), the goal date's planned day", () => {
    fc.assert(
      fc.property(planCase, (c) => {
        const r = planFor(c);
        if (!r) return;
        if (r.daysToGoal === null) {
          expect(r.timeline.weeks).toBe(0);
          return;
        }
        expect(r.daysToGoal).toBeGreaterThanOrEqual(1);
        expect(r.daysToGoal).toBeLessThanOrEqual(HORIZON_DAYS);
        expect(r.timeline.weeks).toBe(Math.ceil(r.daysToGoal / 7));
        if (r.goalDate?.status === "set") {
          expect(r.goalDate.plannedDate).toBe(addDays(TODAY, r.daysToGoal));
        }
      }),
      { numRuns: 1000 },
    );
  });
});
