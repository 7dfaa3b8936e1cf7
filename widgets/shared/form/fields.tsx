import type { Units } from "../platform/attributes.ts";
import { imperialParts, type FormValues, type Kind } from "./measure.ts";

/** Called with a field's name and its new text. */
export type OnValue = (name: string, value: string) => void;

export type Errors = Partial<Record<string, string>>;

interface CommonProps {
  name: string;
  label: string;
  hint?: string;
  values: FormValues;
  errors: Errors;
  onValue: OnValue;
}

function describedBy(
  name: string,
  hint: string | undefined,
  error: string | undefined,
): string | undefined {
  const ids = [hint ? `${name}-hint` : "", error ? `${name}-error` : ""].filter(Boolean);
  return ids.length ? ids.join(" ") : undefined;
}

function Hint({ name, hint }: { name: string; hint?: string | undefined }) {
  return hint ? (
    <p className="hint" id={`${name}-hint`}>
      {hint}
    </p>
  ) : null;
}

/** The error next to a field: linked by aria-describedby and announced when it appears. */
export function FieldError({ name, error }: { name: string; error?: string | undefined }) {
  return (
    <p className="error" id={`${name}-error`} aria-live="polite" hidden={!error}>
      {error ? (
        <>
          <span className="visually-hidden">Error: </span>
          {error}
        </>
      ) : null}
    </p>
  );
}

interface TextInputProps {
  id: string;
  value: string;
  invalid: boolean;
  describedBy?: string | undefined;
  onValue: OnValue;
  width?: "s" | "m";
  suffix?: string;
  autoComplete?: string;
  inputMode?: "decimal" | "numeric";
  label?: string;
}

function TextInput(p: TextInputProps) {
  return (
    <span className={`input-wrap ${p.width === "s" ? "w-s" : "w-m"}`}>
      <input
        id={p.id}
        name={p.id}
        type="text"
        inputMode={p.inputMode ?? "decimal"}
        autoComplete={p.autoComplete ?? "off"}
        // A string: Preact core drops the attribute for the boolean false, React writes "false".
        spellCheck="false"
        value={p.value}
        aria-invalid={p.invalid ? "true" : undefined}
        aria-describedby={p.describedBy}
        aria-label={p.label}
        onInput={(event) => p.onValue(p.id, event.currentTarget.value)}
      />
      {p.suffix ? (
        <span className="suffix" aria-hidden="true">
          {p.suffix}
        </span>
      ) : null}
    </span>
  );
}

/** A labelled number box (text input with a numeric keypad, as GOV.UK advises). */
export function NumberField(
  p: CommonProps & { suffix?: string; suffixLabel?: string; inputMode?: "decimal" | "numeric" },
) {
  const error = p.errors[p.name];
  return (
    <div className={`field${error ? " has-error" : ""}`} part="field">
      <label htmlFor={p.name} part="label">
        {p.label}
        {p.suffixLabel ? <span className="visually-hidden"> ({p.suffixLabel})</span> : null}
      </label>
      <Hint name={p.name} hint={p.hint} />
      <FieldError name={p.name} error={error} />
      <TextInput
        id={p.name}
        value={p.values[p.name] ?? ""}
        invalid={Boolean(error)}
        describedBy={describedBy(p.name, p.hint, error)}
        onValue={p.onValue}
        inputMode={p.inputMode}
        {...(p.suffix ? { suffix: p.suffix } : {})}
      />
    </div>
  );
}

const UNIT_WORDS: Record<
  Kind,
  { metric: [string, string]; imperial: [string, string, string, string] }
> = {
  weight: { metric: ["kg", "kilograms"], imperial: ["st", "stones", "lb", "pounds"] },
  height: { metric: ["cm", "centimetres"], imperial: ["ft", "feet", "in", "inches"] },
};

/** A weight or height in the visitor's units: one box (kg, cm) or two (st + lb, ft + in). */
export function MeasureField(p: CommonProps & { kind: Kind; units: Units }) {
  const error = p.errors[p.name];
  const words = UNIT_WORDS[p.kind];
  if (p.units === "metric") {
    return <NumberField {...p} suffix={words.metric[0]} suffixLabel={words.metric[1]} />;
  }
  const [bigName, smallName] = imperialParts(p.name, p.kind);
  const described = describedBy(p.name, p.hint, error);
  return (
    <fieldset
      className={`field measure${error ? " has-error" : ""}`}
      part="field"
      aria-describedby={described}
    >
      <legend part="label">{p.label}</legend>
      <Hint name={p.name} hint={p.hint} />
      <FieldError name={p.name} error={error} />
      <div className="pair">
        <TextInput
          id={bigName}
          value={p.values[bigName] ?? ""}
          invalid={Boolean(error)}
          onValue={p.onValue}
          inputMode="numeric"
          width="s"
          suffix={words.imperial[0]}
          label={`${p.label}: ${words.imperial[1]}`}
        />
        <TextInput
          id={smallName}
          value={p.values[smallName] ?? ""}
          invalid={Boolean(error)}
          onValue={p.onValue}
          width="s"
          suffix={words.imperial[2]}
          label={`${p.label}: ${words.imperial[3]}`}
        />
      </div>
    </fieldset>
  );
}

export interface Choice {
  value: string;
  label: string;
  hint?: string;
  /** Shown but not selectable (its hint should say why). */
  disabled?: boolean;
  /** A few words that make the choice stand out ("Soonest safe date"). */
  tag?: string;
}

/** Radio buttons in a fieldset with a legend. */
export function RadioGroup(p: CommonProps & { choices: readonly Choice[]; inline?: boolean }) {
  const error = p.errors[p.name];
  return (
    <fieldset
      className={`field radios${p.inline ? " inline" : ""}${error ? " has-error" : ""}`}
      part="field"
      aria-describedby={describedBy(p.name, p.hint, error)}
    >
      <legend part="label">{p.label}</legend>
      <Hint name={p.name} hint={p.hint} />
      <FieldError name={p.name} error={error} />
      <div className="choices">
        {p.choices.map((choice) => {
          const id = `${p.name}-${choice.value.replace(/[^a-z0-9-]/gi, "_")}`;
          return (
            <div className="choice" key={choice.value}>
              <input
                type="radio"
                id={id}
                name={p.name}
                value={choice.value}
                checked={p.values[p.name] === choice.value}
                disabled={choice.disabled}
                aria-invalid={error ? "true" : undefined}
                aria-describedby={choice.hint ? `${id}-hint` : undefined}
                onChange={() => p.onValue(p.name, choice.value)}
              />
              <label htmlFor={id}>
                {choice.label}
                {choice.tag ? (
                  <>
                    {" "}
                    <strong className="choice-tag">{choice.tag}</strong>
                  </>
                ) : null}
                {choice.hint ? (
                  <span className="choice-hint" id={`${id}-hint`}>
                    {choice.hint}
                  </span>
                ) : null}
              </label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

/**
 * The metric / imperial switch. It shows the visitor's choice at once (`chosen`), and is busy
 * until the answers are in those units (`units`): on a slow network the conversion is fetched.
 */
export function UnitSwitch({
  units,
  chosen,
  onChange,
}: {
  units: Units;
  chosen: Units;
  onChange: (units: Units) => void;
}) {
  return (
    <fieldset
      className="unit-switch"
      part="unit-switch"
      aria-busy={chosen === units ? undefined : true}
    >
      <legend className="visually-hidden">Units</legend>
      {(["metric", "imperial"] as const).map((option) => (
        <label key={option} className={chosen === option ? "on" : undefined}>
          <input
            type="radio"
            name="units"
            value={option}
            checked={chosen === option}
            onChange={() => onChange(option)}
          />
          {option === "metric" ? "kg and cm" : "st, lb, ft and in"}
        </label>
      ))}
    </fieldset>
  );
}
