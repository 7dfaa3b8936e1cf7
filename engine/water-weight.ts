import { InputError } from "./errors.ts";
import { courseModelInput, type PlanCourse } from "./goal-week.ts";
import { projectWeight } from "./projection.ts";
import { KCAL_PER_KG } from "./safety.ts";
import { round } from "./input/validate.ts";

/** Water weight: the quick early drop beyond fat and lean tissue (kg). */
export interface WaterWeight {
  /**
   * The first two weeks' loss beyond what the deficit removes as tissue, kg to one decimal:
   * mostly glycogen and the water stored with it. 0 for a gain or a plan with no deficit.
   */
  initial: number;
}

// The early drop is read over the first two weeks, when glycogen and its water have mostly
// gone (docs/weight-projection.md).
export const WATER_WEIGHT_DAYS = 14;

/**
 * The early drop of a plan's course, from the same model as its chart (Hall KD et al. 2011,
 * Lancet 378:826; docs/weight-projection.md): the model's loss by day 14 minus the tissue
 * the deficit removes in that time at 7,700 kcal per kg, never negative. A gain or a plan
 * with no deficit has none; so has a plan the model cannot run (its chart is the straight
 * line, which has no early drop).
 */
export function waterWeight(course: PlanCourse): WaterWeight {
  if (course.dailyDeficit <= 0) return { initial: 0 };
  try {
    const { weightKg } = projectWeight(courseModelInput(course, WATER_WEIGHT_DAYS));
    const modelLoss =
      course.person.weightKg - (weightKg[WATER_WEIGHT_DAYS] ?? course.person.weightKg);
    const tissue = (course.dailyDeficit * WATER_WEIGHT_DAYS) / KCAL_PER_KG;
    return { initial: Math.max(0, round(modelLoss - tissue, 1)) };
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    return { initial: 0 };
  }
}
