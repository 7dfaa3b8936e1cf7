import { MAX_GAIN_RATE, type VariantRules, VARIANTS } from "../../engine/index.ts";
import type { Units } from "../shared/platform/attributes.ts";
import type { Choice } from "../shared/form/fields.tsx";
import { rate } from "../shared/results/format.ts";
import type { FormValues } from "../shared/form/measure.ts";
import { chosenOf, gainingFor, offeredFor } from "../shared/form/pace-choices.ts";
import { asksMaternal } from "./advanced-steps.ts";

/*
 * The advanced pace question's choices and the pace chosen, as the form reads it and the
 * pace options plan it (engine/plans/paces.ts): quarter kilograms, or half pounds, up to the
 * fastest the plan keeps for this person.
 */

/** The variant's pace limits, or breastfeeding's where they are lower (engine/energy/maternity.ts). */
function limitRules(
  rules: VariantRules,
  values: FormValues,
): Pick<VariantRules, "maxLossRate" | "maxLossShare"> {
  const nursing = VARIANTS.breastfeeding;
  if (!nursing || !asksMaternal(values) || values.maternal !== "breastfeeding") return rules;
  return {
    maxLossRate: Math.min(rules.maxLossRate, nursing.maxLossRate),
    maxLossShare: Math.min(rules.maxLossShare, nursing.maxLossShare),
  };
}

/** The paces on offer to this person, kg a week, slowest first. */
function offered(rules: VariantRules, values: FormValues, units: Units): number[] {
  const gaining = gainingFor(rules, values, units);
  return offeredFor("advanced", limitRules(rules, values), values, units, gaining);
}

/** The paces on offer to this person, in the visitor's units. */
export function paceChoices(rules: VariantRules, values: FormValues, units: Units): Choice[] {
  return offered(rules, values, units).map((kg) => ({
    value: String(kg),
    label: `${rate(kg, units)} a week`,
  }));
}

/**
 * The pace chosen, as the form reads it (shared/pace-choices.ts): the visitor's answer when
 * it is on offer, else the nearest pace on offer (a pace chosen in the other units, or
 * before the age or weight lowered the limit); undefined when none is chosen.
 */
export function chosenPace(
  rules: VariantRules,
  values: FormValues,
  units: Units,
): string | undefined {
  // A muscle-gain calculator plans gains of at most 0.5 kg a week (engine/plans/safety.ts).
  const ceiling = rules.mode === "surplus" ? MAX_GAIN_RATE : rules.maxLossRate;
  return chosenOf(offered(rules, values, units), values.lossRate, ceiling);
}
