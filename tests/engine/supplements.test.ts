import { describe, expect, it } from "vitest";
import { supplementRecommendations, type SupplementInput } from "../../engine/supplements.ts";

const adult: SupplementInput = {
  age: 30,
  sex: "male",
  sleepHours: 8,
  dietType: "standard",
  proteinG: 150,
};
const names = (s: Partial<SupplementInput>) =>
  supplementRecommendations({ ...adult, ...s }).map((r) => r.name);

describe("supplementRecommendations (spec section 9, within product.md section 3)", () => {
  it("suggests vitamin D to everyone (NHS advice), then whey, creatine and caffeine to adults", () => {
    expect(names({})).toEqual(["Vitamin D", "Whey protein", "Creatine monohydrate", "Caffeine"]);
  });

  it("puts the person's protein target in the whey note", () => {
    const whey = supplementRecommendations(adult).find((s) => s.name === "Whey protein");
    expect(whey?.purpose).toContain("150 g");
  });

  it("keeps caffeine under the 400 mg a day safe limit", () => {
    const caffeine = supplementRecommendations(adult).find((s) => s.name === "Caffeine");
    expect(caffeine?.dosage).toMatch(/400 mg/);
  });

  it("adds magnesium under 7 hours' sleep", () => {
    expect(names({ sleepHours: 6.5 })).toContain("Magnesium");
    expect(names({ sleepHours: 7 })).not.toContain("Magnesium");
  });

  it("adds electrolytes for keto and low-carb only", () => {
    expect(names({ dietType: "keto" })).toContain("Electrolytes");
    expect(names({ dietType: "low-carb" })).toContain("Electrolytes");
    expect(names({ dietType: "intermittent-fasting" })).not.toContain("Electrolytes");
  });

  it("mentions iron for women, only if low and with a GP's advice", () => {
    const iron = supplementRecommendations({ ...adult, sex: "female" }).find((s) =>
      s.name.startsWith("Iron"),
    );
    expect(iron?.dosage).toMatch(/GP/);
    expect(names({}).some((n) => n.startsWith("Iron"))).toBe(false);
  });

  it.each([13, 16, 17])("offers a %s-year-old vitamin D only", (age) => {
    expect(names({ age, sex: "female", sleepHours: 5, dietType: "keto" })).toEqual(["Vitamin D"]);
  });

  it("offers 18-year-olds the adult list", () => {
    expect(names({ age: 18 })).toContain("Caffeine");
  });

  it("rates the evidence strong, moderate or limited", () => {
    const all = supplementRecommendations({
      ...adult,
      sex: "female",
      sleepHours: 5,
      dietType: "keto",
    });
    expect(all.map((s) => s.evidence)).toEqual([
      "strong",
      "strong",
      "strong",
      "strong",
      "limited",
      "moderate",
      "moderate",
    ]);
  });
});
