import type { Macros } from "../../../engine/index.ts";
import { number } from "./format.ts";

/** Grams, calories and share of each macronutrient, as a table with a caption. */
export function MacroTable({
  macros,
  caption,
  fibre,
}: {
  macros: Macros;
  caption: string;
  fibre?: number | undefined;
}) {
  // A soft hyphen lets "Carbohydrates" break on a 320 px phone, where the four columns
  // would otherwise be wider than the card.
  const rows = [
    ["Protein", macros.protein],
    ["Carbo\u00adhydrates", macros.carbs],
    ["Fat", macros.fats],
  ] as const;
  return (
    <table part="macros">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Nutrient</th>
          <th scope="col" className="num">
            Grams
          </th>
          <th scope="col" className="num">
            kcal
          </th>
          <th scope="col" className="num">
            Share
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([name, amount]) => (
          <tr key={name}>
            <th scope="row">{name}</th>
            <td className="num">{number(amount.grams)} g</td>
            <td className="num">{number(amount.calories)}</td>
            <td className="num">{amount.percentage}%</td>
          </tr>
        ))}
        {fibre !== undefined ? (
          <tr>
            <th scope="row">Fibre</th>
            <td className="num">{fibre} g</td>
            <td className="num">-</td>
            <td className="num">-</td>
          </tr>
        ) : null}
      </tbody>
    </table>
  );
}
