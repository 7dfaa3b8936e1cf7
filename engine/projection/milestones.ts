import { addDays } from "../core/dates.ts";
import { round } from "../input/validate.ts";
import { BREAK_EVERY_WEEKS, type PlateauStrategy } from "../plans/maintenance-breaks.ts";
import type { Direction } from "../plans/plan-energy.ts";

/** What a milestone marks; each kind comes at most once, and says something of its own. */
export type MilestoneKind =
  "early" | "five-percent" | "first-break" | "halfway" | "slower" | "goal" | "keep-off";

export interface Milestone {
  kind: MilestoneKind;
  week: number;
  /** The last day of that week, YYYY-MM-DD; the goal's own day from the goal week on. */
  date: string;
  /** Projected weight, kg: the dynamic model's, as the chart draws it, breaks included. */
  weight: number;
  /** Projected body fat %, only when a body fat figure was given. */
  bodyFat?: number;
  /** One sentence on what is new at this point: what happens, or what to do. */
  action: string;
}

export interface MilestonesInput {
  direction: Direction;
  weightKg: number;
  targetWeightKg: number;
  /** The plan's goal week (over 0). */
  weeks: number;
  /** The weight at the end of each week from week 0, breaks included, from goalWeek(). */
  weeklyKg: readonly number[];
  bodyFatPct?: number | undefined;
  plateauStrategy: PlateauStrategy;
  /** The plan's first day, YYYY-MM-DD: week 1 ends 7 days after it. */
  today: string;
  /** The day the target is reached (from goalWeek()), in the goal week; else its last day. */
  goalDay?: number | undefined;
}

// The quick first loss of water and stored carbohydrate (glycogen): the early drop is taken
// by day 14 (docs/reference-figures.md, "Water weight").
const EARLY_WEEK = 2;
// About 5% of body weight, kept off, brings health benefits such as a lower risk of type 2
// diabetes and lower blood pressure (NHS, "Obesity: treatment"; NICE NG246, 2025).
const HEALTH_BENEFIT_SHARE = 0.05;
// "Slowed noticeably": the last 8 weeks' loss a fifth below the 8 weeks after the early
// water loss (weeks 2 to 10). Eight weeks, so each window holds one break (every 8 weeks).
// Our choice, docs/reference-figures.md, "Timeline".
const PACE_WINDOW = 8;
const SLOWER_SHARE = 0.8;
// Raising calories to maintenance over 2 to 4 weeks after the goal: keeping it off starts then.
const KEEP_OFF_AFTER = 4;
// Body fat falls about 0.2 points a week, never below 5%, the top of men's essential fat
// (docs/reference-figures.md, "Timeline" and "Body measures").
const BODY_FAT_DROP_PER_WEEK = 0.2;
const ESSENTIAL_FAT = 5;

const FIRST_BREAK: Record<PlateauStrategy, string> = {
  // Breaks are eaten at maintenance for the weight reached, so the weight holds while they
  // last (Byrne NM et al., Int J Obes 2018;42:129: diet breaks at energy balance).
  "diet-break": "First diet break: eat at maintenance for 7 days, then again every 8 weeks.",
  refeed: "First refeed day: one day at maintenance, mostly carbohydrate, then every 8 weeks.",
  activity: "If loss slows, add a walk rather than eat less; review this every 8 weeks.",
};

const SAYS: Record<"lose" | "gain", Partial<Record<MilestoneKind, string>>> = {
  lose: {
    early: "Much of this quick first loss is water, not fat: expect it to slow.",
    "five-percent": "5% lost: kept off, even this brings real health benefits.",
    halfway: "Halfway: measure your waist too, and recalculate at your new weight.",
    slower: "Loss is now a fifth slower, as a lighter body uses less energy: this is normal.",
    goal: "Target reached: raise your calories to maintenance over 2 to 4 weeks.",
    "keep-off": "Keep it off: weigh weekly, and cut back if your average creeps up.",
  },
  gain: {
    early: "Some of this quick first gain is water: expect it to slow.",
    halfway: "Halfway: change by 100 kcal a day if you gain too fast or too slowly.",
    goal: "Target reached: move to maintenance calories and keep training.",
    "keep-off": "Hold it: weigh weekly to catch any drift early.",
  },
};

/** The first week before the goal at whose end the weight has passed `kg`; none if none. */
function firstWeekPast(i: MilestonesInput, kg: number): number | undefined {
  const sign = i.direction === "lose" ? 1 : -1;
  const week = i.weeklyKg.findIndex((w, n) => n > 0 && sign * (w - kg) <= 1e-9);
  return week > 0 && week < i.weeks ? week : undefined;
}

/** The first week before the goal whose last 8 weeks lost a fifth less than weeks 2 to 10. */
function slowerWeek(i: MilestonesInput): number | undefined {
  const w = i.weeklyKg;
  const first = (w[EARLY_WEEK] ?? 0) - (w[EARLY_WEEK + PACE_WINDOW] ?? 0);
  if (first <= 0) return undefined;
  for (let week = EARLY_WEEK + PACE_WINDOW + 1; week < i.weeks; week++) {
    const recent = (w[week - PACE_WINDOW] ?? 0) - (w[week] ?? 0);
    if (recent <= SLOWER_SHARE * first) return week;
  }
  return undefined;
}

/**
 * A plan's milestones (docs/plans.md, "Timeline"): a short list, each at its own week and
 * saying something the others do not. For a loss: the quick early loss (week 2), 5% of the
 * starting weight lost, the first break, halfway, the week the pace has slowed noticeably,
 * the goal, and keeping it off after it. A gain has the early gain, halfway, the goal and
 * holding it. A point that falls in the same week as one before it in that order, or not
 * before the goal, is left out; the list runs by week.
 */
export function milestones(i: MilestonesInput): Milestone[] {
  const losing = i.direction === "lose";
  const says = SAYS[losing ? "lose" : "gain"];
  const half = (i.weightKg + i.targetWeightKg) / 2;
  const candidates: [MilestoneKind, number | undefined][] = [
    ["goal", i.weeks],
    ["keep-off", i.weeks + KEEP_OFF_AFTER],
    ["early", EARLY_WEEK < i.weeks ? EARLY_WEEK : undefined],
    [
      "five-percent",
      losing ? firstWeekPast(i, i.weightKg * (1 - HEALTH_BENEFIT_SHARE)) : undefined,
    ],
    ["halfway", firstWeekPast(i, half)],
    ["first-break", losing && BREAK_EVERY_WEEKS < i.weeks ? BREAK_EVERY_WEEKS : undefined],
    ["slower", losing ? slowerWeek(i) : undefined],
  ];
  const taken = new Set<number>();
  const chosen: Milestone[] = [];
  for (const [kind, week] of candidates) {
    const action = kind === "first-break" ? FIRST_BREAK[i.plateauStrategy] : says[kind];
    if (week === undefined || taken.has(week) || action === undefined) continue;
    taken.add(week);
    chosen.push(milestone(i, kind, week, action));
  }
  return chosen.sort((a, b) => a.week - b.week);
}

function milestone(i: MilestonesInput, kind: MilestoneKind, week: number, action: string) {
  const atGoal = week >= i.weeks;
  const projected = i.weeklyKg[week] ?? i.targetWeightKg;
  // Short of the target until the goal week: rounded away from it, so no milestone before
  // the goal reads as the target itself.
  const weight = atGoal
    ? i.targetWeightKg
    : i.direction === "lose"
      ? Math.max(Math.ceil(projected * 10 - 1e-9) / 10, i.targetWeightKg)
      : Math.min(Math.floor(projected * 10 + 1e-9) / 10, i.targetWeightKg);
  // From the goal on, counted from the goal's own day, as the goal date and the chart are.
  const day = atGoal ? (i.goalDay ?? i.weeks * 7) + (week - i.weeks) * 7 : week * 7;
  const m: Milestone = {
    kind,
    week,
    date: addDays(i.today, day),
    weight: round(weight, 1),
    action,
  };
  if (i.bodyFatPct !== undefined && i.direction === "lose") {
    const weeksLosing = Math.min(week, i.weeks);
    m.bodyFat = round(
      Math.max(ESSENTIAL_FAT, i.bodyFatPct - BODY_FAT_DROP_PER_WEEK * weeksLosing),
      1,
    );
  }
  return m;
}
