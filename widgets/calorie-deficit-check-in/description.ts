import { VARIANT_IDS } from "../../engine/index.ts";
import { HEADING, SWITCHABLE_UNITS } from "../shared/platform/common-attributes.ts";
import type { WidgetDescription } from "../shared/platform/widget-description.ts";

/** The tag alone, for another widget's code: its bundle then takes nothing else of this. */
export const tag = "calorie-deficit-check-in";

/** <calorie-deficit-check-in>, described once (widgets/shared/platform/widget-description.ts). */
export const description = {
  tag,
  summary:
    "`<calorie-deficit-check-in>`: learns the visitor's real maintenance calories from their weigh-ins and what they ate: the trend weight through the day-to-day noise, the real weekly pace beside the plan's, maintenance with a likely range, and the new daily target for the same pace within every safety rule. Everything stays in the browser; nothing is stored unless the visitor ticks \"Remember my details on this device\", the box every calculator shares (the weigh-ins under cdc-check-in, the details under cdc-details). Weigh-ins can be pasted, imported and downloaded as CSV (date,weight_kg,calories). Every shared --cdc-* custom property works here too.",
  attributes: {
    variant: {
      description:
        'Any calculator variant ("default", "teen", "safe", "breastfeeding"...): the new target keeps that variant\'s limits; anything else falls back with one console warning. Where it is "default", a plan\'s link may name the variant ("#calorie-deficit-check-in?variant=teen&..."). Default "default".',
      values: VARIANT_IDS,
      default: "default",
    },
    units: SWITCHABLE_UNITS,
    "plan-calories": {
      description:
        'The daily calories of the visitor\'s plan, filled in as what they ate (for example "1850"). The link "#calorie-deficit-check-in?plan=1850&age=..." does the same.',
      type: "number | `${number}`",
    },
    heading: HEADING,
  },
  stylesheets: ["base", "calorie-deficit-check-in"],
  events: [
    {
      name: "cdc-result",
      description:
        "Each time the result changes; `detail` is { estimate, target, formulaKcal }: the engine's estimateMaintenance result (with fromWeighIns and likelyUnderCounted), its checkInTarget result (when a goal is given) and the formula's maintenance (when activity is given), which the estimate starts from.",
      detail: "{ estimate: MaintenanceEstimate; target?: CheckInTarget; formulaKcal?: number }",
      detailImports: ["MaintenanceEstimate", "CheckInTarget"],
    },
  ],
  cssParts: {
    card: "The calculator's card.",
    "unit-switch": "The metric or imperial switch.",
    field: "Each form field.",
    label: "Each field's label or legend.",
    button: "The buttons.",
    "weigh-ins": "The table of weigh-ins entered.",
    results: "The result section.",
    headline: "The maintenance estimate and its range.",
    chart: "The chart of weigh-ins and trend weight.",
    target: "The new daily target.",
  },
  cssProperties: [
    {
      name: "--cdc-dot",
      default: "#4c5661",
      description: "Colour of the weigh-in dots on the chart (#b8c1c9 in the dark scheme).",
    },
  ],
  firstScreenHeight: 1000,
} as const satisfies WidgetDescription<"calorie-deficit-check-in">;
