import type { ReactNode } from "react";
import type { VariantRules } from "../../engine/variants.ts";
import type { Units } from "../shared/attributes.ts";
import {
  MeasureField,
  NumberField,
  RadioGroup,
  type Errors,
  type OnValue,
} from "../shared/fields.tsx";
import { GoalDateField } from "../shared/goal-date-field.tsx";
import type { FormValues } from "../shared/measure.ts";
import {
  ACTIVITY_CHOICES,
  chosenRate,
  rateChoices,
  SEX_CHOICES,
  TRIMESTER_CHOICES,
} from "./basic-steps.ts";

/** What every field of the basic form is drawn from. */
export interface BasicFieldProps {
  values: FormValues;
  errors: Errors;
  onValue: OnValue;
  units: Units;
  rules: VariantRules;
}

/** The props every field takes. */
const common = ({ values, errors, onValue }: BasicFieldProps) => ({ values, errors, onValue });

/** How each field of the basic form is drawn, by name; the steps say which show when. */
export const BASIC_FIELDS: Readonly<Record<string, (p: BasicFieldProps) => ReactNode>> = {
  age: (p) => (
    <NumberField
      {...common(p)}
      name="age"
      label={p.rules.mode === "kids" ? "Child's age" : "Age"}
      hint={p.rules.mode === "kids" ? "In whole years, from 1 to 17" : "Must be 13 or older"}
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
  targetWeight: (p) => (
    <MeasureField
      {...common(p)}
      name="targetWeight"
      label="Target weight"
      kind="weight"
      units={p.units}
    />
  ),
  prePregnancyWeight: (p) => (
    <MeasureField
      {...common(p)}
      units={p.units}
      name="prePregnancyWeight"
      label="Weight before pregnancy (optional)"
      hint="Your needs and your healthy weight gain are worked out from it. Leave blank to use your current weight."
      kind="weight"
    />
  ),
  activity: (p) => (
    <RadioGroup
      {...common(p)}
      name="activity"
      label="How active are you?"
      choices={ACTIVITY_CHOICES}
    />
  ),
  lossRate: (p) => (
    <RadioGroup
      {...common(p)}
      // The pace chosen shows as chosen, including the only one on offer.
      values={{ ...p.values, lossRate: chosenRate(p.rules, p.values) ?? "" }}
      name="lossRate"
      label={
        p.rules.mode === "surplus"
          ? "How fast do you want to gain?"
          : "How fast do you want to lose weight?"
      }
      choices={rateChoices(p.rules, p.values)}
    />
  ),
  trimester: (p) => (
    <RadioGroup
      {...common(p)}
      name="trimester"
      label="Which trimester are you in?"
      choices={TRIMESTER_CHOICES}
    />
  ),
  weeksPostpartum: (p) => (
    <NumberField
      {...common(p)}
      name="weeksPostpartum"
      label="How many weeks ago was your baby born?"
      hint="We do not plan a deficit in the first 8 weeks."
      suffix="weeks"
      inputMode="numeric"
    />
  ),
  goalDate: (p) => <GoalDateField {...common(p)} />,
};
