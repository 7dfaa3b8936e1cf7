// @vitest-environment jsdom
import { waitFor } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { fillVisible, mount, pressSubmit, tick } from "./helpers/widget-dom.ts";

/*
 * One person, one answer: the same fixture people go through every calculator that works
 * out their energy, as a visitor would fill them in, and the figures the calculators share
 * must agree (docs/plans.md, "Protein, one figure per person" and "Macros calculator").
 */

interface Person {
  name: string;
  age: string;
  sex: "male" | "female";
  height: string;
  weight: string;
  targetWeight: string;
  activity: string;
}

const PEOPLE: Person[] = [
  // The review's visitor: her basic and advanced maintenance once differed by 200 kcal.
  {
    name: "a woman of 34, 165 cm, 82 kg, lightly active",
    age: "34",
    sex: "female",
    height: "165",
    weight: "82",
    targetWeight: "70",
    activity: "1.375",
  },
  {
    name: "a man of 30, 180 cm, 80 kg, moderately active",
    age: "30",
    sex: "male",
    height: "180",
    weight: "80",
    targetWeight: "75",
    activity: "1.55",
  },
  {
    name: "a man of 68, 172 cm, 95 kg, sedentary",
    age: "68",
    sex: "male",
    height: "172",
    weight: "95",
    targetWeight: "85",
    activity: "1.2",
  },
];

type Detail = Record<string, unknown>;

beforeAll(async () => {
  await Promise.all([
    import("../../widgets/calorie-deficit-basic/calorie-deficit-basic.element.ts"),
    import("../../widgets/calorie-deficit-advanced/calorie-deficit-advanced.element.ts"),
    import("../../widgets/calorie-deficit-calories/calorie-deficit-calories.element.ts"),
    import("../../widgets/calorie-deficit-macros/calorie-deficit-macros.element.ts"),
  ]);
});

afterEach(() => {
  document.body.innerHTML = "";
  window.location.hash = "";
});

/** Fills a widget step by step, pressing its submit button, until it reports a result. */
async function resultOf(
  tag: string,
  inputs: Record<string, string>,
  steps: number,
): Promise<Detail> {
  const { host, root } = await mount(tag, { "calc-delay": "0" });
  const results: Detail[] = [];
  host.addEventListener("cdc-result", (e) => results.push((e as CustomEvent<Detail>).detail));
  for (let step = 0; step < steps && results.length === 0; step++) {
    for (let pass = 0; pass < 2; pass++) {
      fillVisible(root, inputs);
      await tick();
    }
    if (steps > 1) await pressSubmit(root);
    await tick(5);
  }
  await waitFor(() => expect(results.length).toBeGreaterThan(0), { timeout: 5000 });
  return results.at(-1) as Detail;
}

const basicOf = (p: Person) =>
  resultOf(
    "calorie-deficit-basic",
    {
      age: p.age,
      gender: p.sex,
      height: p.height,
      weight: p.weight,
      activity: p.activity,
      targetWeight: p.targetWeight,
      lossRate: "0.5",
    },
    5,
  );

// Neutral advanced answers: no exercise, steps left blank, a standard diet, no refeed,
// so nothing is counted that the basic calculator does not count.
const advancedOf = (p: Person) =>
  resultOf(
    "calorie-deficit-advanced",
    {
      age: p.age,
      gender: p.sex,
      height: p.height,
      weight: p.weight,
      targetWeight: p.targetWeight,
      lossRate: "0.5",
      baseActivity: p.activity,
      dietType: "standard",
      refeedFrequency: "none",
    },
    6,
  );

const caloriesOf = (p: Person) =>
  resultOf(
    "calorie-deficit-calories",
    { age: p.age, sex: p.sex, height: p.height, weight: p.weight, activity: p.activity },
    1,
  );

const macrosOf = (p: Person) =>
  resultOf(
    "calorie-deficit-macros",
    {
      source: "needs",
      goal: "fat-loss",
      age: p.age,
      sex: p.sex,
      height: p.height,
      weight: p.weight,
      activity: p.activity,
    },
    1,
  );

describe("every calculator gives the same person the same answer", () => {
  for (const person of PEOPLE) {
    it(`${person.name}: one maintenance, one 0.5 kg a week target, one protein figure`, async () => {
      const basic = await basicOf(person);
      const advanced = await advancedOf(person);
      const calories = await caloriesOf(person);
      const macros = await macrosOf(person);

      // Maintenance
      expect(advanced.maintenance, "advanced maintenance").toBe(basic.tdee);
      expect(calories.maintenance, "calorie calculator maintenance").toBe(basic.tdee);
      expect(macros.maintenance, "macros calculator maintenance").toBe(basic.tdee);

      // The daily target for 0.5 kg a week
      const lose = (
        calories.targets as { goal: string; kgPerWeek: number; calories: number }[]
      ).find((t) => t.goal === "lose" && t.kgPerWeek === 0.5);
      expect(lose?.calories, "calorie calculator target").toBe(basic.targetCalories);
      expect(macros.calories, "macros calculator's fat-loss calories").toBe(basic.targetCalories);
      expect(
        (advanced.targetCalories as { average: number }).average,
        "advanced week's average",
      ).toBe(basic.targetCalories);

      // Protein
      const basicProtein = (basic.macros as { protein: { grams: number } }).protein.grams;
      expect(advanced.dailyProtein, "advanced daily protein").toBe(basicProtein);
    });
  }
});
