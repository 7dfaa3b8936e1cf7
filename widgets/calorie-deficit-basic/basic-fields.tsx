import type { ReactNode } from "react";
import type { VariantRules } from "../../engine/index.ts";
import type { Units } from "../shared/platform/attributes.ts";
import {
  MeasureField,
  NumberField,
  RadioGroup,
  type Errors,
  type OnValue,
} from "../shared/form/fields.tsx";
import { SEX_CHOICES } from "../shared/form/choices.ts";
import type { FormValues } from "../shared/form/measure.ts";

/** What every field of the basic form is drawn from. */
export interface BasicFieldProps {
  values: FormValues;
  errors: Errors;
  onValue: OnValue;
  units: Units;
  rules: VariantRules;
}

/** The props every field takes. */
export const common = ({ values, errors, onValue }: BasicFieldProps) => ({
  values,
  errors,
  onValue,
});

/**
 * How each field of the first step is drawn, by name: these show at first paint. The later
 * steps' fields are in basic-goal-fields.tsx, which loads with the results.
 */
export const BASIC_FIELDS: Readonly<Record<string, (p: BasicFieldProps) => ReactNode>> = {
  age: (p) => (
    <NumberField
      {...common(p)}
      name="age"
      label={p.rules.mode === "kids" ? "Child's age" : "Age"}
      hint={p.rules.mode === "kids" ? "In whole years, from 1 to 17." : "For ages 13 and over."}
      suffix="years"
      inputMode="numeric"
    />
  ),
  gender: (p) => (
    <RadioGroup
      {...common(p)}
      name="gender"
      label={p.rules.mode === "kids" ? "Child's sex" : "Sex"}
      hint="The formulas use biological sex."
      choices={SEX_CHOICES}
      inline
    />
  ),
  height: (p) => (
    <MeasureField {...common(p)} name="height" label="Height" kind="height" units={p.units} />
  ),
  weight: (p) => (
    <MeasureField
      {...common(p)}
      name="weight"
      label={p.rules.mode === "pregnancy" ? "Current weight" : "Weight"}
      kind="weight"
      units={p.units}
    />
  ),
};
