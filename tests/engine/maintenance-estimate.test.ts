import { describe, expect, it } from "vitest";
import { weightChangeKcalPerKg } from "../../engine/energy-density.ts";
import {
  INTAKE_RULE,
  WEIGHT_RULE,
  AGE_RULE,
  HEIGHT_RULE,
} from "../../engine/input/input-ranges.ts";
import {
  estimateMaintenance,
  type CheckInPerson,
  type WeighIn,
} from "../../engine/maintenance-estimate.ts";
import { projectWeight } from "../../engine/projection.ts";
import { badNumbers, badOptionalNumbers, expectInputError } from "./input-error-helpers.ts";
import { isoDay, simulateWeighIns, simulatedPerson } from "./weigh-in-simulator.ts";

const START = "2026-03-02";
const woman: CheckInPerson = { sex: "female", age: 40, heightCm: 165, intakeKcal: 1800 };
const man: CheckInPerson = { sex: "male", age: 40, heightCm: 178, intakeKcal: 1800 };

/** Weigh-ins every `every` days for `days` days, on an exact straight line. */
function line(days: number, startKg: number, kgPerWeek: number, every = 1): WeighIn[] {
  const entries: WeighIn[] = [];
  for (let d = 0; d <= days; d += every) {
    entries.push({ date: isoDay(START, d), weightKg: startKg + (kgPerWeek * d) / 7 });
  }
  return entries;
}

describe("estimateMaintenance: energy balance through the trend", () => {
  it("finds maintenance equal to intake when the weight holds steady", () => {
    const r = estimateMaintenance(line(28, 75, 0), man);
    expect(r.maintenanceKcal).toBe(1800);
    expect(r.weeklyChangeKg).toBe(0);
    expect(r.lowKcal).toBe(1800);
    expect(r.highKcal).toBe(1800);
    expect(r.fromWeighIns).toBe(1);
  });

  it("allows for cycle water in a woman's range, even when her weigh-ins sit on a line", () => {
    const r = estimateMaintenance(line(28, 75, 0), woman);
    expect(r.maintenanceKcal).toBe(1800);
    expect(r.lowKcal).toBeLessThan(1800 - 50);
    expect(r.highKcal).toBeGreaterThan(1800 + 50);
    // After the menopause, no cycle: the line is exact again.
    const older = estimateMaintenance(line(28, 75, 0), { ...woman, age: 60 });
    expect([older.lowKcal, older.highKcal]).toEqual([1800, 1800]);
  });

  it("adds the energy a falling trend gave up, at this body's density", () => {
    // 0.5 kg a week lost from 80 kg over 6 weeks: the middle of the trend is 78.5 kg.
    const r = estimateMaintenance(line(42, 80, -0.5), woman);
    const kcalPerKg = weightChangeKcalPerKg({
      sex: "female",
      age: 40,
      heightCm: 165,
      weightKg: 78.5,
    });
    expect(r.kcalPerKg).toBe(Math.round(kcalPerKg));
    expect(r.maintenanceKcal).toBe(Math.round((1800 + (kcalPerKg * 0.5) / 7) / 10) * 10);
    expect(r.weeklyChangeKg).toBe(-0.5);
    expect(r.days).toBe(42);
    expect(r.weighIns).toBe(43);
    expect(r.intakeKcal).toBe(1800);
  });

  it("takes away the energy a rising trend stored", () => {
    const r = estimateMaintenance(line(28, 70, 0.25), { ...woman, intakeKcal: 2400 });
    expect(r.maintenanceKcal).toBeLessThan(2400);
    expect(r.weeklyChangeKg).toBe(0.25);
  });

  it("draws the trend on each weigh-in date, oldest first, through the scatter", () => {
    const zigzag = line(27, 80, 0).map((e, i) => ({ ...e, weightKg: 80 + (i % 2 ? 0.8 : -0.8) }));
    const r = estimateMaintenance(zigzag, woman);
    expect(r.trend.map((t) => t.date)).toEqual(zigzag.map((e) => e.date));
    for (const t of r.trend) expect(Math.abs(t.weightKg - 80)).toBeLessThan(0.2);
  });

  it("gives the same answer whatever order the weigh-ins come in", () => {
    const entries = simulateWeighIns(simulatedPerson(3), 42);
    const shuffled = [...entries].reverse();
    expect(estimateMaintenance(shuffled, woman)).toEqual(estimateMaintenance(entries, woman));
  });

  it("gives a range around the estimate, and a narrower one with more weeks of the same weigh-ins", () => {
    const person = simulatedPerson(11);
    const entries = simulateWeighIns(person, 84);
    const within = (days: number) => entries.filter((e) => e.date <= isoDay("2026-01-05", days));
    const short = estimateMaintenance(within(21), person);
    const long = estimateMaintenance(entries, person);
    for (const r of [short, long]) {
      expect(r.lowKcal).toBeLessThanOrEqual(r.maintenanceKcal);
      expect(r.highKcal).toBeGreaterThanOrEqual(r.maintenanceKcal);
    }
    expect(long.highKcal - long.lowKcal).toBeLessThan(short.highKcal - short.lowKcal);
  });

  it("uses only the last 12 weeks of weigh-ins", () => {
    const r = estimateMaintenance(line(140, 90, -0.5), woman);
    expect(r.days).toBe(84);
    expect(r.trend[0]?.date).toBe(isoDay(START, 56));
    expect(r.weighIns).toBe(85);
  });
});

describe("estimateMaintenance: the formula as the starting point", () => {
  const person = { ...man, intakeKcal: 2000, formulaKcal: 2600 };
  // Weigh-ins every other day that scatter 0.6 kg about a steady weight.
  const noisy = (days: number) =>
    line(days, 85, 0, 2).map((e, i) => ({ ...e, weightKg: 85 + (i % 3 === 0 ? 0.6 : -0.3) }));

  it("leans on the formula early and on the weigh-ins later, saying how much each carries", () => {
    const early = estimateMaintenance(noisy(14), person);
    const late = estimateMaintenance(noisy(70), person);
    const alone = estimateMaintenance(noisy(70), man);
    expect(early.fromWeighIns).toBeLessThan(0.5);
    expect(late.fromWeighIns).toBeGreaterThan(early.fromWeighIns);
    expect(late.fromWeighIns).toBeGreaterThan(0.5);
    // Between the formula's 2,600 and the weigh-ins' 2,000, nearer the formula early on.
    expect(early.maintenanceKcal).toBeGreaterThan(2300);
    expect(late.maintenanceKcal).toBeLessThan(early.maintenanceKcal);
    expect(Math.abs(late.maintenanceKcal - alone.maintenanceKcal)).toBeLessThan(
      Math.abs(early.maintenanceKcal - alone.maintenanceKcal),
    );
  });

  it("narrows the range when the formula joins the weigh-ins", () => {
    const alone = estimateMaintenance(noisy(28), { ...man, intakeKcal: 2000 });
    const both = estimateMaintenance(noisy(28), person);
    expect(both.highKcal - both.lowKcal).toBeLessThan(alone.highKcal - alone.lowKcal);
  });

  it("does not refuse early, noisy weigh-ins that the formula can steady", () => {
    // Four weigh-ins that climb 2.6 kg in a fortnight on 1,000 kcal a day: impossible alone.
    const jumpy = [0, 5, 10, 14].map((d, i) => ({
      date: isoDay(START, d),
      weightKg: [80, 82.5, 81, 82.6][i] ?? 81,
    }));
    const who = { sex: "male", age: 31, heightCm: 183, intakeKcal: 1000 } as const;
    expectInputError(() => estimateMaintenance(jumpy, who), "entries");
    const r = estimateMaintenance(jumpy, { ...who, formulaKcal: 2600 });
    expect(r.fromWeighIns).toBeLessThan(0.2);
    expect(r.lowKcal).toBeLessThan(2600);
    expect(r.highKcal).toBeGreaterThan(2600);
  });

  it("widens the range when the calories are the plan's, assumed rather than counted", () => {
    const counted = estimateMaintenance(noisy(42), person);
    const assumed = estimateMaintenance(noisy(42), { ...person, intakeAssumed: true });
    expect(assumed.highKcal - assumed.lowKcal).toBeGreaterThan(counted.highKcal - counted.lowKcal);
    expect(assumed.fromWeighIns).toBeLessThan(counted.fromWeighIns);
  });

  it.each(badOptionalNumbers(500, 10000))("rejects %s formulaKcal", (_, formulaKcal) => {
    expectInputError(
      () => estimateMaintenance(noisy(28), { ...person, formulaKcal } as CheckInPerson),
      "formulaKcal",
    );
  });
});

describe("estimateMaintenance: likely under-counted food", () => {
  // A woman of 60, 165 cm, 70 kg: BMR 1,270, so 1.1 x BMR is 1,397.
  it("flags an estimate under 1.1 x BMR", () => {
    const r = estimateMaintenance(line(56, 70, 0), { ...woman, age: 60, intakeKcal: 1350 });
    expect(r.maintenanceKcal).toBe(1350);
    expect(r.likelyUnderCounted).toBe(true);
  });

  it("does not flag one at 1.1 x BMR or above", () => {
    const r = estimateMaintenance(line(56, 70, 0), { ...woman, age: 60, intakeKcal: 1400 });
    expect(r.likelyUnderCounted).toBe(false);
  });
});

describe("estimateMaintenance: what was eaten", () => {
  it("lets an entry's calories stand in for the everyday figure on that day", () => {
    const entries = line(28, 75, 0, 7).map((e, i) => (i === 2 ? { ...e, intakeKcal: 2800 } : e));
    // Weekly weigh-ins: the middle one stands for the week around it, a quarter of 28 days.
    const r = estimateMaintenance(entries, woman);
    expect(r.intakeKcal).toBe(1800 + 1000 / 4);
    expect(r.maintenanceKcal).toBe(2050);
  });

  it("needs no everyday figure when every weigh-in has its own", () => {
    const entries = line(21, 75, 0).map((e) => ({ ...e, intakeKcal: 2100 }));
    const r = estimateMaintenance(entries, { sex: "male", age: 30, heightCm: 180 });
    expect(r.maintenanceKcal).toBe(2100);
  });

  it("weighs each figure by the days it stands for, so uneven gaps do not tilt the average", () => {
    // Days 0, 1, 2 at 3,000 kcal, then days 16 and 30 at 1,500: the later figures cover more days.
    const entries: WeighIn[] = [0, 1, 2, 16, 30].map((d) => ({
      date: isoDay(START, d),
      weightKg: 70,
      intakeKcal: d <= 2 ? 3000 : 1500,
    }));
    const r = estimateMaintenance(entries, { sex: "male", age: 30, heightCm: 180 });
    // Trapezium weights: 0.5, 1, 7.5, 14 and 7 days, 30 in all.
    const mean = (0.5 * 3000 + 1 * 3000 + 7.5 * 3000 + 14 * 1500 + 7 * 1500) / 30;
    expect(r.intakeKcal).toBe(Math.round(mean));
  });

  it("throws on intakeKcal, naming the day, when a weigh-in has no calories and there is no everyday figure", () => {
    const entries = line(21, 75, 0).map((e, i) => (i === 3 ? e : { ...e, intakeKcal: 2000 }));
    const error = expectInputError(
      () => estimateMaintenance(entries, { sex: "male", age: 30, heightCm: 180 }),
      "intakeKcal",
    );
    expect(error.message).toContain("5 March 2026");
  });
});

describe("estimateMaintenance: too little to go on", () => {
  it.each([
    ["no weigh-ins", [], "14 more days and 4 more weigh-ins"],
    ["one weigh-in", line(0, 80, 0), "14 more days and 3 more weigh-ins"],
    [
      "three weigh-ins over three weeks",
      [0, 10, 21].map((d) => ({ date: isoDay(START, d), weightKg: 80 })),
      "1 more weigh-in",
    ],
    [
      "five weigh-ins over 13 days",
      line(13, 80, 0).filter((_, i) => i % 3 === 0 || i === 13),
      "1 more day",
    ],
    ["daily weigh-ins for 10 days", line(10, 80, 0), "4 more days"],
  ])("throws on entries with %s, saying what is still needed", (_, entries, needs) => {
    const error = expectInputError(() => estimateMaintenance(entries, woman), "entries");
    expect(error.message).toContain(needs);
    expect(error.message).toContain("14 days");
  });

  it("counts only the last 12 weeks: an old run of weigh-ins and two new ones are not enough", () => {
    const old = line(28, 80, 0);
    const recent = [isoDay(START, 200), isoDay(START, 203)].map((date) => ({ date, weightKg: 78 }));
    const error = expectInputError(
      () => estimateMaintenance([...old, ...recent], woman),
      "entries",
    );
    expect(error.message).toContain("11 more days and 2 more weigh-ins");
  });
});

describe("estimateMaintenance: bad input names the field", () => {
  const good = line(21, 80, 0);
  const withEntry = (i: number, change: Record<string, unknown>) =>
    good.map((e, j) => (j === i ? { ...e, ...change } : e)) as WeighIn[];

  it.each(["2026-02-30", "2026-3-1", "yesterday", "", undefined, 20260301])(
    "rejects a weigh-in dated %j on entries, naming which one",
    (date) => {
      const error = expectInputError(
        () => estimateMaintenance(withEntry(4, { date }), woman),
        "entries",
      );
      expect(error.message).toContain("weigh-in 5");
    },
  );

  it.each(badNumbers(WEIGHT_RULE.min, WEIGHT_RULE.max))(
    "rejects a %s weight on entries",
    (_, weightKg) => {
      const error = expectInputError(
        () => estimateMaintenance(withEntry(2, { weightKg }), woman),
        "entries",
      );
      expect(error.message).toContain("4 March 2026");
    },
  );

  it.each(badOptionalNumbers(INTAKE_RULE.min, INTAKE_RULE.max))(
    "rejects %s calories on a weigh-in on entries",
    (_, intakeKcal) => {
      expectInputError(() => estimateMaintenance(withEntry(2, { intakeKcal }), woman), "entries");
    },
  );

  it("rejects two weigh-ins on one day, naming the day", () => {
    const error = expectInputError(
      () => estimateMaintenance([...good, { date: isoDay(START, 7), weightKg: 81 }], woman),
      "entries",
    );
    expect(error.message).toContain("9 March 2026");
  });

  it.each([null, "80", 5, [null], [{}]])(
    "rejects entries that are not a list of weigh-ins: %j",
    (entries) => {
      expectInputError(
        () => estimateMaintenance(entries as unknown as WeighIn[], woman),
        "entries",
      );
    },
  );

  it.each(badOptionalNumbers(INTAKE_RULE.min, INTAKE_RULE.max))(
    "rejects %s intakeKcal",
    (_, intakeKcal) => {
      expectInputError(
        () => estimateMaintenance(good, { ...woman, intakeKcal } as CheckInPerson),
        "intakeKcal",
      );
    },
  );

  const numeric = [
    ["age", AGE_RULE],
    ["heightCm", HEIGHT_RULE],
  ] as const;
  for (const [field, rule] of numeric) {
    it.each(badNumbers(rule.min, rule.max))(`rejects %s ${field}`, (_, value) => {
      expectInputError(
        () => estimateMaintenance(good, { ...woman, [field]: value } as CheckInPerson),
        field,
      );
    });
  }

  it.each(["", "other", undefined])("rejects sex %j", (sex) => {
    expectInputError(
      () => estimateMaintenance(good, { ...woman, sex } as unknown as CheckInPerson),
      "sex",
    );
  });

  it("refuses weigh-ins and calories that cannot both be right, on entries", () => {
    // 500 kcal a day while gaining 2 kg a week would mean a maintenance far below zero.
    const error = expectInputError(
      () => estimateMaintenance(line(28, 70, 2), { ...woman, intakeKcal: 500 }),
      "entries",
    );
    expect(error.message).toMatch(/under 500 kcal a day.*Check the weights, dates and calories/);
  });
});

describe("estimateMaintenance on the dynamic model's weigh-ins", () => {
  it("lands near the starting maintenance, a little under it as the body adapts", () => {
    // A man of 45, 180 cm, 100 kg, maintenance 2,800, eating 600 kcal less for 8 weeks, weighing
    // in every day with the Hall 2011 model's weights (no scale noise).
    const projection = projectWeight({
      sex: "male",
      age: 45,
      heightCm: 180,
      weightKg: 100,
      pal: 1.5,
      intakeChangeKcal: -600,
      maintenanceKcal: 2800,
      days: 56,
    });
    const entries = projection.weightKg.map((w, d) => ({ date: isoDay(START, d), weightKg: w }));
    const r = estimateMaintenance(entries, {
      sex: "male",
      age: 45,
      heightCm: 180,
      intakeKcal: 2200,
    });
    expect(r.maintenanceKcal).toBeLessThanOrEqual(2800);
    expect(r.maintenanceKcal).toBeGreaterThan(2800 - 200);
  });
});
