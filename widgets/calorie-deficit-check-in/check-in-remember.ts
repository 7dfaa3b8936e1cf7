import type { Units } from "../shared/platform/attributes.ts";
import type { FormValues } from "../shared/form/measure.ts";
import { fromLink, rememberDetails } from "../shared/persistence/remember-details.ts";
import { announceRememberChange } from "../shared/persistence/remembered.ts";
import { TAG } from "./check-in-fields.ts";
import { DETAIL_FIELDS } from "./kept-fields.ts";
import { forget, save, saveProblem, type Saved } from "./check-in-storage.ts";

/*
 * "Remember my details on this device" in the check-in: the diary under its own key and the
 * details the check-in shares with the other calculators. It loads with the results: nothing
 * is kept before the visitor asks (docs/product-decisions.md, "Check-in").
 */

/**
 * Keeps the details the check-in shares with the other calculators (never a child's). A
 * link's answers may be someone else's: kept only once the visitor changes them, or ticks
 * the box on them (`evenLinked`).
 */
export function keepDetails(
  values: FormValues,
  units: Units,
  variant: string,
  evenLinked = false,
): void {
  if (variant === "kids") return;
  const details: FormValues = {};
  for (const name of DETAIL_FIELDS) if (values[name]) details[name] = values[name];
  if (evenLinked || !fromLink(TAG, details, units)) rememberDetails(details, units);
}

/** Saves the diary and the details while the box is ticked; says why when it could not. */
export function keepCheckIn(data: Saved, variant: string): string {
  const problem = saveProblem(save(data));
  keepDetails(data.values, data.units, variant);
  return problem;
}

/**
 * The box ticked (`on`) or unticked. Ticked, the diary and the details are kept at once, and
 * every box on the page ticks; unticked, everything we keep goes and every box unticks, while
 * the screen stays as it is. Returns what to tell the visitor and why a save failed.
 */
export function chooseToRemember(
  on: boolean,
  data: Saved,
  variant: string,
): { notice: string; problem: string } {
  if (!on) {
    forget();
    return {
      notice:
        "Your details and weigh-ins are no longer kept on this device. What is on screen goes when you close the page.",
      problem: "",
    };
  }
  // Said only once it has worked: a full or blocked storage says so beside the box.
  const outcome = save(data);
  if (outcome === "saved") {
    keepDetails(data.values, data.units, variant, true);
    announceRememberChange();
  }
  return {
    notice:
      outcome === "saved"
        ? "We will remember your details and weigh-ins on this device."
        : "We could not remember your details and weigh-ins on this device.",
    problem: saveProblem(outcome),
  };
}
