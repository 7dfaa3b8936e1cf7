import type { Unit } from "../../engine/input/typed-number.ts";
import type { Units } from "./attributes.ts";

/*
 * Weights and heights as typed: one box in metric units, two in imperial (stones and pounds,
 * feet and inches). This is what the form needs at first paint; what the boxes hold in
 * metric units, and back, is measure-amount.ts, and checking it against a range, with
 * messages, is read-field.ts: both load with the results.
 */

/** Everything the visitor has typed, as typed, by field name. Nothing is ever thrown away. */
export type FormValues = Record<string, string>;

/** The two measurements typed in two boxes in imperial units. */
export type Kind = "weight" | "height";

/** The base field name of an imperial part ("weightSt" is "weight"). */
export const baseName = (name: string) => name.replace(/(St|Lb|Ft|In)$/, "");

/** Field names of the two parts of an imperial measurement. */
export function imperialParts(name: string, kind: Kind): [string, string] {
  return kind === "weight" ? [`${name}St`, `${name}Lb`] : [`${name}Ft`, `${name}In`];
}

/** The unit of each box of a weight or height: the metric one, then the two imperial parts. */
export const BOX_UNITS: Record<Kind, { metric: Unit; big: Unit; small: Unit }> = {
  weight: { metric: "kg", big: "st", small: "lb" },
  height: { metric: "cm", big: "ft", small: "in" },
};

/** The units a weight or height is typed in, by system. */
export function unitsOf(kind: Kind, units: Units): readonly Unit[] {
  const boxes = BOX_UNITS[kind];
  return units === "metric" ? [boxes.metric] : [boxes.big, boxes.small];
}
