import { describe, expect, it } from "vitest";
import { tQuantile95 } from "../../../engine/check-in/student-t.ts";

describe("tQuantile95 (Abramowitz and Stegun 26.7.5)", () => {
  // Published 95th percentiles of Student's t.
  it.each([
    [2, 2.92],
    [3, 2.353],
    [5, 2.015],
    [10, 1.812],
    [30, 1.697],
    [120, 1.658],
  ])("with %i degrees of freedom is %f, within 0.3%", (df, exact) => {
    expect(Math.abs(tQuantile95(df) / exact - 1)).toBeLessThan(0.003);
  });

  it("falls towards the normal distribution's 1.645 as the degrees of freedom grow", () => {
    let previous = Infinity;
    for (const df of [2, 2.5, 3, 4, 8, 16, 64, 1000]) {
      expect(tQuantile95(df)).toBeLessThan(previous);
      previous = tQuantile95(df);
    }
    expect(tQuantile95(1e6)).toBeCloseTo(1.6449, 4);
  });

  it("treats fewer than 2 degrees of freedom as 2, and never gives NaN", () => {
    expect(tQuantile95(1)).toBe(tQuantile95(2));
    expect(tQuantile95(-3)).toBe(tQuantile95(2));
  });
});
