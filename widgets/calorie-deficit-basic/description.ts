import { VARIANT_IDS } from "../../engine/index.ts";
import { CHECK_IN_HREF, HEADING, UNITS } from "../shared/platform/common-attributes.ts";
import type { WidgetDescription } from "../shared/platform/widget-description.ts";

/** The tag alone, for another widget's code: its bundle then takes nothing else of this. */
export const tag = "calorie-deficit-basic";

/** <calorie-deficit-basic>, described once (widgets/shared/platform/widget-description.ts). */
export const description = {
  tag,
  summary: "`<calorie-deficit-basic>`: the 3-step calorie deficit calculator.",
  attributes: {
    variant: {
      description:
        'The audience or goal, e.g. "teen", "safe" or "pregnancy"; an unknown value falls back to "default". Default "default".',
      values: VARIANT_IDS,
      default: "default",
    },
    units: UNITS,
    "calc-delay": {
      description:
        'Milliseconds of the "Calculating..." state. Default 2,000 (2 seconds); 0 for none.',
      type: "number | `${number}`",
      default: "2000",
    },
    "check-in-href": CHECK_IN_HREF,
    heading: HEADING,
  },
  stylesheets: ["base", "wizard", "calorie-deficit-basic"],
  events: [
    {
      name: "cdc-result",
      description: "On every result; `detail` is the engine's BasicResult.",
      detail: "BasicResult",
      detailImports: ["BasicResult"],
    },
  ],
  cssParts: {
    card: "The calculator's card.",
    field: "Each form field.",
    label: "Each field's label or legend.",
    button: "The wizard's buttons.",
    headline: "The daily calorie target on the results.",
    chart: "The weight projection chart.",
    "planned-for": "The line saying whom the plan is for.",
    "goal-reasons":
      "The reasons beside the goal figures: the weeks to the goal, the calories that hold it, a healthy-weight note.",
    "check-in-later": "The link on to the check-in, with the plan filled in.",
  },
  firstScreenHeight: 800,
} as const satisfies WidgetDescription<"calorie-deficit-basic">;
