import { VARIANT_IDS } from "../../engine/index.ts";
import { CHECK_IN_HREF, HEADING, UNITS } from "../shared/platform/common-attributes.ts";
import type { WidgetDescription } from "../shared/platform/widget-description.ts";

/** The tag alone, for another widget's code: its bundle then takes nothing else of this. */
export const tag = "calorie-deficit-advanced";

/** <calorie-deficit-advanced>, described once (widgets/shared/platform/widget-description.ts). */
export const description = {
  tag,
  summary:
    "`<calorie-deficit-advanced>`: the 5-step advanced calorie deficit calculator with a tabbed report (overview, calories, macros, timeline, supplements, insights).",
  attributes: {
    variant: {
      description:
        'The audience or goal, e.g. "accurate", "keto" or "timeline"; an unknown value falls back to "default". Default "default".',
      values: VARIANT_IDS,
      default: "default",
    },
    units: UNITS,
    "calc-delay": {
      description:
        'Milliseconds of the "Analysing your answers..." state. Default 3,000 (3 seconds); 0 for none.',
      type: "number | `${number}`",
      default: "3000",
    },
    "check-in-href": CHECK_IN_HREF,
    "affiliate-links": {
      description:
        '"show" or "hide" the kit suggestions on the Activity step, which link to a retailer with our affiliate tag (in a closed "Kit that can help (affiliate links)" section). Default "show".',
      values: ["show", "hide"],
      default: "show",
    },
    heading: HEADING,
  },
  stylesheets: ["base", "wizard", "calorie-deficit-advanced"],
  events: [
    {
      name: "cdc-result",
      description: "On every result; `detail` is the engine's AdvancedResult.",
      detail: "AdvancedResult",
      detailImports: ["AdvancedResult"],
    },
  ],
  cssParts: {
    card: "The calculator's card.",
    field: "Each form field.",
    label: "Each field's label or legend.",
    button: "The wizard's buttons.",
    headline: "The headline tiles on the results.",
    tabs: "The results tab list.",
    chart: "The weight projection chart.",
    "planned-for": "The line saying whom the plan is for.",
    "goal-reasons":
      "The reasons beside the goal figures: the weeks to the goal, the calories that hold it, a healthy-weight note.",
    "check-in-later": "The link on to the check-in, with the plan filled in.",
  },
  firstScreenHeight: 900,
} as const satisfies WidgetDescription<"calorie-deficit-advanced">;
