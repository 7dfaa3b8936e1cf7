import type { Units } from "../shared/platform/attributes.ts";
import type { FormValues } from "../shared/form/measure.ts";
import { rememberedIn } from "../shared/persistence/remember-details.ts";
import { readRemembered } from "../shared/persistence/read-remembered.ts";
import { DETAIL_FIELDS } from "./kept-fields.ts";
import { loadSaved } from "./check-in-storage.ts";
import type { SharedCheckIn } from "./check-in-state.ts";
import { droppedNotice, sharedCheckIn } from "./weigh-in-actions.ts";
import type { WeighInRow } from "./weigh-ins.ts";

/*
 * What a check-in finds when it first appears, put back on screen: the diary this device
 * remembers, a shared link's answers and weigh-ins, and the details the other calculators
 * remember. It loads with the results (use-check-in.ts fetches them first only when there is
 * something to restore), so a first visit carries none of it.
 */

/** What the page holds for this check-in, as its first effect found it. */
export interface Found {
  /** This device remembers a check-in diary. */
  saved: boolean;
  /** The address carries a shared check-in (#calorie-deficit-check-in?...). */
  linked: boolean;
  /** The element's own variant ("kids" never takes remembered details). */
  own: string;
  /** The units the element's attribute asks for. */
  units: Units;
  today: string;
  hash: string;
}

/** Where restoring puts what it finds: the check-in's own state. */
export interface RestoreTo {
  setUnits(units: Units): void;
  setValues(update: (current: FormValues) => FormValues): void;
  setRows(rows: WeighInRow[]): void;
  setOffer(offer: SharedCheckIn): void;
  setShowAll(on: boolean): void;
  setListNote(note: string): void;
  setReadBack(on: boolean): void;
}

/** `current` with `more` filled in where it is still empty: nothing typed is written over. */
export function fillEmpty(current: FormValues, more: FormValues): FormValues {
  const filled = { ...current };
  for (const [name, value] of Object.entries(more)) if (!filled[name]) filled[name] = value;
  return filled;
}

/**
 * Restores, in this order: what this device remembers (never written over unread), then a
 * shared link (its answers fill only what is still empty beside a saved diary, and its
 * weigh-ins are offered, not added), then the remembered details, in the units the diary or
 * the link settled on, never for a child.
 */
export function restoreCheckIn(to: RestoreTo, found: Found): void {
  const kept = found.saved ? loadSaved(found.today) : undefined;
  const shared = found.linked ? sharedCheckIn(found.hash, found.today) : undefined;
  const notes: string[] = [];
  if (kept) {
    to.setUnits(kept.units);
    to.setValues((current) => ({ ...current, ...kept.values }));
    to.setRows(kept.rows);
    notes.push(droppedNotice(kept.dropped, "saved on this device"));
  }
  to.setReadBack(true);
  if (shared) {
    notes.push(droppedNotice(shared.dropped, "in the link"));
    if (kept) {
      to.setValues((current) => fillEmpty(current, shared.values));
      if (shared.rows.length > 0) to.setOffer(shared);
    } else {
      to.setValues((current) => ({ ...current, ...shared.values }));
      if (shared.units) to.setUnits(shared.units);
      if (shared.rows.length > 0) to.setRows(shared.rows);
      to.setShowAll(true);
    }
  }
  to.setListNote(notes.filter(Boolean).join(" "));
  const variant =
    found.own === "default"
      ? (shared?.values.variant ?? kept?.values.variant ?? "default")
      : found.own;
  if (variant.trim().toLowerCase() === "kids") return;
  if (!kept && !shared) {
    // Only the details: they come with their own units, as in the other calculators.
    const details = readRemembered(DETAIL_FIELDS);
    if (!details) return;
    to.setUnits(details.units);
    to.setValues((current) => fillEmpty(current, details.values));
    return;
  }
  const filled = rememberedIn(DETAIL_FIELDS, kept?.units ?? shared?.units ?? found.units);
  to.setValues((current) => fillEmpty(current, filled));
}
