import type { Units } from "../platform/attributes.ts";
import { imperialParts, type FormValues, type Kind } from "../form/measure.ts";
import { typedMeasure, wholeImperial } from "../form/measure-amount.ts";
import { readShared } from "./read-shared.ts";
import { detailName, readRemembered } from "./read-remembered.ts";
import { announceRememberChange, DETAILS_KEY, OUR_KEYS } from "./remembered.ts";

export { remembering } from "./remembered.ts";

/*
 * The writing half of "Remember my details on this device" (remembered.ts reads): it loads
 * with the results, where the box is. Only the details the calculators share are kept, under
 * one key, and only once the visitor has asked; nothing else is ever stored.
 */

/** The details kept as typed, in one box each. */
const PLAIN = ["age", "sex", "activity"];
/** The details typed in one box in metric units and in two in imperial ones. */
const MEASURES: readonly [string, Kind][] = [
  ["height", "height"],
  ["weight", "weight"],
  ["targetWeight", "weight"],
];
/** The boxes of a measure in `units`: "weight", or "weightSt" and "weightLb". */
const boxes = (name: string, kind: Kind, units: Units): readonly string[] =>
  units === "metric" ? [name] : imperialParts(name, kind);
/** Every name the key may hold. */
const NAMES = [
  ...PLAIN,
  ...MEASURES.flatMap(([name, kind]) => [name, ...boxes(name, kind, "imperial")]),
];

/** The remembered details in `units`: weights to 0.1 kg or the pound, heights to the cm or inch. */
function keptIn(units: Units): FormValues {
  const kept = readRemembered(NAMES);
  if (!kept || kept.units === units) return kept?.values ?? {};
  const out: FormValues = {};
  for (const name of PLAIN) if (kept.values[name]) out[name] = kept.values[name];
  for (const [name, kind] of MEASURES) {
    const typed = typedMeasure(kept.values, name, kind, kept.units);
    if (typed.kind !== "metric") continue;
    if (units === "metric") out[name] = String(Math.round(typed.value * 10) / 10);
    else {
      const [bigBox, smallBox] = imperialParts(name, kind);
      const [big, small] = wholeImperial(typed.value, kind);
      out[bigBox] = String(big);
      out[smallBox] = String(small);
    }
  }
  return out;
}

/**
 * The remembered answers to `fields` (a widget's own names) in `units`, converted where they
 * were kept in the others: for a widget whose units are already settled (the check-in, by
 * its saved diary or a link), which fills in only what is still empty.
 */
export function rememberedIn(fields: readonly string[], units: Units): FormValues {
  const kept = keptIn(units);
  const out: FormValues = {};
  for (const field of fields) {
    const value = kept[detailName(field)];
    if (value) out[field] = value;
  }
  return out;
}

/**
 * Remembers the details among a widget's answers, in the units it shows, over what the
 * device already holds: a detail this widget does not ask, or left blank, stays as it was.
 */
export function rememberDetails(values: FormValues, units: Units): void {
  const kept = keptIn(units);
  const typed: FormValues = {};
  for (const [name, value] of Object.entries(values)) {
    // The macros calculator's optional weight is filled in from the weight, never saved over it.
    if (!name.startsWith("bodyWeight") && value.trim() !== "") typed[detailName(name)] = value;
  }
  const next: FormValues = {};
  for (const name of PLAIN) {
    const value = typed[name] ?? kept[name];
    if (value) next[name] = value;
  }
  for (const [name, kind] of MEASURES) {
    // A measure's boxes go together: a blank pounds box means 0 lb, not the old pounds.
    const own = boxes(name, kind, units);
    const from = own.some((box) => typed[box]) ? typed : kept;
    for (const box of own) if (from[box]) next[box] = from[box];
  }
  try {
    localStorage.setItem(DETAILS_KEY, JSON.stringify({ units, values: next }));
  } catch {
    // Storage full or blocked: the calculators still work, they just cannot remember.
  }
}

/**
 * "Forget my details", wherever it is pressed: removes everything we store (the details and
 * the check-in's weigh-ins), and tells every widget on the page, so all their boxes untick.
 */
export function forgetDetails(): void {
  for (const key of OUR_KEYS) {
    try {
      localStorage.removeItem(key);
    } catch {
      // Blocked storage holds nothing to forget.
    }
  }
  announceRememberChange();
}

/**
 * True while a widget shows the answers of the shared link this page was opened with:
 * someone else's, perhaps, so they are not remembered over the visitor's own unless the
 * visitor ticks the box on them.
 */
export function fromLink(tag: string, values: FormValues, units: Units): boolean {
  const shared = readShared(tag, Object.keys(values));
  if (!shared || (shared.units !== undefined && shared.units !== units)) return false;
  const linked = Object.entries(shared.values);
  return linked.length > 0 && linked.every(([name, value]) => values[name] === value);
}
