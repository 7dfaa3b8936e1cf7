import { bmrOf } from "./bmr.ts";
import { longDate, parseIsoDate } from "./dates.ts";
import { weightChangeKcalPerKg } from "./energy-density.ts";
import { InputError } from "./errors.ts";
import { AGE_RULE, HEIGHT_RULE, INTAKE_RULE, WEIGHT_RULE } from "./input/input-ranges.ts";
import { tQuantile95 } from "./student-t.ts";
import { SEXES, type Sex } from "./types.ts";
import { optionalNumber, requireNumber, requireOneOf, round } from "./input/validate.ts";

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
  /**
   * The plan's own maintenance (the formula's), kcal/day: the estimate starts from it and
   * moves towards what the weigh-ins say as they grow surer (docs/check-in.md).
   */
  formulaKcal?: number;
  /**
   * True when the calories are the plan's target, assumed to be what was eaten rather than
   * counted: the range allows for the difference.
   */
  intakeAssumed?: boolean;
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
  /**
   * The share of the estimate the weigh-ins carry, 0 to 1; the rest comes from the formula
   * (formulaKcal). 1 when no formula was given.
   */
  fromWeighIns: number;
  /**
   * True when the estimate is under 1.1 x the person's resting energy (BMR): more likely
   * food that went uncounted than a body that uses so little (docs/check-in.md).
   */
  likelyUnderCounted: boolean;
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
// A new plan first moves glycogen and the water stored with it (3-4 g per g: Kreitzman SN
// et al., Am J Clin Nutr 1992;56:292S), most of it within the first week; we let the trend
// take an early change that fades with this time constant, days (docs/check-in.md).
const GLYCOGEN_DAYS = 3.5;
// How big that early change may be, kg (one standard deviation): up to about 2 kg of
// glycogen and water (Kreitzman 1992; engine/water-weight.ts).
const GLYCOGEN_KG = 1;
// The formula's maintenance is the prior: Mifflin-St Jeor is within 10% of measured resting
// energy for about 80% of adults (Frankenfield et al., J Am Diet Assoc 2005;105:775), and the
// activity multiplier adds error of its own, so we take 10% as one standard deviation.
const FORMULA_SPREAD = 0.1;
// "I ate my plan's calories" is an assumption: we allow 10% of it either way, one standard
// deviation (docs/check-in.md, "What you ate").
const ASSUMED_INTAKE_SPREAD = 0.1;
// Water held before a period: 1 to 2 kg for many women (docs/check-in.md); over a few
// weeks' trend it acts like a wave of about 0.6 kg either side over a 28-day cycle. We allow
// for it for women under 55 (the average menopause is at 51: NHS, "Menopause").
const CYCLE_WATER_KG = 0.6;
const CYCLE_DAYS = 28;
const CYCLE_MAX_AGE = 55;
// Below 1.1 x BMR, a maintenance is more likely under-counted food than a body that uses so
// little: people under-count by 20-30% on average (Lichtman SW et al., N Engl J Med
// 1992;327:1893; Trabulsi J, Schoeller DA, Am J Physiol Endocrinol Metab 2001;281:E891).
const UNDER_COUNTED_BMR_RATIO = 1.1;
// The 95th percentile of the standard normal: plus or minus it holds 90%.
const Z_95 = 1.6448536269514722;

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

/** The trend through the weights, and how sure its slope is. */
interface TrendFit {
  intercept: number;
  /** kg a day */
  slope: number;
  /** The slope's standard error, widened for weigh-ins that wander together. */
  slopeError: number;
  /** Degrees of freedom for the t distribution. */
  df: number;
  meanTime: number;
  /** Each weigh-in's share in the slope: slope = sum of weight[i] x share[i]. */
  shares: number[];
}

/** Solves a small symmetric system by Gaussian elimination; undefined when it is singular. */
function solve(matrix: number[][], vector: number[]): number[] | undefined {
  const n = vector.length;
  const a = matrix.map((row, i) => [...row, vector[i] ?? 0]);
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let row = col + 1; row < n; row++) {
      if (Math.abs(a[row]?.[col] ?? 0) > Math.abs(a[pivot]?.[col] ?? 0)) pivot = row;
    }
    const top = a[pivot];
    const scale = Math.abs(a[col]?.[col] ?? 0) + Math.abs(top?.[col] ?? 0);
    if (!top || Math.abs(top[col] ?? 0) <= 1e-9 * Math.max(1, scale)) return undefined;
    [a[col], a[pivot]] = [top, a[col] ?? top];
    for (let row = 0; row < n; row++) {
      if (row === col) continue;
      const factor = (a[row]?.[col] ?? 0) / (top[col] ?? 1);
      a[row] = (a[row] ?? []).map((v, k) => v - factor * (top[k] ?? 0));
    }
  }
  return a.map((row, i) => (row[n] ?? 0) / (row[i] ?? 1));
}

/**
 * The trend by least squares: a straight line, plus (where the weigh-ins can tell it apart)
 * a quick early change that fades over the first days, the glycogen and water a new plan
 * moves first. That early change is not counted in the slope, so it is not read as fat.
 */
function fitTrend(days: readonly number[], weights: readonly number[]): TrendFit {
  const n = days.length;
  const meanTime = days.reduce((s, t) => s + t, 0) / n;
  const line = [days.map(() => 1), days.map((t) => t - meanTime)];
  // Columns: the level, the slope about the middle, and the early change.
  const columns = [...line, days.map((t) => Math.exp(-t / GLYCOGEN_DAYS))];
  const gram = (cols: number[][]) =>
    cols.map((a) => cols.map((b) => a.reduce((s, v, i) => s + v * (b[i] ?? 0), 0)));
  const project = (cols: number[][], values: readonly number[]) =>
    cols.map((col) => col.reduce((s, v, i) => s + v * (values[i] ?? 0), 0));
  const fittedBy = (cols: number[][], coefficients: readonly number[]) =>
    days.map((_, i) => cols.reduce((s, col, k) => s + (coefficients[k] ?? 0) * (col[i] ?? 0), 0));
  const sumOfSquares = (fitted: readonly number[]) =>
    weights.reduce((s, w, i) => s + (w - (fitted[i] ?? 0)) ** 2, 0);

  // First the straight line alone, for the scatter about it.
  const lineGram = gram(line);
  const lineCoefficients = solve(lineGram, project(line, weights)) ?? [0, 0];
  const lineScatter = sumOfSquares(fittedBy(line, lineCoefficients)) / Math.max(1, n - 2);
  // Then with the early change, held towards none unless the weigh-ins show it (a ridge
  // with a standard deviation of GLYCOGEN_KG): few early weigh-ins cannot swing the slope.
  const full = gram(columns);
  const early = full[2];
  if (early) early[2] = (early[2] ?? 0) + lineScatter / GLYCOGEN_KG ** 2;
  const solved = solve(full, project(columns, weights));
  const slopeRow = solve(full, [0, 1, 0]);
  const used = solved && slopeRow ? columns : line;
  const coefficients = solved && slopeRow ? solved : lineCoefficients;
  const row = (solved && slopeRow ? slopeRow : solve(lineGram, [0, 1])) ?? [0, 0];
  // Each weigh-in's share in the slope (the slope's row of the fit's inverse times X').
  const shares = days.map((_, i) =>
    used.reduce((s, col, k) => s + (row[k] ?? 0) * (col[i] ?? 0), 0),
  );
  const fitted = fittedBy(used, coefficients);
  const residuals = weights.map((w, i) => w - (fitted[i] ?? 0));
  const sse = residuals.reduce((s, e) => s + e * e, 0);
  let lagged = 0;
  for (let i = 1; i < n; i++) lagged += (residuals[i] ?? 0) * (residuals[i - 1] ?? 0);
  // Lag-one correlation of the residuals; a positive one means fewer independent readings
  // than weigh-ins, so a wider range (the usual AR(1) variance factor (1 + r) / (1 - r)).
  const r = sse > 0 ? Math.min(MAX_CORRELATION, Math.max(0, lagged / sse)) : 0;
  const inflation = (1 + r) / (1 - r);
  const effectiveN = n / inflation;
  // Two degrees of freedom for the line; the early change, held towards none, costs little.
  const variance = Math.max(sse / Math.max(1, n - 2), 0);
  const slope = coefficients[1] ?? 0;
  return {
    intercept: (coefficients[0] ?? 0) - slope * meanTime,
    slope,
    slopeError: Math.sqrt(Math.max(0, (row[1] ?? 0) * variance * inflation)),
    df: effectiveN - 2,
    meanTime,
    shares,
  };
}

/**
 * The spread, kg a day, that the menstrual cycle's water can add to the slope through these
 * weigh-in days: a wave of CYCLE_WATER_KG either side over CYCLE_DAYS, at a phase we do not
 * know (so averaged over every phase).
 */
function cycleSlopeError(days: readonly number[], shares: readonly number[]): number {
  const w = (2 * Math.PI) / CYCLE_DAYS;
  let sine = 0;
  let cosine = 0;
  days.forEach((t, i) => {
    sine += (shares[i] ?? 0) * Math.sin(w * t);
    cosine += (shares[i] ?? 0) * Math.cos(w * t);
  });
  return CYCLE_WATER_KG * Math.sqrt((sine * sine + cosine * cosine) / 2);
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
  const formulaKcal = optionalNumber("formulaKcal", p.formulaKcal, {
    ...PLAUSIBLE_KCAL,
    label: "the maintenance your plan worked out",
    unit: "kcal a day",
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
  const fromWeights = intakeKcal - kcalPerKg * fit.slope;
  // How sure the weigh-ins are, as one standard deviation in kcal a day: the trend's own
  // error (its t quantile turned into a normal one, so few weigh-ins count as less sure),
  // the cycle's water, and an assumed intake.
  const trendSd = (kcalPerKg * fit.slopeError * tQuantile95(fit.df)) / Z_95;
  const cycleSd =
    sex === "female" && age < CYCLE_MAX_AGE ? kcalPerKg * cycleSlopeError(times, fit.shares) : 0;
  const intakeSd = p.intakeAssumed === true ? ASSUMED_INTAKE_SPREAD * intakeKcal : 0;
  const weighInVariance = trendSd ** 2 + cycleSd ** 2 + intakeSd ** 2;
  // Weigh-ins that point outside any maintenance a person could have are refused: without
  // the formula, always; with it, only when even three standard deviations would not reach
  // a possible one (early, noisy weigh-ins lean on the formula instead).
  const slack = formulaKcal === undefined ? 0 : 3 * Math.sqrt(weighInVariance);
  if (
    !Number.isFinite(fromWeights) ||
    fromWeights + slack < PLAUSIBLE_KCAL.min ||
    fromWeights - slack > PLAUSIBLE_KCAL.max
  ) {
    const limit =
      fromWeights > PLAUSIBLE_KCAL.max
        ? `over ${PLAUSIBLE_KCAL.max.toLocaleString("en-GB")}`
        : `under ${PLAUSIBLE_KCAL.min}`;
    throw new InputError(
      "entries",
      `We cannot estimate your maintenance from these weigh-ins yet: with the calories you gave, they point to ${limit} kcal a day, which cannot be right. Check the weights, dates and calories. If they are right, keep weighing in: a few more weeks usually settle it.`,
    );
  }
  // The formula, where given, and the weigh-ins, each weighted by how sure it is (inverse
  // variance): early on the formula carries most of it, later the weigh-ins.
  const formulaVariance =
    formulaKcal === undefined ? Infinity : (FORMULA_SPREAD * formulaKcal) ** 2;
  const fromWeighIns =
    formulaKcal === undefined ? 1 : formulaVariance / (formulaVariance + weighInVariance);
  const maintenance =
    formulaKcal === undefined
      ? fromWeights
      : fromWeighIns * fromWeights + (1 - fromWeighIns) * formulaKcal;
  const sd = Math.sqrt(
    formulaKcal === undefined
      ? weighInVariance
      : (formulaVariance * weighInVariance) / (formulaVariance + weighInVariance),
  );
  const halfWidth = Z_95 * sd;
  const middleKg = fit.intercept + fit.slope * fit.meanTime;
  const restingKcal = bmrOf("mifflin", { sex, age, heightCm, weightKg: middleKg });
  return {
    maintenanceKcal: Math.round(maintenance / 10) * 10,
    // No real maintenance lies outside the plausible range, so neither does the range.
    // (Rounding errors of the arithmetic, far under a calorie, do not widen it.)
    lowKcal: Math.max(PLAUSIBLE_KCAL.min, Math.floor((maintenance - halfWidth) / 10 + 1e-6) * 10),
    highKcal: Math.min(PLAUSIBLE_KCAL.max, Math.ceil((maintenance + halfWidth) / 10 - 1e-6) * 10),
    weeklyChangeKg: round(fit.slope * 7, 2) + 0,
    days,
    trend: readings.map((r, i) => ({
      date: r.date,
      weightKg: round(fit.intercept + fit.slope * (times[i] ?? 0), 2),
    })),
    intakeKcal: Math.round(intakeKcal),
    kcalPerKg: Math.round(kcalPerKg),
    weighIns: readings.length,
    fromWeighIns: round(fromWeighIns, 2),
    likelyUnderCounted: maintenance < UNDER_COUNTED_BMR_RATIO * restingKcal,
  };
}
