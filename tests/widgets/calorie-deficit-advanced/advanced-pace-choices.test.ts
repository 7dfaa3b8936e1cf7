import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { safetyLimits } from "../../../engine/plans/safety.ts";
import { VARIANT_IDS, variantRules } from "../../../engine/plans/variants.ts";
import type { Units } from "../../../widgets/shared/platform/attributes.ts";
import {
  chosenPace,
  paceChoices,
} from "../../../widgets/calorie-deficit-advanced/advanced-pace-choices.ts";

const paces = (variant: string, values: Record<string, string>, units: Units = "metric") =>
  paceChoices(variantRules(variant), values, units).map((choice) => Number(choice.value));

describe("the advanced pace question's choices", () => {
  it("never offers a pace faster than the engine plans for the person", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...VARIANT_IDS),
        fc.integer({ min: 13, max: 100 }),
        fc.integer({ min: 31, max: 299 }),
        fc.constantFrom("male" as const, "female" as const),
        fc.constantFrom("metric" as const, "imperial" as const),
        (variant, age, weight, sex, units) => {
          const rules = variantRules(variant);
          const pounds = Math.round(weight / 0.45359237);
          const values = {
            age: String(age),
            gender: sex,
            ...(units === "metric"
              ? { weight: String(weight) }
              : { weightSt: String(Math.floor(pounds / 14)), weightLb: String(pounds % 14) }),
          };
          // A muscle-gain plan offers gains, up to 0.5 kg a week.
          const planned =
            rules.mode === "surplus" ? 0.5 : safetyLimits(rules, sex, age, weight).maxLossRate;
          for (const kg of paces(variant, values, units)) {
            // Weights typed in pounds are read to the pound: allow that much of 1%.
            expect(kg).toBeLessThanOrEqual(Math.max(planned, 0.25) + 0.01);
          }
        },
      ),
    );
  });

  it("offers quarter kilograms up to 1 kg a week, or 1% of the weight, on the default calculator", () => {
    expect(paces("default", { age: "30", gender: "male", weight: "120" })).toEqual([
      0.25, 0.5, 0.75, 1,
    ]);
    expect(paces("default", { age: "30", gender: "male", weight: "80" })).toEqual([
      0.25, 0.5, 0.75,
    ]);
    expect(paces("default", { age: "16", gender: "female", weight: "90" })).toEqual([0.25, 0.5]);
    expect(paces("default", { age: "70 years", gender: "male", weight: "90" })).toEqual([
      0.25, 0.5,
    ]);
  });

  it("offers up to 1.5 kg a week only on the aggressive calculator, and never 2", () => {
    expect(paces("aggressive", { age: "30", gender: "male", weight: "120" })).toEqual([
      0.25, 0.5, 0.75, 1, 1.25, 1.5,
    ]);
  });

  it("holds a breastfeeding mother to 0.5 kg a week", () => {
    const values = { age: "30", gender: "female", weight: "90", maternal: "breastfeeding" };
    expect(paces("default", values)).toEqual([0.25, 0.5]);
  });

  it("offers imperial visitors whole and half pounds, not kilograms converted", () => {
    const labels = paceChoices(
      variantRules("default"),
      { age: "30", gender: "male", weightSt: "18", weightLb: "0" },
      "imperial",
    ).map((choice) => choice.label);
    expect(labels).toEqual(["0.5 lb a week", "1 lb a week", "1.5 lb a week", "2 lb a week"]);
  });

  it("offers a gain of 0.25 or 0.5 kg a week when the target is above the weight", () => {
    const values = { age: "30", gender: "male", weight: "60", targetWeight: "65" };
    expect(paces("default", values)).toEqual([0.25, 0.5]);
  });

  it("reads the pace chosen as the nearest on offer: one chosen in kilograms counts in pounds", () => {
    const rules = variantRules("default");
    const values = { age: "30", gender: "male", weightSt: "18", weightLb: "0", lossRate: "0.5" };
    expect(chosenPace(rules, values, "imperial")).toBe("0.4536");
    expect(chosenPace(rules, { ...values, lossRate: "0.6804" }, "imperial")).toBe("0.6804");
    expect(chosenPace(rules, { ...values, lossRate: "" }, "imperial")).toBeUndefined();
  });
});
