import { useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { parseChoice, UNITS } from "../platform/attributes.ts";
import type { Measure } from "../form/convert-units.ts";
import type { WidgetProps } from "../platform/define-widget.ts";
import { CardHeading, readHeading } from "../results/card-heading.tsx";
import { ErrorBoundary, FAILURE_MESSAGE } from "../platform/error-boundary.tsx";
import { ErrorSummary } from "../form/error-summary.tsx";
import { UnitSwitch, type Errors } from "../form/fields.tsx";
import { baseName, type FormValues } from "../form/measure.ts";
import { pressSubmit } from "../form/press-submit.ts";
import { readShared } from "../persistence/read-shared.ts";
import { readRemembered } from "../persistence/read-remembered.ts";
import type { Outcome, SingleReport } from "./single-report.ts";
import { useUnits } from "../form/use-units.ts";

/**
 * One single-screen calculator. Its fields are drawn at first paint; reading them, the engine
 * call and the result view are its report, a small module loaded when the visitor starts to
 * answer (or opens a shared link), so the first paint carries only the form.
 */
export interface SingleForm<I, R> {
  tag: string;
  /** Every field a shared link may restore (imperial parts included), in the form's order. */
  fields: readonly string[];
  /** The weights, heights and tape measurements, converted when the units switch. */
  measures: Readonly<Record<string, Measure>>;
  /** The report: `() => import("./<name>-report.tsx")`. */
  load(): Promise<SingleReport<I, R>>;
  /** The answers one change sets, given those before it: by default just that one. */
  change?(name: string, value: string, current: FormValues): FormValues;
  /** The answers remembered details set, given them: by default just them. */
  remembered?(kept: FormValues): FormValues;
}

/**
 * The state of a single-screen calculator: units (attribute, switch, converted values),
 * answers, errors shown only for fields the visitor has touched (or all, after they press
 * the button), the result as soon as the answers allow, the cdc-result event, and a shared
 * link restored.
 */
export function useSingleForm<I, R>(
  props: WidgetProps,
  form: SingleForm<I, R>,
  initial: FormValues,
) {
  const owner = props.container ?? form;
  const unitsAttr = parseChoice(owner, form.tag, "units", props.units, UNITS, "metric");
  const [values, setValues] = useState<FormValues>(initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [showAll, setShowAll] = useState(false);
  const [report, setReport] = useState<SingleReport<I, R>>();
  const [failed, setFailed] = useState(false);
  const loading = useRef<Promise<void> | undefined>(undefined);

  const { units, chosen, setUnits, switchUnits } = useUnits(unitsAttr, form.measures, setValues);

  /** Fetches the report once; after a failure (say, the network dropped) tries again. */
  const prepare = (): Promise<void> =>
    (loading.current ??= form.load().then(
      (loaded) => {
        setFailed(false);
        setReport(loaded);
      },
      (error: unknown) => {
        console.error(error);
        loading.current = undefined;
        setFailed(true);
      },
    ));

  useEffect(() => {
    const shared = readShared(form.tag, form.fields);
    if (shared && Object.keys(shared.values).length > 0) {
      setValues({ ...initial, ...shared.values });
      if (shared.units) setUnits(shared.units);
      setShowAll(true);
      void prepare();
      return;
    }
    // No link: the details this device remembers, if the visitor asked, are filled in and
    // read as if typed, so the result shows once they are all this calculator needs.
    const kept = readRemembered(form.fields);
    if (!kept) return;
    setValues({ ...initial, ...(form.remembered ? form.remembered(kept.values) : kept.values) });
    setUnits(kept.units);
    setTouched(new Set(Object.keys(kept.values).map(baseName)));
    void prepare();
  }, []);

  // Nothing is read until the report has come: the visitor has touched nothing before that.
  const { outcome, input } = useMemo((): { outcome: Outcome<R>; input?: I } => {
    if (!report) return { outcome: { errors: {} } };
    const read = report.read(values, units);
    return read.input === undefined
      ? { outcome: { errors: read.errors ?? {} } }
      : { outcome: report.calculate(read.input), input: read.input };
  }, [values, units, report]);
  const errors: Errors = {};
  for (const [name, message] of Object.entries(outcome.errors)) {
    if (showAll || touched.has(name)) errors[name] = message;
  }

  const emitted = useRef<R | undefined>(undefined);
  useEffect(() => {
    if (!report || outcome.result === undefined || outcome.result === emitted.current) return;
    emitted.current = outcome.result;
    report.emitResult(props.container, outcome.result);
  }, [outcome.result]);

  const onValue = (name: string, value: string) => {
    void prepare();
    setValues((current) => ({
      ...current,
      ...(form.change ? form.change(name, value, current) : { [name]: value }),
    }));
    setTouched((current) => new Set(current).add(baseName(name)));
  };

  return {
    tag: form.tag,
    heading: readHeading(props, form.tag),
    /** The widget's shadow root. */
    root: props.container,
    /** The fields in the form's order, for the error summary. */
    order: form.fields.map(baseName),
    units,
    switchUnits,
    // What the units switch shows: the visitor's press, before the answers are converted.
    chosenUnits: chosen,
    values,
    onValue,
    errors,
    /** True once the visitor has pressed the button (or opened a link): every error shows. */
    showAll,
    result: outcome.result,
    /** The answers the result was worked out from, read once by the form. */
    input,
    /** `next-href`: where the result's next step leads (the site's page for it), if anywhere. */
    nextHref: props.nextHref,
    report,
    failed,
    crashed: outcome.crashed === true,
    prepare,
    /** Shows every error, and resolves once the result can show. */
    submit: () => {
      setShowAll(true);
      return prepare();
    },
  };
}

/** What useSingleForm gives a widget. */
export type SingleFormState<I, R> = ReturnType<typeof useSingleForm<I, R>>;

/**
 * The card of a single-screen calculator: title, units switch, the form, and the result as
 * soon as the answers are complete: beside the fields where the card is wide, below them on a
 * phone, where a short summary then stays in view at the bottom of the card (widgets/styles/
 * base.css, "Single-screen calculators"). A short summary is announced politely, once.
 * Pressing the button with problems left lists them all above the fields and moves focus
 * there, as the step-by-step calculators do.
 */
export function SingleFormCard<I, R>(p: {
  form: SingleFormState<I, R>;
  title: string;
  lede: string;
  children: ReactNode;
  showUnits?: boolean;
}) {
  const { form } = p;
  const { report, result, input } = form;
  const heading = useRef<HTMLHeadingElement | null>(null);
  const summary = report && result !== undefined ? report.summary(result, form.units) : undefined;
  const shown = report && summary !== undefined && result !== undefined && input !== undefined;
  // Each press, counted once its answers are read: the effect below runs after the render that
  // shows the result or the errors, on Preact and on React alike (a timer could run first).
  const [presses, setPresses] = useState(0);
  useEffect(() => {
    if (presses === 0) return;
    // To the result, or to the list of problems.
    (heading.current ?? form.root?.querySelector<HTMLElement>(".error-summary"))?.focus();
  }, [presses, form.root]);
  const send = pressSubmit(() => {
    void form.submit().then(() => setPresses((n) => n + 1));
  });
  return (
    <div className="card single" part="card">
      <CardHeading title={p.title} lede={p.lede} heading={form.heading} />
      <div className="single-layout">
        <div className="single-fields">
          {p.showUnits === false ? null : (
            <UnitSwitch units={form.units} chosen={form.chosenUnits} onChange={form.switchUnits} />
          )}
          <form noValidate onFocusCapture={() => void form.prepare()} onSubmit={send}>
            {form.showAll ? (
              <ErrorSummary errors={form.errors} order={form.order} root={form.root} />
            ) : null}
            {p.children}
            <div className="actions">
              <button type="submit" className="primary" part="button" onClick={send}>
                Show my result
              </button>
            </div>
          </form>
        </div>
        <div className="single-result">
          <p className="visually-hidden" aria-live="polite">
            {summary ?? ""}
          </p>
          {shown ? (
            <section className="results" aria-labelledby={`${form.tag}-result`} part="results">
              <h3 id={`${form.tag}-result`} tabIndex={-1} ref={heading}>
                Your result
              </h3>
              <ErrorBoundary resetKey={result}>
                <report.Result
                  r={result}
                  units={form.units}
                  input={input}
                  values={form.values}
                  nextHref={form.nextHref}
                />
              </ErrorBoundary>
              <report.ResultActions tag={form.tag} values={form.values} units={form.units} />
            </section>
          ) : form.crashed ? (
            <p className="error" role="alert">
              {FAILURE_MESSAGE}
            </p>
          ) : form.failed ? (
            <p className="error" role="alert">
              Sorry, your result could not load. Check your connection, then press &ldquo;Show my
              result&rdquo; to try again.
            </p>
          ) : (
            <p className="hint">
              Your result appears here as soon as you have filled in the fields.
            </p>
          )}
        </div>
      </div>
      {shown ? <report.ResultBar text={summary} heading={heading} /> : null}
    </div>
  );
}
