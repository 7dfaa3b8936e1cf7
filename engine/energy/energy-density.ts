import { bmiOf } from "../body/healthy-weight.ts";
import { FORBES_C, RHO_F, RHO_L, fatShareOf } from "../projection/projection.ts";
import type { Sex } from "../core/types.ts";

/**
 * The energy in a kilogram of slowly lost (or gained) body weight, kcal/kg, for a body of
 * this size. A change of weight is part fat (9,441 kcal/kg) and part lean tissue (1,816
 * kcal/kg; Hall 2011), shared along the Forbes curve (Chow and Hall, PLoS Comput Biol 2008):
 * the less fat a body carries, the more of a change is lean, so the fewer calories a kilogram
 * holds. This is the density the weight projection's model settles to; Hall KD, "What is the
 * required energy deficit per unit weight loss?", Int J Obes 2008;32:573, shows why one
 * figure (7,700 kcal/kg) does not fit everyone. Fat mass comes from BMI and age (Jackson
 * et al. 2002). The quick early change of glycogen and its water is not included: it holds
 * far less energy, which is why the first week or two of a new plan move faster.
 */
export function weightChangeKcalPerKg(p: {
  sex: Sex;
  age: number;
  heightCm: number;
  weightKg: number;
}): number {
  const fatKg =
    p.weightKg * fatShareOf({ sex: p.sex, age: p.age, bmi: bmiOf(p.weightKg, p.heightCm) });
  // The share of the energy that goes to (or comes from) lean tissue (Hall 2011).
  const leanEnergyShare = FORBES_C / (FORBES_C + fatKg);
  const kgPerKcal = leanEnergyShare / RHO_L + (1 - leanEnergyShare) / RHO_F;
  return 1 / kgPerKcal;
}
