import { useEffect, useLayoutEffect, useRef, useState } from "react";
import type { AdvancedResult } from "../../engine/advanced-plan.ts";
import { InputError } from "../../engine/errors.ts";
import { VARIANT_IDS, variantRules } from "../../engine/variants.ts";
import { parseChoice, parseDelay, UNITS, type Units } from "../shared/attributes.ts";
import { ACTIVITY_CHOICES, SEX_CHOICES } from "../shared/choices.ts";
import type { WidgetProps } from "../shared/define-widget.ts";
import {
  MeasureField,
  NumberField,
  RadioGroup,
  UnitSwitch,
  type Errors,
} from "../shared/fields.tsx";
import { GoalDateField } from "../shared/goal-date-field.tsx";
import { ErrorBoundary, FAILURE_MESSAGE } from "../shared/error-boundary.tsx";
import { ErrorSummary, Progress, Step } from "../shared/wizard.tsx";
import type { FormValues } from "../shared/measure.ts";
import { readShared } from "../shared/read-shared.ts";
import { useUnits } from "../shared/use-units.ts";
import { ActivityPanels } from "./activity-panels.tsx";
import {
  asksMaternal,
  checkFields,
  checkSharedFields,
  CYCLE_CHOICES,
  defaultRefeed,
  defaults,
  DIET_CHOICES,
  FORMULA_CHOICES,
  JOB_CHOICES,
  MATERNAL_CHOICES,
  MEAL_CHOICES,
  PLATEAU_CHOICES,
  REFEED_CHOICES,
  STEPS,
  THYROID_CHOICES,
  toInput,
} from "./advanced-steps.ts";

export const TAG = "calorie-deficit-advanced";
// "Analyzing Data..." for 3 seconds by default (docs/product-decisions.md, "Attributes").
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
    "The most detailed estimate we offer: four BMR formulas, your body fat, job, training, sleep and stress.",
  formula:
    "See what all four BMR formulas say about you, side by side, and pick the one to plan with.",
  keto: "Plan a keto deficit: very low carbohydrate, enough protein, and fat making up the rest.",
  pcos: "A lower-carb plan for people with PCOS, with the health factors that can affect your energy use.",
  macro: "Get training-day and rest-day macros, with fibre, built around your deficit.",
  protein: "A high-protein plan that helps you keep muscle while you lose fat.",
  aggressive:
    "For faster loss over a short time, with the limits that keep it safe. Up to 1.5 kg a week.",
  timeline: "See your week-by-week timeline, milestones and likely plateaus.",
};

/**
 * `<calorie-deficit-advanced>`: the 5-step advanced calorie deficit calculator with a
 * tabbed report (overview, calories, macros, timeline, supplements, insights).
 *
 * @attr {string} variant - The audience or goal, e.g. "accurate", "keto" or "timeline" (see the embed guide). Default "default".
 * @attr {string} units - "metric" (kg, cm) or "imperial" (st and lb, ft and in). Default "metric".
 * @attr {string} calc-delay - Milliseconds of the "Analyzing Data..." state. Default 3000; 0 allowed.
 * @fires cdc-result - On every result; `detail` is the engine's AdvancedResult.
 * @csspart card - The calculator's card.
 * @csspart field - Each form field.
 * @csspart label - Each field's label or legend.
 * @csspart button - The wizard's buttons.
 * @csspart headline - The headline tiles on the results.
 * @csspart tabs - The results tab list.
 * @csspart chart - The weight projection chart.
 */
export function CalorieDeficitAdvanced(props: WidgetProps) {
  const owner = props.container ?? TAG;
  const variant = parseChoice(owner, TAG, "variant", props.variant, VARIANT_IDS, "default");
  const unitsAttr = parseChoice(owner, TAG, "units", props.units, UNITS, "metric");
  const delay = parseDelay(owner, TAG, props.calcDelay, DEFAULT_DELAY_MS);
  const rules = variantRules(variant);
  const blocked =
    rules.mode === "kids" || rules.mode === "pregnancy" || rules.mode === "breastfeeding";

  const [values, setValues] = useState<FormValues>(() => defaults(rules));
  const { units, setUnits, switchUnits } = useUnits(unitsAttr, MEASURES, setValues);
  const [errors, setErrors] = useState<Errors>({});
  const [summary, setSummary] = useState(false);
  const [step, setStep] = useState(0);
  const [phase, setPhase] = useState<"form" | "calculating" | "results">("form");
  const [failed, setFailed] = useState(false);
  const [result, setResult] = useState<{
    plan: AdvancedResult;
    view: Report["AdvancedResults"];
  } | null>(null);
  const heading = useRef<HTMLHeadingElement | null>(null);
  const resultsHeading = useRef<HTMLHeadingElement | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const moved = useRef(false);
  const latest = useRef(values);
  latest.current = values;

  // Before the next paint, so a keystroke cannot land in the old step's field.
  useLayoutEffect(() => {
    if (!moved.current) return;
    (phase === "results" ? resultsHeading : heading).current?.focus();
  }, [step, phase]);
  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (step >= 2) void loadReport();
  }, [step]);

  const calculate = async (current: FormValues, currentUnits: Units) => {
    try {
      const { advancedPlan, AdvancedResults, emitResult } = await loadReport();
      // A variant for one sex fixes it, even if the attribute arrived after the first render.
      const answers = rules.sex ? { ...current, gender: rules.sex } : current;
      const plan = advancedPlan(toInput(answers, currentUnits), variant);
      setResult({ plan, view: AdvancedResults });
      setPhase("results");
      emitResult(props.container, plan);
    } catch (error) {
      setPhase("form");
      if (error instanceof InputError) {
        const target = STEPS.findIndex((s) => s.fields.includes(error.field));
        setErrors({ [error.field]: error.message });
        setSummary(true);
        if (target >= 0) setStep(target);
        return;
      }
      // Log it, say so plainly, keep every answer (docs/safety-rules.md, "Nothing crashes").
      console.error(error);
      setFailed(true);
    }
  };

  useEffect(() => {
    const shared = readShared(TAG, SHARED_FIELDS);
    if (!shared || Object.keys(shared.values).length === 0 || blocked) return;
    const restored = { ...defaults(rules), ...shared.values };
    const restoredUnits = shared.units ?? units;
    setValues(restored);
    setUnits(restoredUnits);
    // A link is text from anywhere: it gets the same checks as the form, and opens at the
    // first step that needs fixing.
    const problems = checkSharedFields(restored, restoredUnits, Math.min(2, rules.maxLossRate));
    const invalid = STEPS.findIndex((s) => s.fields.some((name) => problems[name]));
    if (invalid >= 0) {
      const fields = STEPS[invalid]?.fields ?? [];
      setStep(invalid);
      setErrors(Object.fromEntries(Object.entries(problems).filter(([n]) => fields.includes(n))));
      setSummary(true);
      return;
    }
    setStep(STEPS.length - 1);
    void calculate(restored, restoredUnits);
  }, []);

  const onValue = (name: string, value: string) => {
    // A new diet starts from its own refeed default (none for keto and low-carb).
    const change =
      name === "dietType"
        ? { dietType: value, refeedFrequency: defaultRefeed(value) }
        : { [name]: value };
    latest.current = { ...latest.current, ...change };
    setValues((current) => ({ ...current, ...change }));
    const base = name.replace(/(St|Lb|Ft|In)$/, "");
    if (errors[base]) setErrors((current) => ({ ...current, [base]: undefined }));
  };

  if (blocked) {
    return (
      <div className="card" part="card">
        <h2>Advanced Calorie Deficit Calculator Pro</h2>
        <p className="panel" role="note">
          This calculator plans a calorie deficit, which is not safe for children or during
          pregnancy or breastfeeding. Please use our calculator made for you, and talk to your GP,
          midwife or health visitor.
        </p>
      </div>
    );
  }

  if (phase === "results" && result) {
    const Results = result.view;
    const backToForm = () => {
      moved.current = true;
      setPhase("form");
    };
    return (
      <div className="card" part="card">
        <ErrorBoundary onBack={backToForm}>
          <Results
            plan={result.plan}
            variant={variant}
            values={values}
            units={units}
            headingRef={(el) => (resultsHeading.current = el)}
            onBack={backToForm}
          />
        </ErrorBoundary>
      </div>
    );
  }

  const fields = STEPS[step]?.fields ?? [];
  const stepErrors = checkFields(fields, values, units);
  const isLast = step === STEPS.length - 1;
  const calculating = phase === "calculating";
  const rateMax = Math.min(2, rules.maxLossRate);

  const next = () => {
    moved.current = true;
    const current = latest.current;
    const errorsNow = checkFields(fields, current, units);
    if (Object.keys(errorsNow).length > 0) {
      setErrors(errorsNow);
      setSummary(true);
      return;
    }
    setErrors({});
    setSummary(false);
    setFailed(false);
    if (!isLast) return setStep(step + 1);
    setPhase("calculating");
    const snapshotUnits = units;
    timer.current = setTimeout(() => void calculate(current, snapshotUnits), delay);
  };

  const common = { values, errors, onValue };
  const field = (name: string) => {
    switch (name) {
      case "age":
        return (
          <NumberField
            key={name}
            {...common}
            name={name}
            label="Age"
            hint="For ages 13 to 100."
            suffix="years"
            inputMode="numeric"
          />
        );
      case "gender":
        return (
          <RadioGroup
            key={name}
            {...common}
            name={name}
            label="Biological sex"
            hint="The formulas use biological sex."
            choices={SEX_CHOICES}
            inline
          />
        );
      case "height":
        return (
          <MeasureField
            key={name}
            {...common}
            name={name}
            label="Height"
            kind="height"
            units={units}
          />
        );
      case "weight":
        return (
          <MeasureField
            key={name}
            {...common}
            name={name}
            label="Current weight"
            kind="weight"
            units={units}
          />
        );
      case "targetWeight":
        return (
          <MeasureField
            key={name}
            {...common}
            name={name}
            label="Target weight"
            kind="weight"
            units={units}
          />
        );
      case "lossRate":
        return (
          <div className="field" part="field" key={name}>
            <label htmlFor="lossRate" part="label">
              Weekly rate: {values.lossRate ?? "0.75"} kg a week
            </label>
            <p className="hint" id="lossRate-hint">
              The NHS suggests 0.5 to 1 kg a week.
              {rateMax < 2 ? ` This calculator allows up to ${rateMax} kg.` : ""}
            </p>
            <input
              type="range"
              id="lossRate"
              name="lossRate"
              min="0.25"
              max={String(rateMax)}
              step="0.25"
              value={values.lossRate ?? "0.75"}
              aria-describedby="lossRate-hint"
              aria-valuetext={`${values.lossRate ?? "0.75"} kg a week`}
              onInput={(event) =>
                onValue("lossRate", (event.currentTarget as HTMLInputElement).value)
              }
            />
          </div>
        );
      case "goalDate":
        return <GoalDateField key={name} values={values} errors={errors} onValue={onValue} />;
      case "bodyFat":
        return (
          <NumberField
            key={name}
            {...common}
            name={name}
            label="Body fat (optional)"
            hint="If you know it, from a scan, callipers or our body fat calculator."
            suffix="%"
            suffixLabel="percent"
          />
        );
      case "bmrFormula":
        return (
          <div key={name}>
            <RadioGroup
              {...common}
              name={name}
              label="BMR formula"
              choices={FORMULA_CHOICES(Boolean(values.bodyFat))}
            />
            {values.bodyFat ? (
              <p className="panel tip">
                Tip: you know your body fat, so Katch-McArdle is likely to be the most accurate
                formula for you.
              </p>
            ) : null}
          </div>
        );
      case "baseActivity":
        return (
          <div key={name}>
            <RadioGroup
              {...common}
              name={name}
              label="Base activity level"
              choices={ACTIVITY_CHOICES}
            />
            <ActivityPanels baseActivity={Number(values.baseActivity ?? 1.375)} />
          </div>
        );
      case "jobType":
        return (
          <RadioGroup key={name} {...common} name={name} label="Your job" choices={JOB_CHOICES} />
        );
      case "cardioHours":
        return (
          <NumberField
            key={name}
            {...common}
            name={name}
            label="Cardio a week (optional)"
            hint="Running, cycling, swimming: 0 to 20 hours."
            suffix="hours"
          />
        );
      case "strengthHours":
        return (
          <NumberField
            key={name}
            {...common}
            name={name}
            label="Strength training a week (optional)"
            hint="Weights or body-weight work: 0 to 15 hours."
            suffix="hours"
          />
        );
      case "sportsHours":
        return (
          <NumberField
            key={name}
            {...common}
            name={name}
            label="Sports a week (optional)"
            hint="Football, tennis, netball: 0 to 20 hours."
            suffix="hours"
          />
        );
      case "dailySteps":
        return (
          <NumberField
            key={name}
            {...common}
            name={name}
            label="Daily steps"
            hint="1,000 to 30,000. Leave blank if you are not sure: we count only steps above what your activity level already includes."
            suffix="steps"
            inputMode="numeric"
          />
        );
      case "sleepHours":
        return (
          <NumberField
            key={name}
            {...common}
            name={name}
            label="Sleep a night"
            hint="4 to 12 hours."
            suffix="hours"
          />
        );
      case "stressLevel":
        return (
          <div className="field" part="field" key={name}>
            <label htmlFor="stressLevel" part="label">
              Stress level: {values.stressLevel ?? "5"} out of 10
            </label>
            <p className="hint" id="stressLevel-hint">
              1 is very calm, 10 is very stressed.
            </p>
            <input
              type="range"
              id="stressLevel"
              name="stressLevel"
              min="1"
              max="10"
              step="1"
              value={values.stressLevel ?? "5"}
              aria-describedby="stressLevel-hint"
              onInput={(event) =>
                onValue("stressLevel", (event.currentTarget as HTMLInputElement).value)
              }
            />
          </div>
        );
      case "menstrualCycle":
        return values.gender === "female" ? (
          <RadioGroup
            key={name}
            {...common}
            name={name}
            label="Menstrual cycle"
            choices={CYCLE_CHOICES}
          />
        ) : null;
      case "maternal":
        return asksMaternal(values) ? (
          <RadioGroup
            key={name}
            {...common}
            name={name}
            label="Are you pregnant or breastfeeding?"
            hint="This changes what is safe for you to plan, and which supplements we mention."
            choices={MATERNAL_CHOICES}
          />
        ) : null;
      case "weeksPostpartum":
        return asksMaternal(values) && values.maternal === "breastfeeding" ? (
          <NumberField
            key={name}
            {...common}
            name={name}
            label="How many weeks ago was your baby born?"
            hint="We do not plan a deficit in the first 8 weeks."
            suffix="weeks"
            inputMode="numeric"
          />
        ) : null;
      case "thyroidCondition":
        return (
          <RadioGroup
            key={name}
            {...common}
            name={name}
            label="Thyroid"
            choices={THYROID_CHOICES}
          />
        );
      case "dietType":
        return (
          <RadioGroup
            key={name}
            {...common}
            name={name}
            label="Diet style"
            choices={DIET_CHOICES}
          />
        );
      case "mealTiming":
        return (
          <RadioGroup
            key={name}
            {...common}
            name={name}
            label="Meal timing"
            choices={MEAL_CHOICES}
          />
        );
      case "trainingDays":
        return (
          <NumberField
            key={name}
            {...common}
            name={name}
            label="Training days a week"
            hint="0 to 7."
            suffix="days"
            inputMode="numeric"
          />
        );
      case "refeedFrequency":
        return values.dietType === "keto" ? (
          <p className="hint" key={name}>
            Keto plans have no refeed day: a day high in carbohydrate would end ketosis.
          </p>
        ) : (
          <RadioGroup
            key={name}
            {...common}
            name={name}
            label="Refeed days"
            hint="A refeed day is a day at maintenance calories with extra carbohydrate."
            choices={REFEED_CHOICES}
          />
        );
      case "plateauStrategy":
        return (
          <RadioGroup
            key={name}
            {...common}
            name={name}
            label="If you hit a plateau"
            choices={PLATEAU_CHOICES}
          />
        );
      default:
        return null;
    }
  };

  return (
    <div className="card" part="card">
      <h2>Advanced Calorie Deficit Calculator Pro</h2>
      <p className="lede">
        {INTRO[variant] ?? "A detailed plan in five steps, with a full report."}
      </p>
      <UnitSwitch units={units} onChange={switchUnits} />
      <Progress step={step + 1} total={STEPS.length} />
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!calculating) next();
        }}
      >
        <Step
          title={STEPS[step]?.title ?? ""}
          number={step + 1}
          total={STEPS.length}
          headingRef={(el) => (heading.current = el)}
        >
          {summary ? <ErrorSummary errors={errors} order={fields} root={props.container} /> : null}
          {fields.map(field)}
        </Step>
        <div className="actions">
          {step > 0 ? (
            <button
              type="button"
              part="button"
              disabled={calculating}
              onClick={() => {
                moved.current = true;
                setErrors({});
                setSummary(false);
                setStep(step - 1);
              }}
            >
              Back
            </button>
          ) : null}
          <button
            type="submit"
            className="primary"
            part="button"
            aria-disabled={Object.keys(stepErrors).length > 0 || calculating ? "true" : undefined}
          >
            {calculating ? "Analyzing Data..." : isLast ? "Calculate Advanced Results" : "Next"}
          </button>
        </div>
        <div aria-live="polite" className="loading-region">
          {calculating ? (
            <p className="loading">
              <span className="spinner" aria-hidden="true" /> Analyzing Data...
            </p>
          ) : null}
          {failed ? (
            <p className="error" role="alert">
              {FAILURE_MESSAGE}
            </p>
          ) : null}
        </div>
      </form>
    </div>
  );
}
