import { describe, expect, it } from "vitest";
import { plannedFor, plannedForCalories } from "../../../../widgets/shared/results/planned-for.tsx";

describe("plannedFor: the line a result opens with", () => {
  const woman = { sex: "female", age: 34, heightCm: 165, weightKg: 82, activity: 1.375 } as const;

  it("names the person, their height, weight and activity in metric", () => {
    expect(plannedFor(woman, "metric")).toBe(
      "For a 34-year-old woman, 165 cm, 82 kg, lightly active",
    );
  });

  it("speaks stones and pounds, feet and inches in imperial", () => {
    expect(plannedFor(woman, "imperial")).toBe(
      "For a 34-year-old woman, 5 ft 5 in, 12 st 13 lb, lightly active",
    );
  });

  it("reads the activity as the form holds it, as text", () => {
    expect(plannedFor({ ...woman, activity: "1.55" }, "metric")).toContain("moderately active");
  });

  it("calls under-18s a girl or a boy, and leaves out what was not asked", () => {
    expect(plannedFor({ sex: "male", age: 9 }, "metric")).toBe("For a 9-year-old boy");
    expect(plannedFor({ sex: "female", age: 17, heightCm: 160 }, "metric")).toBe(
      "For a 17-year-old girl, 160 cm",
    );
    expect(plannedFor({ sex: "male", age: 18 }, "metric")).toBe("For an 18-year-old man");
  });

  it("says 'an' before ages said with a vowel: 8, 11, 18 and the eighties", () => {
    for (const age of [8, 11, 18, 80, 84, 89]) {
      expect(plannedFor({ age }, "metric")).toMatch(new RegExp(`^For an ${age}-year-old `));
    }
    for (const age of [1, 9, 12, 17, 28, 38, 90, 100]) {
      expect(plannedFor({ age }, "metric")).toMatch(new RegExp(`^For a ${age}-year-old `));
    }
  });

  it("works without an age or a sex", () => {
    expect(plannedFor({ sex: "male", heightCm: 180 }, "metric")).toBe("For a man, 180 cm");
    expect(plannedFor({ age: 40, heightCm: 180, weightKg: 92 }, "metric")).toBe(
      "For a 40-year-old adult, 180 cm, 92 kg",
    );
    expect(plannedFor({ heightCm: 180, weightKg: 92 }, "metric")).toBe("For you: 180 cm, 92 kg");
  });

  it("gives an age without a sex its noun: adult, young person (13 to 17) or child", () => {
    expect(plannedFor({ age: 34, heightCm: 165 }, "metric")).toBe(
      "For a 34-year-old adult, 165 cm",
    );
    expect(plannedFor({ age: 18 }, "metric")).toBe("For an 18-year-old adult");
    expect(plannedFor({ age: 13 }, "metric")).toBe("For a 13-year-old young person");
    expect(plannedFor({ age: 12 }, "metric")).toBe("For a 12-year-old child");
  });

  it("carries whole inches into the next foot (182.6 cm is 6 ft 0 in, not 5 ft 12 in)", () => {
    expect(plannedFor({ heightCm: 182.6 }, "imperial")).toBe("For you: 6 ft 0 in");
  });

  it("names typed calories for a macro split, with the weight when given", () => {
    expect(plannedForCalories(1800, undefined, "metric")).toBe("For 1,800 kcal a day");
    expect(plannedForCalories(1800, 82, "imperial")).toBe(
      "For 1,800 kcal a day and a weight of 12 st 13 lb",
    );
  });
});
