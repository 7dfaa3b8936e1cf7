// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { variantRules } from "../../../engine/plans/variants.ts";
import { ADVANCED_FIELDS } from "../../../widgets/calorie-deficit-advanced/advanced-fields.tsx";
import { readAdvancedForm } from "../../../widgets/calorie-deficit-advanced/advanced-form.ts";
import { defaults } from "../../../widgets/calorie-deficit-advanced/advanced-steps.ts";
import type { FormValues } from "../../../widgets/shared/form/measure.ts";

/** The Health step's conditions question, holding its answer as the wizard would. */
function Question({ seen }: { seen: (values: FormValues) => void }) {
  const [values, setValues] = useState<FormValues>({ medicalConditions: "" });
  seen(values);
  const field = ADVANCED_FIELDS.medicalConditions;
  if (!field) throw new Error("No conditions question");
  return (
    <>
      {field({
        values,
        errors: {},
        onValue: (name, value) => setValues((v) => ({ ...v, [name]: value })),
        units: "metric",
        rules: variantRules("default"),
        kit: false,
      })}
    </>
  );
}

function draw() {
  let latest: FormValues = {};
  render(<Question seen={(v) => (latest = v)} />);
  const box = (name: string) => screen.getByRole("checkbox", { name });
  return { box, answer: () => latest.medicalConditions };
}

describe("the conditions question", () => {
  afterEach(cleanup);

  it("is a group of checkboxes under a legend, None of these first, each one in the Tab order", () => {
    draw();
    const group = screen.getByRole("group", {
      name: "Do you have any of these health conditions?",
    });
    const boxes = [...group.querySelectorAll<HTMLInputElement>("input")];
    expect(boxes.map((b) => b.type)).toEqual(Array(8).fill("checkbox"));
    expect(
      screen.getAllByRole<HTMLInputElement>("checkbox").map((b) => b.labels?.[0]?.textContent),
    ).toEqual([
      "None of these",
      "Diabetes",
      "Heart disease",
      "Kidney disease",
      "High blood pressure",
      "A thyroid condition",
      "An eating disorder, now or in the past",
      "Another condition",
    ]);
    for (const b of boxes) expect(b.tabIndex).toBe(0);
    expect(group.getAttribute("aria-describedby")).toBe("medicalConditions-hint");
  });

  it("unticks every condition when None of these is ticked, and None of these when a condition is", async () => {
    const { box, answer } = draw();
    fireEvent.click(box("Diabetes"));
    fireEvent.click(box("Kidney disease"));
    expect(await screen.findByRole("checkbox", { name: "Kidney disease", checked: true }));
    expect((box("Diabetes") as HTMLInputElement).checked).toBe(true);
    expect(answer()).toBe("diabetes,kidney");

    fireEvent.click(box("None of these"));
    expect(await screen.findByRole("checkbox", { name: "None of these", checked: true }));
    expect((box("Diabetes") as HTMLInputElement).checked).toBe(false);
    expect((box("Kidney disease") as HTMLInputElement).checked).toBe(false);
    expect(answer()).toBe("none");

    fireEvent.click(box("A thyroid condition"));
    expect(await screen.findByRole("checkbox", { name: "A thyroid condition", checked: true }));
    expect((box("None of these") as HTMLInputElement).checked).toBe(false);
    expect(answer()).toBe("thyroid");
  });

  it("gives the ticked conditions to the plan's input", async () => {
    const { box, answer } = draw();
    fireEvent.click(box("High blood pressure"));
    fireEvent.click(box("An eating disorder, now or in the past"));
    await screen.findByRole("checkbox", {
      name: "An eating disorder, now or in the past",
      checked: true,
    });
    const values = {
      ...defaults(variantRules("default")),
      age: "40",
      gender: "female",
      height: "165",
      weight: "80",
      targetWeight: "70",
      medicalConditions: answer() ?? "",
    };
    expect(
      readAdvancedForm(values, "metric", variantRules("default")).input?.medicalConditions,
    ).toEqual(["blood-pressure", "eating-disorder"]);
  });
});
