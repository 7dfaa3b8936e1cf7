import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { FoodDayTable } from "../../../../widgets/shared/results/food-day.tsx";
import { basicPlan } from "../../../../widgets/calorie-deficit-basic/basic-report.ts";
import { advancedPlan } from "../../../../widgets/calorie-deficit-advanced/advanced-report.ts";
import {
  WORKED_EXAMPLE,
  WORKED_EXAMPLE_ADVANCED,
} from "../../../engine/fixtures/worked-example.ts";

/** The table's Total row, read as the visitor sees it: [kcal, protein grams]. */
function totals(): [number, number] {
  const row = document.querySelector("tfoot tr");
  expect(row?.querySelector("th")?.textContent).toBe("Total");
  const cells = [...(row?.querySelectorAll("td") ?? [])];
  const read = (i: number) => Number((cells[i]?.textContent ?? "").replace(/[^\d]/g, ""));
  return [read(0), read(1)];
}

describe("FoodDayTable", () => {
  it("shows the basic plan's example day: its calories within 5% and its protein within 5 g", () => {
    const plan = basicPlan(WORKED_EXAMPLE);
    if (!plan.foodDay || !plan.macros) throw new Error("expected a day of food");
    render(<FoodDayTable day={plan.foodDay} calories={plan.targetCalories} />);
    const [kcal, protein] = totals();
    expect(Math.abs(kcal - plan.targetCalories)).toBeLessThanOrEqual(0.05 * plan.targetCalories);
    expect(Math.abs(protein - plan.macros.protein.grams)).toBeLessThanOrEqual(5);
    expect(document.querySelector("caption")?.textContent).toBe(
      `An example day at ${plan.targetCalories.toLocaleString("en-GB")} kcal`,
    );
  });

  it("shows the advanced plan's day at the week's mean calories and the daily protein", () => {
    const plan = advancedPlan(WORKED_EXAMPLE_ADVANCED);
    if (!plan.foodDay) throw new Error("expected a day of food");
    const mean = plan.targetCalories.average;
    render(<FoodDayTable day={plan.foodDay} calories={mean} />);
    const [kcal, protein] = totals();
    expect(Math.abs(kcal - mean)).toBeLessThanOrEqual(0.05 * mean);
    expect(Math.abs(protein - plan.dailyProtein)).toBeLessThanOrEqual(5);
  });

  it("groups the foods by meal and says it is an example, with the Eatwell Guide", () => {
    const plan = basicPlan(WORKED_EXAMPLE);
    if (!plan.foodDay) throw new Error("expected a day of food");
    render(<FoodDayTable day={plan.foodDay} calories={plan.targetCalories} />);
    const meals = [...document.querySelectorAll("tbody th[scope=rowgroup]")];
    expect(meals.map((th) => th.textContent)).toEqual(["Breakfast", "Lunch", "Dinner", "Snacks"]);
    const breakfast = meals[0]?.closest("tbody");
    expect(within(breakfast ?? document.body).getByText(/^Porridge oats, \d+\sg$/)).toBeTruthy();
    expect(screen.getByText(/An example, not a prescription/)).toBeTruthy();
    expect(screen.getByRole("link", { name: /NHS Eatwell Guide/ }).getAttribute("href")).toMatch(
      /^https:\/\/www\.nhs\.uk\/.*eatwell-guide/,
    );
  });

  it("is not planned for a child", () => {
    expect(basicPlan({ age: 9, gender: "female" }, "kids").foodDay).toBeNull();
  });
});
