import type { CalorieNeedsResult, CalorieTarget } from "../../engine/calorie-needs.ts";
import { KCAL_PER_KG } from "../../engine/safety.ts";
import type { Units } from "../shared/attributes.ts";
import type { WidgetProps } from "../shared/define-widget.ts";
import { kcal, number, rate } from "../shared/format.ts";
import { SingleFormCard, useSingleForm } from "../shared/single-form.tsx";
import { readVariant } from "../shared/variant.ts";
import { CALORIES_FORM, TAG } from "./calories-form.ts";
import { NeedsFields } from "./needs-fields.tsx";

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
    <tr class={t.flooredAtMinimum ? "floored" : undefined}>
      <th scope="row">
        {t.goal === "lose" ? "Lose" : "Gain"} {bothUnits(t.kgPerWeek, units)}{" "}
        {t.flooredAtMinimum ? (
          <span class="flag">
            {t.expectedKgPerWeek > 0
              ? `Kept at the minimum: about ${bothUnits(t.expectedKgPerWeek, units)} a week`
              : "Kept at the minimum: no weight loss"}
          </span>
        ) : null}
      </th>
      <td class="num">
        <span class="kcal">{kcal(t.calories)}</span>{" "}
        <span class="sub">{changeText(t.dailyChange)}</span>
      </td>
    </tr>
  );
}

function FloorNote({ r }: { r: CalorieNeedsResult }) {
  if (!r.targets.some((t) => t.flooredAtMinimum)) return null;
  // The engine gives the minimum as the lower of the safe floor and maintenance.
  return r.minimumCalories < r.maintenance ? (
    <p class="panel">
      We never suggest eating less than {kcal(r.minimumCalories)} a day without medical supervision.
      Targets marked &ldquo;kept at the minimum&rdquo; stay at that figure, so you would lose weight
      more slowly than the aim.
    </p>
  ) : (
    <p class="panel">
      Your maintenance calories are already at or below the lowest daily intake we suggest without
      medical supervision, so we cannot give you a target to lose weight. Being more active raises
      the calories you use. If you are worried about your weight, talk to your GP.
    </p>
  );
}

function CaloriesView({ r, units }: { r: CalorieNeedsResult; units: Units }) {
  return (
    <>
      <p class="headline" part="headline">
        <span class="value">{kcal(r.maintenance)}</span> a day to keep your weight steady
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
            <th scope="col" class="num">
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
        <p class="panel">
          For under-18s and people aged 65 and over, we only show weight loss of up to{" "}
          {bothUnits(r.maxLossKgPerWeek, units)} a week.
        </p>
      ) : null}
      <p class="hint">
        Worked out at {number(KCAL_PER_KG)} kcal for each kg of body fat. Real weight changes less
        steadily than this, especially in the first weeks.
      </p>
    </>
  );
}

/**
 * `<calorie-deficit-calories>`: maintenance calories, and the daily calories to lose or gain
 * 0.25, 0.5, 0.75 and 1 kg a week, with safe minimums applied and flagged. Every shared
 * --cdc-* custom property (accent, font, radius, colours) works here too.
 *
 * @element calorie-deficit-calories
 * @attr {string} variant - Only "default" for now; anything else falls back with one console warning. Default "default".
 * @attr {string} units - "metric" (kg, cm) or "imperial" (st and lb, ft and in); the visitor can switch. Default "metric".
 * @fires cdc-result - Each time the result changes; `detail` is the engine's calorieNeeds result (bmr, maintenance, activity, minimumCalories, maxLossKgPerWeek, targets).
 * @csspart card - The calculator's card.
 * @csspart unit-switch - The metric or imperial switch.
 * @csspart field - Each form field.
 * @csspart label - Each field's label or legend.
 * @csspart button - The buttons.
 * @csspart results - The result section.
 * @csspart headline - The maintenance calories.
 * @csspart targets - The table of daily targets.
 * @cssprop [--cdc-flag=#b35c00] Colour of the mark on targets kept at the daily minimum (#ffb870 in the dark scheme).
 */
export function CalorieDeficitCalories(props: WidgetProps) {
  readVariant(props, TAG, ["default"]);
  const form = useSingleForm(props, CALORIES_FORM, {});
  const r = form.result;
  return (
    <SingleFormCard
      tag={TAG}
      title="Calorie Calculator"
      lede="Find the calories you need each day, and targets to lose or gain weight safely."
      units={form.units}
      onUnits={form.switchUnits}
      values={form.values}
      summary={
        r ? `You need about ${kcal(r.maintenance)} a day to keep your weight steady.` : undefined
      }
      onShowErrors={form.showErrors}
      root={props.container}
      result={r ? <CaloriesView r={r} units={form.units} /> : null}
    >
      <NeedsFields
        values={form.values}
        errors={form.errors}
        onValue={form.onValue}
        units={form.units}
      />
    </SingleFormCard>
  );
}
