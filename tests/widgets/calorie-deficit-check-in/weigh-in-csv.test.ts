import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  CSV_HEADER,
  readWeighInDate,
  readWeighInLines,
  weighInsCsv,
} from "../../../widgets/calorie-deficit-check-in/weigh-in-csv.ts";
import type { WeighInRow } from "../../../widgets/calorie-deficit-check-in/weigh-ins.ts";

const TODAY = "2026-11-23";
const metric = { bareIsKg: true, today: TODAY };
const imperial = { bareIsKg: false, today: TODAY };

describe("readWeighInLines", () => {
  it("reads a date and a weight in kg on each line, oldest first, skipping blank lines", () => {
    expect(readWeighInLines("2026-11-03 82.1\n\n2026-11-01 82.4\n", metric)).toEqual({
      rows: [
        { date: "2026-11-01", weightKg: 82.4, calories: "" },
        { date: "2026-11-03", weightKg: 82.1, calories: "" },
      ],
    });
  });

  it("reads CSV with a header, the calories column, quotes and Windows line ends", () => {
    const text = `${CSV_HEADER}\r\n"2026-11-01","82.4","1,850"\r\n2026-11-02,82.1,\r\n`;
    expect(readWeighInLines(text, imperial)).toEqual({
      rows: [
        { date: "2026-11-01", weightKg: 82.4, calories: "1850" },
        { date: "2026-11-02", weightKg: 82.1, calories: "" },
      ],
    });
  });

  it("reads UK dates, tabs and semicolons from a spreadsheet", () => {
    const read = readWeighInLines(
      "01/11/2026\t82.4\t1800\n2.11.2026;82;\n3-11-2026 81.9 kg",
      metric,
    );
    expect(read).toEqual({
      rows: [
        { date: "2026-11-01", weightKg: 82.4, calories: "1800" },
        { date: "2026-11-02", weightKg: 82, calories: "" },
        { date: "2026-11-03", weightKg: 81.9, calories: "" },
      ],
    });
  });

  it("reads stones and pounds, with or without the calories after them", () => {
    const read = readWeighInLines(
      "2026-11-01 12 st 13 lb 1800\n2026-11-02 12st 13\n2026-11-03 181 lb\n2026-11-04 13 st",
      imperial,
    );
    expect("rows" in read && read.rows.map((r) => [r.weightKg, r.calories])).toEqual([
      [82.1, "1800"],
      [82.1, ""],
      [82.1, ""],
      [82.55, ""],
    ]);
  });

  it("names the line and the value of the first problem, and reads nothing", () => {
    const text =
      "date,weight_kg,calories\n2026-11-01,82.4,1800\n2026-11-02,82.1,\n2026-11-03,8o,1900";
    expect(readWeighInLines(text, metric)).toEqual({
      error: "Line 4: the weight '8o' is not a number.",
      line: 4,
    });
  });

  it.each([
    [
      "2026-02-30 82",
      "Line 1: the date '2026-02-30' is not a real date. Write it like 2026-11-01 or 01/11/2026.",
    ],
    ["2999-01-01 82", "Line 1: the date '2999-01-01' is in the future."],
    ["2026-11-01 82 18oo", "Line 1: the weight '82 18oo' is not a number."],
    ["2026-11-01,82,18oo", "Line 1: the calories '18oo' are not a number."],
    ["2026-11-01,82,25000", "Line 1: the calories '25000' are outside 0 to 10,000 kcal a day."],
    ["2026-11-01,8", "Line 1: the weight '8' is outside 30 to 300 kg."],
    ["2026-11-01 12 st 20 lb", "Line 1: pounds must be less than 14 in '12 st 20 lb'."],
    ["2026-11-01", "Line 1: there is no weight."],
    ["2026-11-01,82,1800,extra", "Line 1: there are more than three values."],
    ["2026-11-01 82\n2026-11-01 81", "Line 2: 2026-11-01 is already on line 1. Keep one of them."],
  ])("explains %j", (text, message) => {
    expect(readWeighInLines(text, metric)).toMatchObject({ error: message });
  });

  it("asks for units when a bare number could be stones or pounds", () => {
    expect(readWeighInLines("2026-11-01 176", imperial)).toMatchObject({
      error: "Line 1: write the weight '176' with its units, like 12 st 13 lb or 82.4 kg.",
    });
    // A header naming weight_kg says what the numbers are.
    expect(readWeighInLines("date,weight_kg\n2026-11-01,82", imperial)).toEqual({
      rows: [{ date: "2026-11-01", weightKg: 82, calories: "" }],
    });
  });

  it("says so when there is nothing to read", () => {
    expect(readWeighInLines(`${CSV_HEADER}\n\n`, metric)).toMatchObject({ line: 0 });
  });
});

describe("readWeighInDate", () => {
  it("accepts ISO and day-first dates up to today, and says why others are not dates", () => {
    expect(readWeighInDate("2026-11-23", TODAY)).toEqual({ date: "2026-11-23" });
    expect(readWeighInDate("23/11/2026", TODAY)).toEqual({ date: "2026-11-23" });
    expect(readWeighInDate("2026-11-24", TODAY)).toEqual({ problem: "future" });
    expect(readWeighInDate("31/04/2026", TODAY)).toEqual({ problem: "not-real" });
    expect(readWeighInDate("next Tuesday", TODAY)).toEqual({ problem: "not-real" });
  });
});

describe("weighInsCsv", () => {
  it("writes the header, then date,weight_kg,calories oldest first", () => {
    const rows: WeighInRow[] = [
      { date: "2026-11-01", weightKg: 82.4, calories: "1800" },
      { date: "2026-11-02", weightKg: 82.125, calories: "" },
    ];
    expect(weighInsCsv(rows)).toBe(
      "date,weight_kg,calories\n2026-11-01,82.4,1800\n2026-11-02,82.13,\n",
    );
  });

  it("reads back every list it writes (a round trip)", () => {
    const day = fc
      .integer({ min: 0, max: 3000 })
      .map((n) => new Date(Date.UTC(2018, 0, 1) + n * 86_400_000).toISOString().slice(0, 10));
    const row = fc.record({
      date: day,
      weightKg: fc.integer({ min: 3000, max: 30000 }).map((n) => n / 100),
      calories: fc.oneof(fc.constant(""), fc.integer({ min: 0, max: 10000 }).map(String)),
    });
    fc.assert(
      fc.property(fc.uniqueArray(row, { selector: (r) => r.date, minLength: 1 }), (rows) => {
        const sorted = [...rows].sort((a, b) => (a.date < b.date ? -1 : 1));
        expect(readWeighInLines(weighInsCsv(sorted), imperial)).toEqual({ rows: sorted });
      }),
    );
  });
});
