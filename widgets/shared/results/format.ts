import { kgToPounds } from "../../../engine/index.ts";
import type { Units } from "../platform/attributes.ts";
import { wholeImperial } from "../form/measure-amount.ts";

/*
 * Numbers as people in the UK write them. The first Intl.NumberFormat a page makes loads the
 * browser's locale data, which costs over 100 ms on a slow phone; so the formatters are made
 * on first use, and a widget's first paint (the advanced rate slider) formats without them.
 */

const formatters: Intl.NumberFormat[] = [];
/** "6,000", "72.5": grouped thousands, at most `places` decimals. */
function grouped(value: number, places: 0 | 1 | 2): string {
  formatters[places] ??= new Intl.NumberFormat("en-GB", { maximumFractionDigits: places });
  return formatters[places].format(value);
}

export function kcal(value: number): string {
  return `${grouped(value, 0)} kcal`;
}

export function number(value: number, places: 0 | 1 | 2 = 0): string {
  return grouped(value, places);
}

/** A number under 1,000 with at most `places` decimals, without the locale data: "0.75". */
function small(value: number, places: 1 | 2): string {
  const rounded = Number(value.toFixed(places));
  return String(rounded === 0 ? 0 : rounded);
}

/**
 * A weight in the visitor's units: "72.5 kg", or in whole pounds as people in the UK say
 * it, "11 st 6 lb" or "11 lb" (a tenth of a pound only under 1 lb).
 */
export function weight(kg: number, units: Units): string {
  if (units === "metric") return `${grouped(kg, 1)} kg`;
  const sign = kg < 0 ? "-" : "";
  const pounds = kgToPounds(Math.abs(kg));
  if (pounds < 0.95) return `${sign}${grouped(pounds, 1)} lb`;
  const [stones, rest] = wholeImperial(Math.abs(kg), "weight");
  return stones > 0 ? `${sign}${stones} st ${rest} lb` : `${sign}${rest} lb`;
}

/** A weekly rate in the visitor's units: "0.5 kg" or "1.1 lb". */
export function rate(kgPerWeek: number, units: Units): string {
  return units === "metric" ? `${small(kgPerWeek, 2)} kg` : `${small(kgToPounds(kgPerWeek), 1)} lb`;
}

/** A range of weekly rates in the visitor's units: "0.5 to 1 kg" or "1 to 2 lb". */
export function rateRange(lowKg: number, highKg: number, units: Units): string {
  const low = rate(lowKg, units).split(" ")[0] ?? "";
  return `${low} to ${rate(highKg, units)}`;
}
