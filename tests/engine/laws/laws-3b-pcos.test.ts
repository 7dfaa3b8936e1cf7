import { describe, expect, it } from "vitest";
import fc from "fast-check";

import { InputError } from "../../../engine/core/errors.ts";
import { advancedOrRefusal, basicOrRefusal } from "./plan-or-refusal.ts";
import { bmiOf } from "../../../engine/body/healthy-weight.ts";
import { anyAdvanced, anyBasic, realistic } from "./generated-people.ts";
import { advancedPlan, samePeopleInEveryLaw } from "./plans-once.ts";

samePeopleInEveryLaw();

// The PCOS calculator as the second review decided it (docs/safety-rules.md, "PCOS"): for
// adult women, a deficit only from BMI 25, and the standard diet unless another is chosen.

const RUNS = 2000;

describe("3b.12 PCOS", () => {
  it("the advanced PCOS plan loses weight only from BMI 25, and says so under it", () => {
    fc.assert(
      fc.property(realistic(anyAdvanced("pcos")), (input) => {
        const r = advancedOrRefusal("pcos", input);
        if (!r) return;
        const bmi = bmiOf(input.weight, input.height);
        if (bmi < 25) {
          expect(r.direction).not.toBe("lose");
          if (Number(input.targetWeight) < input.weight) {
            expect(r.warnings.some((w) => /BMI is under 25/.test(w.message))).toBe(true);
          }
        }
      }),
      { numRuns: RUNS },
    );
  });

  it("the basic plan under the PCOS variant keeps the same rule", () => {
    fc.assert(
      fc.property(realistic(anyBasic("pcos")), (input) => {
        const r = basicOrRefusal("pcos", input);
        if (r && bmiOf(input.weight, input.height) < 25) expect(r.direction).not.toBe("lose");
      }),
      { numRuns: RUNS },
    );
  });

  it("plans for women of 18 and over only, and starts from the standard diet", () => {
    const woman = {
      age: 32,
      gender: "female" as const,
      height: 165,
      weight: 85,
      targetWeight: 75,
      lossRate: 0.5,
      baseActivity: 1.375,
      bmrFormula: "mifflin" as const,
      today: "2026-01-01",
    };
    expect(advancedPlan(woman, "pcos").direction).toBe("lose");
    expect(() => advancedPlan({ ...woman, gender: "male" }, "pcos")).toThrow(InputError);
    expect(() => advancedPlan({ ...woman, age: 17 }, "pcos")).toThrow(InputError);
    // 165 cm and 65 kg is BMI 23.9: steady weight, not a deficit.
    expect(advancedPlan({ ...woman, weight: 65, targetWeight: 60 }, "pcos")).toMatchObject({
      direction: "maintain",
      dailyDeficit: 0,
    });
  });
});
