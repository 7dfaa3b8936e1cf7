import { OLDER_ADULT_AGE } from "../body/healthy-weight.ts";
import type { DietType } from "./variants.ts";

export type MealTiming = "flexible" | "early-bird" | "night-owl";
export const MEAL_TIMINGS: readonly MealTiming[] = ["flexible", "early-bird", "night-owl"];

export interface TipInput {
  age: number;
  stressLevel: number;
  dailySteps: number;
  strengthHours: number;
  trainingDays: number;
  dietType: DietType;
  mealTiming: MealTiming;
  proteinG: number;
  fibreG: number;
  insulinSensitivity: "normal" | "reduced";
}

// From 65, strength and protein come first (docs/safety-rules.md, "Older adults"): NHS
// physical activity guidelines for older adults (strength on at least 2 days a week) and
// PROT-AGE (Bauer et al., JAMDA 2013;14:542: protein at each meal).

/** The tips that lead: from 65 strength and protein at every meal, else protein over the day. */
function firstTips(t: TipInput): string[] {
  if (t.age < OLDER_ADULT_AGE) {
    return [
      `Spread your ${t.proteinG} g of protein over 3 or 4 meals: it keeps you fuller and protects muscle.`,
    ];
  }
  return [
    t.strengthHours >= 2
      ? "Keep up your strength training, with some balance exercises, on at least 2 days a week: from 65, keeping your muscles matters more than the number on the scales."
      : "Do activities that build strength and balance on at least 2 days a week: from 65, keeping your muscles matters more than the number on the scales.",
    `Have some of your ${t.proteinG} g of protein at every meal, such as eggs, fish, beans, dairy or lean meat: it helps you keep muscle as you get older.`,
  ];
}

/**
 * Practical tips chosen by simple rules from the visitor's answers (never called AI). Each
 * says what no other part of the results does: short sleep is in the health answers and the
 * supplement tips, and keto's salt is the electrolytes line (left out where salt may harm).
 */
export function personalizedTips(t: TipInput): string[] {
  const tips = [
    ...firstTips(t),
    `Aim for about ${t.fibreG} g of fibre a day from vegetables, fruit, beans and wholegrains.`,
  ];
  if (t.strengthHours < 2 && t.age < OLDER_ADULT_AGE) {
    tips.push(
      "Add two short strength sessions a week. Keeping muscle keeps your metabolism up while you lose fat.",
    );
  }
  if (t.dailySteps < 7000) {
    tips.push(
      "Build up your daily steps by 1,000 at a time. Walking is the easiest extra energy use to keep up.",
    );
  }
  if (t.stressLevel > 7) {
    tips.push(
      "Plan for stressful days: keep easy, healthy meals ready so stress does not decide what you eat.",
    );
  }
  if (t.dietType === "intermittent-fasting") {
    tips.push(
      "With intermittent fasting, break your fast with a protein-rich meal so you reach your target.",
    );
  }
  if (t.mealTiming === "early-bird") {
    tips.push(
      "As an early riser, make breakfast your biggest meal and finish eating a few hours before bed.",
    );
  } else if (t.mealTiming === "night-owl") {
    tips.push(
      "If you eat late, plan your evening meal into your calories so late snacking does not add up.",
    );
  }
  if (t.trainingDays > 0) {
    tips.push(
      `On your ${t.trainingDays} training days, eat a little more, mostly from carbs around your session.`,
    );
  }
  if (t.insulinSensitivity === "reduced") {
    tips.push(
      "Choose wholegrain, high-fibre carbs and pair them with protein to keep your blood sugar steadier.",
    );
  }
  return tips;
}
