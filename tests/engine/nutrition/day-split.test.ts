import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { splitWeek, type WeekSplitInput } from "../../../engine/nutrition/day-split.ts";

const week: WeekSplitInput = {
  maintenance: 2500,
  deficit: 500,
  trainingDays: 3,
  maxDayDeficit: 1100,
  floor: 1500,
};

describe('splitWeek (docs/safety-rules.md, "Training and rest days")', () => {
  it("gives training days 0.8 and rest days 1.2 of the deficit, keeping the week's mean", () => {
    // 3,500 kcal a week over 3 x 0.8 + 4 x 1.2 = 7.2 shares: 486.1 each.
    // Rest: 1.2 x 486.1 = 583.3 -> 2500 - 583.3 = 1917; training: 0.8 x 486.1 = 388.9 -> 2111.
    // Week: 3 x 2111 + 4 x 1917 = 14,001 -> 2000.1 a day
    const r = splitWeek(week);
    expect(r).toMatchObject({ training: 2111, rest: 1917, average: 2000 });
    expect(r.meanDeficit).toBeCloseTo(2500 - 14001 / 7, 9);
  });

  it("puts a refeed day in place of a rest day and still keeps the week's mean", () => {
    // Refeed at maintenance: 3 training, 3 rest, 1 refeed. 3,500 / (2.4 + 3.6) = 583.3;
    // rest 700 -> 1800; training 466.7 -> 2033. Week: 6099 + 5400 + 2500 = 13,999 -> 1999.9
    const r = splitWeek({ ...week, refeedCalories: 2500 });
    expect(r).toMatchObject({ training: 2033, rest: 1800, average: 2000 });
    expect(r.meanDeficit).toBeCloseTo(2500 - 13999 / 7, 9);
  });

  it("counts the refeed day's own deficit towards the week", () => {
    // Refeed at 2,400 (100 under maintenance): 3,400 left over 6 shares = 566.7;
    // rest 680 -> 1820; training 453.3 -> 2047. Week: 6141 + 5460 + 2400 = 14,001
    const r = splitWeek({ ...week, refeedCalories: 2400 });
    expect(r).toMatchObject({ training: 2047, rest: 1820, average: 2000 });
  });

  it("puts no day over the daily cap, and gives the rest of the deficit to training days", () => {
    // 7,000 kcal a week: rest days would carry 1,166.7, capped at 1,100 -> 1400;
    // training takes (7000 - 4 x 1100) / 3 = 866.7 -> 1633. Week: 4899 + 5600 = 10,499
    const r = splitWeek({ ...week, deficit: 1000, floor: 1200 });
    expect(r).toMatchObject({ training: 1633, rest: 1400, average: 1500 });
    expect(r.meanDeficit).toBeCloseTo(2500 - 10499 / 7, 9);
  });

  it("reports the real mean when the cap leaves the week short of the planned deficit", () => {
    // 6 training days and a refeed: 7,000 / 6 = 1,166.7 a day, capped at 1,100 -> 1400.
    // Week: 6 x 1400 + 2500 = 10,900 -> 1557.1; a mean deficit of 942.9, not 1,000
    const r = splitWeek({
      ...week,
      deficit: 1000,
      trainingDays: 6,
      refeedCalories: 2500,
      floor: 1200,
    });
    expect(r).toMatchObject({ training: 1400, average: 1557 });
    expect(r.meanDeficit).toBeCloseTo(2500 - 10900 / 7, 9);
  });

  it("never plans a day under the floor, and reports the mean the floor gives", () => {
    // Maintenance 1,800, 550 kcal a day: rest 1158 and training 1372 both rise to 1,500
    const r = splitWeek({ ...week, maintenance: 1800, deficit: 550 });
    expect(r).toMatchObject({ training: 1500, rest: 1500, average: 1500 });
    expect(r.meanDeficit).toBeCloseTo(300, 9);
  });

  it("spreads the deficit evenly with no training days", () => {
    expect(splitWeek({ ...week, trainingDays: 0 })).toMatchObject({ rest: 2000, average: 2000 });
  });

  it("spreads the deficit evenly when every day is a training day", () => {
    expect(splitWeek({ ...week, trainingDays: 7 })).toMatchObject({
      training: 2000,
      average: 2000,
    });
  });

  it("makes one of seven training days the refeed day", () => {
    // 6 training days carry 3,500: 583.3 each -> 1917. Week: 6 x 1917 + 2500 = 14,002
    const r = splitWeek({ ...week, trainingDays: 7, refeedCalories: 2500 });
    expect(r).toMatchObject({ training: 1917, average: 2000 });
  });

  it("plans maintenance every day with no deficit", () => {
    expect(splitWeek({ ...week, deficit: 0 })).toEqual({
      training: 2500,
      rest: 2500,
      average: 2500,
      meanDeficit: 0,
    });
  });

  it("keeps every day within the cap and the floor, training days never below rest days", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1200, max: 4500 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.integer({ min: 0, max: 7 }),
        fc.boolean(),
        fc.constantFrom(550, 750, 1100, 2200),
        fc.constantFrom(1200, 1500, 1800),
        (maintenance, share, trainingDays, refeed, maxDayDeficit, floor) => {
          // The plan never asks for more than the daily cap (planEnergy caps it first)
          const deficit = share * maxDayDeficit;
          const refeedCalories = refeed ? maintenance : undefined;
          const r = splitWeek({
            maintenance,
            deficit,
            trainingDays,
            refeedCalories,
            maxDayDeficit,
            floor,
          });
          for (const day of [r.training, r.rest]) {
            expect(day).toBeGreaterThanOrEqual(floor);
            expect(day).toBeGreaterThanOrEqual(
              Math.min(maintenance, Math.max(floor, maintenance - maxDayDeficit - 0.5)),
            );
          }
          expect(r.training).toBeGreaterThanOrEqual(r.rest);
          // The mean never goes past the plan (beyond rounding), and the average is that mean
          expect(r.meanDeficit).toBeLessThanOrEqual(deficit + 0.5);
          expect(r.average).toBe(Math.round(maintenance - r.meanDeficit));
        },
      ),
      { numRuns: 3000 },
    );
  });

  it("keeps the week's mean deficit within a kcal of the plan when no cap or floor binds", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2000, max: 4000 }),
        fc.integer({ min: 0, max: 500 }),
        fc.integer({ min: 0, max: 7 }),
        fc.boolean(),
        (maintenance, deficit, trainingDays, refeed) => {
          const r = splitWeek({
            maintenance,
            deficit,
            trainingDays,
            refeedCalories: refeed ? maintenance : undefined,
            maxDayDeficit: 2200,
            floor: 1200,
          });
          expect(Math.abs(r.meanDeficit - deficit)).toBeLessThanOrEqual(0.5);
        },
      ),
      { numRuns: 3000 },
    );
  });

  // Rest days are held at 1,200 (1148 asked), so training days take the rest: 3 x 1353 +
  // 3 x 1200 + 1918 = 9577, a mean deficit of 549.9, every day within the limits.
  it("moves deficit the floor takes off rest days to training days, as far as the floor allows", () => {
    const r = splitWeek({
      maintenance: 1918,
      deficit: 550,
      trainingDays: 3,
      refeedCalories: 1918,
      maxDayDeficit: 2200,
      floor: 1200,
    });
    expect(r.rest).toBe(1200);
    expect(Math.abs(r.meanDeficit - 550)).toBeLessThanOrEqual(0.5);
  });
});
