import type { FoodDay, Meal } from "../../../engine/index.ts";
import { kcal, number } from "./format.ts";

const MEALS: readonly Meal[] = ["Breakfast", "Lunch", "Dinner", "Snacks"];
const EATWELL =
  "https://www.nhs.uk/live-well/eat-well/food-guidelines-and-food-labels/the-eatwell-guide/";

/**
 * The plan's example day of food (the engine's foodDay, docs/food-day.md): each meal's foods
 * with their portions, calories and protein, and a line saying it is an example.
 */
export function FoodDayTable({ day, calories }: { day: FoodDay; calories: number }) {
  // On screen only: the printed report keeps to two pages (docs/food-day.md).
  return (
    <div className="no-print">
      <table className="food-day">
        <caption>An example day at {kcal(calories)}</caption>
        <thead>
          <tr>
            <th scope="col">Food</th>
            <th scope="col" className="num">
              kcal
            </th>
            <th scope="col" className="num">
              Protein
            </th>
          </tr>
        </thead>
        {MEALS.map((meal) => (
          <tbody key={meal}>
            <tr>
              <th scope="rowgroup" colSpan={3}>
                {meal}
              </th>
            </tr>
            {day.rows
              .filter((row) => row.meal === meal)
              .map((row) => (
                <tr key={row.food}>
                  <th scope="row">
                    {row.name}, {row.portion}
                  </th>
                  <td className="num">{number(row.kcal)}</td>
                  <td className="num">{row.protein} g</td>
                </tr>
              ))}
          </tbody>
        ))}
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            <td className="num">{number(day.kcal)}</td>
            <td className="num">{day.protein} g</td>
          </tr>
        </tfoot>
      </table>
      <p className="hint">
        An example, not a prescription: swap in foods you like from the same groups of the{" "}
        <a href={EATWELL} target="_blank" rel="noopener noreferrer">
          NHS Eatwell Guide
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
        . Figures from the UK&apos;s food tables (CoFID 2021).
      </p>
    </div>
  );
}
