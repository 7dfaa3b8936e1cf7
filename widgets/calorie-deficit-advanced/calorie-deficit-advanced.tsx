import { type AdvancedResult, VARIANT_IDS, variantRules } from "../../engine/index.ts";
import { parseChoice, parseDelay, UNITS } from "../shared/platform/attributes.ts";
import type { WidgetProps } from "../shared/platform/define-widget.ts";
import { useWizard, type Wizard } from "../shared/wizard/use-wizard.ts";
import { WizardCard } from "../shared/wizard/wizard.tsx";
import { readHeading } from "../shared/results/card-heading.tsx";
import { ADVANCED_FIELDS } from "./advanced-fields.tsx";
import type { AdvancedFormInput } from "./advanced-form.ts";
import { defaults, STEPS } from "./advanced-steps.ts";
import { description } from "./description.ts";

export const TAG = description.tag;
// "Analysing your answers..." for 3 seconds by default (docs/product-decisions.md, "Attributes").
const DEFAULT_DELAY_MS = 3000;
const MEASURES = { height: "height", weight: "weight", targetWeight: "weight" } as const;
const SHARED_FIELDS = [
  ...STEPS.flatMap((s) => s.fields),
  "heightFt",
  "heightIn",
  "weightSt",
  "weightLb",
  "targetWeightSt",
  "targetWeightLb",
];

type Report = typeof import("./advanced-report.ts");
let report: Promise<Report> | undefined;
/** The results chunk (plan, tabs, chart), fetched once while the visitor fills the form. */
const loadReport = (): Promise<Report> => (report ??= import("./advanced-report.ts"));

const INTRO: Record<string, string> = {
  accurate:
    "The most detailed estimate we offer: four formulas for the calories you burn at rest, your body fat, job, training, sleep and stress.",
  formula:
    "See what four formulas say you burn at rest, side by side, and pick the one to plan with.",
  keto: "Plan a keto deficit: very low carbohydrate, enough protein, and fat making up the rest.",
  pcos: "A lower-carb plan for people with PCOS, with the health factors that can affect your energy use.",
  macro: "Get training-day and rest-day macros, with fibre, built around your deficit.",
  protein: "A high-protein plan that helps you keep muscle while you lose fat.",
  aggressive:
    "For faster loss over a short time, with the limits that keep it safe. Up to 1.5 kg a week.",
  timeline: "See your week-by-week timeline, milestones and likely plateaus.",
};

/** The component of <calorie-deficit-advanced>, which ./description.ts describes. */
export function CalorieDeficitAdvanced(props: WidgetProps) {
  const owner = props.container ?? CalorieDeficitAdvanced;
  const variant = parseChoice(owner, TAG, "variant", props.variant, VARIANT_IDS, "default");
  const unitsAttr = parseChoice(owner, TAG, "units", props.units, UNITS, "metric");
  const headingChoice = readHeading(props, TAG);
  const affiliateLinks = parseChoice(
    owner,
    TAG,
    "affiliate-links",
    props.affiliateLinks,
    ["show", "hide"] as const,
    "show",
  );
  const rules = variantRules(variant);
  const blocked =
    rules.mode === "kids" || rules.mode === "pregnancy" || rules.mode === "breastfeeding";
  const wizard: Wizard<AdvancedFormInput, AdvancedResult, Report> = {
    tag: TAG,
    steps: STEPS,
    measures: MEASURES,
    sharedFields: SHARED_FIELDS,
    initial: defaults(rules),
    // A variant for one sex fixes it, even if the attribute arrived after the first render.
    fixed: rules.sex ? { gender: rules.sex } : {},
    read: (loaded, values, units) => loaded.readAdvancedForm(values, units, rules),
    load: loadReport,
    plan: (loaded, input) => loaded.advancedPlan(input, variant),
    delay: parseDelay(owner, TAG, props.calcDelay, DEFAULT_DELAY_MS),
    blocked,
  };
  const w = useWizard(props.container, unitsAttr, wizard);

  if (blocked) {
    return (
      <div className="card" part="card">
        <h2 className={headingChoice === "hide" ? "visually-hidden" : undefined}>
          Advanced Calorie Deficit Calculator Pro
        </h2>
        <p className="panel" role="note">
          This calculator plans a calorie deficit, which is not safe for children or during
          pregnancy or breastfeeding. Please use our calculator made for you, and talk to your GP,
          midwife or health visitor.
        </p>
      </div>
    );
  }

  return (
    <WizardCard
      wizard={w}
      title="Advanced Calorie Deficit Calculator Pro"
      lede={INTRO[variant] ?? "A detailed plan in five steps, with a full report."}
      heading={headingChoice}
      busyLabel="Analysing your answers..."
      lastLabel="Calculate Advanced Results"
      field={(name) =>
        (ADVANCED_FIELDS[name] ?? w.report?.PACE_FIELDS[name])?.({
          values: w.values,
          errors: w.errors,
          onValue: w.onValue,
          units: w.units,
          rules,
          kit: affiliateLinks === "show",
        })
      }
      results={({ plan, input, report: { AdvancedResults } }, view) => (
        <AdvancedResults
          plan={plan}
          input={input}
          variant={variant}
          values={w.values}
          units={w.units}
          checkInHref={props.checkInHref}
          {...view}
        />
      )}
    />
  );
}
