import { goalDateNote, type GoalDatePlan, todayIso } from "../../../engine/index.ts";
import type { Units } from "../platform/attributes.ts";
import type { Errors } from "./fields.tsx";
import { GoalDateNeeds } from "../results/goal-date-panel.tsx";
import type { FormValues } from "./measure.ts";

/**
 * The optional target date of both calorie-deficit wizards, with what the date needs under
 * it (`goal`, the plan's measure of it). A date that cannot be planned against (past, too
 * near, too far) is never an error: a note beside the field says it will be set aside, and
 * the plan goes ahead (docs/safety-rules.md, "Goal dates").
 */
export function GoalDateField(p: {
  values: FormValues;
  errors: Errors;
  onValue: (name: string, value: string) => void;
  goal: GoalDatePlan | undefined;
  gaining: boolean;
  units: Units;
}) {
  const error = p.errors.goalDate;
  const note = p.values.goalDate ? goalDateNote(p.values.goalDate, todayIso()) : undefined;
  const describedBy = ["goalDate-hint", note ? "goalDate-note" : "", error ? "goalDate-error" : ""]
    .filter(Boolean)
    .join(" ");
  return (
    <>
      <div className={`field${error ? " has-error" : ""}`} part="field">
        <label htmlFor="goalDate" part="label">
          Target date (optional)
        </label>
        <p className="hint" id="goalDate-hint">
          We will show the weekly rate you would need.
        </p>
        <p className="error" id="goalDate-error" hidden={!error}>
          {error}
        </p>
        <input
          type="date"
          id="goalDate"
          name="goalDate"
          value={p.values.goalDate ?? ""}
          aria-describedby={describedBy}
          aria-invalid={error ? "true" : undefined}
          onInput={(event) => p.onValue("goalDate", event.currentTarget.value)}
        />
        {note ? (
          <p className="hint" id="goalDate-note">
            {note}
          </p>
        ) : null}
      </div>
      <GoalDateNeeds goal={p.goal} gaining={p.gaining} units={p.units} />
    </>
  );
}
