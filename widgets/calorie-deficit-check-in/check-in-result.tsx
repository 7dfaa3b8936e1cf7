import {
  calorieNeeds,
  CHECK_IN_WINDOW_DAYS,
  checkInTarget,
  type CheckInTarget,
  estimateMaintenance,
  type MaintenanceEstimate,
  MIN_CHECK_IN_DAYS,
  MIN_WEIGH_INS,
} from "../../engine/index.ts";
import type { Units } from "../shared/platform/attributes.ts";
import { kcal, number, rate, weight } from "../shared/results/format.ts";
import { Disclaimer, Warnings } from "../shared/results/result-actions.tsx";
import { attempt, type Outcome } from "../shared/single-screen/single-report.ts";
import { Tile } from "../shared/results/tile.tsx";
import { formShape, type IntakeMode } from "./check-in-fields.ts";
import type { CheckInInput } from "./check-in-form.ts";
import { WeighInChart, type ChartPoint, type DatedWeight } from "./weigh-in-chart.tsx";
import { weighInSpan } from "./weigh-ins.ts";

/*
 * The check-in's results, loaded once the visitor starts to answer (check-in-form.ts): the
 * engine's estimate of their maintenance from their weigh-ins, the formula's figure beside
 * it, the new daily target for their pace, and the chart.
 */
export { emitResult, ResultActions } from "../shared/single-screen/single-report.ts";

/** How the real pace compares with the plan's. */
export type PaceVsPlan = "slower" | "faster" | "on-pace";

/** What a check-in gives: the engine's results, and what the view draws from them. */
export interface CheckInResult {
  estimate: MaintenanceEstimate;
  /**
   * The formula's maintenance (Mifflin-St Jeor x activity) at the average weight of the
   * weigh-ins counted: the estimate's starting point.
   */
  formulaKcal?: number;
  /** The new daily target, when the visitor gave a goal (or their variant plans no change). */
  target?: CheckInTarget;
  /** The pace the plan aimed for, kg a week: positive to lose, negative to gain. */
  planRate?: number;
  paceVsPlan?: PaceVsPlan;
  intake: IntakeMode;
  points: ChartPoint[];
  planLine?: DatedWeight[];
}

/** A check-in's outcome: a result, errors by field, or the weigh-ins still needed. */
export interface CheckInOutcome extends Outcome<CheckInResult> {
  /** The engine's word on how many more days or weigh-ins it needs. */
  waiting?: string;
}

const MS_PER_DAY = 86_400_000;
// Within 0.1 kg a week of the plan counts as on pace: less than a scale can tell apart in a
// month of weigh-ins.
const ON_PACE_KG = 0.1;

const addDays = (iso: string, days: number) =>
  new Date(Date.parse(iso) + days * MS_PER_DAY).toISOString().slice(0, 10);

function compare(realLoss: number, planLoss: number): PaceVsPlan {
  if (Math.abs(realLoss - planLoss) <= ON_PACE_KG) return "on-pace";
  return Math.abs(realLoss) < Math.abs(planLoss) ? "slower" : "faster";
}

/** The weigh-ins the engine counts: those of the last 12 weeks before the newest. */
function recentOf<T extends { date: string }>(entries: readonly T[]): T[] {
  const latest = Math.max(...entries.map((entry) => Date.parse(entry.date)));
  return entries.filter(
    (entry) => (latest - Date.parse(entry.date)) / MS_PER_DAY <= CHECK_IN_WINDOW_DAYS,
  );
}

function run(input: CheckInInput): CheckInResult {
  const { person, goal } = input;
  // The formula's maintenance at the average weight of the weigh-ins counted: the estimate
  // starts from it (docs/check-in.md).
  const recent = recentOf(input.entries);
  const meanKg =
    recent.reduce((sum, entry) => sum + entry.weightKg, 0) / Math.max(1, recent.length);
  const formulaKcal =
    input.activity === undefined || recent.length === 0
      ? undefined
      : calorieNeeds({
          sex: person.sex,
          age: person.age,
          heightCm: person.heightCm,
          weightKg: meanKg,
          activity: input.activity,
        }).maintenance;
  const estimate = estimateMaintenance(input.entries, {
    ...person,
    ...(formulaKcal === undefined ? {} : { formulaKcal }),
    intakeAssumed: input.intake === "plan",
  });
  const used = new Map(input.entries.map((entry) => [entry.date, entry]));
  const points: ChartPoint[] = estimate.trend.map((t) => ({
    date: t.date,
    weightKg: used.get(t.date)?.weightKg ?? t.weightKg,
    trendKg: t.weightKg,
    calories: used.get(t.date)?.intakeKcal,
  }));
  const first = estimate.trend[0];
  const last = estimate.trend[estimate.trend.length - 1];
  const now = last?.weightKg ?? 0;

  const result: CheckInResult = { estimate, intake: input.intake, points };
  if (formulaKcal !== undefined) result.formulaKcal = formulaKcal;
  if (goal || !formShape(input.variant).goal) {
    const target = checkInTarget(
      {
        age: person.age,
        gender: person.sex,
        height: person.heightCm,
        weight: now,
        units: input.units,
        maintenanceKcal: estimate.maintenanceKcal,
        // Likely under-counted food never lowers the target below the formula's.
        likelyUnderCounted: estimate.likelyUnderCounted,
        ...(formulaKcal === undefined ? {} : { formulaKcal }),
        ...(goal
          ? {
              targetWeight: goal.targetWeightKg,
              lossRate: goal.lossRate,
              ...(goal.weeksPostpartum === undefined
                ? {}
                : { weeksPostpartum: goal.weeksPostpartum }),
            }
          : {}),
      },
      input.variant,
    );
    result.target = target;
    if (goal && first && last && goal.targetWeightKg !== now) {
      const planRate = goal.targetWeightKg < now ? goal.lossRate : -goal.lossRate;
      result.planRate = planRate;
      result.paceVsPlan = compare(-estimate.weeklyChangeKg, planRate);
      result.planLine = [
        { date: first.date, weightKg: first.weightKg },
        {
          date: addDays(first.date, estimate.days),
          weightKg: first.weightKg - (planRate * estimate.days) / 7,
        },
      ];
    }
  }
  return result;
}

/** Asks the engine; too few weigh-ins is a note of what is still needed, not an error. */
export function calculate(input: CheckInInput): CheckInOutcome {
  const everyday = input.intake === "average" ? "average" : "plan";
  const outcome = attempt(
    {
      sex: "gender",
      heightCm: "height",
      intakeKcal: input.intake === "each" ? "entries" : everyday,
      weight: "entries",
      maintenanceKcal: "entries",
    },
    () => run(input),
  );
  // Too little data is counted as the engine counts it: over its window of recent weeks.
  const latest = Date.parse(input.entries[input.entries.length - 1]?.date ?? "");
  const recent = input.entries.filter(
    (entry) => (latest - Date.parse(entry.date)) / MS_PER_DAY <= CHECK_IN_WINDOW_DAYS,
  );
  const span = weighInSpan(recent);
  const { entries, ...others } = outcome.errors;
  if (entries && (span.count < MIN_WEIGH_INS || span.days < MIN_CHECK_IN_DAYS)) {
    return { errors: others, waiting: entries };
  }
  return outcome;
}

/** One sentence for screen readers whenever the result changes. */
export function summary(r: CheckInResult): string {
  const e = r.estimate;
  const target = r.target ? ` Your new daily target is ${kcal(r.target.targetCalories)}.` : "";
  return `Your maintenance looks like ${kcal(e.maintenanceKcal)} a day, likely ${number(e.lowKcal)} to ${number(e.highKcal)}.${target}`;
}

/** The real weekly change as a tile: "You are losing" and "0.45 kg a week". */
function realPace(kgPerWeek: number, units: Units): { label: string; value: string } {
  if (Math.abs(kgPerWeek) < 0.005) return { label: "Your weight is", value: "Steady" };
  return {
    label: kgPerWeek < 0 ? "You are losing" : "You are gaining",
    value: `${rate(Math.abs(kgPerWeek), units)} a week`,
  };
}

const INTAKE_WORDS: Record<IntakeMode, string> = {
  plan: "your plan's daily calories",
  average: "the daily calories you gave",
  each: "the calories you logged for each weigh-in",
};

/** How much of the estimate the weigh-ins carry, in words: "about 3 in 10". */
function shareWords(fromWeighIns: number): string {
  const tenths = Math.round(fromWeighIns * 10);
  if (tenths === 0) return "less than 1 in 10";
  if (tenths === 10) return "almost all";
  return `about ${tenths} in 10`;
}

/** Where the estimate comes from: the formula, the weigh-ins, or both (docs/check-in.md). */
export function sourceSentence(fromWeighIns: number): string {
  return fromWeighIns < 0.5
    ? `This is still mostly from the formula: your weigh-ins carry ${shareWords(fromWeighIns)} of it so far, and more as you add them.`
    : `This is mostly from your weigh-ins: they carry ${shareWords(fromWeighIns)} of it.`;
}

function FormulaNote({ r }: { r: CheckInResult }) {
  const e = r.estimate;
  if (r.formulaKcal === undefined) {
    return (
      <p>
        Tell us how active you are (above) to see how this compares with the usual formula. The
        estimate then starts from the formula, so it is steadier while you have few weigh-ins.
      </p>
    );
  }
  const gap = Math.abs(r.formulaKcal - e.maintenanceKcal);
  // Mifflin-St Jeor comes within 10% of measured resting energy for about 80% of adults
  // (Frankenfield et al. 2005, J Am Diet Assoc 105:775), so a gap is common.
  const compared =
    r.formulaKcal < e.lowKcal
      ? ` Your body seems to use about ${kcal(gap)} a day more than the formula expects. That is normal: formulas describe an average person.`
      : r.formulaKcal > e.highKcal && !e.likelyUnderCounted
        ? ` Your body seems to use about ${kcal(gap)} a day less than the formula expects. That can happen: formulas describe an average person. But first check the calories you gave: food that is not counted makes maintenance look lower than it is.`
        : r.formulaKcal > e.highKcal || e.fromWeighIns < 0.5
          ? ""
          : " That is inside your likely range, so the formula suits you well.";
  return (
    <p>
      Your formula said {kcal(r.formulaKcal)}. {sourceSentence(e.fromWeighIns)}
      {compared}
    </p>
  );
}

/** Said kindly when the estimate is lower than a body is likely to use (docs/check-in.md). */
function UnderCountedNote({ r }: { r: CheckInResult }) {
  if (!r.estimate.likelyUnderCounted) return null;
  return (
    <div className="panel under-counted" part="under-counted">
      <p>
        <strong>This is lower than a body like yours is likely to use.</strong> The usual reason is
        food and drink that did not get counted. Most people under-count by 20 to 30% without
        meaning to: drinks, cooking oil, sauces, snacks and weekends are easy to miss.
      </p>
      <p>
        {r.formulaKcal === undefined
          ? "So check your calories before you eat less. Tell us how active you are (above), and we will not plan from this lower figure."
          : "So we have not planned from this lower figure: your target stays at least the one the formula gives for the same pace."}{" "}
        For a clearer answer, weigh and note everything you eat for a week or two, then check in
        again.
      </p>
    </div>
  );
}

function PaceNote({ r }: { r: CheckInResult }) {
  if (r.planRate === undefined || r.paceVsPlan === undefined) return null;
  const verb = r.planRate >= 0 ? "losing" : "gaining";
  return (
    <p>
      {r.paceVsPlan === "on-pace"
        ? "You are on pace with your plan."
        : `You are ${verb} ${r.paceVsPlan === "slower" ? "more slowly" : "faster"} than your plan aimed for.`}
    </p>
  );
}

/** What the new target does, after its figure: "a day to lose about 0.5 kg a week from here." */
function targetMeaning(t: CheckInTarget, units: Units): string {
  if (t.direction === "lose")
    return `a day to lose about ${rate(t.weeklyLoss, units)} a week from here.`;
  if (t.direction === "gain")
    return `a day to gain about ${rate(-t.weeklyLoss, units)} a week from here.`;
  // Held at the floor over what the body uses: a warning says the weight may slowly go up.
  return t.flooredAtMinimum ? "a day, the lowest we plan." : "a day to keep your weight steady.";
}

function TargetSection({ r, units }: { r: CheckInResult; units: Units }) {
  const t = r.target;
  if (!t) {
    return (
      <p className="panel">
        Add your target weight and a weekly pace above, and we will work out a new daily target from
        your real maintenance.
      </p>
    );
  }
  return (
    <div className="target" part="target">
      <h4>Your new daily target</h4>
      <Warnings warnings={t.warnings} />
      <p className="target-figure">
        <strong>{kcal(t.targetCalories)}</strong> {targetMeaning(t, units)}
      </p>
      {t.direction !== "maintain" ? (
        <p>
          {t.heldAtFormula
            ? "This is the target your formula gives for the same pace, because your weigh-ins point lower than is likely (see above)."
            : r.estimate.fromWeighIns >= 0.5
              ? "This comes mostly from your own weigh-ins, so it should fit you better than the formula."
              : "Your weigh-ins do not yet say much more than the formula, so this is still close to the formula's target."}{" "}
          Keep weighing in and check again in 2 to 4 weeks.
        </p>
      ) : null}
    </div>
  );
}

/** The check-in's result, shown below the form. */
export function Result({ r, units }: { r: CheckInResult; units: Units }) {
  const e = r.estimate;
  const now = r.points[r.points.length - 1]?.trendKg;
  return (
    <>
      <p className="headline" part="headline">
        Your maintenance looks like <span className="value">{kcal(e.maintenanceKcal)}</span> a day{" "}
        <span className="range">
          (likely {number(e.lowKcal)} to {number(e.highKcal)})
        </span>
      </p>
      <FormulaNote r={r} />
      <UnderCountedNote r={r} />
      <dl className="tiles">
        <Tile {...realPace(e.weeklyChangeKg, units)} />
        {r.planRate === undefined ? null : (
          <Tile
            label={r.planRate >= 0 ? "Your plan aimed to lose" : "Your plan aimed to gain"}
            value={`${rate(Math.abs(r.planRate), units)} a week`}
          />
        )}
        {now === undefined ? null : <Tile label="Trend weight now" value={weight(now, units)} />}
        <Tile label="You ate, on average" value={kcal(e.intakeKcal)} />
      </dl>
      <PaceNote r={r} />
      <WeighInChart
        points={r.points}
        planLine={r.planLine}
        weeklyChangeKg={e.weeklyChangeKg}
        units={units}
      />
      <TargetSection r={r} units={units} />
      <p className="hint">
        Worked out from {e.weighIns} weigh-ins over {e.days} days and {INTAKE_WORDS[r.intake]},
        counting {number(e.kcalPerKg)} kcal for each kg your trend weight changed. The range narrows
        as you add weigh-ins.
        {r.intake === "plan"
          ? " We assumed you ate your plan's calories every day. If you ate more or less, your real maintenance moves with it, so the range is wider to allow for that. If you know what you ate, give a daily average instead."
          : ""}
        {e.days < 28
          ? " With under 4 weeks of weigh-ins, water and food can still sway the trend, so treat this as a first look."
          : ""}
      </p>
      <Disclaimer />
    </>
  );
}
