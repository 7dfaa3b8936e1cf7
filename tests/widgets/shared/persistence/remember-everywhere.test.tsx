// @vitest-environment jsdom
import { fireEvent, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { onOwnPage } from "../../../../widgets/shared/persistence/kept-where.ts";
import { rememberHint } from "../../../../widgets/shared/persistence/remember-box.tsx";
import { CHECK_IN_KEY, DETAILS_KEY } from "../../../../widgets/shared/persistence/remembered.ts";
import { mount, setField, tick } from "../../helpers/widget-dom.ts";

/*
 * One "Remember my details on this device" for every calculator, the check-in and the macros
 * calculator included: they fill in the remembered details (only what is still empty), offer
 * the same box, and one "Forget my details", wherever it is pressed, removes both keys and
 * unticks every box on the page. On a partner's page the line says the website keeps them.
 */

beforeAll(async () => {
  await import("../../../../widgets/calorie-deficit-calories/calorie-deficit-calories.element.ts");
  await import("../../../../widgets/calorie-deficit-macros/calorie-deficit-macros.element.ts");
  await import("../../../../widgets/calorie-deficit-check-in/calorie-deficit-check-in.element.ts");
});

afterEach(async () => {
  vi.restoreAllMocks();
  document.body.innerHTML = "";
  window.location.hash = "";
  // Once the widgets have gone (a removed element unmounts a task later).
  await tick(10);
  localStorage.clear();
});

const PERSON = { age: "34", sex: "female", height: "165", weight: "82", activity: "1.375" };
const remember = (values: Record<string, string>, units = "metric") =>
  localStorage.setItem(DETAILS_KEY, JSON.stringify({ units, values }));

const value = (root: ShadowRoot, id: string) =>
  (root.getElementById(id) as HTMLInputElement | null)?.value;
const picked = (root: ShadowRoot, name: string) =>
  root.querySelector<HTMLInputElement>(`input[name="${name}"]:checked`)?.value;
const box = (root: ShadowRoot) =>
  within(root as unknown as HTMLElement).queryByRole<HTMLInputElement>("checkbox", {
    name: "Remember my details on this device",
  });

/** A diary of `days` daily weigh-ins ending on 2026-11-01, as the check-in stores it. */
function diary(days: number, units = "metric", values: Record<string, string> = {}) {
  const rows = Array.from({ length: days }, (_, i) => ({
    date: new Date(Date.UTC(2026, 10, 1 - (days - 1 - i))).toISOString().slice(0, 10),
    weightKg: 82 - i * 0.05,
  }));
  localStorage.setItem(CHECK_IN_KEY, JSON.stringify({ units, values, rows }));
}

describe("the check-in reads the remembered details", () => {
  it("fills in sex, age, height and activity from another calculator, and offers the box ticked", async () => {
    remember({ ...PERSON, targetWeight: "70" });
    const { root } = await mount("calorie-deficit-check-in");
    await waitFor(() => expect(value(root, "age")).toBe("34"));
    expect(picked(root, "gender")).toBe("female");
    expect(value(root, "height")).toBe("165");
    expect(value(root, "activity")).toBe("1.375");
    expect(value(root, "targetWeight")).toBe("70");
    await waitFor(() => expect(box(root)?.checked).toBe(true));
  });

  it("fills only what a shared link left empty: the link's answers stay", async () => {
    remember(PERSON);
    window.location.hash = "calorie-deficit-check-in?units=metric&age=40&plan=1850";
    const { root } = await mount("calorie-deficit-check-in");
    await waitFor(() => expect(value(root, "height")).toBe("165"));
    expect(value(root, "age")).toBe("40");
    expect(picked(root, "gender")).toBe("female");
  });

  it("fills in beside a saved diary, in the diary's units, never over its answers", async () => {
    remember(PERSON);
    diary(20, "imperial", { age: "51" });
    const { root } = await mount("calorie-deficit-check-in");
    // 165 cm is 5 ft 5 in.
    await waitFor(() => expect(value(root, "heightFt")).toBe("5"));
    expect(value(root, "heightIn")).toBe("5");
    expect(value(root, "age")).toBe("51");
    expect(picked(root, "gender")).toBe("female");
  });

  it("once ticked in the check-in, keeps its details for the other calculators", async () => {
    const checkIn = await mount("calorie-deficit-check-in");
    for (const [name, answer] of Object.entries({ gender: "male", age: "47", height: "180" })) {
      setField(checkIn.root, name, answer);
    }
    await tick();
    fireEvent.click(box(checkIn.root) as HTMLInputElement);
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(DETAILS_KEY) ?? "null")).toEqual({
        units: "metric",
        values: { sex: "male", age: "47", height: "180" },
      }),
    );
    expect(localStorage.getItem(CHECK_IN_KEY)).not.toBeNull();
    const calories = await mount("calorie-deficit-calories");
    await waitFor(() => expect(value(calories.root, "age")).toBe("47"));
    expect(picked(calories.root, "sex")).toBe("male");
  });

  it("never fills in a child's check-in", async () => {
    remember(PERSON);
    const { root } = await mount("calorie-deficit-check-in", { variant: "kids" });
    await tick(20);
    expect(value(root, "age")).toBe("");
    expect(picked(root, "gender")).toBeUndefined();
  });
});

describe("the macros calculator reads the remembered details", () => {
  it("opens on working the calories out, filled in, with its result", async () => {
    remember(PERSON);
    const { root, screen } = await mount("calorie-deficit-macros");
    await screen.findByRole("region", { name: "Your result" }, { timeout: 4000 });
    expect(picked(root, "source")).toBe("needs");
    expect(value(root, "age")).toBe("34");
    expect(value(root, "weight")).toBe("82");
    expect(picked(root, "sex")).toBe("female");
    expect(box(root)?.checked).toBe(true);
  });

  it("gives way to a shared link", async () => {
    remember(PERSON);
    window.location.hash =
      "calorie-deficit-macros?units=metric&source=typed&calories=2000&bodyWeight=70";
    const { root, screen } = await mount("calorie-deficit-macros");
    await screen.findByRole("region", { name: "Your result" }, { timeout: 4000 });
    expect(picked(root, "source")).toBe("typed");
    expect(value(root, "calories")).toBe("2000");
  });
});

describe("one choice and one Forget for the whole page", () => {
  /** A calories calculator with its result and a check-in with a saved diary, on one page. */
  async function bothOnOnePage() {
    remember(PERSON);
    diary(20);
    const calories = await mount("calorie-deficit-calories");
    await calories.screen.findByRole("region", { name: "Your result" }, { timeout: 4000 });
    const checkIn = await mount("calorie-deficit-check-in");
    await waitFor(() => expect(box(checkIn.root)?.checked).toBe(true));
    expect(box(calories.root)?.checked).toBe(true);
    return { calories, checkIn };
  }

  it("Forget under a calculator's result removes both keys, and the check-in's box unticks", async () => {
    const { calories, checkIn } = await bothOnOnePage();
    fireEvent.click(calories.screen.getByRole("button", { name: "Forget my details" }));
    await waitFor(() => expect(box(checkIn.root)?.checked).toBe(false));
    expect(localStorage.length).toBe(0);
    expect(box(calories.root)?.checked).toBe(false);
    // Nothing unticked writes again: a change in either widget stays unkept.
    setField(calories.root, "weight", "80");
    setField(checkIn.root, "age", "35");
    await tick(50);
    expect(localStorage.length).toBe(0);
  });

  it("Forget in the check-in removes both keys, and the calculator's box unticks", async () => {
    const { calories, checkIn } = await bothOnOnePage();
    fireEvent.click(checkIn.screen.getByRole("button", { name: "Forget my details" }));
    await waitFor(() => expect(box(calories.root)?.checked).toBe(false));
    await waitFor(() => expect(localStorage.length).toBe(0));
    expect(box(checkIn.root)?.checked).toBe(false);
  });

  it("ticked in one widget, is ticked in every other on the page", async () => {
    const calories = await mount("calorie-deficit-calories");
    for (const [name, answer] of Object.entries(PERSON)) setField(calories.root, name, answer);
    await calories.screen.findByRole("region", { name: "Your result" }, { timeout: 4000 });
    const checkIn = await mount("calorie-deficit-check-in");
    await waitFor(() => expect(box(checkIn.root)?.checked).toBe(false));
    fireEvent.click(box(calories.root) as HTMLInputElement);
    await waitFor(() => expect(box(checkIn.root)?.checked).toBe(true));
    expect(JSON.parse(localStorage.getItem(DETAILS_KEY) ?? "{}")).toMatchObject({
      values: PERSON,
    });
  });

  it("is not offered by the check-in or the macros calculator where storage throws", async () => {
    vi.spyOn(window, "localStorage", "get").mockImplementation(() => {
      throw new DOMException("The document is sandboxed.", "SecurityError");
    });
    const macros = await mount("calorie-deficit-macros");
    setField(macros.root, "calories", "2000");
    setField(macros.root, "bodyWeight", "70");
    await macros.screen.findByRole("region", { name: "Your result" }, { timeout: 4000 });
    const checkIn = await mount("calorie-deficit-check-in");
    await tick(20);
    expect(box(macros.root)).toBeNull();
    expect(box(checkIn.root)).toBeNull();
  });
});

describe("where the details are kept, in plain words", () => {
  it("on a partner's page (no mark of ours), says this website keeps them, not us", async () => {
    remember(PERSON);
    const { root } = await mount("calorie-deficit-check-in");
    await waitFor(() => expect(box(root)?.checked).toBe(true));
    const hint = root.getElementById("remember-details-hint")?.textContent ?? "";
    expect(hint).toContain(`stored by this website (${location.hostname}), not by us`);
    expect(hint).toContain("Other code on this website can read them, and what you type here");
    expect(hint).not.toContain("in this browser on this device");
  });

  it("says the same under a calculator's result on a partner's page", async () => {
    const macros = await mount("calorie-deficit-macros");
    setField(macros.root, "calories", "2000");
    setField(macros.root, "bodyWeight", "70");
    await macros.screen.findByRole("region", { name: "Your result" }, { timeout: 4000 });
    expect(macros.root.getElementById("remember-details-hint")?.textContent).toContain(
      "stored by this website",
    );
  });

  it("on our own pages and frames, says they stay in this browser on this device", () => {
    expect(rememberHint(true, "example.org")).toContain("in this browser on this device");
    expect(rememberHint(true, "example.org")).not.toContain("this website");
  });

  it("counts a page as ours only with our mark and our script's origin together", () => {
    const ours = "https://www.caloriedeficitcalculator.co.uk";
    const script = `${ours}/widgets/chunks/runtime-abc.js`;
    const marked = (mark: string) => {
      const element = document.createElement("calorie-deficit-bmi");
      element.setAttribute(mark, "");
      return element;
    };
    expect(onOwnPage(marked("data-cdc-home"), script, ours)).toBe(true);
    expect(onOwnPage(marked("data-cdc-frame"), script, ours)).toBe(true);
    // A script tag on a partner's page: our script, their origin, even with a copied mark.
    expect(onOwnPage(marked("data-cdc-home"), script, "https://partner.example")).toBe(false);
    // Our package bundled into a partner's app: their script, their origin, no mark.
    const bundled = document.createElement("calorie-deficit-bmi");
    expect(onOwnPage(bundled, "https://partner.example/app.js", "https://partner.example")).toBe(
      false,
    );
    // A sandboxed frame's origin is "null".
    expect(onOwnPage(marked("data-cdc-frame"), script, "null")).toBe(false);
  });
});
