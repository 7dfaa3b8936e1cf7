import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { metabolicAdaptation, REFERENCE_BODY_FAT } from "../../../engine/energy/adaptation.ts";

describe("metabolicAdaptation: weeks 4, 12 and 20", () => {
  it("is k x deficit / TDEE with k = 0.10, 0.15 and 0.25 at the reference body fat", () => {
    // 500 / 2500 = 0.2: 2%, 3%, 5%
    expect(metabolicAdaptation(500, 2500, "male")).toEqual({
      week1to4: 2,
      week5to12: 3,
      week13plus: 5,
    });
    expect(metabolicAdaptation(500, 2500, "male", 15)).toEqual(
      metabolicAdaptation(500, 2500, "male"),
    );
  });

  it("assumes 15% body fat for men and 25% for women", () => {
    expect(REFERENCE_BODY_FAT).toEqual({ male: 15, female: 25 });
    expect(metabolicAdaptation(500, 2500, "female", 25)).toEqual(
      metabolicAdaptation(500, 2500, "female"),
    );
  });

  it("scales with reference / body fat: half the body fat, twice the adaptation", () => {
    // 0.2 x 2 = 0.4: 4%, 6%, 10%
    expect(metabolicAdaptation(500, 2500, "female", 12.5)).toEqual({
      week1to4: 4,
      week5to12: 6,
      week13plus: 10,
    });
  });

  it("is capped at 30%", () => {
    // 0.5 x 3 x 0.25 = 37.5% -> 30%
    expect(metabolicAdaptation(1000, 2000, "male", 5).week13plus).toBe(30);
  });

  it("is zero with no deficit, a surplus, or no TDEE", () => {
    const zero = { week1to4: 0, week5to12: 0, week13plus: 0 };
    expect(metabolicAdaptation(0, 2500, "male")).toEqual(zero);
    expect(metabolicAdaptation(-500, 2500, "male")).toEqual(zero);
    expect(metabolicAdaptation(500, 0, "male")).toEqual(zero);
  });

  it("never falls from week 4 to week 20, and stays within 0-30%", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1000, max: 3000 }),
        fc.integer({ min: 1000, max: 6000 }),
        fc.constantFrom("male" as const, "female" as const),
        fc.option(
          fc.integer({ min: 50, max: 500 }).map((n) => n / 10),
          { nil: undefined },
        ),
        (deficit, tdee, sex, bodyFat) => {
          const a = metabolicAdaptation(deficit, tdee, sex, bodyFat);
          expect(a.week1to4).toBeLessThanOrEqual(a.week5to12);
          expect(a.week5to12).toBeLessThanOrEqual(a.week13plus);
          expect(a.week1to4).toBeGreaterThanOrEqual(0);
          expect(a.week13plus).toBeLessThanOrEqual(30);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
