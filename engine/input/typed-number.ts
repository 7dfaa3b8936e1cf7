/*
 * The one rule for a number a person types, shared by the forms (which read what a visitor
 * types) and the engine (whose inputs may arrive as text). It takes what people in the UK
 * write: "80.5", "80,5" (a decimal comma), "12,000" (commas between thousands), ".5", and a
 * trailing unit when it is the field's own ("70kg", "70 kg", "165 cm"). It refuses anything
 * else that Number() would take: hexadecimal ("0x50"), exponents ("8e1"), "Infinity", and
 * blank text.
 */

/** What a typed number turned out to be. */
export type TypedNumber =
  | { kind: "number"; value: number }
  | { kind: "blank" }
  | { kind: "not-a-number" }
  /** A number with a unit that is not the field's own; `unit` is the one typed. */
  | { kind: "wrong-unit"; unit: Unit };

/**
 * The units people type after a number, by their usual symbol, each with the spellings we
 * accept (in lower case, a full stop after it dropped): "kilos", "lbs", "5'", 9".
 */
const SPELLINGS = {
  kg: /^(kgs?|kilos?|kilogram(me)?s?)$/,
  st: /^(st|stones?)$/,
  lb: /^(lbs?|pounds?)$/,
  cm: /^(cms?|centimet(re|er)s?)$/,
  mm: /^(mm|millimet(re|er)s?)$/,
  m: /^(m|met(re|er)s?)$/,
  ft: /^(ft|foot|feet|'|\u2032)$/,
  in: /^(ins?|inch(es)?|"|\u2033)$/,
  years: /^(y|yrs?|years?( old)?)$/,
  "%": /^(%|per ?cent)$/,
  kcal: /^(k?cals?|calories)$/,
  hours: /^(h|hrs?|hours?)$/,
  weeks: /^(w|wks?|weeks?)$/,
  days: /^(d|days?)$/,
  steps: /^steps?$/,
} as const;

/** A unit typed after a number, by its usual symbol. */
export type Unit = keyof typeof SPELLINGS;

/** The unit a spelling names ("Kilos" is kg), if it names one. */
export function unitOf(text: string): Unit | undefined {
  const spelling = text.trim().toLowerCase().replace(/\.$/, "");
  return (Object.keys(SPELLINGS) as Unit[]).find((unit) => SPELLINGS[unit].test(spelling));
}

/**
 * A number, then whatever follows it. The first form has commas between thousands
 * ("12,000", "1,250.5"); otherwise a comma is a decimal point ("80,5"). The number must not
 * run straight on into more digits or separators, so "1,2,3" and "1.2.3" are not numbers.
 */
const NUMBER = /^(-?)(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:[.,]\d*)?|[.,]\d+)(?![\d.,])(.*)$/;
const THOUSANDS = /^\d{1,3}(?:,\d{3})+(?:\.\d+)?$/;

/**
 * Reads a typed number. `unit` is the field's own unit, as a range names it ("kg", "cm",
 * "kg a week", "inches"): a number may be followed by it (in any spelling above). Any other
 * unit we know gives "wrong-unit"; any other text, "not-a-number".
 */
export function readTypedNumber(text: string, unit?: string): TypedNumber {
  const trimmed = text.trim();
  if (trimmed === "") return { kind: "blank" };
  const match = NUMBER.exec(trimmed);
  if (!match) return { kind: "not-a-number" };
  const [, sign = "", digits = "", rest = ""] = match;
  const plain = THOUSANDS.test(digits) ? digits.replaceAll(",", "") : digits.replace(",", ".");
  const value = Number(`${sign}${plain}`);
  const after = rest.trim().toLowerCase();
  if (after === "") return { kind: "number", value };
  const own = unit === undefined ? undefined : unitOf(unit.split(" ")[0] ?? "");
  const typed = unitOf(after);
  if (typed !== undefined && typed === own) return { kind: "number", value };
  if (unit !== undefined && after === unit.toLowerCase()) return { kind: "number", value };
  return typed === undefined ? { kind: "not-a-number" } : { kind: "wrong-unit", unit: typed };
}
