import type { AdvancedResult, BmrFormula, FoodDay, HealthFactor } from "../../engine/index.ts";
import type { Units } from "../shared/platform/attributes.ts";
import { kcal, number, weight } from "../shared/results/format.ts";
import { MacroTable } from "../shared/results/macro-table.tsx";
import type { FormValues } from "../shared/form/measure.ts";
import { GoalDatePanel } from "../shared/results/goal-date-panel.tsx";
import { ProjectionChart } from "../shared/results/projection-chart.tsx";
import { Tile } from "../shared/results/tile.tsx";
import { Disclaimer, ResultActions, Warnings } from "../shared/results/result-actions.tsx";
import { Tabs } from "./result-tabs.tsx";
import { BeatLine } from "../shared/results/beat-line.tsx";
import { Answers, chosen } from "../shared/results/answers.tsx";
import { advancedAnswers } from "./advanced-answers.ts";
import type { AdvancedFormInput } from "./advanced-form.ts";
import { CheckInLater } from "../shared/results/check-in-link.tsx";
import { PlannedFor, plannedFor } from "../shared/results/planned-for.tsx";
import { GoalReasons } from "../shared/results/goal-reasons.tsx";
import { FoodDayTable } from "../shared/results/food-day.tsx";
import { MilestoneList } from "./milestone-list.tsx";
import { FORMULA_CHOICES } from "./advanced-steps.ts";

/** A formula's name, as the form's formula question gives it. */
const formulaName = (formula: BmrFormula) => chosen(FORMULA_CHOICES(true), formula);
const EVIDENCE: Record<string, string> = {
  strong: "Strong evidence",
  moderate: "Some evidence",
  limited: "Limited evidence",
};

interface Props {
  plan: AdvancedResult & { foodDay?: FoodDay | null };
  /** The answers the plan was made from, read once by the form, listed on paper. */
  input: AdvancedFormInput;
  variant: string;
  /** What was typed, for the share link. */
  values: FormValues;
  units: Units;
  /** The `check-in-href` attribute: where "Check in later" leads, if anywhere. */
  checkInHref?: string | undefined;
  headingRef: (el: HTMLHeadingElement | null) => void;
  onBack: () => void;
}

const FACTOR_NAMES: Record<HealthFactor, string> = {
  sleep: "Sleep",
  stress: "Stress",
  cycle: "Menstrual cycle",
  thyroid: "Thyroid",
  conditions: "Health conditions",
};

/** Each health answer and what it means for the visitor: none changes the calories. */
function HealthFactors({ plan }: Pick<Props, "plan">) {
  const { notes } = plan.healthFactors;
  if (notes.length === 0) return null;
  return (
    <table className="health-answers">
      <caption>What your health answers mean for you</caption>
      <thead>
        <tr>
          <th scope="col">Question</th>
          <th scope="col">Your answer</th>
          <th scope="col">What it means</th>
        </tr>
      </thead>
      <tbody>
        {notes.map((n) => (
          <tr key={n.factor}>
            <th scope="row">{FACTOR_NAMES[n.factor]}</th>
            <td>{n.answer}</td>
            <td>{n.note}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Overview({ plan, units }: Pick<Props, "plan" | "units">) {
  // Mifflin-St Jeor and Harris-Benedict always, the lean-mass formulas with a body fat.
  const formulas = Object.entries(plan.bmrComparison) as [BmrFormula, number][];
  // Under 18 no adult formula is used: the table is only a comparison.
  const used = plan.teenEquation ? undefined : plan.bmrFormula;
  return (
    <>
      <h3>Your energy use</h3>
      <p>
        Your body burns about <strong>{kcal(plan.bmr)}</strong> a day at rest (your basal metabolic
        rate), by the{" "}
        {plan.teenEquation
          ? "Henry (Oxford) formula for 10 to 18 year olds"
          : `${formulaName(plan.bmrFormula)} formula`}
        . With your activity, job, exercise and steps, your maintenance calories come to{" "}
        <strong>{kcal(plan.tdee)}</strong>. Your health answers do not change it: the table says
        what each means for you.
      </p>
      <HealthFactors plan={plan} />
      {plan.teenEquation ? (
        <p className="hint">
          Under 18 we use the Henry (Oxford) formula, as the UK&apos;s Scientific Advisory Committee
          on Nutrition does for young people. The adult formulas below are for comparison only.
        </p>
      ) : null}
      <table>
        <caption>Calories at rest by each formula</caption>
        <thead>
          <tr>
            <th scope="col">Formula</th>
            <th scope="col" className="num">
              At rest
            </th>
          </tr>
        </thead>
        <tbody>
          {formulas.map(([formula, value]) => (
            <tr key={formula} className={formula === used ? "current" : undefined}>
              <th scope="row">
                {formulaName(formula)}
                {formula === used ? " (used)" : ""}
              </th>
              <td className="num">{kcal(value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {plan.waterWeight.initial > 0 ? (
        <p>
          In the first two weeks, expect to lose about {weight(plan.waterWeight.initial, units)}{" "}
          more than your deficit alone would remove: that is mostly water stored with carbohydrate,
          not fat, and it comes back if you eat more carbohydrate again.
        </p>
      ) : null}
      {plan.goalDate ? (
        <GoalDatePanel goal={plan.goalDate} gaining={plan.direction === "gain"} units={units} />
      ) : null}
    </>
  );
}

function Calories({ plan }: Pick<Props, "plan">) {
  const a = plan.metabolicAdaptation;
  return (
    <>
      <table>
        <caption>Your daily calorie targets</caption>
        <tbody>
          <tr>
            <th scope="row">Training days</th>
            <td className="num">{kcal(plan.targetCalories.training)}</td>
          </tr>
          <tr>
            <th scope="row">Rest days</th>
            <td className="num">{kcal(plan.targetCalories.rest)}</td>
          </tr>
          <tr>
            <th scope="row">
              {plan.refeedDays
                ? "Average over the week, refeed day included"
                : "Average over the week"}
            </th>
            <td className="num">{kcal(plan.targetCalories.average)}</td>
          </tr>
        </tbody>
      </table>
      {/* A loss held at the floor has a warning saying so (engine/plans/pace-warnings.ts). */}
      <h3>How your body adapts</h3>
      <p>
        As you lose weight your body uses a little less energy. We expect about {number(a.week1to4)}
        % less by week 4, {number(a.week5to12)}% by week 12 and {number(a.week13plus)}% from week
        13.
      </p>
      {plan.refeedDays ? (
        <p>
          Refeed day ({plan.refeedDays.frequency}): eat {kcal(plan.refeedDays.calories)}, with about{" "}
          {plan.refeedDays.carbs} g of carbohydrate.
        </p>
      ) : null}
    </>
  );
}

function Timeline({ plan, units, variant }: Pick<Props, "plan" | "units" | "variant">) {
  const chart = plan.projection ? (
    <ProjectionChart projection={plan.projection} units={units} />
  ) : null;
  return (
    <>
      {variant === "timeline" ? chart : null}
      {plan.timeline.weeks > 0 ? (
        <>
          <MilestoneList timeline={plan.timeline} units={units} />
          <p className="hint">
            The weeks follow the chart: they allow for your breaks and for your energy use changing
            as your weight does.
          </p>
        </>
      ) : chart ? null : (
        // A plan that moves but never gets there has its chart, and a warning saying where
        // the weight levels off; a plan that holds the weight has neither.
        <p className="panel">
          Your plan does not aim to change your weight, so it has no timeline.
        </p>
      )}
      {plan.plateaus.length > 0 ? <h3>Likely plateaus</h3> : null}
      {plan.plateaus.map((p) => (
        <div className="panel" key={p.likelyWeek}>
          <p>
            <strong>Around week {p.likelyWeek}:</strong> {p.cause}
          </p>
          <p>To prevent it: {p.prevention.join(" ")}</p>
          <p>If it happens: {p.solutions.join(" ")}</p>
        </div>
      ))}
      {variant === "timeline" ? null : chart}
    </>
  );
}

/** The advanced calculator's results: badge, headline tiles, first warning, six tabs. */
export function AdvancedResults({
  plan,
  input,
  variant,
  values,
  units,
  checkInHref,
  headingRef,
  onBack,
}: Props) {
  const [first, ...others] = plan.warnings;
  const tabs = [
    {
      id: "overview",
      label: "Overview",
      content: () => <Overview plan={plan} units={units} />,
    },
    { id: "calories", label: "Calories", content: () => <Calories plan={plan} /> },
    {
      id: "macros",
      label: "Macros",
      content: () => (
        <>
          <MacroTable
            macros={plan.macros.training}
            fibre={plan.macros.training.fiber}
            caption="Training days"
          />
          <MacroTable
            macros={plan.macros.rest}
            fibre={plan.macros.rest.fiber}
            caption="Rest days"
          />
          {plan.foodDay ? (
            <FoodDayTable day={plan.foodDay} calories={plan.targetCalories.average} />
          ) : null}
        </>
      ),
    },
    {
      id: "timeline",
      label: "Timeline",
      content: () => <Timeline plan={plan} units={units} variant={variant} />,
    },
    {
      id: "supplements",
      label: "Supplements",
      content: () =>
        plan.supplementRecommendations.length === 0 ? (
          <p>We have no supplement suggestions for you. A balanced diet covers most needs.</p>
        ) : (
          <>
            <p className="hint">{plan.supplementAdvice}</p>
            <ul className="supplements">
              {plan.supplementRecommendations.map((s) => (
                <li key={s.name}>
                  <strong>{s.name}</strong> ({EVIDENCE[s.evidence] ?? s.evidence}): {s.purpose}{" "}
                  {s.dosage}. {s.timing}.
                </li>
              ))}
            </ul>
            {plan.supplementTips.length > 0 ? (
              <>
                <h3>Instead of a supplement</h3>
                <ul>
                  {plan.supplementTips.map((tip) => (
                    <li key={tip}>{tip}</li>
                  ))}
                </ul>
              </>
            ) : null}
          </>
        ),
    },
    {
      id: "insights",
      label: "Insights",
      content: () => (
        <>
          <h3>Tips for you</h3>
          <ul>
            {plan.personalizedTips.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
          {others.length > 0 ? (
            <>
              <h3>Important things to know</h3>
              <Warnings warnings={others} />
            </>
          ) : null}
        </>
      ),
    },
  ];
  return (
    <section aria-labelledby="results-heading" className="results">
      <p className="badge">Advanced Results Pro</p>
      <h2 id="results-heading" tabIndex={-1} ref={headingRef}>
        Your advanced plan
      </h2>
      <PlannedFor text={plannedFor(plan.person, units)} />
      <Answers answers={advancedAnswers(input, units)} />
      {first ? <Warnings warnings={[first]} /> : null}
      <dl className="tiles" part="headline">
        <Tile label="Daily calories" value={kcal(plan.targetCalories.average)} />
        <Tile
          label="Weeks to goal"
          value={
            plan.timeline.weeks > 0 ? number(plan.timeline.weeks) : "Not reachable at this intake"
          }
        />
        <Tile label="Maintenance calories" value={kcal(plan.maintenance)} />
        <Tile label="Daily protein" value={`${number(plan.dailyProtein)} g`} />
      </dl>
      <GoalReasons reasons={plan.goalReasons.reasons} />
      <Tabs tabs={tabs} label="Your results" />
      <BeatLine direction={plan.direction} />
      {plan.direction === "maintain" ? null : (
        <CheckInLater
          plan={{
            tag: "calorie-deficit-advanced",
            href: checkInHref,
            values,
            lossRate: input.lossRate,
            units,
            planKcal: plan.targetCalories.average,
            weightKg: plan.person.weightKg,
            variant: plan.variant,
          }}
        />
      )}
      <ResultActions tag="calorie-deficit-advanced" values={values} units={units} onBack={onBack} />
      <Disclaimer />
    </section>
  );
}
