import { kgToPounds } from "../../engine/units.ts";
import type { Units } from "./attributes.ts";
import { wholeImperial } from "./measure.ts";

const whole = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 0 });
const oneDp = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 1 });
const twoDp = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 2 });

export function kcal(value: number): string {
  return `${whole.format(value)} kcal`;
}

export function number(value: number, places: 0 | 1 | 2 = 0): string {
  return (places === 0 ? whole : places === 1 ? oneDp : twoDp).format(value);
}

/**
 * A weight in the visitor's units: "72.5 kg", or in whole pounds as people in the UK say
 * it, "11 st 6 lb" or "11 lb" (a tenth of a pound only under 1 lb).
 */
export function weight(kg: number, units: Units): string {
  if (units === "metric") return `${oneDp.format(kg)} kg`;
  const sign = kg < 0 ? "-" : "";
  const pounds = kgToPounds(Math.abs(kg));
  if (pounds < 0.95) return `${sign}${oneDp.format(pounds)} lb`;
  const [stones, rest] = wholeImperial(Math.abs(kg), "weight");
  return stones > 0 ? `${sign}${stones} st ${rest} lb` : `${sign}${rest} lb`;
}

/** A weekly rate in the visitor's units: "0.5 kg" or "1.1 lb". */
export function rate(kgPerWeek: number, units: Units): string {
  return units === "metric"
    ? `${twoDp.format(kgPerWeek)} kg`
    : `${oneDp.format(kgToPounds(kgPerWeek))} lb`;
}
