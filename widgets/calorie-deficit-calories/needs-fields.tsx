import type { Units } from "../shared/platform/attributes.ts";
import { ACTIVITY_CHOICES, SEX_CHOICES } from "../shared/form/choices.ts";
import {
  MeasureField,
  NumberField,
  RadioGroup,
  type Errors,
  type OnValue,
} from "../shared/form/fields.tsx";
import type { FormValues } from "../shared/form/measure.ts";

/** The fields of a person's daily needs, in the form's order: shared with the macros calculator. */
export const NEEDS_FIELDS = [
  "age",
  "sex",
  "height",
  "heightFt",
  "heightIn",
  "weight",
  "weightSt",
  "weightLb",
  "activity",
];

/** Age, sex, height, weight and activity: the questions behind daily calorie needs. */
export function NeedsFields(p: {
  values: FormValues;
  errors: Errors;
  onValue: OnValue;
  units: Units;
}) {
  const common = { values: p.values, errors: p.errors, onValue: p.onValue };
  return (
    <>
      <NumberField
        {...common}
        name="age"
        label="Age"
        hint="For ages 13 to 100."
        suffix="years"
        inputMode="numeric"
      />
      <RadioGroup
        {...common}
        name="sex"
        label="Sex"
        hint="The formula uses biological sex."
        choices={SEX_CHOICES}
        inline
      />
      <MeasureField {...common} name="height" label="Height" kind="height" units={p.units} />
      <MeasureField {...common} name="weight" label="Weight" kind="weight" units={p.units} />
      <RadioGroup
        {...common}
        name="activity"
        label="How active are you?"
        choices={ACTIVITY_CHOICES}
      />
    </>
  );
}
