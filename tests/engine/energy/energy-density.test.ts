import { describe, expect, it } from "vitest";
import { weightChangeKcalPerKg } from "../../../engine/energy/energy-density.ts";
import { RHO_F, RHO_L } from "../../../engine/projection/projection.ts";

const man = { sex: "male" as const, age: 40, heightCm: 178 };

describe("weightChangeKcalPerKg (Hall 2008; Forbes curve)", () => {
  it("is about 7,100 kcal/kg for a man of 40, 178 cm and 90 kg (about 28% fat)", () => {
    expect(weightChangeKcalPerKg({ ...man, weightKg: 90 })).toBeCloseTo(7127, -1);
  });

  it("is nearer the 7,700 kcal/kg rule of thumb for a heavier body, and lower for a leaner one", () => {
    const lean = weightChangeKcalPerKg({ ...man, weightKg: 65 });
    const heavy = weightChangeKcalPerKg({ ...man, weightKg: 130 });
    expect(lean).toBeLessThan(6000);
    expect(heavy).toBeGreaterThan(7700);
  });

  it("rises with body fat, and stays between lean tissue's and fat's own densities", () => {
    let previous = 0;
    for (let weightKg = 40; weightKg <= 200; weightKg += 10) {
      const density = weightChangeKcalPerKg({ sex: "female", age: 50, heightCm: 160, weightKg });
      expect(density).toBeGreaterThan(previous);
      expect(density).toBeGreaterThan(RHO_L);
      expect(density).toBeLessThan(RHO_F);
      previous = density;
    }
  });
});
