import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { ACTIVITY_LEVELS } from "../../../engine/data/activity-levels.ts";
import { bmr } from "../../../engine/energy/bmr.ts";
import { calorieNeeds } from "../../../engine/energy/calorie-needs.ts";
import { badNumbers, expectInputError } from "../input-error-helpers.ts";

const man = { sex: "male" as const, age: 30, heightCm: 180, weightKg: 80, activity: 1.55 };
const woman = { sex: "female" as const, age: 60, heightCm: 160, weightKg: 60, activity: 1.2 };

const rows = (r: ReturnType<typeof calorieNeeds>, goal: "lose" | "gain") =>
  r.targets
    .filter((t) => t.goal === goal)
    .map((t) => [t.kgPerWeek, t.calories, t.dailyChange, t.flooredAtMinimum]);

describe("calorieNeeds: worked examples", () => {
  it("gives a man of 30, 180 cm, 80 kg, moderately active, 2,759 kcal to maintain", () => {
    // Mifflin: 10 x 80 + 6.25 x 180 - 5 x 30 + 5 = 800 + 1125 - 150 + 5 = 1780
    // Maintenance: 1780 x 1.55 = 2759
    const r = calorieNeeds(man);
    expect(r.bmr).toBe(1780);
    expect(r.maintenance).toBe(2759);
    expect(r.activity).toBe(1.55);
    expect(r.bmr).toBe(Math.round(bmr("mifflin", man)));
  });

  it("takes 275, 550 and 825 kcal a day off to lose 0.25 to 0.75 kg a week, and 880 for 0.8 kg, 1% of his weight", () => {
    // 0.25 x 7700 / 7 = 275; 0.5 -> 550; 0.75 -> 825; 0.8 -> 880. 1 kg a week would be over
    // 1% of his 80 kg, so the table stops at 0.8, the fastest pace the plans give him.
    const r = calorieNeeds(man);
    expect(r.maxLossKgPerWeek).toBe(0.8);
    expect(rows(r, "lose")).toEqual([
      [0.25, 2484, -275, false],
      [0.5, 2209, -550, false],
      [0.75, 1934, -825, false],
      [0.8, 1879, -880, false],
    ]);
  });

  it("stops at 1 kg a week from 100 kg, however heavy", () => {
    const r = calorieNeeds({ ...man, weightKg: 130 });
    expect(rows(r, "lose").map(([rate]) => rate)).toEqual([0.25, 0.5, 0.75, 1]);
  });

  it("shows no gain rows from BMI 30: no surplus is planned there", () => {
    // 100 kg at 180 cm is BMI 30.9
    expect(rows(calorieNeeds({ ...man, weightKg: 100 }), "gain")).toEqual([]);
  });

  it("adds the same amounts to gain 0.25 to 1 kg a week", () => {
    expect(rows(calorieNeeds(man), "gain")).toEqual([
      [0.25, 3034, 275, false],
      [0.5, 3309, 550, false],
      [0.75, 3584, 825, false],
      [1, 3859, 1100, false],
    ]);
  });

  it("gives the weekly change each target really delivers", () => {
    const lose = calorieNeeds(man).targets.filter((t) => t.goal === "lose");
    expect(lose.map((t) => t.expectedKgPerWeek)).toEqual([0.25, 0.5, 0.75, 0.8]);
  });

  it("never plans below 1,200 kcal for women, and says when it raised a target", () => {
    // Mifflin: 600 + 1000 - 300 - 161 = 1139; x 1.2 = 1366.8 -> 1367
    // 0.25 kg: 1367 - 275 = 1092 -> raised to 1200 (a change of -167, so 0.15 kg a week)
    const r = calorieNeeds(woman);
    expect(r.maintenance).toBe(1367);
    expect(r.minimumCalories).toBe(1200);
    // Her fastest pace is 0.6 kg a week, 1% of her 60 kg.
    expect(rows(r, "lose")).toEqual([
      [0.25, 1200, -167, true],
      [0.5, 1200, -167, true],
      [0.6, 1200, -167, true],
    ]);
    expect(r.targets[0]?.expectedKgPerWeek).toBe(0.15);
  });

  it("never plans below 1,500 kcal for men", () => {
    // Mifflin: 10 x 60 + 6.25 x 165 - 5 x 50 + 5 = 600 + 1031.25 - 250 + 5 = 1386.25
    // x 1.2 = 1663.5 -> 1664; 0.6 kg a week (1% of 60 kg) would be 1004, raised to 1500
    const r = calorieNeeds({ sex: "male", age: 50, heightCm: 165, weightKg: 60, activity: 1.2 });
    expect(r.maintenance).toBe(1664);
    const lose = r.targets.filter((t) => t.goal === "lose");
    expect(lose.map((t) => t.calories)).toEqual([1500, 1500, 1500]);
    expect(lose.map((t) => t.flooredAtMinimum)).toEqual([true, true, true]);
  });

  it("shows under-18s loss rates up to 0.5 kg a week only, never below SACN's EAR less 500", () => {
    // Henry (not Mifflin) under 18: 0.0465 x 80 + 3.18 = 6.9 MJ = 1649.1 kcal; x 1.375 =
    // 2267.5 -> 2268. 0.25: 1993; 0.5: 1718 -> raised to SACN's 2,390 for a girl of 15, less 500
    const r = calorieNeeds({
      sex: "female",
      age: 15,
      heightCm: 160,
      weightKg: 80,
      activity: 1.375,
    });
    expect(r.bmr).toBe(1649);
    expect(r.maxLossKgPerWeek).toBe(0.5);
    expect(rows(r, "lose")).toEqual([
      [0.25, 1993, -275, false],
      [0.5, 1890, -378, true],
    ]);
    // BMI 31.3, over the IOTF obesity cut-off for a girl of 15: no surplus, no gain rows.
    expect(rows(r, "gain")).toEqual([]);
  });

  it("shows people of 65 and over loss rates up to 0.5 kg a week only", () => {
    const r = calorieNeeds({ ...man, age: 70 });
    expect(r.maxLossKgPerWeek).toBe(0.5);
    expect(rows(r, "lose").map(([rate]) => rate)).toEqual([0.25, 0.5]);
  });

  it("never sets a loss target above maintenance when maintenance is under the minimum", () => {
    // Mifflin: 300 + 625 - 450 - 161 = 314; x 1.2 = 376.8 -> 377
    const r = calorieNeeds({ sex: "female", age: 90, heightCm: 100, weightKg: 30, activity: 1.2 });
    expect(r.maintenance).toBe(377);
    expect(r.minimumCalories).toBe(377);
    for (const t of r.targets.filter((x) => x.goal === "lose")) {
      expect(t.calories).toBe(377);
      expect(t.dailyChange).toBe(0);
      expect(t.flooredAtMinimum).toBe(true);
    }
  });

  it.each(ACTIVITY_LEVELS.map((level) => [level.label, level.value]))(
    "accepts the %s level (%s) as a number and as text",
    (_, value) => {
      const asNumber = calorieNeeds({ ...man, activity: value });
      const asText = calorieNeeds({ ...man, activity: String(value) });
      expect(asText).toEqual(asNumber);
      expect(asNumber.maintenance).toBe(Math.round(1780 * value));
    },
  );
});

describe("calorieNeeds: bad input", () => {
  it.each([
    ["missing", undefined],
    ["unknown", "other"],
  ])("rejects a sex that is %s", (_, sex) => {
    expectInputError(() => calorieNeeds({ ...man, sex: sex as never }), "sex");
  });

  it.each(badNumbers(13, 100))("rejects an age that is %s", (_, value) => {
    expectInputError(() => calorieNeeds({ ...man, age: value as number }), "age");
  });

  it.each(badNumbers(100, 250))("rejects a height that is %s", (_, value) => {
    expectInputError(() => calorieNeeds({ ...man, heightCm: value as number }), "heightCm");
  });

  it.each(badNumbers(30, 300))("rejects a weight that is %s", (_, value) => {
    expectInputError(() => calorieNeeds({ ...man, weightKg: value as number }), "weightKg");
  });

  it.each([
    ["missing", undefined],
    ["blank", ""],
    ["non-numeric text", "active"],
    ["NaN", Number.NaN],
    ["Infinity", Number.POSITIVE_INFINITY],
    ["not one of the five levels", 1.5],
    ["a level written as an exponent", "155e-2"],
    ["an object", {}],
  ])("rejects an activity that is %s", (_, value) => {
    expectInputError(() => calorieNeeds({ ...man, activity: value as number }), "activity");
  });
});

describe("calorieNeeds: properties", () => {
  const input = fc.record({
    sex: fc.constantFrom("male" as const, "female" as const),
    age: fc.integer({ min: 13, max: 100 }),
    heightCm: fc.double({ min: 100, max: 250, noNaN: true }),
    weightKg: fc.double({ min: 30, max: 300, noNaN: true }),
    activity: fc.constantFrom(...ACTIVITY_LEVELS.map((l) => l.value)),
  });

  it("all outputs are finite whole numbers of calories", () => {
    fc.assert(
      fc.property(input, (p) => {
        const r = calorieNeeds(p);
        for (const n of [
          r.bmr,
          r.maintenance,
          ...r.targets.flatMap((t) => [t.calories, t.dailyChange]),
        ]) {
          expect(Number.isInteger(n)).toBe(true);
        }
        for (const t of r.targets) expect(Number.isFinite(t.expectedKgPerWeek)).toBe(true);
      }),
    );
  });

  it("loss targets stay at or above the minimum and at or below maintenance", () => {
    fc.assert(
      fc.property(input, (p) => {
        const r = calorieNeeds(p);
        for (const t of r.targets.filter((x) => x.goal === "lose")) {
          expect(t.calories).toBeGreaterThanOrEqual(r.minimumCalories);
          expect(t.calories).toBeLessThanOrEqual(r.maintenance);
          expect(t.flooredAtMinimum).toBe(
            t.calories !== Math.round(r.maintenance - (t.kgPerWeek * 7700) / 7),
          );
        }
      }),
    );
  });

  it("faster loss never means more calories, faster gain never fewer", () => {
    fc.assert(
      fc.property(input, (p) => {
        const r = calorieNeeds(p);
        const lose = r.targets.filter((t) => t.goal === "lose").map((t) => t.calories);
        const gain = r.targets.filter((t) => t.goal === "gain").map((t) => t.calories);
        for (let i = 1; i < lose.length; i++) expect(lose[i]).toBeLessThanOrEqual(lose[i - 1] ?? 0);
        for (let i = 1; i < gain.length; i++) expect(gain[i]).toBeGreaterThan(gain[i - 1] ?? 0);
      }),
    );
  });
});
