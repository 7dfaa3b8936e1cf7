import { kgToPounds } from "../core/units.ts";

/** Units a message names weights in: the visitor's own. */
export type MessageUnits = "metric" | "imperial";
export const MESSAGE_UNITS: readonly MessageUnits[] = ["metric", "imperial"];

/** A weight for a message, kg to 0.1 or whole pounds, each rounded by `roundTo`. */
function weightIn(kg: number, units: MessageUnits, roundTo: (x: number) => number): string {
  if (units === "metric") return `${(roundTo(kg * 10) / 10).toLocaleString("en-GB")} kg`;
  const pounds = roundTo(kgToPounds(kg));
  return `${Math.floor(pounds / 14)} st ${pounds % 14} lb`;
}

/** A weight for a message, rounded up so the figure named is never below `kg`. */
export function atLeastWeightText(kg: number, units: MessageUnits = "metric"): string {
  return weightIn(kg, units, (x) => Math.ceil(x - 1e-9));
}

/** A weight for a message, rounded down so the figure named is never above `kg`. */
export function atMostWeightText(kg: number, units: MessageUnits = "metric"): string {
  return weightIn(kg, units, (x) => Math.floor(x + 1e-9));
}

/** A weight for a message, to the nearest 0.1 kg or whole pound: "70.5 kg", "11 st 2 lb". */
export function weightText(kg: number, units: MessageUnits = "metric"): string {
  return weightIn(kg, units, Math.round);
}

/** A weekly pace for a message: "0.5 kg" or "1.1 lb". */
export function rateText(kgPerWeek: number, units: MessageUnits = "metric"): string {
  return units === "metric"
    ? `${(Math.round(kgPerWeek * 100) / 100).toLocaleString("en-GB")} kg`
    : `${(Math.round(kgToPounds(kgPerWeek) * 10) / 10).toLocaleString("en-GB")} lb`;
}
