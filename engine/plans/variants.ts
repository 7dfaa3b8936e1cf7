import { NHS_MAX_LOSS_RATE, NHS_MAX_LOSS_SHARE } from "./loss-rate-limit.ts";
import type { Sex } from "../core/types.ts";

/** How a plan treats energy: a deficit (or surplus for gain), or no deficit at all. */
export type PlanMode = "standard" | "surplus" | "kids" | "pregnancy" | "breastfeeding";

export type DietType = "standard" | "keto" | "low-carb" | "high-protein" | "intermittent-fasting";

/** What a variant changes. The engine applies these; widgets only pass the variant on. */
export interface VariantRules {
  id: string;
  mode: PlanMode;
  /** Sex the variant is for; the widget presets it and the engine insists on it. */
  sex?: Sex;
  minAge: number;
  maxAge: number;
  /** Fastest weekly loss the variant plans, kg/week. */
  maxLossRate: number;
  /** Fastest weekly loss the variant plans as a share of current body weight (0.01 is 1%). */
  maxLossShare: number;
  /** Largest daily deficit, kcal/day. */
  maxDeficit?: number;
  /** Lowest daily target, kcal/day, by sex. */
  floor: Record<Sex, number>;
  /** The goal is to keep or build muscle: protein at the higher g/kg (protein.ts). */
  muscleFocus?: boolean;
  /** The lowest BMI a deficit is planned from (PCOS: 25); any BMI the guard allows when unset. */
  deficitFromBmi?: number;
  /** Deficit as a share of maintenance, for body recomposition. */
  deficitShare?: { min: number; max: number };
  /** Diet type the advanced calculator starts with. */
  dietType?: DietType;
}

// NHS weight-loss guidance: 1,500 kcal men, 1,200 kcal women (docs/reference-figures.md).
const ADULT_FLOOR: Record<Sex, number> = { male: 1500, female: 1200 };

const DEFAULT: VariantRules = {
  id: "default",
  mode: "standard",
  minAge: 13,
  maxAge: 100,
  maxLossRate: NHS_MAX_LOSS_RATE,
  maxLossShare: NHS_MAX_LOSS_SHARE,
  floor: ADULT_FLOOR,
};

function variant(id: string, rules: Partial<Omit<VariantRules, "id">> = {}): VariantRules {
  return { ...DEFAULT, ...rules, id };
}

// Muscle-focused goals aim at the higher protein of protein.ts (1.6 g/kg).
const highProtein = { muscleFocus: true };

/** Every variant (docs/product-decisions.md, "Variants"). */
export const VARIANTS: Readonly<Record<string, VariantRules>> = Object.fromEntries(
  [
    variant("default"),
    variant("free"),
    variant("weight-loss"),
    variant("nhs"),
    variant("tdee"),
    variant("bmr"),
    variant("mifflin"),
    variant("uk"),
    variant("women", { sex: "female" }),
    variant("men", { sex: "male" }),
    // Teenagers lose at most 0.5 kg a week and eat at least 1,400 kcal (docs/reference-figures.md).
    variant("teen", {
      minAge: 13,
      maxAge: 17,
      maxLossRate: 0.5,
      floor: { male: 1500, female: 1400 },
    }),
    // SACN 2011: children's energy needs for growth; no deficit is ever planned.
    variant("kids", { mode: "kids", minAge: 1, maxAge: 17, maxLossRate: 0 }),
    // From 65: at most 0.5 kg a week; protein follows the older-adult band (protein.ts).
    variant("senior", { minAge: 65, maxLossRate: 0.5 }),
    // NHS: do not diet in pregnancy; SACN 2011: +200 kcal in the third trimester only.
    variant("pregnancy", {
      mode: "pregnancy",
      sex: "female",
      minAge: 13,
      maxAge: 60,
      maxLossRate: 0,
    }),
    // Breastfeeding: at least 1,800 kcal; at most 0.5 kg a week (IOM 1991, Nutrition During
    // Lactation: about 2 kg a month does not harm milk supply).
    variant("breastfeeding", {
      mode: "breastfeeding",
      sex: "female",
      maxAge: 60,
      maxLossRate: 0.5,
      floor: { male: 1800, female: 1800 },
    }),
    // 750 kcal a day is the largest safe deficit (docs/reference-figures.md, "Energy").
    variant("safe", { maxLossRate: 1, maxDeficit: 750 }),
    // The one variant past the NHS's pace: up to 1.5 kg and 1.5% of body weight a week, always
    // with the very aggressive warning (pace-warnings.ts).
    variant("aggressive", { maxLossRate: 1.5, maxLossShare: 0.015 }),
    // Lean gain with a surplus of 200-500 kcal a day (docs/reference-figures.md, "Energy").
    variant("muscle-gain", { mode: "surplus", ...highProtein }),
    variant("body-recomposition", { deficitShare: { min: 0.1, max: 0.2 }, ...highProtein }),
    variant("fat-loss", highProtein),
    variant("cutting", highProtein),
    variant("abs", highProtein),
    variant("keto", { dietType: "keto" }),
    // PCOS: women, adults, a deficit only from BMI 25, and the standard diet first: the 2023
    // international PCOS guideline (Teede HJ et al., J Clin Endocrinol Metab 2023;108:2447)
    // names no diet as better than another.
    variant("pcos", { sex: "female", minAge: 18, deficitFromBmi: 25, dietType: "standard" }),
    variant("protein", { dietType: "high-protein", ...highProtein }),
    variant("macro"),
    variant("formula"),
    variant("accurate"),
    variant("timeline"),
  ].map((rules) => [rules.id, rules]),
);

/** The rules of a variant; an unknown or missing variant behaves as "default". */
export function variantRules(id?: string): VariantRules {
  return (id !== undefined && Object.hasOwn(VARIANTS, id) ? VARIANTS[id] : undefined) ?? DEFAULT;
}

/** The variant names, for widgets that check their attribute. */
export const VARIANT_IDS: readonly string[] = Object.keys(VARIANTS);
