import { rateText, type MessageUnits } from "./input/message-units.ts";
import type { Warning } from "./warnings.ts";

/*
 * The two warnings both plans give about how hard a plan is, in the words the site's pages
 * use (docs/safety-rules.md, "Warnings"): a pace over the NHS's 0.5 to 1 kg a week, and a
 * target held at the lowest intake we plan without medical supervision.
 * NHS, "Start the NHS weight loss plan": https://www.nhs.uk/better-health/lose-weight/
 */

/** A high warning when the planned pace is faster than the person's safe rate. */
export function fastPaceWarning(
  weeklyKg: number,
  safeRate: number,
  units: MessageUnits = "metric",
): Warning | undefined {
  // Paces are planned to two decimals; anything above the safe rate by more than that is faster.
  if (weeklyKg <= safeRate + 0.005) return undefined;
  return {
    type: "high",
    message: `Losing ${rateText(weeklyKg, units)} a week is faster than the ${rateText(safeRate, units)} a week the NHS advises for you. This is a very aggressive pace.`,
    recommendation:
      "Talk to your GP or a dietitian before you start. A slower pace protects muscle and is easier to keep up.",
  };
}

/** A high warning when the daily target is held at the floor, not where the pace put it. */
export function floorWarning(floor: number): Warning {
  return {
    type: "high",
    message: `Your daily target is ${floor.toLocaleString("en-GB")} kcal, the lowest we plan for you. Eating less than this is only advised with medical supervision.`,
    recommendation:
      "Your loss will be slower than the pace you chose. Moving a little more each day is a safe way to speed it up.",
  };
}
