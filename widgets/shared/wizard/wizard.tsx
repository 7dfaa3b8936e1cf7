import { Fragment, type ReactNode } from "react";
import { CardHeading, type HeadingChoice } from "../results/card-heading.tsx";
import { ErrorBoundary, FAILURE_MESSAGE } from "../platform/error-boundary.tsx";
import { ErrorSummary } from "../form/error-summary.tsx";
import { UnitSwitch } from "../form/fields.tsx";
import { pressSubmit } from "../form/press-submit.ts";
import type { WizardReport, WizardState } from "./use-wizard.ts";

/*
 * The parts only the step-by-step calculators (basic and advanced) draw: the card with its
 * steps, a step with its heading, and the progress bar. The state behind them is
 * useWizard's; their styles are in wizard.css.
 */

/** A small wrapper for a step's content with a focusable heading. */
export function Step(p: {
  title: string;
  number: number;
  total: number;
  children: ReactNode;
  headingRef: (el: HTMLHeadingElement | null) => void;
}) {
  return (
    <section className="step" aria-labelledby="step-heading">
      <h3 id="step-heading" tabIndex={-1} ref={p.headingRef}>
        <span className="step-count">
          Step {p.number} of {p.total}
          <span className="visually-hidden">:</span>
        </span>{" "}
        {p.title}
      </h3>
      {p.children}
    </section>
  );
}

/** The wizard's progress bar: step `step` of `total`, also given as text for screen readers. */
export function Progress({ step, total }: { step: number; total: number }) {
  return (
    <div
      className="progress"
      role="progressbar"
      aria-label="Progress"
      aria-valuemin={1}
      aria-valuemax={total}
      aria-valuenow={step}
      aria-valuetext={`Step ${step} of ${total}`}
    >
      <span style={{ width: `${(step / total) * 100}%` }} />
    </div>
  );
}

/**
 * The last step's button words, and the "Calculating..." words that replace them, stacked in
 * one place (wizard.css), so the button keeps its size and place when pressed: on a phone the
 * visitor sees the wait where they tapped. Only the words showing are read out.
 */
function LastLabel(p: { busy: boolean; last: string; busyLabel: string }) {
  return (
    <span className="button-labels">
      <span className={p.busy ? "off" : undefined} aria-hidden={p.busy ? "true" : undefined}>
        {p.last}
      </span>
      <span className={p.busy ? undefined : "off"} aria-hidden={p.busy ? undefined : "true"}>
        {p.busyLabel}
      </span>
    </span>
  );
}

/**
 * A step-by-step calculator's card: title, units switch, progress, the step's fields (drawn
 * by `field`, from the widget's table of fields) under its list of problems, Back and Next,
 * and the "Calculating..." state; then the results, drawn by `results`, with the way back.
 */
export function WizardCard<I, P, R extends WizardReport>(p: {
  wizard: WizardState<I, P, R>;
  title: string;
  lede: string;
  /** `heading="hide"`: the title for screen readers only, and no introduction. */
  heading: HeadingChoice;
  showUnits?: boolean;
  /** The primary button's words: while calculating, and on the last step. */
  busyLabel: string;
  lastLabel: string;
  field: (name: string) => ReactNode;
  results: (
    result: { plan: P; report: R; input: I },
    view: {
      headingRef: (el: HTMLHeadingElement | null) => void;
      onBack: () => void;
    },
  ) => ReactNode;
}) {
  const w = p.wizard;
  if (w.result) {
    return (
      <div className="card" part="card">
        <ErrorBoundary onBack={w.backToForm}>
          {p.results(w.result, { headingRef: w.resultsHeadingRef, onBack: w.backToForm })}
        </ErrorBoundary>
      </div>
    );
  }
  const total = w.steps.length;
  const send = pressSubmit(() => {
    if (!w.calculating) void w.next();
  });
  return (
    <div className="card" part="card">
      <CardHeading title={p.title} lede={p.lede} heading={p.heading} />
      {p.showUnits === false ? null : (
        <UnitSwitch units={w.units} chosen={w.chosenUnits} onChange={w.switchUnits} />
      )}
      <Progress step={w.step + 1} total={total} />
      <form noValidate onFocusCapture={w.prepare} onSubmit={send}>
        <Step
          title={w.steps[w.step]?.title ?? ""}
          number={w.step + 1}
          total={total}
          headingRef={w.headingRef}
        >
          {w.summary ? <ErrorSummary errors={w.errors} order={w.stepFields} root={w.root} /> : null}
          {w.stepFields.map((name) => (
            <Fragment key={name}>{p.field(name)}</Fragment>
          ))}
        </Step>
        <div className="actions">
          {w.step > 0 ? (
            <button type="button" part="button" onClick={w.back} disabled={w.calculating}>
              Back
            </button>
          ) : null}
          <button
            type="submit"
            className="primary"
            part="button"
            onClick={send}
            aria-disabled={w.calculating || w.waiting ? "true" : undefined}
          >
            {w.isLast ? (
              <LastLabel busy={w.calculating} last={p.lastLabel} busyLabel={p.busyLabel} />
            ) : (
              "Next"
            )}
          </button>
        </div>
        <div aria-live="polite" className="loading-region">
          {w.calculating || w.waiting ? (
            <p className="loading">
              <span className="spinner" aria-hidden="true" />{" "}
              {w.calculating ? p.busyLabel : "Loading..."}
            </p>
          ) : null}
          {w.failed ? (
            <p className="error" role="alert">
              {FAILURE_MESSAGE}
            </p>
          ) : null}
        </div>
      </form>
    </div>
  );
}
