import { ErrorBoundary, FAILURE_MESSAGE } from "../shared/platform/error-boundary.tsx";
import { ErrorSummary } from "../shared/form/error-summary.tsx";
import { baseName, type FormValues } from "../shared/form/measure.ts";
import { ResultActions } from "../shared/results/result-actions.tsx";
import { RESULT_HINT, TAG } from "./check-in-fields.ts";
import { PLAN_FIELDS } from "./kept-fields.ts";
import { caloriesField } from "./weigh-ins.ts";
import { Result } from "./check-in-result.tsx";
import type { CheckInState } from "./check-in-state.ts";
import { weighInsCsv } from "./weigh-in-csv.ts";

/*
 * The part of the check-in that loads once the visitor starts to answer (use-check-in.ts
 * fetches it): reading the answers and weigh-ins, the ways to add and remove weigh-ins, the
 * list, and the engine's result with its chart. The first paint carries only the form.
 */
export { emitResult, ResultActions } from "../shared/single-screen/single-report.ts";
export { readCheckIn } from "./check-in-form.ts";
export { carriedPace } from "./carried-paces.ts";
export { chooseToRemember, keepCheckIn } from "./check-in-remember.ts";
export { restoreCheckIn } from "./check-in-restore.ts";
export { LinkOffer } from "./link-offer.tsx";
export { NothingStored } from "./nothing-stored.tsx";
export { knownVariant } from "./known-variant.ts";
export { calculate, summary, type CheckInOutcome, type CheckInResult } from "./check-in-result.tsx";
export { addTypedWeighIn } from "./weigh-in-actions.ts";
export { MoreWays, WeighInList } from "./weigh-in-list.tsx";

/** The fields in the order the check-in asks them: the weigh-ins, then the plan. */
const BEFORE_LIST = ["newDate", "newWeight", "newCalories", "entries"];
const AFTER_LIST = ["paste", "import", ...PLAN_FIELDS];

/** Every problem with the answers, as links to their fields, once the result is asked for. */
export function Problems({ s }: { s: CheckInState }) {
  const days = [...s.rows].reverse().map((row) => caloriesField(row.date));
  const order = [...BEFORE_LIST, ...days, ...AFTER_LIST].map(baseName);
  return <ErrorSummary errors={s.errors} order={order} root={s.root} />;
}

/** What a shared link carries: the answers about the plan, and the weigh-ins as CSV. */
function shareValues(s: CheckInState): FormValues {
  const shared: FormValues = {};
  for (const name of PLAN_FIELDS) if (s.values[name]) shared[name] = s.values[name];
  return s.rows.length > 0 ? { ...shared, w: weighInsCsv(s.rows) } : shared;
}

/** Below the form: the result, what is still needed, or why there is none yet. */
export function ResultArea({ s }: { s: CheckInState }) {
  const { result, outcome } = s;
  if (result) {
    return (
      <section className="results" aria-labelledby="check-in-result" part="results">
        <h3 id="check-in-result" tabIndex={-1}>
          Your result
        </h3>
        <ErrorBoundary resetKey={result}>
          <Result r={result} units={s.units} />
        </ErrorBoundary>
        <ResultActions tag={TAG} values={shareValues(s)} units={s.units} remember={false} />
      </section>
    );
  }
  if (outcome.waiting) {
    return (
      <div className="panel waiting" role="status" id="check-in-waiting" tabIndex={-1}>
        <p>
          <strong>Not enough weigh-ins yet.</strong> {outcome.waiting}
        </p>
        <p>
          Until then, any estimate would mostly show water and food, not a change in you. Keep
          weighing in.
        </p>
      </div>
    );
  }
  if (s.errors.entries && s.rows.length > 0) {
    return (
      <p className="error" role="alert" id="check-in-waiting" tabIndex={-1}>
        {s.errors.entries}
      </p>
    );
  }
  if (outcome.crashed) {
    return (
      <p className="error" role="alert">
        {FAILURE_MESSAGE}
      </p>
    );
  }
  return <p className="hint">{RESULT_HINT}</p>;
}
