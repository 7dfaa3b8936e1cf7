import { describe, expect, it } from "vitest";
import { waterWeight } from "../../engine/water-weight.ts";

describe("waterWeight", () => {
  it("expects an early drop of 2.5 kg for men and 1.8 kg for women", () => {
    expect(waterWeight("male", 90)).toEqual({ initial: 2.5, ongoing: 1.2 });
    expect(waterWeight("female", 70)).toEqual({ initial: 1.8, ongoing: 0.8 });
  });

  it("scales the early drop down for lighter bodies (below 80 kg men, 65 kg women)", () => {
    // 2.5 x 60 / 80 = 1.875 -> 1.9; 1.8 x 52 / 65 = 1.44 -> 1.4
    expect(waterWeight("male", 60).initial).toBe(1.9);
    expect(waterWeight("female", 52).initial).toBe(1.4);
  });

  it("never scales below half", () => {
    // 2.5 x 0.5 = 1.25 -> 1.3; 1.8 x 0.5 = 0.9
    expect(waterWeight("male", 30).initial).toBe(1.3);
    expect(waterWeight("female", 30).initial).toBe(0.9);
  });

  it("keeps the day-to-day swing at 1.2 kg (men) and 0.8 kg (women) whatever the weight", () => {
    expect(waterWeight("male", 30).ongoing).toBe(1.2);
    expect(waterWeight("female", 200).ongoing).toBe(0.8);
  });
});
