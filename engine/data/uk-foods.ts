// Common UK foods for the example day of food (docs/food-day.md): energy and protein per
// 100 g as eaten, from McCance and Widdowson's Composition of Foods Integrated Dataset
// (CoFID), 2021 edition (Public Health England, Open Government Licence v3.0,
// https://www.gov.uk/government/publications/composition-of-foods-integrated-dataset-cofid).
// Each line names its CoFID food, with its food code where we found one. The group is the
// food's NHS Eatwell Guide group: f fruit and vegetables, s starchy foods, p beans, pulses,
// fish, eggs, meat and other proteins, d dairy and alternatives, o oils and spreads.

/** An Eatwell Guide food group: see the comment above. */
export type EatwellGroup = "f" | "s" | "p" | "d" | "o";

/** [name, kcal per 100 g, protein g per 100 g, Eatwell group]. */
export type UkFood = readonly [name: string, kcal: number, protein: number, group: EatwellGroup];

export const UK_FOODS = {
  // 11-788 Porridge oats, unfortified (weighed dry).
  oats: ["Porridge oats", 381, 10.9, "s"],
  // Milk, semi-skimmed, pasteurised, average; per 100 ml taken as per 100 g.
  milk: ["Semi-skimmed milk", 46, 3.5, "d"],
  // Bananas, flesh only.
  banana: ["Banana", 81, 1.2, "f"],
  // 11-981 Bread, wholemeal, average.
  bread: ["Wholemeal bread", 217, 9.4, "s"],
  // 16-416 Tuna, canned in brine, drained.
  tuna: ["Tinned tuna, drained", 109, 24.9, "p"],
  // Tomatoes, standard, raw.
  tomato: ["Tomatoes", 14, 0.5, "f"],
  // Apples, eating, raw, flesh and skin.
  apple: ["Apple", 51, 0.6, "f"],
  // Chicken, breast, grilled without skin, meat only.
  chicken: ["Chicken breast, grilled", 148, 32, "p"],
  // Rice, brown, wholegrain, boiled in unsalted water.
  rice: ["Brown rice, cooked", 132, 3.6, "s"],
  // Broccoli, green, boiled in unsalted water.
  broccoli: ["Broccoli", 28, 3.3, "f"],
  // Carrots, old, boiled in unsalted water.
  carrots: ["Carrots", 29, 0.5, "f"],
  // 17-038 Oil, olive.
  oil: ["Olive oil", 899, 0, "o"],
  // 12-379 Yogurt, low fat, plain.
  yoghurt: ["Low-fat plain yoghurt", 57, 4.8, "d"],
  // 14-892 Peanut butter, smooth.
  peanut: ["Peanut butter", 607, 22.8, "p"],
} as const satisfies Record<string, UkFood>;

/** A food of the table, by its key. */
export type UkFoodKey = keyof typeof UK_FOODS;
