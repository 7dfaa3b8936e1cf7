import { longDate, parseIsoDate } from "./dates.ts";
import { weightChangeKcalPerKg } from "./energy-density.ts";
import { InputError } from "./errors.ts";
import { AGE_RULE, HEIGHT_RULE, INTAKE_RULE, WEIGHT_RULE } from "./input-ranges.ts";
import { tQuantile95 } from "./student-t.ts";
import { SEXES, type Sex } from "./types.ts";
import { optionalNumber, requireNumber, requireOneOf, round } from "./validate.ts";

/** One weigh-in: the date, the weight, and optionally what was eaten that day. */
export interface WeighIn {
  /** YYYY-MM-DD */
  date: string;
  weightKg: number;
  /** kcal eaten that day; overrides the person's everyday figure for that day. */
  intakeKcal?: number;
}

/** Who weighed in, and what they eat on an ordinary day. */
export interface CheckInPerson {
  sex: Sex;
  age: number;
  heightCm: number;
  /** kcal eaten on an ordinary day; used for every weigh-in without its own figure. */
  intakeKcal?: number;
}

/** Maintenance worked out from weigh-ins and intake (docs/check-in.md). */
export interface MaintenanceEstimate {
  /** The intake that would hold weight steady, kcal/day, to the nearest 10. */
  maintenanceKcal: number;
  /** A ~90% range around it, kcal/day (rounded outwards to 10). */
  lowKcal: number;
  highKcal: number;
  /** The trend's change, kg a week: negative when losing. */
  weeklyChangeKg: number;
  /** Days from the first to the last weigh-in used. */
  days: number;
  /** The trend weight on each weigh-in date used, oldest first. */
  trend: { date: string; weightKg: number }[];
  /** The average daily intake over those days, kcal/day. */
  intakeKcal: number;
  /** The energy counted in each kg of weight change, kcal/kg (docs/check-in.md). */
  kcalPerKg: number;
  /** How many weigh-ins were used. */
  weighIns: number;
}

// Too little data to say anything: at least 4 weigh-ins spread over 14 days (docs/check-in.md).
export const MIN_CHECK_IN_DAYS = 14;
export const MIN_WEIGH_INS = 4;
// Only the last 12 weeks count: maintenance falls as weight changes (about 22 kcal a day per
// kg; Hall et al., Lancet 2011), so older weigh-ins describe a different body.
export const CHECK_IN_WINDOW_DAYS = 84;
// The estimate must be a maintenance a person could have (the projection accepts the same).
const PLAUSIBLE_KCAL = { min: 500, max: 10000 };
// Neighbouring weigh-ins wander together (water, salt, digestion, the menstrual cycle); we
// widen the range for it, up to a correlation of 0.8 (where nine weigh-ins count as one).
const MAX_CORRELATION = 0.8;

const MS_PER_DAY = 86_400_000;

interface Reading {
  /** Days since 1 January 1970. */
  day: number;
  date: string;
  weightKg: number;
  intakeKcal: number | undefined;
}

function plural(count: number, one: string, many: string): string {
  return `${count} more ${count === 1 ? one : many}`;
}

/** Reads and checks one weigh-in; errors name the weigh-in by its place or date. */
function readEntry(entry: unknown, index: number): Reading {
  const place = `weigh-in ${index + 1}`;
  if (entry === null || typeof entry !== "object") {
    throw new InputError("entries", `Enter a date and a weight for ${place}.`);
  }
  const e = entry as Record<string, unknown>;
  const date = typeof e.date === "string" ? e.date.trim() : "";
  let day: number;
  try {
    day = Math.round(parseIsoDate("entries", date) / MS_PER_DAY);
  } catch {
    throw new InputError(
      "entries",
      `Enter the date of ${place} as a real day, for example 2026-03-02.`,
    );
  }
  const when = longDate(date);
  const weightKg = requireNumber("entries", e.weightKg, {
    ...WEIGHT_RULE,
    label: `the weight on ${when}`,
  });
  const intakeKcal = optionalNumber("entries", e.intakeKcal, {
    ...INTAKE_RULE,
    label: `the calories for ${when}`,
  });
  return { day, date, weightKg, intakeKcal };
}

/** Every weigh-in, checked and sorted oldest first; two on one day throw on "entries". */
function readEntries(entries: unknown): Reading[] {
  if (!Array.isArray(entries)) {
    throw new InputError("entries", "Add your weigh-ins: a date and a weight for each.");
  }
  const readings = entries.map(readEntry).sort((a, b) => a.day - b.day);
  readings.forEach((r, i) => {
    if (i > 0 && readings[i - 1]?.day === r.day) {
      throw new InputError(
        "entries",
        `There are two weigh-ins on ${longDate(r.date)}. Keep one of them.`,
      );
    }
  });
  return readings;
}

/** Throws on "entries", saying what is still needed, unless there is enough to go on. */
function requireEnough(readings: readonly Reading[]): number {
  const days = (readings[readings.length - 1]?.day ?? 0) - (readings[0]?.day ?? 0);
  const moreDays = Math.max(0, MIN_CHECK_IN_DAYS - days);
  const moreWeighIns = Math.max(0, MIN_WEIGH_INS - readings.length);
  if (moreDays === 0 && moreWeighIns === 0) return days;
  const needs = [
    ...(moreDays > 0 ? [plural(moreDays, "day", "days")] : []),
    ...(moreWeighIns > 0 ? [plural(moreWeighIns, "weigh-in", "weigh-ins")] : []),
  ].join(" and ");
  throw new InputError(
    "entries",
    `We need at least ${MIN_WEIGH_INS} weigh-ins over ${MIN_CHECK_IN_DAYS} days or more to estimate your maintenance, so ${needs} to go.`,
  );
}

/**
 * The average of per-day figures known at the weigh-in times, each standing for the days
 * half-way to its neighbours (the trapezium rule), so uneven gaps do not tilt it.
 */
function timeWeightedMean(times: readonly number[], values: readonly number[]): number {
  const n = times.length;
  let total = 0;
  let weights = 0;
  for (let i = 0; i < n; i++) {
    const before = i > 0 ? (times[i] ?? 0) - (times[i - 1] ?? 0) : 0;
    const after = i < n - 1 ? (times[i + 1] ?? 0) - (times[i] ?? 0) : 0;
    const weight = (before + after) / 2;
    total += weight * (values[i] ?? 0);
    weights += weight;
  }
  return total / weights;
}

/** A straight line through the weights by least squares, and how sure its slope is. */
interface TrendFit {
  intercept: number;
  /** kg a day */
  slope: number;
  /** The slope's standard error, widened for weigh-ins that wander together. */
  slopeError: number;
  /** Degrees of freedom for the t distribution. */
  df: number;
  meanTime: number;
}

function fitTrend(days: readonly number[], weights: readonly number[]): TrendFit {
  const n = days.length;
  const meanTime = days.reduce((s, t) => s + t, 0) / n;
  const meanWeight = weights.reduce((s, w) => s + w, 0) / n;
  let sxx = 0;
  let sxy = 0;
  for (let i = 0; i < n; i++) {
    const dt = (days[i] ?? 0) - meanTime;
    sxx += dt * dt;
    sxy += dt * ((weights[i] ?? 0) - meanWeight);
  }
  const slope = sxy / sxx;
  const intercept = meanWeight - slope * meanTime;
  const residuals = days.map((t, i) => (weights[i] ?? 0) - (intercept + slope * t));
  const sse = residuals.reduce((s, e) => s + e * e, 0);
  let lagged = 0;
  for (let i = 1; i < n; i++) lagged += (residuals[i] ?? 0) * (residuals[i - 1] ?? 0);
  // Lag-one correlation of the residuals; a positive one means fewer independent readings
  // than weigh-ins, so a wider range (the usual AR(1) variance factor (1 + r) / (1 - r)).
  const r = sse > 0 ? Math.min(MAX_CORRELATION, Math.max(0, lagged / sse)) : 0;
  const inflation = (1 + r) / (1 - r);
  const effectiveN = n / inflation;
  const variance = sse / (n - 2);
  return {
    intercept,
    slope,
    slopeError: Math.sqrt((variance / sxx) * inflation),
    df: effectiveN - 2,
    meanTime,
  };
}

/**
 * Estimates a person's real maintenance from their weigh-ins and what they ate
 * (docs/check-in.md): a straight trend through the weights of the last 12 weeks, the energy
 * that trend means at this body's energy density, taken from the average intake, and a ~90%
 * range from the scatter about the trend (Student's t). Needs at least 4 weigh-ins over 14
 * days, or throws InputError on "entries" saying how many more; a weigh-in with no calories
 * and no everyday figure throws on "intakeKcal".
 */
export function estimateMaintenance(
  entries: readonly WeighIn[],
  p: CheckInPerson,
): MaintenanceEstimate {
  const sex = requireOneOf("sex", p.sex, SEXES, "male or female");
  const age = requireNumber("age", p.age, AGE_RULE);
  const heightCm = requireNumber("heightCm", p.heightCm, HEIGHT_RULE);
  const everyday = optionalNumber("intakeKcal", p.intakeKcal, {
    ...INTAKE_RULE,
    label: "the calories you eat on an ordinary day",
  });
  const all = readEntries(entries);
  const latest = all[all.length - 1]?.day ?? 0;
  const readings = all.filter((r) => latest - r.day <= CHECK_IN_WINDOW_DAYS);
  const days = requireEnough(readings);

  const intakes = readings.map((r) => {
    const kcal = r.intakeKcal ?? everyday;
    if (kcal === undefined) {
      throw new InputError(
        "intakeKcal",
        `Enter the calories you eat on an ordinary day, or the calories for each weigh-in: ${longDate(r.date)} has none.`,
      );
    }
    return kcal;
  });
  const first = readings[0]?.day ?? 0;
  const times = readings.map((r) => r.day - first);
  const intakeKcal = timeWeightedMean(times, intakes);
  const fit = fitTrend(
    times,
    readings.map((r) => r.weightKg),
  );
  const kcalPerKg = weightChangeKcalPerKg({
    sex,
    age,
    heightCm,
    weightKg: fit.intercept + fit.slope * fit.meanTime,
  });
  // Energy balance: what was eaten, less what went into (or came out of) the body.
  const maintenance = intakeKcal - kcalPerKg * fit.slope;
  const halfWidth = tQuantile95(fit.df) * kcalPerKg * fit.slopeError;
  if (
    !Number.isFinite(maintenance) ||
    maintenance < PLAUSIBLE_KCAL.min ||
    maintenance > PLAUSIBLE_KCAL.max
  ) {
    const limit =
      maintenance > PLAUSIBLE_KCAL.max
        ? `over ${PLAUSIBLE_KCAL.max.toLocaleString("en-GB")}`
        : `under ${PLAUSIBLE_KCAL.min}`;
    throw new InputError(
      "entries",
      `We cannot estimate your maintenance from these weigh-ins yet: with the calories you gave, they point to ${limit} kcal a day, which cannot be right. Check the weights, dates and calories. If they are right, keep weighing in: a few more weeks usually settle it.`,
    );
  }
  return {
    maintenanceKcal: Math.round(maintenance / 10) * 10,
    // No real maintenance lies outside the plausible range, so neither does the range.
    lowKcal: Math.max(PLAUSIBLE_KCAL.min, Math.floor((maintenance - halfWidth) / 10) * 10),
    highKcal: Math.min(PLAUSIBLE_KCAL.max, Math.ceil((maintenance + halfWidth) / 10) * 10),
    weeklyChangeKg: round(fit.slope * 7, 2),
    days,
    trend: readings.map((r, i) => ({
      date: r.date,
      weightKg: round(fit.intercept + fit.slope * (times[i] ?? 0), 2),
    })),
    intakeKcal: Math.round(intakeKcal),
    kcalPerKg: Math.round(kcalPerKg),
    weighIns: readings.length,
  };
}
