import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type {
  SafeOption,
  SafeOptionLine,
  SafeOptions,
} from "../../../../engine/plans/safe-options.ts";
import type { Units } from "../../../../widgets/shared/platform/attributes.ts";
import type { Choice } from "../../../../widgets/shared/form/fields.tsx";
import { PaceField } from "../../../../widgets/shared/form/pace-field.tsx";

/*
 * The pace question shows the engine's lines (docs/safety-rules.md, "Pace"): what each pace
 * really gives, paces the floor holds to the same calories as one line, only paces faster than
 * the person's safe pace called not safe, and the soonest safe date marked on the fastest safe
 * line. A choice the form shows but does not offer keeps its own words.
 */

const option = (weeklyKg: number, extra: Partial<SafeOption> = {}): SafeOption => ({
  weeklyKg,
  targetCalories: 2200 - weeklyKg * 500,
  weeks: 20,
  date: "2027-04-13",
  safe: true,
  plannedWeeklyKg: weeklyKg,
  heldBack: false,
  ...extra,
});

/** The engine's grouping, as safeOptions makes it: neighbours alike in calories and safety. */
function linesOf(options: SafeOption[]): SafeOptionLine[] {
  const lines: SafeOptionLine[] = [];
  for (const { weeklyKg, ...rest } of options) {
    const last = lines.at(-1);
    if (last && last.targetCalories === rest.targetCalories && last.safe === rest.safe) {
      last.rates.push(weeklyKg);
      last.heldBack ||= rest.heldBack;
    } else lines.push({ ...rest, rates: [weeklyKg] });
  }
  return lines;
}

function show(
  options: SafeOption[],
  p: { units?: Units; gaining?: boolean; extra?: Choice[]; chosen?: string; holds?: boolean } = {},
) {
  const safe = options.filter((o) => o.safe);
  const table: SafeOptions = {
    direction: p.holds ? "maintain" : p.gaining ? "gain" : "lose",
    maxWeeklyKg: safe.at(-1)?.weeklyKg ?? 0,
    options,
    lines: linesOf(options),
    earliestSafeDate: safe.at(-1)?.date ?? null,
  };
  const choices: Choice[] = [
    ...options.map((o) => ({ value: String(o.weeklyKg), label: `${o.weeklyKg} kg a week` })),
    ...(p.extra ?? []),
  ];
  render(
    <PaceField
      values={{}}
      errors={{}}
      onValue={() => {}}
      gaining={p.gaining ?? false}
      units={p.units ?? "metric"}
      choices={choices}
      chosen={p.chosen ?? "0.5"}
      options={table}
    />,
  );
  return (name: string) => screen.getByRole("radio", { name: new RegExp(`^${name}`) });
}

const labelOf = (radio: HTMLElement) => (radio as HTMLInputElement).labels?.[0]?.textContent;
const hint = (radio: HTMLElement) =>
  radio.ownerDocument.getElementById(radio.getAttribute("aria-describedby") ?? "")?.textContent;

describe("PaceField", () => {
  it("says no pace is planned, not that none is fast enough, when the answers plan no change", () => {
    // A body that uses less than the floor, or one the healthy-weight rules plan no loss for.
    show([], { holds: true, extra: [{ value: "0.25", label: "0.25 kg a week" }] });
    const group = screen.getByRole("group", { name: "How fast do you want to lose weight?" });
    expect(group.textContent).toContain(
      "We will not plan a change of weight from these answers. Your results will say why.",
    );
    expect(group.textContent).not.toContain("within five years");
  });

  it("gives each pace its calories and date, and says nothing more when it goes as fast as it says", () => {
    const radio = show([option(0.5), option(1, { plannedWeeklyKg: 0.99 })]);
    expect(hint(radio("0.5 kg"))).toBe("1,950 kcal a day. Reaches your target by 13 April 2027.");
    expect(hint(radio("1 kg"))).toBe("1,700 kcal a day. Reaches your target by 13 April 2027.");
  });

  it("gives the real pace of a pace the floor holds back, in the visitor's units, and calls it safe", () => {
    // The 70-year-old man of the review: 0.5 kg a week, held at 1,500 kcal, about 0.46 kg.
    const held = option(0.5, { targetCalories: 1500, plannedWeeklyKg: 0.46, heldBack: true });
    const radio = show([held]);
    expect(hint(radio("0.5 kg"))).toBe(
      "1,500 kcal a day, so you would lose about 0.46 kg a week. Reaches your target by 13 April 2027.",
    );
    expect(hint(radio("0.5 kg"))).not.toMatch(/not safe/i);
    document.body.innerHTML = "";
    const imperial = show([{ ...held, weeklyKg: 0.4536 }], { units: "imperial", chosen: "0.4536" });
    expect(hint(imperial("0.4536 kg"))).toContain("you would lose about 1 lb a week.");
  });

  it("shows paces the floor holds to the same calories as one line, with their range and real pace", () => {
    const floor = { targetCalories: 1500, date: "2028-07-19", plannedWeeklyKg: 0.46 };
    const radio = show([
      option(0.25, { targetCalories: 1750, date: "2029-01-01" }),
      option(0.5, { ...floor, heldBack: true }),
      option(0.75, { ...floor, heldBack: true }),
      option(1, { ...floor, heldBack: true }),
    ]);
    expect(screen.getAllByRole("radio")).toHaveLength(2);
    const merged = radio("0.5 to 1 kg a week");
    expect(hint(merged)).toBe(
      "All give 1,500 kcal a day, so you would lose about 0.46 kg a week. Reaches your target by 19 July 2028.",
    );
    // The line stands for its slowest pace, and shows as chosen whichever of its paces is.
    expect((merged as HTMLInputElement).value).toBe("0.5");
    document.body.innerHTML = "";
    show([option(0.5, { ...floor, heldBack: true }), option(1, { ...floor, heldBack: true })], {
      chosen: "1",
    });
    expect((screen.getByRole("radio") as HTMLInputElement).checked).toBe(true);
  });

  it("marks the soonest safe date on the fastest safe line and says it once above", () => {
    show([option(0.5, { date: "2027-09-01" }), option(0.75, { date: "2027-06-01" })]);
    expect(
      screen.getByText("The soonest you can safely reach your target is 1 June 2027."),
    ).toBeTruthy();
    expect(screen.getAllByText("Soonest safe date")).toHaveLength(1);
    const fastest = screen.getByRole("radio", { name: /^0\.75 kg/ });
    expect(labelOf(fastest)).toContain("Soonest safe date");
  });

  it("calls a pace not safe only with the engine's reason, and never marks it soonest", () => {
    const radio = show([
      option(1),
      option(1.5, {
        safe: false,
        plannedWeeklyKg: 1.15,
        heldBack: true,
        reason: "Faster than 1 kg a week, the most the NHS advises.",
        date: "2027-01-01",
      }),
    ]);
    expect(hint(radio("1.5 kg"))).toBe(
      "1,450 kcal a day, so you would lose about 1.15 kg a week. Reaches your target by 1 January 2027. Not safe for you: Faster than 1 kg a week, the most the NHS advises.",
    );
    expect(labelOf(radio("1.5 kg"))).not.toContain("Soonest safe date");
  });

  it("asks about gaining, and never says 'lose', when the plan gains", () => {
    show([option(0.25), option(0.5, { plannedWeeklyKg: 0.45, heldBack: true })], {
      gaining: true,
    });
    expect(
      screen.getByRole("group", { name: "How fast do you want to gain weight?" }),
    ).toBeTruthy();
    const group = screen.getByRole("group");
    expect(group.textContent).toContain("you would gain about 0.45 kg a week");
    expect(group.textContent).not.toMatch(/\blose\b/);
  });

  it("asks about gaining when the engine plans a gain, even where the form did not know it", () => {
    render(
      <PaceField
        values={{}}
        errors={{}}
        onValue={() => {}}
        gaining={false}
        units="metric"
        choices={[{ value: "0.25", label: "0.25 kg a week" }]}
        chosen="0.25"
        options={{
          direction: "gain",
          maxWeeklyKg: 0.25,
          options: [option(0.25)],
          lines: linesOf([option(0.25)]),
          earliestSafeDate: "2027-04-13",
        }}
      />,
    );
    expect(
      screen.getByRole("group", { name: "How fast do you want to gain weight?" }),
    ).toBeTruthy();
  });

  it("keeps a choice the form shows but does not offer as it is, unavailable, with its words", () => {
    const radio = show([option(0.5), option(1)], {
      extra: [
        {
          value: "1.5",
          label: "1.5 kg (about 3.3 lb) a week",
          hint: "Very aggressive. Not offered here.",
          disabled: true,
        },
      ],
    });
    const fastest = radio("1.5 kg");
    expect((fastest as HTMLInputElement).disabled).toBe(true);
    expect(hint(fastest)).toBe("Very aggressive. Not offered here.");
  });
});
