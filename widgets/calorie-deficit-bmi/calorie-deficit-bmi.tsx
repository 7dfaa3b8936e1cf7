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
import { TAG } from "./bmi-tag.ts";

export { TAG };

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

/**
 * `<calorie-deficit-bmi>`: body mass index with NHS bands, NICE's lower thresholds and the
 * waist-to-height ratio.
 *
 * @attr {string} variant - Only "default" for now; kept for a consistent embed code. Default "default".
 * @attr {string} units - "metric" (kg, cm) or "imperial" (st and lb, ft and in). Default "metric".
 * @attr {string} next-href - The address of a page holding <calorie-deficit-basic> (on our site, /). With it, an adult's result above the healthy range offers a calorie deficit plan there, with the height, weight and age carried over (the fragment that calculator reads). Without it, no link.
 * @fires cdc-result - Each time the result changes; `detail` is the engine's BMI result.
 * @csspart card - The calculator's card.
 * @csspart field - Each form field.
 * @csspart label - Each field's label or legend.
 * @csspart button - The buttons.
 * @csspart results - The result section.
 * @csspart headline - The BMI figure.
 * @csspart next-step - The link on to a calorie deficit plan.
 * @csspart planned-for - The line saying whom the result is for.
 * @csspart result-bar - On a narrow card, the result's summary kept at the bottom of the card.
 */
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
