import { MACRO_CALORIES_RULE } from "../../engine/input-ranges.ts";
import { macroSplit, type MacroSplitResult } from "../../engine/macro-split.ts";
import { kcal } from "../shared/format.ts";
import { MacroTable } from "../shared/macro-table.tsx";
import { attempt, type Outcome } from "../shared/single-report.ts";
import { calculate as calculateNeeds } from "../calorie-deficit-calories/calories-report.tsx";
import type { MacrosInput } from "./macros-form.ts";

/*
 * The macros calculator's results, loaded once the visitor starts to answer (macros-form.ts).
 */
export { emitResult, ResultActions } from "../shared/single-report.ts";

/** The macros, and whether the calories were typed or worked out. */
export interface MacrosOutcome extends MacroSplitResult {
  caloriesFrom: "typed" | "maintenance";
}

/** The day's calories: as typed, or the person's maintenance if this calculator can split it. */
function dayCalories(input: MacrosInput): Outcome<number> {
  if ("calories" in input) return { result: input.calories, errors: {} };
  const needs = calculateNeeds(input.person);
  const maintenance = needs.result?.maintenance;
  if (maintenance === undefined) return { errors: needs.errors };
  const { min, max } = MACRO_CALORIES_RULE;
  if (maintenance >= min && maintenance <= max) return { result: maintenance, errors: {} };
  // The calories box is hidden in this mode, so the message sits by the choice of source.
  const low = maintenance < min;
  const limit = kcal(low ? min : max);
  return {
    errors: {
      source: low
        ? `Your maintenance works out at ${kcal(maintenance)} a day, less than the ${limit} this calculator can split. Please talk to your GP about what to eat.`
        : `Your maintenance works out at ${kcal(maintenance)} a day, more than the ${limit} this calculator can split. Choose \u201cI know my daily calories\u201d and type a figure instead.`,
    },
  };
}

export function calculate(input: MacrosInput): Outcome<MacrosOutcome> {
  const day = dayCalories(input);
  const calories = day.result;
  if (calories === undefined) return { errors: day.errors };
  const worked = "person" in input;
  return attempt(
    { calories: worked ? "source" : "calories", weightKg: worked ? "weight" : "bodyWeight" },
    (): MacrosOutcome => ({
      ...macroSplit({
        calories,
        goal: input.goal,
        ...(input.weightKg === undefined ? {} : { weightKg: input.weightKg }),
      }),
      caloriesFrom: worked ? "maintenance" : "typed",
    }),
  );
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

export function Result({ r }: { r: MacrosOutcome }) {
  return (
    <>
      <p className="headline" part="headline">
        <span className="value">{kcal(r.calories)}</span>{" "}
        {r.caloriesFrom === "maintenance" ? "a day: your maintenance calories" : "a day"}
      </p>
      <MacroBar r={r} />
      <MacroTable macros={r.macros} caption="Your daily macronutrients" />
      {r.proteinMessage ? (
        <p className="panel">{r.proteinMessage}</p>
      ) : (
        <p className="hint">
          Add your weight to compare your protein with the UK reference intake.
        </p>
      )}
    </>
  );
}
