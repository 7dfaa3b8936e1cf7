// International (IOTF) BMI-for-age cut-offs at the midpoint of each year of age from 12 to 17
// (12.5 to 17.5): the rows of the published half-year tables that a whole-year age is read at
// (docs/safety-rules.md, "Teenagers"); from 18 the adult lines, 18.5, 25 and 30, apply.
// - thinness: the centile that reaches BMI 18.5 at 18 (thinness grade 1). Cole TJ, Flegal KM,
//   Nicholls D, Jackson AA. BMJ 2007;335:194, table 1.
// - overweight: the centile that reaches BMI 25 at 18. Cole TJ, Bellizzi MC, Flegal KM,
//   Dietz WH. BMJ 2000;320:1240, table 4.
// - obesity: the centile that reaches BMI 30 at 18, from the same table of Cole et al. 2000.
// How we use them: docs/safety-rules.md ("Teenagers").
import type { Sex } from "../core/types.ts";

/** One row: exact age in years and the three cut-offs by sex, kg/m². */
export interface IotfRow {
  age: number;
  thinness: Record<Sex, number>;
  overweight: Record<Sex, number>;
  obesity: Record<Sex, number>;
}

const row = (
  age: number,
  thinMale: number,
  thinFemale: number,
  overMale: number,
  overFemale: number,
  obeseMale: number,
  obeseFemale: number,
): IotfRow => ({
  age,
  thinness: { male: thinMale, female: thinFemale },
  overweight: { male: overMale, female: overFemale },
  obesity: { male: obeseMale, female: obeseFemale },
});

export const IOTF_CUTOFFS: readonly IotfRow[] = [
  row(12.5, 15.58, 15.93, 21.56, 22.14, 26.43, 27.24),
  row(13.5, 16.12, 16.57, 22.27, 22.98, 27.25, 28.2),
  row(14.5, 16.69, 17.18, 22.96, 23.66, 27.98, 28.87),
  row(15.5, 17.26, 17.69, 23.6, 24.17, 28.6, 29.29),
  row(16.5, 17.8, 18.09, 24.19, 24.54, 29.14, 29.56),
  row(17.5, 18.28, 18.38, 24.73, 24.85, 29.7, 29.84),
];
