import { HEADING, UNITS } from "../shared/platform/common-attributes.ts";
import type { WidgetDescription } from "../shared/platform/widget-description.ts";

/** The tag alone, for another widget's code: its bundle then takes nothing else of this. */
export const tag = "calorie-deficit-ideal-weight";

/** <calorie-deficit-ideal-weight>, described once (widgets/shared/platform/widget-description.ts). */
export const description = {
  tag,
  summary:
    "`<calorie-deficit-ideal-weight>`: ideal weight by the Devine, Robinson, Miller and Hamwi formulas, adjusted for body frame, with the healthy BMI range for the height.",
  attributes: {
    variant: {
      description: 'Only "default" for now; kept for a consistent embed code. Default "default".',
      values: ["default"],
      default: "default",
    },
    units: UNITS,
    heading: HEADING,
  },
  stylesheets: ["base", "calorie-deficit-ideal-weight"],
  events: [
    {
      name: "cdc-result",
      description: "Each time the result changes; `detail` is the engine's ideal weight result.",
      detail: "IdealWeightResult & { sex: Sex; frameFromWrist: boolean }",
      detailImports: ["IdealWeightResult", "Sex"],
    },
  ],
  cssParts: {
    card: "The calculator's card.",
    field: "Each form field.",
    label: "Each field's label or legend.",
    button: "The buttons.",
    results: "The result section.",
    headline: "The healthy weight range.",
    "planned-for": "The line saying whom the result is for.",
    "result-bar": "On a narrow card, the result's summary kept at the bottom of the card.",
  },
  firstScreenHeight: 900,
} as const satisfies WidgetDescription<"calorie-deficit-ideal-weight">;
