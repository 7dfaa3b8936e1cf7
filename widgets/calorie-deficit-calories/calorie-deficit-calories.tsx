import type { CalorieNeedsResult } from "../../engine/index.ts";
import type { WidgetProps } from "../shared/platform/define-widget.ts";
import {
  SingleFormCard,
  useSingleForm,
  type SingleForm,
} from "../shared/single-screen/single-form.tsx";
import { readVariant } from "../shared/platform/variant.ts";
import type { NeedsInput } from "./calories-form.ts";
import { NeedsFields, NEEDS_FIELDS } from "./needs-fields.tsx";

export const TAG = "calorie-deficit-calories";

export const CALORIES_FORM: SingleForm<NeedsInput, CalorieNeedsResult> = {
  tag: TAG,
  fields: NEEDS_FIELDS,
  measures: { height: "height", weight: "weight" },
  load: () => import("./calories-report.tsx"),
};

/**
 * `<calorie-deficit-calories>`: maintenance calories, and the daily calories to lose or gain
 * 0.25, 0.5, 0.75 and 1 kg a week, with safe minimums applied and flagged. Every shared
 * --cdc-* custom property (accent, font, radius, colours) works here too.
 *
 * @element calorie-deficit-calories
 * @attr {string} variant - Only "default" for now; anything else falls back with one console warning. Default "default".
 * @attr {string} units - "metric" (kg, cm) or "imperial" (st and lb, ft and in); the visitor can switch. Default "metric".
 * @fires cdc-result - Each time the result changes; `detail` is the engine's calorieNeeds result (bmr, maintenance, activity, minimumCalories, maxLossKgPerWeek, targets).
 * @csspart card - The calculator's card.
 * @csspart unit-switch - The metric or imperial switch.
 * @csspart field - Each form field.
 * @csspart label - Each field's label or legend.
 * @csspart button - The buttons.
 * @csspart results - The result section.
 * @csspart headline - The maintenance calories.
 * @csspart targets - The table of daily targets.
 * @csspart planned-for - The line saying whom the result is for.
 * @csspart result-bar - On a narrow card, the result's summary kept at the bottom of the card.
 * @cssprop [--cdc-flag=#b35c00] Colour of the mark on targets kept at the daily minimum (#ffb870 in the dark scheme).
 */
export function CalorieDeficitCalories(props: WidgetProps) {
  readVariant(props, TAG, ["default"]);
  const form = useSingleForm(props, CALORIES_FORM, {});
  return (
    <SingleFormCard
      form={form}
      title="Calorie Calculator"
      lede="Find the calories you need each day, and targets to lose or gain weight safely."
    >
      <NeedsFields
        values={form.values}
        errors={form.errors}
        onValue={form.onValue}
        units={form.units}
      />
    </SingleFormCard>
  );
}
