import type { MedicalCondition } from "../plans/medical-conditions.ts";
import type { ThyroidCondition } from "../energy/tdee.ts";
import type { Sex } from "../core/types.ts";
import type { DietType } from "../plans/variants.ts";

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

/** What the NHS's pregnancy advice needs to know about the weight before pregnancy. */
export interface PregnancyBmi {
  bmi: number;
  /** True when the BMI is from the weight before pregnancy, false when from the weight now. */
  beforePregnancy: boolean;
}

export interface SupplementInput {
  age: number;
  sex: Sex;
  weightKg: number;
  sleepHours: number;
  dietType: DietType;
  /** Daily protein target in grams, for the whey note. */
  proteinG: number;
  /** Hours of strength training a week. */
  strengthHours: number;
  /** Hours of training of any kind a week: cardio, strength and sport. */
  trainingHours: number;
  maternal: MaternalStatus;
  /** In pregnancy, the trimester when known: folic acid is for the first 12 weeks only. */
  trimester?: 1 | 2 | 3 | undefined;
  /** In pregnancy, the BMI for the NHS's higher folic acid dose. */
  pregnancyBmi?: PregnancyBmi | undefined;
  /** The conditions the visitor told us about. */
  medicalConditions: readonly MedicalCondition[];
  thyroidCondition: ThyroidCondition;
  /** True when periods have stopped (menopause or after). */
  menopause: boolean;
}

/** The supplements to consider, the line that goes above them, and food-first tips. */
export interface SupplementAdvice {
  advice: string;
  items: SupplementRecommendation[];
  /** What to do instead of a supplement (iron-rich food, sleep habits). */
  tips: string[];
}

// NHS "Vitamin D": everyone in the UK should consider 10 micrograms a day in autumn and
// winter (all year if rarely outdoors), children and teenagers included.
const VITAMIN_D: SupplementRecommendation = {
  name: "Vitamin D",
  purpose:
    "Keeps bones and muscles healthy. In the UK, sunlight is too weak to make enough from October to March, and food alone rarely gives enough.",
  dosage: "10 micrograms (400 IU) a day",
  timing: "Daily in autumn and winter, or all year if you are rarely outdoors",
  evidence: "strong",
};

// NHS "Vitamins, supplements and nutrition in pregnancy": 400 micrograms of folic acid a day
// from before conception until week 12; 5 mg a day (on prescription) with a BMI of 30 or
// more; 10 micrograms of vitamin D a day throughout.
export const FOLIC_ACID_MICROGRAMS = 400;
export const FOLIC_ACID_HIGH_DOSE_MG = 5;
export const FOLIC_ACID_HIGH_DOSE_BMI = 30;
const FOLIC_ACID: SupplementRecommendation = {
  name: "Folic acid",
  purpose: "Helps prevent problems in your baby's development, such as spina bifida.",
  dosage: `${FOLIC_ACID_MICROGRAMS} micrograms a day`,
  timing: "Every day until you are 12 weeks pregnant",
  evidence: "strong",
};
const FOLIC_ACID_HIGH: SupplementRecommendation = {
  ...FOLIC_ACID,
  purpose: `${FOLIC_ACID.purpose} With a BMI of ${FOLIC_ACID_HIGH_DOSE_BMI} or more before pregnancy, the NHS advises a higher dose, which is on prescription: ask your GP or midwife.`,
  dosage: `${FOLIC_ACID_HIGH_DOSE_MG} mg a day, on prescription`,
};
const FOLIC_ACID_ASK: SupplementRecommendation = {
  ...FOLIC_ACID,
  purpose: `${FOLIC_ACID.purpose} If your BMI was ${FOLIC_ACID_HIGH_DOSE_BMI} or more before you were pregnant, you need a higher dose (${FOLIC_ACID_HIGH_DOSE_MG} mg, on prescription): ask your GP or midwife.`,
};
// NHS "Breastfeeding and diet", and the NHS pregnancy advice: 10 micrograms a day, all year.
const MATERNAL_VITAMIN_D: SupplementRecommendation = {
  ...VITAMIN_D,
  purpose: "Keeps your bones, teeth and muscles healthy, and your baby's too.",
  timing: "Every day, all year",
};

// Adults of 18 to 64 only: the evidence for creatine and caffeine comes from trained adults,
// and from 65 medicines and conditions are common enough to ask first.
export const SPORT_SUPPLEMENT_AGES = { min: 18, max: 64 } as const;
// At least 2 hours of training a week before creatine or caffeine is worth suggesting.
export const MIN_TRAINING_HOURS = 2;
// EFSA 2015, Scientific opinion on the safety of caffeine (EFSA Journal 13:4102): single doses
// up to 200 mg and up to 400 mg a day, from all sources, raise no safety concerns for healthy
// adults. Around training, about 3 mg per kg is the lower effective dose (Guest NS et al. 2021,
// ISSN position stand on caffeine, JISSN 18:1); never above the 200 mg single dose.
export const CAFFEINE_MG_PER_KG = 3;
export const CAFFEINE_MAX_SINGLE_MG = 200;
export const CAFFEINE_MAX_DAY_MG = 400;

/**
 * The most caffeine to take before training: 3 mg per kg, never above EFSA's 200 mg single
 * dose, rounded down to 10 mg.
 */
export function caffeineDoseMg(weightKg: number): number {
  const perKg = Math.floor((CAFFEINE_MG_PER_KG * weightKg) / 10) * 10;
  return Math.max(0, Math.min(CAFFEINE_MAX_SINGLE_MG, perKg));
}

// Conditions where extra salt or an electrolyte drink may harm (NHS "Salt": too much raises
// blood pressure; kidney and heart conditions often limit salt and potassium).
const SALT_CONDITIONS: readonly MedicalCondition[] = ["heart", "kidney", "blood-pressure"];
// NHS "Iron deficiency anaemia": heavy periods are a common cause; see a GP about heavy
// periods or tiredness. From 55 we take periods to have stopped (NHS "Menopause": usually
// between 45 and 55).
const MENSTRUATING_AGES = { min: 13, max: 54 } as const;
const IRON_TIP =
  "Periods raise how much iron you need. Eat iron-rich foods such as red meat, beans, pulses, dark green vegetables and fortified cereals. See a GP if your periods are heavy or you often feel tired: a blood test shows whether you need iron tablets.";
const SLEEP_TIP =
  "For better sleep, keep regular times for bed and getting up, keep your bedroom dark and cool, and have no caffeine after mid-afternoon. Supplements like magnesium are not a fix for short sleep.";
const ASK_FIRST = "Check with a pharmacist or your GP before you take a new supplement.";
const FOOD_FIRST = "Food comes first: these only fill gaps.";

/**
 * The NHS's supplement advice in pregnancy (folic acid to week 12, so only in the first
 * trimester when it is known, 5 mg with a BMI of 30 or more before pregnancy; and vitamin D)
 * and while breastfeeding (vitamin D), and nothing else. Without the weight before pregnancy,
 * a BMI now under 30 settles it (weight rises in pregnancy); a BMI now of 30 or more is said
 * as a question for the GP or midwife.
 */
export function maternalSupplementAdvice(
  maternal: "pregnant" | "breastfeeding",
  trimester?: 1 | 2 | 3,
  pregnancyBmi?: PregnancyBmi,
): SupplementAdvice {
  if (maternal === "pregnant") {
    const heavier = pregnancyBmi !== undefined && pregnancyBmi.bmi >= FOLIC_ACID_HIGH_DOSE_BMI;
    const folic = !heavier
      ? FOLIC_ACID
      : pregnancyBmi.beforePregnancy
        ? FOLIC_ACID_HIGH
        : FOLIC_ACID_ASK;
    return {
      advice:
        "This is what the NHS advises taking in pregnancy. Ask your midwife, GP or pharmacist before taking anything else.",
      items:
        trimester === undefined || trimester === 1
          ? [folic, MATERNAL_VITAMIN_D]
          : [MATERNAL_VITAMIN_D],
      tips: [],
    };
  }
  return {
    advice:
      "This is the supplement the NHS advises while you breastfeed. Ask your health visitor, GP or pharmacist before taking anything else.",
    items: [MATERNAL_VITAMIN_D],
    tips: [],
  };
}

/** Whether this person may have periods: a woman of 13 to 54 not past the menopause. */
function menstruates(s: SupplementInput): boolean {
  return (
    s.sex === "female" &&
    s.age >= MENSTRUATING_AGES.min &&
    s.age <= MENSTRUATING_AGES.max &&
    !s.menopause
  );
}

/**
 * Supplements to consider (docs/safety-rules.md, "Supplements"): food first, a short list,
 * each line with its reason. Vitamin D for everyone, the only one under 18; in pregnancy and
 * while breastfeeding only what the NHS advises; creatine and caffeine only for adults of 18
 * to 64 who train, with no declared condition; caffeine at the person's own dose, never above
 * 200 mg at once nor 400 mg a day; no iron or magnesium, but tips instead.
 */
export function supplementAdvice(s: SupplementInput): SupplementAdvice {
  if (s.maternal === "pregnant") {
    return maternalSupplementAdvice("pregnant", s.trimester, s.pregnancyBmi);
  }
  if (s.maternal === "breastfeeding") return maternalSupplementAdvice("breastfeeding");
  const declared = s.medicalConditions.length > 0 || s.thyroidCondition !== "normal";
  const advice = declared
    ? `${FOOD_FIRST} You told us about a medical condition, so ask your GP or pharmacist first before you take any supplement.`
    : `${FOOD_FIRST} ${ASK_FIRST}`;
  const tips: string[] = [];
  if (menstruates(s)) tips.push(IRON_TIP);
  if (s.sleepHours < 7) tips.push(SLEEP_TIP);
  const items: SupplementRecommendation[] = [VITAMIN_D];
  if (s.age < SPORT_SUPPLEMENT_AGES.min) return { advice, items, tips };

  items.push({
    name: "Whey protein",
    purpose: `Only if food alone falls short of your protein target of about ${s.proteinG} g a day. Milk, yoghurt, eggs, fish, meat, beans and tofu come first.`,
    dosage: "20 to 30 g in a shake, only on days you need it",
    timing: "Any time of day; after training is convenient",
    evidence: "strong",
  });
  const adult = s.age <= SPORT_SUPPLEMENT_AGES.max;
  if (adult && !declared && s.strengthHours >= MIN_TRAINING_HOURS) {
    // Kreider RB et al. 2017, JISSN 14:18 (ISSN position stand on creatine): 3 to 5 g a day.
    items.push({
      name: "Creatine monohydrate",
      purpose:
        "Helps you keep strength and muscle while eating less, because you do strength training.",
      dosage: "3 to 5 g a day",
      timing: "Any time, with a meal",
      evidence: "strong",
    });
  }
  if (adult && !declared && s.trainingHours >= MIN_TRAINING_HOURS) {
    const dose = caffeineDoseMg(s.weightKg);
    items.push({
      name: "Caffeine",
      purpose:
        "Can make training feel easier. A mug of coffee (about 100 mg) works as well as a tablet.",
      dosage: `Up to ${dose} mg before training (${CAFFEINE_MG_PER_KG} mg per kg of your weight, never more than ${CAFFEINE_MAX_SINGLE_MG} mg at once); no more than ${CAFFEINE_MAX_DAY_MG} mg a day in all, coffee, tea and energy drinks included`,
      timing: "30 to 60 minutes before training, and not after mid-afternoon",
      evidence: "strong",
    });
  }
  const saltRisk = s.medicalConditions.some((c) => SALT_CONDITIONS.includes(c));
  if ((s.dietType === "keto" || s.dietType === "low-carb") && !saltRisk) {
    items.push({
      name: "Electrolytes",
      purpose:
        "Low-carb diets make you lose more salt and water at first, which can cause headaches and tiredness. The evidence that extra salt helps is limited.",
      dosage: "Salt your food to taste, or have a sugar-free electrolyte drink on training days",
      timing: "Mostly in the first 2 weeks, and around training",
      evidence: "limited",
    });
  }
  return { advice, items, tips };
}
