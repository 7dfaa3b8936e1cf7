// SACN 2015, Carbohydrates and Health: 30 g of fibre a day from 16, 25 g at 11 to 15,
// whatever the calories (AOAC fibre, the measure UK food labels use).
const ADULT_FIBRE_G = 30;
const YOUNG_TEEN_FIBRE_G = 25;
const ADULT_FROM_AGE = 16;

/** The UK daily fibre recommendation for an age, in grams. */
export function fibreGrams(age: number): number {
  return age >= ADULT_FROM_AGE ? ADULT_FIBRE_G : YOUNG_TEEN_FIBRE_G;
}
