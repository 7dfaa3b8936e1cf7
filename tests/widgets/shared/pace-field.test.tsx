import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { SafeOption, SafeOptions } from "../../../engine/safe-options.ts";
import type { Units } from "../../../widgets/shared/attributes.ts";
import { PaceField } from "../../../widgets/shared/pace-field.tsx";

/*
 * The pace question says what each pace really gives. A pace whose calories give less than it
 * says (an advanced week with a refeed day, held back by the daily limits; a gain held to a
 * 500 kcal surplus) says how much it really is, so no pace is labelled faster than it is.
 */

const option = (weeklyKg: number, extra: Partial<SafeOption> = {}): SafeOption => ({
  weeklyKg,
  targetCalories: 2200 - weeklyKg * 500,
  weeks: 20,
  date: "2027-04-13",
  safe: true,
  plannedWeeklyKg: weeklyKg,
  ...extra,
});

function show(options: SafeOption[], units: Units = "metric", gaining = false) {
  const table: SafeOptions = {
    direction: gaining ? "gain" : "lose",
    maxWeeklyKg: 1,
    options,
    earliestSafeDate: "2027-04-13",
  };
  render(
    <PaceField
      values={{}}
      errors={{}}
      onValue={() => {}}
      gaining={gaining}
      units={units}
      choices={options.map((o) => ({ value: String(o.weeklyKg), label: `${o.weeklyKg} kg` }))}
      chosen="0.5"
      options={table}
    />,
  );
  return (kg: number) => screen.getByRole("radio", { name: new RegExp(`^${kg} kg`) });
}

const hint = (radio: HTMLElement) =>
  radio.ownerDocument.getElementById(radio.getAttribute("aria-describedby") ?? "")?.textContent;

describe("PaceField", () => {
  it("says nothing more of a pace its calories give in full, or all but a hundredth", () => {
    const radio = show([option(0.5), option(1, { plannedWeeklyKg: 0.99 })]);
    expect(hint(radio(0.5))).toBe("1,950 kcal a day, reaches your target by 13 April 2027.");
    expect(hint(radio(1))).toBe("1,700 kcal a day, reaches your target by 13 April 2027.");
  });

  it("gives the real pace of a safe pace its week holds back, in the visitor's units", () => {
    const radio = show([option(0.5), option(1, { plannedWeeklyKg: 0.78 })]);
    expect(hint(radio(1))).toBe(
      "1,700 kcal a day, reaches your target by 13 April 2027. At these calories you would lose about 0.78 kg a week.",
    );
    document.body.innerHTML = "";
    const imperial = show([option(1, { plannedWeeklyKg: 0.78 })], "imperial");
    expect(hint(imperial(1))).toContain("you would lose about 1.7 lb a week.");
  });

  it("says 'gain' for a gain held to its surplus", () => {
    const radio = show([option(0.5, { plannedWeeklyKg: 0.45 })], "metric", true);
    expect(hint(radio(0.5))).toContain("At these calories you would gain about 0.45 kg a week.");
  });

  it("gives only why for a pace that is not safe", () => {
    const radio = show([
      option(2, { safe: false, plannedWeeklyKg: 1, reason: "Faster than 1 kg a week." }),
    ]);
    expect(hint(radio(2))).toBe(
      "1,200 kcal a day, reaches your target by 13 April 2027. Not safe for you: Faster than 1 kg a week.",
    );
  });
});
