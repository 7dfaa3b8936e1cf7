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
import { description } from "./description.ts";

export const TAG = description.tag;

export const CALORIES_FORM: SingleForm<NeedsInput, CalorieNeedsResult> = {
  tag: TAG,
  fields: NEEDS_FIELDS,
  measures: { height: "height", weight: "weight" },
  load: () => import("./calories-report.tsx"),
};

/** The component of <calorie-deficit-calories>, which ./description.ts describes. */
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
