import type { FunctionComponent } from "react";
import { InputError } from "../../../engine/index.ts";
import type { Units } from "../platform/attributes.ts";
import type { Errors } from "../form/fields.tsx";
import type { FormRead } from "../form/form-read.ts";
import type { FormValues } from "../form/measure.ts";

/*
 * The half of a single-screen calculator that loads once the visitor starts to answer
 * (single-form.tsx loads it): each widget's <name>-report.tsx implements SingleReport, and
 * takes the result buttons and the host event from here.
 */
export { emitResult } from "../platform/host-events.ts";
export { ResultActions } from "../results/result-actions.tsx";
export { ResultBar } from "../results/result-bar.tsx";

/** What asking the engine gives: a result, or an error by the field it names. */
export interface Outcome<R> {
  result?: R;
  errors: Errors;
  /** True when the engine failed in a way no answer explains (a bug): it was logged. */
  crashed?: boolean;
}

/** What a result view is given. */
export interface ResultProps<I, R> {
  r: R;
  units: Units;
  /** The answers the result was worked out from, read once by the form. */
  input: I;
  /** What was typed, for a link that carries it on. */
  values: FormValues;
  /** The `next-href` attribute: where the result's next step leads, if anywhere. */
  nextHref?: string | undefined;
}

/** Reading the form, the engine call and the result view of one single-screen calculator. */
export interface SingleReport<I, R> {
  /** Reads the answers into the engine's input, or every error at once; never throws. */
  read(values: FormValues, units: Units): FormRead<I>;
  /** Asks the engine; never throws for bad input. */
  calculate(input: I): Outcome<R>;
  /** The result, shown beside or below the form. */
  Result: FunctionComponent<ResultProps<I, R>>;
  /** One sentence, announced to screen readers whenever the result changes. */
  summary(r: R, units: Units): string;
  emitResult: typeof import("../platform/host-events.ts").emitResult;
  ResultActions: typeof import("../results/result-actions.tsx").ResultActions;
  ResultBar: typeof import("../results/result-bar.tsx").ResultBar;
}

/**
 * Runs an engine call, turning an InputError into an error next to the field it names. Any
 * other failure is logged and reported as a crash, so the view never breaks.
 */
export function attempt<R>(fieldFor: Record<string, string>, run: () => R): Outcome<R> {
  try {
    return { result: run(), errors: {} };
  } catch (error) {
    if (error instanceof InputError) {
      return { errors: { [fieldFor[error.field] ?? error.field]: error.message } };
    }
    console.error(error);
    return { errors: {}, crashed: true };
  }
}
