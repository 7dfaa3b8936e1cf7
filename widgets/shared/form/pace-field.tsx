import { longDate, type SafeOptionLine, type SafeOptions } from "../../../engine/index.ts";
import type { Units } from "../platform/attributes.ts";
import { RadioGroup, type Choice, type Errors, type OnValue } from "./fields.tsx";
import { kcal, rate, rateRange } from "../results/format.ts";
import type { FormValues } from "./measure.ts";

/** What one line of the options says: its calories, its real pace, its date, its safety. */
function lineHint(line: SafeOptionLine, verb: string, units: Units): string {
  const calories =
    line.rates.length > 1
      ? `All give ${kcal(line.targetCalories)} a day`
      : `${kcal(line.targetCalories)} a day`;
  // A pace the floor or a daily cap holds back says how fast it really goes.
  const real = line.heldBack
    ? `, so you would ${verb} about ${rate(line.plannedWeeklyKg, units)} a week`
    : "";
  const when = line.date
    ? `Reaches your target by ${longDate(line.date)}.`
    : "Does not reach your target within five years.";
  const why = line.safe ? "" : ` Not safe for you: ${line.reason ?? ""}`;
  return `${calories}${real}. ${when}${why}`;
}

/**
 * The pace question of both calorie-deficit wizards (docs/safety-rules.md, "Pace"): each
 * line of the engine's options (paces the floor holds to the same calories are one line)
 * with its daily calories, its real pace when that is slower, and the date it reaches the
 * target; the soonest safe date marked; paces faster than is safe for this person, with why.
 * A choice the form shows but does not offer (the very aggressive pace) keeps its own words.
 * Until the answers so far can be planned (`options` undefined), the paces show as they are.
 */
export function PaceField(p: {
  values: FormValues;
  errors: Errors;
  onValue: OnValue;
  /** A plan to gain weight (asked "how fast do you want to gain weight?"), not to lose it. */
  gaining: boolean;
  /** The visitor's units, for paces, ranges and real paces. */
  units: Units;
  choices: readonly Choice[];
  /** The pace chosen, as the form reads it: it shows as chosen, even the only one on offer. */
  chosen: string | undefined;
  options: SafeOptions | undefined;
}) {
  const { options, units } = p;
  const gaining = p.gaining || options?.direction === "gain";
  const verb = gaining ? "gain" : "lose";
  const soonest = options?.earliestSafeDate;
  const byValue = new Map(p.choices.map((choice) => [Number(choice.value), choice]));
  // The line a pace is on, by its rate; a line's radio stands for its slowest pace.
  const lineOf = new Map(
    (options?.lines ?? []).flatMap((line) => line.rates.map((kg) => [kg, line] as const)),
  );
  const shown: Choice[] = [];
  for (const choice of p.choices) {
    const line = lineOf.get(Number(choice.value));
    if (!line) {
      shown.push(choice);
      continue;
    }
    const [slowest = 0] = line.rates;
    const fastest = line.rates.at(-1) ?? slowest;
    if (Number(choice.value) !== slowest) continue;
    const merged = line.rates.length > 1;
    shown.push({
      value: choice.value,
      label: merged ? `${rateRange(slowest, fastest, units)} a week` : choice.label,
      hint: lineHint(line, verb, units),
      ...(line.safe && line.date !== null && line.rates.includes(options?.maxWeeklyKg ?? -1)
        ? { tag: "Soonest safe date" }
        : {}),
    });
  }
  // The chosen pace shows on its line's radio.
  const chosenLine = p.chosen === undefined ? undefined : lineOf.get(Number(p.chosen));
  const chosen = chosenLine ? byValue.get(chosenLine.rates[0] ?? -1)?.value : p.chosen;
  return (
    <RadioGroup
      values={{ ...p.values, lossRate: chosen ?? "" }}
      errors={p.errors}
      onValue={p.onValue}
      name="lossRate"
      label={
        gaining ? "How fast do you want to gain weight?" : "How fast do you want to lose weight?"
      }
      hint={
        options === undefined
          ? undefined
          : options.direction === "maintain"
            ? // The guard, a variant or the floor plans no change: the results say which.
              "We will not plan a change of weight from these answers. Your results will say why."
            : soonest
              ? `The soonest you can safely reach your target is ${longDate(soonest)}.`
              : "No pace on offer reaches your target safely within five years."
      }
      choices={shown}
    />
  );
}
