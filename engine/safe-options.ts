import { readPerson, type BasicInput } from "./basic-input.ts";
import { basicPlan } from "./basic-plan.ts";
import { addDays, parseIsoDate, todayIso } from "./dates.ts";
import { InputError } from "./errors.ts";
import { LOSS_RATE_RULE } from "./input-ranges.ts";
import type { Direction } from "./plan-energy.ts";
import { dailyDeficitFor, goalSafeRate, safetyLimits, type SafetyLimits } from "./safety.ts";
import { round } from "./validate.ts";
import { variantRules } from "./variants.ts";

/** One weekly rate the visitor could choose, and what choosing it would mean. */
export interface SafeOption {
  /** The weekly rate offered, kg a week (a loss or a gain, always positive). */
  weeklyKg: number;
  /**
   * The daily target the plan gives at this rate, kcal/day: basicPlan's, or the advanced
   * plan's week's mean (training, rest and any refeed day together).
   */
  targetCalories: number;
  /** Whole weeks to the target, or null when it is not reached within five years. */
  weeks: number | null;
  /** The day the target is reached, YYYY-MM-DD, or null as for `weeks`. */
  date: string | null;
  /** True when the rate is planned as chosen, within every safety rule. */
  safe: boolean;
  /** The pace the planned calories really give, kg a week (always positive). */
  plannedWeeklyKg: number;
  /** Why the rate is not safe, in plain English; only when `safe` is false. */
  reason?: string;
}

/** The rates a person may choose for their goal, with the earliest safe date. */
export interface SafeOptions {
  /** Which way the plan goes; "maintain" when no rate changes anything (options is empty). */
  direction: Direction;
  /** The fastest safe rate offered, kg a week; 0 when none is safe. */
  maxWeeklyKg: number;
  options: SafeOption[];
  /** The earliest date any safe rate reaches the target, or null. */
  earliestSafeDate: string | null;
}

// Rates are offered in steps of 0.25 kg a week, as the advanced pace question offers them.
const RATE_STEP = 0.25;

/** 0.25, 0.5, ... up to `max` kg a week. */
function ratesUpTo(max: number): number[] {
  const rates: number[] = [];
  for (let i = 1; i * RATE_STEP <= Math.min(max, LOSS_RATE_RULE.max) + 1e-9; i++) {
    rates.push(i * RATE_STEP);
  }
  return rates;
}

/** Why a loss rate is too fast for this person, naming the limit that applies. */
function tooFastReason(limits: SafetyLimits, breastfeeding: boolean): string {
  const rate = `${limits.safeRate.toLocaleString("en-GB")} kg a week`;
  if (limits.isTeen) return `Faster than ${rate}, the most we plan for under-18s.`;
  if (limits.isSenior) return `Faster than ${rate}, the most we plan from the age of 65.`;
  if (breastfeeding) return `Faster than ${rate}, the most we plan while breastfeeding.`;
  if (limits.safeRate >= 1) return `Faster than ${rate}, the most the NHS advises.`;
  return `Faster than ${rate}, the most this plan allows.`;
}

/** What the options need of a plan made at one rate, basic or advanced. */
export interface RatePlan {
  direction: Direction;
  /** The day's target, kcal/day: the basic plan's, or the advanced week's mean. */
  targetCalories: number;
  /** kg a week (negative for a gain). */
  weeklyLoss: number;
  /** The plan's goal day from today, or null (the plans' `daysToGoal`). */
  daysToGoal: number | null;
  flooredAtMinimum: boolean;
  /** The lowest target the plan allows, kcal/day. */
  floor: number;
}

/** The limits a plan really applies to this person, and whether they are breastfeeding's. */
export interface RateLimits {
  limits: SafetyLimits;
  breastfeeding: boolean;
}

/** Why a chosen loss rate cannot be planned as chosen, or undefined when it can. */
function lossReason(
  rate: number,
  plan: RatePlan,
  { limits, breastfeeding }: RateLimits,
): string | undefined {
  if (rate > limits.safeRate + 1e-9) return tooFastReason(limits, breastfeeding);
  if (dailyDeficitFor(rate) > limits.maxDeficit + 1e-9) {
    return `Needs more than ${Math.round(limits.maxDeficit).toLocaleString("en-GB")} kcal a day below your maintenance, the largest deficit this plan allows.`;
  }
  if (plan.flooredAtMinimum) {
    return `Needs fewer than ${plan.floor.toLocaleString("en-GB")} kcal a day, the least we plan for you.`;
  }
  return undefined;
}

/** Today's date for the options, from the input or the real date; throws on `today`. */
function checkedToday(today: unknown): string {
  const day = today ?? todayIso();
  if (typeof day !== "string") {
    throw new InputError("today", "Enter the date as a real day, for example 2027-06-30.");
  }
  parseIsoDate("today", day);
  return day;
}

/**
 * The options of one calculator (docs/engine-api.md, "safeOptions"): `planAt` plans the
 * person at a rate, as that calculator does, throwing InputError as it does; `limitsOf`
 * gives the limits that plan applies, read only once the person has a way to go. Each
 * rate is planned once, and dated by its plan's own goal day.
 */
export function optionsByRate(
  todayInput: unknown,
  planAt: (rate: number) => RatePlan,
  limitsOf: () => RateLimits,
): SafeOptions {
  const today = checkedToday(todayInput);
  const first = planAt(RATE_STEP);
  if (first.direction === "maintain") {
    return { direction: "maintain", maxWeeklyKg: 0, options: [], earliestSafeDate: null };
  }
  const applied = limitsOf();
  const direction = first.direction;
  const top =
    direction === "gain" ? goalSafeRate("gain", applied.limits) : applied.limits.maxLossRate;
  const options = ratesUpTo(top).map((rate): SafeOption => {
    const plan = rate === RATE_STEP ? first : planAt(rate);
    const day = plan.daysToGoal;
    const reason = direction === "lose" ? lossReason(rate, plan, applied) : undefined;
    return {
      weeklyKg: rate,
      targetCalories: plan.targetCalories,
      weeks: day === null ? null : Math.ceil(day / 7),
      date: day === null ? null : addDays(today, day),
      safe: reason === undefined,
      plannedWeeklyKg: round(Math.abs(plan.weeklyLoss), 2),
      ...(reason === undefined ? {} : { reason }),
    };
  });
  const safe = options.filter((o) => o.safe);
  const dates = safe.flatMap((o) => (o.date === null ? [] : [o.date])).sort();
  return {
    direction,
    maxWeeklyKg: safe.reduce((max, o) => Math.max(max, o.weeklyKg), 0),
    options,
    earliestSafeDate: dates[0] ?? null,
  };
}

/**
 * For one person, variant and target, every weekly rate the variant allows them: its daily
 * calories (exactly basicPlan's at that rate), the date it reaches the target (basicPlan's
 * own goal day at that rate, from the dynamic model), and whether it is safe, with the
 * reason when it is not (docs/engine-api.md, "safeOptions"). Throws InputError as basicPlan
 * does, and on `today` for a date that is not a real day.
 */
export function safeOptions(input: BasicInput, variant?: string): SafeOptions {
  return optionsByRate(
    input.today,
    (rate) => basicPlan({ ...input, lossRate: rate, goalDate: undefined }, variant),
    () => {
      const rules = variantRules(variant);
      const p = readPerson(input, rules);
      return {
        limits: safetyLimits(rules, p.sex, p.age),
        breastfeeding: rules.mode === "breastfeeding",
      };
    },
  );
}
