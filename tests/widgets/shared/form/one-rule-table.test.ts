import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { advancedPlan } from "../../../../engine/plans/advanced-plan.ts";
import { basicPlan } from "../../../../engine/plans/basic-plan.ts";
import { InputError } from "../../../../engine/core/errors.ts";
import { feetInchesToCm, stonesPoundsToKg } from "../../../../engine/core/units.ts";
import { variantRules } from "../../../../engine/plans/variants.ts";
import type { Units } from "../../../../widgets/shared/platform/attributes.ts";
import { readAdvancedForm } from "../../../../widgets/calorie-deficit-advanced/advanced-form.ts";
import { defaults, STEPS } from "../../../../widgets/calorie-deficit-advanced/advanced-steps.ts";
import { readBasicForm } from "../../../../widgets/calorie-deficit-basic/basic-form.ts";
import { initialValues } from "../../../../widgets/calorie-deficit-basic/basic-steps.ts";

/*
 * The form reads what a visitor types and checks it by the engine's own rules
 * (engine/input/): for any answer, the form's reader refuses it exactly when the engine
 * would, in the same words, in the visitor's units.
 */

const basicRules = variantRules("default");
const advancedRules = variantRules("default");
const BASIC_TYPED = {
  ...initialValues(basicRules),
  age: "30",
  gender: "male",
  height: "180",
  heightFt: "5",
  heightIn: "11",
  weight: "80",
  weightSt: "12",
  weightLb: "8",
  activity: "1.55",
  targetWeight: "75",
  targetWeightSt: "11",
  targetWeightLb: "11",
};
const ADVANCED_TYPED = {
  ...defaults(advancedRules),
  age: "30",
  gender: "male",
  height: "180",
  weight: "80",
  targetWeight: "75",
};

/** The message the engine refuses `field` with, or undefined when it takes that field. */
function engineRefusal(plan: () => unknown, field: string): string | undefined {
  try {
    plan();
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    return error.field === field ? error.message : undefined;
  }
  return undefined;
}

function basicInput() {
  const read = readBasicForm(BASIC_TYPED, "metric", basicRules);
  if (!read.input) throw new Error("the base answers should be usable");
  return read.input;
}

function advancedInput() {
  const read = readAdvancedForm(ADVANCED_TYPED, "metric", advancedRules);
  if (!read.input) throw new Error("the base answers should be usable");
  return read.input;
}

const units = fc.constantFrom<Units>("metric", "imperial");
/** A number as typed, to two decimals at most. */
const typed = (min: number, max: number) =>
  fc.integer({ min: min * 100, max: max * 100 }).map((hundredths) => String(hundredths / 100));

/** A weight in the visitor's units around and beyond the engine's range: boxes and kg. */
const typedWeight = fc.oneof(
  fc.record({ units: fc.constant<Units>("metric"), big: typed(0, 320), small: fc.constant("") }),
  fc.record({
    units: fc.constant<Units>("imperial"),
    big: fc.integer({ min: 0, max: 50 }).map(String),
    small: typed(0, 13.99),
  }),
);
const kgOf = (w: { units: Units; big: string; small: string }) =>
  w.units === "metric" ? Number(w.big) : stonesPoundsToKg(Number(w.big), Number(w.small));

const typedHeight = fc.oneof(
  fc.record({ units: fc.constant<Units>("metric"), big: typed(50, 300), small: fc.constant("") }),
  fc.record({
    units: fc.constant<Units>("imperial"),
    big: fc.integer({ min: 2, max: 9 }).map(String),
    small: typed(0, 11.99),
  }),
);
const cmOf = (h: { units: Units; big: string; small: string }) =>
  h.units === "metric" ? Number(h.big) : feetInchesToCm(Number(h.big), Number(h.small));

function weightBoxes(name: string, w: { units: Units; big: string; small: string }) {
  return w.units === "metric"
    ? { [name]: w.big }
    : { [name]: "", [`${name}St`]: w.big, [`${name}Lb`]: w.small };
}

describe("one rule table", () => {
  it("the basic form and basicPlan refuse the same weights, in the same words, in either units", () => {
    fc.assert(
      fc.property(typedWeight, (weight) => {
        const values = { ...BASIC_TYPED, ...weightBoxes("weight", weight) };
        const form = readBasicForm(values, weight.units, basicRules).errors?.weight;
        const engine = engineRefusal(
          () => basicPlan({ ...basicInput(), weight: kgOf(weight), units: weight.units }),
          "weight",
        );
        expect(form).toBe(engine);
      }),
    );
  });

  it("the basic form and basicPlan refuse the same heights, in the same words, in either units", () => {
    fc.assert(
      fc.property(typedHeight, (height) => {
        const values =
          height.units === "metric"
            ? { ...BASIC_TYPED, height: height.big }
            : { ...BASIC_TYPED, height: "", heightFt: height.big, heightIn: height.small };
        const form = readBasicForm(values, height.units, basicRules).errors?.height;
        const engine = engineRefusal(
          () => basicPlan({ ...basicInput(), height: cmOf(height), units: height.units }),
          "height",
        );
        expect(form).toBe(engine);
      }),
    );
  });

  it("the basic form and basicPlan refuse the same ages in the same words", () => {
    fc.assert(
      fc.property(typed(0, 120), units, (age, unitsChosen) => {
        const form = readBasicForm({ ...BASIC_TYPED, age }, unitsChosen, basicRules).errors?.age;
        const engine = engineRefusal(
          () => basicPlan({ ...basicInput(), age: Number(age), units: unitsChosen }),
          "age",
        );
        expect(form).toBe(engine);
      }),
    );
  });

  it("a target weight the basic form refuses, basicPlan refuses in the same words", () => {
    // One way only: the plan also refuses a target outside a healthy weight, which it
    // works out from the whole plan (docs/safety-rules.md, "Healthy weight").
    fc.assert(
      fc.property(typedWeight, (target) => {
        const values = { ...BASIC_TYPED, ...weightBoxes("targetWeight", target) };
        const form = readBasicForm(values, target.units, basicRules).errors?.targetWeight;
        fc.pre(form !== undefined);
        const engine = engineRefusal(
          () =>
            basicPlan({
              ...basicInput(),
              weight: stonesPoundsToKg(12, 8),
              targetWeight: kgOf(target),
              units: target.units,
            }),
          "targetWeight",
        );
        expect(engine).toBe(form);
      }),
    );
  });

  it("the advanced form and advancedPlan refuse the same training days, hours and steps", () => {
    const fields = fc.constantFrom(
      { name: "trainingDays", min: -1, max: 9 },
      { name: "cardioHours", min: -1, max: 25 },
      { name: "sleepHours", min: 0, max: 14 },
      { name: "stressLevel", min: 0, max: 12 },
    );
    fc.assert(
      fc.property(
        fields.chain((f) => fc.tuple(fc.constant(f.name), typed(f.min, f.max))),
        units,
        ([name, value], unitsChosen) => {
          const values = { ...ADVANCED_TYPED, [name]: value };
          const form = readAdvancedForm(values, unitsChosen, advancedRules).errors?.[name];
          const engine = engineRefusal(
            () => advancedPlan({ ...advancedInput(), [name]: Number(value), units: unitsChosen }),
            name,
          );
          expect(form).toBe(engine);
        },
      ),
    );
  });

  it("refuses 2.5 training days as a whole number, at the step where they are asked", () => {
    const values = { ...ADVANCED_TYPED, trainingDays: "2.5" };
    const message = "Your training days must be a whole number between 0 and 7 days a week.";
    const errors = readAdvancedForm(values, "metric", advancedRules).errors ?? {};
    expect(errors).toEqual({ trainingDays: message });
    const asked = STEPS.findIndex((step) => step.fields.includes("trainingDays"));
    expect(asked).toBeGreaterThanOrEqual(0);
    expect(
      engineRefusal(() => advancedPlan({ ...advancedInput(), trainingDays: 2.5 }), "trainingDays"),
    ).toBe(message);
  });

  it("refuses 4 st 10.13 lb (29.996 kg) in stones and pounds, not kilograms", () => {
    const values = { ...BASIC_TYPED, weight: "", weightSt: "4", weightLb: "10.13" };
    const message = "Your weight must be between 4 st 11 lb and 47 st 3 lb.";
    expect(readBasicForm(values, "imperial", basicRules).errors?.weight).toBe(message);
    const weight = stonesPoundsToKg(4, 10.13);
    expect(weight).toBeCloseTo(29.996, 3);
    expect(
      engineRefusal(() => basicPlan({ ...basicInput(), weight, units: "imperial" }), "weight"),
    ).toBe(message);
  });
});
