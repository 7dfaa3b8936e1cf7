import { poundsPace } from "../../engine/index.ts";
import type { Choice } from "../shared/form/fields.tsx";

// Other paces a plan offers (the aggressive calculator's faster ones, and pounds for imperial
// visitors, engine/plans/paces.ts): shown only when a plan's link carries one, so the pace the
// visitor chose shows as chosen. The new target still keeps every safety limit
// (docs/safety-rules.md).
const CARRIED_PACES: readonly Choice[] = [
  { value: "1.25", label: "1.25 kg (about 2¾ lb) a week" },
  { value: "1.5", label: "1.5 kg (about 3¼ lb) a week" },
  ...[0.5, 1, 1.5, 2, 2.5, 3].map((pounds) => ({
    value: String(poundsPace(pounds)),
    label: `${pounds} lb a week`,
  })),
];

/**
 * The pace a plan's link carried, as a choice beside the usual ones, where it is not one of
 * them: none when gaining faster than 0.5 kg a week (a lean surplus, docs/safety-rules.md).
 */
export function carriedPace(lossRate: string | undefined, gaining: boolean): Choice[] {
  return CARRIED_PACES.filter(
    (pace) => pace.value === lossRate && (!gaining || Number(pace.value) <= 0.5),
  );
}
