import type { Units } from "../platform/attributes.ts";
import type { Measure } from "../form/convert-units.ts";
import type { FormRead } from "../form/form-read.ts";
import type { FormValues } from "../form/measure.ts";

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
