import type { Units } from "../platform/attributes.ts";
import { localToday } from "../platform/local-today.ts";
import type { FormValues } from "../form/measure.ts";
import { carryUrl } from "../persistence/share-url.ts";
import { tag as CHECK_IN_TAG } from "../../calorie-deficit-check-in/description.ts";

/*
 * "Check in later": a calorie deficit plan links to the check-in (<calorie-deficit-check-in>)
 * with the plan filled in, through the fragment the check-in reads (docs/product-decisions.md,
 * "Check-in"): the answers by the basic calculator's names, `plan` for the daily calories,
 * `variant`, and today's weight as the first weigh-in (`w`, a line of its CSV, in kg). The
 * page says where the check-in is, in the widget's `check-in-href` attribute. Loaded with the
 * results.
 */

// The check-in's answers about the person and the plan, by the calculators' own field names.
const PLAN_ANSWERS = [
  "gender",
  "age",
  "height",
  "heightFt",
  "heightIn",
  "targetWeight",
  "targetWeightSt",
  "targetWeightLb",
  "lossRate",
  "weeksPostpartum",
];

/** A plan as the check-in takes it over. */
export interface PlanToCheck {
  /** The calorie deficit widget, for its attribute's warning. */
  tag: string;
  /** The `check-in-href` attribute. */
  href: string | undefined;
  /** What the visitor typed, in their units. */
  values: FormValues;
  /** The pace the plan was made at, kg a week: carried instead of the pace typed, which the
   * form may have read as the nearest pace on offer (a pace chosen in the other units). */
  lossRate?: number | undefined;
  units: Units;
  /** The plan's daily calories: what the visitor will eat. */
  planKcal: number;
  /** The weight the plan starts from, kg: the first weigh-in, dated today. */
  weightKg: number | undefined;
  variant: string;
  /** Also carry the activity level (the basic calculator's, which the check-in's formula uses). */
  activity?: string | undefined;
}

/** The address of the check-in with this plan filled in, or undefined without `check-in-href`. */
export function checkInUrl(p: PlanToCheck): string | undefined {
  const carried: FormValues = {};
  for (const name of PLAN_ANSWERS) {
    const value = p.values[name];
    if (value) carried[name] = value;
  }
  if (p.lossRate !== undefined) carried.lossRate = String(p.lossRate);
  if (p.activity) carried.activity = p.activity;
  carried.plan = String(p.planKcal);
  if (p.variant !== "default") carried.variant = p.variant;
  if (p.weightKg !== undefined) carried.w = `${localToday()},${Math.round(p.weightKg * 100) / 100}`;
  return carryUrl(
    { tag: p.tag, name: "check-in-href", value: p.href },
    CHECK_IN_TAG,
    carried,
    p.units,
  );
}

/** The panel under a plan: what checking in does, and the link, when the page gives one. */
export function CheckInLater({ plan }: { plan: PlanToCheck }) {
  const href = checkInUrl(plan);
  if (!href) return null;
  return (
    <div className="panel check-in-later" part="check-in-later">
      <h3>Check in later</h3>
      {/* Frankenfield et al. 2005, J Am Diet Assoc 105:775: Mifflin-St Jeor is within 10% of
          measured resting energy for about 80% of non-obese adults. */}
      <p>
        Any formula is an estimate: for about 1 person in 5 it is more than 10% out. Weigh yourself
        a few times a week. After 2 weeks our check-in works out the calories your body really uses
        from your weigh-ins, and the daily target that keeps you at this pace.
      </p>
      {/* A link on paper cannot be pressed, and this one's address holds the whole plan. */}
      <p className="no-print">
        <a href={href}>Open the check-in with this plan filled in</a>
      </p>
      <p className="hint no-print">
        Today&rsquo;s weight goes in as your first weigh-in. Bookmark the page, or tick
        &ldquo;Remember my details on this device&rdquo; there, to come back to it.
      </p>
    </div>
  );
}
