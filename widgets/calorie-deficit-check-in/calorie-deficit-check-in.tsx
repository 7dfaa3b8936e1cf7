import { CardHeading } from "../shared/results/card-heading.tsx";
import { UnitSwitch } from "../shared/form/fields.tsx";
import { pressSubmit } from "../shared/form/press-submit.ts";
import { RESULT_HINT } from "./check-in-fields.ts";
import { PlanFields } from "./plan-fields.tsx";
import { useCheckIn, type CheckInProps } from "./use-check-in.ts";
import { WeighInFields } from "./weigh-in-fields.tsx";

/** The component of <calorie-deficit-check-in>, which ./description.ts describes. */
export function CalorieDeficitCheckIn(props: CheckInProps) {
  const s = useCheckIn(props);
  const send = pressSubmit(() => {
    // Once the result or the errors render: to the result, the note of what is still
    // needed, or the list of problems.
    void s.submit().then(() =>
      setTimeout(() => {
        const to = ["#check-in-result", "#check-in-waiting", ".error-summary"];
        for (const selector of to) {
          const target = s.root?.querySelector<HTMLElement>(selector);
          if (target) return target.focus();
        }
      }),
    );
  });
  return (
    <div className="card" part="card">
      <CardHeading
        title="Adaptive TDEE Calculator"
        lede="Add your weigh-ins to see the pace you are really losing or gaining at, and the maintenance calories your own body shows."
        heading={s.heading}
      />
      <UnitSwitch units={s.units} chosen={s.chosenUnits} onChange={s.switchUnits} />
      {s.report && s.showAll ? <s.report.Problems s={s} /> : null}
      <WeighInFields s={s} />
      <form
        className="plan-form"
        noValidate
        onFocusCapture={() => void s.prepare()}
        onSubmit={send}
      >
        <PlanFields s={s} />
        <div className="actions">
          <button type="submit" className="primary" part="button" onClick={send}>
            Show my result
          </button>
        </div>
      </form>
      <p className="visually-hidden" aria-live="polite">
        {s.report && s.result ? s.report.summary(s.result) : ""}
      </p>
      {s.report ? (
        <s.report.ResultArea s={s} />
      ) : s.failed ? (
        <p className="error" role="alert">
          Sorry, this part could not load. Check your connection, then press &ldquo;Show my
          result&rdquo; to try again.
        </p>
      ) : (
        <p className="hint">{RESULT_HINT}</p>
      )}
    </div>
  );
}
