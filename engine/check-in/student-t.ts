// The 95th percentile of the standard normal distribution.
const Z_95 = 1.6448536269514722;

/**
 * The 95th percentile of Student's t distribution with `df` degrees of freedom (2 or more),
 * so that plus or minus it holds 90% of the distribution. The Cornish-Fisher expansion of
 * Abramowitz and Stegun, Handbook of Mathematical Functions (1964), 26.7.5: within 0.3% of
 * the exact value at 2 degrees of freedom and far closer above. Fewer than 2 count as 2.
 */
export function tQuantile95(df: number): number {
  const v = Math.max(2, df);
  const z = Z_95;
  const z2 = z * z;
  const g1 = (z * (z2 + 1)) / 4;
  const g2 = (z * (5 * z2 * z2 + 16 * z2 + 3)) / 96;
  const g3 = (z * (3 * z2 ** 3 + 19 * z2 * z2 + 17 * z2 - 15)) / 384;
  const g4 = (z * (79 * z2 ** 4 + 776 * z2 ** 3 + 1482 * z2 * z2 - 1920 * z2 - 945)) / 92160;
  return z + g1 / v + g2 / v ** 2 + g3 / v ** 3 + g4 / v ** 4;
}
