import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  cmToFeetInches,
  cmToInches,
  feetInchesToCm,
  inchesToCm,
  kgToPounds,
  kgToStonesPounds,
  poundsToKg,
  stonesPoundsToKg,
} from "../../engine/units.ts";
import { HEIGHT_RULE, WEIGHT_RULE } from "../../engine/input/input-ranges.ts";
import { expectInputError } from "./input-error-helpers.ts";

// 1 lb = 0.45359237 kg and 1 in = 2.54 cm exactly (international yard and pound, 1959).
const LB = 0.45359237;
const IN = 2.54;

describe("units: worked conversions", () => {
  it("turns 80 kg into 12 st 8.4 lb", () => {
    // 80 / 0.45359237 = 176.37 lb = 12 x 14 (168) + 8.37 -> 8.4
    expect(kgToStonesPounds(80)).toEqual({ stones: 12, pounds: 8.4 });
  });

  it("turns 12 st 8 lb into 79.83 kg", () => {
    // (12 x 14 + 8) x 0.45359237 = 176 x 0.45359237 = 79.832257
    expect(stonesPoundsToKg(12, 8)).toBeCloseTo(79.832257, 6);
  });

  it("turns 180 cm into 5 ft 10.9 in", () => {
    // 180 / 2.54 = 70.866 in = 5 x 12 (60) + 10.866 -> 10.9
    expect(cmToFeetInches(180)).toEqual({ feet: 5, inches: 10.9 });
  });

  it("turns 5 ft 10 in into 177.8 cm", () => {
    // 70 x 2.54 = 177.8
    expect(feetInchesToCm(5, 10)).toBeCloseTo(177.8, 9);
  });

  it("gives exactly 14 st 0 lb for 196 lb, never 13 st 14 lb", () => {
    expect(kgToStonesPounds(196 * LB)).toEqual({ stones: 14, pounds: 0 });
    // 13 st 13.97 lb rounds to 14.0 lb, which carries into a whole stone
    expect(kgToStonesPounds((13 * 14 + 13.97) * LB)).toEqual({ stones: 14, pounds: 0 });
  });

  it("gives exactly 6 ft 0 in for 182.88 cm, never 5 ft 12 in", () => {
    expect(cmToFeetInches(72 * IN)).toEqual({ feet: 6, inches: 0 });
    expect(cmToFeetInches(71.97 * IN)).toEqual({ feet: 6, inches: 0 });
  });

  it("converts zero both ways", () => {
    expect(kgToStonesPounds(0)).toEqual({ stones: 0, pounds: 0 });
    expect(cmToFeetInches(0)).toEqual({ feet: 0, inches: 0 });
    expect(stonesPoundsToKg(0, 0)).toBe(0);
    expect(feetInchesToCm(0, 0)).toBe(0);
  });

  it("accepts pounds of 14 or more and inches of 12 or more as extra", () => {
    // 10 st 20 lb = 160 lb; 5 ft 14 in = 74 in
    expect(stonesPoundsToKg(10, 20)).toBeCloseTo(160 * LB, 9);
    expect(feetInchesToCm(5, 14)).toBeCloseTo(74 * IN, 9);
  });

  it("converts single units: 1 kg is 2.2046 lb and 1 in is 2.54 cm", () => {
    expect(kgToPounds(1)).toBeCloseTo(2.204623, 6);
    expect(poundsToKg(1)).toBe(LB);
    expect(cmToInches(2.54)).toBeCloseTo(1, 12);
    expect(inchesToCm(1)).toBe(IN);
  });
});

describe("units: round trips", () => {
  const kg = fc.double({ min: WEIGHT_RULE.min, max: WEIGHT_RULE.max, noNaN: true });
  const cm = fc.double({ min: HEIGHT_RULE.min, max: HEIGHT_RULE.max, noNaN: true });

  it("kg -> st/lb -> kg comes back within the 0.05 lb rounding", () => {
    fc.assert(
      fc.property(kg, (w) => {
        const { stones, pounds } = kgToStonesPounds(w);
        expect(Math.abs(stonesPoundsToKg(stones, pounds) - w)).toBeLessThanOrEqual(
          0.05 * LB + 1e-9,
        );
      }),
      { numRuns: 3000 },
    );
  });

  it("cm -> ft/in -> cm comes back within the 0.05 in rounding", () => {
    fc.assert(
      fc.property(cm, (h) => {
        const { feet, inches } = cmToFeetInches(h);
        expect(Math.abs(feetInchesToCm(feet, inches) - h)).toBeLessThanOrEqual(0.05 * IN + 1e-9);
      }),
      { numRuns: 3000 },
    );
  });

  it("st/lb (to 0.1 lb) -> kg -> st/lb gives back the same figures", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 47 }), fc.integer({ min: 0, max: 139 }), (st, t) => {
        const pounds = t / 10;
        expect(kgToStonesPounds(stonesPoundsToKg(st, pounds))).toEqual({ stones: st, pounds });
      }),
      { numRuns: 3000 },
    );
  });

  it("ft/in (to 0.1 in) -> cm -> ft/in gives back the same figures", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 8 }), fc.integer({ min: 0, max: 119 }), (ft, t) => {
        const inches = t / 10;
        expect(cmToFeetInches(feetInchesToCm(ft, inches))).toEqual({ feet: ft, inches });
      }),
      { numRuns: 3000 },
    );
  });

  it("always gives whole stones and pounds from 0 up to under 14", () => {
    fc.assert(
      fc.property(kg, (w) => {
        const { stones, pounds } = kgToStonesPounds(w);
        expect(Number.isInteger(stones)).toBe(true);
        expect(pounds).toBeGreaterThanOrEqual(0);
        expect(pounds).toBeLessThan(14);
        expect(Math.round(pounds * 10)).toBeCloseTo(pounds * 10, 9);
      }),
      { numRuns: 2000 },
    );
  });

  it("always gives whole feet and inches from 0 up to under 12", () => {
    fc.assert(
      fc.property(cm, (h) => {
        const { feet, inches } = cmToFeetInches(h);
        expect(Number.isInteger(feet)).toBe(true);
        expect(inches).toBeGreaterThanOrEqual(0);
        expect(inches).toBeLessThan(12);
      }),
      { numRuns: 2000 },
    );
  });
});

describe("units: bad input", () => {
  const bad: [string, unknown][] = [
    ["negative", -1],
    ["NaN", Number.NaN],
    ["Infinity", Number.POSITIVE_INFINITY],
    ["-Infinity", Number.NEGATIVE_INFINITY],
    ["text", "80"],
    ["missing", undefined],
  ];
  const call = (fn: (...a: number[]) => unknown, ...a: unknown[]) => fn(...(a as number[]));

  it.each(bad)("rejects %s kilograms, naming weight", (_, value) => {
    expectInputError(() => call(kgToStonesPounds, value), "weight");
  });
  it.each(bad)("rejects %s stones, naming stones", (_, value) => {
    expectInputError(() => call(stonesPoundsToKg, value, 0), "stones");
  });
  it.each(bad)("rejects %s pounds, naming pounds", (_, value) => {
    expectInputError(() => call(stonesPoundsToKg, 10, value), "pounds");
  });
  it.each(bad)("rejects %s centimetres, naming height", (_, value) => {
    expectInputError(() => call(cmToFeetInches, value), "height");
  });
  it.each(bad)("rejects %s feet, naming feet", (_, value) => {
    expectInputError(() => call(feetInchesToCm, value, 0), "feet");
  });
  it.each(bad)("rejects %s inches, naming inches", (_, value) => {
    expectInputError(() => call(feetInchesToCm, 5, value), "inches");
  });
});
