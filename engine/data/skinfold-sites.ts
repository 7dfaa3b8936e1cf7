import type { Sex } from "../core/types.ts";

/**
 * Where the three skinfolds are taken, in order (skinfold1, skinfold2, skinfold3): the sites
 * of the Jackson and Pollock 3-site method (Jackson & Pollock 1978 for men; Jackson, Pollock
 * & Ward 1980 for women). Forms name them; skinfold-body-fat.ts reads the folds in this order.
 */
export const SKINFOLD_SITES: Readonly<Record<Sex, readonly { site: string; label: string }[]>> = {
  male: [
    { site: "chest", label: "Chest" },
    { site: "abdomen", label: "Abdomen (beside the belly button)" },
    { site: "thigh", label: "Thigh (front, halfway up)" },
  ],
  female: [
    { site: "triceps", label: "Triceps (back of the upper arm)" },
    { site: "suprailiac", label: "Suprailiac (just above the hip bone)" },
    { site: "thigh", label: "Thigh (front, halfway up)" },
  ],
};
