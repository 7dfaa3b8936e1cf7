// @vitest-environment jsdom
import { waitFor, within } from "@testing-library/dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { InputError } from "../../../../engine/core/errors.ts";
import type { WidgetProps } from "../../../../widgets/shared/platform/define-widget.ts";
import { defineWidget } from "../../../../widgets/shared/platform/define-widget.ts";
import { MeasureField, NumberField } from "../../../../widgets/shared/form/fields.tsx";
import { readErrors } from "../../../../widgets/shared/form/form-read.ts";
import { emitResult } from "../../../../widgets/shared/platform/host-events.ts";
import { readMeasure, readNumber } from "../../../../widgets/shared/form/read-field.ts";
import { useWizard, type Wizard } from "../../../../widgets/shared/wizard/use-wizard.ts";
import { WizardCard } from "../../../../widgets/shared/wizard/wizard.tsx";
import { clickButton, mount, setField, tick } from "../../helpers/widget-dom.ts";

/*
 * A step-by-step calculator is a description (steps, how the form reads, the results chunk)
 * handed to useWizard, and a table of fields. A made-up two-step calculator shows how: it
 * asks an age, then a weight, and "plans" a figure from them (refusing a weight of 99 kg,
 * as an engine refuses an input, and failing on 98 kg, as a bug would).
 */

interface Input {
  age: number;
  weightKg: number;
}
interface Plan {
  figure: number;
}

const REPORT = {
  emitResult,
  plan(input: Input): Plan {
    if (input.weightKg === 99) throw new InputError("age", "No plans at 99 kg for this age.");
    if (input.weightKg === 98) throw new RangeError("Ninety-eight broke the sums.");
    return { figure: input.age + input.weightKg };
  },
};
type Report = typeof REPORT;

let load: ReturnType<typeof vi.fn<() => Promise<Report>>>;
let delay = 0;
/** How many times the wizard has read its form. */
let reads = 0;

const AGE = { label: "your age", min: 18, max: 99, unit: "years" };
const WEIGHT = { label: "your weight", min: 30, max: 300 };

function Figure(props: WidgetProps) {
  const wizard: Wizard<Input, Plan, Report> = {
    tag: "test-wizard",
    steps: [
      { title: "About you", fields: ["age"] },
      { title: "Your weight", fields: ["weight"] },
    ],
    measures: { weight: "weight" },
    sharedFields: ["age", "weight", "weightSt", "weightLb"],
    initial: {},
    read(_report, values, units) {
      reads++;
      const age = readNumber(values, "age", AGE);
      const weight = readMeasure(values, "weight", "weight", units, WEIGHT);
      return age.value === undefined || weight.value === undefined
        ? { errors: readErrors({ age, weight }) }
        : { input: { age: age.value, weightKg: weight.value } };
    },
    load: () => load(),
    plan: (report, input) => report.plan(input),
    delay,
  };
  const w = useWizard(props.container, "metric", wizard);
  const common = { values: w.values, errors: w.errors, onValue: w.onValue };
  return (
    <WizardCard
      wizard={w}
      title="Figure"
      lede="Works out a figure."
      heading="show"
      busyLabel="Working..."
      lastLabel="Work it out"
      field={(name) =>
        name === "age" ? (
          <NumberField {...common} name="age" label="Age" />
        ) : (
          <MeasureField {...common} name="weight" label="Weight" kind="weight" units={w.units} />
        )
      }
      results={({ plan }, view) => (
        <section>
          <h2 tabIndex={-1} ref={view.headingRef}>
            Figure: {plan.figure}
          </h2>
          <button type="button" onClick={view.onBack}>
            Back to Calculator
          </button>
        </section>
      )}
    />
  );
}
await defineWidget(
  { tag: "test-wizard", attributes: { variant: {}, units: {}, heading: {} } },
  Figure,
  [],
);

afterEach(() => {
  document.body.innerHTML = "";
  window.location.hash = "";
  delay = 0;
  vi.restoreAllMocks();
});

/** Answers both steps and presses the last button. */
async function walk(root: ShadowRoot, age: string, weight: string) {
  setField(root, "age", age);
  await clickButton(root, "Next");
  await waitFor(() => expect(root.textContent).toContain("Step 2 of 2"));
  setField(root, "weight", weight);
  await clickButton(root, "Work it out");
}

describe("useWizard", () => {
  it("starts at step 1 without moving focus, and does not load its results chunk yet", async () => {
    load = vi.fn(() => Promise.resolve(REPORT));
    const { root, screen } = await mount("test-wizard");
    expect(screen.getByRole("heading", { name: /Step 1 of 2: About you/ })).toBeTruthy();
    expect(screen.getByRole("progressbar").getAttribute("aria-valuenow")).toBe("1");
    expect(root.activeElement).toBeNull();
    expect(load).not.toHaveBeenCalled();
  });

  it("moves on with focus on the new step's heading, and loads the results chunk from the step asked", async () => {
    load = vi.fn(() => Promise.resolve(REPORT));
    const { root, screen } = await mount("test-wizard");
    setField(root, "age", "40");
    await clickButton(root, "Next");
    const heading = await screen.findByRole("heading", { name: /Step 2 of 2: Your weight/ });
    expect(root.activeElement).toBe(heading);
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
  });

  it("stays on a step with problems: every one in a summary that takes focus, and beside its field", async () => {
    load = vi.fn(() => Promise.resolve(REPORT));
    const { root, screen } = await mount("test-wizard");
    setField(root, "age", "12");
    await clickButton(root, "Next");
    const summary = await screen.findByRole("alert");
    expect(within(summary).getByRole("link").textContent).toBe(
      "Your age must be between 18 and 99 years.",
    );
    await waitFor(() => expect(root.activeElement).toBe(summary));
    expect(root.getElementById("age-error")?.textContent).toContain("between 18 and 99");
    expect(root.getElementById("age")?.getAttribute("aria-invalid")).toBe("true");
    // The weight, a later step's answer, is not complained about yet.
    expect(root.getElementById("weight-error")).toBeNull();
    expect(screen.getByText(/Step 1 of 2/)).toBeTruthy();
    // Next still works (it is not marked disabled), and an answer clears its own message.
    expect(root.querySelector("button[type=submit]")?.getAttribute("aria-disabled")).toBeNull();
    setField(root, "age", "40");
    await waitFor(() => expect(root.getElementById("age-error")?.hidden).toBe(true));
  });

  it("reads the form when the visitor moves on, not as they type", async () => {
    load = vi.fn(() => Promise.resolve(REPORT));
    const { root, screen } = await mount("test-wizard");
    reads = 0;
    setField(root, "age", "4");
    setField(root, "age", "40");
    await tick(5);
    expect(reads).toBe(0);
    await clickButton(root, "Next");
    await screen.findByRole("heading", { name: /Step 2 of 2/ });
    expect(reads).toBeGreaterThan(0);
  });

  it("keeps every answer going back and forward", async () => {
    load = vi.fn(() => Promise.resolve(REPORT));
    const { root } = await mount("test-wizard");
    setField(root, "age", "40");
    await clickButton(root, "Next");
    await waitFor(() => expect(root.textContent).toContain("Step 2 of 2"));
    setField(root, "weight", "70");
    await clickButton(root, "Back");
    await waitFor(() => expect(root.textContent).toContain("Step 1 of 2"));
    expect((root.getElementById("age") as HTMLInputElement).value).toBe("40");
    await clickButton(root, "Next");
    await waitFor(() => expect(root.textContent).toContain("Step 2 of 2"));
    expect((root.getElementById("weight") as HTMLInputElement).value).toBe("70");
  });

  it("shows the busy state for its delay, then the plan with focus on its heading, and tells the host page", async () => {
    load = vi.fn(() => Promise.resolve(REPORT));
    delay = 200;
    const { host, root, screen } = await mount("test-wizard");
    const results: unknown[] = [];
    host.addEventListener("cdc-result", (e) => results.push((e as CustomEvent).detail));
    await walk(root, "40", "70,5 kg");
    // The busy words are what the button says now; the last step's stay only to keep its size.
    expect(screen.getByRole("button", { name: "Working..." }).getAttribute("type")).toBe("submit");
    expect(results).toEqual([]);
    const heading = await screen.findByRole("heading", { name: "Figure: 110.5" });
    await waitFor(() => expect(root.activeElement).toBe(heading));
    expect(results).toEqual([{ figure: 110.5 }]);
  });

  it("goes back from the plan to the last step, with every answer", async () => {
    load = vi.fn(() => Promise.resolve(REPORT));
    const { root, screen } = await mount("test-wizard");
    await walk(root, "40", "70");
    await screen.findByRole("heading", { name: "Figure: 110" });
    await clickButton(root, "Back to Calculator");
    const heading = await screen.findByRole("heading", { name: /Step 2 of 2/ });
    expect(root.activeElement).toBe(heading);
    expect((root.getElementById("weight") as HTMLInputElement).value).toBe("70");
  });

  it("shows an error the engine raises next to its field, on that field's step", async () => {
    load = vi.fn(() => Promise.resolve(REPORT));
    const { root, screen } = await mount("test-wizard");
    await walk(root, "40", "99");
    await waitFor(() =>
      expect(root.getElementById("age-error")?.textContent).toContain("No plans at 99 kg"),
    );
    expect(screen.getByText(/Step 1 of 2/)).toBeTruthy();
    await waitFor(() => expect(root.activeElement).toBe(screen.getByRole("alert")));
  });

  it("logs a failure no answer explains, says so plainly and keeps every answer", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    load = vi.fn(() => Promise.resolve(REPORT));
    const { root, screen } = await mount("test-wizard");
    await walk(root, "40", "98");
    await waitFor(() =>
      expect(root.textContent).toContain("Error calculating results. Please check your inputs."),
    );
    expect(error).toHaveBeenCalledWith(expect.any(RangeError));
    expect((root.getElementById("weight") as HTMLInputElement).value).toBe("98");
    expect(screen.getByRole("button", { name: "Work it out" }).getAttribute("type")).toBe("submit");
  });

  it("restores a shared link and shows the plan, in the link's units", async () => {
    load = vi.fn(() => Promise.resolve(REPORT));
    window.location.hash = "test-wizard?units=imperial&age=40&weightSt=11&weightLb=0";
    const { screen } = await mount("test-wizard");
    // 11 st is 69.85 kg.
    expect(await screen.findByRole("heading", { name: /Figure: 109\.85/ })).toBeTruthy();
  });

  it("opens a shared link with a bad answer at the step to fix, with its error, and plans nothing", async () => {
    load = vi.fn(() => Promise.resolve(REPORT));
    window.location.hash = "test-wizard?units=metric&age=40&weight=0x50";
    const { host, root, screen } = await mount("test-wizard");
    const results: unknown[] = [];
    host.addEventListener("cdc-result", (e) => results.push(e));
    await waitFor(() =>
      expect(root.getElementById("weight-error")?.textContent).toContain("must be a number"),
    );
    expect(screen.getByText(/Step 2 of 2/)).toBeTruthy();
    // A link opens without taking focus from the host page.
    expect(root.activeElement).toBeNull();
    await tick(5);
    expect(results).toEqual([]);
  });
});

describe("the browser's Back and Forward buttons", () => {
  /** The view each calculator on the page has in the current history entry. */
  const views = () => (history.state as { cdcWizards?: Record<string, number> } | null)?.cdcWizards;

  it("go back a step at a time, from the plan to the first step, keeping every answer and the address", async () => {
    load = vi.fn(() => Promise.resolve(REPORT));
    window.location.hash = "elsewhere-on-the-page";
    const address = window.location.href;
    const { root, screen } = await mount("test-wizard");
    await walk(root, "40", "70");
    await screen.findByRole("heading", { name: "Figure: 110" });
    history.back();
    const last = await screen.findByRole("heading", { name: /Step 2 of 2/ });
    await waitFor(() => expect(root.activeElement).toBe(last));
    expect((root.getElementById("weight") as HTMLInputElement).value).toBe("70");
    history.back();
    const first = await screen.findByRole("heading", { name: /Step 1 of 2/ });
    await waitFor(() => expect(root.activeElement).toBe(first));
    expect((root.getElementById("age") as HTMLInputElement).value).toBe("40");
    expect(window.location.href).toBe(address);
  });

  it("Forward works the plan out again from the answers", async () => {
    load = vi.fn(() => Promise.resolve(REPORT));
    const { root, screen } = await mount("test-wizard");
    await walk(root, "40", "70");
    await screen.findByRole("heading", { name: "Figure: 110" });
    history.back();
    await screen.findByRole("heading", { name: /Step 2 of 2/ });
    setField(root, "weight", "75");
    history.forward();
    expect(await screen.findByRole("heading", { name: "Figure: 115" })).toBeTruthy();
  });

  it("stay in step with the widget's own Back buttons", async () => {
    load = vi.fn(() => Promise.resolve(REPORT));
    // An entry of its own, so the one calculator it names is this test's.
    history.pushState(null, "");
    const { root, screen } = await mount("test-wizard");
    await walk(root, "40", "70");
    await screen.findByRole("heading", { name: "Figure: 110" });
    const [id] = Object.keys(views() ?? {});
    expect(views()?.[id ?? ""]).toBe(2);
    // "Back to Calculator" and "Back" go back through the history, not forward in it.
    await clickButton(root, "Back to Calculator");
    await screen.findByRole("heading", { name: /Step 2 of 2/ });
    await waitFor(() => expect(views()?.[id ?? ""]).toBe(1));
    await clickButton(root, "Back");
    await screen.findByRole("heading", { name: /Step 1 of 2/ });
    await waitFor(() => expect(views()?.[id ?? ""]).toBe(0));
  });

  it("leave the wizard where it is on an entry the page made, such as a jump to a #section", async () => {
    load = vi.fn(() => Promise.resolve(REPORT));
    const { root, screen } = await mount("test-wizard");
    setField(root, "age", "40");
    await clickButton(root, "Next");
    await screen.findByRole("heading", { name: /Step 2 of 2/ });
    window.location.hash = "further-down";
    await tick(20);
    expect(screen.getByRole("heading", { name: /Step 2 of 2/ })).toBeTruthy();
    history.back();
    await tick(20);
    expect(screen.getByRole("heading", { name: /Step 2 of 2/ })).toBeTruthy();
    history.back();
    expect(await screen.findByRole("heading", { name: /Step 1 of 2/ })).toBeTruthy();
  });

  it("after a jump back to a step to fix, Back leads to the step before it", async () => {
    load = vi.fn(() => Promise.resolve(REPORT));
    const { root, screen } = await mount("test-wizard");
    // The made-up engine refuses 99 kg on the age, which is on the first step.
    await walk(root, "40", "99");
    await waitFor(() => expect(root.getElementById("age-error")).not.toBeNull());
    setField(root, "age", "41");
    await clickButton(root, "Next");
    await screen.findByRole("heading", { name: /Step 2 of 2/ });
    await clickButton(root, "Back");
    expect(await screen.findByRole("heading", { name: /Step 1 of 2/ })).toBeTruthy();
    history.back();
    await tick(20);
    expect(screen.getByRole("heading", { name: /Step 1 of 2/ })).toBeTruthy();
  });

  it("leave a shared link's plan for the last step, and the fragment as it was", async () => {
    load = vi.fn(() => Promise.resolve(REPORT));
    window.location.hash = "test-wizard?units=metric&age=40&weight=70";
    const address = window.location.href;
    const { root, screen } = await mount("test-wizard");
    await screen.findByRole("heading", { name: "Figure: 110" });
    await clickButton(root, "Back to Calculator");
    await screen.findByRole("heading", { name: /Step 2 of 2/ });
    await clickButton(root, "Work it out");
    await screen.findByRole("heading", { name: "Figure: 110" });
    history.back();
    expect(await screen.findByRole("heading", { name: /Step 2 of 2/ })).toBeTruthy();
    expect(window.location.href).toBe(address);
  });
});
