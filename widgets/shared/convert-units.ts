import { readTypedNumber } from "../../engine/input/typed-number.ts";
import { cmToInches, inchesToCm } from "../../engine/units.ts";
import type { Units } from "./attributes.ts";
import { imperialParts, type FormValues, type Kind } from "./measure.ts";
import { typedMeasure, wholeImperial } from "./measure-amount.ts";

/*
 * Switching units keeps every answer: what was typed is converted into the other units, and
 * switching back without changing anything gives back exactly what was typed (165 cm, not
 * 165.1 cm after a trip through 5 ft 5 in).
 */

/** A field converted when the units switch: a weight, a height, or a tape measurement. */
export type Measure = Kind | "length";

/** What the last switch turned each field from, and what it showed after it. */
export type SwitchMemory = Readonly<
  Record<string, { from: Units; typed: FormValues; shown: FormValues }>
>;

/** The boxes a field uses in a system of units. */
function boxes(name: string, measure: Measure, units: Units): readonly string[] {
  return measure === "length" || units === "metric" ? [name] : imperialParts(name, measure);
}

function pick(values: FormValues, names: readonly string[]): FormValues {
  return Object.fromEntries(names.map((name) => [name, values[name] ?? ""]));
}

const same = (a: FormValues, b: FormValues) =>
  Object.keys(b).every((name) => (a[name] ?? "").trim() === (b[name] ?? "").trim());

const oneDecimal = (value: number) => String(Math.round(value * 10) / 10);

/** A field's boxes in the other units, or undefined if what was typed does not read. */
function converted(
  values: FormValues,
  name: string,
  measure: Measure,
  to: Units,
): FormValues | undefined {
  if (measure === "length") {
    const typed = readTypedNumber(values[name] ?? "", to === "imperial" ? "cm" : "inches");
    if (typed.kind !== "number") return undefined;
    return {
      [name]: oneDecimal(to === "imperial" ? cmToInches(typed.value) : inchesToCm(typed.value)),
    };
  }
  const from: Units = to === "imperial" ? "metric" : "imperial";
  const metric = typedMeasure(values, name, measure, from);
  if (metric.kind !== "metric") return undefined;
  if (to === "metric") return { [name]: oneDecimal(metric.value) };
  const [bigName, smallName] = imperialParts(name, measure);
  const [big, small] = wholeImperial(metric.value, measure);
  return { [bigName]: String(big), [smallName]: String(small) };
}

/**
 * The answers in the other units. A field whose boxes still show what the last switch put
 * there gets back what was typed before it; any other field that reads is converted
 * (whole pounds and inches, 0.1 kg, cm and inch); anything else is left as it is.
 */
export function convertUnits(
  values: FormValues,
  measures: Readonly<Record<string, Measure>>,
  from: Units,
  to: Units,
  memory: SwitchMemory,
): { values: FormValues; memory: SwitchMemory } {
  if (from === to) return { values, memory };
  let next = { ...values };
  const remembered: Record<string, SwitchMemory[string]> = {};
  for (const [name, measure] of Object.entries(measures)) {
    const typed = pick(values, boxes(name, measure, from));
    const last = memory[name];
    const shown =
      last && last.from === to && same(typed, last.shown)
        ? last.typed
        : converted(values, name, measure, to);
    if (!shown) continue;
    next = { ...next, ...shown };
    remembered[name] = { from, typed, shown };
  }
  return { values: next, memory: remembered };
}
