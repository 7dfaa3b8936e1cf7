import { activityMultiplier } from "./activity-levels.ts";
import { metabolicAdaptation, REFERENCE_BODY_FAT, type MetabolicAdaptation } from "./adaptation.ts";
import { BMR_FORMULAS, bmrOf, type BmrFormula } from "./bmr.ts";
import { InputError } from "./errors.ts";
import { goalDatePlan, todayIso, type GoalDatePlan } from "./goal-date.ts";
import { macrosFromShares, sharesWithProteinFloor, type MacroShares } from "./macros.ts";
import { type Person } from "./person.ts";
import {
  AGE_RULE,
  BODY_FAT_RULE,
  HEIGHT_RULE,
  TARGET_WEIGHT_RULE,
  WEIGHT_RULE,
} from "./input-ranges.ts";
import { planEnergy, type Direction } from "./plan-energy.ts";
import { proteinReferenceKg, safetyLimits } from "./safety.ts";
import { supplementRecommendations, type SupplementRecommendation } from "./supplements.ts";
import {
  activeTdee,
  JOB_TYPES,
  MENSTRUAL_PHASES,
  tdeeFactors,
  THYROID_CONDITIONS,
  type JobType,
  type MenstrualPhase,
  type TdeeFactors,
  type ThyroidCondition,
} from "./tdee.ts";
import { MEAL_TIMINGS, personalizedTips, type MealTiming } from "./tips.ts";
import {
  PLATEAU_STRATEGIES,
  plateauPredictions,
  timeline,
  type PlateauPrediction,
  type PlateauStrategy,
  type Timeline,
} from "./timeline.ts";
import { SEXES, type Macros, type Sex } from "./types.ts";
import {
  optionalNumber,
  optionalOneOf,
  requireNumber,
  requireOneOf,
  type NumberRule,
} from "./validate.ts";
import { variantRules, type DietType } from "./variants.ts";
import { bySeverity, type Warning } from "./warnings.ts";
import { waterWeight, type WaterWeight } from "./water-weight.ts";

export const DIET_TYPES: readonly DietType[] = [
  "standard",
  "keto",
  "low-carb",
  "high-protein",
  "intermittent-fasting",
];
export type RefeedFrequency = "weekly" | "none";
export const REFEED_FREQUENCIES: readonly RefeedFrequency[] = ["weekly", "none"];
export type InsulinSensitivity = "normal" | "reduced";
export const INSULIN_SENSITIVITIES: readonly InsulinSensitivity[] = ["normal", "reduced"];

/** The advanced calculator's input, with the spec's section 3 field names. */
export interface AdvancedInput {
  age: number | string;
  gender: Sex | string;
  height: number | string;
  weight: number | string;
  bodyFat?: number | string;
  targetWeight: number | string;
  lossRate: number | string;
  goalDate?: string;
  baseActivity: number | string;
  cardioHours?: number | string;
  strengthHours?: number | string;
  sportsHours?: number | string;
  dailySteps?: number | string;
  jobType?: JobType | string;
  menstrualCycle?: MenstrualPhase | string;
  thyroidCondition?: ThyroidCondition | string;
  insulinSensitivity?: InsulinSensitivity | string;
  sleepHours?: number | string;
  stressLevel?: number | string;
  supplementUse?: string[];
  medicalConditions?: string[];
  bmrFormula: BmrFormula | string;
  dietType?: DietType | string;
  mealTiming?: MealTiming | string;
  trainingDays?: number | string;
  refeedFrequency?: RefeedFrequency | string;
  plateauStrategy?: PlateauStrategy | string;
  /** Today's date (YYYY-MM-DD) for the goal date; defaults to the real date. */
  today?: string;
}

export interface DayMacros extends Macros {
  fiber: number;
}

/** The advanced calculator's result (spec section 3, "Advanced result"). */
export interface AdvancedResult {
  variant: string;
  direction: Direction;
  bmrFormula: BmrFormula;
  bmr: number;
  /** Every formula this person's data allows, side by side. */
  bmrComparison: Partial<Record<BmrFormula, number>>;
  tdee: number;
  adjustedTdee: number;
  tdeeFactors: TdeeFactors;
  dailyDeficit: number;
  weeklyLoss: number;
  waterWeight: WaterWeight;
  metabolicAdaptation: MetabolicAdaptation;
  targetCalories: { training: number; rest: number; average: number };
  floor: number;
  flooredAtMinimum: boolean;
  macros: { training: DayMacros; rest: DayMacros };
  dailyProtein: number;
  timeline: Timeline;
  plateaus: PlateauPrediction[];
  refeedDays?: { calories: number; carbs: number; frequency: RefeedFrequency };
  supplementRecommendations: SupplementRecommendation[];
  personalizedTips: string[];
  warnings: Warning[];
  goalDate?: GoalDatePlan;
}

// Spec section 9 macro shares by diet: protein, carbs on training / rest days; fat is the rest.
const DIET_SHARES: Record<DietType, { protein: number; carbsTraining: number; carbsRest: number }> =
  {
    keto: { protein: 0.25, carbsTraining: 0.15, carbsRest: 0.05 },
    "low-carb": { protein: 0.3, carbsTraining: 0.25, carbsRest: 0.15 },
    "high-protein": { protein: 0.35, carbsTraining: 0.4, carbsRest: 0.3 },
    standard: { protein: 0.3, carbsTraining: 0.45, carbsRest: 0.35 },
    "intermittent-fasting": { protein: 0.3, carbsTraining: 0.45, carbsRest: 0.35 },
  };
// Spec section 9: protein at least 2.2 g/kg, or 2.5 g/kg below 15% body fat, in a deficit
// (Helms ER et al. 2014, JISSN 11:20: 2.3-3.1 g/kg of lean mass for lean people dieting).
const PROTEIN_G_PER_KG = 2.2;
const PROTEIN_G_PER_KG_LEAN = 2.5;
const LEAN_BODY_FAT = 15;
// Spec section 9: 14 g of fibre per 1,000 kcal (US Institute of Medicine 2005 adequate intake).
const FIBRE_G_PER_1000_KCAL = 14;
// Training days get 0.8x the deficit and rest days 1.2x (spec section 9).
const TRAINING_SHARE = 0.8;
const REST_SHARE = 1.2;
// Product.md section 3: refeeds at maintenance, never above 1.6x the average target, 60% carbs.
const REFEED_MAX_OF_AVERAGE = 1.6;
const REFEED_CARB_SHARE = 0.6;

function missing(field: string, label: string): never {
  throw new InputError(field, `Missing required data: enter ${label}.`);
}

function required(field: string, value: unknown, rule: NumberRule): number {
  if (value === undefined || value === null || value === "") missing(field, rule.label);
  return requireNumber(field, value, rule);
}

function withDefault(field: string, value: unknown, rule: NumberRule, fallback: number): number {
  return optionalNumber(field, value, rule) ?? fallback;
}

function stringList(field: string, value: unknown): string[] {
  if (value === undefined || value === null) return [];
  if (
    !Array.isArray(value) ||
    value.some((v) => typeof v !== "string" || v.length > 80) ||
    value.length > 20
  ) {
    throw new InputError(field, "Choose items from the list.");
  }
  return value.filter((v: string) => v.trim() !== "");
}

function formulaOf(value: unknown): BmrFormula {
  if (value === undefined || value === null || value === "") missing("bmrFormula", "a BMR formula");
  // Spec section 5: an unknown formula falls back to Mifflin-St Jeor.
  return (BMR_FORMULAS as readonly unknown[]).includes(value) ? (value as BmrFormula) : "mifflin";
}

function dayMacros(calories: number, shares: MacroShares, proteinFloorG: number): DayMacros {
  const macros = macrosFromShares(
    calories,
    sharesWithProteinFloor(calories, shares, proteinFloorG),
  );
  return { ...macros, fiber: Math.round((FIBRE_G_PER_1000_KCAL * calories) / 1000) };
}

function comparison(p: Person): Partial<Record<BmrFormula, number>> {
  const result: Partial<Record<BmrFormula, number>> = {};
  for (const formula of BMR_FORMULAS) {
    if ((formula === "katch" || formula === "cunningham") && p.bodyFatPct === undefined) continue;
    result[formula] = Math.round(bmrOf(formula, p));
  }
  return result;
}

/**
 * The advanced calculator (spec section 9 "Advanced calculation", as product.md section 3
 * reads it) under a variant's rules. Throws InputError naming the field it cannot use.
 */
export function advancedPlan(input: AdvancedInput, variant?: string): AdvancedResult {
  const rules = variantRules(variant);
  if (rules.mode === "kids" || rules.mode === "pregnancy" || rules.mode === "breastfeeding") {
    throw new InputError(
      "variant",
      "The advanced calculator does not plan for this group. Use the basic calculator's own version instead.",
    );
  }
  if (input.gender === undefined || input.gender === null || input.gender === "")
    missing("gender", "your sex");
  const sex = requireOneOf("gender", input.gender, SEXES, "male or female");
  if (rules.sex && sex !== rules.sex) {
    throw new InputError(
      "gender",
      `This calculator is for ${rules.sex === "female" ? "women" : "men"}.`,
    );
  }
  const age = required("age", input.age, { ...AGE_RULE, min: rules.minAge, max: rules.maxAge });
  const heightCm = required("height", input.height, HEIGHT_RULE);
  const weightKg = required("weight", input.weight, WEIGHT_RULE);
  const targetWeightKg = required("targetWeight", input.targetWeight, TARGET_WEIGHT_RULE);
  const lossRate = required("lossRate", input.lossRate, {
    label: "your weekly rate",
    min: 0.25,
    max: 2,
    unit: "kg a week",
  });
  if (
    input.baseActivity === undefined ||
    input.baseActivity === null ||
    input.baseActivity === ""
  ) {
    missing("baseActivity", "your activity level");
  }
  const baseActivity = activityMultiplier(input.baseActivity, "baseActivity");
  const bmrFormula = formulaOf(input.bmrFormula);
  const bodyFatPct = optionalNumber("bodyFat", input.bodyFat, BODY_FAT_RULE);
  const person: Person = {
    sex,
    age,
    heightCm,
    weightKg,
    ...(bodyFatPct === undefined ? {} : { bodyFatPct }),
  };

  const hours = (field: string, value: unknown, label: string, max: number) =>
    withDefault(field, value, { label, min: 0, max, unit: "hours a week" }, 0);
  const cardioHours = hours("cardioHours", input.cardioHours, "your cardio hours", 20);
  const strengthHours = hours(
    "strengthHours",
    input.strengthHours,
    "your strength training hours",
    15,
  );
  const sportsHours = hours("sportsHours", input.sportsHours, "your sports hours", 20);
  // Spec section 5: steps 1,000-30,000, 8,000 when blank; sleep 4-12 h, 7 when blank.
  const dailySteps = withDefault(
    "dailySteps",
    input.dailySteps,
    { label: "your daily steps", min: 1000, max: 30000 },
    8000,
  );
  const sleepHours = withDefault(
    "sleepHours",
    input.sleepHours,
    { label: "your hours of sleep", min: 4, max: 12, unit: "hours" },
    7,
  );
  const stressLevel = withDefault(
    "stressLevel",
    input.stressLevel,
    { label: "your stress level", min: 1, max: 10 },
    5,
  );
  const trainingDays = withDefault(
    "trainingDays",
    input.trainingDays,
    { label: "your training days", min: 0, max: 7, unit: "days a week" },
    3,
  );
  if (!Number.isInteger(trainingDays))
    throw new InputError("trainingDays", "Enter a whole number of training days, from 0 to 7.");
  const jobType = optionalOneOf(
    "jobType",
    input.jobType,
    JOB_TYPES,
    "your type of job",
    "sedentary",
  );
  const thyroidCondition = optionalOneOf(
    "thyroidCondition",
    input.thyroidCondition,
    THYROID_CONDITIONS,
    "your thyroid function",
    "normal",
  );
  const menstrualCycle =
    sex === "female"
      ? optionalOneOf(
          "menstrualCycle",
          input.menstrualCycle,
          MENSTRUAL_PHASES,
          "your cycle phase",
          "none",
        )
      : "none";
  const insulinSensitivity = optionalOneOf(
    "insulinSensitivity",
    input.insulinSensitivity,
    INSULIN_SENSITIVITIES,
    "your insulin sensitivity",
    "normal",
  );
  const dietType = optionalOneOf(
    "dietType",
    input.dietType,
    DIET_TYPES,
    "a diet type",
    rules.dietType ?? "standard",
  );
  const mealTiming = optionalOneOf(
    "mealTiming",
    input.mealTiming,
    MEAL_TIMINGS,
    "your meal timing",
    "flexible",
  );
  const refeedFrequency = optionalOneOf(
    "refeedFrequency",
    input.refeedFrequency,
    REFEED_FREQUENCIES,
    "how often to refeed",
    "weekly",
  );
  const plateauStrategy = optionalOneOf(
    "plateauStrategy",
    input.plateauStrategy,
    PLATEAU_STRATEGIES,
    "a plateau strategy",
    "diet-break",
  );
  stringList("supplementUse", input.supplementUse);
  const medicalConditions = stringList("medicalConditions", input.medicalConditions);

  const bmrRaw = bmrOf(bmrFormula, person);
  const tdeeRaw = activeTdee({
    bmr: bmrRaw,
    baseActivity,
    jobType,
    cardioHours,
    strengthHours,
    sportsHours,
    dailySteps,
  });
  const factors = tdeeFactors({ thyroidCondition, sleepHours, stressLevel, menstrualCycle });
  const adjustedTdee = Math.round(tdeeRaw * factors.total);
  const limits = safetyLimits(rules, sex, age);

  const energy = planEnergy({
    maintenance: adjustedTdee,
    weightKg,
    targetWeightKg,
    lossRate,
    limits,
    deficitShare: rules.deficitShare,
    allowDeficit: true,
  });
  const deficit = energy.dailyDeficit;
  const split = (share: number) =>
    Math.max(limits.floor, Math.round(adjustedTdee - (deficit >= 0 ? share : 2 - share) * deficit));
  const targetCalories = {
    training: split(TRAINING_SHARE),
    rest: split(REST_SHARE),
    average: energy.targetCalories,
  };

  const effectiveBodyFat = bodyFatPct ?? REFERENCE_BODY_FAT[sex];
  const gPerKg = Math.max(
    effectiveBodyFat < LEAN_BODY_FAT ? PROTEIN_G_PER_KG_LEAN : PROTEIN_G_PER_KG,
    limits.proteinGPerKg,
  );
  const proteinFloorG = gPerKg * proteinReferenceKg(weightKg, heightCm);
  const diet = DIET_SHARES[dietType];
  const proteinShare = Math.max(diet.protein, rules.proteinShare ?? 0);
  const shares = (carbs: number): MacroShares => ({
    protein: proteinShare,
    carbs,
    fats: 1 - proteinShare - carbs,
  });
  const macros = {
    training: dayMacros(targetCalories.training, shares(diet.carbsTraining), proteinFloorG),
    rest: dayMacros(targetCalories.rest, shares(diet.carbsRest), proteinFloorG),
  };
  const dailyProtein = Math.round((macros.training.protein.grams + macros.rest.protein.grams) / 2);

  const plan = timeline({
    direction: energy.direction,
    weightKg,
    targetWeightKg,
    weeklyLoss: energy.weeklyLoss,
    weeksToGoal: energy.weeksToGoal,
    bodyFatPct,
    effectiveBodyFatPct: effectiveBodyFat,
    plateauStrategy,
  });

  const warnings: Warning[] = [...energy.warnings];
  if (energy.flooredAtMinimum) {
    warnings.push({
      type: "critical",
      message: `Your daily target is at the minimum safe level for you (${limits.floor} kcal).`,
      recommendation: "Increase calories or extend timeline. Medical supervision required.",
    });
  }
  if (age < 18) {
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
  if (medicalConditions.length > 0) {
    warnings.push({
      type: "high",
      message:
        "You told us about a medical condition. Some plans and supplements may not suit you.",
      recommendation: "Talk to your GP or healthcare provider before changing your diet.",
    });
  }
  if (stressLevel > 7) {
    warnings.push({
      type: "medium",
      message: "High stress can raise hunger and make weight loss harder.",
      recommendation:
        "Look after your stress as part of the plan: sleep, walks and support all help.",
    });
  }
  if (sleepHours < 6) {
    warnings.push({
      type: "medium",
      message: "Less than 6 hours' sleep makes hunger and cravings harder to manage.",
      recommendation: "Aim for 7 to 9 hours of sleep a night if you can.",
    });
  }

  const goalDate =
    energy.direction === "maintain"
      ? undefined
      : goalDatePlan(
          input.goalDate,
          input.today ?? todayIso(),
          targetWeightKg - weightKg,
          energy.direction === "gain" ? 0.5 : limits.maxLossRate,
        );
  if (goalDate && !goalDate.withinSafeRate) {
    warnings.push({
      type: "high",
      message: `To reach your target by ${goalDate.date} you would need ${goalDate.requiredWeeklyRate} kg a week, faster than is safe for you.`,
      recommendation: "Choose a later date, or accept a slower, steadier pace.",
    });
  }

  const result: AdvancedResult = {
    variant: rules.id,
    direction: energy.direction,
    bmrFormula,
    bmr: Math.round(bmrRaw),
    bmrComparison: comparison(person),
    tdee: Math.round(tdeeRaw),
    adjustedTdee,
    tdeeFactors: factors,
    dailyDeficit: deficit,
    weeklyLoss: energy.weeklyLoss,
    waterWeight: waterWeight(sex, weightKg),
    metabolicAdaptation: metabolicAdaptation(deficit, adjustedTdee, sex, bodyFatPct),
    targetCalories,
    floor: limits.floor,
    flooredAtMinimum: energy.flooredAtMinimum,
    macros,
    dailyProtein,
    timeline: plan,
    plateaus: plateauPredictions(plan.plateauWeeks),
    supplementRecommendations: supplementRecommendations({
      age,
      sex,
      sleepHours,
      dietType,
      proteinG: dailyProtein,
    }),
    personalizedTips: personalizedTips({
      age,
      sleepHours,
      stressLevel,
      dailySteps,
      strengthHours,
      trainingDays,
      dietType,
      mealTiming,
      proteinG: dailyProtein,
      fibreG: macros.rest.fiber,
      insulinSensitivity,
    }),
    warnings: bySeverity(warnings),
  };
  if (goalDate) result.goalDate = goalDate;
  if (refeedFrequency !== "none" && energy.direction === "lose") {
    const calories = Math.min(
      adjustedTdee,
      Math.round(REFEED_MAX_OF_AVERAGE * energy.targetCalories),
    );
    result.refeedDays = {
      calories,
      carbs: Math.round((REFEED_CARB_SHARE * calories) / 4),
      frequency: refeedFrequency,
    };
  }
  return result;
}
