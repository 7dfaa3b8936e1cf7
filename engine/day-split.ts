import { round } from "./input/validate.ts";

/** A week's calorie targets: training days, rest days, an optional refeed day, the mean. */
export interface WeekTargets {
  training: number;
  rest: number;
  /** The week's real mean, refeed day included, kcal/day. */
  average: number;
  /** kcal/day below maintenance across the week (the mean). */
  meanDeficit: number;
}

export interface WeekSplitInput {
  /** Maintenance, kcal/day. */
  maintenance: number;
  /** The planned mean daily deficit, kcal (0 or less: no split). */
  deficit: number;
  /** Training days a week, 0-7. */
  trainingDays: number;
  /** The refeed day's calories, when the week has one. */
  refeedCalories?: number | undefined;
  /** The largest deficit any single day may carry, kcal. */
  maxDayDeficit: number;
  /** The lowest target any day may have, kcal. */
  floor: number;
}

// Training days carry 0.8 of the deficit and rest days 1.2, so there is more to eat when you
// train; the shares are scaled so that the week's mean is the planned deficit.
const TRAINING_WEIGHT = 0.8;
const REST_WEIGHT = 1.2;

/**
 * Splits a week's deficit over its days (docs/safety-rules.md, "Training and rest days"):
 * a refeed day (if any) takes the place of a rest day, or of a training day when there are
 * seven; training days carry less of the deficit than rest days; the week's mean is the
 * planned deficit wherever the daily cap and the floor allow, and the mean reported is
 * always the one the targets really give.
 */
export function splitWeek(w: WeekSplitInput): WeekTargets {
  const refeeds = w.refeedCalories === undefined ? 0 : 1;
  const trainingDays = Math.min(Math.round(w.trainingDays), 7 - refeeds);
  const restDays = 7 - refeeds - trainingDays;
  const refeedDeficit = refeeds * (w.maintenance - (w.refeedCalories ?? w.maintenance));
  const weekly = Math.max(0, 7 * w.deficit - refeedDeficit);
  // The most any one day can carry: the daily cap, and no day under the floor.
  const most = Math.max(0, Math.min(w.maxDayDeficit, w.maintenance - w.floor));
  const unit = weekly / (TRAINING_WEIGHT * trainingDays + REST_WEIGHT * restDays);
  let restDeficit = Math.min(most, REST_WEIGHT * unit);
  let trainingDeficit = 0;
  if (trainingDays > 0) {
    trainingDeficit = Math.min(most, (weekly - restDays * restDeficit) / trainingDays);
  }
  if (restDays > 0) {
    // What the training days could not carry goes back to the rest days, within the limits.
    restDeficit = Math.min(most, (weekly - trainingDays * trainingDeficit) / restDays);
  }
  const day = (deficit: number) => Math.max(w.floor, Math.round(w.maintenance - deficit));
  const training = day(trainingDeficit);
  const rest = day(restDeficit);
  const total =
    trainingDays * training + restDays * rest + refeeds * (w.refeedCalories ?? w.maintenance);
  const average = round(total / 7);
  return { training, rest, average, meanDeficit: w.maintenance - total / 7 };
}
