import {
  MACRO_GOAL_SPLITS,
  macrosForPerson,
  macroSplit,
  type MacroSplitResult,
  type PersonMacros,
} from "../../engine/index.ts";
import type { Units } from "../shared/platform/attributes.ts";
import { kcal, number, rate } from "../shared/results/format.ts";
import { MacroTable } from "../shared/results/macro-table.tsx";
import { PlannedFor, plannedFor, plannedForCalories } from "../shared/results/planned-for.tsx";
import { attempt, type Outcome, type ResultProps } from "../shared/single-screen/single-report.ts";
import type { MacrosInput } from "./macros-form.ts";

/*
 * The macros calculator's results, loaded once the visitor starts to answer (macros-form.ts).
 */
export { emitResult, ResultActions, ResultBar } from "../shared/single-screen/single-report.ts";

/** The macros, and whether the calories were typed or worked out for the goal. */
export type MacrosOutcome =
  (MacroSplitResult & { caloriesFrom: "typed" }) | (PersonMacros & { caloriesFrom: "goal" });

export function calculate(input: MacrosInput): Outcome<MacrosOutcome> {
  if ("person" in input) {
    // The calories box is hidden in this mode, so a message about them sits by the choice of source.
    return attempt(
      { calories: "source", weightKg: "weight", heightCm: "height" },
      (): MacrosOutcome => ({
        ...macrosForPerson({ ...input.person, goal: input.goal }),
        caloriesFrom: "goal",
      }),
    );
  }
  const { calories, goal, weightKg } = input;
  return attempt({ calories: "calories", weightKg: "bodyWeight" }, (): MacrosOutcome => ({
    ...macroSplit({ calories, goal, weightKg }),
    caloriesFrom: "typed",
  }));
}

export function summary(r: MacrosOutcome): string {
  return `${r.macros.protein.grams} g protein, ${r.macros.carbs.grams} g carbohydrates and ${r.macros.fats.grams} g fat a day.`;
}

const BAR = [
  ["protein", "Protein"],
  ["carbs", "Carbohydrates"],
  ["fats", "Fat"],
] as const;

/** The share of each macro as one bar; screen readers hear its label, then read the table. */
function MacroBar({ r }: { r: MacrosOutcome }) {
  return (
    <>
      <div
        className="macro-bar"
        part="bar"
        role="img"
        aria-label={`Share of calories: ${BAR.map(([key, name]) => `${name.toLowerCase()} ${r.macros[key].percentage}%`).join(", ")}`}
      >
        {BAR.map(([key]) => (
          <span
            key={key}
            className={`seg ${key}`}
            style={{ width: `${r.macros[key].percentage}%` }}
          >
            {r.macros[key].percentage >= 10 ? `${r.macros[key].percentage}%` : ""}
          </span>
        ))}
      </div>
      <ul className="legend" aria-hidden="true">
        {BAR.map(([key, name]) => (
          <li key={key}>
            <span className={`key ${key}`} />
            {name} {r.macros[key].percentage}%
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * The headline: for calories the visitor typed, the answer they came for (the grams), not
 * their own figure back; for calories worked out, the figure and what it is for.
 */
function headline(r: MacrosOutcome, units: Units): { value: string; note: string } {
  if (r.caloriesFrom === "typed") {
    const goal = MACRO_GOAL_SPLITS.find((s) => s.goal === r.goal)?.label ?? r.goal;
    return {
      value: `${number(r.macros.protein.grams)} g protein`,
      note: `with ${number(r.macros.carbs.grams)} g carbohydrates and ${number(r.macros.fats.grams)} g fat a day: the ${goal.toLowerCase()} split of your ${kcal(r.calories)}`,
    };
  }
  return { value: kcal(r.calories), note: headlineNote(r, units) };
}

/** What the worked-out calories are for, after the figure. */
function headlineNote(r: PersonMacros, units: Units): string {
  if (r.calorieGoal === "maintain") return "a day: your maintenance calories";
  const pace = `${r.calorieGoal} ${rate(r.kgPerWeek ?? 0, units)} a week`;
  const floored = r.flooredAtMinimum ? ", held at the lowest we plan" : "";
  return `a day: your target to ${pace}${floored} (maintenance ${kcal(r.maintenance)})`;
}

export function Result({ r, units, input }: ResultProps<MacrosInput, MacrosOutcome>) {
  const top = headline(r, units);
  return (
    <>
      <PlannedFor
        text={
          "person" in input
            ? plannedFor(input.person, units)
            : plannedForCalories(input.calories, input.weightKg, units)
        }
      />
      <p className="headline" part="headline">
        <span className="value">{top.value}</span> {top.note}
      </p>
      <MacroBar r={r} />
      <MacroTable macros={r.macros} caption="Your daily macronutrients" />
      <p className="panel">
        {r.proteinBasis} {r.proteinMessage}
      </p>
    </>
  );
}

export { readMacrosForm as read } from "./macros-form.ts";
