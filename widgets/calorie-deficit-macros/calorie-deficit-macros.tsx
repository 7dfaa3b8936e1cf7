import type { MacrosOutcome } from "./macros-report.tsx";
import { MACRO_GOAL_SPLITS } from "../../engine/index.ts";
import type { WidgetProps } from "../shared/platform/define-widget.ts";
import { MeasureField, NumberField, RadioGroup } from "../shared/form/fields.tsx";
import {
  SingleFormCard,
  useSingleForm,
  type SingleForm,
} from "../shared/single-screen/single-form.tsx";
import { readVariant } from "../shared/platform/variant.ts";
import { NeedsFields, NEEDS_FIELDS } from "../calorie-deficit-calories/needs-fields.tsx";
import type { MacrosInput } from "./macros-form.ts";

export const TAG = "calorie-deficit-macros";

export const MACROS_FORM: SingleForm<MacrosInput, MacrosOutcome> = {
  tag: TAG,
  fields: [
    "source",
    ...NEEDS_FIELDS,
    "calories",
    "goal",
    "bodyWeight",
    "bodyWeightSt",
    "bodyWeightLb",
  ],
  measures: { height: "height", weight: "weight", bodyWeight: "weight" },
  load: () => import("./macros-report.tsx"),
  // Remembered details beyond a weight are the person the calories are worked out for: the
  // form opens on "Work them out for me", filled in, rather than hiding them.
  remembered: (kept) =>
    Object.keys(kept).some((name) => NEEDS_FIELDS.includes(name) && !name.startsWith("weight"))
      ? { ...kept, source: "needs" }
      : kept,
};

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
  hint: `${s.describes}.`,
}));
/**
 * `<calorie-deficit-macros>`: grams, calories and share of protein, carbohydrate and fat for
 * a day's calories (typed, or worked out from age, sex, height, weight and activity) and a
 * goal, with a protein-per-kg check against the UK reference intake when a weight is given.
 * Every shared --cdc-* custom property (accent, font, radius, colours) works here too.
 *
 * @element calorie-deficit-macros
 * @attr {string} variant - Only "default" for now; anything else falls back with one console warning. Default "default".
 * @attr {string} units - "metric" (kg, cm) or "imperial" (st and lb, ft and in); the visitor can switch. Default "metric".
 * @fires cdc-result - Each time the result changes; `detail` is the engine's macroSplit result (goal, calories, split, macros, proteinPerKg, proteinBand, proteinMessage, proteinBasis) plus `caloriesFrom` ("typed" or "maintenance").
 * @csspart card - The calculator's card.
 * @csspart unit-switch - The metric or imperial switch.
 * @csspart field - Each form field.
 * @csspart label - Each field's label or legend.
 * @csspart button - The buttons.
 * @csspart results - The result section.
 * @csspart headline - The day's calories.
 * @csspart bar - The bar showing each macro's share.
 * @csspart macros - The macros table.
 * @csspart planned-for - The line saying whom the result is for.
 * @csspart result-bar - On a narrow card, the result's summary kept at the bottom of the card.
 * @cssprop [--cdc-macro-protein=var(--cdc-accent)] Colour of protein in the bar; its label uses --cdc-accent-contrast.
 * @cssprop [--cdc-macro-carbs=#7fc8ad] Colour of carbohydrates in the bar (#a3e3cb in the dark scheme); keep it light, its label is dark.
 * @cssprop [--cdc-macro-fat=var(--cdc-text)] Colour of fat in the bar; its label uses the card background colour.
 */
export function CalorieDeficitMacros(props: WidgetProps) {
  readVariant(props, TAG, ["default"]);
  const form = useSingleForm(props, MACROS_FORM, { source: "typed", goal: "balanced" });
  const common = { values: form.values, errors: form.errors, onValue: form.onValue };
  return (
    <SingleFormCard
      form={form}
      title="Macros Calculator"
      lede="Split your daily calories into protein, carbohydrates and fat for your goal."
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
          label="Your weight"
          hint="Your protein is set from your weight."
          kind="weight"
          units={form.units}
        />
      )}
    </SingleFormCard>
  );
}
