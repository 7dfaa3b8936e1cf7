/*
 * The answers a check-in keeps and carries: those it shares with the other calculators'
 * "Remember my details", and the plan's, restored from a shared link or this device. Used
 * with the results (check-in-restore.ts, check-in-storage.ts, weigh-in-actions.ts), so the
 * first paint does not carry them.
 */

/**
 * The answers the check-in shares with the other calculators' "Remember my details": filled
 * in from them where still empty, and kept in them while the box is ticked.
 */
export const DETAIL_FIELDS = [
  "gender",
  "age",
  "height",
  "heightFt",
  "heightIn",
  "activity",
  "targetWeight",
  "targetWeightSt",
  "targetWeightLb",
] as const;

/**
 * The answers about the person and their plan: restored from a shared link or storage. A
 * link from a plan also names its `variant`, which applies where the element's own is
 * "default" (use-check-in.ts).
 */
export const PLAN_FIELDS = [
  ...DETAIL_FIELDS,
  "lossRate",
  "weeksPostpartum",
  "intake",
  "plan",
  "average",
  "variant",
] as const;
