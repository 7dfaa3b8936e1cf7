import { INTAKE_RULE, WEIGHT_RULE } from "../../engine/input/input-ranges.ts";
import { readTypedNumber } from "../../engine/input/typed-number.ts";
import { stonesPoundsToKg } from "../../engine/units.ts";
import { FIRST_YEAR, readWeighInDate } from "./weigh-in-date.ts";
import { MAX_WEIGH_INS, type LinesKept, type WeighInRow } from "./weigh-ins.ts";

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

function readDate(cell: string, today: string): string {
  const read = readWeighInDate(cell, today);
  if ("date" in read) return read.date;
  throw new LineProblem(
    read.problem === "future"
      ? `the date ${quoted(cell)} is in the future`
      : read.problem === "too-early"
        ? `the date ${quoted(cell)} is before ${FIRST_YEAR}. Check the year`
        : `the date ${quoted(cell)} is not a real date. Write it like 2026-11-01 or 01/11/2026`,
  );
}

// The number parts of a weight; each is read by the project's one number rule
// (engine/input/typed-number.ts), as the entry box reads it: "80.5" and "80,5" alike.
const PART = String.raw`(\d[\d.,]*|[.,]\d+)`;
const STONES = new RegExp(
  String.raw`^${PART}\s*st(?:ones?)?\.?\s*(?:${PART}\s*(?:lbs?|pounds?)?\.?)?$`,
  "i",
);
const POUNDS = new RegExp(String.raw`^${PART}\s*(?:lbs?|pounds?)\.?$`, "i");
const KILOGRAMS = new RegExp(String.raw`^${PART}\s*(?:kgs?|kilos?|kilograms?)\.?$`, "i");

/** A number part of a cell by the one number rule, or a problem naming the cell. */
function numberIn(part: string, cell: string, what: string): number {
  const read = readTypedNumber(part);
  if (read.kind !== "number" || read.value < 0) {
    throw new LineProblem(`the ${what} ${quoted(cell)} is not a number`);
  }
  return read.value;
}

/**
 * A weight in kg, 2 decimal places: "82.4", "82,4", "82.4 kg", "12 st 13 lb", "12st 3,5",
 * "181 lb". A bare number is kilograms when `bareIsKg`; otherwise it must name its units.
 */
function readWeight(cell: string, bareIsKg: boolean): number {
  const text = cell.trim();
  const stones = STONES.exec(text);
  const pounds = POUNDS.exec(text);
  const kg = KILOGRAMS.exec(text);
  let value: number;
  if (stones) {
    const small = stones[2] === undefined ? 0 : numberIn(stones[2], cell, "weight");
    if (small >= 14) throw new LineProblem(`pounds must be less than 14 in ${quoted(cell)}`);
    value = stonesPoundsToKg(numberIn(stones[1] ?? "", cell, "weight"), small);
  } else if (pounds) {
    value = stonesPoundsToKg(0, numberIn(pounds[1] ?? "", cell, "weight"));
  } else if (kg) {
    value = numberIn(kg[1] ?? "", cell, "weight");
  } else if (text === "") {
    throw new LineProblem("there is no weight");
  } else {
    value = numberIn(text, cell, "weight");
    if (!bareIsKg) {
      throw new LineProblem(
        `write the weight ${quoted(cell)} with its units, like 12 st 13 lb or 82.4 kg`,
      );
    }
  }
  if (value < WEIGHT_RULE.min || value > WEIGHT_RULE.max) {
    throw new LineProblem(
      `the weight ${quoted(cell)} is outside ${WEIGHT_RULE.min} to ${WEIGHT_RULE.max} kg`,
    );
  }
  return Math.round(value * 100) / 100;
}

/**
 * A weight typed with stones or pounds ("12st 4lb", "181 lb"), read as a pasted line reads
 * it, in kg; undefined when the text names neither, or cannot be read.
 */
export function imperialWeightText(text: string): number | undefined {
  if (!STONES.test(text.trim()) && !POUNDS.test(text.trim())) return undefined;
  try {
    return readWeight(text, false);
  } catch (problem) {
    if (problem instanceof LineProblem) return undefined;
    throw problem;
  }
}

/**
 * The calories of a line, as a whole number in text, or "" when the cell is empty. In a
 * file with semicolons, a full stop before three digits separates thousands ("1.850").
 */
function readCalories(cell: string, semicolons = false): string {
  const text = cell.trim().replace(/\s*kcal$/i, "");
  if (text === "") return "";
  const plain = semicolons && /^\d{1,2}\.\d{3}$/.test(text) ? text.replace(".", "") : text;
  const read = readTypedNumber(plain);
  if (read.kind !== "number") {
    throw new LineProblem(`the calories ${quoted(cell)} are not a number`);
  }
  const value = Math.round(read.value);
  if (value < INTAKE_RULE.min || value > INTAKE_RULE.max) {
    throw new LineProblem(
      `the calories ${quoted(cell)} are outside ${INTAKE_RULE.min} to ${INTAKE_RULE.max.toLocaleString("en-GB")} kcal a day`,
    );
  }
  return String(value);
}

/** The cells of a CSV line: commas outside double quotes separate them ("" is a quote). */
function csvCells(line: string, separator: string): string[] {
  const cells: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i] ?? "";
    if (char === '"' && quoted && line[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (char === '"') quoted = !quoted;
    else if (char === separator && !quoted) {
      cells.push(cell);
      cell = "";
    } else cell += char;
  }
  cells.push(cell);
  return cells;
}

/** A cell that holds only a date, as the first cell of a comma-separated line does. */
const DATE_ONLY = /^\s*"?(\d{4}-\d{1,2}-\d{1,2}|\d{1,2}[/.-]\d{1,2}[/.-]\d{4})"?\s*$/;

/**
 * A line's cells: tab or semicolon separated; comma separated when the first comma ends a
 * date (so "2026-11-02 80,5" is a date and a weight with a decimal comma); or spaces.
 */
function splitLine(line: string, separator?: string): { cells: string[]; separated: boolean } {
  if (separator !== undefined && line.includes(separator)) {
    return { cells: csvCells(line, separator), separated: true };
  }
  if (line.includes("\t")) return { cells: line.split("\t"), separated: true };
  if (line.includes(";")) return { cells: csvCells(line, ";"), separated: true };
  const firstComma = line.indexOf(",");
  if (firstComma > 0 && DATE_ONLY.test(line.slice(0, firstComma))) {
    return { cells: csvCells(line, ","), separated: true };
  }
  return { cells: [], separated: false };
}

/** Where each value sits in a line: by a header's names, or date, weight, calories. */
interface Columns {
  date: number;
  weight: number;
  calories: number;
  count: number;
  /** The header's separator, which every line then uses. */
  separator?: string;
}

const IN_ORDER: Columns = { date: 0, weight: 1, calories: 2, count: 3 };

/** A line's date, weight and calories cells, by `columns`. */
function cellsOf(line: string, columns: Columns): [string, string, string] {
  const { cells, separated } = splitLine(line, columns.separator);
  if (separated) {
    const filled = cells.filter((cell) => cell.trim() !== "").length;
    if (cells.length > Math.max(3, columns.count) && filled > 3) {
      throw new LineProblem("there are more than three values");
    }
    return [
      cells[columns.date] ?? "",
      cells[columns.weight] ?? "",
      columns.calories < 0 ? "" : (cells[columns.calories] ?? ""),
    ];
  }
  // Spaces: the date, then the weight (which may hold spaces, as in "12 st 13 lb"), then
  // the calories when the line ends in a whole number after a weight.
  const [date = "", ...rest] = line.trim().split(/\s+/);
  const last = rest[rest.length - 1] ?? "";
  const withCalories =
    rest.length >= 2 && /^\d+$/.test(last) && !/(st|stones?)$/i.test(rest[rest.length - 2] ?? "");
  return withCalories ? [date, rest.slice(0, -1).join(" "), last] : [date, rest.join(" "), ""];
}

/** A header line: it names a date and holds no date itself. */
const isHeader = (line: string) =>
  /\bdate\b|^\s*"?date/i.test(line) && !/\d{1,4}[/.-]\d{1,2}[/.-]\d{1,4}/.test(line);

/** The columns a header names: date, a weight, and calories (kcal, energy) in any order. */
function columnsOf(header: string): Columns | undefined {
  const separator = ["\t", ";", ","].find((char) => header.includes(char));
  const cells = separator ? csvCells(header, separator) : header.trim().split(/\s+/);
  const names = cells.map((cell) => cell.trim().replace(/^"|"$/g, "").toLowerCase());
  const date = names.findIndex((name) => /date|day/.test(name));
  const weight = names.findIndex((name) => /weight|kg|mass/.test(name));
  const calories = names.findIndex((name) => /cal|kcal|energy|intake/.test(name));
  if (date < 0 || weight < 0) return undefined;
  return { date, weight, calories, count: names.length, ...(separator ? { separator } : {}) };
}

/** One line's weigh-in, or a LineProblem. */
function readLine(
  line: string,
  columns: Columns,
  p: { bareIsKg: boolean; today: string; semicolons: boolean },
): WeighInRow {
  const [dateCell, weightCell, caloriesCell] = cellsOf(line, columns);
  return {
    date: readDate(dateCell, p.today),
    weightKg: readWeight(weightCell, p.bareIsKg),
    calories: readCalories(caloriesCell, p.semicolons),
  };
}

/**
 * Reads every line, keeping the good weigh-ins and the problem of each bad line: a date
 * (2026-11-01 or 01/11/2026), a weight and, if given, the calories eaten that day, in that
 * order or in the order a header names them. A bare number is kilograms when `bareIsKg` or
 * when a header names weight_kg (or kg); otherwise a weight must name its units (st, lb or
 * kg). Blank lines and a header are skipped; a second weigh-in on a day is a problem.
 */
function readAll(
  text: string,
  p: { bareIsKg: boolean; today: string },
): { rows: WeighInRow[]; problems: { line: number; message: string }[] } {
  const lines = text.replace(/^\uFEFF/, "").split(/\r\n|\r|\n/);
  const header = lines.find(isHeader);
  const columns = (header === undefined ? undefined : columnsOf(header)) ?? IN_ORDER;
  const bareIsKg = p.bareIsKg || (header !== undefined && /kg/i.test(header));
  const semicolons = header !== undefined && header.includes(";");
  const rows: WeighInRow[] = [];
  const problems: { line: number; message: string }[] = [];
  const lineOfDate = new Map<string, number>();
  for (const [index, line] of lines.entries()) {
    const number = index + 1;
    if (line.trim() === "" || isHeader(line)) continue;
    try {
      const row = readLine(line, columns, { bareIsKg, today: p.today, semicolons });
      const earlier = lineOfDate.get(row.date);
      if (earlier !== undefined) {
        throw new LineProblem(`${row.date} is already on line ${earlier}. Keep one of them`);
      }
      lineOfDate.set(row.date, number);
      rows.push(row);
    } catch (problem) {
      if (!(problem instanceof LineProblem)) throw problem;
      problems.push({ line: number, message: `Line ${number}: ${problem.message}.` });
    }
  }
  return { rows: rows.sort((a, b) => (a.date < b.date ? -1 : 1)), problems };
}

const NONE_HERE =
  "There are no weigh-ins here. Each line needs a date and a weight, like 2026-11-01 82.4.";

/**
 * Reads weigh-ins from text, one a line (see readAll), for pasting and importing: every
 * weigh-in, oldest first, or the first problem as "Line 4: the weight '8o' is not a number.",
 * with nothing half-read. More than MAX_WEIGH_INS is a problem too.
 */
export function readWeighInLines(text: string, p: { bareIsKg: boolean; today: string }): LinesRead {
  const { rows, problems } = readAll(text, p);
  const first = problems[0];
  if (first) return { error: first.message, line: first.line };
  if (rows.length > MAX_WEIGH_INS) {
    return {
      error: `That is more than ${MAX_WEIGH_INS.toLocaleString("en-GB")} weigh-ins. Only the last 12 weeks count, so keep those.`,
      line: 0,
    };
  }
  if (rows.length === 0) return { error: NONE_HERE, line: 0 };
  return { rows };
}

/**
 * Reads the weigh-ins of a shared link, keeping every good one: the bad lines are left out
 * and each named with why, and past MAX_WEIGH_INS the oldest are left out and counted.
 */
export function keepGoodWeighIns(text: string, p: { bareIsKg: boolean; today: string }): LinesKept {
  const { rows, problems } = readAll(text, p);
  const dropped = problems.map((problem) => problem.message);
  const over = rows.length - MAX_WEIGH_INS;
  if (over > 0) {
    dropped.push(
      `The oldest ${over.toLocaleString("en-GB")} weigh-ins: the check-in keeps the newest ${MAX_WEIGH_INS.toLocaleString("en-GB")}.`,
    );
  }
  return { rows: over > 0 ? rows.slice(over) : rows, dropped };
}

/**
 * Calories as typed, safe in a CSV cell. A number is written as the number. Anything else
 * (the visitor may type anything on the list) is written as text that no spreadsheet runs:
 * a cell starting with = + - @, a tab or a return gets a ' in front (OWASP, "CSV
 * Injection"), and the cell is quoted with its quotes doubled.
 */
export function caloriesCell(typed: string): string {
  const text = typed.trim();
  if (text === "") return "";
  const read = readTypedNumber(text);
  if (read.kind === "number" && read.value >= 0) return String(Math.round(read.value));
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** Weigh-ins as a CSV file: a header, then date,weight_kg,calories, oldest first. */
export function weighInsCsv(rows: readonly WeighInRow[]): string {
  const lines = rows.map(
    (row) =>
      `${row.date},${String(Math.round(row.weightKg * 100) / 100)},${caloriesCell(row.calories)}`,
  );
  return `${[CSV_HEADER, ...lines].join("\n")}\n`;
}
