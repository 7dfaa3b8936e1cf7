import { MACRO_GOAL_SPLITS } from "../../engine/macro-split.ts";
import type { WidgetProps } from "../shared/define-widget.ts";
import { MeasureField, NumberField, RadioGroup } from "../shared/fields.tsx";
import { kcal } from "../shared/format.ts";
import { MacroTable } from "../shared/macro-table.tsx";
import { SingleFormCard, useSingleForm } from "../shared/single-form.tsx";
import { readVariant } from "../shared/variant.ts";
import { NeedsFields } from "../calorie-deficit-calories/needs-fields.tsx";
import { MACROS_FORM, TAG, type MacrosOutcome } from "./macros-form.ts";

const SOURCES = [
  { value: "typed", label: "I know my daily calories" },
  {
    value: "needs",
    label: "Work them out for me",
    hint: "From your age, sex, height, weight and activity.",
  },
];
const GOALS = MACRO_GOAL_SPLITS.map((s) => ({
  value: s.goal,
  label: s.label,
  hint: `Protein ${s.split.protein}%, carbs ${s.split.carbs}%, fat ${s.split.fats}%`,
}));
const BAR = [
  ["protein", "Protein"],
  ["carbs", "Carbohydrates"],
  ["fats", "Fat"],
] as const;

/** The share of each macro as one bar; screen readers hear its label, then read the table. */
function MacroBar({ r }: { r: MacrosOutcome }) {
  return (
    <>
      <div
        class="macro-bar"
        part="bar"
        role="img"
        aria-label={`Share of calories: ${BAR.map(([key, name]) => `${name.toLowerCase()} ${r.macros[key].percentage}%`).join(", ")}`}
      >
        {BAR.map(([key]) => (
          <span key={key} class={`seg ${key}`} style={{ width: `${r.macros[key].percentage}%` }}>
            {r.macros[key].percentage >= 10 ? `${r.macros[key].percentage}%` : ""}
          </span>
        ))}
      </div>
      <ul class="legend" aria-hidden="true">
        {BAR.map(([key, name]) => (
          <li key={key}>
            <span class={`key ${key}`} />
            {name} {r.macros[key].percentage}%
          </li>
        ))}
      </ul>
    </>
  );
}

function MacrosView({ r }: { r: MacrosOutcome }) {
  return (
    <>
      <p class="headline" part="headline">
        <span class="value">{kcal(r.calories)}</span>{" "}
        {r.caloriesFrom === "maintenance" ? "a day: your maintenance calories" : "a day"}
      </p>
      <MacroBar r={r} />
      <MacroTable macros={r.macros} caption="Your daily macronutrients" />
      {r.proteinMessage ? (
        <p class="panel">{r.proteinMessage}</p>
      ) : (
        <p class="hint">Add your weight to compare your protein with the UK reference intake.</p>
      )}
    </>
  );
}

/**
 * `<calorie-deficit-macros>`: grams, calories and share of protein, carbohydrate and fat for
 * a day's calories (typed, or worked out from age, sex, height, weight and activity) and a
 * goal, with a protein-per-kg check against the UK reference intake when a weight is given.
 * Every shared --cdc-* custom property (accent, font, radius, colours) works here too.
 *
 * @element calorie-deficit-macros
 * @attr {string} variant - Only "default" for now; anything else falls back with one console warning. Default "default".
 * @attr {string} units - "metric" (kg, cm) or "imperial" (st and lb, ft and in); the visitor can switch. Default "metric".
 * @fires cdc-result - Each time the result changes; `detail` is the engine's macroSplit result (goal, calories, split, ranges, macros, proteinPerKg, proteinMessage) plus `caloriesFrom` ("typed" or "maintenance").
 * @csspart card - The calculator's card.
 * @csspart unit-switch - The metric or imperial switch.
 * @csspart field - Each form field.
 * @csspart label - Each field's label or legend.
 * @csspart button - The buttons.
 * @csspart results - The result section.
 * @csspart headline - The day's calories.
 * @csspart bar - The bar showing each macro's share.
 * @csspart macros - The macros table.
 * @cssprop [--cdc-macro-protein=var(--cdc-accent)] Colour of protein in the bar; its label uses --cdc-accent-contrast.
 * @cssprop [--cdc-macro-carbs=#7fc8ad] Colour of carbohydrates in the bar (#a3e3cb in the dark scheme); keep it light, its label is dark.
 * @cssprop [--cdc-macro-fat=var(--cdc-text)] Colour of fat in the bar; its label uses the card background colour.
 */
export function CalorieDeficitMacros(props: WidgetProps) {
  readVariant(props, TAG, ["default"]);
  const form = useSingleForm(props, MACROS_FORM, { source: "typed", goal: "balanced" });
  const common = { values: form.values, errors: form.errors, onValue: form.onValue };
  const r = form.result;
  return (
    <SingleFormCard
      tag={TAG}
      title="Macros Calculator"
      lede="Split your daily calories into protein, carbohydrates and fat for your goal."
      units={form.units}
      onUnits={form.switchUnits}
      values={form.values}
      summary={
        r
          ? `${r.macros.protein.grams} g protein, ${r.macros.carbs.grams} g carbohydrates and ${r.macros.fats.grams} g fat a day.`
          : undefined
      }
      onShowErrors={form.showErrors}
      root={props.container}
      result={r ? <MacrosView r={r} /> : null}
    >
      <RadioGroup {...common} name="source" label="Your daily calories" choices={SOURCES} />
      {form.values.source === "needs" ? (
        <NeedsFields {...common} units={form.units} />
      ) : (
        <NumberField
          {...common}
          name="calories"
          label="Calories a day"
          hint="Between 800 and 6,000."
          suffix="kcal"
          inputMode="numeric"
        />
      )}
      <RadioGroup {...common} name="goal" label="Your goal" choices={GOALS} />
      {form.values.source === "needs" ? null : (
        <MeasureField
          {...common}
          name="bodyWeight"
          label="Your weight (optional)"
          hint="To check your protein per kg."
          kind="weight"
          units={form.units}
        />
      )}
    </SingleFormCard>
  );
}
