// @vitest-environment jsdom
import { fireEvent, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import {
  forgetDetails,
  rememberDetails,
  remembering,
} from "../../../../widgets/shared/persistence/remember-details.ts";
import { readRemembered } from "../../../../widgets/shared/persistence/read-remembered.ts";
import { DETAILS_KEY } from "../../../../widgets/shared/persistence/remembered.ts";
import { mount, pressSubmit, setField, tick } from "../../helpers/widget-dom.ts";

/*
 * "Remember my details on this device": off until the visitor ticks the box under a result;
 * then one localStorage key, cdc-details, holds the details the calculators share, and every
 * calculator fills in what it asks. "Forget my details" removes it. Nothing else is stored.
 */

beforeAll(async () => {
  await import("../../../../widgets/calorie-deficit-bmi/calorie-deficit-bmi.element.ts");
  await import("../../../../widgets/calorie-deficit-calories/calorie-deficit-calories.element.ts");
  await import("../../../../widgets/calorie-deficit-basic/calorie-deficit-basic.element.ts");
});

afterEach(async () => {
  vi.restoreAllMocks();
  document.body.innerHTML = "";
  window.location.hash = "";
  // Once the widgets have gone (a removed element unmounts a task later), so none of them
  // remembers anything after the test.
  await tick(10);
  localStorage.clear();
});

const PERSON = { age: "34", sex: "female", height: "165", weight: "82", activity: "1.375" };

/** Everything the page keeps on this device: localStorage by key, sessionStorage, cookies. */
const kept = () => ({
  local: Object.fromEntries(Object.entries(localStorage)),
  session: sessionStorage.length,
  cookies: document.cookie,
});

const stored = () => JSON.parse(localStorage.getItem(DETAILS_KEY) ?? "null") as unknown;

/** Mounts a single-screen calculator, types `inputs` and waits for its result. */
async function answered(tag: string, inputs: Record<string, string> = {}) {
  const widget = await mount(tag);
  for (const [name, value] of Object.entries(inputs)) setField(widget.root, name, value);
  await widget.screen.findByRole("region", { name: "Your result" }, { timeout: 4000 });
  return widget;
}

const box = (root: ShadowRoot) =>
  within(root as unknown as HTMLElement).getByRole<HTMLInputElement>("checkbox", {
    name: "Remember my details on this device",
  });

const value = (root: ShadowRoot, id: string) =>
  (root.getElementById(id) as HTMLInputElement | null)?.value;

describe("Remember my details on this device", () => {
  it("is offered under a result, unticked, and nothing is stored while it stays so", async () => {
    const { root } = await answered("calorie-deficit-calories", PERSON);
    expect(box(root).checked).toBe(false);
    setField(root, "weight", "81");
    await tick(5);
    expect(kept()).toEqual({ local: {}, session: 0, cookies: "" });
    expect(
      within(root as unknown as HTMLElement).queryByRole("button", { name: "Forget my details" }),
    ).toBeNull();
  });

  it("once ticked, keeps the shared details and the units under one key, and nothing else", async () => {
    const { root } = await answered("calorie-deficit-bmi", {
      height: "165",
      weight: "82",
      age: "34",
      background: "lower-threshold",
      waist: "90",
    });
    fireEvent.click(box(root));
    await tick();
    expect(Object.keys(kept().local)).toEqual([DETAILS_KEY]);
    expect(kept()).toMatchObject({ session: 0, cookies: "" });
    // The background and the waist are this calculator's own: not shared, not kept.
    expect(stored()).toEqual({
      units: "metric",
      values: { age: "34", height: "165", weight: "82" },
    });
  });

  it("lets another calculator fill in what it shares, and show its result at once", async () => {
    const first = await answered("calorie-deficit-calories", PERSON);
    fireEvent.click(box(first.root));
    document.body.innerHTML = "";

    const results: unknown[] = [];
    const listen = (e: Event) => results.push((e as CustomEvent).detail);
    document.addEventListener("cdc-result", listen);
    const { root, screen } = await mount("calorie-deficit-bmi");
    await screen.findByRole("region", { name: "Your result" }, { timeout: 4000 });
    expect(value(root, "height")).toBe("165");
    expect(value(root, "weight")).toBe("82");
    expect(value(root, "age")).toBe("34");
    await waitFor(() => expect(results.at(-1)).toMatchObject({ bmi: 30.1 }));
    document.removeEventListener("cdc-result", listen);
    expect(box(root).checked).toBe(true);
  });

  it("fills in the first step of a wizard, its sex included", async () => {
    localStorage.setItem(DETAILS_KEY, JSON.stringify({ units: "metric", values: PERSON }));
    const { root } = await mount("calorie-deficit-basic");
    await waitFor(() => expect(value(root, "age")).toBe("34"));
    expect(value(root, "height")).toBe("165");
    expect(value(root, "weight")).toBe("82");
    expect(
      root.querySelector<HTMLInputElement>('input[name="gender"][value="female"]')?.checked,
    ).toBe(true);
  });

  it("is neither offered nor filled in by the children's calculator: its answers are a child's", async () => {
    localStorage.setItem(DETAILS_KEY, JSON.stringify({ units: "metric", values: PERSON }));
    const widget = await mount("calorie-deficit-basic", { variant: "kids", "calc-delay": "0" });
    // Given time to fill in, it does not: the visitor's own age stays out of a child's form.
    await tick(20);
    expect(value(widget.root, "age")).toBe("");
    const child = { age: "9", gender: "male", height: "133", weight: "29", activity: "1.55" };
    for (let step = 0; step < 4 && !widget.root.querySelector(".results"); step++) {
      for (const [name, answer] of Object.entries(child)) setField(widget.root, name, answer);
      await tick();
      await pressSubmit(widget.root);
      await tick(5);
    }
    await widget.screen.findByRole("heading", { name: "Your results" }, { timeout: 10_000 });
    expect(
      widget.screen.queryByRole("checkbox", { name: "Remember my details on this device" }),
    ).toBeNull();
    expect(stored()).toEqual({ units: "metric", values: PERSON });
  });

  it("keeps each change while ticked, and leaves the details a calculator does not ask", async () => {
    const first = await answered("calorie-deficit-calories", PERSON);
    fireEvent.click(box(first.root));
    document.body.innerHTML = "";
    const { root, screen } = await mount("calorie-deficit-bmi");
    await screen.findByRole("region", { name: "Your result" }, { timeout: 4000 });
    setField(root, "weight", "79.5");
    await waitFor(() =>
      expect(stored()).toEqual({ units: "metric", values: { ...PERSON, weight: "79.5" } }),
    );
  });

  it("opens in the units it remembers, the page's units attribute notwithstanding", async () => {
    localStorage.setItem(
      DETAILS_KEY,
      JSON.stringify({
        units: "imperial",
        values: { heightFt: "5", heightIn: "5", weightSt: "12", weightLb: "13" },
      }),
    );
    const { root, screen } = await mount("calorie-deficit-bmi", { units: "metric" });
    await screen.findByRole("region", { name: "Your result" }, { timeout: 4000 });
    expect(screen.getByRole<HTMLInputElement>("radio", { name: "st, lb, ft and in" }).checked).toBe(
      true,
    );
    expect(value(root, "heightFt")).toBe("5");
    expect(value(root, "weightLb")).toBe("13");
  });

  it("forgets on request: the key goes, the box is unticked and keeps the focus", async () => {
    const { root, screen } = await answered("calorie-deficit-calories", PERSON);
    fireEvent.click(box(root));
    fireEvent.click(await screen.findByRole("button", { name: "Forget my details" }));
    await tick();
    expect(kept()).toEqual({ local: {}, session: 0, cookies: "" });
    expect(box(root).checked).toBe(false);
    expect(root.activeElement).toBe(box(root));
    // A later change is not remembered: the box is unticked.
    setField(root, "weight", "80");
    await tick(5);
    expect(kept().local).toEqual({});
  });

  it("forgets when the box is unticked", async () => {
    const { root } = await answered("calorie-deficit-calories", PERSON);
    fireEvent.click(box(root));
    expect(stored()).not.toBeNull();
    fireEvent.click(box(root));
    await tick();
    expect(kept().local).toEqual({});
  });

  it("gives way to a shared link, and does not keep the link's answers over the visitor's", async () => {
    const own = { units: "metric", values: { height: "165", weight: "82" } };
    localStorage.setItem(DETAILS_KEY, JSON.stringify(own));
    window.location.hash = "calorie-deficit-bmi?units=metric&height=180&weight=92";
    const { root, screen } = await mount("calorie-deficit-bmi");
    await screen.findByRole("region", { name: "Your result" }, { timeout: 4000 });
    expect(value(root, "weight")).toBe("92");
    expect(box(root).checked).toBe(true);
    await tick(5);
    expect(stored()).toEqual(own);
    // Once the visitor changes an answer, it is theirs, and remembered.
    setField(root, "weight", "90");
    await waitFor(() =>
      expect(stored()).toMatchObject({ values: { height: "180", weight: "90" } }),
    );
  });

  it("is not offered where the browser blocks storage", async () => {
    vi.spyOn(window, "localStorage", "get").mockImplementation(() => {
      throw new DOMException("Storage is blocked", "SecurityError");
    });
    const { root } = await answered("calorie-deficit-bmi", { height: "165", weight: "82" });
    expect(root.getElementById("remember-details")).toBeNull();
  });
});

describe("the stored details", () => {
  it("are written again in the units of the calculator that keeps them", () => {
    localStorage.setItem(
      DETAILS_KEY,
      JSON.stringify({
        units: "imperial",
        values: {
          age: "40",
          heightFt: "5",
          heightIn: "5",
          weightSt: "12",
          weightLb: "8",
          targetWeightSt: "11",
          targetWeightLb: "0",
        },
      }),
    );
    rememberDetails({ height: "170", weight: "80", weightSt: "9", waist: "90" }, "metric");
    // 11 st is 69.85 kg: the target weight, not typed here, is kept in kg.
    expect(stored()).toEqual({
      units: "metric",
      values: { age: "40", height: "170", weight: "80", targetWeight: "69.9" },
    });
    rememberDetails({ heightFt: "5", heightIn: "7", weight: "80" }, "imperial");
    expect(stored()).toEqual({
      units: "imperial",
      values: {
        age: "40",
        heightFt: "5",
        heightIn: "7",
        weightSt: "12",
        weightLb: "8",
        targetWeightSt: "11",
        targetWeightLb: "0",
      },
    });
  });

  it("keep a weight's boxes together: a blank pounds box is 0 lb, not the old pounds", () => {
    rememberDetails({ weightSt: "12", weightLb: "8" }, "imperial");
    rememberDetails({ weightSt: "11", weightLb: "" }, "imperial");
    expect(readRemembered(["weightSt", "weightLb"])?.values).toEqual({ weightSt: "11" });
  });

  it("take the wizards' gender as the sex, and fill the macros calculator's own weight", () => {
    rememberDetails({ gender: "male", weight: "80", bodyWeight: "70" }, "metric");
    expect(stored()).toEqual({ units: "metric", values: { sex: "male", weight: "80" } });
    expect(readRemembered(["gender", "bodyWeight", "waist"])?.values).toEqual({
      gender: "male",
      bodyWeight: "80",
    });
  });

  it("count as nothing when the key is missing, broken or holds long text", () => {
    expect(readRemembered(["age"])).toBeUndefined();
    localStorage.setItem(DETAILS_KEY, "{not json");
    expect(readRemembered(["age"])).toBeUndefined();
    localStorage.setItem(
      DETAILS_KEY,
      JSON.stringify({ units: "furlongs", values: { age: "9".repeat(41), weight: "80" } }),
    );
    expect(readRemembered(["age", "weight"])).toEqual({
      units: "metric",
      values: { weight: "80" },
    });
  });

  it("say whether anything is remembered, and are gone once forgotten", () => {
    expect(remembering()).toBe(false);
    rememberDetails({ age: "50" }, "metric");
    expect(remembering()).toBe(true);
    forgetDetails();
    expect(remembering()).toBe(false);
    expect(localStorage.length).toBe(0);
  });
});
