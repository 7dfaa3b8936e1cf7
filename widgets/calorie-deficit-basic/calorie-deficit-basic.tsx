import { useEffect, useLayoutEffect, useRef, useState } from "react";
import type { BasicInput, BasicResult } from "../../engine/basic-plan.ts";
import { InputError } from "../../engine/errors.ts";
import { HEIGHT_RULE, TARGET_WEIGHT_RULE, WEIGHT_RULE } from "../../engine/input-ranges.ts";
import { VARIANT_IDS, variantRules } from "../../engine/variants.ts";
import { parseChoice, parseDelay, UNITS, type Units } from "../shared/attributes.ts";
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
import { readMeasure, type FormValues, type Kind } from "../shared/measure.ts";
import { readShared } from "../shared/read-shared.ts";
import { useUnits } from "../shared/use-units.ts";
import {
  ACTIVITY_CHOICES,
  checkFields,
  rateChoices,
  SEX_CHOICES,
  stepsFor,
  TRIMESTER_CHOICES,
} from "./basic-steps.ts";

type Report = typeof import("./basic-report.ts");
let report: Promise<Report> | undefined;
/** The results chunk, fetched once per page however many widgets ask. */
const loadReport = (): Promise<Report> => (report ??= import("./basic-report.ts"));

export const TAG = "calorie-deficit-basic";
// The basic calculator shows "Calculating..." for 2 seconds by default (docs/product-decisions.md).
const DEFAULT_DELAY_MS = 2000;

const MEASURES: Record<string, Kind> = {
  height: "height",
  weight: "weight",
  targetWeight: "weight",
  prePregnancyWeight: "weight",
};
const FIELDS = [
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
];
const SHARED_FIELDS = [
  ...FIELDS,
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

/** The engine input for what was typed, in metric units. */
function toInput(values: FormValues, units: Units): BasicInput {
  const kg = (name: string, rule: { label: string; min: number; max: number }) =>
    readMeasure(values, name, "weight", units, rule, false).value;
  const input: BasicInput = {
    age: values.age ?? "",
    gender: values.gender ?? "",
    height: readMeasure(values, "height", "height", units, HEIGHT_RULE, false).value ?? "",
    weight: kg("weight", WEIGHT_RULE) ?? "",
    activity: values.activity ?? "",
    targetWeight: kg("targetWeight", TARGET_WEIGHT_RULE) ?? "",
    lossRate: values.lossRate ?? "",
    trimester: values.trimester ?? "",
    weeksPostpartum: values.weeksPostpartum ?? "",
    units,
  };
  if (values.goalDate) input.goalDate = values.goalDate;
  const pre = kg("prePregnancyWeight", WEIGHT_RULE);
  if (pre !== undefined) input.prePregnancyWeight = pre;
  return input;
}

type Phase = "form" | "calculating" | "results";

function presets(sex: string | undefined): FormValues {
  return sex ? { gender: sex } : {};
}

/**
 * `<calorie-deficit-basic>`: the 3-step calorie deficit calculator.
 *
 * @attr {string} variant - The audience or goal, e.g. "teen", "safe" or "pregnancy" (see the embed guide). Default "default".
 * @attr {string} units - "metric" (kg, cm) or "imperial" (st and lb, ft and in). Default "metric".
 * @attr {string} calc-delay - Milliseconds of the "Calculating..." state. Default 2000; 0 allowed.
 * @fires cdc-result - On every result; `detail` is the engine's BasicResult.
 * @csspart card - The calculator's card.
 * @csspart field - Each form field.
 * @csspart label - Each field's label or legend.
 * @csspart button - The wizard's buttons.
 * @csspart headline - The daily calorie target on the results.
 * @csspart chart - The weight projection chart.
 */
export function CalorieDeficitBasic(props: WidgetProps) {
  const owner = props.container ?? TAG;
  const variant = parseChoice(owner, TAG, "variant", props.variant, VARIANT_IDS, "default");
  const unitsAttr = parseChoice(owner, TAG, "units", props.units, UNITS, "metric");
  const delay = parseDelay(owner, TAG, props.calcDelay, DEFAULT_DELAY_MS);
  const rules = variantRules(variant);
  const steps = stepsFor(rules);

  const [values, setValues] = useState<FormValues>(() => presets(rules.sex));
  const { units, setUnits, switchUnits } = useUnits(unitsAttr, MEASURES, setValues);
  const [errors, setErrors] = useState<Errors>({});
  const [summary, setSummary] = useState(false);
  const [failed, setFailed] = useState(false);
  const [step, setStep] = useState(0);
  const [phase, setPhase] = useState<Phase>("form");
  const [result, setResult] = useState<{
    plan: BasicResult;
    input: BasicInput;
    view: Report["BasicResults"];
  } | null>(null);
  const heading = useRef<HTMLHeadingElement | null>(null);
  const resultsHeading = useRef<HTMLHeadingElement | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const moved = useRef(false);

  // Before the next paint, so a keystroke cannot land in the old step's field.
  useLayoutEffect(() => {
    if (!moved.current) return;
    if (phase === "results") resultsHeading.current?.focus();
    else if (phase === "form") heading.current?.focus();
  }, [step, phase]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const calculate = async (current: FormValues, currentUnits: Units) => {
    try {
      const { basicPlan, BasicResults, emitResult } = await loadReport();
      // A variant for one sex fixes it, even if the attribute arrived after the first render.
      const input = toInput({ ...current, ...presets(rules.sex) }, currentUnits);
      const plan = basicPlan(input, variant);
      setResult({ plan, input, view: BasicResults });
      setPhase("results");
      emitResult(props.container, plan);
    } catch (error) {
      setPhase("form");
      if (!(error instanceof InputError)) {
        // A bug or a chunk that failed to load: say so plainly and keep every answer.
        console.error(error);
        setFailed(true);
        return;
      }
      const target = steps.findIndex((s) => s.fields.includes(error.field));
      setErrors({ [error.field]: error.message });
      setSummary(true);
      if (target >= 0) setStep(target);
    }
  };

  useEffect(() => {
    const shared = readShared(TAG, SHARED_FIELDS);
    if (!shared || Object.keys(shared.values).length === 0) return;
    const restored = { ...presets(rules.sex), ...shared.values };
    const restoredUnits = shared.units ?? units;
    setValues(restored);
    setUnits(restoredUnits);
    // A link is text from anywhere: it gets the same checks as the form (a rate the form
    // does not offer, say), and opens at the first step that needs fixing.
    const invalid = steps.findIndex(
      (s) => Object.keys(checkFields(s.fields, restored, restoredUnits, variant)).length > 0,
    );
    if (invalid >= 0) {
      setStep(invalid);
      setErrors(checkFields(steps[invalid]?.fields ?? [], restored, restoredUnits, variant));
      setSummary(true);
      return;
    }
    setStep(steps.length - 1);
    void calculate(restored, restoredUnits);
    // Runs once, when the widget first appears.
  }, []);

  // The latest answers, even before the re-render they cause (autofill then Enter).
  const latest = useRef(values);
  latest.current = values;

  const onValue = (name: string, value: string) => {
    latest.current = { ...latest.current, [name]: value };
    setValues((current) => ({ ...current, [name]: value }));
    const base = name.replace(/(St|Lb|Ft|In)$/, "");
    if (errors[base]) setErrors((current) => ({ ...current, [base]: undefined }));
  };

  const stepFields = steps[step]?.fields ?? [];
  const stepErrors = checkFields(stepFields, values, units, variant);
  const stepReady = Object.keys(stepErrors).length === 0;
  const isLast = step === steps.length - 1;
  useEffect(() => {
    if (isLast) void loadReport();
  }, [isLast]);

  const next = () => {
    moved.current = true;
    const current = latest.current;
    const errorsNow = checkFields(stepFields, current, units, variant);
    if (Object.keys(errorsNow).length > 0) {
      setErrors(errorsNow);
      setSummary(true);
      return;
    }
    setErrors({});
    setSummary(false);
    setFailed(false);
    if (!isLast) {
      setStep(step + 1);
      return;
    }
    setPhase("calculating");
    const snapshotUnits = units;
    timer.current = setTimeout(() => void calculate(current, snapshotUnits), delay);
  };

  const back = () => {
    moved.current = true;
    setErrors({});
    setSummary(false);
    setStep(Math.max(0, step - 1));
  };

  if (phase === "results" && result) {
    const BasicResults = result.view;
    const backToForm = () => {
      moved.current = true;
      setPhase("form");
    };
    return (
      <div className="card" part="card">
        <ErrorBoundary onBack={backToForm}>
          <BasicResults
            plan={result.plan}
            input={result.input}
            values={values}
            units={units}
            headingRef={(el) => (resultsHeading.current = el)}
            onBack={backToForm}
          />
        </ErrorBoundary>
      </div>
    );
  }

  const calculating = phase === "calculating";
  const field = (name: string) => {
    const common = { name, values, errors, onValue };
    switch (name) {
      case "age":
        return (
          <NumberField
            key={name}
            {...common}
            label={rules.mode === "kids" ? "Child's age" : "Age"}
            hint={rules.mode === "kids" ? "In whole years, from 1 to 17" : "Must be 13 or older"}
            suffix="years"
            inputMode="numeric"
          />
        );
      case "gender":
        return (
          <RadioGroup
            key={name}
            {...common}
            label={rules.mode === "kids" ? "Child's sex" : "Sex"}
            hint="The formulas use biological sex."
            choices={SEX_CHOICES}
            inline
          />
        );
      case "height":
        return <MeasureField key={name} {...common} label="Height" kind="height" units={units} />;
      case "weight":
        return (
          <MeasureField
            key={name}
            {...common}
            label={rules.mode === "pregnancy" ? "Current weight" : "Weight"}
            kind="weight"
            units={units}
          />
        );
      case "targetWeight":
        return (
          <MeasureField key={name} {...common} label="Target weight" kind="weight" units={units} />
        );
      case "prePregnancyWeight":
        return (
          <MeasureField
            key={name}
            {...common}
            label="Weight before pregnancy (optional)"
            hint="Your needs and your healthy weight gain are worked out from it. Leave blank to use your current weight."
            kind="weight"
            units={units}
          />
        );
      case "activity":
        return (
          <RadioGroup
            key={name}
            {...common}
            label="How active are you?"
            choices={ACTIVITY_CHOICES}
          />
        );
      case "lossRate":
        return (
          <RadioGroup
            key={name}
            {...common}
            label={
              rules.mode === "surplus"
                ? "How fast do you want to gain?"
                : "How fast do you want to lose weight?"
            }
            choices={rateChoices(rules, values)}
          />
        );
      case "trimester":
        return (
          <RadioGroup
            key={name}
            {...common}
            label="Which trimester are you in?"
            choices={TRIMESTER_CHOICES}
          />
        );
      case "weeksPostpartum":
        return (
          <NumberField
            key={name}
            {...common}
            label="How many weeks ago was your baby born?"
            hint="We do not plan a deficit in the first 8 weeks."
            suffix="weeks"
            inputMode="numeric"
          />
        );
      case "goalDate":
        return <GoalDateField key={name} values={values} errors={errors} onValue={onValue} />;
      default:
        return null;
    }
  };

  return (
    <div className="card" part="card">
      <h2>
        {rules.mode === "kids"
          ? "Children's Energy Needs Calculator"
          : "Calculate Your Calorie Deficit"}
      </h2>
      <p className="lede">
        {INTRO[variant] ?? `Get instant results in ${steps.length} simple steps.`}
      </p>
      {rules.mode !== "kids" ? <UnitSwitch units={units} onChange={switchUnits} /> : null}
      <Progress step={step + 1} total={steps.length} />
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!calculating) next();
        }}
      >
        <Step
          title={steps[step]?.title ?? ""}
          number={step + 1}
          total={steps.length}
          headingRef={(el) => (heading.current = el)}
        >
          {summary ? (
            <ErrorSummary errors={errors} order={stepFields} root={props.container} />
          ) : null}
          {stepFields.map(field)}
        </Step>
        <div className="actions">
          {step > 0 ? (
            <button type="button" part="button" onClick={back} disabled={calculating}>
              Back
            </button>
          ) : null}
          <button
            type="submit"
            className="primary"
            part="button"
            aria-disabled={!stepReady || calculating ? "true" : undefined}
          >
            {calculating
              ? "Calculating..."
              : isLast
                ? rules.mode === "kids"
                  ? "Calculate Energy Needs"
                  : "Calculate My Deficit"
                : "Next"}
          </button>
        </div>
        <div aria-live="polite" className="loading-region">
          {calculating ? (
            <p className="loading">
              <span className="spinner" aria-hidden="true" /> Calculating...
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
