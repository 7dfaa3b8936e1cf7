import type { MedicalCondition } from "./medical-conditions.ts";
import type { MenstrualPhase, ThyroidCondition } from "../energy/tdee.ts";
import type { Sex } from "../core/types.ts";

/*
 * What each health answer means for the visitor, for the Overview to list (docs/safety-rules.md,
 * "Health answers"). None of them changes the calories: sleep, stress and the cycle become
 * notes; the thyroid answer changes no calories, and an overactive thyroid gets no deficit
 * (medical-conditions.ts says so in a warning).
 */

export type HealthFactor = "sleep" | "stress" | "cycle" | "thyroid" | "conditions";

export interface HealthFactorNote {
  factor: HealthFactor;
  /** The visitor's answer, in a few words ("5 hours a night"). */
  answer: string;
  /** One or two plain lines on what the answer means for them. */
  note: string;
}

export interface HealthFactorSummary {
  /** Each health answer, in the order the form asks them. */
  notes: HealthFactorNote[];
}

export interface HealthAnswers {
  sex: Sex;
  sleepHours: number;
  stressLevel: number;
  menstrualCycle: MenstrualPhase;
  thyroidCondition: ThyroidCondition;
  medicalConditions: readonly MedicalCondition[];
}

// NHS "How to get to sleep": most adults need 7 to 9 hours a night.
const SLEEP_NEED = { min: 7, max: 9 } as const;
// Stress above 7 out of 10 is high (the same line as the stress tip and warning).
const HIGH_STRESS = 7;

const CYCLE_NAMES: Record<MenstrualPhase, string> = {
  none: "Not tracking",
  follicular: "After your period (follicular phase)",
  luteal: "Before your period (luteal phase)",
  menopause: "Menopause or after",
};
const THYROID_NAMES: Record<ThyroidCondition, string> = {
  normal: "Normal, or treated and stable",
  hypo: "Underactive",
  hyper: "Overactive",
};
export const CONDITION_NAMES: Record<MedicalCondition, string> = {
  diabetes: "diabetes",
  heart: "heart disease",
  kidney: "kidney disease",
  "blood-pressure": "high blood pressure",
  thyroid: "a thyroid condition",
  "eating-disorder": "an eating disorder, now or in the past",
  other: "another condition",
};

const UNCHANGED = "It does not change your calories.";

function sleepNote(hours: number): string {
  if (hours < SLEEP_NEED.min) {
    // Markwald RR et al. PNAS 2013;110:5695: five nights of 5 hours' sleep raised energy use by
    // about 5%, and food eaten by more, so weight went up. Short sleep does not lower needs.
    return `Short sleep tends to raise hunger and cravings the next day, so plan for it. ${UNCHANGED} Losing sleep raises energy use a little; it is the extra eating that adds weight.`;
  }
  if (hours > SLEEP_NEED.max) {
    return `${UNCHANGED} If you often feel tired however long you sleep, talk to a GP.`;
  }
  return `Most adults need 7 to 9 hours. ${UNCHANGED}`;
}

function stressNote(level: number): string {
  return level > HIGH_STRESS
    ? `High stress can raise appetite and make it harder to stick to a plan. ${UNCHANGED}`
    : UNCHANGED;
}

function cycleNote(phase: MenstrualPhase): string {
  if (phase === "luteal") {
    return `In the days before a period your weight can go up by a kilogram or more. That is water, not fat, and it goes once your period starts. ${UNCHANGED}`;
  }
  if (phase === "menopause") {
    return `${UNCHANGED} Your energy use comes from your age, weight and activity, which your plan already counts. Strength training helps keep muscle and bones strong.`;
  }
  return `Weight goes up and down across the cycle, mostly as water. Compare weigh-ins at the same point in your cycle. ${UNCHANGED}`;
}

function thyroidNote(thyroid: ThyroidCondition): string {
  // The warning says why (medical-conditions.ts); the row only says what it means.
  if (thyroid === "hyper") return "We have not planned a calorie deficit. Talk to your GP.";
  if (thyroid === "hypo") {
    return `Once treatment brings your thyroid levels back to normal, your energy use is typical. ${UNCHANGED} If you are not treated yet, or often feel tired and cold, talk to your GP.`;
  }
  return `Your energy use is typical. ${UNCHANGED}`;
}

// A declared condition's own warning asks the visitor to talk to a GP first, and an eating
// disorder's says that no weight loss is planned, and why (medical-conditions.ts); the row
// says what every declared condition changes here.
const CONDITIONS_NOTE =
  "We have left creatine and caffeine out of your supplements: ask your GP or pharmacist before you take any supplement.";

/** "a, b and c". */
function listed(items: readonly string[]): string {
  if (items.length < 2) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1] ?? ""}`;
}

/** Each health answer and what it means for the visitor; none changes the calories. */
export function healthFactorSummary(h: HealthAnswers): HealthFactorSummary {
  const notes: HealthFactorNote[] = [
    { factor: "sleep", answer: `${h.sleepHours} hours a night`, note: sleepNote(h.sleepHours) },
    {
      factor: "stress",
      answer: `${h.stressLevel} out of 10`,
      note: stressNote(h.stressLevel),
    },
  ];
  if (h.sex === "female" && h.menstrualCycle !== "none") {
    notes.push({
      factor: "cycle",
      answer: CYCLE_NAMES[h.menstrualCycle],
      note: cycleNote(h.menstrualCycle),
    });
  }
  notes.push({
    factor: "thyroid",
    answer: THYROID_NAMES[h.thyroidCondition],
    note: thyroidNote(h.thyroidCondition),
  });
  if (h.medicalConditions.length > 0) {
    const names = listed(h.medicalConditions.map((c) => CONDITION_NAMES[c]));
    notes.push({
      factor: "conditions",
      answer: names.charAt(0).toUpperCase() + names.slice(1),
      note: CONDITIONS_NOTE,
    });
  }
  return { notes };
}
