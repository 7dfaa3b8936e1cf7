import { longDate } from "../../engine/index.ts";
import { FieldError } from "../shared/form/fields.tsx";
import { weight } from "../shared/results/format.ts";
import { caloriesField } from "./weigh-ins.ts";
import type { CheckInState } from "./check-in-state.ts";
import {
  addPastedWeighIns,
  importWeighIns,
  removeWeighIn,
  setDayCalories,
} from "./weigh-in-actions.ts";
import { weighInsCsv } from "./weigh-in-csv.ts";
import { shortDay, weighInSpan } from "./weigh-ins.ts";

/*
 * The list of weigh-ins and the other ways to add them (pasting, a CSV file) or take them
 * away (a CSV download): loaded with the results, as soon as the visitor starts to answer.
 */

/** Offers text as a file to save, without leaving the page or asking any server. */
function download(name: string, text: string): void {
  const link = document.createElement("a");
  link.href = `data:text/csv;charset=utf-8,${encodeURIComponent(text)}`;
  link.download = name;
  link.click();
}

/** "5 weigh-ins over 12 days" */
function spanText(count: number, days: number): string {
  const weighIns = count === 1 ? "1 weigh-in" : `${count} weigh-ins`;
  return count < 2 ? weighIns : `${weighIns} over ${days === 1 ? "1 day" : `${days} days`}`;
}

/** The list of weigh-ins, newest first, each with its calories (when logged per day). */
export function WeighInList({ s }: { s: CheckInState }) {
  const span = weighInSpan(s.rows);
  if (s.rows.length === 0) {
    return (
      <p className="hint" id="list-empty">
        No weigh-ins yet. We need at least 4, spread over 2 weeks or more.
      </p>
    );
  }
  const each = s.intake === "each";
  return (
    <div className="list" role="region" aria-labelledby="list-caption" tabIndex={0}>
      <table part="weigh-ins">
        <caption id="list-caption">{spanText(span.count, span.days)}</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col" className="num">
              Weight
            </th>
            {each ? <th scope="col">Calories</th> : null}
            <th scope="col">
              <span className="visually-hidden">Remove</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {[...s.rows].reverse().map((row) => {
            const field = caloriesField(row.date);
            const error = s.errors[field];
            const when = longDate(row.date);
            return (
              <tr key={row.date}>
                <th scope="row">{shortDay(row.date)}</th>
                <td className="num">{weight(row.weightKg, s.units)}</td>
                {each ? (
                  <td>
                    <input
                      type="text"
                      inputMode="numeric"
                      autoComplete="off"
                      className="calories"
                      id={field}
                      value={row.calories}
                      aria-label={`Calories on ${when}`}
                      aria-invalid={error ? "true" : undefined}
                      aria-describedby={error ? `${field}-error` : undefined}
                      onInput={(event) => setDayCalories(s, row.date, event.currentTarget.value)}
                    />
                    <FieldError name={field} error={error} />
                  </td>
                ) : null}
                <td>
                  <button
                    type="button"
                    className="link"
                    part="button"
                    aria-label={`Remove the weigh-in for ${when}`}
                    onClick={() => removeWeighIn(s, row.date)}
                  >
                    Remove
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** Pasting several weigh-ins, importing a CSV file and downloading one. */
export function MoreWays({ s }: { s: CheckInState }) {
  return (
    <>
      <div className="paste">
        <div className={`field${s.errors.paste ? " has-error" : ""}`}>
          <label htmlFor="paste" part="label">
            Weigh-ins, one on each line
          </label>
          <p className="hint" id="paste-hint">
            A date and a weight on each line, like 2026-11-01 82.4
            {s.units === "imperial" ? " kg or 2026-11-01 12 st 13 lb" : ""}, with that day&rsquo;s
            calories after it if you count them. Lines copied from a spreadsheet work too.
          </p>
          <FieldError name="paste" error={s.errors.paste} />
          <textarea
            id="paste"
            name="paste"
            rows={5}
            value={s.values.paste ?? ""}
            aria-describedby={s.errors.paste ? "paste-hint paste-error" : "paste-hint"}
            aria-invalid={s.errors.paste ? "true" : undefined}
            onInput={(event) => s.onValue("paste", event.currentTarget.value)}
          />
        </div>
        <button type="button" part="button" onClick={() => addPastedWeighIns(s)}>
          Add these weigh-ins
        </button>
      </div>

      <div className="files no-print">
        <div className={`field${s.errors.import ? " has-error" : ""}`}>
          <label htmlFor="import" part="label">
            Import a CSV file
          </label>
          <p className="hint" id="import-hint">
            Columns date, weight_kg and calories, as our download gives, in any order. Files with
            semicolons and decimal commas work too. Nothing you have entered is lost.
          </p>
          <FieldError name="import" error={s.errors.import} />
          <input
            type="file"
            id="import"
            accept=".csv,text/csv,text/plain"
            aria-describedby={s.errors.import ? "import-hint import-error" : "import-hint"}
            aria-invalid={s.errors.import ? "true" : undefined}
            onChange={(event) => {
              const input = event.currentTarget;
              const file = input.files?.[0];
              if (!file) return;
              void importWeighIns(s, file).then(() => {
                input.value = "";
              });
            }}
          />
        </div>
        {s.rows.length > 0 ? (
          <button
            type="button"
            part="button"
            onClick={() => download("weigh-ins.csv", weighInsCsv(s.rows))}
          >
            Download as CSV
          </button>
        ) : null}
      </div>
    </>
  );
}
