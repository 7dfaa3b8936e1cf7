import type { Sex } from "../core/types.ts";

// SACN (Scientific Advisory Committee on Nutrition), Dietary Reference Values for Energy,
// TSO 2011, Table 15 (p. 84): Estimated Average Requirements for children aged 1-18 by
// single year of age, in MJ/day as published (engine/energy/child-energy.ts gives them in
// kcal). Checked against a second transcription (tests/engine/fixtures/sacn-2011-child-ear.json);
// band averages reproduce Public Health England's Government Dietary Recommendations (2016),
// Table 1. These are population averages, not prescriptions for one child.
// Completed years: 12 covers a child from their 12th birthday until the day before their 13th.
export const SACN_CHILD_EAR_MJ: Readonly<Record<number, Readonly<Record<Sex, number>>>> = {
  1: { male: 3.2, female: 3.0 },
  2: { male: 4.2, female: 3.9 },
  3: { male: 4.9, female: 4.5 },
  4: { male: 5.8, female: 5.4 },
  5: { male: 6.2, female: 5.7 },
  6: { male: 6.6, female: 6.2 },
  7: { male: 6.9, female: 6.4 },
  8: { male: 7.3, female: 6.8 },
  9: { male: 7.7, female: 7.2 },
  10: { male: 8.5, female: 8.1 },
  11: { male: 8.9, female: 8.5 },
  12: { male: 9.4, female: 8.8 },
  13: { male: 10.1, female: 9.3 },
  14: { male: 11.0, female: 9.8 },
  15: { male: 11.8, female: 10.0 },
  16: { male: 12.4, female: 10.1 },
  17: { male: 12.9, female: 10.3 },
  18: { male: 13.2, female: 10.3 },
};
