import { InputError } from "../core/errors.ts";
import { checkPerson } from "../core/person.ts";
import type { Person } from "../core/person.ts";
import type { Sex } from "../core/types.ts";

export type BmrFormula = "mifflin" | "harris" | "katch" | "cunningham";
export const BMR_FORMULAS: readonly BmrFormula[] = ["mifflin", "harris", "katch", "cunningham"];

function mifflin(p: Person): number {
  // Mifflin MD et al. 1990, Am J Clin Nutr 51:241, in its usual rounded form
  return 10 * p.weightKg + 6.25 * p.heightCm - 5 * p.age + (p.sex === "male" ? 5 : -161);
}

function harris(p: Person): number {
  // Revised Harris-Benedict: Roza AM, Shizgal HM 1984, Am J Clin Nutr 40:168
  return p.sex === "male"
    ? 88.362 + 13.397 * p.weightKg + 4.799 * p.heightCm - 5.677 * p.age
    : 447.593 + 9.247 * p.weightKg + 3.098 * p.heightCm - 4.33 * p.age;
}

function leanMassKg(p: Person, formulaName: string, field: string): number {
  if (p.bodyFatPct === undefined) {
    throw new InputError(field, `Body fat required for ${formulaName} formula`);
  }
  return p.weightKg * (1 - p.bodyFatPct / 100);
}

function katch(p: Person, field: string): number {
  // Katch-McArdle (McArdle, Katch and Katch, Exercise Physiology): 370 + 21.6 x lean mass
  return 370 + 21.6 * leanMassKg(p, "Katch-McArdle", field);
}

function cunningham(p: Person, field: string): number {
  // Cunningham JJ 1980, Am J Clin Nutr 33:2372: 500 + 22 x lean mass
  return 500 + 22 * leanMassKg(p, "Cunningham", field);
}

const FORMULAS: Record<BmrFormula, (p: Person, bodyFatField: string) => number> = {
  mifflin,
  harris,
  katch,
  cunningham,
};

/**
 * The unrounded BMR of an already-checked person (kcal/day). `bodyFatField` names the
 * input to blame when a lean-mass formula has no body fat.
 */
export function bmrOf(formula: BmrFormula, p: Person, bodyFatField = "bodyFat"): number {
  return FORMULAS[formula](p, bodyFatField);
}

/**
 * Basal metabolic rate in kcal/day, unrounded. Katch-McArdle and Cunningham need
 * `bodyFatPct` and throw InputError (field "bodyFat") without it.
 */
export function bmr(
  formula: BmrFormula,
  p: { sex: Sex; age: number; heightCm: number; weightKg: number; bodyFatPct?: number },
): number {
  if (!BMR_FORMULAS.includes(formula)) {
    throw new InputError("bmrFormula", "Choose a BMR formula from the list.");
  }
  return bmrOf(formula, checkPerson(p), "bodyFatPct");
}
