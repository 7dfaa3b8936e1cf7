import {
  calorieNeeds,
  type CalorieNeedsResult,
  type CalorieTarget,
  KCAL_PER_KG,
} from "../../engine/index.ts";
import type { Units } from "../shared/platform/attributes.ts";
import { kcal, number, rate } from "../shared/results/format.ts";
import { PlannedFor, plannedFor } from "../shared/results/planned-for.tsx";
import { attempt, type ResultProps } from "../shared/single-screen/single-report.ts";
import type { NeedsInput } from "./calories-form.ts";

/*
 * The calorie calculator's results, loaded once the visitor starts to answer
 * (calories-form.ts).
 */
export { emitResult, ResultActions, ResultBar } from "../shared/single-screen/single-report.ts";

/** Asks the engine for daily needs; the macros calculator uses this too. */
export function calculate(input: NeedsInput) {
  return attempt({ heightCm: "height", weightKg: "weight" }, () => calorieNeeds(input));
}

export function summary(r: CalorieNeedsResult): string {
  return `You need about ${kcal(r.maintenance)} a day to keep your weight steady.`;
}

/** A weekly amount in the visitor's units first, then in the other: "0.5 kg (1.1 lb)". */
function bothUnits(kgPerWeek: number, units: Units): string {
  const other: Units = units === "metric" ? "imperial" : "metric";
  // A no-break space keeps each amount with its unit when a narrow cell wraps.
  const keep = (text: string) => text.replace(" ", "\u00a0");
  return `${keep(rate(kgPerWeek, units))} (${keep(rate(kgPerWeek, other))})`;
}

function changeText(change: number): string {
  if (change === 0) return "same as maintenance";
  return `${kcal(Math.abs(change))} ${change < 0 ? "under" : "over"} maintenance`;
}

function TargetRow({ t, units }: { t: CalorieTarget; units: Units }) {
  return (
    <tr className={t.flooredAtMinimum ? "floored" : undefined}>
      <th scope="row">
        {t.goal === "lose" ? "Lose" : "Gain"} {bothUnits(t.kgPerWeek, units)}{" "}
        {t.flooredAtMinimum ? (
          <span className="flag">
            {t.expectedKgPerWeek > 0
              ? `Kept at the minimum: about ${bothUnits(t.expectedKgPerWeek, units)} a week`
              : "Kept at the minimum: no weight loss"}
          </span>
        ) : null}
      </th>
      <td className="num">
        <span className="kcal">{kcal(t.calories)}</span>{" "}
        <span className="sub">{changeText(t.dailyChange)}</span>
      </td>
    </tr>
  );
}

function FloorNote({ r }: { r: CalorieNeedsResult }) {
  if (!r.targets.some((t) => t.flooredAtMinimum)) return null;
  // The engine gives the minimum as the lower of the safe floor and maintenance.
  return r.minimumCalories < r.maintenance ? (
    <p className="panel">
      We never suggest eating less than {kcal(r.minimumCalories)} a day without medical supervision.
      Targets marked &ldquo;kept at the minimum&rdquo; stay at that figure, so you would lose weight
      more slowly than the aim.
    </p>
  ) : (
    <p className="panel">
      Your maintenance calories are already at or below the lowest daily intake we suggest without
      medical supervision, so we cannot give you a target to lose weight. Being more active raises
      the calories you use. If you are worried about your weight, talk to your GP.
    </p>
  );
}

export function Result({ r, units, input }: ResultProps<NeedsInput, CalorieNeedsResult>) {
  return (
    <>
      <PlannedFor text={plannedFor(input, units)} />
      <p className="headline" part="headline">
        <span className="value">{kcal(r.maintenance)}</span> a day to keep your weight steady
      </p>
      <p>
        Your body uses about {kcal(r.bmr)} a day at rest (your basal metabolic rate, or BMR). Your
        activity level multiplies that by {r.activity}.
      </p>
      <table part="targets">
        <caption>Daily calories to lose or gain weight, by how much each week</caption>
        <thead>
          <tr>
            <th scope="col">Your aim each week</th>
            <th scope="col" className="num">
              Calories a day
            </th>
          </tr>
        </thead>
        <tbody>
          {r.targets.map((t) => (
            <TargetRow key={`${t.goal}${t.kgPerWeek}`} t={t} units={units} />
          ))}
        </tbody>
      </table>
      <FloorNote r={r} />
      {r.maxLossKgPerWeek < 1 ? (
        <p className="panel">
          For under-18s and people aged 65 and over, we only show weight loss of up to{" "}
          {bothUnits(r.maxLossKgPerWeek, units)} a week.
        </p>
      ) : null}
      <p className="hint">
        Worked out at {number(KCAL_PER_KG)} kcal for each kg of body fat. Real weight changes less
        steadily than this, especially in the first weeks.
      </p>
    </>
  );
}

export { readNeedsForm as read } from "./calories-form.ts";
