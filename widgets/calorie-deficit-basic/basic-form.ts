import {
  ageRule,
  HEIGHT_RULE,
  PRE_PREGNANCY_WEIGHT_RULE,
  TARGET_WEIGHT_RULE,
  type VariantRules,
  WEEKS_POSTPARTUM_RULE,
  WEIGHT_RULE,
  readTypedNumber,
  type BasicInput,
} from "../../engine/index.ts";
import type { Units } from "../shared/platform/attributes.ts";
import { hasErrors, readErrors, type FormRead } from "../shared/form/form-read.ts";
import { checkTarget } from "../shared/form/check-target.ts";
import type { FormValues } from "../shared/form/measure.ts";
import { readMeasure, readNumber, type FieldRead } from "../shared/form/read-field.ts";
import { chosenRate } from "./basic-choices.ts";
import { stepsFor } from "./basic-steps.ts";

/**
 * The basic calculator's answers, read once into the engine's input (BasicInput): numbers,
 * in years, cm and kg whatever units the visitor typed in. Only what the variant asks is set.
 */
export type BasicFormInput = Omit<BasicInput, "today" | "units"> & {
  /** The units the engine's messages name weights in: the visitor's. */
  units: Units;
};

type Reader = (values: FormValues, units: Units, rules: VariantRules) => FieldRead;

/** A choice that must be made, as the number it stands for ("1.55" is 1.55). */
function chosen(value: string | undefined, message: string): FieldRead {
  const typed = readTypedNumber(value ?? "");
  return typed.kind === "number" ? { value: typed.value } : { error: message };
}

/**
 * How each field is read: what was typed, checked by the engine's own rules
 * (engine/input/), so the form refuses what the engine would, in the same words.
 */
const READERS: Readonly<Record<string, Reader>> = {
  age: (values, _units, rules) => readNumber(values, "age", ageRule(rules)),
  height: (values, units) => readMeasure(values, "height", "height", units, HEIGHT_RULE),
  weight: (values, units) => readMeasure(values, "weight", "weight", units, WEIGHT_RULE),
  prePregnancyWeight: (values, units) =>
    readMeasure(values, "prePregnancyWeight", "weight", units, PRE_PREGNANCY_WEIGHT_RULE, false),
  // Checked against the person too, once they are read (readBasicForm, checkTarget).
  targetWeight: (values, units) =>
    readMeasure(values, "targetWeight", "weight", units, TARGET_WEIGHT_RULE),
  activity: (values) => chosen(values.activity, "Choose how active you are."),
  lossRate: (values, units, rules) =>
    chosen(chosenRate(rules, values, units), "Choose how fast you want to go."),
  trimester: (values) => chosen(values.trimester, "Choose which trimester you are in."),
  weeksPostpartum: (values) => readNumber(values, "weeksPostpartum", WEEKS_POSTPARTUM_RULE),
};

/**
 * Reads every answer the variant asks into the engine's input, or gives every problem at
 * once by field name. Never throws; the engine checks the input again (it is a public API),
 * by the same number rule.
 */
export function readBasicForm(
  values: FormValues,
  units: Units,
  rules: VariantRules,
): FormRead<BasicFormInput> {
  const asked = stepsFor(rules).flatMap((step) => step.fields);
  const reads: Record<string, FieldRead> = {};
  for (const name of asked) {
    const reader = READERS[name];
    if (reader) reads[name] = reader(values, units, rules);
  }
  const gender = values.gender === "male" || values.gender === "female" ? values.gender : undefined;
  const target = checkTarget(reads, gender, rules, units);
  if (target) reads.targetWeight = target;
  const errors = {
    ...readErrors(reads),
    ...(gender ? {} : { gender: "Choose male or female." }),
  };
  const age = reads.age?.value;
  if (hasErrors(errors) || !gender || age === undefined) return { errors };
  // Fields the variant does not ask stay undefined, which the engine reads as not given.
  const value = (name: string) => reads[name]?.value;
  return {
    input: {
      age,
      gender,
      units,
      height: value("height"),
      weight: value("weight"),
      activity: value("activity"),
      targetWeight: value("targetWeight"),
      lossRate: value("lossRate"),
      trimester: value("trimester"),
      prePregnancyWeight: value("prePregnancyWeight"),
      weeksPostpartum: value("weeksPostpartum"),
      goalDate: asked.includes("goalDate") && values.goalDate ? values.goalDate : undefined,
    },
  };
}
