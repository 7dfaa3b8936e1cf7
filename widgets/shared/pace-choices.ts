import { TARGET_WEIGHT_RULE, WEIGHT_RULE } from "../../engine/input/input-ranges.ts";
import { maxLossRateFor, safeLossRateFor } from "../../engine/loss-rate-limit.ts";
import { paceOffer } from "../../engine/pace-offer.ts";
import { offeredPaces, paceSteps, type PaceForm } from "../../engine/paces.ts";
import { readTypedNumber } from "../../engine/input/typed-number.ts";
import type { VariantRules } from "../../engine/variants.ts";
import type { Units } from "./attributes.ts";
import type { FormValues } from "./measure.ts";
import { readMeasure } from "./read-field.ts";

/*
 * Which paces a wizard's pace question offers, from the answers typed so far, by the
 * engine's own rules (engine/paces.ts, engine/loss-rate-limit.ts), so the form never offers
 * a pace the plan would not keep and its choices are the pace options' rates.
 */

/** A weight answer in kg, or undefined while it cannot be read. */
function typedKg(values: FormValues, name: string, units: Units): number | undefined {
  const range = name === "weight" ? WEIGHT_RULE : TARGET_WEIGHT_RULE;
  return readMeasure(values, name, "weight", units, range).value;
}

/**
 * True when the plan will gain weight: a muscle-gain calculator, or a target typed above
 * the current weight (the engine then plans a surplus, docs/plans.md).
 */
export function gainingFor(rules: VariantRules, values: FormValues, units: Units): boolean {
  if (rules.mode === "surplus") return true;
  const weight = typedKg(values, "weight", units);
  const target = typedKg(values, "targetWeight", units);
  return weight !== undefined && target !== undefined && target > weight;
}

/**
 * The paces a form offers this person, kg a week, slowest first: in their units and
 * direction, up to the fastest the plan keeps for their age and weight as typed so far
 * (`limitRules`: the variant's, or tighter ones, such as breastfeeding's).
 */
export function offeredFor(
  form: PaceForm,
  limitRules: Pick<VariantRules, "maxLossRate" | "maxLossShare">,
  values: FormValues,
  units: Units,
  gaining: boolean,
): number[] {
  const typed = readTypedNumber(values.age ?? "", "years");
  // Before the age is typed, an adult's limits: the plan reads the age before any pace.
  const age = typed.kind === "number" && typed.value > 0 ? typed.value : 30;
  const weight = typedKg(values, "weight", units);
  const limits = {
    maxLossRate: maxLossRateFor(limitRules, age, weight),
    safeRate: safeLossRateFor(limitRules, age, weight),
  };
  return offeredPaces(paceOffer(form, units, gaining ? "gain" : "lose", limits));
}

// Every pace any form offers, in either units: a pace in an answer or a shared link must be one.
const KNOWN_PACES: readonly number[] = (["basic", "advanced"] as const).flatMap((form) =>
  (["metric", "imperial"] as const).flatMap((units) =>
    (["lose", "gain"] as const).flatMap((direction) => paceSteps(form, units, direction)),
  ),
);

/**
 * The pace chosen among those offered: the visitor's answer when it is one; for a pace some
 * form offers but this one does not (chosen in the other units, or before the age or weight
 * lowered the limit), the offered pace nearest to it, the slower of two as near; the only
 * pace on offer when there is just one. Undefined when nothing usable is chosen and there is
 * a choice to make (a blank answer, or a link's pace no form offers, or one faster than
 * `ceiling`, the fastest this calculator ever plans).
 */
export function chosenOf(
  offered: readonly number[],
  answer: string | undefined,
  ceiling: number,
): string | undefined {
  const typed = readTypedNumber(answer ?? "");
  const known =
    typed.kind === "number" &&
    typed.value <= ceiling + 1e-9 &&
    KNOWN_PACES.some((kg) => Math.abs(kg - typed.value) < 1e-9);
  if (!known) return offered.length === 1 ? String(offered[0]) : undefined;
  let nearest: number | undefined;
  for (const kg of offered) {
    const gap = Math.abs(kg - typed.value);
    if (nearest === undefined || gap < Math.abs(nearest - typed.value) - 1e-9) nearest = kg;
  }
  return nearest === undefined ? undefined : String(nearest);
}
