// @vitest-environment jsdom
import { act, waitFor } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { InputError } from "../../../../engine/core/errors.ts";
import type { FormValues } from "../../../../widgets/shared/form/measure.ts";
import type { Wizard } from "../../../../widgets/shared/wizard/description.ts";
import { useCalculation } from "../../../../widgets/shared/wizard/use-calculation.ts";
import type { Phase } from "../../../../widgets/shared/wizard/use-steps.ts";
import { renderHook } from "../../helpers/render-hook.tsx";

/*
 * A made-up two-step calculator: an age, then a weight, "planned" into their sum. The engine
 * refuses 99 kg on the age (as an engine refuses an input) and fails on 98 kg (as a bug would).
 */
interface Input {
  age: number;
  weightKg: number;
}
const report = { emitResult: vi.fn() };
type Report = typeof report;

const WIZARD: Wizard<Input, number, Report> = {
  tag: "test-wizard",
  steps: [
    { title: "About you", fields: ["age"] },
    { title: "Your weight", fields: ["weight"] },
  ],
  measures: {},
  sharedFields: [],
  initial: {},
  read: () => ({ errors: {} }),
  load: () => Promise.resolve(report),
  plan(_report, input) {
    if (input.weightKg === 99) throw new InputError("age", "No plans at 99 kg for this age.");
    if (input.weightKg === 98) throw new RangeError("Ninety-eight broke the sums.");
    if (input.weightKg === 97) throw new InputError("goal", "No goal fits.");
    return input.age + input.weightKg;
  },
  delay: 200,
};

/** Reads the answers as the form would: both numbers, or the problems. */
function read(_report: Report, values: FormValues) {
  const age = Number(values["age"]);
  const weightKg = Number(values["weight"]);
  if (age > 0 && weightKg > 0) return { input: { age, weightKg } };
  return {
    errors: {
      ...(age > 0 ? {} : { age: "Enter your age." }),
      ...(weightKg > 0 ? {} : { weight: "Enter your weight." }),
    },
  };
}

/** Renders the hook at `step`, with the wizard's other hooks as spies; gives its latest state. */
function calculation(step = 1) {
  const root = document.createElement("div").attachShadow({ mode: "open" });
  const showErrors = vi.fn();
  const record = vi.fn();
  const fail = vi.fn();
  const hook = renderHook(() => {
    const [phase, setPhase] = useState<Phase>("form");
    const prepare = () => Promise.resolve(report);
    const got = useCalculation(
      root,
      WIZARD,
      step,
      phase,
      setPhase,
      prepare,
      read,
      showErrors,
      record,
      fail,
    );
    return { phase, got };
  });
  const now = () => {
    const [result, calculate, start, stop] = hook.current().got;
    return { phase: hook.current().phase, result, calculate, start, stop };
  };
  return { now, root, showErrors, record, fail };
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  report.emitResult.mockClear();
});

describe("useCalculation", () => {
  it("plans from the answers, shows the results, records them in the history and tells the host page", async () => {
    const { now, root, record, showErrors } = calculation();
    await act(() => now().calculate({ age: "40", weight: "70" }, "metric", 1));
    expect(now().phase).toBe("results");
    expect(now().result).toEqual({ plan: 110, report, input: { age: 40, weightKg: 70 } });
    // Two steps: the results are view 2, moved on to from step 1.
    expect(record).toHaveBeenCalledWith(2, 1);
    expect(report.emitResult).toHaveBeenCalledWith(root, 110);
    expect(showErrors).not.toHaveBeenCalled();
  });

  it("shows 'Calculating...' for the wizard's delay before it plans, unless stopped", async () => {
    vi.useFakeTimers();
    const { now } = calculation();
    act(() => now().start({ age: "40", weight: "70" }, "metric", 1));
    expect(now().phase).toBe("calculating");
    await act(() => vi.advanceTimersByTimeAsync(199));
    expect(report.emitResult).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(now().phase).toBe("results");

    act(() => now().start({ age: "41", weight: "70" }, "metric", 1));
    act(() => now().stop());
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(report.emitResult).toHaveBeenCalledTimes(1);
  });

  it("sends answers the form refuses back to the first step with a problem, as a press's", async () => {
    const { now, showErrors, record } = calculation();
    await act(() => now().calculate({ age: "", weight: "" }, "metric", 1));
    expect(now().phase).toBe("form");
    expect(now().result).toBeNull();
    // Only that step's problems: the weight waits for its own step.
    expect(showErrors).toHaveBeenCalledWith(0, { age: "Enter your age." }, true);
    expect(record).not.toHaveBeenCalled();
  });

  it("shows an error the engine raises on the step that asks its field", async () => {
    const { now, showErrors } = calculation();
    await act(() => now().calculate({ age: "40", weight: "99" }, "metric", 1));
    expect(now().phase).toBe("form");
    expect(showErrors).toHaveBeenCalledWith(0, { age: "No plans at 99 kg for this age." }, true);
  });

  it("shows an engine error on a field no step asks on the step showing", async () => {
    const { now, showErrors } = calculation(1);
    await act(() => now().calculate({ age: "40", weight: "97" }, "metric", 1));
    expect(showErrors).toHaveBeenCalledWith(1, { goal: "No goal fits." }, true);
  });

  it("logs a failure no answer explains and says so, back on the form", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const { now, fail, showErrors } = calculation();
    await act(() => now().calculate({ age: "40", weight: "98" }, "metric", 1));
    expect(error).toHaveBeenCalledWith(expect.any(RangeError));
    expect(fail).toHaveBeenCalledTimes(1);
    expect(showErrors).not.toHaveBeenCalled();
    await waitFor(() => expect(now().phase).toBe("form"));
  });

  it("shows the plan only while the results show", async () => {
    const { now } = calculation();
    await act(() => now().calculate({ age: "40", weight: "70" }, "metric", 1));
    expect(now().result).not.toBeNull();
    act(() => now().start({ age: "40", weight: "70" }, "metric", 1));
    expect(now().result).toBeNull();
    act(() => now().stop());
  });
});
