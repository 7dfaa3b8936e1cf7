import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import {
  MeasureField,
  NumberField,
  RadioGroup,
  UnitSwitch,
} from "../../../../widgets/shared/form/fields.tsx";

/*
 * The form parts every widget uses, rendered on their own. They run on real React and on
 * Preact core, which spell some attributes and events differently: what a visitor's browser
 * gets must be the same on both.
 */

describe("NumberField", () => {
  it("is a text box with a decimal keypad, no autofill and no spell check, named by its label", () => {
    render(<NumberField name="weight" label="Weight" values={{}} errors={{}} onValue={() => {}} />);
    const box = screen.getByRole<HTMLInputElement>("textbox", { name: "Weight" });
    expect(box.id).toBe("weight");
    expect(box.getAttribute("type")).toBe("text");
    expect(box.getAttribute("inputmode")).toBe("decimal");
    expect(box.getAttribute("autocomplete")).toBe("off");
    expect(box.getAttribute("spellcheck")).toBe("false");
  });

  it("reports every keystroke, not only when the visitor leaves the box", () => {
    const onValue = vi.fn();
    render(<NumberField name="age" label="Age" values={{}} errors={{}} onValue={onValue} />);
    const box = screen.getByRole("textbox", { name: "Age" });
    fireEvent.input(box, { target: { value: "3" } });
    fireEvent.input(box, { target: { value: "34" } });
    expect(onValue.mock.calls).toEqual([
      ["age", "3"],
      ["age", "34"],
    ]);
  });

  it("shows the value it is given, and an error linked to the box", () => {
    render(
      <NumberField
        name="age"
        label="Age"
        hint="In years"
        values={{ age: "12" }}
        errors={{ age: "Enter an age between 13 and 100." }}
        onValue={() => {}}
      />,
    );
    const box = screen.getByRole<HTMLInputElement>("textbox", { name: "Age" });
    expect(box.value).toBe("12");
    expect(box.getAttribute("aria-invalid")).toBe("true");
    expect(box.getAttribute("aria-describedby")).toBe("age-hint age-error");
    expect(document.getElementById("age-error")?.textContent).toBe(
      "Error: Enter an age between 13 and 100.",
    );
    expect(document.getElementById("age-error")?.hidden).toBe(false);
  });

  it("keeps its error paragraph, hidden and empty, when there is no error", () => {
    render(<NumberField name="age" label="Age" values={{}} errors={{}} onValue={() => {}} />);
    const box = screen.getByRole("textbox", { name: "Age" });
    expect(box.getAttribute("aria-invalid")).toBeNull();
    expect(box.getAttribute("aria-describedby")).toBeNull();
    expect(document.getElementById("age-error")?.hidden).toBe(true);
  });
});

describe("MeasureField", () => {
  it("asks for stones and pounds in two labelled boxes, each reporting its own part", () => {
    const onValue = vi.fn();
    render(
      <MeasureField
        name="weight"
        kind="weight"
        units="imperial"
        label="Weight"
        values={{ weightSt: "12" }}
        errors={{}}
        onValue={onValue}
      />,
    );
    const group = screen.getByRole("group", { name: "Weight" });
    expect(group.tagName).toBe("FIELDSET");
    const stones = screen.getByRole<HTMLInputElement>("textbox", { name: "Weight: stones" });
    expect(stones.value).toBe("12");
    expect(stones.getAttribute("inputmode")).toBe("numeric");
    fireEvent.input(screen.getByRole("textbox", { name: "Weight: pounds" }), {
      target: { value: "8" },
    });
    expect(onValue).toHaveBeenCalledWith("weightLb", "8");
  });
});

describe("RadioGroup", () => {
  const choices = [
    { value: "male", label: "Male" },
    { value: "female", label: "Female", hint: "Also if you were assigned female at birth" },
  ];

  it("checks the chosen answer, and reports a new choice when clicked", () => {
    const onValue = vi.fn();
    render(
      <RadioGroup
        name="sex"
        label="Sex"
        choices={choices}
        values={{ sex: "male" }}
        errors={{}}
        onValue={onValue}
      />,
    );
    expect(screen.getByRole<HTMLInputElement>("radio", { name: "Male" }).checked).toBe(true);
    fireEvent.click(screen.getByRole("radio", { name: /^Female/ }));
    expect(onValue).toHaveBeenCalledWith("sex", "female");
  });

  it("names each choice by its label and describes it by its hint", () => {
    render(
      <RadioGroup
        name="sex"
        label="Sex"
        choices={choices}
        values={{}}
        errors={{}}
        onValue={() => {}}
      />,
    );
    const female = screen.getByRole("radio", { name: /^Female/ });
    expect(female.getAttribute("aria-describedby")).toBe("sex-female-hint");
    expect(document.getElementById("sex-female-hint")?.textContent).toBe(choices[1]?.hint);
  });
});

describe("UnitSwitch", () => {
  it("marks the units in use and reports a switch", () => {
    const onChange = vi.fn();
    render(<UnitSwitch units="metric" chosen="metric" onChange={onChange} />);
    const metric = screen.getByRole<HTMLInputElement>("radio", { name: "kg and cm" });
    expect(metric.checked).toBe(true);
    expect(metric.closest("label")?.className).toBe("on");
    expect(screen.getByRole("group", { name: "Units" }).getAttribute("aria-busy")).toBeNull();
    fireEvent.click(screen.getByRole("radio", { name: "st, lb, ft and in" }));
    expect(onChange).toHaveBeenCalledWith("imperial");
  });

  it("shows the visitor's choice at once, busy until the answers are converted", () => {
    render(<UnitSwitch units="metric" chosen="imperial" onChange={vi.fn()} />);
    const imperial = screen.getByRole<HTMLInputElement>("radio", { name: "st, lb, ft and in" });
    expect(imperial.checked).toBe(true);
    expect(imperial.closest("label")?.className).toBe("on");
    expect(screen.getByRole("group", { name: "Units" }).getAttribute("aria-busy")).toBe("true");
  });
});
