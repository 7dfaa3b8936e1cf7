import { readPerson, type BasicInput } from "../input/basic-input.ts";
import { basicPlan } from "./basic-plan.ts";
import { addDays, parseIsoDate, todayIso } from "../core/dates.ts";
import { rateText, type MessageUnits } from "../input/message-units.ts";
import { paceOffer } from "./pace-offer.ts";
import { offeredPaces, paceSteps, type PaceForm } from "./paces.ts";
import type { Direction } from "./plan-energy.ts";
import { safetyLimits, type SafetyLimits } from "./safety.ts";
import { round } from "../input/validate.ts";
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
  /**
   * True when the rate is at or below the person's safe pace (`SafetyLimits.safeRate`): the
   * one meaning of safe. A rate the floor or a daily cap holds back is still safe; it is
   * planned slower, and `plannedWeeklyKg` says how fast it really goes.
   */
  safe: boolean;
  /** The pace the planned calories really give, kg a week (always positive). */
  plannedWeeklyKg: number;
  /** True when the floor or a daily cap plans this rate slower than offered. */
  heldBack: boolean;
  /** Why the rate is not safe, in plain English; only when `safe` is false. */
  reason?: string;
}

/**
 * Rates that give the same plan, to show as one line: the floor (or a daily cap) holds them
 * all to the same calories, so they reach the target on the same day. A line of one rate is
 * just that rate.
 */
export interface SafeOptionLine extends Omit<SafeOption, "weeklyKg"> {
  /** The rates on this line, kg a week, slowest first. */
  rates: number[];
}

/** The rates a person may choose for their goal, with the earliest safe date. */
export interface SafeOptions {
  /** Which way the plan goes; "maintain" when no rate changes anything (options is empty). */
  direction: Direction;
  /** The fastest safe rate offered, kg a week; 0 when none is safe. */
  maxWeeklyKg: number;
  options: SafeOption[];
  /** The options as lines to show: neighbours with the same calories and safety together. */
  lines: SafeOptionLine[];
  /**
   * The soonest safe date: the date of the fastest safe rate (`maxWeeklyKg`), the goal-date
   * plan's `nearestSafeDate` for the same person; null when that rate does not get there.
   */
  earliestSafeDate: string | null;
}

/** Why a loss rate is too fast for this person, naming the limit that applies. */
function tooFastReason(limits: SafetyLimits, breastfeeding: boolean, units: MessageUnits): string {
  const rate = `${rateText(limits.safeRate, units)} a week`;
  if (limits.isTeen) return `Faster than ${rate}, the most we plan for under-18s.`;
  if (limits.isSenior) return `Faster than ${rate}, the most we plan from the age of 65.`;
  if (breastfeeding) return `Faster than ${rate}, the most we plan while breastfeeding.`;
  if (limits.safeRate < 1) return `Faster than ${rate}, 1% of your weight, the most we advise.`;
  return `Faster than ${rate}, the most the NHS advises.`;
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

/** Today's date for the options, from the input or the real date; throws on `today`. */
function checkedToday(today: unknown): string {
  const day = today ?? todayIso();
  parseIsoDate("today", day);
  return String(day);
}

/** Neighbouring options that give the same calories and are alike safe, as one line each. */
function linesOf(options: SafeOption[]): SafeOptionLine[] {
  const lines: SafeOptionLine[] = [];
  for (const { weeklyKg, ...option } of options) {
    const last = lines.at(-1);
    if (last && last.targetCalories === option.targetCalories && last.safe === option.safe) {
      last.rates.push(weeklyKg);
      // The line is held back as soon as any rate on it is planned slower than offered.
      last.heldBack ||= option.heldBack;
    } else {
      lines.push({ ...option, rates: [weeklyKg] });
    }
  }
  return lines;
}

/** How fast a rate must really go slower than offered to count as held back, kg a week. */
const HELD_BACK_KG = 0.005;

/**
 * The options of one calculator (docs/engine-api.md, "safeOptions"): `planAt` plans the
 * person at a rate, as that calculator does, throwing InputError as it does; `limitsOf`
 * gives the limits that plan applies, read only once the person has a way to go. The rates
 * are the form's own (paces.ts), in the visitor's units; each is planned once, and dated by
 * its plan's own goal day.
 */
export function optionsByRate(
  todayInput: unknown,
  form: PaceForm,
  units: MessageUnits,
  planAt: (rate: number) => RatePlan,
  limitsOf: () => RateLimits,
): SafeOptions {
  const today = checkedToday(todayInput);
  // Any rate gives the direction; the slowest any form offers is always accepted.
  const slowest = paceSteps(form, units, "gain")[0] ?? 0.25;
  const first = planAt(slowest);
  if (first.direction === "maintain") {
    return {
      direction: "maintain",
      maxWeeklyKg: 0,
      options: [],
      lines: [],
      earliestSafeDate: null,
    };
  }
  const applied = limitsOf();
  const direction = first.direction;
  const offer = paceOffer(form, units, direction, applied.limits);
  const options = offeredPaces(offer).map((rate): SafeOption => {
    const plan = rate === slowest ? first : planAt(rate);
    const day = plan.daysToGoal;
    const planned = round(Math.abs(plan.weeklyLoss), 2);
    const safe = rate <= offer.safeKg + 1e-9;
    return {
      weeklyKg: rate,
      targetCalories: plan.targetCalories,
      weeks: day === null ? null : Math.ceil(day / 7),
      date: day === null ? null : addDays(today, day),
      safe,
      plannedWeeklyKg: planned,
      heldBack: rate - planned > HELD_BACK_KG,
      ...(safe ? {} : { reason: tooFastReason(applied.limits, applied.breastfeeding, units) }),
    };
  });
  const fastest = options.filter((o) => o.safe).at(-1);
  return {
    direction,
    maxWeeklyKg: fastest?.weeklyKg ?? 0,
    options,
    lines: linesOf(options),
    earliestSafeDate: fastest?.date ?? null,
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
  const rules = variantRules(variant);
  return optionsByRate(
    input.today,
    "basic",
    // Read as basicPlan reads it, after basicPlan has checked the rest of the input.
    input.units === "imperial" ? "imperial" : "metric",
    (rate) => basicPlan({ ...input, lossRate: rate, goalDate: undefined }, variant),
    () => {
      const p = readPerson(input, rules);
      return {
        limits: safetyLimits(rules, p.sex, p.age, p.weightKg),
        breastfeeding: rules.mode === "breastfeeding",
      };
    },
  );
}
