import { useEffect, useRef, useState } from "react";
import type { Units } from "../platform/attributes.ts";
import type { Measure, SwitchMemory } from "./convert-units.ts";
import type { FormValues } from "./measure.ts";

let converter: Promise<typeof import("./convert-units.ts")> | undefined;
/** The conversion: fetched the first time a visitor switches units, as nothing needs it before. */
const loadConverter = () => (converter ??= import("./convert-units.ts"));

/**
 * The visitor's units: start from the `units` attribute, follow it when it changes, and on
 * every switch convert what was typed into the named weights, heights and tape measurements
 * (convert-units.ts, in the shared amounts chunk, fetched on the first switch if the results
 * have not brought it), so no answer is lost and switching back gives back what was typed.
 *
 * `chosen` is what the switch shows: it follows the visitor's press at once, while `units`,
 * the units the answers are in, follows once they are converted (on a slow network, a moment
 * later). A second press before the first is converted wins; a failed fetch puts the switch
 * back, and every answer stays as it was.
 */
export function useUnits(
  unitsAttr: Units,
  measures: Readonly<Record<string, Measure>>,
  setValues: (update: (current: FormValues) => FormValues) => void,
) {
  const [units, setShown] = useState<Units>(unitsAttr);
  const [chosen, setChosen] = useState<Units>(unitsAttr);
  // The same two as refs, for the conversion that arrives after a re-render.
  const inUnits = useRef(unitsAttr);
  const wanted = useRef(unitsAttr);
  const memory = useRef<SwitchMemory>({});

  const setUnits = (next: Units) => {
    inUnits.current = wanted.current = next;
    setShown(next);
    setChosen(next);
  };

  const switchUnits = (next: Units) => {
    if (next === wanted.current) return;
    wanted.current = next;
    setChosen(next);
    loadConverter().then(
      ({ convertUnits }) => {
        const from = inUnits.current;
        // The visitor has changed their mind since, or is back where they were.
        if (wanted.current !== next || from === next) return;
        const before = memory.current;
        setValues((current) => {
          // The same answer however often the updater runs (React may run it twice).
          const switched = convertUnits(current, measures, from, next, before);
          memory.current = switched.memory;
          return switched.values;
        });
        inUnits.current = next;
        setShown(next);
      },
      // Offline before it came: the switch goes back, and every answer stays as it was.
      (error: unknown) => {
        console.error(error);
        if (wanted.current === next) setUnits(inUnits.current);
      },
    );
  };
  useEffect(() => {
    // Only a change of the attribute itself should switch units here.
    switchUnits(unitsAttr);
  }, [unitsAttr]);
  return { units, chosen, setUnits, switchUnits };
}
