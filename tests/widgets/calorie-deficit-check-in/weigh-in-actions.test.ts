import { describe, expect, it } from "vitest";
import {
  addText,
  addTyped,
  removeDay,
  sharedWeighIns,
} from "../../../widgets/calorie-deficit-check-in/weigh-in-actions.ts";
import { mergeWeighIns, weighInSpan } from "../../../widgets/calorie-deficit-check-in/weigh-ins.ts";

const TODAY = "2026-11-23";
const LIST = [
  { date: "2026-11-01", weightKg: 82.4, calories: "" },
  { date: "2026-11-05", weightKg: 82.0, calories: "" },
];

describe("the list of weigh-ins", () => {
  it("keeps one weigh-in a day, the newest, oldest first", () => {
    const merged = mergeWeighIns(LIST, [
      { date: "2026-11-03", weightKg: 82.2, calories: "" },
      { date: "2026-11-01", weightKg: 82.5, calories: "1800" },
    ]);
    expect(merged.replaced).toBe(1);
    expect(merged.rows.map((r) => [r.date, r.weightKg])).toEqual([
      ["2026-11-01", 82.5],
      ["2026-11-03", 82.2],
      ["2026-11-05", 82],
    ]);
  });

  it("counts the weigh-ins and the days they span", () => {
    expect(weighInSpan(LIST)).toEqual({ count: 2, days: 4 });
    expect(weighInSpan([])).toEqual({ count: 0, days: 0 });
  });
});

describe("adding and removing weigh-ins", () => {
  it("adds the typed row and says which day", () => {
    expect(
      addTyped(LIST, { newDate: "2026-11-07", newWeight: "81.9" }, "metric", "plan", TODAY),
    ).toMatchObject({ notice: "Added your weigh-in for 7 November 2026.", errors: {} });
    expect(
      addTyped(LIST, { newDate: "2026-11-05", newWeight: "81.9" }, "metric", "plan", TODAY).notice,
    ).toBe("Replaced your weigh-in for 5 November 2026.");
  });

  it("adds nothing from text with a bad line, and gives the error to the field", () => {
    expect(
      addText(LIST, "2026-11-07 81.9\n2026-11-08 8o", {
        field: "paste",
        units: "metric",
        today: TODAY,
      }),
    ).toEqual({
      errors: { paste: "Line 2: the weight '8o' is not a number." },
    });
  });

  it("says how many were added from a file, and how many replaced one already there", () => {
    const change = addText(LIST, "date,weight_kg\n2026-11-05,81.8\n2026-11-09,81.6\n", {
      field: "import",
      units: "imperial",
      today: TODAY,
      from: "weights.csv",
    });
    expect(change.rows).toHaveLength(3);
    expect(change.notice).toBe(
      "Added 2 weigh-ins from weights.csv (1 replaced the one already there on the same day).",
    );
  });

  it("removes one day", () => {
    expect(removeDay(LIST, "2026-11-01")).toEqual({
      rows: [LIST[1]],
      notice: "Removed the weigh-in for 1 November 2026.",
      errors: {},
    });
  });

  it("reads the weigh-ins of a shared link, and ignores anything else", () => {
    const w = encodeURIComponent("date,weight_kg,calories\n2026-11-01,82.4,1800\n");
    expect(sharedWeighIns(`#calorie-deficit-check-in?age=40&w=${w}`, TODAY)).toEqual([
      { date: "2026-11-01", weightKg: 82.4, calories: "1800" },
    ]);
    expect(sharedWeighIns(`#calorie-deficit-bmi?w=${w}`, TODAY)).toEqual([]);
    expect(sharedWeighIns("#calorie-deficit-check-in?w=nonsense", TODAY)).toEqual([]);
  });
});
