import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { type AdvancedInput, type AdvancedResult } from "../../../engine/plans/advanced-plan.ts";

import { InputError } from "../../../engine/core/errors.ts";
import { bmiOf } from "../../../engine/body/healthy-weight.ts";
import { beatSignpost } from "../../../engine/plans/medical-conditions.ts";
import { variantRules } from "../../../engine/plans/variants.ts";
import {
  advancedCase,
  advancedVariant,
  anyAdvanced,
  anyBasic,
  basicCase,
  realistic,
  type PersonLike,
} from "./generated-people.ts";
import { advancedOrRefusal } from "./plan-or-refusal.ts";
import { advancedPlan, basicPlan, samePeopleInEveryLaw } from "./plans-once.ts";

samePeopleInEveryLaw();

// The laws of docs/safety-rules.md, "Supplements" and "Health answers" (the second clinical
// review, 3b.5 and 3b.6), each a property over generated people and every variant. The figures
// are written out here rather than read from the engine.

const RUNS = 2000;
// EFSA 2015: 200 mg at once, 400 mg a day; about 3 mg per kg before training.
const CAFFEINE_SINGLE_MG = 200;
const CAFFEINE_PER_KG = 3;
const BEAT_SITE = "beateatingdisorders.org.uk";
const BEAT_HELPLINE = "0808 801 0677";

type Input = AdvancedInput & PersonLike;
const conditionsOf = (input: Input) => input.medicalConditions ?? [];
/** Any condition declared, an underactive or overactive thyroid included. */
const declared = (input: Input) =>
  conditionsOf(input).length > 0 || (input.thyroidCondition ?? "normal") !== "normal";
const names = (r: AdvancedResult) => r.supplementRecommendations.map((s) => s.name);
const allText = (r: AdvancedResult) =>
  [
    ...r.supplementRecommendations.flatMap((s) => [s.name, s.purpose, s.dosage, s.timing]),
    r.supplementAdvice,
    ...r.supplementTips,
    ...r.personalizedTips,
  ].join("\n");
const isAdult = (age: number) => age >= 18 && age <= 64;
const hours = (value: unknown) => Number(value ?? 0);

describe("3b.5 supplements", () => {
  it("creatine only for adults of 18 to 64 with at least 2 hours' strength training and no declared condition, and then always", () => {
    fc.assert(
      fc.property(advancedCase, ({ variant, input }) => {
        const r = advancedOrRefusal(variant, input);
        if (!r) return;
        const allowed =
          r.maternal === "none" &&
          isAdult(input.age) &&
          hours(input.strengthHours) >= 2 &&
          !declared(input);
        expect(names(r).includes("Creatine monohydrate")).toBe(allowed);
      }),
      { numRuns: RUNS },
    );
  });

  it("caffeine only for adults of 18 to 64 with 2 hours' training, no condition (thyroid included), not pregnant or breastfeeding: their own dose, never over 200 mg at once nor 3 mg per kg, and 400 mg a day in all", () => {
    fc.assert(
      fc.property(advancedCase, ({ variant, input }) => {
        const r = advancedOrRefusal(variant, input);
        if (!r) return;
        const training =
          hours(input.cardioHours) + hours(input.strengthHours) + hours(input.sportsHours);
        const allowed =
          r.maternal === "none" && isAdult(input.age) && training >= 2 && !declared(input);
        const caffeine = r.supplementRecommendations.find((s) => /caffeine/i.test(s.name));
        expect(caffeine !== undefined).toBe(allowed);
        if (!caffeine) return;
        const dose = Number(/^Up to (\d+) mg before training/.exec(caffeine.dosage)?.[1]);
        expect(dose).toBeGreaterThan(0);
        expect(dose).toBeLessThanOrEqual(CAFFEINE_SINGLE_MG);
        expect(dose).toBeLessThanOrEqual(CAFFEINE_PER_KG * input.weight);
        expect(dose).toBeGreaterThan(
          Math.min(CAFFEINE_SINGLE_MG, CAFFEINE_PER_KG * input.weight) - 10,
        );
        expect(caffeine.dosage).toMatch(/no more than 400 mg a day in all, coffee, tea/);
      }),
      { numRuns: RUNS },
    );
  });

  it("vitamin D, 10 micrograms a day, for everyone and first; the only one under 18 outside pregnancy", () => {
    fc.assert(
      fc.property(advancedCase, ({ variant, input }) => {
        const r = advancedOrRefusal(variant, input);
        if (!r) return;
        const vitaminD = r.supplementRecommendations.find((s) => s.name === "Vitamin D");
        expect(vitaminD?.dosage).toMatch(/^10 micrograms/);
        if (r.maternal === "none") expect(names(r)[0]).toBe("Vitamin D");
        // Pregnancy adds folic acid at any age (NHS).
        if (input.age < 18 && r.maternal === "none") expect(names(r)).toEqual(["Vitamin D"]);
      }),
      { numRuns: RUNS },
    );
  });

  it("no iron and no magnesium supplements, ever; the iron-food tip only for women who may have periods (13 to 54, not past the menopause)", () => {
    fc.assert(
      fc.property(advancedCase, ({ variant, input }) => {
        const r = advancedOrRefusal(variant, input);
        if (!r) return;
        for (const name of names(r)) expect(name).not.toMatch(/iron|magnesium/i);
        const ironTip = r.supplementTips.some((t) => /iron/i.test(t));
        const mayMenstruate =
          input.gender === "female" &&
          input.age <= 54 &&
          input.menstrualCycle !== "menopause" &&
          r.maternal === "none";
        expect(ironTip).toBe(mayMenstruate);
        if (input.gender === "male" || input.age >= 55) {
          expect(allText(r)).not.toMatch(/iron|periods?\b/i);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it("whey only as a way to reach the day's protein target; electrolytes only for keto and low-carb, with limited evidence said", () => {
    fc.assert(
      fc.property(advancedCase, ({ variant, input }) => {
        const r = advancedOrRefusal(variant, input);
        if (!r) return;
        const whey = r.supplementRecommendations.find((s) => /whey/i.test(s.name));
        if (whey) {
          expect(whey.purpose).toMatch(/^Only if food alone falls short/);
          expect(whey.purpose).toContain(`${r.dailyProtein} g`);
        }
        const electrolytes = r.supplementRecommendations.find((s) => s.name === "Electrolytes");
        if (electrolytes) {
          expect(["keto", "low-carb"]).toContain(input.dietType ?? variantRules(variant).dietType);
          expect(electrolytes.evidence).toBe("limited");
          expect(electrolytes.purpose).toMatch(/evidence .* limited/);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it("every line has its reason, dose and time, and the advice puts food first", () => {
    fc.assert(
      fc.property(advancedCase, ({ variant, input }) => {
        const r = advancedOrRefusal(variant, input);
        if (!r) return;
        for (const s of r.supplementRecommendations) {
          expect(s.purpose.length).toBeGreaterThan(20);
          expect(s.dosage.length).toBeGreaterThan(0);
          expect(s.timing.length).toBeGreaterThan(0);
        }
        if (r.maternal === "none") expect(r.supplementAdvice).toMatch(/^Food comes first/);
        expect(r.supplementRecommendations.length).toBeLessThanOrEqual(5);
      }),
      { numRuns: RUNS },
    );
  });

  it("any declared condition removes creatine and caffeine and asks the visitor to see a GP or pharmacist first", () => {
    fc.assert(
      fc.property(advancedCase, ({ variant, input }) => {
        const r = advancedOrRefusal(variant, input);
        if (!r || !declared(input) || r.maternal !== "none") return;
        expect(names(r).join(" ")).not.toMatch(/creatine|caffeine/i);
        expect(r.supplementAdvice).toMatch(/ask your GP or pharmacist first/);
      }),
      { numRuns: RUNS },
    );
  });

  it("an eating disorder, now or in the past, plans no deficit nor any change, and points to the GP and Beat", () => {
    const withEatingDisorder = advancedVariant.chain((variant) =>
      realistic(anyAdvanced(variant)).map((input) => ({
        variant,
        input: {
          ...input,
          medicalConditions: [...new Set([...conditionsOf(input), "eating-disorder" as const])],
        },
      })),
    );
    fc.assert(
      fc.property(withEatingDisorder, ({ variant, input }) => {
        const r = advancedOrRefusal(variant, input);
        if (!r) return;
        expect(r.direction).toBe("maintain");
        expect(r.dailyDeficit).toBeLessThanOrEqual(0);
        const warning = r.warnings.find((w) => /eating disorder/.test(w.message));
        expect(warning?.type).toBe("critical");
        expect(warning?.recommendation).toMatch(/GP/);
        expect(warning?.recommendation).toContain(BEAT_SITE);
        expect(warning?.recommendation).toContain(BEAT_HELPLINE);
      }),
      { numRuns: RUNS },
    );
  });

  it("every deficit result, basic and advanced, has Beat's line; no other result has it", () => {
    fc.assert(
      fc.property(advancedCase, basicCase, (advanced, basic) => {
        const results: { direction: string }[] = [];
        const a = advancedOrRefusal(advanced.variant, advanced.input);
        if (a) results.push(a);
        try {
          results.push(basicPlan(basic.input, basic.variant));
        } catch (error) {
          expect((error as InputError).field).toBe("targetWeight");
        }
        for (const r of results) {
          const line = beatSignpost(r.direction as "lose" | "gain" | "maintain");
          if (r.direction !== "lose") {
            expect(line).toBeUndefined();
            continue;
          }
          expect(line).toContain(BEAT_SITE);
          expect(line).toContain(BEAT_HELPLINE);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it("pregnancy (basic): folic acid 5 mg on prescription with a BMI of 30 or more before pregnancy, else 400 micrograms, to week 12; vitamin D 10 micrograms", () => {
    fc.assert(
      fc.property(anyBasic("pregnancy"), (input) => {
        let r;
        try {
          r = basicPlan(input, "pregnancy");
        } catch {
          return;
        }
        const items = r.supplements?.items ?? [];
        expect(items.find((s) => s.name === "Vitamin D")?.dosage).toMatch(/^10 micrograms/);
        const folic = items.find((s) => s.name === "Folic acid");
        expect(folic !== undefined).toBe(input.trimester === 1);
        if (!folic) return;
        const before = input.prePregnancyWeight;
        if (before !== undefined && bmiOf(Number(before), input.height) >= 30) {
          expect(folic.dosage).toBe("5 mg a day, on prescription");
          expect(folic.purpose).toMatch(/GP or midwife/);
        } else if (bmiOf(Number(before ?? input.weight), input.height) < 30) {
          expect(folic.dosage).toBe("400 micrograms a day");
          expect(folic.purpose).not.toMatch(/5 mg/);
        } else {
          expect(folic.dosage).toBe("400 micrograms a day");
          expect(folic.purpose).toMatch(/5 mg/);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it("the 72-year-old woman is never told about iron or periods, in any variant", () => {
    const forHer = (variant: string) => {
      const rules = variantRules(variant);
      return rules.sex !== "male" && rules.minAge <= 72 && rules.maxAge >= 72;
    };
    const seventyTwo = advancedVariant.filter(forHer).chain((variant) =>
      realistic(anyAdvanced(variant)).map((input) => ({
        variant,
        input: { ...input, age: 72, gender: "female" as const },
      })),
    );
    fc.assert(
      fc.property(seventyTwo, ({ variant, input }) => {
        const r = advancedOrRefusal(variant, input);
        if (!r) return;
        expect(allText(r)).not.toMatch(/iron|periods?\b/i);
      }),
      { numRuns: 500 },
    );
    const r = advancedPlan({
      age: 72,
      gender: "female",
      height: 160,
      weight: 75,
      targetWeight: 68,
      lossRate: 0.5,
      baseActivity: 1.375,
      bmrFormula: "mifflin",
      sleepHours: 6,
      dietType: "low-carb",
      today: "2026-01-01",
    });
    expect(allText(r)).not.toMatch(/iron|periods?\b/i);
    expect(names(r)).toEqual(["Vitamin D", "Whey protein", "Electrolytes"]);
  });

  it("the pregnant woman with a pre-pregnancy BMI of 32 is told 5 mg of folic acid, on prescription", () => {
    // 165 cm, 87.1 kg before pregnancy: BMI 32.0.
    const r = basicPlan(
      {
        age: 31,
        gender: "female",
        height: 165,
        weight: 90,
        prePregnancyWeight: 87.1,
        activity: 1.375,
        trimester: 1,
        today: "2026-01-01",
      },
      "pregnancy",
    );
    const folic = r.supplements?.items.find((s) => s.name === "Folic acid");
    expect(folic?.dosage).toBe("5 mg a day, on prescription");
    expect(folic?.purpose).toMatch(/ask your GP or midwife/);
  });
});

describe("3b.6 health answers", () => {
  it("sleep, stress, cycle phase and thyroid never move maintenance: the adjusted TDEE is the TDEE", () => {
    fc.assert(
      fc.property(advancedCase, ({ variant, input }) => {
        const r = advancedOrRefusal(variant, input);
        if (!r) return;
        expect(r.adjustedTdee).toBe(r.tdee);
        if (r.maternal === "none") expect(r.maintenance).toBe(r.tdee);
      }),
      { numRuns: RUNS },
    );
  });

  it("changing only the sleep, stress, cycle or an underactive thyroid answer changes no calories", () => {
    const answers = fc.record({
      sleepHours: fc.integer({ min: 8, max: 24 }).map((h) => h / 2),
      stressLevel: fc.integer({ min: 1, max: 10 }),
      menstrualCycle: fc.constantFrom("none", "follicular", "luteal", "menopause"),
      thyroidCondition: fc.constantFrom("normal", "hypo"),
    });
    fc.assert(
      fc.property(advancedCase, answers, ({ variant, input }, health) => {
        const neutral = advancedOrRefusal(variant, {
          ...input,
          sleepHours: 7,
          stressLevel: 5,
          menstrualCycle: "none",
          thyroidCondition: "normal",
        });
        if (!neutral) return;
        const r = advancedPlan({ ...input, ...health }, variant);
        expect(r.tdee).toBe(neutral.tdee);
        expect(r.maintenance).toBe(neutral.maintenance);
        expect(r.direction).toBe(neutral.direction);
        expect(r.targetCalories).toEqual(neutral.targetCalories);
      }),
      { numRuns: RUNS },
    );
  });

  it("an overactive thyroid plans no deficit and sends the visitor to a GP", () => {
    fc.assert(
      fc.property(advancedCase, ({ variant, input }) => {
        const r = advancedOrRefusal(variant, { ...input, thyroidCondition: "hyper" });
        if (!r) return;
        expect(r.direction).not.toBe("lose");
        expect(r.dailyDeficit).toBeLessThanOrEqual(0);
        const warning = r.warnings.find((w) => /overactive thyroid/.test(w.message));
        expect(warning?.recommendation).toMatch(/GP/);
      }),
      { numRuns: RUNS },
    );
  });

  it("the Overview lists each health answer with what it means, and no calorie effect", () => {
    fc.assert(
      fc.property(advancedCase, ({ variant, input }) => {
        const r = advancedOrRefusal(variant, input);
        if (!r) return;
        const factors = r.healthFactors.notes.map((n) => n.factor);
        expect(factors).toContain("sleep");
        expect(factors).toContain("stress");
        expect(factors).toContain("thyroid");
        expect(factors.includes("conditions")).toBe(conditionsOf(input).length > 0);
        for (const n of r.healthFactors.notes) {
          expect(Object.values(n).every((v) => typeof v === "string")).toBe(true);
          expect(n.note).not.toMatch(/kcal|%/);
        }
        const note = (f: string) => r.healthFactors.notes.find((n) => n.factor === f)?.note ?? "";
        if (Number(input.sleepHours ?? 7) < 7) expect(note("sleep")).toMatch(/hunger/);
        if (Number(input.stressLevel ?? 5) > 7) expect(note("stress")).toMatch(/appetite/);
        if (input.gender === "female" && input.menstrualCycle === "luteal") {
          expect(note("cycle")).toMatch(/water, not fat/);
        }
      }),
      { numRuns: RUNS },
    );
  });
});
