import { CardHeading } from "../shared/results/card-heading.tsx";
import { UnitSwitch } from "../shared/form/fields.tsx";
import { pressSubmit } from "../shared/form/press-submit.ts";
import { RESULT_HINT } from "./check-in-fields.ts";
import { PlanFields } from "./plan-fields.tsx";
import { useCheckIn, type CheckInProps } from "./use-check-in.ts";
import { WeighInFields } from "./weigh-in-fields.tsx";

/**
 * `<calorie-deficit-check-in>`: learns the visitor's real maintenance calories from their
 * weigh-ins and what they ate: the trend weight through the day-to-day noise, the real weekly
 * pace beside the plan's, maintenance with a likely range, and the new daily target for the
 * same pace within every safety rule. Everything stays in the browser; nothing is stored
 * unless the visitor ticks "Remember my details on this device", the box every calculator
 * shares (the weigh-ins under cdc-check-in, the details under cdc-details).
 * Weigh-ins can be pasted, imported and downloaded as CSV (date,weight_kg,calories). Every
 * shared --cdc-* custom property works here too.
 *
 * @element calorie-deficit-check-in
 * @attr {string} variant - Any calculator variant ("default", "teen", "safe", "breastfeeding"...): the new target keeps that variant's limits; anything else falls back with one console warning. Where it is "default", a plan's link may name the variant ("#calorie-deficit-check-in?variant=teen&..."). Default "default".
 * @attr {string} units - "metric" (kg, cm) or "imperial" (st and lb, ft and in); the visitor can switch. Default "metric".
 * @attr {string} plan-calories - The daily calories of the visitor's plan, filled in as what they ate (for example "1850"). The link "#calorie-deficit-check-in?plan=1850&age=..." does the same.
 * @fires cdc-result - Each time the result changes; `detail` is { estimate, target, formulaKcal }: the engine's estimateMaintenance result (with fromWeighIns and likelyUnderCounted), its checkInTarget result (when a goal is given) and the formula's maintenance (when activity is given), which the estimate starts from.
 * @csspart card - The calculator's card.
 * @csspart unit-switch - The metric or imperial switch.
 * @csspart field - Each form field.
 * @csspart label - Each field's label or legend.
 * @csspart button - The buttons.
 * @csspart weigh-ins - The table of weigh-ins entered.
 * @csspart results - The result section.
 * @csspart headline - The maintenance estimate and its range.
 * @csspart chart - The chart of weigh-ins and trend weight.
 * @csspart target - The new daily target.
 * @cssprop [--cdc-dot=#4c5661] Colour of the weigh-in dots on the chart (#b8c1c9 in the dark scheme).
 */
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
