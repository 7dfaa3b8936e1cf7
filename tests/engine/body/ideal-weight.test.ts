import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { frameFromWrist, idealWeight } from "../../../engine/body/ideal-weight.ts";
import type { Frame } from "../../../engine/body/ideal-weight.ts";
import { badNumbers, expectInputError } from "../input-error-helpers.ts";

describe("idealWeight: worked examples", () => {
  it("gives Devine 75.0, Robinson 72.6, Miller 71.5 and Hamwi 77.3 kg for a man of 180 cm", () => {
    // 180 cm = 70.866 in, so 10.866 in over 5 ft
    // Devine   50   + 2.3  x 10.866 = 74.992 -> 75.0
    // Robinson 52   + 1.9  x 10.866 = 72.646 -> 72.6
    // Miller   56.2 + 1.41 x 10.866 = 71.521 -> 71.5
    // Hamwi    48   + 2.7  x 10.866 = 77.339 -> 77.3
    expect(idealWeight({ sex: "male", heightCm: 180 })).toEqual({
      devine: 75,
      robinson: 72.6,
      miller: 71.5,
      hamwi: 77.3,
      // 18.5 x 1.8^2 = 59.94 -> 60.0 (rounded up); 24.9 x 1.8^2 = 80.676 -> 80.6 (down)
      healthyBmiRange: { minKg: 60, maxKg: 80.6 },
      belowFiveFeet: false,
      frame: "medium",
    });
  });

  it("gives Devine 56.9, Robinson 57.4, Miller 59.8 and Hamwi 56.4 kg for a woman of 165 cm", () => {
    // 165 cm = 64.961 in, so 4.961 in over 5 ft
    // Devine   45.5 + 2.3  x 4.961 = 56.909 -> 56.9
    // Robinson 49   + 1.7  x 4.961 = 57.433 -> 57.4
    // Miller   53.1 + 1.36 x 4.961 = 59.846 -> 59.8
    // Hamwi    45.5 + 2.2  x 4.961 = 56.413 -> 56.4
    const result = idealWeight({ sex: "female", heightCm: 165 });
    expect([result.devine, result.robinson, result.miller, result.hamwi]).toEqual([
      56.9, 57.4, 59.8, 56.4,
    ]);
  });

  it("gives each formula's base weight at exactly 5 ft (152.4 cm), not flagged as below", () => {
    const result = idealWeight({ sex: "female", heightCm: 152.4 });
    expect([result.devine, result.robinson, result.miller, result.hamwi]).toEqual([
      45.5, 49, 53.1, 45.5,
    ]);
    expect(result.belowFiveFeet).toBe(false);
  });

  it("extends the formulas below 5 ft and says so: a woman of 150 cm", () => {
    // 150 cm = 59.055 in, so -0.945 in: Devine 45.5 - 2.3 x 0.945 = 43.327 -> 43.3
    const result = idealWeight({ sex: "female", heightCm: 150 });
    expect(result.devine).toBe(43.3);
    expect(result.hamwi).toBe(43.4);
    expect(result.belowFiveFeet).toBe(true);
  });

  it("takes 10% off for a small frame and adds 10% for a large one", () => {
    // Devine 74.992 x 0.9 = 67.493 -> 67.5; x 1.1 = 82.491 -> 82.5
    // Hamwi 77.339 x 0.9 = 69.605 -> 69.6; x 1.1 = 85.072 -> 85.1
    const small = idealWeight({ sex: "male", heightCm: 180, frame: "small" });
    const large = idealWeight({ sex: "male", heightCm: 180, frame: "large" });
    expect([small.devine, small.hamwi, small.frame]).toEqual([67.5, 69.6, "small"]);
    expect([large.devine, large.hamwi, large.frame]).toEqual([82.5, 85.1, "large"]);
  });

  it("does not change the healthy BMI range for frame size", () => {
    const small = idealWeight({ sex: "male", heightCm: 180, frame: "small" });
    expect(small.healthyBmiRange).toEqual({ minKg: 60, maxKg: 80.6 });
  });

  it("treats a blank frame as medium", () => {
    expect(idealWeight({ sex: "male", heightCm: 180, frame: "" as never }).devine).toBe(75);
  });

  it("accepts a height typed as text", () => {
    expect(idealWeight({ sex: "male", heightCm: "180" as unknown as number }).devine).toBe(75);
  });
});

describe("idealWeight: bad input", () => {
  it.each([
    ["missing", undefined],
    ["unknown", "x"],
    ["wrong case", "MALE"],
  ])("rejects a sex that is %s", (_, sex) => {
    expectInputError(() => idealWeight({ sex: sex as never, heightCm: 170 }), "sex");
  });

  it.each(badNumbers(120, 250))("rejects a height that is %s", (_, value) => {
    expectInputError(() => idealWeight({ sex: "male", heightCm: value as number }), "heightCm");
  });

  it("stops at 120 cm, where the extended formulas would fall towards zero", () => {
    const error = expectInputError(() => idealWeight({ sex: "male", heightCm: 110 }), "heightCm");
    expect(error.message).toBe("Your height must be between 120 and 250 cm.");
    expect(idealWeight({ sex: "male", heightCm: 120, frame: "small" }).hamwi).toBeGreaterThan(12);
  });

  it.each([
    ["unknown", "huge"],
    ["a number", 2],
    ["wrong case", "Small"],
  ])("rejects a frame that is %s", (_, frame) => {
    expectInputError(
      () => idealWeight({ sex: "male", heightCm: 170, frame: frame as never }),
      "frame",
    );
  });
});

describe("idealWeight: properties", () => {
  const sex = fc.constantFrom("male" as const, "female" as const);
  const frame = fc.constantFrom<Frame>("small", "medium", "large");
  const height = fc.double({ min: 120, max: 250, noNaN: true });

  it("all outputs are finite and positive", () => {
    fc.assert(
      fc.property(sex, height, frame, (s, heightCm, f) => {
        const r = idealWeight({ sex: s, heightCm, frame: f });
        for (const n of [r.devine, r.robinson, r.miller, r.hamwi, r.healthyBmiRange.minKg]) {
          expect(Number.isFinite(n)).toBe(true);
          expect(n).toBeGreaterThan(0);
        }
        expect(r.healthyBmiRange.maxKg).toBeGreaterThan(r.healthyBmiRange.minKg);
      }),
    );
  });

  it("ideal weights increase with height", () => {
    fc.assert(
      fc.property(sex, height, height, frame, (s, a, b, f) => {
        fc.pre(Math.abs(a - b) >= 0.5);
        const [short, tall] = a < b ? [a, b] : [b, a];
        const r1 = idealWeight({ sex: s, heightCm: short, frame: f });
        const r2 = idealWeight({ sex: s, heightCm: tall, frame: f });
        for (const key of ["devine", "robinson", "miller", "hamwi"] as const) {
          expect(r2[key]).toBeGreaterThan(r1[key]);
        }
        expect(r2.healthyBmiRange.minKg).toBeGreaterThanOrEqual(r1.healthyBmiRange.minKg);
      }),
    );
  });

  it("small frame < medium < large for every formula", () => {
    fc.assert(
      fc.property(sex, height, (s, heightCm) => {
        const small = idealWeight({ sex: s, heightCm, frame: "small" });
        const medium = idealWeight({ sex: s, heightCm });
        const large = idealWeight({ sex: s, heightCm, frame: "large" });
        for (const key of ["devine", "robinson", "miller", "hamwi"] as const) {
          expect(small[key]).toBeLessThan(medium[key]);
          expect(medium[key]).toBeLessThan(large[key]);
        }
      }),
    );
  });

  it("is flagged below five feet exactly when the height is under 152.4 cm", () => {
    fc.assert(
      fc.property(sex, height, (s, heightCm) => {
        expect(idealWeight({ sex: s, heightCm }).belowFiveFeet).toBe(heightCm < 152.4);
      }),
    );
  });
});

describe("frameFromWrist (MedlinePlus bounds)", () => {
  const cases: [string, number, number, Frame][] = [
    // Women under 5'2" (157.48 cm): small under 13.97 cm (5.5 in), large over 14.605 (5.75 in)
    ["female", 157.4, 13.9, "small"],
    ["female", 157.4, 13.97, "medium"],
    ["female", 157.4, 14.6, "medium"],
    ["female", 157.4, 14.7, "large"],
    // Women 5'2" to 5'5" (157.48-165.1 cm): small under 15.24 (6 in), large over 15.875 (6.25 in)
    ["female", 157.48, 15.2, "small"],
    ["female", 160, 15.24, "medium"],
    ["female", 165.1, 15.875, "medium"],
    ["female", 165.1, 15.9, "large"],
    // Women over 5'5": small under 15.875 (6.25 in), large over 16.51 (6.5 in)
    ["female", 165.2, 15.8, "small"],
    ["female", 170, 15.9, "medium"],
    ["female", 170, 16.51, "medium"],
    ["female", 170, 16.6, "large"],
    // Men: small under 16.51 (6.5 in), large over 19.05 (7.5 in)
    ["male", 180, 16.5, "small"],
    ["male", 180, 16.51, "medium"],
    ["male", 180, 19.05, "medium"],
    ["male", 180, 19.1, "large"],
    // Men of 5'5" or under: the same men's bounds
    ["male", 160, 16.4, "small"],
    ["male", 160, 19.2, "large"],
  ];
  it.each(cases)(
    "a %s of %s cm with a %s cm wrist has a %s frame",
    (sex, heightCm, wristCm, frame) => {
      expect(frameFromWrist({ sex: sex as "male" | "female", heightCm, wristCm }).frame).toBe(
        frame,
      );
    },
  );

  it("returns the bounds it used", () => {
    expect(frameFromWrist({ sex: "female", heightCm: 160, wristCm: 15.5 })).toEqual({
      frame: "medium",
      smallBelowCm: 15.24,
      largeAboveCm: 15.875,
    });
  });

  it.each([
    ["missing", undefined],
    ["unknown", "x"],
  ])("rejects a sex that is %s", (_, sex) => {
    expectInputError(
      () => frameFromWrist({ sex: sex as never, heightCm: 170, wristCm: 16 }),
      "sex",
    );
  });

  it.each(badNumbers(100, 250))("rejects a height that is %s", (_, value) => {
    expectInputError(
      () => frameFromWrist({ sex: "female", heightCm: value as number, wristCm: 16 }),
      "heightCm",
    );
  });

  it.each(badNumbers(10, 30))("rejects a wrist that is %s", (_, value) => {
    expectInputError(
      () => frameFromWrist({ sex: "female", heightCm: 170, wristCm: value as number }),
      "wristCm",
    );
  });

  it("never gives a smaller frame for a bigger wrist", () => {
    const order: Frame[] = ["small", "medium", "large"];
    fc.assert(
      fc.property(
        fc.constantFrom("male" as const, "female" as const),
        fc.double({ min: 100, max: 250, noNaN: true }),
        fc.double({ min: 10, max: 30, noNaN: true }),
        fc.double({ min: 10, max: 30, noNaN: true }),
        (sex, heightCm, a, b) => {
          const [small, big] = a <= b ? [a, b] : [b, a];
          const f1 = frameFromWrist({ sex, heightCm, wristCm: small }).frame;
          const f2 = frameFromWrist({ sex, heightCm, wristCm: big }).frame;
          expect(order.indexOf(f2)).toBeGreaterThanOrEqual(order.indexOf(f1));
        },
      ),
    );
  });
});
