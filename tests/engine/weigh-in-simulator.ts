import { weightChangeKcalPerKg } from "../../engine/energy-density.ts";
import type { WeighIn } from "../../engine/maintenance-estimate.ts";
import type { Sex } from "../../engine/types.ts";

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
