import { FieldError, type Errors, type OnValue } from "../shared/form/fields.tsx";
import type { FormValues } from "../shared/form/measure.ts";
import {
  CONDITION_CHOICES,
  NO_CONDITIONS,
  tickedConditions,
  toggleCondition,
} from "./conditions.ts";

const NAME = "medicalConditions";

/**
 * The conditions question: checkboxes in a fieldset with a legend, "None of these" first and
 * set apart by "or"; ticking it unticks the others, and ticking any other unticks it. Each
 * box is a native checkbox, so Tab moves between them and Space ticks.
 */
export function ConditionsField(p: { values: FormValues; errors: Errors; onValue: OnValue }) {
  const error = p.errors[NAME];
  const ticked = tickedConditions(p.values[NAME]);
  const described = [`${NAME}-hint`, error ? `${NAME}-error` : ""].filter(Boolean).join(" ");
  return (
    <fieldset
      className={`field checkboxes${error ? " has-error" : ""}`}
      part="field"
      aria-describedby={described}
    >
      <legend part="label">Do you have any of these health conditions?</legend>
      <p className="hint" id={`${NAME}-hint`}>
        Tick all that apply. With a condition we leave out supplements that may not suit you and
        suggest you check with your GP first.
      </p>
      <FieldError name={NAME} error={error} />
      <div className="choices">
        {CONDITION_CHOICES.map((choice) => {
          const id = `${NAME}-${choice.value}`;
          return (
            <div key={choice.value}>
              <div className="choice">
                <input
                  type="checkbox"
                  id={id}
                  name={NAME}
                  value={choice.value}
                  checked={ticked.includes(choice.value)}
                  aria-invalid={error ? "true" : undefined}
                  onChange={(event) =>
                    p.onValue(
                      NAME,
                      toggleCondition(p.values[NAME], choice.value, event.currentTarget.checked),
                    )
                  }
                />
                <label htmlFor={id}>{choice.label}</label>
              </div>
              {choice.value === NO_CONDITIONS ? (
                <p className="choices-or" aria-hidden="true">
                  or
                </p>
              ) : null}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
