import { InputError } from "../core/errors.ts";
import { UK_FOODS, type UkFoodKey } from "../data/uk-foods.ts";
import { KCAL_PER_G } from "./macros.ts";

/** The meals of the example day. */
export type Meal = "Breakfast" | "Lunch" | "Dinner" | "Snacks";

/** One line of the example day: a food, its portion, and what the portion gives. */
export interface FoodDayRow {
  meal: Meal;
  /** The food's key in UK_FOODS (engine/data/uk-foods.ts). */
  food: UkFoodKey;
  name: string;
  grams: number;
  /** The portion in kitchen words: "2 slices", "1 medium", "150 g", "200 ml" (a no-break space). */
  portion: string;
  kcal: number;
  /** Grams of protein, whole. */
  protein: number;
}

/** One example day of food: its rows, and their totals (the sums of the rows). */
export interface FoodDay {
  rows: FoodDayRow[];
  kcal: number;
  protein: number;
}

// The day: each food, its meal, its portion on a day of about 2,000 kcal, the least and
// most of it the day may hold, and the step it comes in, all in grams. A unit names a counted
// step ("slice|slices": 40 g a slice); without one the portion is in grams (ml for milk,
// taken as 1 g a ml). Portions: one fruit or 80 g of vegetables is one of the 5 A Day, and
// never less (NHS 5 A Day); a medium banana or apple is about 100 g as eaten, a medium slice
// of bread 40 g, a teaspoon of oil 5 ml (4.5 g) and a tablespoon of peanut butter 15 g
// (common UK portions, docs/food-day.md). A food whose least is 0 may be left out.
type Item = readonly [
  food: UkFoodKey,
  meal: Meal,
  base: number,
  min: number,
  max: number,
  step: number,
  unit?: string,
];
const DAY: readonly Item[] = [
  ["oats", "Breakfast", 60, 30, 150, 10],
  ["milk", "Breakfast", 200, 100, 400, 50, "ml"],
  ["banana", "Breakfast", 100, 100, 300, 100, "medium"],
  ["bread", "Lunch", 80, 40, 240, 40, "slice|slices"],
  ["tuna", "Lunch", 50, 0, 160, 10],
  ["tomato", "Lunch", 80, 80, 160, 10],
  ["chicken", "Dinner", 100, 0, 300, 10],
  ["rice", "Dinner", 250, 80, 500, 10],
  ["broccoli", "Dinner", 80, 80, 200, 10],
  ["carrots", "Dinner", 80, 80, 160, 10],
  ["oil", "Dinner", 9, 4.5, 27, 4.5, "tsp"],
  ["apple", "Snacks", 100, 100, 200, 100, "medium"],
  ["yoghurt", "Snacks", 150, 100, 500, 25],
  ["peanut", "Snacks", 15, 0, 45, 15, "tbsp"],
];

// The targets these foods can meet in Eatwell Guide proportions (docs/food-day.md): from the
// adult floor to a large day, and protein from 12% of the calories (below that, a day of
// ordinary foods has more protein than the target) to 35%, the top of the acceptable range
// (US Institute of Medicine 2005) and the most any plan gives.
export const FOOD_DAY_KCAL = { min: 1200, max: 3500 } as const;
export const FOOD_DAY_PROTEIN_SHARE = { min: 0.12, max: 0.35 } as const;

/** True when `foodDay` can meet these targets: calories and protein within the ranges above. */
export function fitsFoodDay(kcal: number, protein: number): boolean {
  const share = (protein * KCAL_PER_G.protein) / kcal;
  return (
    kcal >= FOOD_DAY_KCAL.min &&
    kcal <= FOOD_DAY_KCAL.max &&
    share >= FOOD_DAY_PROTEIN_SHARE.min &&
    share <= FOOD_DAY_PROTEIN_SHARE.max
  );
}

const kcalOf = (item: Item, g: number) => (UK_FOODS[item[0]][1] * g) / 100;
const proteinOf = (item: Item, g: number) => (UK_FOODS[item[0]][2] * g) / 100;
/** The most of a food the day may hold: a bigger day has bigger portions, but no more oil. */
const mostOf = (item: Item, kcal: number) =>
  item[0] === "oil" ? item[4] : item[4] * Math.max(1, kcal / 2000);

/**
 * Portions that meet both targets: each free food at its base portion times (a + b x its
 * protein per kcal), so one number scales the day and the other leans it towards or away
 * from protein-rich foods. The food furthest past its bounds is held there (or left out,
 * below half its usual portion, if it may be) and the rest solved again. Null when no such
 * day exists.
 */
function solve(kcal: number, protein: number): number[] | null {
  const held: (number | undefined)[] = DAY.map(() => undefined);
  for (let round = 0; round <= DAY.length; round++) {
    let [k, p, a, b, c] = [kcal, protein, 0, 0, 0];
    DAY.forEach((item, i) => {
      const g = held[i];
      if (g !== undefined) {
        k -= kcalOf(item, g);
        p -= proteinOf(item, g);
      } else {
        const [ik, ip] = [kcalOf(item, item[2]), proteinOf(item, item[2])];
        a += ik;
        b += ip;
        c += (ip * ip) / ik;
      }
    });
    const det = a * c - b * b;
    if (!(det > 1e-9)) return null;
    const scale = (k * c - p * b) / det;
    const lean = (a * p - b * k) / det;
    let [worst, worstBy, worstAt] = [-1, 0, 0];
    const tried = DAY.map((item, i) => {
      const h = held[i];
      if (h !== undefined) return h;
      const g = item[2] * (scale + (lean * UK_FOODS[item[0]][2]) / UK_FOODS[item[0]][1]);
      const most = mostOf(item, kcal);
      const bound =
        item[3] === 0 && g < item[2] / 2 ? 0 : g < item[3] ? item[3] : g > most ? most : g;
      const by = Math.abs(g - bound) / item[2];
      if (by > worstBy) [worst, worstBy, worstAt] = [i, by, bound];
      return g;
    });
    if (worst < 0) return tried;
    held[worst] = worstAt;
  }
  return null;
}

/**
 * Grams rounded to a food's step and held to its bounds; a food the day may leave out comes
 * as at least half its usual portion, or not at all.
 */
function toStep(item: Item, g: number, kcal: number): number {
  const [, , base, min, , step] = item;
  if (min === 0 && g < base / 2) return 0;
  const least = min || Math.ceil(base / 2 / step) * step;
  const most = Math.floor(mostOf(item, kcal) / step) * step;
  return Math.min(most, Math.max(least, Math.round(g / step) * step));
}

/** "60 g", "200 ml", "2 slices", with a no-break space so the number keeps its unit. */
function portionWords(item: Item, grams: number): string {
  const unit = item[6];
  if (unit === undefined || unit === "ml") return `${grams}\u00a0${unit ?? "g"}`;
  const [one, many = one] = unit.split("|");
  const n = Math.round(grams / item[5]);
  return `${n}\u00a0${n === 1 ? one : many}`;
}

/** The rows of a day: each food given, with what its portion holds as the table shows it. */
function rowsOf(portions: { item: Item; g: number }[]): FoodDayRow[] {
  return portions
    .filter(({ g }) => g > 0)
    .map(({ item, g }) => ({
      meal: item[1],
      food: item[0],
      name: UK_FOODS[item[0]][0],
      grams: g,
      portion: portionWords(item, g),
      kcal: Math.round(kcalOf(item, g)),
      protein: Math.round(proteinOf(item, g)),
    }));
}

const sum = (rows: FoodDayRow[], key: "kcal" | "protein") =>
  rows.reduce((s, row) => s + row[key], 0);

/**
 * One example day of common UK foods (engine/data/uk-foods.ts, CoFID 2021) in NHS Eatwell
 * Guide proportions, at `kcal` a day with `protein` grams of protein: breakfast, lunch,
 * dinner and snacks in kitchen portions, within 5% of the calories and 5 g of the protein
 * (docs/food-day.md). An example, not a prescription. Throws InputError on "calories" or
 * "protein" for a target outside what such a day can meet.
 */
export function foodDay(kcal: number, protein: number): FoodDay {
  if (!(kcal >= FOOD_DAY_KCAL.min && kcal <= FOOD_DAY_KCAL.max))
    throw new InputError(
      "calories",
      "An example day of food is shown for 1,200 to 3,500 kcal a day.",
    );
  if (!fitsFoodDay(kcal, protein))
    throw new InputError(
      "protein",
      "An example day of food is shown for protein of 12% to 35% of the day's calories.",
    );
  const noDay = new InputError("calories", "No example day of food fits these targets.");
  const solved = solve(kcal, protein);
  if (!solved) throw noDay;
  const portions = DAY.map((item, i) => ({ item, g: toStep(item, solved[i] ?? 0, kcal) }));
  // Rounding moves the totals a little: chicken (or the yoghurt, on a day without it) and
  // rice, one rich in protein and one mostly starch, take up the difference in their own
  // steps, counted as the rows show it.
  const find = (key: UkFoodKey) => portions.find((p) => p.item[0] === key && p.g > 0);
  const lean = find("chicken") ?? find("yoghurt");
  const rice = find("rice");
  if (lean && rice) {
    const rows = rowsOf(portions);
    const [dk, dp] = [kcal - sum(rows, "kcal"), protein - sum(rows, "protein")];
    const [lk, lp, rk, rp] = [
      kcalOf(lean.item, 1),
      proteinOf(lean.item, 1),
      kcalOf(rice.item, 1),
      proteinOf(rice.item, 1),
    ];
    const det = lk * rp - rk * lp;
    lean.g = toStep(
      lean.item,
      Math.max(lean.item[2] / 2, lean.g + (dk * rp - rk * dp) / det),
      kcal,
    );
    rice.g = toStep(rice.item, rice.g + (lk * dp - lp * dk) / det, kcal);
  }
  const rows = rowsOf(portions);
  const day = { rows, kcal: sum(rows, "kcal"), protein: sum(rows, "protein") };
  // Never a day that misses its targets (tests/engine/nutrition/food-day.test.ts).
  if (Math.abs(day.kcal - kcal) > kcal * 0.05 || Math.abs(day.protein - protein) > 5) throw noDay;
  return day;
}
