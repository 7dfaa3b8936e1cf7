// @vitest-environment jsdom
import { waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { BasicResult } from "../../../engine/plans/basic-plan.ts";
import { variantRules } from "../../../engine/plans/variants.ts";
import { finishLabelFor } from "../../../widgets/calorie-deficit-basic/basic-steps.ts";
import fixturesJson from "../../../widgets/calorie-deficit-basic/calorie-deficit-basic.fixtures.json";
import {
  clickButton,
  fillVisible,
  mount,
  pressSubmit,
  readFixtures,
  setField,
  tick,
  type Fixture,
  switchUnits,
} from "../helpers/widget-dom.ts";

const TAG = "calorie-deficit-basic";
const fixtures = readFixtures(fixturesJson);

beforeAll(async () => {
  await import("../../../widgets/calorie-deficit-basic/calorie-deficit-basic.element.ts");
});

afterEach(() => {
  document.body.innerHTML = "";
  window.location.hash = "";
  vi.restoreAllMocks();
});

/** Walks the wizard with a fixture's inputs and returns the result event's detail. */
async function complete(fixture: Fixture) {
  const widget = await mount(TAG, fixture.attributes);
  const results: BasicResult[] = [];
  widget.host.addEventListener("cdc-result", (event) =>
    results.push((event as CustomEvent<BasicResult>).detail),
  );
  for (let step = 0; step < 5 && results.length === 0; step++) {
    fillVisible(widget.root, fixture.inputs);
    await tick();
    await pressSubmit(widget.root);
    await tick(5);
  }
  // The results chunk loads on first use, which can take a few seconds on a busy machine.
  await waitFor(() => expect(results).toHaveLength(1), { timeout: 10_000 });
  return { ...widget, result: results[0] as BasicResult };
}

describe("<calorie-deficit-basic>", () => {
  it("renders into an open shadow root with its card title and three steps", async () => {
    const { screen } = await mount(TAG);
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe(
      "Calculate Your Calorie Deficit",
    );
    const progress = screen.getByRole("progressbar");
    expect(progress.getAttribute("aria-valuenow")).toBe("1");
    expect(progress.getAttribute("aria-valuetext")).toBe("Step 1 of 3");
  });

  for (const fixture of fixtures) {
    it(`gives the expected figures: ${fixture.name}`, async () => {
      const { result } = await complete(fixture);
      for (const [key, value] of Object.entries(fixture.expected)) {
        expect(result[key as keyof BasicResult], key).toEqual(value);
      }
    });
  }

  it("shows results with a headline, the macros table and the projection chart", async () => {
    const { root, screen } = await complete(fixtures[0] as Fixture);
    const heading = await screen.findByRole(
      "heading",
      { name: "Your results" },
      { timeout: 10_000 },
    );
    await waitFor(() => expect(root.activeElement).toBe(heading));
    expect(root.querySelector("[part=headline] .value")?.textContent).toBe("2,209 kcal");
    const macros = screen.getByRole("table", { name: "Your daily macronutrients" });
    expect(within(macros).getAllByRole("row")).toHaveLength(4);
    const chart = screen.getByRole("img", { name: /Projected weight/ });
    // The band, the straight line and the dynamic model.
    expect(chart.querySelectorAll("path")).toHaveLength(3);
  });

  it("ends every plan with a deficit with Beat's line, and a plan without one with no such line", async () => {
    const { root } = await complete(fixtures[0] as Fixture);
    const line = await waitFor(() => {
      const found = root.querySelector(".beat-line");
      expect(found).not.toBeNull();
      return found as HTMLElement;
    });
    expect(line.textContent).toContain("Beat, the UK's eating disorder charity");
    const links = [...line.querySelectorAll("a")].map((a) => a.getAttribute("href"));
    expect(links).toEqual(["https://www.beateatingdisorders.org.uk/", "tel:08088010677"]);
    expect(line.textContent).toContain("0808 801 0677");
    document.body.innerHTML = "";
    const gain = fixtures.find((f) => f.attributes.variant === "muscle-gain") as Fixture;
    const gaining = await complete(gain);
    expect(gaining.result.direction).toBe("gain");
    expect(gaining.root.querySelector(".beat-line")).toBeNull();
  });

  it("does not move on, and says why next to the field, when a step is incomplete", async () => {
    const { root, screen } = await mount(TAG);
    setField(root, "age", "12");
    await clickButton(root, "Next");
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("There is a problem");
    const age = root.getElementById("age") as HTMLInputElement;
    expect(age.getAttribute("aria-invalid")).toBe("true");
    const describedBy = age.getAttribute("aria-describedby") ?? "";
    expect(root.getElementById("age-error")?.textContent).toMatch(/between 13 and 100/);
    expect(describedBy).toContain("age-error");
    expect(screen.getByRole("progressbar").getAttribute("aria-valuenow")).toBe("1");
    expect(age.value).toBe("12");
  });

  it("keeps every answer when going back and forward", async () => {
    const { root } = await mount(TAG, { "calc-delay": "0" });
    fillVisible(root, { age: "30", gender: "male", height: "180", weight: "80" });
    await clickButton(root, "Next");
    await waitFor(() => expect(root.textContent).toContain("Step 2 of 3"));
    await clickButton(root, "Back");
    await waitFor(() => expect(root.textContent).toContain("Step 1 of 3"));
    expect((root.getElementById("height") as HTMLInputElement).value).toBe("180");
  });

  it("converts what was typed when switching to stones and pounds, in whole pounds and inches", async () => {
    const { root } = await mount(TAG);
    fillVisible(root, { height: "180", weight: "80" });
    await switchUnits(root, "imperial");
    await waitFor(() => expect(root.getElementById("weightSt")).not.toBeNull());
    // 80 kg is 12 st 8.4 lb; 180 cm is 5 ft 10.9 in.
    expect((root.getElementById("weightSt") as HTMLInputElement).value).toBe("12");
    expect((root.getElementById("weightLb") as HTMLInputElement).value).toBe("8");
    expect((root.getElementById("heightFt") as HTMLInputElement).value).toBe("5");
    expect((root.getElementById("heightIn") as HTMLInputElement).value).toBe("11");
  });

  it("gives back exactly what was typed when switching units and back without editing", async () => {
    const { root } = await mount(TAG);
    // 165 cm is 5 ft 5 in, which is 165.1 cm: the round trip must not show 165.1.
    fillVisible(root, { height: "165", weight: "82" });
    await switchUnits(root, "imperial");
    await waitFor(() => expect(root.getElementById("heightFt")).not.toBeNull());
    await switchUnits(root, "metric");
    await waitFor(() => expect(root.getElementById("height")).not.toBeNull());
    expect((root.getElementById("height") as HTMLInputElement).value).toBe("165");
    expect((root.getElementById("weight") as HTMLInputElement).value).toBe("82");
  });

  it("converts an edited answer when switching back", async () => {
    const { root } = await mount(TAG);
    fillVisible(root, { height: "165" });
    await switchUnits(root, "imperial");
    await waitFor(() => expect(root.getElementById("heightIn")).not.toBeNull());
    setField(root, "heightIn", "7");
    await tick();
    await switchUnits(root, "metric");
    // 5 ft 7 in is 170.18 cm.
    await waitFor(() =>
      expect((root.getElementById("height") as HTMLInputElement).value).toBe("170.2"),
    );
  });

  it('accepts a decimal comma and a trailing unit: "80,5", "70kg"', async () => {
    const { result } = await complete({
      ...(fixtures[0] as Fixture),
      inputs: { ...(fixtures[0] as Fixture).inputs, weight: "80,5", targetWeight: "70kg" },
    });
    expect(result.person).toMatchObject({ weightKg: 80.5, targetWeightKg: 70, heightCm: 180 });
  });

  it("says which units to use when a weight is typed in pounds", async () => {
    const { root } = await mount(TAG);
    fillVisible(root, { age: "30", gender: "male", height: "180", weight: "176 lb" });
    await clickButton(root, "Next");
    await waitFor(() =>
      expect(root.getElementById("weight-error")?.textContent).toContain(
        "Enter your weight in kilograms, or switch units above to use stones and pounds.",
      ),
    );
    expect((root.getElementById("weight") as HTMLInputElement).value).toBe("176 lb");
  });

  it("lists every problem of a step at once, each linked to its field, and moves focus there", async () => {
    const { root, screen } = await mount(TAG);
    await clickButton(root, "Next");
    const summary = await screen.findByRole("alert");
    const links = within(summary).getAllByRole("link");
    expect(links.map((a) => a.getAttribute("href"))).toEqual([
      "#age",
      "#gender",
      "#height",
      "#weight",
    ]);
    await waitFor(() => expect(root.activeElement).toBe(summary));
    for (const name of ["age", "gender", "height", "weight"]) {
      expect(root.getElementById(`${name}-error`)?.hidden, name).toBe(false);
    }
    links[2]?.click();
    expect(root.activeElement).toBe(root.getElementById("height"));
  });

  it("starts at the NHS's steady pace, so nobody has to pick one", async () => {
    const { root } = await mount(TAG, { "calc-delay": "0" });
    fillVisible(root, { age: "30", gender: "male", height: "180", weight: "80" });
    await clickButton(root, "Next");
    fillVisible(root, { activity: "1.55" });
    await clickButton(root, "Next");
    await waitFor(() => expect(root.textContent).toContain("Step 3 of 3"));
    const chosen = root.querySelector<HTMLInputElement>('input[name="lossRate"]:checked');
    expect(chosen?.value).toBe("0.5");
  });

  it("shows 'Calculating...' for the calc-delay before the results", async () => {
    const { root } = await mount(TAG, { "calc-delay": "300" });
    const inputs = fixtures[0]?.inputs ?? {};
    for (let step = 0; step < 3; step++) {
      fillVisible(root, inputs);
      await clickButton(root, step < 2 ? "Next" : "Calculate My Deficit");
    }
    expect(
      within(root as unknown as HTMLElement).getAllByText("Calculating...").length,
    ).toBeGreaterThan(0);
    expect(root.textContent).not.toContain("Your results");
    await waitFor(() => expect(root.textContent).toContain("Your results"), { timeout: 2000 });
  });

  it("falls back, with one console warning each, for unknown attribute values", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const { screen } = await mount(TAG, {
      variant: "<b>bold</b>",
      units: "furlongs",
      "calc-delay": "soon",
    });
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe(
      "Calculate Your Calorie Deficit",
    );
    expect(warn).toHaveBeenCalledTimes(3);
    expect(document.querySelector("b")).toBeNull();
  });

  it.each([
    ["pregnancy", "Pregnancy Calorie Needs Calculator", "Calculate My Needs"],
    ["breastfeeding", "Breastfeeding Calorie Calculator", "Calculate My Calories"],
    ["muscle-gain", "Calculate Your Calorie Surplus", "Calculate My Surplus"],
    ["kids", "Children's Energy Needs Calculator", "Calculate Energy Needs"],
    ["default", "Calculate Your Calorie Deficit", "Calculate My Deficit"],
  ])("on the %s variant is titled %j and ends with %j", async (variant, title, finish) => {
    const { screen } = await mount(TAG, { variant });
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe(title);
    expect(finishLabelFor(variantRules(variant))).toBe(finish);
  });

  it('keeps its title for screen readers only, and drops its introduction, with heading="hide"', async () => {
    const { root, screen } = await mount(TAG, { heading: "hide", variant: "pregnancy" });
    const title = screen.getByRole("heading", { name: "Pregnancy Calorie Needs Calculator" });
    expect(title.className).toBe("visually-hidden");
    expect(root.querySelector(".lede")).toBeNull();
  });

  it("explains on the abs variant that visible abs depend on body fat", async () => {
    const { root } = await mount(TAG, { variant: "abs" });
    expect(root.textContent).toContain("Visible stomach muscles depend on low body fat");
  });

  it("plans for a teenager without asking them to pick the only pace there is", async () => {
    const { host, root } = await mount(TAG, { variant: "teen", "calc-delay": "0" });
    const results: BasicResult[] = [];
    host.addEventListener("cdc-result", (e) =>
      results.push((e as CustomEvent<BasicResult>).detail),
    );
    fillVisible(root, { age: "15", gender: "female", height: "160", weight: "65" });
    await clickButton(root, "Next");
    fillVisible(root, { activity: "1.375" });
    await clickButton(root, "Next");
    await waitFor(() => expect(root.textContent).toContain("Step 3 of 3"));
    expect(root.querySelector<HTMLInputElement>('input[name="lossRate"]')?.checked).toBe(true);
    fillVisible(root, { targetWeight: "60" });
    await clickButton(root, "Calculate My Deficit");
    await waitFor(() => expect(results).toHaveLength(1));
    expect(results[0]?.weeklyLoss).toBeLessThanOrEqual(0.5);
  });

  it("offers only 0.5 kg a week to teenagers, with 1.5 kg shown unavailable", async () => {
    const teen = await mount(TAG, { variant: "teen" });
    fillVisible(teen.root, { age: "15", gender: "female", height: "160", weight: "65" });
    await clickButton(teen.root, "Next");
    await waitFor(() => expect(teen.root.textContent).toContain("Step 2 of 3"));
    fillVisible(teen.root, { activity: "1.375" });
    await clickButton(teen.root, "Next");
    await waitFor(() => expect(teen.root.textContent).toContain("Step 3 of 3"));
    const radios = [...teen.root.querySelectorAll<HTMLInputElement>('input[name="lossRate"]')];
    expect(radios.filter((r) => !r.disabled).map((r) => r.value)).toEqual(["0.5"]);
    expect(radios.filter((r) => r.disabled).map((r) => r.value)).toEqual(["1.5"]);
  });

  it("shows 1.5 kg a week, very aggressive, unavailable, saying where to find it and why", async () => {
    const { root } = await mount(TAG, { variant: "safe" });
    fillVisible(root, { age: "40", gender: "male", height: "180", weight: "100" });
    await clickButton(root, "Next");
    fillVisible(root, { activity: "1.2" });
    await clickButton(root, "Next");
    await waitFor(() => expect(root.textContent).toContain("Step 3 of 3"));
    const radios = [...root.querySelectorAll<HTMLInputElement>('input[name="lossRate"]')];
    expect(radios.filter((r) => !r.disabled).map((r) => r.value)).toEqual(["0.5", "0.75", "1"]);
    const fastest = radios.find((r) => r.value === "1.5");
    expect(fastest?.disabled).toBe(true);
    const label = root.querySelector('label[for="lossRate-1_5"]')?.textContent ?? "";
    expect(label).toContain("1.5 kg (about 3.3 lb) a week");
    expect(label).toContain("Very aggressive");
    expect(label).toContain("aggressive calorie deficit calculator");
    expect(label).toContain("no more than 1 kg a week");
  });

  it("offers imperial visitors 0.5, 1, 1.5 and 2 lb a week, not kilograms converted", async () => {
    const { root } = await mount(TAG, { units: "imperial" });
    fillVisible(root, {
      age: "40",
      gender: "male",
      heightFt: "5",
      heightIn: "11",
      weightSt: "18",
      weightLb: "0",
    });
    await clickButton(root, "Next");
    fillVisible(root, { activity: "1.2" });
    await clickButton(root, "Next");
    await waitFor(() => expect(root.textContent).toContain("Step 3 of 3"));
    const labels = [...root.querySelectorAll<HTMLInputElement>('input[name="lossRate"]')]
      .filter((r) => !r.disabled)
      .map((r) => r.labels?.[0]?.firstChild?.textContent);
    expect(labels).toEqual(["0.5 lb a week", "1 lb a week", "1.5 lb a week", "2 lb a week"]);
    // The 1 lb a week the form starts with, standing for the usual 0.5 kg.
    expect(root.querySelector<HTMLInputElement>('input[name="lossRate"]:checked')?.value).toBe(
      "0.4536",
    );
  });

  it("asks how fast to gain, and never says lose, when the target is above the weight", async () => {
    const { root } = await mount(TAG);
    fillVisible(root, { age: "30", gender: "female", height: "165", weight: "52" });
    await clickButton(root, "Next");
    fillVisible(root, { activity: "1.375" });
    await clickButton(root, "Next");
    await waitFor(() => expect(root.textContent).toContain("Step 3 of 3"));
    setField(root, "targetWeight", "56");
    await waitFor(() =>
      expect(root.querySelector("fieldset.radios legend")?.textContent).toBe(
        "How fast do you want to gain weight?",
      ),
    );
    const group = root.querySelector("fieldset.radios");
    await waitFor(() => expect(group?.textContent).toContain("kcal a day"));
    expect(
      [...root.querySelectorAll<HTMLInputElement>('input[name="lossRate"]')].map((r) => r.value),
    ).toEqual(["0.25", "0.5"]);
    expect(group?.textContent).not.toMatch(/\blose\b/i);
  });

  it("shows paces the 750 kcal cap holds to the same calories as one line, with their real pace", async () => {
    const { root } = await mount(TAG, { variant: "safe" });
    fillVisible(root, { age: "35", gender: "male", height: "185", weight: "110" });
    await clickButton(root, "Next");
    fillVisible(root, { activity: "1.725" });
    await clickButton(root, "Next");
    await waitFor(() => expect(root.textContent).toContain("Step 3 of 3"));
    setField(root, "targetWeight", "90");
    await waitFor(() =>
      expect(root.querySelector('label[for="lossRate-0_75"]')?.textContent).toContain(
        "0.75 to 1 kg a week",
      ),
    );
    const line = root.querySelector('label[for="lossRate-0_75"]')?.textContent ?? "";
    expect(line).toMatch(/All give [\d,]+ kcal a day, so you would lose about 0\.68 kg a week\./);
    expect(root.querySelector('input[name="lossRate"][value="1"]')).toBeNull();
  });

  describe("the Goals step shows what each pace means before the visitor picks one", () => {
    /** Answers the first two steps for a man of 30, 180 cm, 80 kg, moderately active. */
    async function atGoals(attributes: Record<string, string> = {}, weight = "80") {
      const widget = await mount(TAG, attributes);
      fillVisible(widget.root, { age: "30", gender: "male", height: "180", weight });
      await clickButton(widget.root, "Next");
      fillVisible(widget.root, { activity: "1.55" });
      await clickButton(widget.root, "Next");
      await waitFor(() => expect(widget.root.textContent).toContain("Step 3 of 3"));
      return widget;
    }
    const hintOf = (root: ShadowRoot, rate: string) =>
      root.getElementById(`lossRate-${rate.replace(".", "_")}-hint`)?.textContent ?? "";

    it("gives each pace its daily calories and the date it reaches the target, and marks the soonest safe one", async () => {
      const { root } = await atGoals();
      expect(hintOf(root, "0.5")).not.toContain("kcal");
      setField(root, "targetWeight", "75");
      // The same calories the results give at that pace (the worked example: 2,209 kcal).
      await waitFor(() =>
        expect(hintOf(root, "0.5")).toMatch(
          /^2,209 kcal a day\. Reaches your target by \d+ \w+ \d{4}\.$/,
        ),
      );
      // 1 kg a week is more than 1% of his 80 kg: 0.75 kg is his fastest pace.
      expect(hintOf(root, "0.75")).toMatch(/^1,934 kcal a day\. Reaches your target by/);
      const soonest = [...root.querySelectorAll(".choice-tag")].filter(
        (tag) => tag.textContent?.trim() === "Soonest safe date",
      );
      expect(soonest).toHaveLength(1);
      expect(soonest[0]?.closest("label")?.getAttribute("for")).toBe("lossRate-0_75");
      expect(root.getElementById("lossRate-hint")?.textContent).toMatch(
        /^The soonest you can safely reach your target is \d+ \w+ \d{4}\.$/,
      );
    });

    it("says which paces are not safe for this person, and why", async () => {
      // A man of 110 kg on the aggressive calculator: 1.5 kg a week is planned, never called safe.
      const { root } = await atGoals({ variant: "aggressive" }, "110");
      setField(root, "targetWeight", "95");
      await waitFor(() => expect(hintOf(root, "1.5")).toContain("Faster than 1 kg a week"));
      const label = root.querySelector('label[for="lossRate-1_5"]')?.textContent ?? "";
      expect(label).toContain("Not safe for you");
      expect(hintOf(root, "1")).not.toContain("Faster");
    });

    it("shows beside a goal date the pace it needs and, when that is too soon, the soonest safe date: the Goals step's own", async () => {
      const { root } = await atGoals();
      setField(root, "targetWeight", "70");
      const soon = new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 10);
      setField(root, "goalDate", soon);
      await waitFor(() => expect(root.textContent).toContain("To reach your target by"));
      expect(root.textContent).toContain("That is sooner than you can safely get there.");
      const soonest = root.getElementById("lossRate-hint")?.textContent?.match(/is (.*)\.$/)?.[1];
      expect(soonest).toBeTruthy();
      expect(root.textContent).toContain(`The soonest safe date is ${soonest ?? ""}`);
    });
  });

  it("holds a shared link to the rates the form offers: lossRate=2 opens the rate step with its error", async () => {
    window.location.hash =
      "calorie-deficit-basic?units=metric&age=30&gender=male&height=180&weight=80&activity=1.55&targetWeight=75&lossRate=2";
    const results: unknown[] = [];
    const { host, screen } = await mount(TAG, { "calc-delay": "0" });
    host.addEventListener("cdc-result", (event) => results.push(event));
    expect((await screen.findAllByText(/Choose how fast you want to go/)).length).toBeGreaterThan(
      0,
    );
    expect(screen.getByRole("progressbar").getAttribute("aria-valuenow")).toBe("3");
    await tick(5);
    expect(screen.queryByText("2,209 kcal")).toBeNull();
    expect(results).toEqual([]);
  });

  it("restores a shared link's answers and shows the results", async () => {
    window.location.hash =
      "calorie-deficit-basic?units=metric&age=30&gender=male&height=180&weight=80&activity=1.55&targetWeight=75&lossRate=0.5";
    const { root, screen } = await mount(TAG);
    await screen.findByRole("heading", { name: "Your results" }, { timeout: 10_000 });
    expect(root.querySelector("[part=headline] .value")?.textContent).toBe("2,209 kcal");
  });

  // The results chunk loads on first use, which can take a few seconds on a busy machine.
  describe("safety rules, in words a visitor understands", { timeout: 20_000 }, () => {
    /** Fills the three steps and presses the last button; returns the widget. */
    async function submit(attributes: Record<string, string>, inputs: Record<string, string>) {
      const widget = await mount(TAG, { "calc-delay": "0", ...attributes });
      for (let step = 1; step <= 3; step++) {
        fillVisible(widget.root, inputs);
        await tick();
        await pressSubmit(widget.root);
        if (step < 3) {
          await waitFor(() => expect(widget.root.textContent).toContain(`Step ${step + 1} of 3`));
        }
      }
      return widget;
    }

    it("refuses a target under a healthy weight next to the target field, naming the lowest healthy weight in stones and pounds", async () => {
      const { root } = await submit(
        { units: "imperial" },
        {
          age: "30",
          gender: "female",
          heightFt: "5",
          heightIn: "5",
          weightSt: "9",
          weightLb: "6",
          activity: "1.375",
          targetWeightSt: "7",
          targetWeightLb: "8",
          lossRate: "0.5",
        },
      );
      await waitFor(() => expect(root.getElementById("targetWeight-error")?.hidden).toBe(false), {
        timeout: 10_000,
      });
      // 5 ft 5 in is 165.1 cm; BMI 18.5 there is 50.43 kg, 111.2 lb, so 112 lb.
      expect(root.getElementById("targetWeight-error")?.textContent).toMatch(
        /BMI under 18\.5.*8 st 0 lb/,
      );
      expect((root.getElementById("targetWeightSt") as HTMLInputElement).value).toBe("7");
      expect(root.textContent).toContain("Step 3 of 3");
    });

    it("refuses a 70-year-old's target under BMI 23 at the Goals step, beside the field, without the wait", async () => {
      // A minute's "Calculating...": a refusal that waited for the plan would not come in time.
      const { root } = await mount(TAG, { "calc-delay": "60000" });
      const answers = {
        age: "70",
        gender: "female",
        height: "165",
        weight: "70",
        activity: "1.375",
        targetWeight: "60",
      };
      for (let step = 1; step <= 3; step++) {
        fillVisible(root, answers);
        await tick();
        await pressSubmit(root);
        if (step < 3) {
          await waitFor(() => expect(root.textContent).toContain(`Step ${step + 1} of 3`));
        }
      }
      await waitFor(() => expect(root.getElementById("targetWeight-error")?.hidden).toBe(false), {
        timeout: 10_000,
      });
      // BMI 23 at 165 cm is 62.62 kg: the plan's own words, naming 62.7 kg.
      expect(root.getElementById("targetWeight-error")?.textContent).toContain(
        "That target would give you a BMI under 23. From 65, a BMI under 23 raises health risks, so the lowest weight we plan for at your height is 62.7 kg.",
      );
      expect(root.getElementById("targetWeight")?.getAttribute("aria-invalid")).toBe("true");
      expect(root.querySelector(".loading")).toBeNull();
      expect(root.textContent).toContain("Step 3 of 3");
    });

    it("plans no deficit for someone already underweight, and says to see a GP", async () => {
      const { root, screen } = await submit(
        {},
        {
          age: "22",
          gender: "female",
          height: "170",
          weight: "50",
          activity: "1.375",
          targetWeight: "48",
          lossRate: "0.5",
        },
      );
      await screen.findByRole("heading", { name: "Your results" }, { timeout: 10_000 });
      expect(root.textContent).toContain("keeps your weight steady");
      expect(root.textContent).toMatch(/below the healthy range.*seeing a GP/s);
      expect(root.textContent).not.toContain("Weekly loss");
    });

    it("never says a target held above what a small body uses keeps the weight steady", async () => {
      // 110 cm, 34 kg: maintenance about 800 kcal, under the 1,200 kcal floor.
      const { root, screen } = await submit(
        {},
        {
          age: "40",
          gender: "female",
          height: "110",
          weight: "34",
          activity: "1.2",
          targetWeight: "31",
          lossRate: "0.5",
        },
      );
      await screen.findByRole("heading", { name: "Your results" }, { timeout: 10_000 });
      expect(root.textContent).toContain("a day, the lowest we plan.");
      expect(root.textContent).not.toContain("keeps your weight steady");
      expect(root.textContent).toContain(
        "Your body uses about 800 kcal a day, less than 1,200 kcal, the lowest target we can plan safely for you. So we have not planned any weight loss, and at 1,200 kcal a day your weight may slowly go up.",
      );
      expect(root.textContent).not.toContain("We have planned");
    });

    it("says when body recomposition changes the pace chosen", async () => {
      const { root, screen } = await submit(
        { variant: "body-recomposition" },
        {
          age: "30",
          gender: "male",
          height: "180",
          weight: "90",
          activity: "1.55",
          targetWeight: "82",
          lossRate: "0.75",
        },
      );
      await screen.findByRole("heading", { name: "Your results" }, { timeout: 10_000 });
      expect(root.textContent).toMatch(
        /Body recomposition uses a small deficit .* rather than the 0.75 kg you chose/,
      );
    });

    it("sets a past target date aside with a note and still plans", async () => {
      const { root, screen } = await submit(
        {},
        {
          age: "35",
          gender: "male",
          height: "180",
          weight: "100",
          activity: "1.55",
          targetWeight: "90",
          lossRate: "0.5",
          goalDate: "2020-01-01",
        },
      );
      await screen.findByRole("heading", { name: "Your results" }, { timeout: 10_000 });
      expect(root.textContent).toContain("1 January 2020 has already passed");
      expect(root.textContent).toContain("a day to lose about");
    });

    it("notes beside the date field, before any result, that a past date will be set aside", async () => {
      const { root } = await mount(TAG);
      fillVisible(root, { age: "35", gender: "male", height: "180", weight: "100" });
      await clickButton(root, "Next");
      await waitFor(() => expect(root.textContent).toContain("Step 2 of 3"));
      fillVisible(root, { activity: "1.55" });
      await clickButton(root, "Next");
      await waitFor(() => expect(root.textContent).toContain("Step 3 of 3"));
      setField(root, "goalDate", "2020-01-01");
      await waitFor(() =>
        expect(root.getElementById("goalDate-note")?.textContent).toBe(
          "1 January 2020 has already passed, so your plan does not use a target date.",
        ),
      );
      const input = root.getElementById("goalDate") as HTMLInputElement;
      expect(input.getAttribute("aria-describedby")).toContain("goalDate-note");
      expect(input.getAttribute("aria-invalid")).toBeNull();
    });

    it("gives the NHS supplement advice with a pregnancy result", async () => {
      const { root, screen } = await submit(
        { variant: "pregnancy" },
        {
          age: "30",
          height: "165",
          weight: "70",
          activity: "1.375",
          trimester: "1",
          prePregnancyWeight: "64",
        },
      );
      await screen.findByRole("heading", { name: "Your results" }, { timeout: 10_000 });
      expect(root.textContent).toContain("Folic acid");
      expect(root.textContent).toContain("400 micrograms a day");
      // No caffeine or creatine supplement (the NHS food advice does say to limit caffeine).
      expect(root.querySelector(".supplements")?.textContent).not.toMatch(/caffeine|creatine/i);
    });

    it("gives a pregnancy result energy and the NHS food advice, with no macro split", async () => {
      const { root, screen } = await submit(
        { variant: "pregnancy" },
        { age: "30", height: "165", weight: "70", activity: "1.375", trimester: "2" },
      );
      await screen.findByRole("heading", { name: "Your results" }, { timeout: 10_000 });
      expect(screen.getByRole("heading", { name: "What to eat (NHS)" })).toBeTruthy();
      expect(root.querySelectorAll(".food-advice li").length).toBeGreaterThan(3);
      expect(screen.queryByRole("table", { name: "Your daily macronutrients" })).toBeNull();
      expect(root.querySelector(".goal-reasons")).toBeNull();
    });

    it("gives no macro split to a child under 5", async () => {
      const { root, screen } = await complete({
        name: "a girl of 3",
        attributes: { variant: "kids", "calc-delay": "0" },
        inputs: { age: "3", gender: "female" },
        expected: {},
      });
      await screen.findByRole("heading", { name: "Your results" }, { timeout: 10_000 });
      expect(screen.queryByRole("table", { name: "Your daily macronutrients" })).toBeNull();
      expect(root.querySelector(".goal-reasons")).toBeNull();
    });
  });
});

describe(
  "<calorie-deficit-basic>: whom the plan is for, and where it leads",
  { timeout: 20_000 },
  () => {
    const worked = fixtures[0] as Fixture;

    it("gives the weeks to goal and what holds the target their reasons, in the visitor's units", async () => {
      // docs/plans.md, "A worked example": the model reaches 75 kg in week 12, the straight
      // line in week 10. Mifflin at 75 kg: 1730 x 1.55 = 2681.5 -> 2,682 kcal
      const { root } = await complete(worked);
      expect([...root.querySelectorAll(".goal-reasons li")].map((li) => li.textContent)).toEqual([
        "12 weeks to your goal, not 10 at a steady rate: your body uses less energy as you get lighter, so weight loss slows down.",
        "2,682 kcal a day keeps you at 75 kg once you get there, if you stay as active as you are now.",
      ]);
      document.body.innerHTML = "";
      const imperial = await complete(fixtures[1] as Fixture);
      expect(imperial.root.querySelector("[data-reason=maintenance]")?.textContent).toMatch(
        /^[\d,]+ kcal a day keeps you at 10 st 10 lb once you get there/,
      );
    });

    it("notes a target still above a healthy BMI as a good first step", async () => {
      // 70 kg at 165 cm is BMI 25.7; a healthy weight there is up to 24.9 x 1.65² = 67.7 kg.
      const { root } = await complete({
        ...worked,
        inputs: {
          ...worked.inputs,
          gender: "female",
          age: "34",
          height: "165",
          weight: "82",
          targetWeight: "70",
        },
      });
      expect(root.querySelector("[data-reason=bmi]")?.textContent).toBe(
        "BMI 25.7 at 70 kg, still in the overweight range, but a good first step. A healthy weight for your height is up to 67.7 kg.",
      );
    });

    it("opens its results with whom the plan is for, in the visitor's units", async () => {
      const { root } = await complete(worked);
      expect(root.querySelector(".results .planned-for")?.textContent).toBe(
        "For a 30-year-old man, 180 cm, 80 kg, moderately active",
      );
      document.body.innerHTML = "";
      const kids = await complete({
        ...worked,
        attributes: { variant: "kids", "calc-delay": "0" },
        inputs: { age: "9", gender: "male" },
      });
      expect(kids.root.querySelector(".planned-for")?.textContent).toBe("For a 9-year-old boy");
    });

    it("ends a plan with 'Check in later', a link to the page in check-in-href with the plan in the check-in's fragment", async () => {
      const { root, screen } = await complete({
        ...worked,
        attributes: { ...worked.attributes, "check-in-href": "/adaptive-tdee-calculator" },
      });
      expect(screen.getByRole("heading", { name: "Check in later" })).toBeTruthy();
      const link = screen.getByRole<HTMLAnchorElement>("link", { name: /check-in with this plan/ });
      const url = new URL(link.href);
      expect(url.pathname).toBe("/adaptive-tdee-calculator");
      expect(url.hash.startsWith("#calorie-deficit-check-in?")).toBe(true);
      const carried = Object.fromEntries(new URLSearchParams(url.hash.split("?")[1]));
      expect(carried).toMatchObject({
        units: "metric",
        gender: "male",
        age: "30",
        height: "180",
        activity: "1.55",
        targetWeight: "75",
        lossRate: "0.5",
        plan: "2209",
      });
      // Today's weight is the first weigh-in; a default plan names no variant.
      expect(carried.w).toMatch(/^\d{4}-\d{2}-\d{2},80$/);
      expect(carried.variant).toBeUndefined();
      expect(root.querySelector("[part=check-in-later]")).not.toBeNull();
    });

    it("names its variant in the check-in link", async () => {
      const { screen } = await complete({
        ...worked,
        attributes: { variant: "safe", "calc-delay": "0", "check-in-href": "/check" },
      });
      const link = screen.getByRole<HTMLAnchorElement>("link", { name: /check-in with this plan/ });
      expect(new URLSearchParams(new URL(link.href).hash.split("?")[1]).get("variant")).toBe(
        "safe",
      );
    });

    it("gives no check-in link without check-in-href, or for a child", async () => {
      const plain = await complete(worked);
      expect(plain.screen.queryByRole("heading", { name: "Check in later" })).toBeNull();
      document.body.innerHTML = "";
      const kids = await complete({
        ...worked,
        attributes: { variant: "kids", "calc-delay": "0", "check-in-href": "/check" },
        inputs: { age: "9", gender: "male" },
      });
      expect(kids.screen.queryByRole("heading", { name: "Check in later" })).toBeNull();
    });

    it("leaves out a check-in-href that is not a web address, with one warning", async () => {
      const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
      const { screen } = await complete({
        ...worked,
        attributes: { ...worked.attributes, "check-in-href": "javascript:alert(1)" },
      });
      expect(screen.queryByRole("heading", { name: "Check in later" })).toBeNull();
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0]?.[0])).toContain('check-in-href="javascript:alert(1)"');
    });

    it("opens a link that carries only some answers (from the BMI calculator) at the first question still to answer, without listing problems", async () => {
      window.location.hash =
        "calorie-deficit-basic?units=imperial&age=34&heightFt=5&heightIn=5&weightSt=12&weightLb=13";
      const { root, screen } = await mount(TAG, { "calc-delay": "0" });
      await waitFor(() =>
        expect((root.getElementById("weightSt") as HTMLInputElement | null)?.value).toBe("12"),
      );
      expect((root.getElementById("age") as HTMLInputElement).value).toBe("34");
      expect((root.getElementById("heightFt") as HTMLInputElement).value).toBe("5");
      expect(screen.getByRole("progressbar").getAttribute("aria-valuenow")).toBe("1");
      expect(
        screen.getByRole<HTMLInputElement>("radio", { name: "st, lb, ft and in" }).checked,
      ).toBe(true);
      expect(screen.queryByRole("alert")).toBeNull();
      expect(root.querySelector("[aria-invalid=true]")).toBeNull();
    });
  },
);
