import { useEffect, useRef, useState } from "react";
import type { Units } from "./attributes.ts";
import { convertUnits, type Measure, type SwitchMemory } from "./convert-units.ts";
import type { FormValues } from "./measure.ts";

/**
 * The visitor's units: start from the `units` attribute, follow it when it changes, and on
 * every switch convert what was typed into the named weights, heights and tape measurements
 * (convert-units.ts), so no answer is lost and switching back gives back what was typed.
 */
export function useUnits(
  unitsAttr: Units,
  measures: Readonly<Record<string, Measure>>,
  setValues: (update: (current: FormValues) => FormValues) => void,
) {
  const [units, setUnits] = useState<Units>(unitsAttr);
  const memory = useRef<SwitchMemory>({});
  const switchUnits = (next: Units) => {
    if (next === units) return;
    const from = units;
    const before = memory.current;
    setValues((current) => {
      // The same answer however often the updater runs (React may run it twice).
      const switched = convertUnits(current, measures, from, next, before);
      memory.current = switched.memory;
      return switched.values;
    });
    setUnits(next);
  };
  useEffect(() => {
    // Only a change of the attribute itself should switch units here.
    if (unitsAttr !== units) switchUnits(unitsAttr);
  }, [unitsAttr]);
  return { units, setUnits, switchUnits };
}
