import type { AdvancedAnswers } from "./advanced-input.ts";
import type { Warning } from "./warnings.ts";

/** The basic plan's own warnings about the size of its deficit and the visitor's age. */
export function basicPlanWarnings(
  dailyDeficit: number,
  flooredAtMinimum: boolean,
  age: number,
): Warning[] {
  const warnings: Warning[] = [];
  if (dailyDeficit > 1000) {
    warnings.push({
      type: "high",
      message:
        "Your calorie deficit is very aggressive. Consider consulting a healthcare professional.",
    });
  }
  if (flooredAtMinimum) {
    warnings.push({
      type: "high",
      message:
        "Your target calories are at the minimum safe level. Medical supervision recommended.",
    });
  }
  if (age < 18) {
    warnings.push({
      type: "medium",
      message: "As a teenager, ensure adequate nutrition for growth and development.",
    });
  }
  return warnings;
}

/** The warnings the advanced plan's answers call for: floors, age, pace, health. */
export function advancedPlanWarnings(
  a: Pick<AdvancedAnswers, "person" | "medicalConditions" | "stressLevel" | "sleepHours">,
  deficit: number,
  floored: boolean,
  floor: number,
): Warning[] {
  const warnings: Warning[] = [];
  if (floored) {
    warnings.push({
      type: "critical",
      message: `Your daily target is at the minimum safe level for you (${floor.toLocaleString("en-GB")} kcal).`,
      recommendation: "Increase calories or extend timeline. Medical supervision required.",
    });
  }
  if (a.person.age < 18) {
    warnings.push({
      type: "critical",
      message:
        "Under 18, cutting calories needs medical supervision because you are still growing.",
      recommendation:
        "Please talk to a paediatrician, GP or registered dietitian before you start.",
    });
  }
  if (deficit * 7 > 7000) {
    warnings.push({
      type: "high",
      message:
        "Your weekly deficit is over 7,000 kcal, which is more than 2 lb (about 1 kg) a week.",
      recommendation: "Reduce the deficit: a slower rate protects muscle and is easier to keep up.",
    });
  }
  if (a.medicalConditions.length > 0) {
    warnings.push({
      type: "high",
      message:
        "You told us about a medical condition. Some plans and supplements may not suit you.",
      recommendation: "Talk to your GP or healthcare provider before changing your diet.",
    });
  }
  if (a.stressLevel > 7) {
    warnings.push({
      type: "medium",
      message: "High stress can raise hunger and make weight loss harder.",
      recommendation:
        "Look after your stress as part of the plan: sleep, walks and support all help.",
    });
  }
  if (a.sleepHours < 6) {
    warnings.push({
      type: "medium",
      message: "Less than 6 hours' sleep makes hunger and cravings harder to manage.",
      recommendation: "Aim for 7 to 9 hours of sleep a night if you can.",
    });
  }
  return warnings;
}
