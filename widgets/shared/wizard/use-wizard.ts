import { useRef, useState } from "react";
import type { Units } from "../platform/attributes.ts";
import type { Errors } from "../form/fields.tsx";
import { baseName, type FormValues } from "../form/measure.ts";
import { useUnits } from "../form/use-units.ts";
import type { Wizard, WizardReport } from "./description.ts";
import { errorsIn, hasAny } from "./step-errors.ts";
import { useCalculation } from "./use-calculation.ts";
import { useRestore } from "./use-restore.ts";
import { useResultsChunk } from "./use-results-chunk.ts";
import { useSteps } from "./use-steps.ts";
import { useWizardFocus } from "./use-wizard-focus.ts";
import { useWizardHistory } from "./use-wizard-history.ts";

export type { Wizard, WizardReport, WizardStep } from "./description.ts";

/**
 * The state of a step-by-step calculator: units (attribute, switch, converted answers),
 * answers, the step and its errors (all of the step's at once, in a summary that takes focus
 * and beside each field), moving on and back with focus on the new step's heading, the
 * "Calculating..." delay, the plan and the cdc-result event, the way back to the answers,
 * and a shared link restored (opening at the first step to fix, or at the results). Each part
 * is a hook of its own in wizard/; this puts them together.
 */
export function useWizard<I, P, R extends WizardReport>(
  root: ShadowRoot | undefined,
  unitsAttr: Units,
  wizard: Wizard<I, P, R>,
) {
  const { steps } = wizard;
  const [values, setValues] = useState<FormValues>(() => wizard.initial);
  const { units, chosen, setUnits, switchUnits } = useUnits(unitsAttr, wizard.measures, setValues);
  const [failed, setFailed] = useState(false);
  const fail = () => setFailed(true);
  const [report, prepare, loaded, waiting, forPress] = useResultsChunk(wizard.load, fail);
  const [step, setStep, phase, setPhase, errors, setErrors, summary, showStepErrors, clearErrors] =
    useSteps();
  const [record, goBack] = useWizardHistory(phase === "results" ? steps.length : step, show);
  const [moved, refused, headingRef, resultsHeadingRef] = useWizardFocus(root, step, phase);
  // The latest answers, even before the re-render they cause (autofill then Enter).
  const latest = useRef(values);
  latest.current = values;

  const read = (loaded: R, current: FormValues, currentUnits: Units) =>
    wizard.read(loaded, { ...current, ...wizard.fixed }, currentUnits);

  /** Shows a step's problems; when the visitor's press found them, focus goes to them. */
  const showErrors = (at: number, found: Errors, byVisitor: boolean) => {
    // A jump back to a step to fix is no move on: the history entry learns of it in place.
    if (at !== step) record(at);
    showStepErrors(at, found);
    if (byVisitor) refused();
  };

  const [result, calculate, startCalculating, stopCalculating] = useCalculation(
    root,
    wizard,
    step,
    phase,
    setPhase,
    prepare,
    read,
    showErrors,
    record,
    fail,
  );
  useRestore(wizard, units, setValues, setUnits, loaded, read, setStep, showErrors, calculate);

  /** Shows a view: a step of the form, or the results worked out again from the answers. */
  function show(view: number) {
    stopCalculating();
    moved();
    clearErrors();
    setStep(Math.min(view, steps.length - 1));
    if (view < steps.length) setPhase("form");
    else void calculate(latest.current, units);
  }

  const onValue = (name: string, value: string) => {
    const change = wizard.change ? wizard.change(name, value) : { [name]: value };
    latest.current = { ...latest.current, ...change };
    setValues((current) => ({ ...current, ...change }));
    const base = baseName(name);
    if (errors[base]) setErrors((current) => ({ ...current, [base]: undefined }));
  };

  const stepFields = steps[step]?.fields ?? [];
  const isLast = step === steps.length - 1;

  const next = async () => {
    if (waiting) return;
    moved();
    const current = latest.current;
    const loadedReport = await forPress();
    if (!loadedReport) return;
    const found = errorsIn(read(loadedReport, current, units).errors, stepFields);
    if (hasAny(found)) {
      showErrors(step, found, true);
      return;
    }
    clearErrors();
    setFailed(false);
    if (!isLast) {
      record(step + 1, step);
      setStep(step + 1);
      return;
    }
    startCalculating(current, units, step);
  };

  return {
    root,
    steps,
    step,
    stepFields,
    isLast,
    phase,
    calculating: phase === "calculating",
    failed,
    values,
    units,
    switchUnits,
    // What the units switch shows: the visitor's press, before the answers are converted.
    chosenUnits: chosen,
    errors,
    /** True when the step's list of problems shows. */
    summary,
    onValue,
    /** Starts fetching the results chunk: the visitor has started to answer. */
    prepare: () => void prepare().catch(() => undefined),
    /** The results chunk once fetched: what later steps draw with. */
    report,
    /** True while a press waits for the results chunk. */
    waiting,
    next,
    back: () => goBack(Math.max(0, step - 1)),
    result,
    backToForm: () => goBack(step),
    headingRef,
    resultsHeadingRef,
  };
}

/** What useWizard gives a widget. */
export type WizardState<I, P, R extends WizardReport> = ReturnType<typeof useWizard<I, P, R>>;
