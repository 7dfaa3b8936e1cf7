import { useEffect, useState } from "react";
import type { Units } from "./attributes.ts";
import { convertMeasure, type FormValues, type Kind } from "./measure.ts";

/**
 * The visitor's units: start from the `units` attribute, follow it when it changes, and on
 * every switch convert what was typed into the named weights and heights (and anything
 * `convert` handles), so no answer is lost.
 */
export function useUnits(
  unitsAttr: Units,
  measures: Readonly<Record<string, Kind>>,
  setValues: (update: (current: FormValues) => FormValues) => void,
  convert?: (values: FormValues, from: Units, to: Units) => FormValues,
) {
  const [units, setUnits] = useState<Units>(unitsAttr);
  const switchUnits = (next: Units) => {
    setValues((current) => {
      const converted = Object.entries(measures).reduce(
        (acc, [name, kind]) => convertMeasure(acc, name, kind, units, next),
        current,
      );
      return convert ? convert(converted, units, next) : converted;
    });
    setUnits(next);
  };
  useEffect(() => {
    // Only a change of the attribute itself should switch units here.
    if (unitsAttr !== units) switchUnits(unitsAttr);
  }, [unitsAttr]);
  return { units, setUnits, switchUnits };
}
