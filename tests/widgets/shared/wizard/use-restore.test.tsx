// @vitest-environment jsdom
import { waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Units } from "../../../../widgets/shared/platform/attributes.ts";
import type { FormValues } from "../../../../widgets/shared/form/measure.ts";
import { DETAILS_KEY } from "../../../../widgets/shared/persistence/remembered.ts";
import type { Wizard } from "../../../../widgets/shared/wizard/description.ts";
import { useRestore } from "../../../../widgets/shared/wizard/use-restore.ts";
import { renderHook } from "../../helpers/render-hook.tsx";
import { tick } from "../../helpers/widget-dom.ts";

/* A made-up two-step calculator: an age, then a weight; a variant for women fixes the sex. */
const report = { emitResult: vi.fn() };
type Report = typeof report;

const WIZARD: Wizard<FormValues, number, Report> = {
  tag: "test-wizard",
  steps: [
    { title: "About you", fields: ["age", "gender"] },
    { title: "Your weight", fields: ["weight"] },
  ],
  measures: {},
  sharedFields: ["age", "gender", "weight", "weightSt", "weightLb"],
  initial: { age: "", weight: "" },
  fixed: { gender: "female" },
  read: () => ({ errors: {} }),
  load: () => Promise.resolve(report),
  plan: () => 0,
  delay: 0,
};

/** Reads the answers as the form would: each a whole number (kilograms or stones), or a problem. */
function read(_report: Report, values: FormValues) {
  const errors: Record<string, string> = {};
  for (const name of ["age", "weight"]) {
    const value = values[name] || values[`${name}St`] || "";
    if (value === "") errors[name] = `Enter your ${name}.`;
    else if (!/^\d+$/.test(value)) errors[name] = `Your ${name} must be a number.`;
  }
  return Object.keys(errors).length > 0 ? { errors } : { input: values };
}

/** Renders the hook as the wizard first appears, with the wizard's other hooks as spies. */
function restore(wizard: Partial<Wizard<FormValues, number, Report>> = {}, chunk = true) {
  const spies = {
    setValues: vi.fn<(values: FormValues) => void>(),
    setUnits: vi.fn<(units: Units) => void>(),
    loaded: vi.fn(() => Promise.resolve(chunk ? report : undefined)),
    setStep: vi.fn<(step: number) => void>(),
    showErrors: vi.fn(),
    calculate: vi.fn(() => Promise.resolve()),
  };
  renderHook(() =>
    useRestore(
      { ...WIZARD, ...wizard },
      "metric",
      spies.setValues,
      spies.setUnits,
      spies.loaded,
      read,
      spies.setStep,
      spies.showErrors,
      spies.calculate,
    ),
  );
  return spies;
}

afterEach(() => {
  window.location.hash = "";
  localStorage.clear();
});

describe("useRestore, with a shared link", () => {
  it("fills in the link's answers in its units, the variant's fixed ones over them, and opens at the plan", async () => {
    window.location.hash = "test-wizard?units=imperial&age=40&gender=male&weightSt=11&weightLb=0";
    const spies = restore();
    const restored = { age: "40", gender: "female", weight: "", weightSt: "11", weightLb: "0" };
    expect(spies.setValues).toHaveBeenCalledWith(restored);
    expect(spies.setUnits).toHaveBeenCalledWith("imperial");
    await waitFor(() => expect(spies.calculate).toHaveBeenCalledWith(restored, "imperial"));
    expect(spies.setStep).toHaveBeenCalledWith(1);
    expect(spies.showErrors).not.toHaveBeenCalled();
  });

  it("keeps the wizard's units when the link names none", async () => {
    window.location.hash = "test-wizard?age=40&weight=70";
    const spies = restore();
    expect(spies.setUnits).toHaveBeenCalledWith("metric");
    await waitFor(() => expect(spies.calculate).toHaveBeenCalled());
  });

  it("opens at the first step with a bad answer, with its problems, and plans nothing", async () => {
    window.location.hash = "test-wizard?age=40&weight=0x50";
    const spies = restore();
    await waitFor(() =>
      expect(spies.showErrors).toHaveBeenCalledWith(
        1,
        { weight: "Your weight must be a number." },
        false,
      ),
    );
    expect(spies.calculate).not.toHaveBeenCalled();
  });

  it("opens a link from another calculator at the first question still to answer, calling nothing a problem", async () => {
    window.location.hash = "test-wizard?age=40";
    const spies = restore();
    await waitFor(() => expect(spies.setStep).toHaveBeenCalledWith(1));
    expect(spies.showErrors).not.toHaveBeenCalled();
    expect(spies.calculate).not.toHaveBeenCalled();
  });

  it("stops, keeping the answers, when the results chunk cannot be fetched", async () => {
    window.location.hash = "test-wizard?age=40&weight=70";
    const spies = restore({}, false);
    await waitFor(() => expect(spies.loaded).toHaveBeenCalled());
    await tick(5);
    expect(spies.setValues).toHaveBeenCalled();
    expect(spies.setStep).not.toHaveBeenCalled();
    expect(spies.calculate).not.toHaveBeenCalled();
  });

  it("restores nothing for a variant that cannot be planned here", async () => {
    window.location.hash = "test-wizard?age=40&weight=70";
    const spies = restore({ blocked: true });
    await tick(5);
    expect(spies.setValues).not.toHaveBeenCalled();
    expect(spies.loaded).not.toHaveBeenCalled();
  });

  it("ignores a link for another calculator on the page", async () => {
    window.location.hash = "other-wizard?age=40&weight=70";
    const spies = restore();
    await tick(5);
    expect(spies.setValues).not.toHaveBeenCalled();
    expect(spies.loaded).not.toHaveBeenCalled();
  });
});

describe("useRestore, without a link", () => {
  const remember = () =>
    localStorage.setItem(
      DETAILS_KEY,
      JSON.stringify({ units: "imperial", values: { age: "40", weightSt: "11" } }),
    );

  it("fills in the details this device remembers, in their units, and fetches nothing", async () => {
    remember();
    const spies = restore();
    expect(spies.setValues).toHaveBeenCalledWith({
      age: "40",
      gender: "female",
      weight: "",
      weightSt: "11",
    });
    expect(spies.setUnits).toHaveBeenCalledWith("imperial");
    await tick(5);
    expect(spies.loaded).not.toHaveBeenCalled();
    expect(spies.setStep).not.toHaveBeenCalled();
  });

  it("leaves the visitor's details out of a wizard about someone else", () => {
    remember();
    const spies = restore({ remembers: false });
    expect(spies.setValues).not.toHaveBeenCalled();
  });

  it("leaves the form as it starts when nothing is remembered", () => {
    const spies = restore();
    expect(spies.setValues).not.toHaveBeenCalled();
    expect(spies.setUnits).not.toHaveBeenCalled();
  });
});
