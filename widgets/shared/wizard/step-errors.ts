import type { Errors } from "../form/fields.tsx";
import type { WizardStep } from "./description.ts";

/** The errors among `fields`. */
export function errorsIn(errors: Errors | undefined, fields: readonly string[]): Errors {
  const found: Errors = {};
  for (const name of fields) if (errors?.[name]) found[name] = errors[name];
  return found;
}

/** True when there is at least one error. */
export const hasAny = (errors: Errors) => Object.keys(errors).length > 0;

/** The index of the first step asking a field with an error, or -1 when none does. */
export const firstStepWith = (steps: readonly WizardStep[], errors: Errors | undefined) =>
  steps.findIndex((s) => hasAny(errorsIn(errors, s.fields)));
