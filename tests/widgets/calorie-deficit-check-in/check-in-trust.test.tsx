// @vitest-environment jsdom
import { configure, waitFor, within } from "@testing-library/dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { mount, setField, tick } from "../helpers/widget-dom.ts";

/*
 * The check-in you can trust, on screen: nothing a link, a full or blocked storage, or a bad
 * stored row does loses or hides a weigh-in; and a likely under-count is named kindly.
 */

configure({ asyncUtilTimeout: 10_000 });

const TAG = "calorie-deficit-check-in";
const KEY = "cdc-check-in";
const load = () =>
  import("../../../widgets/calorie-deficit-check-in/calorie-deficit-check-in.element.ts");

const day = (start: string, days: number) =>
  new Date(Date.parse(`${start}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** A diary of 30 daily weigh-ins through October 2026, losing slowly. */
const DIARY = Array.from({ length: 30 }, (_, i) => ({
  date: day("2026-10-01", i),
  weightKg: Math.round((85 - i * 0.07 + (i % 3) * 0.3) * 100) / 100,
  calories: "",
}));
const ANSWERS = { gender: "female", age: "42", height: "165", plan: "1700" };

function remember(rows = DIARY, values: Record<string, string> = ANSWERS): void {
  localStorage.setItem(KEY, JSON.stringify({ units: "metric", values, rows }));
}

const stored = () =>
  (JSON.parse(localStorage.getItem(KEY) ?? "{}") as { rows?: unknown[] }).rows ?? [];

const listed = (root: ShadowRoot) => root.querySelectorAll("table[part=weigh-ins] tbody tr").length;

const linkTo = (params: Record<string, string>) =>
  `#${TAG}?${new URLSearchParams(params).toString()}`;

async function press(root: ShadowRoot, name: string | RegExp): Promise<void> {
  const button = within(root as unknown as HTMLElement).getByRole("button", { name });
  button.focus();
  button.click();
  await tick(5);
}

beforeEach(() => localStorage.clear());

afterEach(async () => {
  document.body.innerHTML = "";
  window.location.hash = "";
  vi.restoreAllMocks();
  // A check-in taken off the page may still run a save it had scheduled: let it, then clear
  // what it kept, so the next test starts from its own storage only.
  await new Promise((resolve) => setTimeout(resolve, 150));
  localStorage.clear();
});

describe(`<${TAG}>: a shared link never overwrites the saved diary`, () => {
  it("keeps a 30-weigh-in diary when a plan's Check in later link opens, and offers the link's row", async () => {
    await load();
    remember();
    window.location.hash = linkTo({
      units: "metric",
      age: "40",
      plan: "1850",
      lossRate: "0.5",
      w: "2026-11-02,84",
    });
    const { root } = await mount(TAG);
    await waitFor(() => expect(listed(root)).toBe(30));
    const offer = await waitFor(() => {
      const panel = root.querySelector(".offer");
      expect(panel).not.toBeNull();
      return panel as HTMLElement;
    });
    expect(offer.textContent).toContain("This link has 1 weigh-in.");
    expect(offer.textContent).toContain("You have 30 weigh-ins saved on this device.");
    // Nothing written over: the diary and the visitor's own answers stay, the link fills gaps.
    await tick(50);
    expect(stored()).toHaveLength(30);
    expect((root.getElementById("age") as HTMLInputElement).value).toBe("42");
    expect((root.getElementById("plan") as HTMLInputElement).value).toBe("1700");
    // The link's pace fills the answer the saved check-in left empty.
    expect(
      root.querySelector<HTMLInputElement>('input[name="lossRate"][value="0.5"]')?.checked,
    ).toBe(true);

    await press(root, "Add them to mine");
    await waitFor(() => expect(listed(root)).toBe(31));
    await waitFor(() => expect(stored()).toHaveLength(31));
    expect(root.querySelector(".offer")).toBeNull();
    expect(root.querySelector(".notice")?.textContent).toBe("Added 1 weigh-in from the link.");
  });

  it("keeps the diary when a link carries answers only, or when its offer is turned down", async () => {
    await load();
    remember();
    window.location.hash = linkTo({ units: "metric", age: "40" });
    const first = await mount(TAG);
    await waitFor(() => expect(listed(first.root)).toBe(30));
    await tick(50);
    expect(stored()).toHaveLength(30);
    expect(first.root.querySelector(".offer")).toBeNull();

    document.body.innerHTML = "";
    window.location.hash = linkTo({ w: `${DIARY[4]?.date ?? ""},99\n2026-11-03,83.8` });
    const second = await mount(TAG);
    await waitFor(() => expect(second.root.querySelector(".offer")).not.toBeNull());
    await press(second.root, "Not now");
    expect(second.root.querySelector(".offer")).toBeNull();
    expect(listed(second.root)).toBe(30);
    expect(stored()).toHaveLength(30);
  });

  it("on a day both have, keeps the visitor's own weigh-in", async () => {
    await load();
    remember();
    const own = DIARY[4];
    window.location.hash = linkTo({ w: `${own?.date ?? ""},99\n2026-11-03,83.8` });
    const { root } = await mount(TAG);
    await waitFor(() => expect(root.querySelector(".offer")).not.toBeNull());
    await press(root, "Add them to mine");
    await waitFor(() => expect(stored()).toHaveLength(31));
    const rows = stored() as { date: string; weightKg: number }[];
    expect(rows.find((row) => row.date === own?.date)?.weightKg).toBe(own?.weightKg);
    expect(root.querySelector(".notice")?.textContent).toContain(
      "1 day was already in your weigh-ins: we kept yours.",
    );
  });

  it("opens a link's good weigh-ins and names the ones it left out, and why", async () => {
    await load();
    const lines = DIARY.slice(0, 20).map((row) => `${row.date},${row.weightKg}`);
    lines.splice(3, 0, "2026-10-40,80", "2026-10-21,8o");
    window.location.hash = linkTo({ ...ANSWERS, units: "metric", w: lines.join("\n") });
    const { root } = await mount(TAG);
    await waitFor(() => expect(listed(root)).toBe(20));
    const note = root.querySelector(".list-note")?.textContent ?? "";
    expect(note).toContain("2 weigh-ins in the link could not be used");
    expect(note).toContain("Line 4: the date '2026-10-40' is not a real date");
    expect(note).toContain("Line 5: the weight '8o' is not a number");
  });
});

describe(`<${TAG}>: storage that fails says so and keeps the screen`, () => {
  it("says beside the box when the storage is full, and keeps every weigh-in on screen", async () => {
    await load();
    const { root } = await mount(TAG);
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    });
    window.location.hash = "";
    setField(root, "newDate", "2026-11-02");
    setField(root, "newWeight", "82");
    await tick();
    await press(root, "Add weigh-in");
    await waitFor(() => expect(listed(root)).toBe(1));
    (root.getElementById("remember-details") as HTMLInputElement).click();
    const problem = await waitFor(() => {
      const p = root.getElementById("remember-error");
      expect(p).not.toBeNull();
      return p as HTMLElement;
    });
    expect(problem.textContent).toContain("storage for this site is full");
    expect(problem.getAttribute("role")).toBe("alert");
    expect(root.querySelector(".notice")?.textContent).not.toContain("We will remember");
    expect(listed(root)).toBe(1);
    expect(localStorage.length).toBe(0);
  });

  it("does not offer to remember in a sandboxed frame, where storage throws", async () => {
    await load();
    vi.spyOn(window, "localStorage", "get").mockImplementation(() => {
      throw new DOMException("The document is sandboxed.", "SecurityError");
    });
    const { root } = await mount(TAG);
    await waitFor(() => expect(root.getElementById("remember-details")).toBeNull());
    // The check-in itself still works, and says why nothing is kept once the visitor starts.
    setField(root, "newDate", "2026-11-02");
    setField(root, "newWeight", "82");
    await tick();
    await press(root, "Add weigh-in");
    await waitFor(() => expect(listed(root)).toBe(1));
    expect(root.getElementById("remember-hint")?.textContent).toContain(
      "does not let this page store anything",
    );
  });

  it("draws the good saved weigh-ins and notes a bad one, instead of drawing nothing", async () => {
    await load();
    remember([{ date: "2026-02-31", weightKg: 80, calories: "" }, ...DIARY]);
    const { root } = await mount(TAG);
    await waitFor(() => expect(listed(root)).toBe(30));
    expect(root.querySelector(".list-note")?.textContent).toContain(
      "The weigh-in for 2026-02-31: its date is not a real day.",
    );
    // The widget keeps its good rows once its chunk has come: wait for that write, so it
    // does not land in the next test's storage.
    await waitFor(() => expect(stored()).toHaveLength(30));
  });
});

describe(`<${TAG}>: how much comes from the weigh-ins`, () => {
  it("says an early estimate is still mostly the formula's, and names the plan's calories as an assumption", async () => {
    await load();
    remember(DIARY.slice(0, 15), { ...ANSWERS, activity: "1.375" });
    const { root } = await mount(TAG);
    const results = await waitFor(() => {
      const section = root.querySelector("[part=results]");
      expect(section).not.toBeNull();
      return section as HTMLElement;
    });
    const text = (results.textContent ?? "").replace(/\s+/g, " ");
    expect(text).toMatch(
      /This is still mostly from the formula: your weigh-ins carry (less than 1|about \d) in 10 of it so far/,
    );
    expect(text).not.toContain("suits you well");
    expect(text).toContain("We assumed you ate your plan's calories every day.");
    const plan = root.querySelector('input[name="intake"][value="plan"]');
    const hint = root.getElementById(plan?.getAttribute("aria-describedby") ?? "");
    expect(hint?.textContent).toContain("This assumes you ate them every day");
  });
});

describe(`<${TAG}>: a likely under-count is named, not planned from`, () => {
  it("says kindly that food is often under-counted, and keeps the formula's target", async () => {
    await load();
    // A steady 80 kg on a 1,200 kcal plan: a maintenance of 1,200 is under 1.1 x her BMR.
    const steady = Array.from({ length: 57 }, (_, i) => ({
      date: day("2026-09-01", i),
      weightKg: 80 + (i % 2 ? 0.2 : -0.2),
      calories: "",
    }));
    remember(steady, {
      gender: "female",
      age: "60",
      height: "165",
      activity: "1.375",
      intake: "average",
      average: "1200",
      targetWeight: "70",
      lossRate: "0.5",
    });
    const { root } = await mount(TAG);
    // Eight weeks of weigh-ins: on a busy machine the first result can take a while.
    const note = await waitFor(
      () => {
        const panel = root.querySelector("[part=under-counted]");
        expect(panel).not.toBeNull();
        return panel as HTMLElement;
      },
      { timeout: 20_000 },
    );
    const text = (note.textContent ?? "").replace(/\s+/g, " ");
    expect(text).toContain("This is lower than a body like yours is likely to use.");
    expect(text).toContain("Most people under-count by 20 to 30% without meaning to");
    const results = (root.querySelector("[part=results]")?.textContent ?? "").replace(/\s+/g, " ");
    expect(results).not.toContain("seems to use about");
    expect(results).toContain("This is the target your formula gives for the same pace");
  });
});
