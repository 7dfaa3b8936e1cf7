import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { BODY_FAT_CATEGORIES, bodyFatBand } from "../../../engine/body/body-fat-categories.ts";
import type { BodyFatCategory } from "../../../engine/body/body-fat-categories.ts";

describe("body fat categories: men", () => {
  const edges: [number, BodyFatCategory][] = [
    [1.9, "below-essential"],
    [2, "essential"],
    [5.9, "essential"],
    [6, "athletes"],
    [13, "athletes"],
    [13.5, "athletes"],
    [13.9, "athletes"],
    [14, "fitness"],
    [17.9, "fitness"],
    [18, "acceptable"],
    [24.9, "acceptable"],
    [25, "overweight"],
    [29.9, "overweight"],
    [30, "obese"],
    [39.9, "obese"],
    [40, "extremely-obese"],
    [75, "extremely-obese"],
  ];
  it.each(edges)("puts %s%% body fat for a man in the %s row", (pct, category) => {
    expect(bodyFatBand("male", pct).category).toBe(category);
  });
});

describe("body fat categories: women", () => {
  const edges: [number, BodyFatCategory][] = [
    [2, "below-essential"],
    [9.9, "below-essential"],
    [10, "essential"],
    [13.9, "essential"],
    [14, "athletes"],
    [20.9, "athletes"],
    [21, "fitness"],
    [24.9, "fitness"],
    [25, "acceptable"],
    [31.9, "acceptable"],
    [32, "overweight"],
    [38.9, "overweight"],
    [39, "obese"],
    [48.9, "obese"],
    [49, "extremely-obese"],
  ];
  it.each(edges)("puts %s%% body fat for a woman in the %s row", (pct, category) => {
    expect(bodyFatBand("female", pct).category).toBe(category);
  });
});

describe("body fat categories: the table", () => {
  it("lists the men's rows with their published ranges", () => {
    expect(BODY_FAT_CATEGORIES.male.map((b) => [b.label, b.from, b.below, b.rangeText])).toEqual([
      ["Below essential fat", 0, 2, "Under 2%"],
      ["Essential fat", 2, 6, "2-5%"],
      ["Athletes", 6, 14, "6-13%"],
      ["Fitness", 14, 18, "14-17%"],
      ["Acceptable", 18, 25, "18-24%"],
      ["Overweight", 25, 30, "25-29%"],
      ["Obese", 30, 40, "30-39%"],
      ["Extremely obese", 40, null, "40% or more"],
    ]);
  });

  it("lists the women's rows with their published ranges", () => {
    expect(BODY_FAT_CATEGORIES.female.map((b) => b.rangeText)).toEqual([
      "Under 10%",
      "10-13%",
      "14-20%",
      "21-24%",
      "25-31%",
      "32-38%",
      "39-48%",
      "49% or more",
    ]);
  });

  it("uses the value shown to one decimal: 13.96 shows as 14.0, so fitness", () => {
    expect(bodyFatBand("male", 13.96).category).toBe("fitness");
    expect(bodyFatBand("male", 13.94).category).toBe("athletes");
  });

  it("each row's value falls inside that row, with no gaps or overlaps", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("male" as const, "female" as const),
        fc.integer({ min: 0, max: 1000 }),
        (sex, tenths) => {
          const pct = tenths / 10;
          const band = bodyFatBand(sex, pct);
          expect(pct).toBeGreaterThanOrEqual(band.from);
          if (band.below !== null) expect(pct).toBeLessThan(band.below);
          const matching = BODY_FAT_CATEGORIES[sex].filter(
            (b) => pct >= b.from && (b.below === null || pct < b.below),
          );
          expect(matching).toEqual([band]);
        },
      ),
    );
  });
});
