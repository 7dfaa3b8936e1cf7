import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { navyBodyFat } from "../../../engine/body/body-fat.ts";
import { InputError } from "../../../engine/core/errors.ts";
import { badNumbers, badOptionalNumbers, expectInputError } from "../input-error-helpers.ts";

const man = { sex: "male" as const, heightCm: 180, neckCm: 38, waistCm: 90 };
const woman = { sex: "female" as const, heightCm: 165, neckCm: 33, waistCm: 75, hipCm: 100 };

describe("navyBodyFat: worked examples", () => {
  it("gives 19.8% (acceptable) for a man 180 cm tall, neck 38 cm, waist 90 cm", () => {
    // waist - neck = 52; log10(52) = 1.716003; log10(180) = 2.255273
    // 1.0324 - 0.19077 x 1.716003 + 0.15456 x 2.255273
    //   = 1.0324 - 0.327362 + 0.348575 = 1.053613
    // 495 / 1.053613 = 469.812; 469.812 - 450 = 19.812 -> 19.8%
    const result = navyBodyFat(man);
    expect(result.bodyFatPct).toBe(19.8);
    expect(result.category).toBe("acceptable");
    expect(result.categoryLabel).toBe("Acceptable");
    expect(result.accuracyPct).toBe(3.5);
  });

  it("gives 29.4% (acceptable) for a woman 165 cm, neck 33, waist 75, hips 100 cm", () => {
    // waist + hip - neck = 142; log10(142) = 2.152288; log10(165) = 2.217484
    // 1.29579 - 0.35004 x 2.152288 + 0.22100 x 2.217484
    //   = 1.29579 - 0.753387 + 0.490064 = 1.032467
    // 495 / 1.032467 = 479.434; 479.434 - 450 = 29.434 -> 29.4%
    const result = navyBodyFat(woman);
    expect(result.bodyFatPct).toBe(29.4);
    expect(result.category).toBe("acceptable");
  });

  it("splits 80 kg at 19.8% into 15.8 kg of fat and 64.2 kg of lean mass", () => {
    // 80 x 0.198 = 15.84 -> 15.8; 80 - 15.8 = 64.2
    const result = navyBodyFat({ ...man, weightKg: 80 });
    expect(result.fatMassKg).toBe(15.8);
    expect(result.leanMassKg).toBe(64.2);
  });

  it("gives no fat or lean mass without a weight", () => {
    const result = navyBodyFat(man);
    expect(result.fatMassKg).toBeUndefined();
    expect(result.leanMassKg).toBeUndefined();
  });

  it("ignores a man's hip measurement, even a bad one", () => {
    expect(navyBodyFat({ ...man, hipCm: "abc" as unknown as number }).bodyFatPct).toBe(19.8);
  });

  it("accepts measurements typed as text", () => {
    const result = navyBodyFat({
      sex: "male",
      heightCm: "180" as unknown as number,
      neckCm: "38" as unknown as number,
      waistCm: "90" as unknown as number,
    });
    expect(result.bodyFatPct).toBe(19.8);
  });

  it("gives more body fat for a bigger waist, everything else equal", () => {
    expect(navyBodyFat({ ...man, waistCm: 100 }).bodyFatPct).toBeGreaterThan(19.8);
  });
});

describe("navyBodyFat: measurements that do not make sense", () => {
  it("asks for a waist bigger than the neck (men)", () => {
    const error = expectInputError(
      () => navyBodyFat({ ...man, neckCm: 45, waistCm: 45 }),
      "waistCm",
    );
    expect(error.message).toMatch(/bigger than your neck/);
  });

  it("says a result under 2% looks unlikely", () => {
    // waist - neck = 10: 495 / (1.0324 - 0.19077 + 0.15456 x log10(190)) - 450 < 0
    const error = expectInputError(
      () => navyBodyFat({ sex: "male", heightCm: 190, neckCm: 50, waistCm: 60 }),
      "waistCm",
    );
    expect(error.message).toMatch(/looks unlikely.*check/);
  });

  it("says a result over 75% looks unlikely", () => {
    // waist + hip - neck = 380 at 100 cm: 495 / (1.29579 - 0.903 + 0.442) - 450 = 143%
    expectInputError(
      () => navyBodyFat({ sex: "female", heightCm: 100, neckCm: 20, waistCm: 200, hipCm: 200 }),
      "waistCm",
    );
  });
});

describe("navyBodyFat: bad input", () => {
  it.each([
    ["missing", undefined],
    ["unknown", "other"],
    ["wrong case", "Female"],
  ])("rejects a sex that is %s", (_, sex) => {
    expectInputError(() => navyBodyFat({ ...man, sex: sex as never }), "sex");
  });

  it.each(badNumbers(100, 250))("rejects a height that is %s", (_, value) => {
    expectInputError(() => navyBodyFat({ ...man, heightCm: value as number }), "heightCm");
  });

  it.each(badNumbers(20, 80))("rejects a neck that is %s", (_, value) => {
    expectInputError(() => navyBodyFat({ ...man, neckCm: value as number }), "neckCm");
  });

  it.each(badNumbers(40, 200))("rejects a waist that is %s", (_, value) => {
    expectInputError(() => navyBodyFat({ ...man, waistCm: value as number }), "waistCm");
  });

  it.each(badNumbers(50, 200))("rejects a woman's hip measurement that is %s", (_, value) => {
    expectInputError(() => navyBodyFat({ ...woman, hipCm: value as number }), "hipCm");
  });

  it("asks a woman for her hip measurement", () => {
    const error = expectInputError(() => navyBodyFat({ ...woman, hipCm: undefined }), "hipCm");
    expect(error.message).toBe("Enter your hip measurement.");
  });

  it.each(badOptionalNumbers(30, 300))("rejects a weight that is %s", (_, value) => {
    expectInputError(() => navyBodyFat({ ...man, weightKg: value as number }), "weightKg");
  });
});

describe("navyBodyFat: properties", () => {
  const input = fc.record({
    sex: fc.constantFrom("male" as const, "female" as const),
    heightCm: fc.double({ min: 100, max: 250, noNaN: true }),
    neckCm: fc.double({ min: 20, max: 80, noNaN: true }),
    waistCm: fc.double({ min: 40, max: 200, noNaN: true }),
    hipCm: fc.double({ min: 50, max: 200, noNaN: true }),
    weightKg: fc.double({ min: 30, max: 300, noNaN: true }),
  });

  it("every answer is finite, between 2% and 75%, or an InputError on the waist", () => {
    fc.assert(
      fc.property(input, (p) => {
        try {
          const r = navyBodyFat(p);
          expect(r.bodyFatPct).toBeGreaterThanOrEqual(2);
          expect(r.bodyFatPct).toBeLessThanOrEqual(75);
          for (const n of [r.bodyFatPct, r.fatMassKg, r.leanMassKg]) {
            expect(Number.isFinite(n)).toBe(true);
          }
        } catch (error) {
          expect(error).toBeInstanceOf(InputError);
          expect((error as InputError).field).toBe("waistCm");
        }
      }),
    );
  });

  it("fat and lean mass add up to the weight and are never negative", () => {
    fc.assert(
      fc.property(input, (p) => {
        fc.pre(p.sex === "female" || p.waistCm > p.neckCm);
        let r;
        try {
          r = navyBodyFat(p);
        } catch {
          return;
        }
        expect(r.fatMassKg).toBeGreaterThanOrEqual(0);
        expect(r.leanMassKg).toBeGreaterThanOrEqual(0);
        expect((r.fatMassKg ?? 0) + (r.leanMassKg ?? 0)).toBeCloseTo(p.weightKg, 1);
      }),
    );
  });

  it("body fat never falls as the waist grows", () => {
    fc.assert(
      fc.property(input, fc.double({ min: 0, max: 50, noNaN: true }), (p, extra) => {
        let a;
        let b;
        try {
          a = navyBodyFat(p);
          b = navyBodyFat({ ...p, waistCm: Math.min(200, p.waistCm + extra) });
        } catch {
          return;
        }
        expect(b.bodyFatPct).toBeGreaterThanOrEqual(a.bodyFatPct);
      }),
    );
  });
});
