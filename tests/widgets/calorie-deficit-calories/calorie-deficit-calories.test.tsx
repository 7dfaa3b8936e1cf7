// @vitest-environment jsdom
import { fireEvent, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import fixturesJson from "../../../widgets/calorie-deficit-calories/calorie-deficit-calories.fixtures.json";
import { readFixtures } from "../helpers/fixtures.ts";
import { describeStandalone } from "../helpers/standalone.ts";
import { mount, setField, tick } from "../helpers/widget-dom.ts";

const load = () =>
  import("../../../widgets/calorie-deficit-calories/calorie-deficit-calories.element.ts");

describeStandalone({
  tag: "calorie-deficit-calories",
  title: "Calorie Calculator",
  fixtures: readFixtures(fixturesJson),
  load,
});

async function fill(root: ShadowRoot, inputs: Record<string, string>) {
  for (const [name, value] of Object.entries(inputs)) setField(root, name, value);
  await tick();
}

/** The targets table's rows as text: [aim, calories and the change from maintenance]. */
function rows(root: ShadowRoot): string[][] {
  return [...root.querySelectorAll("table[part=targets] tbody tr")].map((tr) =>
    [...tr.children].map((cell) => (cell.textContent ?? "").replace(/\u00a0/g, " ").trim()),
  );
}

describe("<calorie-deficit-calories> results", () => {
  afterEach(() => {
    document.body.innerHTML = "";
  });

  it("lists loss targets up to 1% of body weight a week and four gain targets, with the daily change from maintenance", async () => {
    await load();
    const { root } = await mount("calorie-deficit-calories");
    await fill(root, { age: "30", sex: "male", height: "180", weight: "80", activity: "1.55" });
    await waitFor(() => expect(rows(root)).toHaveLength(8));
    const table = rows(root);
    expect(table[0]).toEqual(["Lose 0.25 kg (0.6 lb)", "2,484 kcal 275 kcal under maintenance"]);
    // 1 kg a week would be over 1% of his 80 kg: the fastest row is 0.8 kg.
    expect(table[3]).toEqual(["Lose 0.8 kg (1.8 lb)", "1,879 kcal 880 kcal under maintenance"]);
    expect(table[7]).toEqual(["Gain 1 kg (2.2 lb)", "3,859 kcal 1,100 kcal over maintenance"]);
    expect(root.querySelector("tr.floored")).toBeNull();
    expect(root.textContent).not.toContain("kept at the minimum");
  });

  it("puts pounds first in imperial units and kilograms in brackets", async () => {
    await load();
    const { root } = await mount("calorie-deficit-calories", { units: "imperial" });
    await fill(root, {
      age: "30",
      sex: "male",
      heightFt: "5",
      heightIn: "11",
      weightSt: "12",
      weightLb: "8",
      activity: "1.55",
    });
    await waitFor(() => expect(rows(root)).toHaveLength(8));
    expect(rows(root)[1]?.[0]).toBe("Lose 1.1 lb (0.5 kg)");
  });

  it("flags targets kept at 1,200 kcal and gives the slower weekly loss in both units", async () => {
    await load();
    const { root } = await mount("calorie-deficit-calories");
    await fill(root, { age: "30", sex: "female", height: "150", weight: "50", activity: "1.2" });
    // Two loss rows (0.5 kg a week is 1% of her 50 kg) and four gain rows.
    await waitFor(() => expect(rows(root)).toHaveLength(6));
    const floored = [...root.querySelectorAll("tr.floored")];
    expect(floored).toHaveLength(2);
    const text = floored[0]?.textContent?.replace(/\u00a0/g, " ");
    expect(text).toContain("1,200 kcal 152 kcal under maintenance");
    expect(text).toContain("about 0.14 kg (0.3 lb) a week");
    expect(root.textContent).toContain("We never suggest eating less than 1,200 kcal a day");
  });

  it("offers no loss target when maintenance is already under the minimum", async () => {
    await load();
    const { root } = await mount("calorie-deficit-calories");
    await fill(root, { age: "70", sex: "female", height: "155", weight: "50", activity: "1.2" });
    await waitFor(() => expect(rows(root)).toHaveLength(6));
    expect(rows(root)[0]?.[0]).toContain("Kept at the minimum: no weight loss");
    expect(rows(root)[0]?.[1]).toBe("1,149 kcal same as maintenance");
    expect(root.textContent).toContain("we cannot give you a target to lose weight");
    expect(root.textContent?.replace(/\u00a0/g, " ")).toContain("up to 0.5 kg (1.1 lb) a week");
  });

  it("announces the maintenance calories in the polite live region", async () => {
    await load();
    const { root } = await mount("calorie-deficit-calories");
    await fill(root, { age: "30", sex: "male", height: "180", weight: "80", activity: "1.55" });
    const live = root.querySelector("[aria-live=polite].visually-hidden");
    await waitFor(() =>
      expect(live?.textContent).toBe("You need about 2,759 kcal a day to keep your weight steady."),
    );
  });

  it("shows every missing answer next to its field after the button is pressed", async () => {
    await load();
    const { root } = await mount("calorie-deficit-calories");
    fireEvent.click(
      within(root as unknown as HTMLElement).getByRole("button", { name: "Show my result" }),
    );
    await tick(5);
    expect(root.getElementById("age-error")?.textContent).toContain("Enter your age");
    expect(root.getElementById("sex-error")?.textContent).toContain("Choose male or female");
    expect(root.getElementById("height-error")?.textContent).toContain("Enter your height");
    expect(root.getElementById("weight-error")?.textContent).toContain("Enter your weight");
    expect(root.getElementById("activity-error")?.textContent).toContain("Choose how active");
    expect(root.getElementById("age")?.getAttribute("aria-describedby")).toContain("age-error");
  });
});
