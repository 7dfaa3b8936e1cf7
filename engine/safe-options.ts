import { readPerson, type BasicInput } from "./basic-input.ts";
import { basicPlan, type BasicResult } from "./basic-plan.ts";
import { addDays, parseIsoDate, todayIso } from "./dates.ts";
import { InputError } from "./errors.ts";
import { LOSS_RATE_RULE } from "./input-ranges.ts";
import type { Direction } from "./plan-energy.ts";
import { goalWeek } from "./goal-week.ts";
import type { Person } from "./person.ts";
import { dailyDeficitFor, goalSafeRate, safetyLimits, type SafetyLimits } from "./safety.ts";
import { round } from "./validate.ts";
import { variantRules } from "./variants.ts";

/** One weekly rate the visitor could choose, and what choosing it would mean. */
export interface SafeOption {
  /** The weekly rate offered, kg a week (a loss or a gain, always positive). */
  weeklyKg: number;
  /** The daily target basicPlan gives at this rate, kcal/day. */
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

// Rates are offered in steps of 0.25 kg a week, as the advanced slider offers them.
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

/** Why a chosen loss rate cannot be planned as chosen, or undefined when it can. */
function lossReason(
  rate: number,
  plan: BasicResult,
  limits: SafetyLimits,
  breastfeeding: boolean,
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

/**
 * The day a plan reaches its target: the plan's own goal day (goalWeek, as basicPlan gives
 * its weeks to goal and its goal date), or null when that is not within five years.
 */
function reachDay(
  plan: BasicResult,
  person: Person,
  pal: number,
  targetWeightKg: number,
): number | null {
  if (Math.abs(plan.dailyDeficit) < 1e-9) return null;
  return goalWeek({
    person,
    pal,
    maintenanceKcal: plan.maintenance,
    dailyDeficit: plan.dailyDeficit,
    targetWeightKg,
  }).day;
}

/**
 * For one person, variant and target, every weekly rate the variant allows them: its daily
 * calories (exactly basicPlan's at that rate), the date it reaches the target from the
 * dynamic model, and whether it is safe, with the reason when it is not
 * (docs/engine-api.md, "safeOptions"). Throws InputError as basicPlan does.
 */
export function safeOptions(input: BasicInput, variant?: string): SafeOptions {
  const rules = variantRules(variant);
  const today = input.today ?? todayIso();
  if (typeof today !== "string") {
    throw new InputError("today", "Enter the date as a real day, for example 2027-06-30.");
  }
  parseIsoDate("today", today);
  const planAt = (rate: number) =>
    basicPlan({ ...input, lossRate: rate, goalDate: undefined }, variant);
  const first = planAt(RATE_STEP);
  const none: SafeOptions = {
    direction: "maintain",
    maxWeeklyKg: 0,
    options: [],
    earliestSafeDate: null,
  };
  if (first.direction === "maintain") return none;

  const p = readPerson(input, rules);
  const targetWeightKg = Number(input.targetWeight);
  const limits = safetyLimits(rules, p.sex, p.age);
  const direction = first.direction;
  const rates = ratesUpTo(direction === "gain" ? goalSafeRate("gain", limits) : limits.maxLossRate);
  const person: Person = { sex: p.sex, age: p.age, heightCm: p.heightCm, weightKg: p.weightKg };
  // Rates held at the same floor or cap share their calories, so their date too.
  const days = new Map<number, number | null>();
  const options = rates.map((rate): SafeOption => {
    const plan = planAt(rate);
    let day = days.get(plan.targetCalories);
    if (day === undefined) {
      day = reachDay(plan, person, p.activity, targetWeightKg);
      days.set(plan.targetCalories, day);
    }
    const when =
      day === null
        ? { weeks: null, date: null }
        : { weeks: Math.ceil(day / 7), date: addDays(today, day) };
    const reason =
      direction === "lose"
        ? lossReason(rate, plan, limits, rules.mode === "breastfeeding")
        : undefined;
    return {
      weeklyKg: rate,
      targetCalories: plan.targetCalories,
      ...when,
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
