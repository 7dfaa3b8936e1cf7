import { BODY_FAT_METHOD_ACCURACY } from "./body-fat-accuracy.ts";
import { bodyFatResult } from "./body-fat.ts";
import type { BodyFatResult } from "./body-fat.ts";
import { InputError } from "./errors.ts";
import { SKINFOLD_AGE_RULE, SKINFOLD_RULE, WEIGHT_RULE } from "./input/input-ranges.ts";
import { SKINFOLD_SITES } from "./data/skinfold-sites.ts";
import type { Sex } from "./types.ts";
import { SEXES } from "./types.ts";
import { optionalNumber, requireNumber, requireOneOf, round } from "./input/validate.ts";

function checkAge(value: unknown): number {
  try {
    return requireNumber("age", value, SKINFOLD_AGE_RULE);
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    throw new InputError(
      "age",
      `${error.message} The skinfold equations were developed from measurements of adults, so this calculator accepts ages 18 to 80.`,
    );
  }
}

/** A skinfold result adds the body density and the sum of the three skinfolds. */
export interface SkinfoldBodyFatResult extends BodyFatResult {
  /** Estimated body density in g/cm3, to four decimal places. */
  bodyDensity: number;
  /** The three skinfolds added together, in mm. */
  sumMm: number;
}

/**
 * Body fat from three calliper skinfolds (Jackson and Pollock 3-site equations, then
 * Siri's equation). Men: chest, abdomen, thigh; women: triceps, suprailiac, thigh
 * (see SKINFOLD_SITES). Typically within about 3 percentage points. Optional `weightKg`
 * adds fat and lean mass. Throws InputError ("sex", "age", "skinfold1".."skinfold3",
 * "weightKg"), and on "skinfold1" when the skinfolds give an unbelievable result.
 */
export function skinfoldBodyFat(p: {
  sex: Sex;
  age: number;
  skinfoldsMm: [number, number, number];
  weightKg?: number;
}): SkinfoldBodyFatResult {
  const sex = requireOneOf("sex", p.sex, SEXES, "male or female");
  const age = checkAge(p.age);
  const given: readonly unknown[] = Array.isArray(p.skinfoldsMm) ? p.skinfoldsMm : [];
  const folds = SKINFOLD_SITES[sex].map(({ site }, i) =>
    requireNumber(`skinfold${i + 1}`, given[i], {
      label: `your ${site} skinfold`,
      ...SKINFOLD_RULE,
    }),
  );
  const weightKg = optionalNumber("weightKg", p.weightKg, WEIGHT_RULE);

  const sum = folds.reduce((total, fold) => total + fold, 0);
  const density =
    sex === "male"
      ? // Jackson AS, Pollock ML 1978, Br J Nutr 40:497 (men; chest, abdomen, thigh)
        1.10938 - 0.0008267 * sum + 0.0000016 * sum ** 2 - 0.0002574 * age
      : // Jackson AS, Pollock ML, Ward A 1980, Med Sci Sports Exerc 12:175 (women; triceps,
        // suprailiac, thigh)
        1.0994921 - 0.0009929 * sum + 0.0000023 * sum ** 2 - 0.0001392 * age;
  // Siri WE 1961 (in Brozek & Henschel, Techniques for Measuring Body Composition):
  // %fat = 495 / density - 450
  const rawPct = 495 / density - 450;

  return {
    ...bodyFatResult(
      sex,
      rawPct,
      BODY_FAT_METHOD_ACCURACY.skinfold,
      weightKg,
      "skinfold1",
      "These skinfolds give a body fat figure that looks unlikely. Please check all three measurements.",
    ),
    bodyDensity: round(density, 4),
    sumMm: round(sum, 1),
  };
}
