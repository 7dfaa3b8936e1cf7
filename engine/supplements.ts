import type { Sex } from "./types.ts";
import type { DietType } from "./variants.ts";

export type Evidence = "strong" | "moderate" | "limited";

export interface SupplementRecommendation {
  name: string;
  purpose: string;
  dosage: string;
  timing: string;
  evidence: Evidence;
}

/** Pregnancy and breastfeeding change which supplements we may mention. */
export type MaternalStatus = "none" | "pregnant" | "breastfeeding";
export const MATERNAL_STATUSES: readonly MaternalStatus[] = ["none", "pregnant", "breastfeeding"];

export interface SupplementInput {
  age: number;
  sex: Sex;
  sleepHours: number;
  dietType: DietType;
  /** Daily protein target in grams, for the whey note. */
  proteinG: number;
  maternal: MaternalStatus;
  /** In pregnancy, the trimester when known: folic acid is for the first 12 weeks only. */
  trimester?: 1 | 2 | 3 | undefined;
  /** The visitor told us about a medical condition. */
  medicalCondition: boolean;
}

/** The supplements to consider, and the line that goes above them. */
export interface SupplementAdvice {
  advice: string;
  items: SupplementRecommendation[];
}

// NHS "Vitamin D": everyone in the UK should consider 10 micrograms a day in autumn and
// winter (all year if rarely outdoors). This is the one supplement we suggest to everyone.
const VITAMIN_D: SupplementRecommendation = {
  name: "Vitamin D",
  purpose:
    "Keeps bones and muscles healthy. In the UK, sunlight is too weak to make enough from October to March.",
  dosage: "10 micrograms (400 IU) a day",
  timing: "Daily in autumn and winter, or all year if you are rarely outdoors",
  evidence: "strong",
};

// NHS "Vitamins, supplements and nutrition in pregnancy": 400 micrograms of folic acid a day
// from before conception until week 12, and 10 micrograms of vitamin D a day throughout.
const FOLIC_ACID: SupplementRecommendation = {
  name: "Folic acid",
  purpose: "Helps prevent problems in your baby's development, such as spina bifida.",
  dosage: "400 micrograms a day",
  timing: "Every day until you are 12 weeks pregnant",
  evidence: "strong",
};
// NHS "Breastfeeding and diet", and the NHS pregnancy advice: 10 micrograms a day, all year.
const MATERNAL_VITAMIN_D: SupplementRecommendation = {
  ...VITAMIN_D,
  purpose: "Keeps your bones, teeth and muscles healthy, and your baby's too.",
  timing: "Every day, all year",
};
const ASK_FIRST = "Check with a pharmacist or your GP before you take a new supplement.";

/**
 * Supplements to consider (docs/safety-rules.md, "Supplements"): in pregnancy and while
 * breastfeeding only what the NHS advises; under-18s only vitamin D; with a medical condition
 * no creatine or caffeine, and ask first; caffeine never above 400 mg a day.
 */
/**
 * The NHS's supplement advice in pregnancy (folic acid to week 12, so only in the first
 * trimester when it is known, and vitamin D) and while breastfeeding (vitamin D), and nothing
 * else.
 */
export function maternalSupplementAdvice(
  maternal: "pregnant" | "breastfeeding",
  trimester?: 1 | 2 | 3,
): SupplementAdvice {
  if (maternal === "pregnant") {
    return {
      advice:
        "This is what the NHS advises taking in pregnancy. Ask your midwife, GP or pharmacist before taking anything else.",
      items:
        trimester === undefined || trimester === 1
          ? [FOLIC_ACID, MATERNAL_VITAMIN_D]
          : [MATERNAL_VITAMIN_D],
    };
  }
  return {
    advice:
      "This is the supplement the NHS advises while you breastfeed. Ask your health visitor, GP or pharmacist before taking anything else.",
    items: [MATERNAL_VITAMIN_D],
  };
}

export function supplementAdvice(s: SupplementInput): SupplementAdvice {
  if (s.maternal !== "none") return maternalSupplementAdvice(s.maternal, s.trimester);
  const advice = s.medicalCondition
    ? "You told us about a medical condition, so ask your GP or pharmacist first before you take any supplement."
    : ASK_FIRST;
  const list: SupplementRecommendation[] = [VITAMIN_D];
  if (s.age < 18) return { advice, items: list };
  list.push({
    name: "Whey protein",
    purpose: `A convenient way to reach your protein target of about ${s.proteinG} g a day if food alone falls short.`,
    dosage: "20 to 30 g in a shake, only when you need it",
    timing: "Any time of day; after training is convenient",
    evidence: "strong",
  });
  if (!s.medicalCondition) {
    list.push(
      // Kreider RB et al. 2017, JISSN 14:18 (ISSN position stand on creatine).
      {
        name: "Creatine monohydrate",
        purpose:
          "Helps you keep strength and muscle while eating less, if you do strength training.",
        dosage: "3 to 5 g a day",
        timing: "Any time, with a meal",
        evidence: "strong",
      },
      // EFSA 2015 scientific opinion on caffeine: up to 400 mg a day is safe for healthy adults.
      {
        name: "Caffeine",
        purpose: "Can make training feel easier. Coffee or tea works as well as tablets.",
        dosage:
          "About 3 mg per kg of body weight before training; no more than 400 mg a day from all sources",
        timing: "30 to 60 minutes before training, and not after mid-afternoon",
        evidence: "strong",
      },
    );
  }
  if (s.sleepHours < 7) {
    // NHS "Vitamins and minerals: others": 400 mg a day or less from supplements is unlikely to harm.
    list.push({
      name: "Magnesium",
      purpose:
        "May help if you sleep poorly, although the evidence for sleep is weak. Nuts, seeds and wholegrains are good sources.",
      dosage: "No more than 400 mg a day from supplements",
      timing: "In the evening",
      evidence: "limited",
    });
  }
  if (s.dietType === "keto" || s.dietType === "low-carb") {
    list.push({
      name: "Electrolytes",
      purpose:
        "Low-carb diets make you lose more salt and water at first, which can cause headaches and tiredness.",
      dosage: "Salt food to taste, or a sugar-free electrolyte drink on training days",
      timing: "Mostly in the first 2 weeks, and around training",
      evidence: "moderate",
    });
  }
  if (s.sex === "female") {
    // NHS "Iron": women 19-50 need 14.8 mg a day; do not take more than 17 mg a day from
    // supplements unless a doctor advises it.
    list.push({
      name: "Iron (only if you are low)",
      purpose:
        "Periods raise your need for iron. Red meat, beans, pulses and fortified cereals are good sources.",
      dosage: "Only with a GP's advice after a blood test; otherwise no more than 17 mg a day",
      timing: "Away from tea and coffee, which reduce absorption",
      evidence: "moderate",
    });
  }
  return { advice, items: list };
}
