import { bmrOf } from "./bmr.ts";
import { KCAL_PER_MJ } from "../core/energy-units.ts";
import type { Person } from "../core/person.ts";
import type { Sex } from "../core/types.ts";

// Henry CJK. Basal metabolic rate studies in humans: measurement and development of new
// equations. Public Health Nutr 2005;8(7A):1133-52 (the "Oxford" equations), table for ages
// 10 to 18, by weight: BMR in MJ/day = slope x weight (kg) + intercept. SACN's Dietary
// Reference Values for Energy (2011) predict BMR with Henry's equations; we use them for
// 13 to 17 year olds instead of Mifflin-St Jeor, which was only validated from 19.
const HENRY_10_TO_18: Record<Sex, { slope: number; intercept: number }> = {
  male: { slope: 0.0769, intercept: 2.43 },
  female: { slope: 0.0465, intercept: 3.18 },
};
// Under 18: the teenage equations (the plans take 13 as the youngest age).
const ADULT_AGE = 18;

/** Basal metabolic rate of a 10 to 18 year old, kcal/day, unrounded (Henry 2005). */
export function henryTeenBmr(sex: Sex, weightKg: number): number {
  const { slope, intercept } = HENRY_10_TO_18[sex];
  return (slope * weightKg + intercept) * KCAL_PER_MJ;
}

/** True for the ages whose energy needs come from Henry's teenage equations. */
export function usesHenryBmr(age: number): boolean {
  return age < ADULT_AGE;
}

/**
 * The basic plan's BMR, kcal/day, unrounded: Henry's teenage equation under 18, Mifflin-St
 * Jeor from 18 (docs/plans.md, "Energy").
 */
export function basicBmr(p: Person): number {
  return usesHenryBmr(p.age) ? henryTeenBmr(p.sex, p.weightKg) : bmrOf("mifflin", p);
}
