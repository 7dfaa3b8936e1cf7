// @vitest-environment jsdom
import { configure, waitFor, within } from "@testing-library/dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import fixturesJson from "../../../widgets/calorie-deficit-check-in/calorie-deficit-check-in.fixtures.json";
import { readFixtures, type Fixture } from "../helpers/fixtures.ts";
import { mount, setField, tick, switchUnits } from "../helpers/widget-dom.ts";

// The results chunk loads on the first answer, and a busy machine can take a while over it.
configure({ asyncUtilTimeout: 10_000 });

const TAG = "calorie-deficit-check-in";
const KEY = "cdc-check-in";
const load = () =>
  import("../../../widgets/calorie-deficit-check-in/calorie-deficit-check-in.element.ts");
const fixtures = readFixtures(fixturesJson) as (Fixture & { waiting?: string })[];
const example = fixtures[0] as Fixture;

/** The widget's buttons and fields, as a visitor finds them. */
const screenOf = (root: ShadowRoot) => within(root as unknown as HTMLElement);

/** Presses a button as Enter or Space would: a click on the focused button. */
async function press(root: ShadowRoot, name: string | RegExp): Promise<void> {
  const button = screenOf(root).getByRole("button", { name });
  button.focus();
  button.click();
  await tick(5);
}

/** Opens "Paste, import or download weigh-ins", waiting for its contents to load. */
async function openMore(root: ShadowRoot): Promise<void> {
  const details = root.querySelector("details.more") as HTMLDetailsElement;
  details.querySelector("summary")?.focus();
  details.open = true;
  details.dispatchEvent(new Event("toggle"));
  await waitFor(() => expect(root.getElementById("paste")).not.toBeNull());
}

/** Types text into a field by its id (setField's selector cannot hold a line break). */
function typeInto(root: ShadowRoot, id: string, text: string): void {
  const field = root.getElementById(id) as HTMLTextAreaElement;
  field.value = text;
  field.dispatchEvent(new Event("input", { bubbles: true }));
}

/** Pastes lines into the box and presses "Add these weigh-ins". */
async function paste(root: ShadowRoot, text: string): Promise<void> {
  await openMore(root);
  typeInto(root, "paste", text);
  await tick();
  await press(root, "Add these weigh-ins");
}

/** Fills a fixture's inputs: the pasted weigh-ins first, then every other answer. */
async function fill(root: ShadowRoot, inputs: Record<string, string>): Promise<void> {
  const { paste: lines, ...answers } = inputs;
  if (lines !== undefined) await paste(root, lines);
  for (const [name, value] of Object.entries(answers)) setField(root, name, value);
  await tick(5);
}

/** The dates on the list of weigh-ins, newest first. */
const listedDates = (root: ShadowRoot) =>
  [...root.querySelectorAll("table[part=weigh-ins] tbody th")].map((th) => th.textContent);

/** A CSV file as the file input gives it (jsdom's File has no text()). */
function csvFile(text: string, name = "weigh-ins.csv"): File {
  return Object.assign(new File([text], name, { type: "text/csv" }), {
    text: () => Promise.resolve(text),
  });
}

/** Picks a file in the import field, as the file dialog does. */
async function importFile(root: ShadowRoot, file: File): Promise<void> {
  await openMore(root);
  const input = root.getElementById("import") as HTMLInputElement;
  Object.defineProperty(input, "files", { value: [file], configurable: true });
  input.dispatchEvent(new Event("change", { bubbles: true }));
  await tick(5);
}

const EIGHT_WEEKS = example.inputs.paste ?? "";
const ABOUT_HER = { gender: "female", age: "42", height: "165", plan: "1700" };

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

afterEach(() => {
  document.body.innerHTML = "";
  window.location.hash = "";
  vi.restoreAllMocks();
});

describe(`<${TAG}>`, () => {
  it("renders its card with a heading, the units switch, the new weigh-in row and no result", async () => {
    await load();
    const { screen } = await mount(TAG);
    expect(screen.getByRole("heading", { name: "Adaptive TDEE Calculator" })).toBeTruthy();
    expect(screen.getByRole("radio", { name: "kg and cm" })).toBeTruthy();
    expect((screen.getByLabelText("Date") as HTMLInputElement).value).toMatch(
      /^\d{4}-\d{2}-\d{2}$/,
    );
    expect(screen.getByRole("button", { name: "Add weigh-in" })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Your result" })).toBeNull();
    expect(screen.getByText(/Your result appears here/)).toBeTruthy();
  });

  for (const fixture of fixtures) {
    it(`fixture: ${fixture.name}`, async () => {
      await load();
      const { host, root } = await mount(TAG, fixture.attributes);
      const results: unknown[] = [];
      host.addEventListener("cdc-result", (e) => results.push((e as CustomEvent).detail));
      await fill(root, fixture.inputs);
      if (fixture.error) {
        for (const [field, message] of Object.entries(fixture.error)) {
          expect(root.getElementById(`${field}-error`)?.textContent).toContain(message);
          expect(root.getElementById(field)?.getAttribute("aria-invalid")).toBe("true");
        }
        // Nothing was added, and the pasted text is still there to fix.
        expect(listedDates(root)).toEqual([]);
        expect((root.getElementById("paste") as HTMLTextAreaElement).value).toBe(
          fixture.inputs.paste,
        );
        expect(results).toEqual([]);
        return;
      }
      if (fixture.waiting) {
        await waitFor(() =>
          expect(root.querySelector(".waiting")?.textContent).toContain(fixture.waiting),
        );
        expect(root.querySelector(".waiting")?.getAttribute("role")).toBe("status");
        expect(results).toEqual([]);
        return;
      }
      await waitFor(() => expect(results.at(-1)).toMatchObject(fixture.expected), {
        timeout: 4000,
      });
      expect(screenOf(root).getByRole("heading", { name: "Your result" })).toBeTruthy();
    });
  }

  it("states maintenance with its range, the formula's figure, both paces and the new target", async () => {
    await load();
    const { root } = await mount(TAG);
    await fill(root, example.inputs);
    const results = await waitFor(() => {
      const section = root.querySelector("[part=results]");
      expect(section).not.toBeNull();
      return section as HTMLElement;
    });
    const text = (results.textContent ?? "").replace(/\s+/g, " ");
    expect(text).toContain("Your maintenance looks like 2,130 kcal a day (likely 1,900 to 2,360)");
    expect(text).toContain(
      "Your formula said 2,066 kcal. This is mostly from your weigh-ins: they carry about 6 in 10 of it.",
    );
    expect(text).toContain("You are losing0.44 kg a week");
    expect(text).toContain("Your plan aimed to lose0.5 kg a week");
    expect(text).toContain("You are on pace with your plan.");
    expect(text).toContain("1,580 kcal a day to lose about 0.5 kg a week from here.");
    expect(text).toContain("We assumed you ate your plan's calories every day.");
    const live = root.querySelector(".card > [aria-live=polite].visually-hidden");
    expect(live?.textContent).toBe(
      "Your maintenance looks like 2,130 kcal a day, likely 1,900 to 2,360. Your new daily target is 1,580 kcal.",
    );
  });

  it("draws the weigh-ins as dots and the trend as a line in a described image, with a table", async () => {
    await load();
    const { root } = await mount(TAG);
    await fill(root, { ...ABOUT_HER, paste: EIGHT_WEEKS });
    const svg = await waitFor(() => {
      const found = root.querySelector("svg[role=img]");
      expect(found).not.toBeNull();
      return found as SVGSVGElement;
    });
    expect(svg.querySelectorAll("circle.dot")).toHaveLength(25);
    expect(svg.querySelector("path.trend")?.getAttribute("d")).toMatch(/^M[\d.]+,[\d.]+L/);
    const labelledBy = (svg.getAttribute("aria-labelledby") ?? "").split(" ");
    const alt = labelledBy.map((id) => root.getElementById(id)?.textContent).join(" ");
    expect(alt).toContain("7 September 2026 to 2 November 2026");
    expect(alt).toContain("Dots: your 25 weigh-ins.");
    expect(alt).toContain("falling by 0.44 kg a week");
    const rows = root.querySelectorAll(".chart-table tbody tr");
    expect(rows).toHaveLength(25);
    expect(rows[0]?.textContent).toContain("7 Sep 2026");
  });

  it("adds today's weigh-in from the row by Enter, empties the weight and says so", async () => {
    await load();
    const { root, screen } = await mount(TAG);
    setField(root, "newDate", "2026-11-01");
    setField(root, "newWeight", "82.4");
    await tick();
    await press(root, "Add weigh-in");
    await waitFor(() => expect(listedDates(root)).toEqual(["1 Nov 2026"]));
    await waitFor(() =>
      expect(root.querySelector(".notice")?.textContent).toBe(
        "Added your weigh-in for 1 November 2026.",
      ),
    );
    expect((screen.getByLabelText(/^Weight/) as HTMLInputElement).value).toBe("");
    // The same day again replaces it.
    setField(root, "newWeight", "82.0");
    await tick();
    await press(root, "Add weigh-in");
    await waitFor(() =>
      expect(root.querySelector(".notice")?.textContent).toBe(
        "Replaced your weigh-in for 1 November 2026.",
      ),
    );
    expect(listedDates(root)).toHaveLength(1);
    expect(root.querySelector("table[part=weigh-ins] td")?.textContent).toBe("82 kg");
    // Removing it empties the list, and focus goes back to the new weigh-in row.
    await press(root, "Remove the weigh-in for 1 November 2026");
    await waitFor(() => expect(listedDates(root)).toEqual([]));
    await waitFor(() => expect(root.activeElement?.id).toBe("newDate"));
  });

  it("adds a weigh-in in stones and pounds, and shows the list in them", async () => {
    await load();
    const { root } = await mount(TAG, { units: "imperial" });
    setField(root, "newDate", "2026-11-01");
    setField(root, "newWeightSt", "12");
    setField(root, "newWeightLb", "13");
    await tick();
    await press(root, "Add weigh-in");
    await waitFor(() =>
      expect(root.querySelector("table[part=weigh-ins] td")?.textContent).toBe("12 st 13 lb"),
    );
    await switchUnits(root, "metric");
    await tick();
    expect(root.querySelector("table[part=weigh-ins] td")?.textContent).toBe("82.1 kg");
  });

  it("keeps a bad new weigh-in in its row with the error beside it, and focuses it", async () => {
    await load();
    const { root } = await mount(TAG);
    setField(root, "newDate", "2999-01-01");
    setField(root, "newWeight", "8o");
    await tick();
    await press(root, "Add weigh-in");
    await waitFor(() =>
      expect(root.getElementById("newDate-error")?.textContent).toContain(
        "The date cannot be in the future.",
      ),
    );
    expect(root.getElementById("newWeight-error")?.textContent).toContain("must be a number");
    expect((root.getElementById("newWeight") as HTMLInputElement).value).toBe("8o");
    expect(listedDates(root)).toEqual([]);
    await waitFor(() => expect(root.activeElement?.id).toBe("newDate"));
  });

  it("counts only the last 12 weeks when it says what it still needs", async () => {
    await load();
    const { root } = await mount(TAG);
    const old = "2026-03-01 90\n2026-03-08 89.5\n2026-03-15 89.2\n2026-03-22 89";
    await fill(root, { ...ABOUT_HER, paste: `${old}\n2026-11-01 82.4\n2026-11-10 82.0` });
    await waitFor(() =>
      expect(root.querySelector(".waiting")?.textContent).toContain(
        "so 5 more days and 2 more weigh-ins to go.",
      ),
    );
  });

  it("says how many more days and weigh-ins it needs instead of guessing", async () => {
    await load();
    const { root, host } = await mount(TAG);
    const results: unknown[] = [];
    host.addEventListener("cdc-result", (e) => results.push((e as CustomEvent).detail));
    await fill(root, { ...ABOUT_HER, paste: "2026-11-01 82.4\n2026-11-10 82.0" });
    await waitFor(() =>
      expect(root.querySelector(".waiting")?.textContent).toContain(
        "so 5 more days and 2 more weigh-ins to go.",
      ),
    );
    expect(root.querySelector(".error[role=alert]")).toBeNull();
    expect(results).toEqual([]);
  });

  it("uses a figure per weigh-in when asked, and asks for the missing ones by day", async () => {
    await load();
    const { root, host } = await mount(TAG);
    const results: { estimate: { intakeKcal: number } }[] = [];
    host.addEventListener("cdc-result", (e) => results.push((e as CustomEvent).detail));
    const lines = EIGHT_WEEKS.split("\n");
    await fill(root, { ...ABOUT_HER, intake: "each", paste: lines.join(" 1750\n") });
    // Every line but the last has its calories.
    const last = root.getElementById("calories-2026-11-02") as HTMLInputElement;
    expect(last.value).toBe("");
    await press(root, "Show my result");
    await waitFor(() =>
      expect(root.getElementById("calories-2026-11-02-error")?.textContent).toContain(
        "Enter the calories for 2 November 2026.",
      ),
    );
    // The summary names the day, and its link goes to that day's calories.
    const link = await waitFor(() => {
      const found = root.querySelector<HTMLAnchorElement>(
        '.error-summary a[href="#calories-2026-11-02"]',
      );
      expect(found).not.toBeNull();
      return found as HTMLAnchorElement;
    });
    link.click();
    expect(root.activeElement?.id).toBe("calories-2026-11-02");
    setField(root, "calories-2026-11-02", "1750");
    await waitFor(() => expect(results.at(-1)?.estimate.intakeKcal).toBe(1750));
  });

  it("shows every missing answer next to its field after Show my result", async () => {
    await load();
    const { root } = await mount(TAG);
    await press(root, "Show my result");
    await waitFor(() =>
      expect(root.getElementById("gender-error")?.textContent).toContain("Choose male or female"),
    );
    expect(root.getElementById("age-error")?.textContent).toContain("Enter your age");
    expect(root.getElementById("height-error")?.textContent).toContain("Enter your height");
    expect(root.getElementById("plan-error")?.textContent).toContain(
      "Enter your plan's daily calories",
    );
    expect(root.getElementById("entries-error")?.textContent).toContain("Add your weigh-ins");
    // And a summary of them all at the top, in the order asked, which takes focus.
    const summary = root.querySelector(".error-summary");
    await waitFor(() => expect(root.activeElement).toBe(summary));
    expect([...(summary?.querySelectorAll("a") ?? [])].map((a) => a.getAttribute("href"))).toEqual([
      "#entries",
      "#gender",
      "#age",
      "#height",
      "#plan",
    ]);
    (summary?.querySelector('a[href="#age"]') as HTMLAnchorElement).click();
    expect(root.activeElement?.id).toBe("age");
  });

  it('keeps its title for screen readers only, without its introduction, with heading="hide"', async () => {
    await load();
    const { root, screen } = await mount(TAG, { heading: "hide" });
    expect(screen.getByRole("heading", { name: "Adaptive TDEE Calculator" }).className).toBe(
      "visually-hidden",
    );
    expect(root.querySelector(".lede")).toBeNull();
  });

  it("fills in the plan's calories from the plan-calories attribute", async () => {
    await load();
    const { root } = await mount(TAG, { "plan-calories": "1850" });
    expect((root.getElementById("plan") as HTMLInputElement).value).toBe("1850");
  });

  it("restores a shared link with the plan and the weigh-ins, and shows the result", async () => {
    await load();
    const csv = `date,weight_kg,calories\n${EIGHT_WEEKS.replace(/ /g, ",")}\n`;
    const params = new URLSearchParams({ units: "metric", ...ABOUT_HER, w: csv });
    window.location.hash = `${TAG}?${params.toString()}`;
    const { root, screen } = await mount(TAG);
    await waitFor(() => expect(screen.getByRole("heading", { name: "Your result" })).toBeTruthy());
    expect(listedDates(root)).toHaveLength(25);
    expect((root.getElementById("age") as HTMLInputElement).value).toBe("42");
  });

  it("shows a faster pace a plan's link carries as chosen, and offers it to no one else", async () => {
    await load();
    window.location.hash = `${TAG}?units=metric&age=30&targetWeight=70&lossRate=1.25`;
    const linked = await mount(TAG);
    await waitFor(() =>
      expect(
        linked.root.querySelector<HTMLInputElement>('input[name="lossRate"][value="1.25"]')
          ?.checked,
      ).toBe(true),
    );
    document.body.innerHTML = "";
    window.location.hash = "";
    const fresh = await mount(TAG);
    const offered = [...fresh.root.querySelectorAll<HTMLInputElement>('input[name="lossRate"]')];
    expect(offered.map((radio) => radio.value)).toEqual(["0.25", "0.5", "0.75", "1"]);
  });

  it("falls back from an unknown variant or units with one warning each", async () => {
    await load();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { root } = await mount(TAG, { variant: "<b>x</b>", units: "furlongs" });
    setField(root, "age", "40");
    await waitFor(() => expect(warn).toHaveBeenCalledTimes(2));
    await tick(20);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(root.querySelector("b")).toBeNull();
  });

  it("takes the variant a plan's link names where its own is the default, but never over its own", async () => {
    await load();
    window.location.hash = `${TAG}?units=metric&age=30&variant=breastfeeding`;
    const linked = await mount(TAG);
    await waitFor(() => expect(linked.root.getElementById("weeksPostpartum")).not.toBeNull());
    document.body.innerHTML = "";
    const own = await mount(TAG, { variant: "safe" });
    await waitFor(() =>
      expect((own.root.getElementById("age") as HTMLInputElement).value).toBe("30"),
    );
    expect(own.root.getElementById("weeksPostpartum")).toBeNull();
  });

  it("asks for the weeks since the birth in the breastfeeding variant, and no goal for pregnancy", async () => {
    await load();
    const { root } = await mount(TAG, { variant: "breastfeeding" });
    expect(root.getElementById("weeksPostpartum")).not.toBeNull();
    document.body.innerHTML = "";
    const pregnancy = await mount(TAG, { variant: "pregnancy" });
    expect(pregnancy.root.querySelector('[name="lossRate"]')).toBeNull();
  });
});

describe(`<${TAG}> CSV`, () => {
  it("downloads date,weight_kg,calories and imports it back to the same list (a round trip)", async () => {
    await load();
    const first = await mount(TAG, { units: "imperial" });
    await paste(
      first.root,
      "2026-11-01 13 st 0 lb 1800\n2026-11-03 12 st 13.5 lb\n2026-11-05 82.25 kg 1750",
    );
    await waitFor(() => expect(listedDates(first.root)).toHaveLength(3));
    const before = listedDates(first.root);
    const weights = [...first.root.querySelectorAll("table[part=weigh-ins] td.num")].map(
      (td) => td.textContent,
    );
    let href = "";
    let name = "";
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      href = this.href;
      name = this.download;
    });
    await press(first.root, "Download as CSV");
    expect(name).toBe("weigh-ins.csv");
    expect(href.startsWith("data:text/csv;charset=utf-8,")).toBe(true);
    const csv = decodeURIComponent(href.slice(href.indexOf(",") + 1));
    expect(csv.split("\n")).toEqual([
      "date,weight_kg,calories",
      "2026-11-01,82.55,1800",
      "2026-11-03,82.33,",
      "2026-11-05,82.25,1750",
      "",
    ]);

    document.body.innerHTML = "";
    const second = await mount(TAG, { units: "imperial" });
    await importFile(second.root, csvFile(csv));
    await waitFor(() => expect(listedDates(second.root)).toEqual(before));
    expect(
      [...second.root.querySelectorAll("table[part=weigh-ins] td.num")].map((td) => td.textContent),
    ).toEqual(weights);
    expect(second.root.querySelector(".notice")?.textContent).toBe(
      "Added 3 weigh-ins from weigh-ins.csv.",
    );
  });

  it("names the line of a bad CSV file and keeps every weigh-in already entered", async () => {
    await load();
    const { root } = await mount(TAG);
    await paste(root, "2026-10-01 84\n2026-10-05 83.8");
    await waitFor(() => expect(listedDates(root)).toHaveLength(2));
    await importFile(
      root,
      csvFile(
        "date,weight_kg,calories\n2026-11-01,82.4,1800\n2026-11-02,82.1,\n2026-11-03,8o,1900\n",
      ),
    );
    await waitFor(() =>
      expect(root.getElementById("import-error")?.textContent).toContain(
        "Line 4: the weight '8o' is not a number.",
      ),
    );
    expect(listedDates(root)).toEqual(["5 Oct 2026", "1 Oct 2026"]);
  });
});

describe(`<${TAG}> storage`, () => {
  /** Records every write to localStorage, sessionStorage and cookies. */
  function watchWrites() {
    const writes: string[] = [];
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(function (
      this: Storage,
      key: string,
    ) {
      writes.push(`${this === sessionStorage ? "session" : "local"}:${key}`);
    });
    const cookie = Object.getOwnPropertyDescriptor(Document.prototype, "cookie");
    vi.spyOn(document, "cookie", "set").mockImplementation((value: string) => {
      writes.push(`cookie:${value}`);
      cookie?.set?.call(document, value);
    });
    return writes;
  }

  it("stores nothing at all unless Remember my details on this device is ticked", async () => {
    await load();
    const writes = watchWrites();
    const { root } = await mount(TAG);
    await fill(root, example.inputs);
    await waitFor(() => expect(root.querySelector("[part=results]")).not.toBeNull());
    setField(root, "newDate", "2026-11-20");
    setField(root, "newWeight", "82");
    await tick();
    await press(root, "Add weigh-in");
    await importFile(root, csvFile("date,weight_kg\n2026-11-21,81.9\n"));
    await switchUnits(root, "imperial");
    // Effects run after the next frame: give any write every chance to happen.
    await tick(100);
    expect(writes).toEqual([]);
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(document.cookie).toBe("");
  });

  it("keeps the diary and the shared details once ticked, restores them next time, and Forget my details removes both", async () => {
    await load();
    const first = await mount(TAG);
    await fill(first.root, { ...ABOUT_HER, paste: EIGHT_WEEKS });
    (first.root.getElementById("remember-details") as HTMLInputElement).click();
    // Effects run after the next frame.
    await waitFor(() => expect(localStorage.length).toBe(2));
    expect(Object.keys(localStorage).sort()).toEqual([KEY, "cdc-details"]);
    const stored = JSON.parse(localStorage.getItem(KEY) ?? "{}") as { rows: unknown[] };
    expect(stored.rows).toHaveLength(25);

    document.body.innerHTML = "";
    const second = await mount(TAG);
    // Ticked once the widget has looked in storage, just after it first appears.
    await waitFor(() =>
      expect((second.root.getElementById("remember-details") as HTMLInputElement).checked).toBe(
        true,
      ),
    );
    // What was remembered is read back with the results part.
    await waitFor(() =>
      expect((second.root.getElementById("age") as HTMLInputElement).value).toBe("42"),
    );
    await waitFor(() => expect(listedDates(second.root)).toHaveLength(25));
    await waitFor(() =>
      expect(screenOf(second.root).getByRole("heading", { name: "Your result" })).toBeTruthy(),
    );

    await press(second.root, "Forget my details");
    await waitFor(() => expect(localStorage.length).toBe(0));
    // Nothing is kept any more; what is on screen stays until the page closes.
    expect(listedDates(second.root)).toHaveLength(25);
    expect((second.root.getElementById("remember-details") as HTMLInputElement).checked).toBe(
      false,
    );
    expect(second.root.querySelector(".notice")?.textContent).toContain(
      "no longer kept on this device",
    );
  });

  it("forgets as soon as the box is unticked", async () => {
    await load();
    const { root } = await mount(TAG);
    const box = root.getElementById("remember-details") as HTMLInputElement;
    box.click();
    await waitFor(() => expect(localStorage.getItem(KEY)).not.toBeNull());
    box.click();
    await waitFor(() => expect(localStorage.length).toBe(0));
    await tick(50);
    expect(localStorage.length).toBe(0);
  });
});
