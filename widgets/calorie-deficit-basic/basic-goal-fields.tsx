import type { ReactNode } from "react";
import { GoalDateField } from "../shared/form/goal-date-field.tsx";
import { MeasureField, NumberField, RadioGroup } from "../shared/form/fields.tsx";
import { gainingFor } from "../shared/form/pace-choices.ts";
import { PaceField } from "../shared/form/pace-field.tsx";
import { common, type BasicFieldProps } from "./basic-fields.tsx";
import { ACTIVITY_CHOICES, chosenRate, rateChoices, TRIMESTER_CHOICES } from "./basic-choices.ts";
import { goalChoicesFor } from "./goal-choices.ts";

/*
 * How the fields of the basic wizard's later steps are drawn, by name. They load with the
 * results chunk as the visitor starts to answer, so the first paint carries only the first
 * step. The Goals step shows what each pace means before the visitor picks one.
 */

/** How each field of the later steps is drawn, by name; the steps say which show when. */
export const GOAL_FIELDS: Readonly<Record<string, (p: BasicFieldProps) => ReactNode>> = {
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
    <PaceField
      {...common(p)}
      gaining={gainingFor(p.rules, p.values, p.units)}
      units={p.units}
      choices={rateChoices(p.rules, p.values, p.units)}
      chosen={chosenRate(p.rules, p.values, p.units)}
      options={goalChoicesFor(p.values, p.units, p.rules).options}
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
  goalDate: (p) => (
    <GoalDateField
      {...common(p)}
      goal={goalChoicesFor(p.values, p.units, p.rules).goalDate}
      gaining={gainingFor(p.rules, p.values, p.units)}
      units={p.units}
    />
  ),
};
