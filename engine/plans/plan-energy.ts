import { rateText, type MessageUnits } from "../input/message-units.ts";
import { dailyDeficitFor, weeklyChangeFor, type SafetyLimits } from "./safety.ts";
import { clamp, round } from "../input/validate.ts";
import type { Warning } from "./warnings.ts";

export type Direction = "lose" | "gain" | "maintain";

// A lean surplus is 200-500 kcal a day (docs/reference-figures.md, "Energy").
export const MIN_SURPLUS = 200;
export const MAX_SURPLUS = 500;

/** What one daily target means for weight, after the safety limits. */
export interface EnergyPlan {
  direction: Direction;
  targetCalories: number;
  /** kcal/day below maintenance; negative for a surplus. */
  dailyDeficit: number;
  /** kg a week; negative for a gain. */
  weeklyLoss: number;
  weeksToGoal: number | null;
  flooredAtMinimum: boolean;
  warnings: Warning[];
}

export interface EnergyPlanInput {
  /** Maintenance calories, kcal/day. */
  maintenance: number;
  weightKg: number;
  targetWeightKg: number;
  /** Requested kg a week. */
  lossRate: number;
  limits: Pick<SafetyLimits, "maxLossRate" | "maxDeficit" | "floor">;
  /** Deficit as a share of maintenance (body recomposition). */
  deficitShare?: { min: number; max: number } | undefined;
  /** False where no deficit may be planned (children, pregnancy, early breastfeeding). */
  allowDeficit: boolean;
  /** True where no change at all may be planned, a gain included (pregnancy). */
  holdWeight?: boolean | undefined;
  /**
   * The largest surplus a gain may have, kcal/day (the healthy-weight guard's: 200 from BMI
   * 25, 0 from BMI 30); 0 plans a gain at maintenance. MAX_SURPLUS when not given.
   */
  maxSurplus?: number | undefined;
  /** The units messages name paces in (the visitor's); metric when blank. */
  units?: MessageUnits | undefined;
}

const kcalText = (kcal: number) => `${Math.round(kcal).toLocaleString("en-GB")} kcal`;

/** Under the floor by at least the 1 kcal the messages can show. */
const underFloor = (maintenance: number, floor: number) => Math.round(maintenance) < floor;

/**
 * Honest loss (docs/safety-rules.md): a loss was asked for, and maintenance leaves no room
 * under the floor. Under it, the target we hold the visitor at is more than their body uses.
 */
function noRoomWarning(maintenance: number, floor: number): Warning {
  return {
    type: "critical",
    message: underFloor(maintenance, floor)
      ? `Your body uses about ${kcalText(maintenance)} a day, less than ${kcalText(floor)}, the lowest target we can plan safely for you. So we have not planned any weight loss, and at ${kcalText(floor)} a day your weight may slowly go up.`
      : `Your maintenance calories are ${kcalText(floor)} a day, the lowest target we can plan safely for you, so we have not planned any weight loss.`,
    recommendation: "Please talk to a GP or registered dietitian before trying to lose weight.",
  };
}

/** A weight held where it is, at a floor over what the body uses: the visitor is told so. */
function overNeedWarning(maintenance: number, floor: number): Warning {
  return {
    type: "high",
    message: `Your body uses about ${kcalText(maintenance)} a day. We never plan under ${kcalText(floor)}, so your target is more than you use and your weight may slowly go up.`,
    recommendation: "Please talk to a GP or registered dietitian about how much to eat.",
  };
}

/** Whole weeks to change by `changeKg` at `weeklyKg` a week; null when there is no pace. */
export function weeksToReach(changeKg: number, weeklyKg: number): number | null {
  if (weeklyKg <= 0) return null;
  // A hair under a whole number stays that number (0.5 kg x 10 weeks is 10 weeks).
  return Math.max(1, Math.ceil(Math.abs(changeKg) / weeklyKg - 1e-9));
}

function result(
  direction: Direction,
  maintenance: number,
  targetCalories: number,
  weeksToGoal: number | null,
  flooredAtMinimum: boolean,
  warnings: Warning[],
): EnergyPlan {
  const dailyDeficit = maintenance - targetCalories;
  const moving = weeksToGoal !== null;
  return {
    direction,
    targetCalories,
    dailyDeficit,
    weeklyLoss: moving ? round(weeklyChangeFor(dailyDeficit), 2) : 0,
    weeksToGoal,
    flooredAtMinimum,
    warnings,
  };
}

/**
 * Turns maintenance calories and a goal into a daily target: a deficit to lose (capped by
 * the person's safe rate and deficit, never under their floor), a 200-500 kcal surplus to
 * gain, or maintenance when no deficit may be planned.
 */
export function planEnergy(input: EnergyPlanInput): EnergyPlan {
  const { maintenance, weightKg, targetWeightKg, lossRate, limits } = input;
  const change = targetWeightKg - weightKg;
  // Weight held where it is: maintenance, and never under the floor. A body that uses less
  // than the floor is told so, and that its weight may then slowly go up.
  const held = Math.max(maintenance, limits.floor);
  const steady = (
    warnings = underFloor(maintenance, limits.floor)
      ? [overNeedWarning(maintenance, limits.floor)]
      : [],
  ) => result("maintain", maintenance, held, null, held > maintenance, warnings);

  if ((!input.allowDeficit && change <= 0) || input.holdWeight || change === 0) return steady();
  // No surplus from BMI 30 (docs/safety-rules.md, "Gaining").
  if (change > 0 && (input.maxSurplus ?? MAX_SURPLUS) <= 0) return steady();
  if (change > 0) {
    const most = Math.min(input.maxSurplus ?? MAX_SURPLUS, MAX_SURPLUS);
    const surplus = clamp(dailyDeficitFor(lossRate), Math.min(MIN_SURPLUS, most), most);
    // The floor holds for every target: a very small body gaining weight still never eats
    // under it (the gap above maintenance is then larger than the usual surplus).
    const target = Math.max(Math.round(maintenance + surplus), limits.floor);
    return result(
      "gain",
      maintenance,
      target,
      weeksToReach(change, weeklyChangeFor(target - maintenance)),
      target > Math.round(maintenance + surplus),
      [],
    );
  }

  const warnings: Warning[] = [];
  const rate = Math.min(lossRate, limits.maxLossRate);
  if (rate < lossRate) {
    const planned = rateText(rate, input.units);
    warnings.push({
      type: "high",
      message: `We have planned ${planned} a week, not ${rateText(lossRate, input.units)}. ${planned} a week is the most this calculator plans for you.`,
      recommendation: "Losing weight steadily is safer and easier to keep off.",
    });
  }
  let deficit = dailyDeficitFor(rate);
  if (input.deficitShare) {
    const shared = clamp(
      deficit,
      input.deficitShare.min * maintenance,
      input.deficitShare.max * maintenance,
    );
    if (Math.abs(shared - deficit) >= 1) {
      warnings.push({
        type: "medium",
        message: `Body recomposition uses a small deficit of ${Math.round(input.deficitShare.min * 100)} to ${Math.round(input.deficitShare.max * 100)}% of your maintenance, so we have planned ${round(weeklyChangeFor(shared), 2)} kg a week rather than the ${rate} kg you chose.`,
        recommendation: "A small deficit lets you build muscle while you lose fat.",
      });
    }
    deficit = shared;
  }
  if (deficit > limits.maxDeficit) {
    deficit = limits.maxDeficit;
    warnings.push({
      type: "medium",
      message: `We have kept your deficit to ${Math.round(limits.maxDeficit)} kcal a day, the most this calculator plans.`,
    });
  }

  let target = Math.round(maintenance - deficit);
  const floored = target < limits.floor;
  if (floored) target = limits.floor;
  if (target >= maintenance) {
    // Honest loss: with no room under maintenance there is no deficit and no date, and the
    // pace the visitor chose is not mentioned, as nothing is planned from it.
    return steady([noRoomWarning(maintenance, limits.floor)]);
  }
  return result(
    "lose",
    maintenance,
    target,
    weeksToReach(-change, weeklyChangeFor(maintenance - target)),
    floored,
    warnings,
  );
}
