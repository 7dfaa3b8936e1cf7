import { weightChangeKcalPerKg } from "../../../engine/energy/energy-density.ts";
import type { WeighIn } from "../../../engine/check-in/maintenance-estimate.ts";
import type { Sex } from "../../../engine/core/types.ts";

/** A small seeded random number generator (mulberry32): the same seed, the same numbers. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A standard normal number (Box-Muller). */
export function normal(random: () => number): number {
  return Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
}

export function isoDay(start: string, days: number): string {
  return new Date(Date.parse(`${start}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Someone whose real maintenance we know, eating a steady amount and weighing in. */
export interface SimulatedPerson {
  sex: Sex;
  age: number;
  heightCm: number;
  weightKg: number;
  /** The real maintenance, kcal/day: what the estimate should find. */
  maintenanceKcal: number;
  /** What they eat every day, kcal. */
  intakeKcal: number;
  /** Day-to-day scatter of the scale about the true weight, kg (one standard deviation). */
  noiseKg: number;
  /** Share of days with a weigh-in (1 = every day). */
  weighInShare: number;
  seed: number;
}

/**
 * Weigh-ins for `days` days by simple energy balance: each day the body changes by
 * (intake - maintenance) / its energy density, and the scale adds independent normal noise,
 * read to 0.1 kg. The first and last days always have a weigh-in.
 */
export function simulateWeighIns(
  p: SimulatedPerson,
  days: number,
  start = "2026-01-05",
): WeighIn[] {
  const random = seededRandom(p.seed);
  const entries: WeighIn[] = [];
  let weight = p.weightKg;
  for (let day = 0; day <= days; day++) {
    const scale = weight + normal(random) * p.noiseKg;
    if (day === 0 || day === days || random() < p.weighInShare) {
      entries.push({ date: isoDay(start, day), weightKg: Math.round(scale * 10) / 10 });
    }
    const kcalPerKg = weightChangeKcalPerKg({ ...p, weightKg: weight });
    weight += (p.intakeKcal - p.maintenanceKcal) / kcalPerKg;
  }
  return entries;
}

/** A varied adult with a known maintenance and a plan from a 300 kcal surplus to an 800 deficit. */
export function simulatedPerson(seed: number): SimulatedPerson {
  const random = seededRandom(seed * 7919 + 17);
  const sex: Sex = random() < 0.5 ? "male" : "female";
  const heightCm = Math.round(150 + random() * 45);
  const bmi = 21 + random() * 16;
  const maintenanceKcal = Math.round((sex === "male" ? 2100 : 1700) + random() * 1000);
  return {
    sex,
    age: 18 + Math.floor(random() * 62),
    heightCm,
    weightKg: Math.round(bmi * (heightCm / 100) ** 2 * 10) / 10,
    maintenanceKcal,
    intakeKcal: Math.round(maintenanceKcal - 800 + random() * 1100),
    noiseKg: 0.5 + random() * 0.5,
    weighInShare: 0.6 + random() * 0.4,
    seed,
  };
}

/*
 * The realistic simulation (docs/check-in.md, "How it is tested"): people whose real
 * maintenance differs from the formula's as real people's do, weighing in as real people do.
 */

/** What the simulation varies: scale noise only, or one of the ways real weigh-ins mislead. */
export type Scenario = "accurate" | "cycles" | "new-plan" | "under-counting";

/** How the check-in is told what was eaten. */
export type IntakeSource = "counted" | "plan";

/** A realistic person: their formula, their truth, what they eat and log, and their scale. */
export interface RealisticPerson {
  sex: Sex;
  age: number;
  heightCm: number;
  weightKg: number;
  /** The formula's maintenance (Mifflin-St Jeor x activity): the check-in's prior. */
  formulaKcal: number;
  /** The real maintenance, kcal/day. */
  maintenanceKcal: number;
  /** What they really eat every day, kcal. */
  eatenKcal: number;
  /** What the check-in is told they eat, kcal/day. */
  intakeKcal: number;
  intakeSource: IntakeSource;
  /** The scale's day-to-day scatter about the body's weight, kg (one standard deviation). */
  noiseKg: number;
  /** How much each day's scatter carries into the next (0 to 1). */
  noiseCarry: number;
  /** Extra water on the morning after a weekend, kg. */
  weekendKg: number;
  /** Share of days with a weigh-in. */
  weighInShare: number;
  /** Peak water before a period, kg (0 for no cycle), and the cycle's length and phase. */
  cycleKg: number;
  cycleDays: number;
  cyclePhase: number;
  /** Glycogen and water lost in the first days of a new plan, kg, and its time constant. */
  glycogenKg: number;
  glycogenDays: number;
  seed: number;
}

const ACTIVITY = [1.2, 1.375, 1.55, 1.725];

/**
 * A varied adult for one scenario. Their real maintenance is the formula's times a normal
 * factor with a 10% standard deviation (Frankenfield et al. 2005 found Mifflin-St Jeor within
 * 10% of measured resting energy for about 80% of adults; activity adds its own error). They
 * follow a plan built on the formula: 250 to 750 kcal under it, or up to 300 over.
 */
export function realisticPerson(seed: number, scenario: Scenario): RealisticPerson {
  const random = seededRandom(seed * 104_729 + 7);
  const cycles = scenario === "cycles";
  const sex: Sex = cycles || random() < 0.5 ? "female" : "male";
  const age = cycles ? 18 + Math.floor(random() * 30) : 18 + Math.floor(random() * 57);
  const heightCm = Math.round(sex === "male" ? 165 + random() * 25 : 152 + random() * 25);
  const weightKg = Math.round((21 + random() * 16) * (heightCm / 100) ** 2 * 10) / 10;
  const pal = ACTIVITY[Math.floor(random() * ACTIVITY.length)] ?? 1.375;
  const bmr = 10 * weightKg + 6.25 * heightCm - 5 * age + (sex === "male" ? 5 : -161);
  const formulaKcal = Math.round(bmr * pal);
  const factor = Math.min(1.3, Math.max(0.7, 1 + 0.1 * normal(random)));
  const maintenanceKcal = Math.round(formulaKcal * factor);
  const losing = scenario === "new-plan" || random() < 0.8;
  const planKcal = Math.round(formulaKcal - (losing ? 250 + random() * 500 : -random() * 300));
  const underCount = scenario === "under-counting" ? 0.7 + random() * 0.1 : 1;
  const intakeSource: IntakeSource = random() < 0.5 ? "counted" : "plan";
  // Those who give their plan's calories keep to it only on average: 8% either way (one
  // standard deviation). Under-counters eat more than they think: what they log (or their
  // plan) is 70-80% of it.
  const adherence = intakeSource === "plan" ? 1 + 0.08 * normal(random) : 1;
  const eatenKcal = Math.round((planKcal * adherence) / underCount);
  const deficitShare = Math.max(0, Math.min(1, (maintenanceKcal - eatenKcal) / 600));
  return {
    sex,
    age,
    heightCm,
    weightKg,
    formulaKcal,
    maintenanceKcal,
    eatenKcal,
    intakeKcal: planKcal,
    intakeSource,
    noiseKg: 0.5 + random() * 0.5,
    noiseCarry: 0.3 + random() * 0.4,
    weekendKg: 0.2 + random() * 0.4,
    weighInShare: 0.5 + random() * 0.4,
    cycleKg: cycles ? 1 + random() : 0,
    cycleDays: 25 + Math.floor(random() * 8),
    cyclePhase: random(),
    // A new plan: 0.5 to 1.5 kg of glycogen and its water (Kreitzman et al. 1992), more for
    // a bigger deficit, lost over the first days.
    glycogenKg: scenario === "new-plan" ? (0.5 + random()) * deficitShare : 0,
    glycogenDays: 2 + random() * 3,
    seed,
  };
}

/** The extra water of the menstrual cycle on a day, kg: a smooth rise to a peak before a period. */
function cycleWater(p: RealisticPerson, day: number): number {
  if (p.cycleKg === 0) return 0;
  const place = (((day / p.cycleDays + p.cyclePhase) % 1) + 1) % 1;
  // The peak falls 2 days before the next period and lasts about a week either side.
  const fromPeak = Math.min(Math.abs(place - 0.93), 1 - Math.abs(place - 0.93)) * p.cycleDays;
  return fromPeak < 6 ? (p.cycleKg * (1 + Math.cos((Math.PI * fromPeak) / 6))) / 2 : 0;
}

/**
 * `days` days of a realistic person's weigh-ins: the body changes by energy balance at the
 * density the check-in uses; the scale adds day-to-day scatter that carries over (AR(1)),
 * weekend water on Sunday and Monday mornings, cycle water, and a new plan's glycogen. Some
 * days are missed; the first and last are always weighed. Calories are not logged per day.
 */
export function simulateRealistic(
  p: RealisticPerson,
  days: number,
  start = "2026-01-05",
): WeighIn[] {
  const random = seededRandom(p.seed * 31 + 3);
  const entries: WeighIn[] = [];
  let body = p.weightKg;
  let scatter = normal(random) * p.noiseKg;
  const fresh = Math.sqrt(1 - p.noiseCarry ** 2);
  for (let day = 0; day <= days; day++) {
    // 2026-01-05 is a Monday: Sunday is day 6 of each week, Monday day 0.
    const weekday = day % 7;
    const weekend = weekday === 6 || (weekday === 0 && day > 0) ? p.weekendKg : 0;
    const glycogen = p.glycogenKg * (1 - Math.exp(-day / p.glycogenDays));
    const scale = body - glycogen + scatter + weekend + cycleWater(p, day);
    // Drawn every day, so a shorter run is the start of a longer one.
    const weighed = random() < p.weighInShare;
    if (day === 0 || day === days || weighed) {
      entries.push({ date: isoDay(start, day), weightKg: Math.round(scale * 10) / 10 });
    }
    body += (p.eatenKcal - p.maintenanceKcal) / weightChangeKcalPerKg({ ...p, weightKg: body });
    scatter = p.noiseCarry * scatter + fresh * normal(random) * p.noiseKg;
  }
  return entries;
}
