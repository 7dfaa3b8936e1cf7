import { HEADING, UNITS } from "../shared/platform/common-attributes.ts";
import type { WidgetDescription } from "../shared/platform/widget-description.ts";

/** The tag alone, for another widget's code: its bundle then takes nothing else of this. */
export const tag = "calorie-deficit-bmi";

/** <calorie-deficit-bmi>, described once (widgets/shared/platform/widget-description.ts). */
export const description = {
  tag,
  summary:
    "`<calorie-deficit-bmi>`: body mass index with NHS bands, NICE's lower thresholds and the waist-to-height ratio.",
  attributes: {
    variant: {
      description: 'Only "default" for now; kept for a consistent embed code. Default "default".',
      values: ["default"],
      default: "default",
    },
    units: UNITS,
    "next-href": {
      description:
        "The address of a page holding <calorie-deficit-basic> (on our site, /). With it, an adult's result above the healthy range offers a calorie deficit plan there, with the height, weight and age carried over (the fragment that calculator reads). Without it, no link.",
    },
    heading: HEADING,
  },
  stylesheets: ["base", "calorie-deficit-bmi"],
  events: [
    {
      name: "cdc-result",
      description: "Each time the result changes; `detail` is the engine's BMI result.",
      detail:
        "BmiResult & { heightCm: number; weightKg: number; age?: number; adult: boolean; forAge?: BmiForAge }",
      detailImports: ["BmiResult", "BmiForAge"],
    },
  ],
  cssParts: {
    card: "The calculator's card.",
    field: "Each form field.",
    label: "Each field's label or legend.",
    button: "The buttons.",
    results: "The result section.",
    headline: "The BMI figure.",
    "next-step": "The link on to a calorie deficit plan.",
    "planned-for": "The line saying whom the result is for.",
    "result-bar": "On a narrow card, the result's summary kept at the bottom of the card.",
  },
  firstScreenHeight: 970,
} as const satisfies WidgetDescription<"calorie-deficit-bmi">;
