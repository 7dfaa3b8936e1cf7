// @vitest-environment jsdom
import { waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { AdvancedResult } from "../../../engine/plans/advanced-plan.ts";
import { longDate } from "../../../engine/core/dates.ts";
import { advancedSafeOptions } from "../../../engine/plans/advanced-safe-options.ts";
import { variantRules } from "../../../engine/plans/variants.ts";
import { readAdvancedForm } from "../../../widgets/calorie-deficit-advanced/advanced-form.ts";
import { defaults } from "../../../widgets/calorie-deficit-advanced/advanced-steps.ts";
import fixturesJson from "../../../widgets/calorie-deficit-advanced/calorie-deficit-advanced.fixtures.json";
import { readFixtures, type Fixture } from "../helpers/fixtures.ts";
import {
  clickButton,
  fillVisible,
  mount,
  pressSubmit,
  setField,
  tick,
  switchUnits,
} from "../helpers/widget-dom.ts";

const TAG = "calorie-deficit-advanced";
const fixtures = readFixtures(fixturesJson);
const example = fixtures[0] as Fixture;

beforeAll(async () => {
  await import("../../../widgets/calorie-deficit-advanced/calorie-deficit-advanced.element.ts");
});

afterEach(() => {
  document.body.innerHTML = "";
  window.location.hash = "";
  vi.restoreAllMocks();
});

/** Walks the five steps with a fixture's answers and returns the result event's detail. */
async function complete(fixture: Fixture) {
  const widget = await mount(TAG, fixture.attributes);
  const results: AdvancedResult[] = [];
  widget.host.addEventListener("cdc-result", (e) =>
    results.push((e as CustomEvent<AdvancedResult>).detail),
  );
  for (let step = 0; step < 5; step++) {
    fillVisible(widget.root, fixture.inputs);
    await tick();
    fillVisible(widget.root, fixture.inputs);
    await tick();
    await pressSubmit(widget.root);
    await tick(5);
  }
  await waitFor(() => expect(results).toHaveLength(1), { timeout: 4000 });
  return { ...widget, result: results[0] as AdvancedResult };
}

describe("<calorie-deficit-advanced>", () => {
  it("starts at Personal details, step 1 of 5, with the Pro title", async () => {
    const { screen } = await mount(TAG);
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe(
      "Advanced Calorie Deficit Calculator Pro",
    );
    expect(screen.getByRole("progressbar").getAttribute("aria-valuetext")).toBe("Step 1 of 5");
    expect(screen.getByRole("heading", { level: 3 }).textContent).toMatch(/Personal details$/);
  });

  for (const fixture of fixtures) {
    it(`gives the expected plan: ${fixture.name}`, async () => {
      const { result } = await complete(fixture);
      expect(result).toMatchObject(fixture.expected);
    });
  }

  it("opens its plan with whom it is for, and ends it with a check-in link carrying the week's mean calories", async () => {
    const { root, result } = await complete({
      ...example,
      attributes: { ...example.attributes, "check-in-href": "https://example.org/check" },
    });
    expect(root.querySelector(".results .planned-for")?.textContent).toBe(
      "For a 30-year-old man, 180 cm, 80 kg, moderately active",
    );
    const screen = within(root as unknown as HTMLElement);
    const link = screen.getByRole<HTMLAnchorElement>("link", { name: /check-in with this plan/ });
    expect(link.href.startsWith("https://example.org/check#calorie-deficit-check-in?")).toBe(true);
    const carried = new URLSearchParams(new URL(link.href).hash.split("?")[1]);
    expect(carried.get("plan")).toBe(String(result.targetCalories.average));
    expect(carried.get("targetWeight")).toBe("75");
    expect(carried.get("w")).toMatch(/,80$/);
    // The advanced maintenance counts exercise and steps too, so the base activity alone
    // would set the check-in's formula figure too low: it is left for the visitor.
    expect(carried.get("activity")).toBeNull();
  });

  it("shows the badge, four headline tiles and six tabs starting at Overview", async () => {
    const { root } = await complete(example);
    const screen = within(root as unknown as HTMLElement);
    expect(root.querySelector(".badge")?.textContent).toBe("Advanced Results Pro");
    const tiles = [...root.querySelectorAll("[part=headline] dt")].map((dt) => dt.textContent);
    expect(tiles).toEqual([
      "Daily calories",
      "Weeks to goal",
      "Maintenance calories",
      "Daily protein",
    ]);
    const tabs = screen.getAllByRole("tab").map((t) => t.textContent);
    expect(tabs).toEqual(["Overview", "Calories", "Macros", "Timeline", "Supplements", "Insights"]);
    expect(screen.getByRole("tab", { name: "Overview" }).getAttribute("aria-selected")).toBe(
      "true",
    );
  });

  it("gives the weeks to goal and what holds the target their reasons, under the tiles", async () => {
    // Mifflin at 75 kg: 1730 x 1.55 = 2681.5 -> 2,682 kcal
    const { result, root } = await complete(example);
    expect(result.maintenanceAtGoal).toBe(2682);
    const reasons = [...root.querySelectorAll(".goal-reasons li")].map((li) => li.textContent);
    const steady = result.goalReasons.steadyRateWeeks ?? 0;
    expect(steady).toBeLessThan(result.timeline.weeks);
    expect(reasons).toEqual([
      `${result.timeline.weeks} weeks to your goal, not ${steady} at a steady rate: your body uses less energy as you get lighter, so weight loss slows down.`,
      "2,682 kcal a day keeps you at 75 kg once you get there, if you stay as active as you are now.",
    ]);
    expect(root.querySelector(".goal-reasons strong")?.textContent).toBe(
      `${result.timeline.weeks} weeks`,
    );
  });

  it("asks the formula in full view only on the formula pages, elsewhere under More options", async () => {
    /** Step 2 of a variant, after the fixture's first step. */
    async function stepTwo(variant: string) {
      const widget = await mount(TAG, { variant, "calc-delay": "0" });
      fillVisible(widget.root, example.inputs);
      await tick();
      await pressSubmit(widget.root);
      await waitFor(() => expect(widget.root.querySelector("[name=bmrFormula]")).not.toBeNull());
      return widget.root;
    }
    const plain = await stepTwo("default");
    const more = plain.querySelector<HTMLDetailsElement>("details.more-options");
    expect(more?.open).toBe(false);
    expect(more?.querySelector("summary")?.textContent).toBe("More options");
    expect(more?.querySelector<HTMLInputElement>("#bmrFormula-mifflin")?.checked).toBe(true);
    // Opened, it stays open while the visitor changes their mind.
    more?.querySelector("summary")?.click();
    await waitFor(() => expect(more?.open).toBe(true));
    await tick(5);
    setField(plain, "bmrFormula", "harris");
    await tick(5);
    setField(plain, "bmrFormula", "mifflin");
    await tick(5);
    expect(plain.querySelector<HTMLDetailsElement>("details.more-options")?.open).toBe(true);
    document.body.innerHTML = "";
    for (const variant of ["formula", "accurate"]) {
      const root = await stepTwo(variant);
      expect(root.querySelector("details.more-options")).toBeNull();
      expect(
        root.querySelector("[name=bmrFormula]")?.closest("fieldset")?.querySelector("legend")
          ?.textContent,
      ).toBe("Formula for the calories your body burns at rest");
      document.body.innerHTML = "";
    }
  });

  it("uses Henry's formula under 18 and shows the adult formulas only for comparison", async () => {
    const { result, root } = await complete({
      ...example,
      inputs: { ...example.inputs, age: "16", weight: "100", targetWeight: "95" },
    });
    expect(result.teenEquation).toBe(true);
    expect(root.textContent).toContain("by the Henry (Oxford) formula for 10 to 18 year olds.");
    expect(root.textContent).not.toContain("(used)");
  });

  it("plans no carbohydrate refeed day on the keto variant, since one would end ketosis", async () => {
    const keto = fixtures.find((f) => f.attributes.variant === "keto") as Fixture;
    const { result, root } = await complete(keto);
    expect(result.refeedDays).toBeUndefined();
    expect(root.textContent).not.toContain("Refeed day (");
  });

  it("plans no refeed day unless one is chosen, and starts the question at no refeed days", async () => {
    expect(defaults(variantRules("default")).refeedFrequency).toBe("none");
    const { result, root } = await complete(example);
    expect(result.refeedDays).toBeUndefined();
    expect(root.textContent).not.toContain("Refeed day (");
  });

  it("says the early water weight the plan's own model gives, and the same macros protein on both days", async () => {
    const { result, root } = await complete(example);
    expect(result.waterWeight.initial).toBe(0.4);
    expect(root.textContent).toContain(
      "In the first two weeks, expect to lose about 0.4 kg more than your deficit alone would remove",
    );
    expect(result.macros.training.protein.grams).toBe(result.macros.rest.protein.grams);
    expect(result.dailyProtein).toBe(96);
  });

  it("says nothing about an early drop when the plan is a gain", async () => {
    const gain = fixtures.find((f) => f.attributes.variant === "timeline") as Fixture;
    const { result, root } = await complete(gain);
    expect(result.direction).toBe("gain");
    expect(result.waterWeight.initial).toBe(0);
    expect(root.textContent).not.toContain("expect to lose about");
  });

  /** Walks a fixture's answers through the first four steps, to the pace question. */
  async function toLastStep(fixture: Fixture, attributes: Record<string, string> = {}) {
    const widget = await mount(TAG, { ...fixture.attributes, ...attributes });
    for (let step = 0; step < 4; step++) {
      fillVisible(widget.root, fixture.inputs);
      await tick();
      await clickButton(widget.root, "Next");
      await tick(5);
    }
    expect(widget.screen.getByRole("progressbar").getAttribute("aria-valuenow")).toBe("5");
    fillVisible(widget.root, fixture.inputs);
    await tick();
    return widget;
  }

  /** Each pace radio's label, tag and hint, as a visitor reads them. */
  const paces = (root: ShadowRoot) =>
    [...root.querySelectorAll<HTMLInputElement>('input[name="lossRate"]')].map((radio) => ({
      value: radio.value,
      checked: radio.checked,
      text: radio.closest(".choice")?.textContent ?? "",
    }));

  it("asks the pace last, showing each pace's calories and date as the results will give them", async () => {
    const { root, screen } = await toLastStep(example);
    const offered = paces(root);
    // Up to 0.75 kg a week: 1 kg is more than 1% of his 80 kg, and 2 kg is offered to nobody.
    expect(offered.map((pace) => pace.value)).toEqual(["0.25", "0.5", "0.75"]);
    expect(offered.find((pace) => pace.value === "0.5")?.checked).toBe(true);
    // The engine's own table for these answers, read as the results read them.
    const rules = variantRules("default");
    const input = readAdvancedForm(
      { ...defaults(rules), ...example.inputs },
      "metric",
      rules,
    ).input;
    if (!input) throw new Error("the worked example should read");
    const table = advancedSafeOptions({ ...input, goalDate: undefined }, "default");
    for (const option of table.options) {
      const shown = offered.find((pace) => Number(pace.value) === option.weeklyKg)?.text ?? "";
      expect(shown).toContain(`${option.targetCalories.toLocaleString("en-GB")} kcal a day`);
      if (option.date) expect(shown).toContain(`Reaches your target by ${longDate(option.date)}`);
      expect(shown.includes("Not safe for you"), shown).toBe(!option.safe);
    }
    expect(offered.filter((pace) => pace.text.includes("Soonest safe date"))).toHaveLength(1);
    expect(table.earliestSafeDate).not.toBeNull();
    expect(screen.getByText(/^The soonest you can safely reach your target is/).textContent).toBe(
      `The soonest you can safely reach your target is ${longDate(table.earliestSafeDate ?? "")}.`,
    );
    // Every pace offered to him is within the NHS's advice: none is called not safe.
    expect(offered.some((pace) => pace.text.includes("Not safe"))).toBe(false);
  });

  it("asks how fast to gain, and never says lose, when the target is above the weight", async () => {
    const { root } = await toLastStep({
      ...example,
      inputs: { ...example.inputs, targetWeight: "84" },
    });
    const legend = [...root.querySelectorAll("legend")].find((l) =>
      l.textContent?.startsWith("How fast"),
    );
    expect(legend?.textContent).toBe("How fast do you want to gain weight?");
    await waitFor(() => expect(paces(root)[0]?.text).toContain("kcal a day"));
    expect(paces(root).map((pace) => pace.value)).toEqual(["0.25", "0.5"]);
    expect(legend?.closest("fieldset")?.textContent).not.toMatch(/\blose\b/i);
  });

  it("shows paces the floor holds to the same calories as one line", async () => {
    // A woman of 70, 160 cm, 66 kg (BMI 25.8), sedentary: maintenance 1,379 kcal, so both
    // her paces are held at her 1,200 kcal.
    const { root } = await toLastStep(
      {
        ...example,
        inputs: {
          ...example.inputs,
          age: "70",
          gender: "female",
          height: "160",
          weight: "66",
          targetWeight: "60",
          baseActivity: "1.2",
          jobType: "sedentary",
          refeedFrequency: "none",
        },
      },
      { variant: "senior" },
    );
    await waitFor(() => expect(paces(root)).toHaveLength(1));
    expect(paces(root)[0]?.text).toMatch(/^0\.25 to 0\.5 kg a week/);
    expect(paces(root)[0]?.text).toContain("All give 1,200 kcal a day, so you would lose about");
  });

  it("names each pace in the visitor's units", async () => {
    const { root } = await toLastStep(example);
    await switchUnits(root, "imperial");
    // Whole and half pounds, not kilograms converted; 2 lb is more than 1% of his weight.
    const labels = paces(root).map((pace) => pace.text.split(" a week")[0]);
    expect(labels).toEqual(["0.5 lb", "1 lb", "1.5 lb"]);
  });

  it("offers no faster pace than the person may plan: 0.5 kg at 16, and from 65", async () => {
    const teen = await toLastStep({ ...example, inputs: { ...example.inputs, age: "16" } });
    expect(paces(teen.root).map((pace) => pace.value)).toEqual(["0.25", "0.5"]);
    // The starting 0.75 kg is more than a 16-year-old may lose: their top pace shows as chosen.
    expect(paces(teen.root).find((pace) => pace.checked)?.value).toBe("0.5");
    document.body.innerHTML = "";
    const senior = await toLastStep(
      { ...example, inputs: { ...example.inputs, age: "70" } },
      { variant: "senior" },
    );
    expect(paces(senior.root).map((pace) => pace.value)).toEqual(["0.25", "0.5"]);
  });

  it("says beside a goal date the pace it needs, whether that is safe, and the nearest safe date", async () => {
    const { root } = await toLastStep(example);
    setField(root, "goalDate", "2027-01-01");
    await waitFor(() =>
      expect(root.querySelector("[aria-live=polite] .panel")?.textContent).toMatch(
        /To reach your target by 1 January 2027, you would need to lose .* a week\./,
      ),
    );
  });

  it("will not go past a step with a missing answer, and says what is missing", async () => {
    const { root } = await mount(TAG, { "calc-delay": "0" });
    fillVisible(root, { age: "30", gender: "male" });
    await clickButton(root, "Next");
    expect(root.getElementById("height-error")?.textContent).toContain("Enter your height");
    expect(root.querySelector("[role=progressbar]")?.getAttribute("aria-valuenow")).toBe("1");
    expect((root.getElementById("age") as HTMLInputElement).value).toBe("30");
  });

  it("refuses a 70-year-old's target under BMI 23 at the step that asks it, in stones and pounds", async () => {
    const { root } = await mount(TAG, { units: "imperial" });
    fillVisible(root, {
      age: "70",
      gender: "female",
      heightFt: "5",
      heightIn: "5",
      weightSt: "11",
      weightLb: "0",
      targetWeightSt: "9",
      targetWeightLb: "6",
    });
    await tick();
    await clickButton(root, "Next");
    await waitFor(() => expect(root.getElementById("targetWeight-error")?.hidden).toBe(false), {
      timeout: 10_000,
    });
    // 5 ft 5 in is 165.1 cm; BMI 23 there is 62.69 kg, 138.2 lb, so 9 st 13 lb.
    expect(root.getElementById("targetWeight-error")?.textContent).toContain(
      "That target would give you a BMI under 23. From 65, a BMI under 23 raises health risks, so the lowest weight we plan for at your height is 9 st 13 lb.",
    );
    expect(root.querySelector("[role=progressbar]")?.getAttribute("aria-valuenow")).toBe("1");
    expect(root.querySelector(".loading")).toBeNull();
  });

  it("shows the failure message and logs the error when the calculation fails unexpectedly", async () => {
    const engine = await import("../../../engine/plans/advanced-plan.ts");
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(engine, "advancedPlan").mockImplementation(() => {
      throw new Error("boom");
    });
    const { root } = await mount(TAG, { "calc-delay": "0" });
    for (let step = 0; step < 5; step++) {
      fillVisible(root, example.inputs);
      await tick();
      await pressSubmit(root);
      await tick(5);
    }
    await waitFor(() =>
      expect(root.textContent).toContain("Error calculating results. Please check your inputs."),
    );
    expect(error).toHaveBeenCalled();
    expect(
      within(root as unknown as HTMLElement)
        .getByRole("button", { name: "Calculate Advanced Results" })
        .getAttribute("type"),
    ).toBe("submit");
  });

  it("refuses to plan a deficit for children, pregnancy or breastfeeding", async () => {
    for (const variant of ["kids", "pregnancy", "breastfeeding"]) {
      const { root } = await mount(TAG, { variant });
      expect(root.textContent).toContain("not safe for children or during pregnancy");
      expect(root.querySelector("form")).toBeNull();
      document.body.innerHTML = "";
    }
  });

  it("asks women of 13 to 55 whether they are pregnant or breastfeeding, and plans no deficit in pregnancy", async () => {
    const woman = { ...example.inputs, gender: "female", age: "30", maternal: "pregnant" };
    const { root, result } = await complete({ ...example, inputs: woman });
    expect(result.maternal).toBe("pregnant");
    expect(result.direction).toBe("maintain");
    expect(result.supplementRecommendations.map((s) => s.name)).toEqual([
      "Folic acid",
      "Vitamin D",
    ]);
    expect(root.textContent).not.toMatch(/creatine/i);
  });

  it("asks how long ago the baby was born only when the visitor is breastfeeding", async () => {
    const { root } = await mount(TAG, { "calc-delay": "0" });
    const woman = { ...example.inputs, gender: "female", age: "30" };
    for (let step = 0; step < 3; step++) {
      fillVisible(root, woman);
      await tick();
      await pressSubmit(root);
      await waitFor(() => expect(root.textContent).toContain(`Step ${step + 2} of 5`));
    }
    expect(root.textContent).toContain("Are you pregnant or breastfeeding?");
    expect(root.getElementById("weeksPostpartum")).toBeNull();
    setField(root, "maternal", "breastfeeding");
    await waitFor(() => expect(root.getElementById("weeksPostpartum")).not.toBeNull());
    await pressSubmit(root);
    await waitFor(() =>
      expect(root.getElementById("weeksPostpartum-error")?.textContent).toMatch(/weeks ago/),
    );
  });

  it("asks about health conditions on the Health step, None of these first, and the answer reaches the plan", async () => {
    const { root, screen } = await mount(TAG, { "calc-delay": "0" });
    for (let step = 0; step < 3; step++) {
      fillVisible(root, example.inputs);
      await tick();
      await pressSubmit(root);
      await waitFor(() => expect(root.textContent).toContain(`Step ${step + 2} of 5`));
    }
    const group = screen.getByRole("group", {
      name: "Do you have any of these health conditions?",
    });
    const boxes = within(group).getAllByRole("checkbox");
    expect(boxes[0]?.getAttribute("value")).toBe("none");
    expect(boxes.every((b) => !(b as HTMLInputElement).checked)).toBe(true);
  });

  it("plans no weight loss with an eating disorder, pointing to the GP and Beat, and gives creatine to no one with a condition", async () => {
    const inputs = { ...example.inputs, strengthHours: "3", medicalConditions: "eating-disorder" };
    const { root, result } = await complete({ ...example, inputs });
    expect(result.direction).toBe("maintain");
    expect(result.supplementRecommendations.map((s) => s.name)).toEqual([
      "Vitamin D",
      "Whey protein",
    ]);
    const warning = await waitFor(() => {
      const found = root.querySelector(".warning.critical");
      expect(found).not.toBeNull();
      return found as HTMLElement;
    });
    expect(warning.textContent).toMatch(/eating disorder/);
    expect(warning.textContent).toMatch(/GP/);
    expect(warning.textContent).toContain("0808 801 0677");
    // Beat's one line is for plans with a deficit; this plan says it in its warning instead.
    expect(root.querySelector(".beat-line")).toBeNull();
  });

  it("ends a plan with a deficit with Beat's line, and lists each health answer with what it means", async () => {
    const { root, result } = await complete({
      ...example,
      inputs: { ...example.inputs, sleepHours: "5", medicalConditions: "none" },
    });
    expect(result.direction).toBe("lose");
    expect(result.adjustedTdee).toBe(result.tdee);
    const line = await waitFor(() => {
      const found = root.querySelector(".beat-line");
      expect(found).not.toBeNull();
      return found as HTMLElement;
    });
    expect(line.textContent).toContain("beateatingdisorders.org.uk");
    expect(line.textContent).toContain("0808 801 0677");
    const screen = within(root as unknown as HTMLElement);
    const table = screen.getByRole("table", { name: "What your health answers mean for you" });
    const rows = within(table)
      .getAllByRole("row")
      .slice(1)
      .map((r) => r.querySelector("th")?.textContent);
    expect(rows).toEqual(["Sleep", "Stress", "Thyroid"]);
    expect(table.textContent).toContain("5 hours a night");
    expect(table.textContent).toMatch(/hunger/);
    expect(table.textContent).not.toMatch(/kcal/);
  });

  it("does not ask men about pregnancy", async () => {
    const { root } = await mount(TAG, { "calc-delay": "0" });
    for (let step = 0; step < 3; step++) {
      fillVisible(root, example.inputs);
      await tick();
      await pressSubmit(root);
      await waitFor(() => expect(root.textContent).toContain(`Step ${step + 2} of 5`));
    }
    expect(root.textContent).toContain("Health factors");
    expect(root.textContent).not.toContain("Are you pregnant or breastfeeding?");
  });

  describe("shared links", () => {
    const link = (answers: Record<string, string>) =>
      `calorie-deficit-advanced?units=metric&${new URLSearchParams(answers).toString()}`;

    it("restores a shared link's answers and shows the results", async () => {
      window.location.hash = link(example.inputs);
      const { screen } = await mount(TAG, { "calc-delay": "0" });
      expect(
        (await screen.findAllByText("2,209 kcal", {}, { timeout: 8000 })).length,
      ).toBeGreaterThan(0);
    }, 10_000);

    it.each([
      ["a rate above the variant's top rate", "senior", "1"],
      ["a rate between the paces offered", "default", "0.3"],
      ["a rate that is not a number", "default", "fast"],
    ])("opens at the pace question with an error for %s", async (_, variant, lossRate) => {
      window.location.hash = link({ ...example.inputs, age: "70", lossRate });
      const results: unknown[] = [];
      // variant first: a widget made by script reads its attributes in the order they are set.
      const { host, screen } = await mount(TAG, { variant, "calc-delay": "0" });
      host.addEventListener("cdc-result", (e) => results.push(e));
      expect(
        (await screen.findAllByText(/Choose a weekly rate between 0\.25 kg and 0\.5 kg/)).length,
      ).toBeGreaterThan(0);
      expect(screen.getByRole("progressbar").getAttribute("aria-valuenow")).toBe("5");
      await tick(5);
      expect(results).toEqual([]);
    });
  });

  describe("the goal week", () => {
    const link = (answers: Record<string, string>) =>
      `calorie-deficit-advanced?units=metric&${new URLSearchParams(answers).toString()}`;
    const tile = (root: ShadowRoot, label: string) =>
      [...root.querySelectorAll("[part=headline] div")]
        .find((d) => d.querySelector("dt")?.textContent === label)
        ?.querySelector("dd")?.textContent;

    it("is the same week in the headline, the timeline and the chart, with the first diet break listed", async () => {
      // The worked example's man: week 13, with a diet break in week 8.
      window.location.hash = link({ ...example.inputs, dailySteps: "" });
      // Listening before the widget is made: a shared link's result may come at once.
      const results: AdvancedResult[] = [];
      const listen = (e: Event) => results.push((e as CustomEvent<AdvancedResult>).detail);
      document.addEventListener("cdc-result", listen);
      const { root, screen } = await mount(TAG, { "calc-delay": "0" });
      await screen.findAllByText("Advanced Results Pro", {}, { timeout: 8000 });
      expect(tile(root, "Weeks to goal")).toBe("13");
      const panel = root.querySelector("#panel-timeline");
      expect(panel?.querySelector("h3:not(.tab-title)")?.textContent).toBe(
        "Milestones: your goal in week 13, about 3 months",
      );
      // A short list, each milestone with its week, date and weight, and a sentence of its own.
      const items = [...(panel?.querySelectorAll("ol.milestones li") ?? [])].map(
        (li) => li.textContent ?? "",
      );
      expect(items.map((text) => /^Week (\d+)/.exec(text)?.[1])).toEqual([
        "2",
        "5",
        "8",
        "10",
        "13",
        "17",
      ]);
      expect(items[2]).toMatch(/^Week 8, \d+ \w+ \d{4}: 76\.6 kg First diet break/);
      expect(items[4]).toMatch(/^Week 13, .*: 75 kg Target reached/);
      await waitFor(() => expect(results).toHaveLength(1));
      document.removeEventListener("cdc-result", listen);
      expect(Math.ceil((results[0]?.projection?.reachDay ?? 0) / 7)).toBe(13);
    }, 10_000);

    it("says where the weight levels off when the calories never reach the target", async () => {
      // 120 kg to 65 kg at 0.25 kg a week: the weight settles near 98 kg.
      window.location.hash = link({
        age: "45",
        gender: "female",
        height: "165",
        weight: "120",
        targetWeight: "65",
        lossRate: "0.25",
      });
      const { root, screen } = await mount(TAG, { "calc-delay": "0" });
      await screen.findAllByText("Advanced Results Pro", {}, { timeout: 8000 });
      expect(tile(root, "Weeks to goal")).toBe("Not reachable at this intake");
      expect(root.querySelector(".milestones")).toBeNull();
      // Said once, in the warning; the Timeline's chart says the line levels off above it.
      const warnings = [...root.querySelectorAll(".warnings")].map((w) => w.textContent).join(" ");
      expect(warnings).toMatch(
        /likely to level off at about \d+(\.\d)? kg rather than reach 65 kg/,
      );
      expect(root.querySelector("#panel-timeline")?.textContent).toContain(
        "your weight levels off above it",
      );
    }, 10_000);

    it("says a plan that holds the weight has no timeline, not that the target is years away", async () => {
      window.location.hash = link({ ...example.inputs, thyroidCondition: "hyper" });
      const { root, screen } = await mount(TAG, { "calc-delay": "0" });
      await screen.findAllByText("Advanced Results Pro", {}, { timeout: 8000 });
      expect(root.querySelector("#panel-timeline")?.textContent).toContain(
        "Your plan does not aim to change your weight, so it has no timeline.",
      );
    }, 10_000);
  });

  describe("the page's choices of what to show (heading, affiliate-links)", () => {
    /** Goes to the Activity step, where the exercise ideas and the kit suggestions are. */
    async function activityStep(attributes: Record<string, string> = {}) {
      const widget = await mount(TAG, attributes);
      for (let step = 0; step < 2; step++) {
        fillVisible(widget.root, example.inputs);
        await tick();
        widget.root.querySelector<HTMLButtonElement>("button[type=submit]")?.click();
        await tick(5);
      }
      await waitFor(() => expect(widget.root.textContent).toContain("Exercise ideas for you"));
      return widget;
    }

    it("keeps the kit's affiliate links in a closed section whose name says what they are", async () => {
      const { root } = await activityStep();
      const kit = root.querySelector("details.kit") as HTMLDetailsElement;
      expect(kit.open).toBe(false);
      expect(kit.querySelector("summary")?.textContent).toBe("Kit that can help (affiliate links)");
      const links = [...kit.querySelectorAll("a")];
      expect(links.length).toBeGreaterThan(0);
      for (const a of links) expect(a.getAttribute("rel")).toBe("sponsored noopener");
    });

    it('leaves the affiliate links out with affiliate-links="hide", and keeps the ideas', async () => {
      const { root } = await activityStep({ "affiliate-links": "hide" });
      expect(root.querySelector("details.kit")).toBeNull();
      expect(root.querySelector('a[rel~="sponsored"]')).toBeNull();
      expect(root.textContent).toContain("Exercise ideas for you");
    });

    it("warns once about an affiliate-links value it does not know, and shows the links", async () => {
      const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
      const { root } = await activityStep({ "affiliate-links": "no" });
      expect(root.querySelector("details.kit")).not.toBeNull();
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0]?.[0])).toContain('affiliate-links="no"');
    });

    it('keeps its title for screen readers only, and drops its introduction, with heading="hide"', async () => {
      const { root, screen } = await mount(TAG, { heading: "hide" });
      const title = screen.getByRole("heading", {
        name: "Advanced Calorie Deficit Calculator Pro",
      });
      expect(title.className).toBe("visually-hidden");
      expect(root.querySelector(".lede")).toBeNull();
      expect(screen.getByRole("heading", { name: /Personal details/ })).toBeTruthy();
    });
  });
});
