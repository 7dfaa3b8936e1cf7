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
import { description } from "./description.ts";

export const TAG = description.tag;

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
/** The component of <calorie-deficit-macros>, which ./description.ts describes. */
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
