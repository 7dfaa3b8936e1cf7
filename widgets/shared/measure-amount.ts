import { readTypedNumber, type Unit } from "../../engine/input/typed-number.ts";
import { cmToInches, feetInchesToCm, kgToPounds, stonesPoundsToKg } from "../../engine/units.ts";
import type { Units } from "./attributes.ts";
import { imperialParts, unitsOf, type FormValues, type Kind } from "./measure.ts";

/*
 * A weight's or height's boxes as one metric amount, and a metric amount as whole imperial
 * parts. Nothing at first paint needs them, so they load with the results and the units
 * switch, not with the runtime (vite.widgets.config.ts).
 */

/** How many small units make a big one: 14 lb a stone, 12 in a foot. */
const PER_BIG: Record<Kind, number> = { weight: 14, height: 12 };

/** What a weight's or height's boxes hold: an amount in kg or cm, or why there is none. */
export type TypedMeasure =
  | { kind: "metric"; value: number }
  | { kind: "blank" }
  | { kind: "not-a-number" }
  | { kind: "wrong-unit"; unit: Unit }
  /** 14 lb or more, or 12 in or more, in the small box. */
  | { kind: "small-too-big" };

/**
 * Reads a weight or height in the visitor's units by the project's number rule
 * (engine/input/typed-number.ts; a blank imperial part is 0), as kg or cm. No range is checked.
 */
export function typedMeasure(
  values: FormValues,
  name: string,
  kind: Kind,
  units: Units,
): TypedMeasure {
  const names = units === "metric" ? [name] : imperialParts(name, kind);
  const boxUnits = unitsOf(kind, units);
  const typed = names.map((box, i) => readTypedNumber(values[box] ?? "", boxUnits[i]));
  for (const box of typed) if (box.kind === "wrong-unit") return box;
  if (typed.some((box) => box.kind === "not-a-number")) return { kind: "not-a-number" };
  if (typed.every((box) => box.kind === "blank")) return { kind: "blank" };
  const [big = 0, small = 0] = typed.map((box) => (box.kind === "number" ? box.value : 0));
  if (small >= PER_BIG[kind]) return { kind: "small-too-big" };
  if (units === "metric") return { kind: "metric", value: big };
  return {
    kind: "metric",
    value: kind === "weight" ? stonesPoundsToKg(big, small) : feetInchesToCm(big, small),
  };
}

/**
 * A metric amount as whole [stones, pounds] or [feet, inches], as people in the UK say them
 * ("12 st 8 lb", "5 ft 5 in"): rounded to the nearest pound or inch (or by `round`),
 * carried into the next stone or foot.
 */
export function wholeImperial(
  metric: number,
  kind: Kind,
  round: (value: number) => number = Math.round,
): [number, number] {
  const small = round(kind === "weight" ? kgToPounds(metric) : cmToInches(metric));
  const per = PER_BIG[kind];
  return [Math.floor(small / per), small % per];
}
