import type { IdealWeightOutcome } from "./ideal-weight-report.tsx";
import { SEX_CHOICES } from "../shared/form/choices.ts";
import type { WidgetProps } from "../shared/platform/define-widget.ts";
import { MeasureField, NumberField, RadioGroup } from "../shared/form/fields.tsx";
import { lengthSuffix } from "../shared/form/length.ts";
import {
  SingleFormCard,
  useSingleForm,
  type SingleForm,
} from "../shared/single-screen/single-form.tsx";
import { readVariant } from "../shared/platform/variant.ts";
import type { IdealWeightInput } from "./ideal-weight-form.ts";
import { description } from "./description.ts";

export const TAG = description.tag;

export const IDEAL_WEIGHT_FORM: SingleForm<IdealWeightInput, IdealWeightOutcome> = {
  tag: TAG,
  fields: ["sex", "height", "heightFt", "heightIn", "age", "frame", "wrist"],
  measures: { height: "height", wrist: "length" },
  load: () => import("./ideal-weight-report.tsx"),
};

const FRAMES = [
  { value: "small", label: "Small" },
  { value: "medium", label: "Medium" },
  { value: "large", label: "Large" },
  {
    value: "wrist",
    label: "Work it out from my wrist",
    hint: "Measure around your wrist, just below the bone.",
  },
];
/** The component of <calorie-deficit-ideal-weight>, which ./description.ts describes. */
export function CalorieDeficitIdealWeight(props: WidgetProps) {
  readVariant(props, TAG, ["default"]);
  const form = useSingleForm(props, IDEAL_WEIGHT_FORM, { frame: "medium" });
  const common = { values: form.values, errors: form.errors, onValue: form.onValue };
  return (
    <SingleFormCard
      form={form}
      title="Ideal Weight Calculator"
      lede="See the healthy weight range for your height, and what four classic formulas suggest."
    >
      <RadioGroup {...common} name="sex" label="Sex" choices={SEX_CHOICES} inline />
      <MeasureField {...common} name="height" label="Height" kind="height" units={form.units} />
      <NumberField
        {...common}
        name="age"
        label="Age (optional)"
        hint="These formulas are for adults, 18 and over."
        suffix="years"
        inputMode="numeric"
      />
      <RadioGroup {...common} name="frame" label="Body frame" choices={FRAMES} />
      {form.values.frame === "wrist" ? (
        <NumberField {...common} {...lengthSuffix(form.units)} name="wrist" label="Wrist" />
      ) : null}
    </SingleFormCard>
  );
}
