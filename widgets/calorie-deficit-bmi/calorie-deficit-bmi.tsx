import type { BmiOutcome } from "./bmi-report.tsx";
import type { WidgetProps } from "../shared/platform/define-widget.ts";
import { MeasureField, NumberField, RadioGroup } from "../shared/form/fields.tsx";
import { lengthSuffix } from "../shared/form/length.ts";
import {
  SingleFormCard,
  useSingleForm,
  type SingleForm,
} from "../shared/single-screen/single-form.tsx";
import { readVariant } from "../shared/platform/variant.ts";
import type { BmiInput } from "./bmi-form.ts";
import { description } from "./description.ts";

export const TAG = description.tag;

export const BMI_FORM: SingleForm<BmiInput, BmiOutcome> = {
  tag: TAG,
  fields: [
    "height",
    "heightFt",
    "heightIn",
    "weight",
    "weightSt",
    "weightLb",
    "age",
    "background",
    "waist",
  ],
  measures: { height: "height", weight: "weight", waist: "length" },
  load: () => import("./bmi-report.tsx"),
};

const BACKGROUNDS = [
  { value: "default", label: "White or another background" },
  {
    value: "lower-threshold",
    label: "South Asian, Chinese, other Asian, Middle Eastern, Black African or African-Caribbean",
    hint: "NICE advises lower BMI thresholds, because health risks start at a lower BMI.",
  },
];

/** The component of <calorie-deficit-bmi>, which ./description.ts describes. */
export function CalorieDeficitBmi(props: WidgetProps) {
  readVariant(props, TAG, ["default"]);
  const form = useSingleForm(props, BMI_FORM, { background: "default" });
  const common = { values: form.values, errors: form.errors, onValue: form.onValue };
  return (
    <SingleFormCard
      form={form}
      title="BMI Calculator"
      lede="Check your body mass index against the NHS healthy weight bands."
    >
      <MeasureField {...common} name="height" label="Height" kind="height" units={form.units} />
      <MeasureField {...common} name="weight" label="Weight" kind="weight" units={form.units} />
      <NumberField
        {...common}
        name="age"
        label="Age (optional)"
        hint="For under-18s, we explain how BMI works differently."
        suffix="years"
        inputMode="numeric"
      />
      <RadioGroup
        {...common}
        name="background"
        label="Family background (optional)"
        choices={BACKGROUNDS}
      />
      <NumberField
        {...common}
        name="waist"
        label="Waist (optional)"
        hint="Halfway between your lowest rib and the top of your hip bone, after breathing out (NICE). This is often a little above your belly button."
        {...lengthSuffix(form.units)}
      />
    </SingleFormCard>
  );
}
