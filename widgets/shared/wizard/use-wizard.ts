import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { InputError } from "../../../engine/index.ts";
import type { Units } from "../platform/attributes.ts";
import type { Measure } from "../form/convert-units.ts";
import type { Errors } from "../form/fields.tsx";
import type { FormRead } from "../form/form-read.ts";
import { baseName, type FormValues } from "../form/measure.ts";
import { readShared } from "../persistence/read-shared.ts";
import { readRemembered } from "../persistence/read-remembered.ts";
import { useUnits } from "../form/use-units.ts";
import { canReturnTo, recordView, viewIn } from "./wizard-history.ts";

/** One step of a wizard: its title and the fields it asks, in order. */
export interface WizardStep {
  title: string;
  fields: readonly string[];
}

/** What a wizard's results chunk must offer: the host event (and whatever plans and draws). */
export interface WizardReport {
  emitResult(container: ShadowRoot | undefined, detail: unknown): void;
}

/**
 * A step-by-step calculator, described as data: its steps, how its form reads into the
 * engine's input, and its results chunk. useWizard does the rest. The first step is drawn at
 * first paint; reading the answers, and anything only later steps show, come with the results
 * chunk, which loads as soon as the visitor starts to answer (docs/widget-forms.md).
 */
export interface Wizard<I, P, R extends WizardReport> {
  tag: string;
  steps: readonly WizardStep[];
  /** The weights and heights, converted when the units switch. */
  measures: Readonly<Record<string, Measure>>;
  /** Every field a shared link may restore, imperial parts included. */
  sharedFields: readonly string[];
  /** The answers a visitor starts with. */
  initial: FormValues;
  /** Answers the variant fixes (a variant for one sex), over anything typed or restored. */
  fixed?: FormValues;
  /** Reads every answer into the engine's input, or gives every error; never throws. */
  read(report: R, values: FormValues, units: Units): FormRead<I>;
  /** The answers one change sets: by default just that one. */
  change?(name: string, value: string): FormValues;
  /** Fetches the results chunk (once per page, however many widgets ask). */
  load(): Promise<R>;
  /** Asks the engine for the plan; may throw InputError naming a field. */
  plan(report: R, input: I): P;
  /** Milliseconds the "Calculating..." state shows. */
  delay: number;
  /** True when this variant cannot be planned here: a shared link is then not restored. */
  blocked?: boolean;
  /**
   * False when the answers are about someone else (a child): the details this device
   * remembers for the visitor are not filled in.
   */
  remembers?: boolean;
}

type Phase = "form" | "calculating" | "results";

/** The errors among `fields`. */
function errorsIn(errors: Errors | undefined, fields: readonly string[]): Errors {
  const found: Errors = {};
  for (const name of fields) if (errors?.[name]) found[name] = errors[name];
  return found;
}

const hasAny = (errors: Errors) => Object.keys(errors).length > 0;

/** True when a field (or any part of it: feet and inches, stones and pounds) has an answer. */
const answered = (values: FormValues, name: string) =>
  ["", "Ft", "In", "St", "Lb"].some((part) => (values[`${name}${part}`] ?? "").trim() !== "");

/**
 * The state of a step-by-step calculator: units (attribute, switch, converted answers),
 * answers, the step and its errors (all of the step's at once, in a summary that takes focus
 * and beside each field), moving on and back with focus on the new step's heading, the
 * "Calculating..." delay, the plan and the cdc-result event, the way back to the answers,
 * and a shared link restored (opening at the first step to fix, or at the results).
 */
export function useWizard<I, P, R extends WizardReport>(
  root: ShadowRoot | undefined,
  unitsAttr: Units,
  wizard: Wizard<I, P, R>,
) {
  const { steps } = wizard;
  const [values, setValues] = useState<FormValues>(() => wizard.initial);
  const { units, chosen, setUnits, switchUnits } = useUnits(unitsAttr, wizard.measures, setValues);
  const [errors, setErrors] = useState<Errors>({});
  const [summary, setSummary] = useState(false);
  const [failed, setFailed] = useState(false);
  const [step, setStep] = useState(0);
  const [phase, setPhase] = useState<Phase>("form");
  const [result, setResult] = useState<{ plan: P; report: R; input: I } | null>(null);
  const [report, setReport] = useState<R>();
  const loading = useRef<Promise<R> | undefined>(undefined);
  // True while a press waits for the results chunk (a slow network), so it counts once.
  const [waiting, setWaiting] = useState(false);
  const heading = useRef<HTMLHeadingElement | null>(null);
  const resultsHeading = useRef<HTMLHeadingElement | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Focus moves only once the visitor has moved: never when the widget first appears.
  const moved = useRef(false);
  // Counts the visitor's presses that left problems: each moves focus to their summary.
  const [failedPresses, setFailedPresses] = useState(0);
  // The latest answers, even before the re-render they cause (autofill then Enter).
  const latest = useRef(values);
  latest.current = values;
  // This calculator's name in the page's history entries (wizard-history.ts).
  const [id] = useState(() => String(Math.random()));
  const onHistory = useRef<(state: unknown) => void>(() => undefined);

  const read = (loaded: R, current: FormValues, currentUnits: Units) =>
    wizard.read(loaded, { ...current, ...wizard.fixed }, currentUnits);

  /** Fetches the results chunk once; after a failure (the network dropped) tries again. */
  const prepare = (): Promise<R> =>
    (loading.current ??= wizard.load().then(
      (loaded) => {
        setReport(loaded);
        return loaded;
      },
      (error: unknown) => {
        loading.current = undefined;
        throw error;
      },
    ));

  /** The results chunk, or undefined (logged, and said plainly) if it cannot be fetched. */
  const loaded = async (): Promise<R | undefined> => {
    try {
      return await prepare();
    } catch (error) {
      console.error(error);
      setFailed(true);
      return undefined;
    }
  };

  // Before the next paint, so a keystroke cannot land in the old step's field.
  useLayoutEffect(() => {
    if (!moved.current) return;
    if (phase === "results") resultsHeading.current?.focus();
    else if (phase === "form") heading.current?.focus();
  }, [step, phase]);

  // After the step's heading: a list of problems the visitor must fix comes first.
  useEffect(() => {
    if (failedPresses > 0) root?.querySelector<HTMLElement>(".error-summary")?.focus();
  }, [failedPresses]);

  useEffect(() => () => clearTimeout(timer.current), []);

  /** Shows a step's problems, in its summary and beside each field. */
  const showErrors = (at: number, found: Errors, byVisitor: boolean) => {
    // A jump back to a step to fix is no move on: the history entry learns of it in place.
    if (at !== step) recordView(id, at);
    setStep(at);
    setErrors(found);
    setSummary(true);
    if (byVisitor) setFailedPresses((n) => n + 1);
  };

  /**
   * Plans from the answers and shows the results, in a new history entry when the visitor
   * moved on from the last step (`from`), else in the current one.
   */
  const calculate = async (current: FormValues, currentUnits: Units, from?: number) => {
    try {
      const report = await prepare();
      const answers = read(report, current, currentUnits);
      if (answers.input === undefined) {
        const at = steps.findIndex((s) => hasAny(errorsIn(answers.errors, s.fields)));
        setPhase("form");
        showErrors(Math.max(0, at), errorsIn(answers.errors, steps[at]?.fields ?? []), true);
        return;
      }
      const plan = wizard.plan(report, answers.input);
      recordView(id, steps.length, from);
      setResult({ plan, report, input: answers.input });
      setPhase("results");
      report.emitResult(root, plan);
    } catch (error) {
      setPhase("form");
      if (!(error instanceof InputError)) {
        // A bug or a chunk that failed to load: say so plainly and keep every answer.
        console.error(error);
        setFailed(true);
        return;
      }
      const at = steps.findIndex((s) => s.fields.includes(error.field));
      showErrors(at >= 0 ? at : step, { [error.field]: error.message }, true);
    }
  };

  const restore = async () => {
    if (wizard.blocked) return;
    const shared = readShared(wizard.tag, wizard.sharedFields);
    if (!shared || Object.keys(shared.values).length === 0) {
      // No link: the details this device remembers, if the visitor asked, fill in the form.
      const kept = wizard.remembers === false ? undefined : readRemembered(wizard.sharedFields);
      if (kept) {
        setValues({ ...wizard.initial, ...kept.values, ...wizard.fixed });
        setUnits(kept.units);
      }
      return;
    }
    const restored = { ...wizard.initial, ...shared.values, ...wizard.fixed };
    const restoredUnits = shared.units ?? units;
    setValues(restored);
    setUnits(restoredUnits);
    const report = await loaded();
    if (!report) return;
    // A link is text from anywhere: it gets the same checks as the form, and opens at the
    // first step that needs fixing.
    const answers = read(report, restored, restoredUnits);
    const invalid = steps.findIndex((s) => hasAny(errorsIn(answers.errors, s.fields)));
    if (invalid >= 0) {
      const found = errorsIn(answers.errors, steps[invalid]?.fields ?? []);
      // A link from another calculator carries only what that one asked: it opens at the first
      // question still to answer, without calling the unanswered ones problems.
      if (Object.keys(found).every((name) => !answered(restored, name))) setStep(invalid);
      else showErrors(invalid, found, false);
      return;
    }
    setStep(steps.length - 1);
    await calculate(restored, restoredUnits);
  };

  // Runs once, when the widget first appears.
  useEffect(() => void restore(), []);

  /** Shows a view: a step of the form, or the results worked out again from the answers. */
  const show = (view: number) => {
    clearTimeout(timer.current);
    moved.current = true;
    setErrors({});
    setSummary(false);
    setStep(Math.min(view, steps.length - 1));
    if (view < steps.length) setPhase("form");
    else void calculate(latest.current, units);
  };

  /** Goes back to a step: through the history when its entry is the one before. */
  const goBack = (view: number) => {
    if (canReturnTo(id, view)) {
      history.back();
      return;
    }
    show(view);
    recordView(id, view);
  };

  // The browser's Back and Forward: each calculator shows what the entry holds for it.
  onHistory.current = (state) => {
    const view = viewIn(state, id);
    if (view !== undefined && view !== (phase === "results" ? steps.length : step)) show(view);
  };
  useEffect(() => {
    const listener = (event: PopStateEvent) => onHistory.current(event.state);
    addEventListener("popstate", listener);
    return () => removeEventListener("popstate", listener);
  }, []);

  const stepFields = steps[step]?.fields ?? [];
  const isLast = step === steps.length - 1;
  const calculating = phase === "calculating";

  const onValue = (name: string, value: string) => {
    const change = wizard.change ? wizard.change(name, value) : { [name]: value };
    latest.current = { ...latest.current, ...change };
    setValues((current) => ({ ...current, ...change }));
    const base = baseName(name);
    if (errors[base]) setErrors((current) => ({ ...current, [base]: undefined }));
  };

  const next = async () => {
    if (waiting) return;
    moved.current = true;
    const current = latest.current;
    setWaiting(true);
    const report = await loaded();
    setWaiting(false);
    if (!report) return;
    const found = errorsIn(read(report, current, units).errors, stepFields);
    if (hasAny(found)) {
      showErrors(step, found, true);
      return;
    }
    setErrors({});
    setSummary(false);
    setFailed(false);
    if (!isLast) {
      recordView(id, step + 1, step);
      setStep(step + 1);
      return;
    }
    setPhase("calculating");
    const snapshotUnits = units;
    timer.current = setTimeout(() => void calculate(current, snapshotUnits, step), wizard.delay);
  };

  const back = () => goBack(Math.max(0, step - 1));

  const backToForm = () => goBack(step);

  return {
    root,
    steps,
    step,
    stepFields,
    isLast,
    phase,
    calculating,
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
    back,
    result: phase === "results" ? result : null,
    backToForm,
    headingRef: (el: HTMLHeadingElement | null) => {
      heading.current = el;
    },
    resultsHeadingRef: (el: HTMLHeadingElement | null) => {
      resultsHeading.current = el;
    },
  };
}

/** What useWizard gives a widget. */
export type WizardState<I, P, R extends WizardReport> = ReturnType<typeof useWizard<I, P, R>>;
