import type { ComponentChildren } from "preact";
import { useEffect, useMemo, useRef, useState } from "react";
import { InputError } from "../../engine/errors.ts";
import { parseChoice, UNITS, type Units } from "./attributes.ts";
import type { WidgetProps } from "./define-widget.ts";
import { UnitSwitch, type Errors } from "./fields.tsx";
import { emitResult } from "./host-events.ts";
import type { FormValues, Kind } from "./measure.ts";
import { ResultActions } from "./result-actions.tsx";
import { readShared } from "./read-shared.ts";
import { useUnits } from "./use-units.ts";

/** What a single-screen calculator's form gives: a result, or errors by field. */
export interface Outcome<R> {
  result?: R;
  errors: Errors;
}

/** How one single-screen calculator reads its form. */
export interface SingleForm<R> {
  tag: string;
  /** Every field a shared link may restore (imperial parts included). */
  fields: readonly string[];
  /** The fields that hold a weight or height, converted when the units switch. */
  measures: Readonly<Record<string, Kind>>;
  /** Any other conversion the form needs when the units switch. */
  convert?: (values: FormValues, from: Units, to: Units) => FormValues;
  /** Reads the form and asks the engine; never throws for bad input. */
  compute(values: FormValues, units: Units): Outcome<R>;
}

/** Runs an engine call, turning an InputError into an error next to the field it names. */
export function attempt<R>(fieldFor: Record<string, string>, run: () => R): Outcome<R> {
  try {
    return { result: run(), errors: {} };
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    return { errors: { [fieldFor[error.field] ?? error.field]: error.message } };
  }
}

/** The errors of several field reads, by field name. */
export function readErrors(reads: Record<string, { error?: string }>): Errors {
  const errors: Errors = {};
  for (const [name, read] of Object.entries(reads)) if (read.error) errors[name] = read.error;
  return errors;
}

/** The base field name of an imperial part ("weightSt" is "weight"). */
const baseName = (name: string) => name.replace(/(St|Lb|Ft|In)$/, "");

/**
 * The state of a single-screen calculator: units (attribute, switch, converted values),
 * answers, errors shown only for fields the visitor has touched (or all, after they press
 * the button), an instant result, the cdc-result event, and a shared link restored.
 */
export function useSingleForm<R>(props: WidgetProps, form: SingleForm<R>, initial: FormValues) {
  const owner = (props.container ?? form.tag) as object;
  const unitsAttr = parseChoice(owner, form.tag, "units", props.units, UNITS, "metric");
  const [values, setValues] = useState<FormValues>(initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [showAll, setShowAll] = useState(false);

  const { units, setUnits, switchUnits } = useUnits(
    unitsAttr,
    form.measures,
    setValues,
    form.convert,
  );

  useEffect(() => {
    const shared = readShared(form.tag, form.fields);
    if (!shared || Object.keys(shared.values).length === 0) return;
    setValues({ ...initial, ...shared.values });
    if (shared.units) setUnits(shared.units);
    setShowAll(true);
  }, []);

  const outcome = useMemo(() => form.compute(values, units), [values, units]);
  const errors: Errors = {};
  for (const [name, message] of Object.entries(outcome.errors)) {
    if (showAll || touched.has(name)) errors[name] = message;
  }

  const emitted = useRef<R | undefined>(undefined);
  useEffect(() => {
    if (outcome.result === undefined || outcome.result === emitted.current) return;
    emitted.current = outcome.result;
    emitResult(props.container, outcome.result);
  }, [outcome.result]);

  const onValue = (name: string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setTouched((current) => new Set(current).add(baseName(name)));
  };

  return {
    units,
    switchUnits,
    values,
    onValue,
    errors,
    result: outcome.result,
    showErrors: () => setShowAll(true),
  };
}

/**
 * The card of a single-screen calculator: title, units switch, the form, then the result
 * below it as soon as the answers are complete. A short summary is announced politely.
 */
export function SingleFormCard(p: {
  tag: string;
  title: string;
  lede: string;
  units: Units;
  onUnits: (units: Units) => void;
  values: FormValues;
  /** One sentence for screen readers when the result changes. */
  summary: string | undefined;
  onShowErrors: () => void;
  children: ComponentChildren;
  result: ComponentChildren;
  showUnits?: boolean;
  root?: ShadowRoot | undefined;
}) {
  const heading = useRef<HTMLHeadingElement | null>(null);
  return (
    <div class="card" part="card">
      <h2>{p.title}</h2>
      <p class="lede">{p.lede}</p>
      {p.showUnits === false ? null : <UnitSwitch units={p.units} onChange={p.onUnits} />}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          p.onShowErrors();
          // After the errors render: to the result, or else to the first field to fix.
          setTimeout(() =>
            (
              heading.current ?? p.root?.querySelector<HTMLElement>('[aria-invalid="true"]')
            )?.focus(),
          );
        }}
      >
        {p.children}
        <div class="actions">
          <button type="submit" class="primary" part="button">
            Show my result
          </button>
        </div>
      </form>
      <p class="visually-hidden" aria-live="polite">
        {p.summary ?? ""}
      </p>
      {p.summary ? (
        <section class="results" aria-labelledby={`${p.tag}-result`} part="results">
          <h3 id={`${p.tag}-result`} tabIndex={-1} ref={heading}>
            Your result
          </h3>
          {p.result}
          <ResultActions tag={p.tag} values={p.values} units={p.units} />
        </section>
      ) : (
        <p class="hint">Your result appears here as soon as you have filled in the fields above.</p>
      )}
    </div>
  );
}
