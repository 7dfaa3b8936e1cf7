import { HEADING, SWITCHABLE_UNITS } from "../shared/platform/common-attributes.ts";
import type { WidgetDescription } from "../shared/platform/widget-description.ts";

/** The tag alone, for another widget's code: its bundle then takes nothing else of this. */
export const tag = "calorie-deficit-macros";

/** <calorie-deficit-macros>, described once (widgets/shared/platform/widget-description.ts). */
export const description = {
  tag,
  summary:
    "`<calorie-deficit-macros>`: grams, calories and share of protein, carbohydrate and fat for a day's calories (typed, or worked out from age, sex, height, weight and activity) and a goal, with a protein-per-kg check against the UK reference intake when a weight is given. Every shared --cdc-* custom property (accent, font, radius, colours) works here too.",
  attributes: {
    variant: {
      description:
        'Only "default" for now; anything else falls back with one console warning. Default "default".',
      values: ["default"],
      default: "default",
    },
    units: SWITCHABLE_UNITS,
    heading: HEADING,
  },
  stylesheets: ["base", "calorie-deficit-macros"],
  events: [
    {
      name: "cdc-result",
      description:
        'Each time the result changes; `detail` is the engine\'s macroSplit result (goal, calories, split, macros, proteinPerKg, proteinBand, proteinMessage, proteinBasis) plus `caloriesFrom` ("typed" or "maintenance").',
      detail:
        '(MacroSplitResult & { caloriesFrom: "typed" }) | (PersonMacros & { caloriesFrom: "goal" })',
      detailImports: ["MacroSplitResult", "PersonMacros"],
    },
  ],
  cssParts: {
    card: "The calculator's card.",
    "unit-switch": "The metric or imperial switch.",
    field: "Each form field.",
    label: "Each field's label or legend.",
    button: "The buttons.",
    results: "The result section.",
    headline: "The day's calories.",
    bar: "The bar showing each macro's share.",
    macros: "The macros table.",
    "planned-for": "The line saying whom the result is for.",
    "result-bar": "On a narrow card, the result's summary kept at the bottom of the card.",
  },
  cssProperties: [
    {
      name: "--cdc-macro-protein",
      default: "var(--cdc-accent)",
      description: "Colour of protein in the bar; its label uses --cdc-accent-contrast.",
    },
    {
      name: "--cdc-macro-carbs",
      default: "#7fc8ad",
      description:
        "Colour of carbohydrates in the bar (#a3e3cb in the dark scheme); keep it light, its label is dark.",
    },
    {
      name: "--cdc-macro-fat",
      default: "var(--cdc-text)",
      description: "Colour of fat in the bar; its label uses the card background colour.",
    },
  ],
  firstScreenHeight: 1000,
} as const satisfies WidgetDescription<"calorie-deficit-macros">;
