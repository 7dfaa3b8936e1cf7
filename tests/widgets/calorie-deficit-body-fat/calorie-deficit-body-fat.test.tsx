// @vitest-environment jsdom
import { waitFor } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import fixturesJson from "../../../widgets/calorie-deficit-body-fat/calorie-deficit-body-fat.fixtures.json";
import { readFixtures } from "../helpers/fixtures.ts";
import { describeStandalone } from "../helpers/standalone.ts";
import { mount, setField, tick } from "../helpers/widget-dom.ts";

describeStandalone({
  tag: "calorie-deficit-body-fat",
  title: "Body Fat Calculator",
  fixtures: readFixtures(fixturesJson),
  load: () =>
    import("../../../widgets/calorie-deficit-body-fat/calorie-deficit-body-fat.element.ts"),
});

describe("<calorie-deficit-body-fat> and <calorie-deficit-bmi>: where to measure the waist", () => {
  afterEach(() => {
    document.body.innerHTML = "";
  });

  it("asks men for the US Navy method's waist, at the belly button, and says it differs from NICE's", async () => {
    await import("../../../widgets/calorie-deficit-body-fat/calorie-deficit-body-fat.element.ts");
    const { root } = await mount("calorie-deficit-body-fat");
    setField(root, "sex", "male");
    await tick();
    const hint = root.getElementById("waist-hint")?.textContent ?? "";
    expect(hint).toMatch(/^Level with your belly button/);
    expect(hint).toContain("waist-to-height ratio uses another place");
    setField(root, "sex", "female");
    await tick();
    expect(root.getElementById("waist-hint")?.textContent).toMatch(/^At the narrowest point/);
  });

  it("says where to measure the waist only once the sex is chosen", async () => {
    await import("../../../widgets/calorie-deficit-body-fat/calorie-deficit-body-fat.element.ts");
    const { root } = await mount("calorie-deficit-body-fat");
    const hint = root.getElementById("waist-hint")?.textContent ?? "";
    expect(hint).toBe("Where to measure depends on your sex: choose male or female first.");
    expect(hint).not.toMatch(/belly button|narrowest/);
    setField(root, "sex", "female");
    await tick();
    expect(root.getElementById("waist-hint")?.textContent).toMatch(/^At the narrowest point/);
  });

  it("asks for NICE's waist in the BMI calculator: halfway between the lowest rib and the hip bone", async () => {
    await import("../../../widgets/calorie-deficit-bmi/calorie-deficit-bmi.element.ts");
    const { root } = await mount("calorie-deficit-bmi");
    expect(root.getElementById("waist-hint")?.textContent).toMatch(
      /^Halfway between your lowest rib and the top of your hip bone/,
    );
  });
});

describe("<calorie-deficit-body-fat>: measurements and a change of sex", () => {
  beforeAll(async () => {
    await import("../../../widgets/calorie-deficit-body-fat/calorie-deficit-body-fat.element.ts");
  });

  afterEach(() => {
    document.body.innerHTML = "";
  });

  /** Gives each answer in turn, as a visitor would, letting the widget draw after each. */
  async function answer(root: ShadowRoot, answers: Record<string, string>) {
    for (const [name, value] of Object.entries(answers)) {
      setField(root, name, value);
      await tick();
    }
  }

  const valueOf = (root: ShadowRoot, id: string) =>
    (root.getElementById(id) as HTMLInputElement | null)?.value;

  it("clears the folds pinched at a man's chest and abdomen when the sex changes, and keeps the thigh", async () => {
    const { root } = await mount("calorie-deficit-body-fat");
    await answer(root, {
      method: "skinfold",
      sex: "male",
      age: "35",
      skinfold1: "14",
      skinfold2: "22",
      skinfold3: "16",
    });
    await waitFor(() => expect(root.querySelector(".results")).not.toBeNull());
    await answer(root, { sex: "female" });
    expect(root.querySelector('label[for="skinfold1"]')?.textContent).toMatch(/^Triceps/);
    expect(["skinfold1", "skinfold2", "skinfold3"].map((id) => valueOf(root, id))).toEqual([
      "",
      "",
      "16",
    ]);
    // A man's chest read as a woman's triceps would be a wrong answer: there is none until the
    // new sites are measured.
    await tick(20);
    expect(root.querySelector(".results")).toBeNull();
  });

  it("clears a man's waist, taken at the belly button, when the sex changes to female", async () => {
    const { root } = await mount("calorie-deficit-body-fat");
    await answer(root, { waist: "84", sex: "male" });
    // Typed before the sex was chosen, then placed by it: kept.
    expect(valueOf(root, "waist")).toBe("84");
    await answer(root, { sex: "female" });
    expect(valueOf(root, "waist")).toBe("");
  });

  it("keeps every fold when the first choice of sex is a man's, whose sites were asked already", async () => {
    const { root } = await mount("calorie-deficit-body-fat");
    await answer(root, { method: "skinfold", skinfold1: "14", skinfold2: "22", sex: "male" });
    expect([valueOf(root, "skinfold1"), valueOf(root, "skinfold2")]).toEqual(["14", "22"]);
  });
});
