import type { MessageUnits } from "./input/message-units.ts";
import { round } from "./rounding.ts";

/*
 * The weekly paces each calculator offers (docs/safety-rules.md, "Pace"). Metric visitors
 * choose kilograms: the basic form the specification's 0.5, 0.75 and 1 kg (and 1.5, very
 * aggressive, on the aggressive calculator only), the advanced form quarter steps. Imperial
 * visitors choose whole and half pounds, 0.5 to 2 lb a week (up to 3 lb on the aggressive
 * calculator), never kilogram steps converted. A gain is 0.25 or 0.5 kg (0.5 or 1 lb) a week.
 */

export type PaceForm = "basic" | "advanced";
export type PaceDirection = "lose" | "gain";

// The international avoirdupois pound, in kg.
const KG_PER_POUND = 0.45359237;

/** A pace in pounds a week, in kg a week to the tenth of a gram (what a form's choice holds). */
export function poundsPace(pounds: number): number {
  return round(pounds * KG_PER_POUND, 4);
}

const QUARTER_KG = [0.25, 0.5, 0.75, 1, 1.25, 1.5];
const HALF_POUNDS = [0.5, 1, 1.5, 2, 2.5, 3].map(poundsPace);

const LOSS_STEPS: Readonly<Record<MessageUnits, Readonly<Record<PaceForm, readonly number[]>>>> = {
  metric: { basic: [0.5, 0.75, 1, 1.5], advanced: QUARTER_KG },
  // The basic form skips 2.5 lb as it skips 1.25 kg: its last choice is the very aggressive one.
  imperial: { basic: [0.5, 1, 1.5, 2, 3].map(poundsPace), advanced: HALF_POUNDS },
};
const GAIN_STEPS: Readonly<Record<MessageUnits, readonly number[]>> = {
  metric: [0.25, 0.5],
  imperial: [0.5, 1].map(poundsPace),
};
// The slowest pace any form offers, for a person whose limit is under every usual step.
const SLOWEST: Readonly<Record<MessageUnits, number>> = { metric: 0.25, imperial: poundsPace(0.5) };

/** Every pace a form can offer in these units and this direction, slowest first. */
export function paceSteps(form: PaceForm, units: MessageUnits, direction: PaceDirection): number[] {
  return [...(direction === "gain" ? GAIN_STEPS[units] : LOSS_STEPS[units][form])];
}

/**
 * The form's very aggressive pace: the specification's 1.5 kg a week (3 lb in pounds), shown
 * on the basic form everywhere and offered only where the variant plans it.
 */
export function veryAggressivePace(units: MessageUnits): number {
  return LOSS_STEPS[units].basic.at(-1) ?? 1.5;
}

/** What sets the paces offered to one person. */
export interface PaceOffer {
  form: PaceForm;
  units: MessageUnits;
  direction: PaceDirection;
  /** The fastest pace planned for the person, kg a week. */
  maxKg: number;
  /** The fastest pace called safe for the person, kg a week (at most `maxKg`). */
  safeKg: number;
}

/**
 * The paces offered to one person, slowest first: the form's steps up to their fastest
 * planned pace. At least one is always safe: when every step is faster than their safe pace
 * (a small body's 1% of weight), the slowest step any form offers comes first.
 */
export function offeredPaces(o: PaceOffer): number[] {
  const offered = paceSteps(o.form, o.units, o.direction).filter((kg) => kg <= o.maxKg + 1e-9);
  if (offered.some((kg) => kg <= o.safeKg + 1e-9)) return offered;
  return [SLOWEST[o.units], ...offered];
}

/** The fastest safe pace offered to one person, kg a week: the soonest safe date's pace. */
export function fastestSafePace(o: PaceOffer): number {
  const safe = offeredPaces(o).filter((kg) => kg <= o.safeKg + 1e-9);
  return safe.at(-1) ?? SLOWEST[o.units];
}
