import { advancedPlan, basicPlan, projectWeight } from "../../engine/index.ts";

/** Median of `runs` timings of `fn`, in microseconds, after a warm-up. */
function medianMicros(fn: () => unknown, runs: number): number {
  for (let i = 0; i < Math.min(50, runs); i++) fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    fn();
    times.push((performance.now() - start) * 1000);
  }
  times.sort((a, b) => a - b);
  return Math.round((times[Math.floor(runs / 2)] ?? 0) * 10) / 10;
}

const person = { age: 30, gender: "male", height: 180, weight: 80, targetWeight: 75 } as const;

/** The engine's timings: the worked example, a full advanced plan, a year's projection. */
export function engineTimings(runs = 500) {
  return {
    basicPlan: medianMicros(
      () => basicPlan({ ...person, activity: 1.55, lossRate: 0.5, today: "2026-01-05" }),
      runs,
    ),
    advancedPlan: medianMicros(
      () =>
        advancedPlan({
          ...person,
          bodyFat: 20,
          lossRate: 0.5,
          baseActivity: 1.55,
          cardioHours: 2,
          strengthHours: 3,
          dailySteps: 8000,
          jobType: "sedentary",
          sleepHours: 7,
          stressLevel: 5,
          bmrFormula: "katch",
          dietType: "standard",
          trainingDays: 3,
          refeedFrequency: "weekly",
          today: "2026-01-05",
        }),
      runs,
    ),
    projectWeightOneYear: medianMicros(
      () =>
        projectWeight({
          sex: "male",
          age: 30,
          heightCm: 180,
          weightKg: 80,
          pal: 1.55,
          intakeChangeKcal: -550,
          days: 365,
        }),
      runs,
    ),
  };
}
