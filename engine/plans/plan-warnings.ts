import type { MessageUnits } from "../input/message-units.ts";
import type { Direction } from "./plan-energy.ts";
import { fastPaceWarning, floorWarning } from "./pace-warnings.ts";
import type { Warning } from "./warnings.ts";

/** How hard a plan is: its direction and planned pace, the person's safe rate and floor. */
export interface PlanPace {
  direction: Direction;
  weeklyLoss: number;
  safeRate: number;
  floor: number;
  flooredAtMinimum: boolean;
  units: MessageUnits;
}

/**
 * The pace and floor warnings, the same for both plans; only a plan that loses has them. The
 * advanced plan has no others of its own: what its health answers mean (sleep, stress, a
 * condition) is said once, in its health answers and tips, and a teenager's warning is the
 * healthy-weight guard's.
 */
export function paceWarnings(p: PlanPace): Warning[] {
  if (p.direction !== "lose") return [];
  const fast = fastPaceWarning(p.weeklyLoss, p.safeRate, p.units);
  return [...(fast ? [fast] : []), ...(p.flooredAtMinimum ? [floorWarning(p.floor)] : [])];
}

/** The basic plan's own warnings about its pace, its floor and the visitor's age. */
export function basicPlanWarnings(pace: PlanPace, age: number): Warning[] {
  const warnings = paceWarnings(pace);
  if (age < 18) {
    warnings.push({
      type: "medium",
      message: "As a teenager, ensure adequate nutrition for growth and development.",
    });
  }
  return warnings;
}
