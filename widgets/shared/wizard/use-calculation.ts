import { useEffect, useRef, useState } from "react";
import { InputError } from "../../../engine/index.ts";
import type { Units } from "../platform/attributes.ts";
import type { Errors } from "../form/fields.tsx";
import type { FormRead } from "../form/form-read.ts";
import type { FormValues } from "../form/measure.ts";
import type { Wizard, WizardReport } from "./description.ts";
import { errorsIn, firstStepWith } from "./step-errors.ts";
import type { Phase } from "./use-steps.ts";

/** Plans from the answers and shows the results (after a move on from step `from`). */
type Calculate = (values: FormValues, units: Units, from?: number) => Promise<void>;

/**
 * A wizard's calculation: the "Calculating..." state for the wizard's delay (`setPhase`), then
 * the plan from the answers, shown (recorded in the history with `record`) and sent to the host page
 * (the cdc-result event). Answers the form refuses, or the engine refuses with an InputError,
 * go back to the first step to fix, with `showErrors` (the current `step` for an error on a
 * field no step asks); anything else (a bug, a chunk that failed to load) is logged and said
 * plainly with `fail`, and every answer is kept.
 *
 * `prepare` gives the results chunk; `read` reads the answers, the wizard's fixed ones over
 * them.
 *
 * Gives, in order:
 * - `result`: the plan, its chunk and its input, while the results show (`phase`);
 * - `calculate(values, units, from?)`: plans now;
 * - `start(values, units, from)`: shows "Calculating..." for the delay, then plans;
 * - `stop()`: stops a calculation still waiting out its delay.
 */
export function useCalculation<I, P, R extends WizardReport>(
  root: ShadowRoot | undefined,
  wizard: Wizard<I, P, R>,
  step: number,
  phase: Phase,
  setPhase: (phase: Phase) => void,
  prepare: () => Promise<R>,
  read: (report: R, values: FormValues, units: Units) => FormRead<I>,
  showErrors: (at: number, found: Errors, byVisitor: boolean) => void,
  record: (to: number, from?: number) => void,
  fail: () => void,
): [
  result: { plan: P; report: R; input: I } | null,
  calculate: Calculate,
  start: (values: FormValues, units: Units, from: number) => void,
  stop: () => void,
] {
  const { steps } = wizard;
  const [result, setResult] = useState<{ plan: P; report: R; input: I } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const calculate: Calculate = async (current, units, from) => {
    try {
      const report = await prepare();
      const answers = read(report, current, units);
      if (answers.input === undefined) {
        const at = firstStepWith(steps, answers.errors);
        setPhase("form");
        showErrors(Math.max(0, at), errorsIn(answers.errors, steps[at]?.fields ?? []), true);
        return;
      }
      const plan = wizard.plan(report, answers.input);
      record(steps.length, from);
      setResult({ plan, report, input: answers.input });
      setPhase("results");
      report.emitResult(root, plan);
    } catch (error) {
      setPhase("form");
      if (!(error instanceof InputError)) {
        // A bug or a chunk that failed to load: say so plainly and keep every answer.
        console.error(error);
        fail();
        return;
      }
      const at = steps.findIndex((s) => s.fields.includes(error.field));
      showErrors(at >= 0 ? at : step, { [error.field]: error.message }, true);
    }
  };

  return [
    phase === "results" ? result : null,
    calculate,
    (current, units, from) => {
      setPhase("calculating");
      timer.current = setTimeout(() => void calculate(current, units, from), wizard.delay);
    },
    () => clearTimeout(timer.current),
  ];
}
