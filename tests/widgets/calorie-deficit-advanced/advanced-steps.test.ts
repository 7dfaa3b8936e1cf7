import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { safetyLimits } from "../../../engine/safety.ts";
import { VARIANT_IDS, variantRules } from "../../../engine/variants.ts";
import {
  offeredLossRates,
  topRate,
  topRateFor,
} from "../../../widgets/calorie-deficit-advanced/advanced-steps.ts";

describe("the weekly rate slider's top rate", () => {
  it("never offers a pace faster than the engine plans for the person", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...VARIANT_IDS),
        fc.integer({ min: 1, max: 120 }),
        fc.constantFrom("male" as const, "female" as const),
        (variant, age, sex) => {
          const rules = variantRules(variant);
          const top = topRateFor(rules, { age: String(age), gender: sex });
          const planned = safetyLimits(rules, sex, age).maxLossRate;
          for (const rate of offeredLossRates(top))
            expect(Number(rate)).toBeLessThanOrEqual(planned);
          expect(top).toBe(Math.min(2, planned));
        },
      ),
    );
  });

  it("is the variant's own until the age is typed", () => {
    const rules = variantRules("default");
    expect(topRateFor(rules, {})).toBe(topRate(rules));
    expect(topRateFor(rules, { age: "" })).toBe(2);
    expect(topRateFor(rules, { age: "thirty" })).toBe(2);
  });

  it("is 2 kg a week for an adult on the default calculator, 0.5 kg at 16 and at 70", () => {
    const rules = variantRules("default");
    expect(topRateFor(rules, { age: "30", gender: "male" })).toBe(2);
    expect(topRateFor(rules, { age: "16", gender: "female" })).toBe(0.5);
    expect(topRateFor(rules, { age: "70 years", gender: "male" })).toBe(0.5);
  });
});
