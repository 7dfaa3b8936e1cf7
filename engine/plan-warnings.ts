import type { AdvancedAnswers } from "./input/advanced-input.ts";
import type { MessageUnits } from "./input/message-units.ts";
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

/** The pace and floor warnings, the same for both plans; only a plan that loses has them. */
function paceWarnings(p: PlanPace): Warning[] {
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

/** The warnings the advanced plan's answers call for: floors, age, pace, health. */
export function advancedPlanWarnings(
  a: Pick<AdvancedAnswers, "person" | "medicalConditions" | "stressLevel" | "sleepHours">,
  pace: PlanPace,
): Warning[] {
  const warnings = paceWarnings(pace);
  if (a.person.age < 18) {
    warnings.push({
      type: "critical",
      message:
        "Under 18, cutting calories needs medical supervision because you are still growing.",
      recommendation:
        "Please talk to a paediatrician, GP or registered dietitian before you start.",
    });
  }
  if (a.medicalConditions.length > 0) {
    warnings.push({
      type: "high",
      message:
        "You told us about a medical condition. Some plans and supplements may not suit you.",
      recommendation: "Talk to your GP or healthcare provider before changing your diet.",
    });
  }
  if (a.stressLevel > 7) {
    warnings.push({
      type: "medium",
      message: "High stress can raise hunger and make weight loss harder.",
      recommendation:
        "Look after your stress as part of the plan: sleep, walks and support all help.",
    });
  }
  if (a.sleepHours < 6) {
    warnings.push({
      type: "medium",
      message: "Less than 6 hours' sleep makes hunger and cravings harder to manage.",
      recommendation: "Aim for 7 to 9 hours of sleep a night if you can.",
    });
  }
  return warnings;
}
