import { KCAL_PER_MJ } from "../core/energy-units.ts";
import { SACN_CHILD_EAR_MJ } from "../data/sacn-child-ear.ts";
import type { Sex } from "../core/types.ts";
import { readTypedNumber } from "../input/typed-number.ts";
import { SEXES } from "../core/types.ts";
import { requireNumber, requireOneOf } from "../input/validate.ts";

// SACN 2011 gives child energy figures for ages 1 to 18 (Table 15).
export const CHILD_AGE_RULE = {
  label: "your child's age",
  min: 1,
  max: 18,
  unit: "years",
} as const;

/** A finite age becomes completed years (12.9 -> 12); anything else is left for the check. */
function completedYears(value: unknown): unknown {
  let number = Number.NaN;
  if (typeof value === "number") number = value;
  else if (typeof value === "string") {
    const typed = readTypedNumber(value, CHILD_AGE_RULE.unit);
    if (typed.kind === "number") number = typed.value;
  }
  return Number.isFinite(number) ? Math.floor(number) : value;
}

/**
 * A child's or teenager's estimated energy needs in kcal/day: SACN 2011's Estimated
 * Average Requirement for their sex and age in completed years (12.9 counts as 12), turned
 * from MJ into whole kcal. It is an average for children of that age, not a target for one
 * child. Throws InputError ("sex", or "age" outside 1 to 18).
 */
export function childEnergyNeeds(p: { sex: Sex; age: number }): number {
  const sex = requireOneOf("sex", p.sex, SEXES, "male or female");
  const age = requireNumber("age", completedYears(p.age), CHILD_AGE_RULE);
  const row = SACN_CHILD_EAR_MJ[age];
  // Unreachable: the table has a row for every whole age from 1 to 18.
  if (!row) throw new RangeError(`No SACN row for age ${age}`);
  return Math.round(row[sex] * KCAL_PER_MJ);
}
