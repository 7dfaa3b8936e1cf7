// @vitest-environment jsdom
import { waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import fixturesJson from "../../../widgets/calorie-deficit-macros/calorie-deficit-macros.fixtures.json";
import { readFixtures } from "../helpers/fixtures.ts";
import { describeStandalone } from "../helpers/standalone.ts";
import { mount, setField, tick, switchUnits } from "../helpers/widget-dom.ts";

const load = () =>
  import("../../../widgets/calorie-deficit-macros/calorie-deficit-macros.element.ts");

describeStandalone({
  tag: "calorie-deficit-macros",
  title: "Macros Calculator",
  fixtures: readFixtures(fixturesJson),
  load,
});

async function fill(root: ShadowRoot, inputs: Record<string, string>) {
  for (let pass = 0; pass < 2; pass++) {
    for (const [name, value] of Object.entries(inputs)) setField(root, name, value);
    await tick();
  }
}

const PERSON = { age: "30", sex: "male", height: "180", weight: "80", activity: "1.55" };

describe("<calorie-deficit-macros> results", () => {
  afterEach(() => {
    document.body.innerHTML = "";
  });

  it("describes the bar in words and gives grams, kcal and share per macro", async () => {
    await load();
    const { root } = await mount("calorie-deficit-macros");
    await fill(root, { calories: "2000", goal: "balanced", bodyWeight: "70" });
    const bar = await waitFor(() => {
      const el = root.querySelector("[part=bar]");
      expect(el).not.toBeNull();
      return el as Element;
    });
    expect(bar.getAttribute("role")).toBe("img");
    expect(bar.getAttribute("aria-label")).toBe(
      "Share of calories: protein 17%, carbohydrates 53%, fat 30%",
    );
    const cells = [...root.querySelectorAll("table[part=macros] tbody tr")].map((tr) =>
      // Without the soft hyphen that lets a long name break on a narrow phone.
      [...tr.children].map((c) => c.textContent?.replace(/\u00ad/g, "")),
    );
    expect(cells).toEqual([
      ["Protein", "84 g", "336", "17%"],
      ["Carbohydrates", "266 g", "1,064", "53%"],
      ["Fat", "67 g", "600", "30%"],
    ]);
    // Protein from the weight, 1.2 g per kg of 70 kg, as the deficit calculators set it.
    expect(root.textContent).toContain("Protein is set at 1.2 g for each kg you weigh.");
  });

  it("heads typed calories with the grams, not with the calories the visitor typed", async () => {
    await load();
    const { root } = await mount("calorie-deficit-macros");
    await fill(root, { calories: "2000", goal: "balanced", bodyWeight: "70" });
    await waitFor(() => expect(root.querySelector("[part=headline]")).not.toBeNull());
    const headline = root.querySelector("[part=headline]");
    expect(headline?.querySelector(".value")?.textContent).toBe("84 g protein");
    expect(headline?.textContent).toBe(
      "84 g protein with 266 g carbohydrates and 67 g fat a day: the balanced split of your 2,000 kcal",
    );
  });

  it("leaves a slice too thin for its figure unlabelled inside the bar, but keeps it in the key", async () => {
    await load();
    const { root } = await mount("calorie-deficit-macros");
    await fill(root, { calories: "1800", goal: "keto", bodyWeight: "70" });
    await waitFor(() => expect(root.querySelector(".seg.carbs")).not.toBeNull());
    expect(root.querySelector(".seg.carbs")?.textContent).toBe("");
    expect(root.querySelector(".seg.fats")?.textContent).toBe("76%");
    expect(root.querySelector(".legend")?.textContent).toContain("Carbohydrates 5%");
  });

  it("works the calories out for the goal from the person and keeps the typed figure for later", async () => {
    await load();
    const { host, root } = await mount("calorie-deficit-macros");
    const results: { calories: number; caloriesFrom: string }[] = [];
    host.addEventListener("cdc-result", (e) => results.push((e as CustomEvent).detail));
    await fill(root, { calories: "1900", goal: "fat-loss", bodyWeight: "80" });
    await waitFor(() => expect(results.at(-1)?.calories).toBe(1900));
    await fill(root, { source: "needs", ...PERSON });
    // Fat loss plans the deficit calculator's 0.5 kg a week target, not maintenance:
    // 2,759 - 550 = 2,209 kcal.
    await waitFor(() =>
      expect(results.at(-1)).toMatchObject({ calories: 2209, caloriesFrom: "goal" }),
    );
    expect(root.querySelector("[part=headline]")?.textContent).toBe(
      "2,209 kcal a day: your target to lose 0.5 kg a week (maintenance 2,759 kcal)",
    );
    // Protein is his 1.2 g per kg (96 g for 80 kg), the figure the deficit calculators give him.
    expect(root.textContent).toContain("1.2 g of protein for each kg");
    expect(root.querySelector("table[part=macros] tbody tr td")?.textContent).toBe("96 g");
    setField(root, "source", "typed");
    await tick();
    expect((root.getElementById("calories") as HTMLInputElement).value).toBe("1900");
  });

  it("explains by the source choice when worked-out maintenance is over 6,000 kcal", async () => {
    await load();
    const { host, root } = await mount("calorie-deficit-macros");
    let fired = 0;
    host.addEventListener("cdc-result", () => fired++);
    await fill(root, {
      source: "needs",
      age: "18",
      sex: "male",
      height: "220",
      weight: "250",
      activity: "1.9",
      goal: "balanced",
    });
    await waitFor(() =>
      expect(root.getElementById("source-error")?.textContent).toContain(
        "7,201 kcal a day, more than the 6,000 kcal",
      ),
    );
    expect(root.querySelector("[part=results]")).toBeNull();
    expect(fired).toBe(0);
  });

  it("converts the weight when the units switch", async () => {
    await load();
    const { root } = await mount("calorie-deficit-macros");
    await fill(root, { calories: "2000", goal: "balanced", bodyWeight: "70" });
    await switchUnits(root, "imperial");
    await tick();
    expect((root.getElementById("bodyWeightSt") as HTMLInputElement).value).toBe("11");
    expect(Number((root.getElementById("bodyWeightLb") as HTMLInputElement).value)).toBeCloseTo(
      0.3,
      0,
    );
    expect(root.textContent).toContain("1.2 g of protein for each kg");
  });

  it("labels each goal by what it gives: the fat share named is the fat share shown", async () => {
    await load();
    const { root } = await mount("calorie-deficit-macros");
    expect(root.textContent).toContain(
      "Protein from your weight, fat 30%, carbohydrates the rest.",
    );
    expect(root.textContent).not.toMatch(/Protein \d+%/);
    await fill(root, { calories: "2400", goal: "balanced", bodyWeight: "95" });
    await waitFor(() => expect(root.querySelector(".legend")).not.toBeNull());
    expect(root.querySelector(".legend")?.textContent).toContain("Fat 30%");
  });
});
