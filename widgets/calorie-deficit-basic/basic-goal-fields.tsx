import type { ReactNode } from "react";
import { longDate } from "../../engine/dates.ts";
import { GoalDateField } from "../shared/goal-date-field.tsx";
import { GoalDatePanel } from "../shared/goal-date-panel.tsx";
import { MeasureField, NumberField, RadioGroup, type Choice } from "../shared/fields.tsx";
import { kcal } from "../shared/format.ts";
import { common, type BasicFieldProps } from "./basic-fields.tsx";
import { ACTIVITY_CHOICES, chosenRate, rateChoices, TRIMESTER_CHOICES } from "./basic-choices.ts";
import { goalChoicesFor } from "./goal-choices.ts";

/*
 * How the fields of the basic wizard's later steps are drawn, by name. They load with the
 * results chunk as the visitor starts to answer, so the first paint carries only the first
 * step. The Goals step shows what each pace means before the visitor picks one.
 */

/**
 * The pace: each one on offer with its daily calories and the date it reaches the target,
 * the soonest safe date marked, and the paces that are not safe for this person, with why.
 */
function RateField(p: BasicFieldProps) {
  const plan = goalChoicesFor(p.values, p.units, p.rules).options;
  const byRate = new Map(plan?.options.map((option) => [option.weeklyKg, option]));
  const choices = rateChoices(p.rules, p.values).map((choice): Choice => {
    const option = byRate.get(Number(choice.value));
    if (!option) return choice;
    const when = option.date
      ? `reaches your target by ${longDate(option.date)}`
      : "does not reach your target within five years";
    const soonest = option.safe && option.date !== null && option.date === plan?.earliestSafeDate;
    return {
      ...choice,
      hint: `${kcal(option.targetCalories)} a day, ${when}.${option.safe ? "" : ` Not safe for you: ${option.reason ?? ""}`}`,
      ...(soonest ? { tag: "Soonest safe date" } : {}),
    };
  });
  const soonest = plan?.earliestSafeDate;
  return (
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
      hint={
        plan === undefined
          ? undefined
          : soonest
            ? `The soonest you can safely reach your target is ${longDate(soonest)}.`
            : "No pace on offer reaches your target safely within five years."
      }
      choices={choices}
    />
  );
}

/** Beside a goal date: the pace it needs, whether that is safe, and the nearest safe date. */
function GoalDateNeeds(p: BasicFieldProps) {
  const goal = goalChoicesFor(p.values, p.units, p.rules).goalDate;
  if (!goal || goal.status === "set-aside") return null;
  return (
    <div aria-live="polite">
      <GoalDatePanel goal={goal} gaining={p.rules.mode === "surplus"} units={p.units} />
    </div>
  );
}

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
  lossRate: (p) => <RateField {...p} />,
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
    <>
      <GoalDateField {...common(p)} />
      <GoalDateNeeds {...p} />
    </>
  ),
};
