import type { Sex } from "./types.ts";
import { clamp, round } from "./validate.ts";

/** Water weight: the quick early drop, and the day-to-day swing after it (kg). */
export interface WaterWeight {
  initial: number;
  ongoing: number;
}

// An early drop of about 2.5 kg (men) or 1.8 kg (women) as glycogen and its water are used
// (Kreitzman SN et al. 1992, Am J Clin Nutr 56:292S: about 3-4 g of water per g of glycogen),
// and an ongoing day-to-day swing of 1.2 kg (men) or 0.8 kg (women); docs/reference-figures.md.
const INITIAL_KG: Record<Sex, number> = { male: 2.5, female: 1.8 };
const ONGOING_KG: Record<Sex, number> = { male: 1.2, female: 0.8 };
// Smaller bodies store less glycogen: scale down below these reference weights.
const REFERENCE_WEIGHT_KG: Record<Sex, number> = { male: 80, female: 65 };

/** Expected water-weight changes for a person starting a deficit. */
export function waterWeight(sex: Sex, weightKg: number): WaterWeight {
  const scale = clamp(weightKg / REFERENCE_WEIGHT_KG[sex], 0.5, 1);
  return { initial: round(INITIAL_KG[sex] * scale, 1), ongoing: ONGOING_KG[sex] };
}
