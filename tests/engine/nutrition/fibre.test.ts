import { describe, expect, it } from "vitest";
import { fibreGrams } from "../../../engine/nutrition/fibre.ts";

describe("fibreGrams (SACN 2015, Carbohydrates and Health)", () => {
  it.each([16, 18, 30, 65, 100])("recommends 30 g a day at %s", (age) => {
    expect(fibreGrams(age)).toBe(30);
  });

  it.each([11, 13, 15])("recommends 25 g a day at %s", (age) => {
    expect(fibreGrams(age)).toBe(25);
  });

  it("changes from 25 g to 30 g on the 16th birthday", () => {
    expect([fibreGrams(15), fibreGrams(16)]).toEqual([25, 30]);
  });
});
