import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { advancedPlan } from "../../../../engine/plans/advanced-plan.ts";
import { basicPlan } from "../../../../engine/plans/basic-plan.ts";
import { InputError } from "../../../../engine/core/errors.ts";
import { weightAtBmi } from "../../../../engine/body/healthy-weight.ts";
import type { Sex } from "../../../../engine/core/types.ts";
import {
  cmToInches,
  feetInchesToCm,
  kgToPounds,
  stonesPoundsToKg,
} from "../../../../engine/core/units.ts";
import { ageRule } from "../../../../engine/input/input-ranges.ts";
import { VARIANT_IDS, variantRules } from "../../../../engine/plans/variants.ts";
import type { FormValues } from "../../../../widgets/shared/form/measure.ts";
import type { Units } from "../../../../widgets/shared/platform/attributes.ts";
import { readAdvancedForm } from "../../../../widgets/calorie-deficit-advanced/advanced-form.ts";
import { defaults, STEPS } from "../../../../widgets/calorie-deficit-advanced/advanced-steps.ts";
import { readBasicForm } from "../../../../widgets/calorie-deficit-basic/basic-form.ts";
import {
  defaultRate,
  initialValues,
  stepsFor,
} from "../../../../widgets/calorie-deficit-basic/basic-steps.ts";

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

/*
 * People for the target weight's rules: any age the variant takes, 145 to 200 cm, BMI 15 to
 * 45 and a target 60% to 115% of the weight, typed in kg and cm or in whole stones, pounds,
 * feet and inches, so that every refusal (under BMI 18.5, 23 from 65, a teenager's cut-off,
 * a gain past BMI 30, a muscle-gain target that is no gain) comes up often.
 */
interface TargetPerson {
  units: Units;
  age: number;
  sex: Sex;
  heightCm: number;
  bmi: number;
  targetShare: number;
}

const personFor = (variant: string): fc.Arbitrary<TargetPerson> => {
  const rules = variantRules(variant);
  const age = ageRule(rules);
  return fc.record({
    units,
    age: fc.integer({ min: age.min, max: age.max }),
    sex: rules.sex ? fc.constant(rules.sex) : fc.constantFrom<Sex>("male", "female"),
    heightCm: fc.integer({ min: 145, max: 200 }),
    bmi: fc.integer({ min: 150, max: 450 }).map((tenths) => tenths / 10),
    targetShare: fc.integer({ min: 60, max: 115 }).map((hundredths) => hundredths / 100),
  });
};
const asksTarget = (variant: string) =>
  stepsFor(variantRules(variant)).some((step) => step.fields.includes("targetWeight"));
const basicTargetCase = fc
  .constantFrom(...VARIANT_IDS.filter(asksTarget))
  .chain((variant) => personFor(variant).map((person) => ({ variant, person })));
// The advanced calculator plans no children, pregnancy or breastfeeding (their own basic ones do).
const advancedTargetCase = fc
  .constantFrom(...VARIANT_IDS.filter((id) => !["kids", "pregnancy", "breastfeeding"].includes(id)))
  .chain((variant) => personFor(variant).map((person) => ({ variant, person })));

/** A weight as a visitor types it: 0.1 kg, or whole stones and pounds. */
function typedKg(kg: number, units: Units): { units: Units; big: string; small: string } {
  if (units === "metric") return { units, big: String(Math.round(kg * 10) / 10), small: "" };
  const pounds = Math.round(kgToPounds(kg));
  return { units, big: String(Math.floor(pounds / 14)), small: String(pounds % 14) };
}

/** A height as a visitor types it: whole cm, or whole feet and inches. */
function typedCm(cm: number, units: Units): { units: Units; big: string; small: string } {
  if (units === "metric") return { units, big: String(cm), small: "" };
  const inches = Math.round(cmToInches(cm));
  return { units, big: String(Math.floor(inches / 12)), small: String(inches % 12) };
}

function typedAnswers(p: TargetPerson) {
  const weightKg = weightAtBmi(p.bmi, p.heightCm);
  return {
    height: typedCm(p.heightCm, p.units),
    weight: typedKg(weightKg, p.units),
    target: typedKg(weightKg * p.targetShare, p.units),
  };
}

/** What the visitor typed, in the form's boxes. */
function typedPerson(p: TargetPerson): FormValues {
  const { height, weight, target } = typedAnswers(p);
  const heightBoxes: FormValues =
    height.units === "metric"
      ? { height: height.big }
      : { height: "", heightFt: height.big, heightIn: height.small };
  return {
    age: String(p.age),
    gender: p.sex,
    ...heightBoxes,
    ...weightBoxes("weight", weight),
    ...weightBoxes("targetWeight", target),
  };
}

/** The same answers as the plan takes them: years, cm and kg. */
function plannedPerson(p: TargetPerson) {
  const { height, weight, target } = typedAnswers(p);
  return {
    age: p.age,
    gender: p.sex,
    height: cmOf(height),
    weight: kgOf(weight),
    targetWeight: kgOf(target),
    units: p.units,
  };
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

  it("the basic form's Goals step refuses a target exactly when basicPlan does, in the same words", () => {
    let refused = 0;
    fc.assert(
      fc.property(basicTargetCase, ({ variant, person }) => {
        const rules = variantRules(variant);
        const values = {
          ...initialValues(rules),
          ...typedPerson(person),
          activity: "1.55",
          weeksPostpartum: "10",
        };
        const form = readBasicForm(values, person.units, rules).errors;
        const input = {
          ...plannedPerson(person),
          activity: 1.55,
          lossRate: Number(defaultRate(rules)),
          weeksPostpartum: 10,
          today: "2026-01-01",
        };
        const engine = engineRefusal(() => basicPlan(input, variant), "targetWeight");
        expect(form?.targetWeight).toBe(engine);
        // Nothing else stands in the way: the target is the only answer either refuses.
        expect(Object.keys(form ?? {}).filter((name) => name !== "targetWeight")).toEqual([]);
        if (engine !== undefined) refused++;
      }),
      { numRuns: 200 },
    );
    expect(refused).toBeGreaterThan(25);
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

  it("the advanced form's first step refuses a target exactly when advancedPlan does, in the same words", () => {
    let refused = 0;
    fc.assert(
      fc.property(advancedTargetCase, ({ variant, person }) => {
        const rules = variantRules(variant);
        const values = { ...defaults(rules), ...typedPerson(person) };
        const form = readAdvancedForm(values, person.units, rules).errors?.targetWeight;
        const input = { ...advancedInput(), ...plannedPerson(person), lossRate: 0.5 };
        const engine = engineRefusal(() => advancedPlan(input, variant), "targetWeight");
        expect(form).toBe(engine);
        if (engine !== undefined) refused++;
      }),
      { numRuns: 150 },
    );
    expect(refused).toBeGreaterThan(15);
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
