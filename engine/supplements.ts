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

export interface SupplementInput {
  age: number;
  sex: Sex;
  sleepHours: number;
  dietType: DietType;
  /** Daily protein target in grams, for the whey note. */
  proteinG: number;
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

/**
 * Supplements to consider (spec section 9), within product.md section 3's limits: under-18s
 * are offered only what the NHS advises for everyone (vitamin D), never caffeine or creatine.
 */
export function supplementRecommendations(s: SupplementInput): SupplementRecommendation[] {
  const list: SupplementRecommendation[] = [VITAMIN_D];
  if (s.age < 18) return list;
  list.push(
    {
      name: "Whey protein",
      purpose: `A convenient way to reach your protein target of about ${s.proteinG} g a day if food alone falls short.`,
      dosage: "20 to 30 g in a shake, only when you need it",
      timing: "Any time of day; after training is convenient",
      evidence: "strong",
    },
    // Kreider RB et al. 2017, JISSN 14:18 (ISSN position stand on creatine).
    {
      name: "Creatine monohydrate",
      purpose: "Helps you keep strength and muscle while eating less, if you do strength training.",
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
  return list;
}
