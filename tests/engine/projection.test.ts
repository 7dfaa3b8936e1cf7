import { describe, expect, it } from "vitest";
import { linearProjection } from "../../engine/linear-projection.ts";
import {
  AGE_RULE,
  BODY_FAT_RULE,
  HEIGHT_RULE,
  WEIGHT_RULE,
} from "../../engine/input/input-ranges.ts";
import { projectWeight, type ProjectionInput } from "../../engine/projection.ts";
import { badNumbers, badOptionalNumbers, expectInputError } from "./input-error-helpers.ts";

// Hall KD et al., Lancet 2011;378:826: a lasting cut of 100 kJ a day in an average overweight
// adult gives about 1 kg of eventual loss, about half of it in a year and 95% in about three.
const CUT_100_KJ = -100 / 4.184;
const overweightMan: ProjectionInput = {
  sex: "male",
  age: 40,
  heightCm: 175,
  weightKg: 90,
  pal: 1.6,
  intakeChangeKcal: CUT_100_KJ,
  days: 3650,
};
const overweightWoman: ProjectionInput = {
  ...overweightMan,
  sex: "female",
  heightCm: 163,
  weightKg: 78,
};

const lossBy = (r: { weightKg: number[] }, day: number) =>
  (r.weightKg[0] ?? NaN) - (r.weightKg[day] ?? NaN);

describe("projectWeight: the published behaviour of the Hall 2011 model", () => {
  describe.each([
    ["man of 40, 175 cm, 90 kg", overweightMan],
    ["woman of 40, 163 cm, 78 kg", overweightWoman],
  ])("a lasting cut of 100 kJ (23.9 kcal) a day for a %s at PAL 1.6", (_, input) => {
    const r = projectWeight(input);
    const eventual = lossBy(r, 3650);

    it("loses about 1 kg in the end (0.8 to 1.3 kg after ten years)", () => {
      expect(eventual).toBeGreaterThanOrEqual(0.8);
      expect(eventual).toBeLessThanOrEqual(1.3);
    });

    it("loses about half of it in the first year (40-65% at day 365)", () => {
      const share = lossBy(r, 365) / eventual;
      expect(share).toBeGreaterThanOrEqual(0.4);
      expect(share).toBeLessThanOrEqual(0.65);
    });

    it("loses about 95% of it in about three years (88-99% at day 1,095)", () => {
      const share = lossBy(r, 1095) / eventual;
      expect(share).toBeGreaterThanOrEqual(0.88);
      expect(share).toBeLessThanOrEqual(0.99);
    });

    it("loses mostly fat, and some lean mass", () => {
      const fatLost = (r.fatKg[0] ?? NaN) - (r.fatKg[3650] ?? NaN);
      const leanLost = (r.leanKg[0] ?? NaN) - (r.leanKg[3650] ?? NaN);
      expect(fatLost).toBeGreaterThan(leanLost);
      expect(leanLost).toBeGreaterThan(0);
    });
  });

  it("loses far less than the 7,700 kcal/kg line says over a year of a 500 kcal cut", () => {
    // The straight line: 500 x 365 / 7700 = 23.7 kg. The body adapts, so the model loses less.
    const r = projectWeight({ ...overweightMan, intakeChangeKcal: -500, days: 365 });
    const line = linearProjection({ weightKg: 90, dailyDeficitKcal: 500, days: 365 });
    expect((line.weightKg[0] ?? NaN) - (line.weightKg[365] ?? NaN)).toBeCloseTo(23.7, 1);
    expect(lossBy(r, 365)).toBeGreaterThan(5);
    expect(lossBy(r, 365)).toBeLessThan(23.7);
  });

  it("keeps weight steady when intake does not change", () => {
    const r = projectWeight({ ...overweightMan, intakeChangeKcal: 0 });
    for (const w of r.weightKg) expect(Math.abs(w - 90)).toBeLessThan(1e-6);
  });

  it("gains under a surplus as it loses under a deficit", () => {
    const up = projectWeight({ ...overweightMan, intakeChangeKcal: 200, days: 365 });
    const down = projectWeight({ ...overweightMan, intakeChangeKcal: -200, days: 365 });
    expect(lossBy(up, 365)).toBeLessThan(-1);
    expect(lossBy(down, 365)).toBeGreaterThan(1);
  });
});

describe("projectWeight: its arrays", () => {
  const r = projectWeight({ ...overweightMan, days: 30 });

  it("hold every day from 0 to the last, inclusive", () => {
    expect(r.day).toEqual(Array.from({ length: 31 }, (_, d) => d));
    expect(r.weightKg).toHaveLength(31);
    expect(r.fatKg).toHaveLength(31);
    expect(r.leanKg).toHaveLength(31);
  });

  it("start at the person's weight, and fat plus fat-free mass make up the weight", () => {
    expect(r.weightKg[0]).toBe(90);
    r.weightKg.forEach((w, d) => {
      expect((r.fatKg[d] ?? NaN) + (r.leanKg[d] ?? NaN)).toBeCloseTo(w, 9);
    });
  });

  it("start from the body fat given, when there is one", () => {
    const withFat = projectWeight({ ...overweightMan, bodyFatPct: 20, days: 7 });
    expect(withFat.fatKg[0]).toBeCloseTo(18, 9);
    expect(withFat.leanKg[0]).toBeCloseTo(72, 9);
  });

  it("estimate starting fat from BMI and age without one (Jackson et al. 2002)", () => {
    // BMI 90 / 1.75^2 = 29.39; 0.14 x 40 + 37.31 x ln(29.39) - 103.94 = 27.77% of 90 kg
    const fat = (0.14 * 40 + 37.31 * Math.log(90 / 1.75 ** 2) - 103.94) / 100;
    expect(r.fatKg[0]).toBeCloseTo(90 * fat, 6);
  });
});

describe("projectWeight: bad input names the field", () => {
  const base: ProjectionInput = { ...overweightMan, days: 30 };
  const numeric = [
    ["age", AGE_RULE],
    ["heightCm", HEIGHT_RULE],
    ["weightKg", WEIGHT_RULE],
    ["pal", { min: 1, max: 2.5 }],
    ["intakeChangeKcal", { min: -3000, max: 3000 }],
    ["days", { min: 1, max: 3650 }],
  ] as const;
  for (const [field, rule] of numeric) {
    it.each(badNumbers(rule.min, rule.max))(`rejects %s ${field}`, (_, value) => {
      expectInputError(() => projectWeight({ ...base, [field]: value } as ProjectionInput), field);
    });
  }

  it.each(badOptionalNumbers(BODY_FAT_RULE.min, BODY_FAT_RULE.max))(
    "rejects %s bodyFatPct",
    (_, value) => {
      expectInputError(
        () => projectWeight({ ...base, bodyFatPct: value } as ProjectionInput),
        "bodyFatPct",
      );
    },
  );

  it.each(["", "other", undefined])("rejects sex %j", (sex) => {
    expectInputError(() => projectWeight({ ...base, sex } as unknown as ProjectionInput), "sex");
  });

  it("refuses to project an intake under 800 kcal a day", () => {
    // Resting rate 9.99 x 45 + 6.25 x 150 - 4.92 x 60 - 161 = 930.9; x 1.2 = 1117; - 400 = 717
    const error = expectInputError(
      () =>
        projectWeight({
          sex: "female",
          age: 60,
          heightCm: 150,
          weightKg: 45,
          pal: 1.2,
          intakeChangeKcal: -400,
          days: 30,
        }),
      "intakeChangeKcal",
    );
    expect(error.message).toMatch(/800 kcal/);
  });
});

describe("linearProjection: the straight 7,700 kcal per kg line", () => {
  it("takes 1 kg off every 7,700 kcal: 550 kcal a day for 14 days is 1 kg", () => {
    const r = linearProjection({ weightKg: 80, dailyDeficitKcal: 550, days: 14 });
    expect(r.day).toEqual(Array.from({ length: 15 }, (_, d) => d));
    expect(r.weightKg[0]).toBe(80);
    expect(r.weightKg[7]).toBeCloseTo(79.5, 9);
    expect(r.weightKg[14]).toBeCloseTo(79, 9);
  });

  it("adds weight under a surplus (a negative deficit)", () => {
    const r = linearProjection({ weightKg: 80, dailyDeficitKcal: -275, days: 28 });
    // 275 x 28 / 7700 = 1 kg
    expect(r.weightKg[28]).toBeCloseTo(81, 9);
  });

  it("keeps weight steady with no deficit", () => {
    const r = linearProjection({ weightKg: 80, dailyDeficitKcal: 0, days: 10 });
    expect(new Set(r.weightKg)).toEqual(new Set([80]));
  });

  it("never goes below zero", () => {
    const r = linearProjection({ weightKg: 30, dailyDeficitKcal: 3000, days: 3650 });
    expect(Math.min(...r.weightKg)).toBe(0);
  });

  const base = { weightKg: 80, dailyDeficitKcal: 500, days: 30 };
  const numeric = [
    ["weightKg", WEIGHT_RULE],
    ["dailyDeficitKcal", { min: -3000, max: 3000 }],
    ["days", { min: 1, max: 3650 }],
  ] as const;
  for (const [field, rule] of numeric) {
    it.each(badNumbers(rule.min, rule.max))(`rejects %s ${field}, naming it`, (_, value) => {
      expectInputError(() => linearProjection({ ...base, [field]: value } as typeof base), field);
    });
  }
});

describe("projectWeight: the band for individual variation (spread)", () => {
  // The woman of 40 above, eating 550 kcal a day under a maintenance of 2,100, aiming for 70 kg.
  const plan: ProjectionInput = {
    ...overweightWoman,
    intakeChangeKcal: -550,
    maintenanceKcal: 2100,
    targetWeightKg: 70,
    days: 365,
  };
  const r = projectWeight({ ...plan, spread: 0.1 });
  const low = r.lowKg ?? [];
  const high = r.highKg ?? [];

  it("is given only when asked for", () => {
    const plain = projectWeight(plan);
    expect(plain.lowKg).toBeUndefined();
    expect(plain.highKg).toBeUndefined();
    expect(r.weightKg).toEqual(plain.weightKg);
  });

  it("starts at the person's weight and holds the line between its edges every day", () => {
    expect(low).toHaveLength(366);
    expect(high).toHaveLength(366);
    expect(low[0]).toBe(78);
    expect(high[0]).toBe(78);
    r.weightKg.forEach((w, d) => {
      expect(low[d]).toBeLessThanOrEqual(w);
      expect(high[d]).toBeGreaterThanOrEqual(w);
    });
  });

  it("lower edge: the same intake with maintenance 10% higher (a larger real deficit)", () => {
    // Intake 1,550 kcal; maintenance 2,310 is a change of -760 from it.
    const higher = projectWeight({ ...plan, maintenanceKcal: 2310, intakeChangeKcal: -760 });
    expect(low).toEqual(higher.weightKg);
  });

  it("upper edge: the same intake with maintenance 10% lower, holding as the plan does", () => {
    // Maintenance 1,890 is a change of -340: slower, but it still holds at 70 kg if it gets there.
    const lower = projectWeight({ ...plan, maintenanceKcal: 1890, intakeChangeKcal: -340 });
    expect(high).toEqual(lower.weightKg);
  });

  it("holds at the target once an edge reaches it; the lower edge first", () => {
    const lowDay = low.findIndex((w) => w <= 70);
    const lineDay = r.weightKg.findIndex((w) => w <= 70);
    expect(lowDay).toBeGreaterThan(0);
    expect(lowDay).toBeLessThan(lineDay);
    for (const w of low.slice(lowDay)) expect(w).toBe(70);
  });

  it("is about 1 kg either side after four weeks and wider after twelve", () => {
    expect((high[28] ?? 0) - (low[28] ?? 0)).toBeGreaterThan(1.2);
    expect((high[28] ?? 0) - (low[28] ?? 0)).toBeLessThan(2.5);
    expect((high[84] ?? 0) - (low[84] ?? 0)).toBeGreaterThan((high[28] ?? 0) - (low[28] ?? 0));
  });

  it("lets the upper edge rise when a 10% lower maintenance leaves no deficit at all", () => {
    // 150 kcal a day under 2,100: 10% lower maintenance (1,890) is 60 kcal over the intake.
    const small = projectWeight({ ...plan, intakeChangeKcal: -150, spread: 0.1 });
    const top = small.highKg ?? [];
    expect(top[365]).toBeGreaterThan(78);
    expect(small.weightKg[365]).toBeLessThan(78);
  });

  it("for a gain, the upper edge (maintenance 10% lower) reaches the target first and holds", () => {
    const gain = projectWeight({ ...plan, intakeChangeKcal: 400, targetWeightKg: 82, spread: 0.1 });
    const top = gain.highKg ?? [];
    const day = top.findIndex((w) => w >= 82);
    expect(day).toBeGreaterThan(0);
    expect(day).toBeLessThan(gain.weightKg.findIndex((w) => w >= 82));
    for (const w of top.slice(day)) expect(w).toBe(82);
  });

  it("with a spread of 0 the edges are the line", () => {
    const none = projectWeight({ ...plan, spread: 0 });
    expect(none.lowKg).toEqual(none.weightKg);
    expect(none.highKg).toEqual(none.weightKg);
  });

  it.each(badOptionalNumbers(0, 0.5))("rejects %s spread", (_, spread) => {
    expectInputError(() => projectWeight({ ...plan, spread } as ProjectionInput), "spread");
  });
});
