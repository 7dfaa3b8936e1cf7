/** One row of the SACN table: energy needs for one year of age. */
export interface ChildEarRow {
  /** Completed years: 12 covers a child from their 12th birthday until the day before their 13th. */
  age: number;
  boysKcal: number;
  girlsKcal: number;
  boysMj: number;
  girlsMj: number;
}

// SACN (Scientific Advisory Committee on Nutrition), Dietary Reference Values for Energy,
// TSO 2011, Table 15 (p. 84): Estimated Average Requirements for children aged 1-18 by
// single year of age, in MJ/day; kcal = MJ x 1000 / 4.184, rounded. Checked against a
// second transcription (tests/engine/fixtures/sacn-2011-child-ear.json); band averages
// reproduce Public Health England's Government Dietary Recommendations (2016), Table 1.
// These are population averages, not prescriptions for one child.
export const SACN_CHILD_EAR: readonly ChildEarRow[] = [
  { age: 1, boysKcal: 765, girlsKcal: 717, boysMj: 3.2, girlsMj: 3 },
  { age: 2, boysKcal: 1004, girlsKcal: 932, boysMj: 4.2, girlsMj: 3.9 },
  { age: 3, boysKcal: 1171, girlsKcal: 1076, boysMj: 4.9, girlsMj: 4.5 },
  { age: 4, boysKcal: 1386, girlsKcal: 1291, boysMj: 5.8, girlsMj: 5.4 },
  { age: 5, boysKcal: 1482, girlsKcal: 1362, boysMj: 6.2, girlsMj: 5.7 },
  { age: 6, boysKcal: 1577, girlsKcal: 1482, boysMj: 6.6, girlsMj: 6.2 },
  { age: 7, boysKcal: 1649, girlsKcal: 1530, boysMj: 6.9, girlsMj: 6.4 },
  { age: 8, boysKcal: 1745, girlsKcal: 1625, boysMj: 7.3, girlsMj: 6.8 },
  { age: 9, boysKcal: 1840, girlsKcal: 1721, boysMj: 7.7, girlsMj: 7.2 },
  { age: 10, boysKcal: 2032, girlsKcal: 1936, boysMj: 8.5, girlsMj: 8.1 },
  { age: 11, boysKcal: 2127, girlsKcal: 2032, boysMj: 8.9, girlsMj: 8.5 },
  { age: 12, boysKcal: 2247, girlsKcal: 2103, boysMj: 9.4, girlsMj: 8.8 },
  { age: 13, boysKcal: 2414, girlsKcal: 2223, boysMj: 10.1, girlsMj: 9.3 },
  { age: 14, boysKcal: 2629, girlsKcal: 2342, boysMj: 11, girlsMj: 9.8 },
  { age: 15, boysKcal: 2820, girlsKcal: 2390, boysMj: 11.8, girlsMj: 10 },
  { age: 16, boysKcal: 2964, girlsKcal: 2414, boysMj: 12.4, girlsMj: 10.1 },
  { age: 17, boysKcal: 3083, girlsKcal: 2462, boysMj: 12.9, girlsMj: 10.3 },
  { age: 18, boysKcal: 3155, girlsKcal: 2462, boysMj: 13.2, girlsMj: 10.3 },
];
