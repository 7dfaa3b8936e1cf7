// @vitest-environment jsdom
import { within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import fixturesJson from "../../../widgets/calorie-deficit-bmi/calorie-deficit-bmi.fixtures.json";
import { readFixtures } from "../helpers/fixtures.ts";
import { describeStandalone } from "../helpers/standalone.ts";
import { mount, setField, switchUnits } from "../helpers/widget-dom.ts";

describeStandalone({
  tag: "calorie-deficit-bmi",
  title: "BMI Calculator",
  fixtures: readFixtures(fixturesJson),
  load: () => import("../../../widgets/calorie-deficit-bmi/calorie-deficit-bmi.element.ts"),
});

describe("<calorie-deficit-bmi>: children, the next step and the layout", () => {
  const TAG = "calorie-deficit-bmi";
  beforeAll(async () => {
    await import("../../../widgets/calorie-deficit-bmi/calorie-deficit-bmi.element.ts");
  });
  afterEach(() => {
    document.body.innerHTML = "";
    vi.restoreAllMocks();
  });

  /** Mounts the widget, types the answers and waits for the result. */
  async function result(inputs: Record<string, string>, attributes: Record<string, string> = {}) {
    const widget = await mount(TAG, attributes);
    const { units, ...answers } = inputs;
    if (units === "imperial") await switchUnits(widget.root, units);
    for (const [name, value] of Object.entries(answers)) setField(widget.root, name, value);
    await widget.screen.findByRole("heading", { name: "Your result" }, { timeout: 10_000 });
    return widget;
  }

  it("opens the result with whom it is for", async () => {
    const { root } = await result({ height: "165", weight: "82", age: "34" });
    expect(root.querySelector(".results .planned-for")?.textContent).toBe(
      "For a 34-year-old adult, 165 cm, 82 kg",
    );
  });

  it("never shows a 15-year-old the adult bands or the adult healthy range, but the cut-offs for their age", async () => {
    const { root, screen } = await result({ height: "165", weight: "55", age: "15" });
    const text = root.querySelector(".results")?.textContent ?? "";
    expect(root.querySelector(".bmi-scale")).toBeNull();
    expect(text).not.toContain("A healthy weight for your height is");
    expect(text).not.toContain("18.5 to 24.9");
    expect(text).toContain("centile");
    const table = screen.getByRole("table", { name: /For age 15/ });
    const girls = within(table).getByRole("row", { name: /Girls/ });
    expect(girls.textContent).toContain("48.2 kg to 65.7 kg");
    expect(girls.textContent).toContain("Healthy weight");
    expect(within(table).getByRole("row", { name: /Boys/ }).textContent).toContain(
      "47 kg to 64.2 kg",
    );
    expect(root.querySelector("[part=headline]")?.textContent).not.toMatch(/Healthy weight/);
  });

  it("shows an under-18 their waist-to-height ratio without the adult risk bands", async () => {
    const panel = async (age: string) => {
      const { root } = await result({ height: "160", weight: "60", waist: "84", age });
      const text = [...root.querySelectorAll(".results .panel")]
        .map((p) => p.textContent ?? "")
        .find((t) => t.startsWith("Waist-to-height ratio"));
      document.body.innerHTML = "";
      return text;
    };
    expect(await panel("16")).toBe(
      "Waist-to-height ratio: 0.53. The health risk bands for this ratio are for adults, so we cannot say what it means under 18. If you are worried, talk to a GP or school nurse.",
    );
    expect(await panel("18")).toBe(
      "Waist-to-height ratio: 0.53. Your waist is half your height or more. NICE says this increases your health risk.",
    );
  });

  it("gives a 9-year-old no figures beyond the BMI, and points to the NHS calculator for children", async () => {
    const { root, screen } = await result({ height: "135", weight: "30", age: "9" });
    expect(screen.queryByRole("table")).toBeNull();
    expect(root.querySelector(".bmi-scale")).toBeNull();
    expect(root.textContent).toContain("from age 12");
    expect(screen.getByRole("link", { name: /NHS BMI calculator for children/ })).toBeTruthy();
    expect(root.querySelector(".planned-for")?.textContent).toBe(
      "For a 9-year-old child, 135 cm, 30 kg",
    );
  });

  it("leads an adult above the healthy range to the page in next-href, carrying the answers", async () => {
    const { screen } = await result(
      {
        units: "imperial",
        heightFt: "5",
        heightIn: "5",
        weightSt: "12",
        weightLb: "13",
        age: "34",
      },
      { "next-href": "/" },
    );
    const link = screen.getByRole<HTMLAnchorElement>("link", { name: "Plan your calorie deficit" });
    const url = new URL(link.href);
    expect(url.pathname).toBe("/");
    expect(url.hash.startsWith("#calorie-deficit-basic?")).toBe(true);
    expect(Object.fromEntries(new URLSearchParams(url.hash.split("?")[1]))).toEqual({
      units: "imperial",
      age: "34",
      heightFt: "5",
      heightIn: "5",
      weightSt: "12",
      weightLb: "13",
    });
  });

  it("offers no deficit to a healthy weight, to an under-18, or without next-href", async () => {
    const healthy = await result({ height: "180", weight: "70" }, { "next-href": "/" });
    expect(healthy.screen.queryByRole("link", { name: "Plan your calorie deficit" })).toBeNull();
    document.body.innerHTML = "";
    const teen = await result({ height: "165", weight: "80", age: "16" }, { "next-href": "/" });
    expect(teen.screen.queryByRole("link", { name: "Plan your calorie deficit" })).toBeNull();
    document.body.innerHTML = "";
    const none = await result({ height: "165", weight: "82" });
    expect(none.screen.queryByRole("link", { name: "Plan your calorie deficit" })).toBeNull();
  });

  it("leaves out a next-href that is not a web address, with one warning", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { screen } = await result(
      { height: "165", weight: "82" },
      { "next-href": "javascript:alert(1)" },
    );
    expect(screen.queryByRole("link", { name: "Plan your calorie deficit" })).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it("says its result once to screen readers: the summary kept at the bottom of the card is hidden from them", async () => {
    const { root } = await result({ height: "165", weight: "82" });
    const saying = [...root.querySelectorAll("[aria-live]")].filter((region) =>
      region.textContent?.includes("Your BMI is"),
    );
    expect(saying).toHaveLength(1);
    const bar = root.querySelector(".result-bar");
    expect(bar?.getAttribute("aria-hidden")).toBe("true");
    expect(bar?.textContent).toContain("Your BMI is 30.1: Obese (class 1).");
    const button = bar?.querySelector("button");
    expect(button?.getAttribute("tabindex")).toBe("-1");
    button?.click();
    expect(root.activeElement?.textContent).toBe("Your result");
  });
});
