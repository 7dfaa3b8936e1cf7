// @vitest-environment jsdom
import { act } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useSteps } from "../../../../widgets/shared/wizard/use-steps.ts";
import { renderHook } from "../../helpers/render-hook.tsx";

/** Renders the hook; gives its latest state, by name. */
function steps() {
  const hook = renderHook(() => useSteps());
  return () => {
    const [step, setStep, phase, setPhase, errors, setErrors, summary, showErrors, clearErrors] =
      hook.current();
    return { step, setStep, phase, setPhase, errors, setErrors, summary, showErrors, clearErrors };
  };
}

describe("useSteps", () => {
  it("starts at the first step of the form, with no problems and no summary", () => {
    const now = steps();
    expect(now().step).toBe(0);
    expect(now().phase).toBe("form");
    expect(now().errors).toEqual({});
    expect(now().summary).toBe(false);
  });

  it("moves to a step, and shows what the wizard shows", () => {
    const now = steps();
    act(() => now().setStep(2));
    act(() => now().setPhase("results"));
    expect(now().step).toBe(2);
    expect(now().phase).toBe("results");
  });

  it("shows a step's problems beside each field and in its summary, all at once", () => {
    const now = steps();
    act(() => now().showErrors(1, { age: "Enter your age.", weight: "Enter your weight." }));
    expect(now().step).toBe(1);
    expect(now().errors).toEqual({ age: "Enter your age.", weight: "Enter your weight." });
    expect(now().summary).toBe(true);
  });

  it("clears one problem as its answer changes, and keeps the others", () => {
    const now = steps();
    act(() => now().showErrors(0, { age: "Enter your age.", weight: "Enter your weight." }));
    act(() => now().setErrors((current) => ({ ...current, age: undefined })));
    expect(now().errors).toEqual({ age: undefined, weight: "Enter your weight." });
    expect(now().summary).toBe(true);
  });

  it("clears every problem, and the summary with them, without moving", () => {
    const now = steps();
    act(() => now().showErrors(1, { weight: "Enter your weight." }));
    act(() => now().clearErrors());
    expect(now().errors).toEqual({});
    expect(now().summary).toBe(false);
    expect(now().step).toBe(1);
  });
});
