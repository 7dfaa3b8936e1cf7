import type { Sex } from "../core/types.ts";

/** A body fat category (docs/reference-figures.md), plus one for values below it. */
export type BodyFatCategory =
  | "below-essential"
  | "essential"
  | "athletes"
  | "fitness"
  | "acceptable"
  | "overweight"
  | "obese"
  | "extremely-obese";

/**
 * One row of the body fat table. A value belongs to the row when `from` <= value < `below`
 * (`below` is null for the top row): the published rows use whole numbers (men's athletes
 * 6-13, fitness 14-17), so a value between them, such as 13.5, stays in the lower row until
 * it reaches the next row's first number. The first row catches values under the table's
 * "essential fat" minimum, which no healthy body goes below.
 */
export interface BodyFatBand {
  category: BodyFatCategory;
  label: string;
  from: number;
  below: number | null;
  /** The row's range as published, for a table, e.g. "6-13%". */
  rangeText: string;
}

const LABELS: Record<BodyFatCategory, string> = {
  "below-essential": "Below essential fat",
  essential: "Essential fat",
  athletes: "Athletes",
  fitness: "Fitness",
  acceptable: "Acceptable",
  overweight: "Overweight",
  obese: "Obese",
  "extremely-obese": "Extremely obese",
};

const CATEGORIES: readonly BodyFatCategory[] = [
  "below-essential",
  "essential",
  "athletes",
  "fitness",
  "acceptable",
  "overweight",
  "obese",
  "extremely-obese",
];

function buildBands(starts: readonly number[]): readonly BodyFatBand[] {
  return CATEGORIES.map((category, i) => {
    const from = i === 0 ? 0 : (starts[i - 1] ?? 0);
    const next = starts[i];
    const below = next === undefined ? null : next;
    let rangeText: string;
    if (i === 0) rangeText = `Under ${below ?? 0}%`;
    else if (below === null) rangeText = `${from}% or more`;
    else rangeText = `${from}-${below - 1}%`;
    return { category, label: LABELS[category], from, below, rangeText };
  });
}

// First number of each row from "essential" upwards (docs/reference-figures.md). The first
// four rows are the American Council on Exercise's widely used chart; we split
// ACE's top row ("obese", 25%+ men, 32%+ women) into overweight, obese and extremely obese.
// Men: essential 2-5, athletes 6-13, fitness 14-17, acceptable 18-24, overweight 25-29,
// obese 30-39, extremely obese 40+. Women: 10-13, 14-20, 21-24, 25-31, 32-38, 39-48, 49+.
const STARTS: Record<Sex, readonly number[]> = {
  male: [2, 6, 14, 18, 25, 30, 40],
  female: [10, 14, 21, 25, 32, 39, 49],
};

/** The body fat table for each sex, lowest row first, for a widget to highlight a row. */
export const BODY_FAT_CATEGORIES: Readonly<Record<Sex, readonly BodyFatBand[]>> = {
  male: buildBands(STARTS.male),
  female: buildBands(STARTS.female),
};

/** The row a body fat percentage falls in, for the given sex. */
export function bodyFatBand(sex: Sex, bodyFatPct: number): BodyFatBand {
  const bands = BODY_FAT_CATEGORIES[sex];
  // Compare in tenths, as results are shown to one decimal place.
  const tenths = Math.round(bodyFatPct * 10);
  let found = bands[0] as BodyFatBand;
  for (const band of bands) if (tenths >= band.from * 10) found = band;
  return found;
}
