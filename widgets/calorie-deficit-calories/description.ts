import { HEADING, SWITCHABLE_UNITS } from "../shared/platform/common-attributes.ts";
import type { WidgetDescription } from "../shared/platform/widget-description.ts";

/** The tag alone, for another widget's code: its bundle then takes nothing else of this. */
export const tag = "calorie-deficit-calories";

/** <calorie-deficit-calories>, described once (widgets/shared/platform/widget-description.ts). */
export const description = {
  tag,
  summary:
    "`<calorie-deficit-calories>`: maintenance calories, and the daily calories to lose or gain 0.25, 0.5, 0.75 and 1 kg a week, with safe minimums applied and flagged. Every shared --cdc-* custom property (accent, font, radius, colours) works here too.",
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
  stylesheets: ["base", "calorie-deficit-calories"],
  events: [
    {
      name: "cdc-result",
      description:
        "Each time the result changes; `detail` is the engine's calorieNeeds result (bmr, maintenance, activity, minimumCalories, maxLossKgPerWeek, targets).",
      detail: "CalorieNeedsResult",
      detailImports: ["CalorieNeedsResult"],
    },
  ],
  cssParts: {
    card: "The calculator's card.",
    "unit-switch": "The metric or imperial switch.",
    field: "Each form field.",
    label: "Each field's label or legend.",
    button: "The buttons.",
    results: "The result section.",
    headline: "The maintenance calories.",
    targets: "The table of daily targets.",
    "planned-for": "The line saying whom the result is for.",
    "result-bar": "On a narrow card, the result's summary kept at the bottom of the card.",
  },
  cssProperties: [
    {
      name: "--cdc-flag",
      default: "#b35c00",
      description:
        "Colour of the mark on targets kept at the daily minimum (#ffb870 in the dark scheme).",
    },
  ],
  firstScreenHeight: 1000,
} as const satisfies WidgetDescription<"calorie-deficit-calories">;
