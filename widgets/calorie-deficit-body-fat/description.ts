import { HEADING, UNITS } from "../shared/platform/common-attributes.ts";
import type { WidgetDescription } from "../shared/platform/widget-description.ts";

/** The tag alone, for another widget's code: its bundle then takes nothing else of this. */
export const tag = "calorie-deficit-body-fat";

/** <calorie-deficit-body-fat>, described once (widgets/shared/platform/widget-description.ts). */
export const description = {
  tag,
  summary:
    "`<calorie-deficit-body-fat>`: body fat percentage from a tape measure (US Navy method) or skinfold callipers (Jackson and Pollock 3-site), with fat and lean mass and the category.",
  attributes: {
    variant: {
      description: 'Only "default" for now; kept for a consistent embed code. Default "default".',
      values: ["default"],
      default: "default",
    },
    units: UNITS,
    heading: HEADING,
  },
  stylesheets: ["base", "calorie-deficit-body-fat"],
  events: [
    {
      name: "cdc-result",
      description: "Each time the result changes; `detail` is the engine's body fat result.",
      detail: 'BodyFatResult & { method: "navy" | "skinfold"; sex: Sex }',
      detailImports: ["BodyFatResult", "Sex"],
    },
  ],
  cssParts: {
    card: "The calculator's card.",
    field: "Each form field.",
    label: "Each field's label or legend.",
    button: "The buttons.",
    results: "The result section.",
    headline: "The body fat figure.",
    "planned-for": "The line saying whom the result is for.",
    "result-bar": "On a narrow card, the result's summary kept at the bottom of the card.",
  },
  firstScreenHeight: 1000,
} as const satisfies WidgetDescription<"calorie-deficit-body-fat">;
