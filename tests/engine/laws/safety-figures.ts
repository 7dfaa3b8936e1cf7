import type { Sex } from "../../../engine/core/types.ts";

// The figures of docs/safety-rules.md that the engine's laws check against, written out here
// rather than read from the engine, so a changed constant in the engine fails a law.

/** Energy in a kilogram of body weight lost or gained, kcal (the straight line). */
export const KCAL_PER_KG = 7700;
// "Honest loss": the floors, kcal a day.
export const ADULT_FLOOR: Readonly<Record<Sex, number>> = { male: 1500, female: 1200 };
export const TEEN_FLOOR = 1400;
export const BREASTFEEDING_FLOOR = 1800;
/** While breastfeeding, even without a deficit. */
export const BREASTFEEDING_ABSOLUTE_FLOOR = 1500;

// "Protein": the variants whose goal is muscle, which aim at the higher g/kg.
export const MUSCLE_VARIANTS = [
  "muscle-gain",
  "body-recomposition",
  "fat-loss",
  "cutting",
  "abs",
  "protein",
];
