import { useEffect, useRef, useState } from "react";
import type { Units } from "./attributes.ts";
import type { Measure, SwitchMemory } from "./convert-units.ts";
import type { FormValues } from "./measure.ts";

let converter: Promise<typeof import("./convert-units.ts")> | undefined;
/** The conversion: fetched the first time a visitor switches units, as nothing needs it before. */
const loadConverter = () => (converter ??= import("./convert-units.ts"));

/**
 * The visitor's units: start from the `units` attribute, follow it when it changes, and on
 * every switch convert what was typed into the named weights, heights and tape measurements
 * (convert-units.ts, a small chunk fetched on the first switch), so no answer is lost and
 * switching back gives back what was typed.
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
    loadConverter().then(
      ({ convertUnits }) => {
        setValues((current) => {
          // The same answer however often the updater runs (React may run it twice).
          const switched = convertUnits(current, measures, from, next, before);
          memory.current = switched.memory;
          return switched.values;
        });
        setUnits(next);
      },
      // Offline before it came: the units stay as they are, and so does every answer.
      (error: unknown) => console.error(error),
    );
  };
  useEffect(() => {
    // Only a change of the attribute itself should switch units here.
    if (unitsAttr !== units) switchUnits(unitsAttr);
  }, [unitsAttr]);
  return { units, setUnits, switchUnits };
}
