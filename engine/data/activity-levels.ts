// The five activity levels: the table forms offer and the engine checks against
// (activity-levels.ts reads a chosen multiplier).
/** One of the five activity levels, as a TDEE multiplier. */
export interface ActivityLevel {
  value: number;
  label: string;
  description: string;
}

// Activity multipliers (docs/reference-figures.md): the widely used factors of McArdle, Katch
// and Katch, applied to BMR to estimate total daily energy expenditure.
export const ACTIVITY_LEVELS: readonly ActivityLevel[] = [
  { value: 1.2, label: "Sedentary", description: "Little or no exercise, mostly sitting." },
  {
    value: 1.375,
    label: "Lightly Active",
    description: "Light exercise or sport 1 to 3 days a week.",
  },
  {
    value: 1.55,
    label: "Moderately Active",
    description: "Moderate exercise or sport 3 to 5 days a week.",
  },
  { value: 1.725, label: "Very Active", description: "Hard exercise or sport 6 to 7 days a week." },
  {
    value: 1.9,
    label: "Extremely Active",
    description: "Very hard exercise and a physical job, or training twice a day.",
  },
];
