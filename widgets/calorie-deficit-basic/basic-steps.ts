import type { VariantRules } from "../../engine/index.ts";
import type { FormValues } from "../shared/form/measure.ts";
import type { WizardStep } from "../shared/wizard/use-wizard.ts";

/*
 * The basic wizard's shape, known at first paint: its title, steps and first answers. The
 * choices of the later steps are in basic-choices.ts, which loads with the results.
 */

/** The widget's title for a variant: what this calculator works out for that audience. */
export function titleFor(rules: VariantRules): string {
  switch (rules.mode) {
    case "kids":
      return "Children's Energy Needs Calculator";
    case "pregnancy":
      return "Pregnancy Calorie Needs Calculator";
    case "breastfeeding":
      return "Breastfeeding Calorie Calculator";
    case "surplus":
      return "Calculate Your Calorie Surplus";
    default:
      return "Calculate Your Calorie Deficit";
  }
}

/** The last step's button: it names what the visitor is about to get. */
export function finishLabelFor(rules: VariantRules): string {
  switch (rules.mode) {
    case "kids":
      return "Calculate Energy Needs";
    case "pregnancy":
      return "Calculate My Needs";
    case "breastfeeding":
      return "Calculate My Calories";
    case "surplus":
      return "Calculate My Surplus";
    default:
      return "Calculate My Deficit";
  }
}

/** The steps a variant asks for (kids need only age and sex). */
export function stepsFor(rules: VariantRules): WizardStep[] {
  const about = rules.sex ? ["age", "height", "weight"] : ["age", "gender", "height", "weight"];
  if (rules.mode === "kids") return [{ title: "About your child", fields: ["age", "gender"] }];
  const activity = { title: "Activity", fields: ["activity"] };
  if (rules.mode === "pregnancy") {
    return [
      { title: "Basic info", fields: about },
      activity,
      { title: "Your pregnancy", fields: ["trimester", "prePregnancyWeight"] },
    ];
  }
  // The weeks since the birth come before the pace: what each pace means depends on them.
  const goals = [
    "targetWeight",
    ...(rules.mode === "breastfeeding" ? ["weeksPostpartum"] : []),
    "lossRate",
    "goalDate",
  ];
  return [{ title: "Basic info", fields: about }, activity, { title: "Goals", fields: goals }];
}

/**
 * The pace a visitor starts with: the NHS's steady 0.5 kg a week, or a lean 0.25 kg a week
 * for muscle gain. Every variant offers it to everyone, so nobody has to pick a pace.
 */
export function defaultRate(rules: VariantRules): string {
  return rules.mode === "surplus" ? "0.25" : "0.5";
}

/** The answers a visitor starts with: the variant's pace, and its sex if it has one. */
export function initialValues(rules: VariantRules): FormValues {
  return { lossRate: defaultRate(rules), ...(rules.sex ? { gender: rules.sex } : {}) };
}
