import { useState, type ReactNode } from "react";
import { readTypedNumber, type VariantRules } from "../../engine/index.ts";
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
import { ActivityPanels } from "./activity-panels.tsx";
import { ConditionsField } from "./conditions-field.tsx";
import {
  asksMaternal,
  CYCLE_CHOICES,
  DIET_CHOICES,
  FORMULA_CHOICES,
  JOB_CHOICES,
  MATERNAL_CHOICES,
  MEAL_CHOICES,
  PLATEAU_CHOICES,
  REFEED_CHOICES,
  THYROID_CHOICES,
} from "./advanced-steps.ts";

/** What every field of the advanced form is drawn from. */
export interface AdvancedFieldProps {
  values: FormValues;
  errors: Errors;
  onValue: OnValue;
  units: Units;
  rules: VariantRules;
  /** Show the kit suggestions with affiliate links (`affiliate-links="show"`). */
  kit: boolean;
}

/** The props every field takes. */
const common = ({ values, errors, onValue }: AdvancedFieldProps) => ({ values, errors, onValue });

/** A chosen value as a number (a slider or radio only ever holds one of its own). */
const numberOr = (text: string | undefined, fallback: number): number => {
  const typed = readTypedNumber(text ?? "");
  return typed.kind === "number" ? typed.value : fallback;
};

function StressSlider(p: AdvancedFieldProps) {
  const level = p.values.stressLevel ?? "5";
  return (
    <div className="field" part="field">
      <label htmlFor="stressLevel" part="label">
        Stress level: {level} out of 10
      </label>
      <p className="hint" id="stressLevel-hint">
        1 is very calm, 10 is very stressed.
      </p>
      <input
        type="range"
        id="stressLevel"
        name="stressLevel"
        min="1"
        max="10"
        step="1"
        value={level}
        aria-describedby="stressLevel-hint"
        onInput={(event) => p.onValue("stressLevel", event.currentTarget.value)}
      />
    </div>
  );
}

// Only the pages about formulas ask which one to use in full view; everywhere else the
// question waits under "More options" with Mifflin-St Jeor chosen (docs/widget-forms.md).
const FORMULA_VARIANTS: readonly string[] = ["formula", "accurate"];

/** Which formula works out the calories burnt at rest, with a tip when body fat is known. */
function FormulaField(p: AdvancedFieldProps) {
  const [opened, setOpened] = useState(() => (p.values.bmrFormula ?? "mifflin") !== "mifflin");
  const question = (
    <>
      <RadioGroup
        {...common(p)}
        name="bmrFormula"
        label="Formula for the calories your body burns at rest"
        hint="Your basal metabolic rate (BMR)."
        choices={FORMULA_CHOICES(Boolean(p.values.bodyFat))}
      />
      {p.values.bodyFat ? (
        <p className="panel tip">
          Tip: you know your body fat, so Katch-McArdle is likely to be the most accurate formula
          for you.
        </p>
      ) : null}
    </>
  );
  if (FORMULA_VARIANTS.includes(p.rules.id)) return <div>{question}</div>;
  return (
    <details
      className="more-options"
      // Open when the visitor opened it, came with another formula chosen (a shared link) or
      // the answer has an error; it stays open while they change their mind.
      open={opened || Boolean(p.errors.bmrFormula)}
      onToggle={(event) => setOpened(event.currentTarget.open)}
    >
      <summary>More options</summary>
      {question}
    </details>
  );
}

/** A radio group of the advanced form. */
const radios =
  (name: string, label: string, choices: Parameters<typeof RadioGroup>[0]["choices"]) =>
  (p: AdvancedFieldProps) => (
    <RadioGroup {...common(p)} name={name} label={label} choices={choices} />
  );

/** An optional number of hours a week. */
const hours = (name: string, label: string, hint: string) => (p: AdvancedFieldProps) => (
  <NumberField {...common(p)} name={name} label={label} hint={hint} suffix="hours" />
);

/**
 * How each field of the advanced form is drawn, by name; the steps say which show when. The
 * pace and the goal date, on the last step, come with the results (advanced-pace-fields.tsx).
 */
export const ADVANCED_FIELDS: Readonly<Record<string, (p: AdvancedFieldProps) => ReactNode>> = {
  age: (p) => (
    <NumberField
      {...common(p)}
      name="age"
      label="Age"
      hint="For ages 13 to 100."
      suffix="years"
      inputMode="numeric"
    />
  ),
  gender: (p) => (
    <RadioGroup
      {...common(p)}
      name="gender"
      label="Biological sex"
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
      label="Current weight"
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
  bodyFat: (p) => (
    <NumberField
      {...common(p)}
      name="bodyFat"
      label="Body fat (optional)"
      hint="If you know it, from a scan, callipers or our body fat calculator."
      suffix="%"
      suffixLabel="percent"
    />
  ),
  bmrFormula: (p) => <FormulaField {...p} />,
  baseActivity: (p) => (
    <div>
      <RadioGroup
        {...common(p)}
        name="baseActivity"
        label="Base activity level"
        choices={ACTIVITY_CHOICES}
      />
      <ActivityPanels baseActivity={numberOr(p.values.baseActivity, 1.375)} kit={p.kit} />
    </div>
  ),
  jobType: radios("jobType", "Your job", JOB_CHOICES),
  cardioHours: hours(
    "cardioHours",
    "Cardio a week (optional)",
    "Running, cycling, swimming: 0 to 20 hours.",
  ),
  strengthHours: hours(
    "strengthHours",
    "Strength training a week (optional)",
    "Weights or body-weight work: 0 to 15 hours.",
  ),
  sportsHours: hours(
    "sportsHours",
    "Sports a week (optional)",
    "Football, tennis, netball: 0 to 20 hours.",
  ),
  dailySteps: (p) => (
    <NumberField
      {...common(p)}
      name="dailySteps"
      label="Daily steps"
      hint="1,000 to 30,000. Leave blank if you are not sure: we count only steps above what your activity level already includes."
      suffix="steps"
      inputMode="numeric"
    />
  ),
  sleepHours: (p) => (
    <NumberField
      {...common(p)}
      name="sleepHours"
      label="Sleep a night"
      hint="4 to 12 hours."
      suffix="hours"
    />
  ),
  stressLevel: (p) => <StressSlider {...p} />,
  menstrualCycle: (p) =>
    p.values.gender === "female"
      ? radios("menstrualCycle", "Menstrual cycle", CYCLE_CHOICES)(p)
      : null,
  maternal: (p) =>
    asksMaternal(p.values) ? (
      <RadioGroup
        {...common(p)}
        name="maternal"
        label="Are you pregnant or breastfeeding?"
        hint="This changes what is safe for you to plan, and which supplements we mention."
        choices={MATERNAL_CHOICES}
      />
    ) : null,
  weeksPostpartum: (p) =>
    asksMaternal(p.values) && p.values.maternal === "breastfeeding" ? (
      <NumberField
        {...common(p)}
        name="weeksPostpartum"
        label="How many weeks ago was your baby born?"
        hint="We do not plan a deficit in the first 8 weeks."
        suffix="weeks"
        inputMode="numeric"
      />
    ) : null,
  thyroidCondition: radios("thyroidCondition", "Thyroid", THYROID_CHOICES),
  medicalConditions: (p) => <ConditionsField {...common(p)} />,
  dietType: radios("dietType", "Diet style", DIET_CHOICES),
  mealTiming: radios("mealTiming", "Meal timing", MEAL_CHOICES),
  trainingDays: (p) => (
    <NumberField
      {...common(p)}
      name="trainingDays"
      label="Training days a week"
      hint="0 to 7."
      suffix="days"
      inputMode="numeric"
    />
  ),
  refeedFrequency: (p) =>
    p.values.dietType === "keto" ? (
      <p className="hint">
        Keto plans have no refeed day: a day high in carbohydrate would end ketosis.
      </p>
    ) : (
      <RadioGroup
        {...common(p)}
        name="refeedFrequency"
        label="Refeed days"
        hint="A day at maintenance calories with extra carbohydrate. Your other days get smaller to make room for it, so we leave it out if they would drop to the lowest we plan."
        choices={REFEED_CHOICES}
      />
    ),
  plateauStrategy: radios("plateauStrategy", "If you hit a plateau", PLATEAU_CHOICES),
};
