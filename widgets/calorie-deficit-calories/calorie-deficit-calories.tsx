import type { CalorieNeedsResult } from "../../engine/calorie-needs.ts";
import { kgToPounds } from "../../engine/units.ts";
import type { Units } from "../shared/attributes.ts";
import type { WidgetProps } from "../shared/define-widget.ts";
import { kcal, number } from "../shared/format.ts";
import { SingleFormCard, useSingleForm } from "../shared/single-form.tsx";
import { readVariant } from "../shared/variant.ts";
import { CALORIES_FORM, TAG } from "./calories-form.ts";
import { NeedsFields } from "./needs-fields.tsx";

function CaloriesView({ r, units }: { r: CalorieNeedsResult; units: Units }) {
  const floored = r.targets.some((t) => t.flooredAtMinimum);
  return (
    <>
      <p class="headline" part="headline">
        <span class="value">{kcal(r.maintenance)}</span> a day to keep your weight steady
      </p>
      <p>
        Your body uses about {kcal(r.bmr)} a day at rest (your BMR). Your activity level multiplies
        that by {r.activity}.
      </p>
      <table part="targets">
        <caption>Daily calories to lose or gain weight</caption>
        <thead>
          <tr>
            <th scope="col">Goal</th>
            <th scope="col">Each week</th>
            <th scope="col" class="num">
              Calories a day
            </th>
          </tr>
        </thead>
        <tbody>
          {r.targets.map((t) => {
            const kg = number(t.expectedKgPerWeek, 2);
            const lb = number(kgToPounds(t.expectedKgPerWeek), 1);
            return (
              <tr
                key={`${t.goal}${t.kgPerWeek}`}
                class={t.flooredAtMinimum ? "floored" : undefined}
              >
                <th scope="row">
                  {t.goal === "lose" ? "Lose" : "Gain"} {number(t.kgPerWeek, 2)} kg
                </th>
                <td>
                  {units === "metric" ? `${kg} kg (${lb} lb)` : `${lb} lb (${kg} kg)`}
                  {t.flooredAtMinimum ? (
                    <span class="flag"> Slower: kept at the daily minimum</span>
                  ) : null}
                </td>
                <td class="num">{kcal(t.calories)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {floored ? (
        <p class="panel">
          We never suggest less than {kcal(r.minimumCalories)} a day without medical supervision, so
          some targets are kept at that minimum and you would lose weight more slowly.
        </p>
      ) : null}
      {r.maxLossKgPerWeek < 1 ? (
        <p class="panel">
          For under-18s and people aged 65 and over, we show weight loss of up to{" "}
          {number(r.maxLossKgPerWeek, 2)} kg a week only.
        </p>
      ) : null}
    </>
  );
}

/**
 * `<calorie-deficit-calories>`: maintenance calories, and the daily calories to lose or gain
 * 0.25, 0.5, 0.75 and 1 kg a week, with safe minimums applied and flagged.
 *
 * @attr {string} variant - Only "default" for now; kept for a consistent embed code. Default "default".
 * @attr {string} units - "metric" (kg, cm) or "imperial" (st and lb, ft and in). Default "metric".
 * @fires cdc-result - Each time the result changes; `detail` is the engine's calorie needs result.
 * @csspart card - The calculator's card.
 * @csspart field - Each form field.
 * @csspart label - Each field's label or legend.
 * @csspart button - The buttons.
 * @csspart results - The result section.
 * @csspart headline - The maintenance calories.
 * @csspart targets - The table of daily targets.
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
