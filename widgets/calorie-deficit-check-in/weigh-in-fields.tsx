import { FieldError, MeasureField, NumberField } from "../shared/form/fields.tsx";
import { pressSubmit } from "../shared/form/press-submit.ts";
import { RememberBox } from "../shared/persistence/remember-box.tsx";
import { localToday } from "./check-in-fields.ts";
import type { CheckInState } from "./check-in-state.ts";

/**
 * The weigh-ins: a row to add one (today by default), the list, the other ways to add them
 * (paste, a CSV file) and "Remember my details on this device". The list and the other ways arrive with
 * the results, which load as soon as the visitor starts to answer.
 */
export function WeighInFields({ s }: { s: CheckInState }) {
  const common = { values: s.values, errors: s.errors, onValue: s.onValue };
  const dateError = s.errors.newDate;
  const { report } = s;
  const add = pressSubmit(() => void s.prepare().then((r) => r?.addTypedWeighIn(s)));
  return (
    <form
      className="weigh-ins"
      noValidate
      aria-labelledby="weigh-ins-heading"
      onFocusCapture={() => void s.prepare()}
      onSubmit={add}
    >
      <h3 id="weigh-ins-heading">Your weigh-ins</h3>
      <fieldset className="add-row" part="field">
        <legend part="label">Add a weigh-in</legend>
        <div className={`field${dateError ? " has-error" : ""}`}>
          <label htmlFor="newDate" part="label">
            Date
          </label>
          <FieldError name="newDate" error={dateError} />
          <input
            type="date"
            id="newDate"
            name="newDate"
            max={localToday()}
            value={s.values.newDate ?? ""}
            aria-invalid={dateError ? "true" : undefined}
            aria-describedby={dateError ? "newDate-error" : undefined}
            onInput={(event) => s.onValue("newDate", event.currentTarget.value)}
          />
        </div>
        <MeasureField {...common} name="newWeight" label="Weight" kind="weight" units={s.units} />
        {s.intake === "each" ? (
          <NumberField
            {...common}
            name="newCalories"
            label="Calories that day"
            suffix="kcal"
            inputMode="numeric"
          />
        ) : null}
        <button type="submit" className="primary" part="button" onClick={add}>
          Add weigh-in
        </button>
      </fieldset>
      <p className="hint">Weigh yourself at the same time each day, ideally in the morning.</p>

      {report && s.rows.length > 0 ? (
        <report.WeighInList s={s} />
      ) : (
        <p className="hint" id="entries" tabIndex={-1}>
          {s.rows.length > 0
            ? "Loading your weigh-ins…"
            : "No weigh-ins yet. We need at least 4 over 2 weeks or more."}
        </p>
      )}
      <FieldError name="entries" error={s.outcome.waiting ? undefined : s.errors.entries} />
      {s.listNote ? (
        <p className="hint list-note" role="status">
          {s.listNote}
        </p>
      ) : null}
      {report && s.offer ? <report.LinkOffer s={s} /> : null}

      <details className="more no-print" onToggle={() => void s.prepare()}>
        <summary>Paste, import or download weigh-ins</summary>
        {report ? <report.MoreWays s={s} /> : <p className="hint">Loading…</p>}
      </details>

      {/* Where nothing can be stored, the box is not offered; why, once the visitor starts. */}
      {s.storable ? <Remember s={s} /> : report ? <report.NothingStored /> : null}
      <p className="visually-hidden notice" aria-live="polite">
        {s.notice}
      </p>
    </form>
  );
}

/** "Remember my details on this device", and why a save did not work when it did not. */
function Remember({ s }: { s: CheckInState }) {
  return (
    <RememberBox
      className="remember no-print"
      checked={s.remember}
      onChoose={s.chooseRemember}
      problem={
        s.storageProblem ? (
          <p className="error" id="remember-error" role="alert">
            {s.storageProblem}
          </p>
        ) : null
      }
    />
  );
}
