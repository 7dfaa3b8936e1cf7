import { longDate } from "../../engine/dates.ts";
import type { SafeOptions } from "../../engine/safe-options.ts";
import type { Units } from "./attributes.ts";
import { RadioGroup, type Choice, type Errors, type OnValue } from "./fields.tsx";
import { kcal, rate } from "./format.ts";
import type { FormValues } from "./measure.ts";

/** How much slower than offered a pace must really go before it says so, kg a week. */
const HELD_BACK_KG = 0.05;

/**
 * The pace question of both calorie-deficit wizards: each pace on offer with its daily
 * calories and the date it reaches the target, the soonest safe date marked, the paces that
 * are not safe for this person, with why (docs/safety-rules.md), and the real pace of any
 * whose calories give less than it says (a refeed day and the daily limits can hold a week's
 * deficit back). Until the answers so far can be planned (`options` undefined), the paces
 * show as they are.
 */
export function PaceField(p: {
  values: FormValues;
  errors: Errors;
  onValue: OnValue;
  /** A plan to gain weight (asked "how fast do you want to gain?"), not to lose it. */
  gaining: boolean;
  /** The visitor's units, for a real pace that differs from the one offered. */
  units: Units;
  choices: readonly Choice[];
  /** The pace chosen, as the form reads it: it shows as chosen, even the only one on offer. */
  chosen: string | undefined;
  options: SafeOptions | undefined;
}) {
  const { options } = p;
  const byRate = new Map(options?.options.map((option) => [option.weeklyKg, option]));
  const soonest = options?.earliestSafeDate;
  const choices = p.choices.map((choice): Choice => {
    const option = byRate.get(Number(choice.value));
    if (!option) return choice;
    const when = option.date
      ? `reaches your target by ${longDate(option.date)}`
      : "does not reach your target within five years";
    // Whole-calorie day targets move a pace by a hundredth or so; that is no news.
    const real =
      option.safe && option.weeklyKg - option.plannedWeeklyKg > HELD_BACK_KG - 1e-9
        ? ` At these calories you would ${p.gaining ? "gain" : "lose"} about ${rate(option.plannedWeeklyKg, p.units)} a week.`
        : "";
    const why = option.safe ? "" : ` Not safe for you: ${option.reason ?? ""}`;
    return {
      ...choice,
      hint: `${kcal(option.targetCalories)} a day, ${when}.${real}${why}`,
      ...(option.safe && option.date !== null && option.date === soonest
        ? { tag: "Soonest safe date" }
        : {}),
    };
  });
  return (
    <RadioGroup
      values={{ ...p.values, lossRate: p.chosen ?? "" }}
      errors={p.errors}
      onValue={p.onValue}
      name="lossRate"
      label={p.gaining ? "How fast do you want to gain?" : "How fast do you want to lose weight?"}
      hint={
        options === undefined
          ? undefined
          : soonest
            ? `The soonest you can safely reach your target is ${longDate(soonest)}.`
            : "No pace on offer reaches your target safely within five years."
      }
      choices={choices}
    />
  );
}
