import type { BasicResult, FoodDay } from "../../engine/index.ts";
import type { Units } from "../shared/platform/attributes.ts";
import { kcal, number, rate, weight } from "../shared/results/format.ts";
import { MacroTable } from "../shared/results/macro-table.tsx";
import type { FormValues } from "../shared/form/measure.ts";
import { GoalDatePanel } from "../shared/results/goal-date-panel.tsx";
import { ProjectionChart } from "../shared/results/projection-chart.tsx";
import { Tile } from "../shared/results/tile.tsx";
import { Answers } from "../shared/results/answers.tsx";
import { basicAnswers } from "./basic-answers.ts";
import type { BasicFormInput } from "./basic-form.ts";
import { Disclaimer, ResultActions, Warnings } from "../shared/results/result-actions.tsx";
import { BeatLine } from "../shared/results/beat-line.tsx";
import { CheckInLater } from "../shared/results/check-in-link.tsx";
import { PlannedFor, plannedFor } from "../shared/results/planned-for.tsx";
import { GoalReasons } from "../shared/results/goal-reasons.tsx";
import { FoodDayTable } from "../shared/results/food-day.tsx";

interface Props {
  plan: BasicResult & { foodDay?: FoodDay | null };
  /** The answers the plan was made from, read once by the form, listed on paper. */
  input: BasicFormInput;
  /** What was typed, for the share link. */
  values: FormValues;
  units: Units;
  /** The `check-in-href` attribute: where "Check in later" leads, if anywhere. */
  checkInHref?: string | undefined;
  headingRef: (el: HTMLHeadingElement | null) => void;
  onBack: () => void;
}

function headlineText(plan: BasicResult, units: Units): string {
  if (plan.mode === "kids") return "a day is a typical energy need for this age and sex.";
  if (plan.mode === "pregnancy") return "a day is about right for you now. This is not a diet.";
  if (plan.direction === "gain")
    return `a day to gain about ${rate(-plan.weeklyLoss, units)} a week.`;
  // Held at the floor over what the body uses: a warning says the weight may slowly go up.
  if (plan.direction === "maintain" && plan.flooredAtMinimum) return "a day, the lowest we plan.";
  if (plan.direction === "maintain" || plan.weeklyLoss <= 0)
    return "a day keeps your weight steady.";
  return `a day to lose about ${rate(plan.weeklyLoss, units)} a week.`;
}

/** The basic calculator's results view. */
export function BasicResults({
  plan,
  input,
  values,
  units,
  checkInHref,
  headingRef,
  onBack,
}: Props) {
  const gaining = plan.direction === "gain";
  const showPlan = plan.mode !== "kids" && plan.mode !== "pregnancy";
  return (
    <section aria-labelledby="results-heading" className="results">
      <h2 id="results-heading" tabIndex={-1} ref={headingRef}>
        Your results
      </h2>
      <PlannedFor text={plannedFor(plan.person, units)} />
      <Answers answers={basicAnswers(input, plan.mode, units)} />
      <Warnings warnings={plan.warnings} />
      <p className="headline" part="headline">
        <span className="value">{kcal(plan.targetCalories)}</span>
        {headlineText(plan, units)}
      </p>

      {plan.mode === "kids" ? (
        <div className="panel">
          <p>
            This is the average daily energy need for a child of this age and sex, from the UK's
            Scientific Advisory Committee on Nutrition (SACN, 2011). Children vary: a very active
            child needs more.
          </p>
          <p>
            Children should not diet. If you are worried about your child's weight, aim to keep
            their weight steady while they grow taller, and talk to a GP or school nurse. The NHS
            uses BMI centiles, not adult BMI, for children.
          </p>
        </div>
      ) : null}

      {plan.pregnancy ? (
        <div className="panel">
          <dl className="tiles">
            <Tile label="Maintenance calories" value={kcal(plan.tdee)} />
            <Tile
              label={`Extra in trimester ${plan.pregnancy.trimester} (UK)`}
              value={`+${kcal(plan.pregnancy.extraKcal)}`}
            />
            <Tile
              label="US guidance, for comparison"
              value={`+${kcal(plan.pregnancy.usExtraKcal)}`}
            />
          </dl>
          <p>
            In the UK you do not need extra calories in the first two trimesters, and about 200 kcal
            a day more in the third (NHS, SACN). US guidance is higher, which is why you may see
            other figures online.
          </p>
          <p>
            With a pre-pregnancy BMI of {number(plan.pregnancy.gain.prePregnancyBmi, 1)}, a healthy
            total gain over the whole pregnancy is about {weight(plan.pregnancy.gain.minKg, units)}{" "}
            to {weight(plan.pregnancy.gain.maxKg, units)} (US Institute of Medicine figures; the UK
            does not set official ones). Your midwife will guide you.
          </p>
          <h3>What to eat (NHS)</h3>
          <ul className="food-advice">
            {plan.pregnancy.foodAdvice.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      ) : null}

      {plan.breastfeeding ? (
        <p className="panel">
          Your plan includes {kcal(plan.breastfeeding.extraKcal)} a day for making milk (SACN).
          {plan.breastfeeding.deficitAllowed
            ? " We never plan below 1,800 kcal a day while you breastfeed."
            : " We have not planned a deficit: wait until at least 8 weeks after the birth, and until feeding is going well."}
        </p>
      ) : null}

      {showPlan ? (
        <dl className="tiles">
          {plan.bmr !== null ? (
            <Tile label="Calories your body burns at rest" value={kcal(plan.bmr)} />
          ) : null}
          <Tile label="Maintenance calories" value={kcal(plan.maintenance)} />
          {plan.direction === "maintain" ? null : (
            <>
              <Tile
                label={gaining ? "Daily surplus" : "Daily deficit"}
                value={kcal(Math.abs(plan.dailyDeficit))}
              />
              <Tile
                label={gaining ? "Weekly gain" : "Weekly loss"}
                value={rate(Math.abs(plan.weeklyLoss), units)}
              />
              <Tile
                label="Weeks to goal"
                value={
                  plan.weeksToGoal === null
                    ? "Not reachable at this intake"
                    : number(plan.weeksToGoal)
                }
              />
              <Tile
                label={gaining ? "Total to gain" : "Total to lose"}
                value={weight(Math.abs(plan.totalWeightLoss), units)}
              />
            </>
          )}
        </dl>
      ) : null}

      <GoalReasons reasons={plan.goalReasons?.reasons} />

      {plan.goalDate ? (
        <GoalDatePanel goal={plan.goalDate} gaining={gaining} units={units} />
      ) : null}

      {plan.supplements ? (
        <div className="panel">
          <h3>Supplements</h3>
          <p>{plan.supplements.advice}</p>
          <ul className="supplements">
            {plan.supplements.items.map((s) => (
              <li key={s.name}>
                <strong>{s.name}</strong>: {s.dosage}. {s.timing}. {s.purpose}
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {plan.macros ? <MacroTable macros={plan.macros} caption="Your daily macronutrients" /> : null}
      {plan.foodDay ? <FoodDayTable day={plan.foodDay} calories={plan.targetCalories} /> : null}

      {plan.projection ? (
        <>
          <h3>How your weight could change</h3>
          <ProjectionChart projection={plan.projection} units={units} />
        </>
      ) : null}

      <BeatLine direction={plan.direction} />
      {showPlan && plan.direction !== "maintain" ? (
        <CheckInLater
          plan={{
            tag: "calorie-deficit-basic",
            href: checkInHref,
            values,
            lossRate: input.lossRate,
            units,
            planKcal: plan.targetCalories,
            weightKg: plan.person.weightKg,
            variant: plan.variant,
            activity: values.activity,
          }}
        />
      ) : null}
      <ResultActions
        tag="calorie-deficit-basic"
        values={values}
        units={units}
        onBack={onBack}
        // A child's details are not the visitor's to fill in elsewhere.
        remember={plan.mode !== "kids"}
      />
      <Disclaimer />
    </section>
  );
}
