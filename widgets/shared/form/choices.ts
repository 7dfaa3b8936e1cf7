import { ACTIVITY_LEVELS } from "../../../engine/index.ts";
import type { Choice } from "./fields.tsx";

/** Sex, as the formulas use it. */
export const SEX_CHOICES: readonly Choice[] = [
  { value: "female", label: "Female" },
  { value: "male", label: "Male" },
];

/** The five activity levels, labelled and described as the engine has them. */
export const ACTIVITY_CHOICES: readonly Choice[] = ACTIVITY_LEVELS.map((level) => ({
  value: String(level.value),
  label: level.label,
  hint: level.description,
}));
