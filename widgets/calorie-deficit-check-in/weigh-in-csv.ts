import { INTAKE_RULE, WEIGHT_RULE } from "../../engine/input-ranges.ts";
import { stonesPoundsToKg } from "../../engine/units.ts";
import { MAX_WEIGH_INS, type WeighInRow } from "./weigh-ins.ts";

/*
 * Weigh-ins as text: the CSV file the check-in exports and imports (date,weight_kg,calories),
 * and the lines a visitor pastes ("2026-11-01 82.4", "01/11/2026, 82.4, 1850" or
 * "2026-11-01 12 st 13 lb"). Every problem names its line, and nothing is added until every
 * line reads.
 */

/** The first line of an exported file. */
export const CSV_HEADER = "date,weight_kg,calories";

/** What reading some lines gives: every weigh-in, or the first problem with its line. */
export type LinesRead = { rows: WeighInRow[] } | { error: string; line: number };

class LineProblem extends Error {}

/** A cell as a message quotes it: trimmed, and cut short if long. */
function quoted(cell: string): string {
  const text = cell.trim();
  return `'${text.length > 20 ? `${text.slice(0, 20)}…` : text}'`;
}

const ISO_DATE = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
// Day first, as dates are written in the UK: 01/11/2026, 1-11-2026 or 1.11.2026.
const UK_DATE = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;

/**
 * A weigh-in's date, written 2026-11-01 or day first (01/11/2026), as YYYY-MM-DD; or why it
 * cannot be one: not a real day, or after `today`.
 */
export function readWeighInDate(
  text: string,
  today: string,
): { date: string } | { problem: "not-real" | "future" } {
  const trimmed = text.trim();
  const iso = ISO_DATE.exec(trimmed);
  const uk = UK_DATE.exec(trimmed);
  const [year, month, day] = iso ? [iso[1], iso[2], iso[3]] : uk ? [uk[3], uk[2], uk[1]] : [];
  const time = Date.UTC(Number(year), Number(month) - 1, Number(day));
  const date = new Date(time);
  if (
    year === undefined ||
    Number.isNaN(time) ||
    date.getUTCMonth() !== Number(month) - 1 ||
    date.getUTCDate() !== Number(day)
  ) {
    return { problem: "not-real" };
  }
  const iso8601 = date.toISOString().slice(0, 10);
  return iso8601 > today ? { problem: "future" } : { date: iso8601 };
}

function readDate(cell: string, today: string): string {
  const read = readWeighInDate(cell, today);
  if ("date" in read) return read.date;
  throw new LineProblem(
    read.problem === "future"
      ? `the date ${quoted(cell)} is in the future`
      : `the date ${quoted(cell)} is not a real date. Write it like 2026-11-01 or 01/11/2026`,
  );
}

const NUMBER = /^\d+(?:\.\d+)?$/;
const STONES = /^(\d+(?:\.\d+)?)\s*st(?:ones?)?\.?\s*(?:(\d+(?:\.\d+)?)\s*(?:lbs?|pounds?)?\.?)?$/i;
const POUNDS = /^(\d+(?:\.\d+)?)\s*(?:lbs?|pounds?)\.?$/i;
const KILOGRAMS = /^(\d+(?:\.\d+)?)\s*(?:kgs?|kilos?|kilograms?)\.?$/i;

/**
 * A weight in kg, 2 decimal places: "82.4", "82.4 kg", "12 st 13 lb", "12st 13", "181 lb".
 * A bare number is kilograms when `bareIsKg`; otherwise it must name its units.
 */
function readWeight(cell: string, bareIsKg: boolean): number {
  const text = cell.trim();
  const stones = STONES.exec(text);
  const pounds = POUNDS.exec(text);
  const kg = KILOGRAMS.exec(text);
  let value: number;
  if (stones) {
    const small = Number(stones[2] ?? 0);
    if (small >= 14) throw new LineProblem(`pounds must be less than 14 in ${quoted(cell)}`);
    value = stonesPoundsToKg(Number(stones[1]), small);
  } else if (pounds) {
    value = stonesPoundsToKg(0, Number(pounds[1]));
  } else if (kg) {
    value = Number(kg[1]);
  } else if (NUMBER.test(text)) {
    if (!bareIsKg) {
      throw new LineProblem(
        `write the weight ${quoted(cell)} with its units, like 12 st 13 lb or 82.4 kg`,
      );
    }
    value = Number(text);
  } else if (text === "") {
    throw new LineProblem("there is no weight");
  } else {
    throw new LineProblem(`the weight ${quoted(cell)} is not a number`);
  }
  if (value < WEIGHT_RULE.min || value > WEIGHT_RULE.max) {
    throw new LineProblem(
      `the weight ${quoted(cell)} is outside ${WEIGHT_RULE.min} to ${WEIGHT_RULE.max} kg`,
    );
  }
  return Math.round(value * 100) / 100;
}

/** The calories of a line, as a whole number in text, or "" when the cell is empty. */
function readCalories(cell: string): string {
  const text = cell.trim().replace(/\s*kcal$/i, "");
  if (text === "") return "";
  // Thousands may be written with a comma inside quotes: "1,850".
  const plain = text.replace(/^(\d{1,2}),(\d{3})$/, "$1$2");
  if (!NUMBER.test(plain)) throw new LineProblem(`the calories ${quoted(cell)} are not a number`);
  const value = Math.round(Number(plain));
  if (value < INTAKE_RULE.min || value > INTAKE_RULE.max) {
    throw new LineProblem(
      `the calories ${quoted(cell)} are outside ${INTAKE_RULE.min} to ${INTAKE_RULE.max.toLocaleString("en-GB")} kcal a day`,
    );
  }
  return String(value);
}

/** The cells of a CSV line: commas outside double quotes separate them. */
function csvCells(line: string): string[] {
  const cells: string[] = [];
  let cell = "";
  let quoted = false;
  for (const char of line) {
    if (char === '"') quoted = !quoted;
    else if (char === "," && !quoted) {
      cells.push(cell);
      cell = "";
    } else cell += char;
  }
  cells.push(cell);
  return cells;
}

/** A line's date, weight and calories cells: CSV, tab or semicolon separated, or spaces. */
function cellsOf(line: string): [string, string, string] {
  const cells = line.includes("\t")
    ? line.split("\t")
    : line.includes(";")
      ? line.split(";")
      : line.includes(",")
        ? csvCells(line)
        : undefined;
  if (cells) {
    if (cells.length > 3) throw new LineProblem("there are more than three values");
    return [cells[0] ?? "", cells[1] ?? "", cells[2] ?? ""];
  }
  // Spaces: the date, then the weight (which may hold spaces, as in "12 st 13 lb"), then
  // the calories when the line ends in a whole number after a weight.
  const [date = "", ...rest] = line.trim().split(/\s+/);
  const last = rest[rest.length - 1] ?? "";
  const withCalories =
    rest.length >= 2 && /^\d+$/.test(last) && !/(st|stones?)$/i.test(rest[rest.length - 2] ?? "");
  return withCalories ? [date, rest.slice(0, -1).join(" "), last] : [date, rest.join(" "), ""];
}

/** A header line: its first cell is not a date but names one. */
const isHeader = (line: string) => /^\s*"?date\b/i.test(line);

/**
 * Reads weigh-ins from text, one a line: a date (2026-11-01 or 01/11/2026), a weight and,
 * if given, the calories eaten that day. A bare number is kilograms when `bareIsKg` or when
 * a header line names weight_kg; otherwise a weight must name its units (st, lb or kg).
 * Blank lines and a header are skipped. Gives every weigh-in, oldest first, or the first
 * problem as "Line 4: the weight '8o' is not a number.", with nothing half-read.
 */
export function readWeighInLines(text: string, p: { bareIsKg: boolean; today: string }): LinesRead {
  const lines = text.replace(/^\uFEFF/, "").split(/\r\n|\r|\n/);
  const bareIsKg = p.bareIsKg || lines.some((line) => isHeader(line) && /weight_kg/i.test(line));
  const rows: WeighInRow[] = [];
  const lineOfDate = new Map<string, number>();
  for (const [index, line] of lines.entries()) {
    const number = index + 1;
    if (line.trim() === "" || isHeader(line)) continue;
    try {
      const [dateCell, weightCell, caloriesCell] = cellsOf(line);
      const date = readDate(dateCell, p.today);
      const earlier = lineOfDate.get(date);
      if (earlier !== undefined) {
        throw new LineProblem(`${date} is already on line ${earlier}. Keep one of them`);
      }
      lineOfDate.set(date, number);
      rows.push({
        date,
        weightKg: readWeight(weightCell, bareIsKg),
        calories: readCalories(caloriesCell),
      });
    } catch (problem) {
      if (!(problem instanceof LineProblem)) throw problem;
      return { error: `Line ${number}: ${problem.message}.`, line: number };
    }
    if (rows.length > MAX_WEIGH_INS) {
      return {
        error: `Line ${number}: that is more than ${MAX_WEIGH_INS.toLocaleString("en-GB")} weigh-ins. Only the last 12 weeks count, so keep those.`,
        line: number,
      };
    }
  }
  if (rows.length === 0) {
    return {
      error:
        "There are no weigh-ins here. Each line needs a date and a weight, like 2026-11-01 82.4.",
      line: 0,
    };
  }
  return { rows: rows.sort((a, b) => (a.date < b.date ? -1 : 1)) };
}

/** Calories as typed, safe in a CSV cell: quoted when they hold a comma. */
function caloriesCell(typed: string): string {
  const text = typed.trim().replace(/"/g, "");
  return text.includes(",") ? `"${text}"` : text;
}

/** Weigh-ins as a CSV file: a header, then date,weight_kg,calories, oldest first. */
export function weighInsCsv(rows: readonly WeighInRow[]): string {
  const lines = rows.map(
    (row) =>
      `${row.date},${String(Math.round(row.weightKg * 100) / 100)},${caloriesCell(row.calories)}`,
  );
  return `${[CSV_HEADER, ...lines].join("\n")}\n`;
}
