import { useState } from "react";
import type { Errors } from "../form/fields.tsx";

/** What a wizard shows: its form, the "Calculating..." state, or the results. */
export type Phase = "form" | "calculating" | "results";

/**
 * Where a wizard is: which step, whether its form, the "Calculating..." state or the results
 * show, and the step's problems: beside each field, and in a summary once they are shown as a
 * list (all of the step's at once).
 *
 * Gives, in order:
 * - `step` and `setStep`: the step, from 0;
 * - `phase` and `setPhase`: what shows;
 * - `errors` and `setErrors`: the problems by field name;
 * - `summary`: true when the step's list of problems shows;
 * - `showErrors(at, found)`: shows step `at` with its problems, in its summary and beside each
 *   field;
 * - `clearErrors()`: clears every problem, and the summary with them.
 */
export function useSteps(): [
  step: number,
  setStep: (step: number) => void,
  phase: Phase,
  setPhase: (phase: Phase) => void,
  errors: Errors,
  setErrors: (update: (current: Errors) => Errors) => void,
  summary: boolean,
  showErrors: (at: number, found: Errors) => void,
  clearErrors: () => void,
] {
  const [step, setStep] = useState(0);
  const [phase, setPhase] = useState<Phase>("form");
  const [errors, setErrors] = useState<Errors>({});
  const [summary, setSummary] = useState(false);
  const showErrors = (at: number, found: Errors) => {
    setStep(at);
    setErrors(found);
    setSummary(true);
  };
  const clearErrors = () => {
    setErrors({});
    setSummary(false);
  };
  return [step, setStep, phase, setPhase, errors, setErrors, summary, showErrors, clearErrors];
}
