import type { Units } from "../platform/attributes.ts";

/*
 * Body measurements taken with a tape (waist, neck, hips, wrist) are typed in one box, in
 * centimetres or in inches by the visitor's units; read-field.ts reads them.
 */

/** The unit shown after a tape measurement box, and its spoken form. */
export function lengthSuffix(units: Units): { suffix: string; suffixLabel: string } {
  return units === "metric"
    ? { suffix: "cm", suffixLabel: "centimetres" }
    : { suffix: "in", suffixLabel: "inches" };
}
