import { useEffect } from "react";
import type { Units } from "../platform/attributes.ts";
import type { Errors } from "../form/fields.tsx";
import type { FormRead } from "../form/form-read.ts";
import type { FormValues } from "../form/measure.ts";
import { readShared } from "../persistence/read-shared.ts";
import { readRemembered } from "../persistence/read-remembered.ts";
import type { Wizard, WizardReport } from "./description.ts";
import { errorsIn, firstStepWith } from "./step-errors.ts";

/** True when a field (or any part of it: feet and inches, stones and pounds) has an answer. */
const answered = (values: FormValues, name: string) =>
  ["", "Ft", "In", "St", "Lb"].some((part) => (values[`${name}${part}`] ?? "").trim() !== "");

/**
 * Fills a wizard in when it first appears (`setValues` and `setUnits`; `units` are the ones it
 * starts in). A shared link for it is restored: fetched with `loaded` (undefined if the chunk
 * cannot be fetched) and `read` with the same checks as the form, it opens with `setStep` at
 * the first step that needs fixing (`showErrors`, with its problems, unless they are only
 * questions the link did not carry), or at the results (`calculate`). Without a link, the
 * details this device remembers, if the visitor asked, fill in the form, unless the wizard
 * asks about someone else. A variant that cannot be planned restores nothing.
 */
export function useRestore<I, P, R extends WizardReport>(
  wizard: Wizard<I, P, R>,
  units: Units,
  setValues: (values: FormValues) => void,
  setUnits: (units: Units) => void,
  loaded: () => Promise<R | undefined>,
  read: (report: R, values: FormValues, units: Units) => FormRead<I>,
  setStep: (step: number) => void,
  showErrors: (at: number, found: Errors, byVisitor: boolean) => void,
  calculate: (values: FormValues, units: Units) => Promise<void>,
): void {
  const { steps, initial, fixed } = wizard;
  const restore = async () => {
    if (wizard.blocked) return;
    const shared = readShared(wizard.tag, wizard.sharedFields);
    if (!shared || Object.keys(shared.values).length === 0) {
      const kept = wizard.remembers === false ? undefined : readRemembered(wizard.sharedFields);
      if (kept) {
        setValues({ ...initial, ...kept.values, ...fixed });
        setUnits(kept.units);
      }
      return;
    }
    const restored = { ...initial, ...shared.values, ...fixed };
    const restoredUnits = shared.units ?? units;
    setValues(restored);
    setUnits(restoredUnits);
    const report = await loaded();
    if (!report) return;
    const answers = read(report, restored, restoredUnits);
    const invalid = firstStepWith(steps, answers.errors);
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
}
