import { describe, expect, it } from "vitest";
import {
  addShared,
  addText,
  addTyped,
  fileTooBig,
  removeDay,
  sharedWeighIns,
} from "../../../widgets/calorie-deficit-check-in/weigh-in-actions.ts";
import { weighInsCsv } from "../../../widgets/calorie-deficit-check-in/weigh-in-csv.ts";
import {
  MAX_WEIGH_INS,
  mergeWeighIns,
  weighInSpan,
} from "../../../widgets/calorie-deficit-check-in/weigh-ins.ts";

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
    expect(sharedWeighIns(`#calorie-deficit-check-in?age=40&w=${w}`, TODAY)).toEqual({
      rows: [{ date: "2026-11-01", weightKg: 82.4, calories: "1800" }],
      dropped: [],
    });
    expect(sharedWeighIns(`#calorie-deficit-bmi?w=${w}`, TODAY)).toEqual({ rows: [], dropped: [] });
    expect(sharedWeighIns("#calorie-deficit-check-in?w=nonsense", TODAY)).toEqual({
      rows: [],
      dropped: [
        "Line 1: the date 'nonsense' is not a real date. Write it like 2026-11-01 or 01/11/2026.",
      ],
    });
  });

  it("keeps a link's good weigh-ins, dated up to a day ahead, and names the others", () => {
    const w = encodeURIComponent("2026-11-22,82.4,\n2026-11-24,82.1,\n2026-11-25,82,\n");
    expect(sharedWeighIns(`#calorie-deficit-check-in?w=${w}`, TODAY)).toEqual({
      rows: [
        { date: "2026-11-22", weightKg: 82.4, calories: "" },
        { date: "2026-11-24", weightKg: 82.1, calories: "" },
      ],
      dropped: ["Line 3: the date '2026-11-25' is in the future."],
    });
  });

  it("adds a link's weigh-ins to the diary, keeping the visitor's own on shared days", () => {
    const link = [
      { date: "2026-11-05", weightKg: 90, calories: "" },
      { date: "2026-11-09", weightKg: 81.5, calories: "" },
    ];
    expect(addShared(LIST, link)).toEqual({
      rows: [...LIST, link[1]],
      notice: "Added 1 weigh-in from the link. 1 day was already in your weigh-ins: we kept yours.",
    });
  });

  it("applies the cap to the whole diary", () => {
    const day = (i: number) =>
      new Date(Date.UTC(2022, 0, 1) + i * 86_400_000).toISOString().slice(0, 10);
    const full = Array.from({ length: MAX_WEIGH_INS }, (_, i) => ({
      date: day(i),
      weightKg: 80,
      calories: "",
    }));
    const change = addText(full, `${day(MAX_WEIGH_INS)} 80`, {
      field: "paste",
      units: "metric",
      today: TODAY,
    });
    expect(change.rows).toBeUndefined();
    expect(change.errors.paste).toContain("more than the 1,000 the check-in keeps");
    expect(
      addTyped(full, { newDate: day(MAX_WEIGH_INS), newWeight: "80" }, "metric", "plan", TODAY)
        .errors.newDate,
    ).toContain("1,001 weigh-ins");
    // Replacing a day already there is fine.
    expect(
      addTyped(full, { newDate: day(3), newWeight: "81" }, "metric", "plan", TODAY).rows,
    ).toHaveLength(MAX_WEIGH_INS);
    const linked = addShared(full.slice(2), [
      { date: day(MAX_WEIGH_INS + 1), weightKg: 80, calories: "" },
      { date: day(MAX_WEIGH_INS + 2), weightKg: 80, calories: "" },
      { date: day(MAX_WEIGH_INS + 3), weightKg: 80, calories: "" },
    ]);
    expect(linked.rows).toHaveLength(MAX_WEIGH_INS);
    expect(linked.notice).toContain("1 older one was left out");
  });

  it("refuses a file too big to be a diary, with its size", () => {
    expect(fileTooBig({ name: "big.csv", size: 10_400_000 })).toBe(
      "big.csv is 10.4 MB, too big to be a list of weigh-ins. The most we read is 1 MB (a year of daily weigh-ins is under 10 KB). Choose the CSV file of your weigh-ins.",
    );
    expect(fileTooBig({ name: "ok.csv", size: 9_000 })).toBeUndefined();
  });

  it("makes a link of a full diary that opens with every weigh-in", () => {
    const full = Array.from({ length: MAX_WEIGH_INS }, (_, i) => ({
      date: new Date(Date.UTC(2022, 0, 1) + i * 86_400_000).toISOString().slice(0, 10),
      weightKg: 80.25,
      calories: "1850",
    }));
    const hash = `#calorie-deficit-check-in?${new URLSearchParams({ w: weighInsCsv(full) }).toString()}`;
    // Well inside what browsers open (tens of kilobytes; none limits a fragment below 64 KB).
    expect(hash.length).toBeLessThan(40_000);
    const read = sharedWeighIns(hash, TODAY);
    expect(read.dropped).toEqual([]);
    expect(read.rows).toEqual(full);
  });
});
