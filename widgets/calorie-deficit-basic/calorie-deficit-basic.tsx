import { type BasicResult, VARIANT_IDS, variantRules } from "../../engine/index.ts";
import { parseChoice, parseDelay, UNITS } from "../shared/platform/attributes.ts";
import type { WidgetProps } from "../shared/platform/define-widget.ts";
import { useWizard, type Wizard } from "../shared/wizard/use-wizard.ts";
import { WizardCard } from "../shared/wizard/wizard.tsx";
import { readHeading } from "../shared/results/card-heading.tsx";
import { BASIC_FIELDS } from "./basic-fields.tsx";
import type { BasicFormInput } from "./basic-form.ts";
import { finishLabelFor, initialValues, stepsFor, titleFor } from "./basic-steps.ts";
import { description } from "./description.ts";

type Report = typeof import("./basic-report.ts");
let report: Promise<Report> | undefined;
/** The results chunk, fetched once per page however many widgets ask. */
const loadReport = (): Promise<Report> => (report ??= import("./basic-report.ts"));

export const TAG = description.tag;
// The basic calculator shows "Calculating..." for 2 seconds by default (docs/product-decisions.md).
const DEFAULT_DELAY_MS = 2000;

const MEASURES = {
  height: "height",
  weight: "weight",
  targetWeight: "weight",
  prePregnancyWeight: "weight",
} as const;
const SHARED_FIELDS = [
  "age",
  "gender",
  "height",
  "weight",
  "activity",
  "targetWeight",
  "lossRate",
  "goalDate",
  "trimester",
  "prePregnancyWeight",
  "weeksPostpartum",
  "heightFt",
  "heightIn",
  "weightSt",
  "weightLb",
  "targetWeightSt",
  "targetWeightLb",
  "prePregnancyWeightSt",
  "prePregnancyWeightLb",
];

const INTRO: Record<string, string> = {
  kids: "Find out how much energy a growing child needs each day. This calculator never plans a diet for children.",
  pregnancy:
    "See how much energy you need during pregnancy, and how much weight gain is healthy for you.",
  breastfeeding:
    "Plan safe, gentle weight loss while you breastfeed, without affecting your milk supply.",
  teen: "A calculator for 13 to 17 year olds, with safe limits for a growing body.",
  senior: "Plan gentle weight loss from age 65, keeping your muscle and strength.",
  "muscle-gain": "Work out a small calorie surplus to build muscle with little extra fat.",
  safe: "A careful plan: no more than 1 kg a week and no more than 750 kcal a day below your needs.",
  abs: "Visible stomach muscles depend on low body fat, not sit-ups. Lose fat and keep muscle.",
  "fat-loss": "Lose fat rather than muscle: a steady deficit with plenty of protein.",
  cutting: "Cut body fat after a building phase, with high protein to protect your muscle.",
  "body-recomposition":
    "Lose fat and build muscle at the same time, with a small deficit and high protein.",
};

/** The component of <calorie-deficit-basic>, which ./description.ts describes. */
export function CalorieDeficitBasic(props: WidgetProps) {
  const owner = props.container ?? CalorieDeficitBasic;
  const variant = parseChoice(owner, TAG, "variant", props.variant, VARIANT_IDS, "default");
  const unitsAttr = parseChoice(owner, TAG, "units", props.units, UNITS, "metric");
  const rules = variantRules(variant);
  const steps = stepsFor(rules);
  const kids = rules.mode === "kids";
  const wizard: Wizard<BasicFormInput, BasicResult, Report> = {
    tag: TAG,
    steps,
    measures: MEASURES,
    sharedFields: SHARED_FIELDS,
    initial: initialValues(rules),
    // A variant for one sex fixes it, even if the attribute arrived after the first render.
    fixed: rules.sex ? { gender: rules.sex } : {},
    // The children's calculator asks about a child: the visitor's own details stay out of it.
    remembers: !kids,
    read: (loaded, values, units) => loaded.readBasicForm(values, units, rules),
    load: loadReport,
    plan: (loaded, input) => loaded.basicPlan(input, variant),
    delay: parseDelay(owner, TAG, props.calcDelay, DEFAULT_DELAY_MS),
  };
  const w = useWizard(props.container, unitsAttr, wizard);
  return (
    <WizardCard
      wizard={w}
      title={titleFor(rules)}
      lede={INTRO[variant] ?? `Get instant results in ${steps.length} simple steps.`}
      heading={readHeading(props, TAG)}
      showUnits={!kids}
      busyLabel="Calculating..."
      lastLabel={finishLabelFor(rules)}
      field={(name) =>
        (BASIC_FIELDS[name] ?? w.report?.GOAL_FIELDS[name])?.({
          values: w.values,
          errors: w.errors,
          onValue: w.onValue,
          units: w.units,
          rules,
        })
      }
      results={({ plan, input, report: { BasicResults } }, view) => (
        <BasicResults
          plan={plan}
          input={input}
          values={w.values}
          units={w.units}
          checkInHref={props.checkInHref}
          {...view}
        />
      )}
    />
  );
}
