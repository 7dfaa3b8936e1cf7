import { bmiOf } from "../body/healthy-weight.ts";
import type { VariantRules } from "./variants.ts";
import type { Warning } from "./warnings.ts";

/** Whether a variant's own BMI rule lets this person be planned a deficit. */
export interface VariantDeficit {
  allowed: boolean;
  warnings: Warning[];
}

/**
 * A variant that plans a deficit only from a BMI (PCOS: 25, docs/safety-rules.md, "PCOS"):
 * under it, a loss is not planned, and the visitor is told why. Other variants allow it.
 */
export function variantDeficit(
  rules: Pick<VariantRules, "deficitFromBmi">,
  person: { heightCm: number; weightKg: number },
  losing: boolean,
): VariantDeficit {
  const from = rules.deficitFromBmi;
  if (from === undefined || bmiOf(person.weightKg, person.heightCm) >= from) {
    return { allowed: true, warnings: [] };
  }
  return {
    allowed: false,
    warnings: losing
      ? [
          {
            type: "medium",
            message: `Your BMI is under ${from}, so this calculator has not planned a calorie deficit.`,
            recommendation:
              "With PCOS, eating well and staying active help whatever your weight. Your GP can help with your symptoms.",
          },
        ]
      : [],
  };
}
