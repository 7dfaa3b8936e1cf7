import { activityMultiplier } from "./activity-levels.ts";
import { bmrOf } from "./bmr.ts";
import { childEnergyNeeds } from "./child-energy.ts";
import { dayMacros, type DietShares } from "./day-macros.ts";
import { InputError } from "./errors.ts";
import { goalDatePlan, todayIso, type GoalDatePlan } from "./goal-date.ts";
import { goalDateWarnings } from "./goal-warnings.ts";
import { healthyWeight } from "./healthy-weight.ts";
import { AGE_RULE, HEIGHT_RULE, TARGET_WEIGHT_RULE, WEIGHT_RULE } from "./input-ranges.ts";
import { macrosFromShares } from "./macros.ts";
import { breastfeedingEnergy, PREGNANCY_WARNING } from "./maternity.ts";
import { MESSAGE_UNITS, type MessageUnits } from "./message-units.ts";
import { planEnergy, type Direction } from "./plan-energy.ts";
import {
  pregnancyGain,
  UK_TRIMESTER_EXTRA_KCAL,
  US_TRIMESTER_EXTRA_KCAL,
  type PregnancyGain,
  type Trimester,
} from "./pregnancy.ts";
import { proteinPolicy } from "./protein.ts";
import { safetyLimits, type SafetyLimits } from "./safety.ts";
import { supplementAdvice, type SupplementAdvice } from "./supplements.ts";
import { SEXES, type Macros, type Sex } from "./types.ts";
import { optionalNumber, optionalOneOf, requireNumber, requireOneOf, round } from "./validate.ts";
import { variantRules, type PlanMode, type VariantRules } from "./variants.ts";
import { bySeverity, type Warning } from "./warnings.ts";

/** The basic calculator's input, with the spec's field names. */
export interface BasicInput {
  age: number | string;
  gender: Sex | string;
  /** cm */
  height?: number | string;
  /** kg */
  weight?: number | string;
  /** Activity multiplier, as a number or text ("1.55"). */
  activity?: number | string;
  /** kg */
  targetWeight?: number | string;
  /** kg a week */
  lossRate?: number | string;
  /** Optional target date, YYYY-MM-DD. */
  goalDate?: string;
  /** Pregnancy variant: 1, 2 or 3. */
  trimester?: number | string;
  /** Pregnancy variant, optional: weight before pregnancy, kg. */
  prePregnancyWeight?: number | string;
  /** Breastfeeding variant: weeks since the birth. */
  weeksPostpartum?: number | string;
  /** Today's date (YYYY-MM-DD) for the goal date; defaults to the real date. */
  today?: string;
  /** The units messages name weights in (the visitor's); metric when blank. */
  units?: MessageUnits | string;
}

/** The basic calculator's result. */
export interface BasicResult {
  variant: string;
  mode: PlanMode;
  direction: Direction;
  /** kcal/day; null for children, whose needs come from SACN tables instead. */
  bmr: number | null;
  /** Energy use from BMR and activity, kcal/day. */
  tdee: number;
  /** The maintenance the targets come from: TDEE plus any pregnancy or milk extra. */
  maintenance: number;
  targetCalories: number;
  /** kcal/day below maintenance (negative for a surplus). */
  dailyDeficit: number;
  /** kg a week (negative for a gain). */
  weeklyLoss: number;
  /** null when there is no goal to reach, or no deficit to reach it. */
  weeksToGoal: number | null;
  /** kg (negative for a gain). */
  totalWeightLoss: number;
  macros: Macros;
  warnings: Warning[];
  /** The lowest target this person's plan allows, kcal/day. */
  floor: number;
  flooredAtMinimum: boolean;
  /** BMI now and the lowest target weight we plan for (kg); not for children. */
  healthyWeight?: { bmi: number; lowestTargetKg: number };
  goalDate?: GoalDatePlan;
  pregnancy?: { trimester: Trimester; extraKcal: number; usExtraKcal: number; gain: PregnancyGain };
  breastfeeding?: { extraKcal: number; weeksPostpartum: number; deficitAllowed: boolean };
  /** NHS supplement advice, in pregnancy and while breastfeeding. */
  supplements?: SupplementAdvice;
}

// The basic plan's 30% protein, 40% carbs, 30% fat, within the protein rules (protein.ts).
const BASIC_SHARES: DietShares = { protein: 0.3, carbs: 0.4 };
// Children: SACN 2015 (carbohydrate about 50% of energy) and COMA 1991 (fat at most 35%).
const CHILD_SHARES = { protein: 0.15, carbs: 0.5, fats: 0.35 };
// A lean gain: a surplus of at most 500 kcal a day is about 0.45 kg a week.
const MAX_GAIN_RATE = 0.5;

/** The answers a basic plan needs, checked and in numbers. */
interface BasicPerson {
  rules: VariantRules;
  sex: Sex;
  age: number;
  heightCm: number;
  weightKg: number;
  activity: number;
  units: MessageUnits;
}

function checkSex(input: BasicInput, rules: VariantRules): Sex {
  const sex = requireOneOf("gender", input.gender, SEXES, "male or female");
  if (rules.sex && sex !== rules.sex) {
    throw new InputError(
      "gender",
      `This calculator is for ${rules.sex === "female" ? "women" : "men"}.`,
    );
  }
  return sex;
}

function checkAge(input: BasicInput, rules: VariantRules): number {
  return requireNumber("age", input.age, { ...AGE_RULE, min: rules.minAge, max: rules.maxAge });
}

function readPerson(input: BasicInput, rules: VariantRules): BasicPerson {
  return {
    rules,
    sex: checkSex(input, rules),
    age: checkAge(input, rules),
    heightCm: requireNumber("height", input.height, HEIGHT_RULE),
    weightKg: requireNumber("weight", input.weight, WEIGHT_RULE),
    activity: activityMultiplier(input.activity),
    units: optionalOneOf("units", input.units, MESSAGE_UNITS, "metric or imperial", "metric"),
  };
}

function kidsPlan(input: BasicInput, rules: VariantRules): BasicResult {
  const sex = checkSex(input, rules);
  const age = checkAge(input, rules);
  const energy = childEnergyNeeds({ sex, age });
  return {
    variant: rules.id,
    mode: "kids",
    direction: "maintain",
    bmr: null,
    tdee: energy,
    maintenance: energy,
    targetCalories: energy,
    dailyDeficit: 0,
    weeklyLoss: 0,
    weeksToGoal: null,
    totalWeightLoss: 0,
    macros: macrosFromShares(energy, CHILD_SHARES),
    floor: energy,
    flooredAtMinimum: false,
    warnings: [
      {
        type: "high",
        message: "Children and young people should not diet or count calories to lose weight.",
        recommendation:
          "If you are worried about a child's weight, talk to a GP, practice nurse or school nurse.",
      },
    ],
  };
}

/** Pregnancy: maintenance from the weight before pregnancy, plus the trimester's extra. */
function pregnancyPlan(input: BasicInput, p: BasicPerson, limits: SafetyLimits): BasicResult {
  const trimester = requireNumber("trimester", input.trimester, {
    label: "which trimester you are in",
    min: 1,
    max: 3,
  });
  if (!Number.isInteger(trimester))
    throw new InputError("trimester", "Choose trimester 1, 2 or 3.");
  const t = trimester as Trimester;
  const preWeight =
    optionalNumber("prePregnancyWeight", input.prePregnancyWeight, {
      ...WEIGHT_RULE,
      label: "your weight before pregnancy",
    }) ?? p.weightKg;
  const bmr = bmrOf("mifflin", {
    sex: p.sex,
    age: p.age,
    heightCm: p.heightCm,
    weightKg: preWeight,
  });
  const tdee = Math.round(bmr * p.activity);
  const maintenance = tdee + UK_TRIMESTER_EXTRA_KCAL[t];
  // No deficit; the floor still holds, so a very small body's needs are never put under it.
  const target = Math.max(maintenance, limits.floor);
  return {
    variant: p.rules.id,
    mode: "pregnancy",
    direction: "maintain",
    bmr: Math.round(bmr),
    tdee,
    maintenance,
    targetCalories: target,
    dailyDeficit: maintenance - target,
    weeklyLoss: 0,
    weeksToGoal: null,
    totalWeightLoss: 0,
    macros: macrosFor(target, p),
    floor: limits.floor,
    flooredAtMinimum: target > maintenance,
    warnings: [PREGNANCY_WARNING],
    pregnancy: {
      trimester: t,
      extraKcal: UK_TRIMESTER_EXTRA_KCAL[t],
      usExtraKcal: US_TRIMESTER_EXTRA_KCAL[t],
      gain: pregnancyGain(preWeight, p.heightCm),
    },
    supplements: supplementAdviceFor(p, "pregnant", t),
  };
}

function macrosFor(calories: number, p: BasicPerson): Macros {
  const diet = p.rules.proteinShare
    ? { protein: p.rules.proteinShare, carbs: 0.7 - p.rules.proteinShare }
    : BASIC_SHARES;
  const protein = proteinPolicy({
    age: p.age,
    heightCm: p.heightCm,
    weightKg: p.weightKg,
    muscleFocus: p.rules.muscleFocus === true,
  });
  return dayMacros({ calories, diet, protein });
}

function supplementAdviceFor(
  p: BasicPerson,
  maternal: "pregnant" | "breastfeeding",
  trimester?: Trimester,
) {
  return supplementAdvice({
    trimester,
    age: p.age,
    sex: p.sex,
    sleepHours: 7,
    dietType: "standard",
    proteinG: 0,
    maternal,
    medicalCondition: false,
  });
}

/** The spec's own warnings for a plan's size and the visitor's age. */
function planWarnings(dailyDeficit: number, flooredAtMinimum: boolean, age: number): Warning[] {
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

/**
 * The basic calculator under a variant's rules (docs/plans.md), within every safety rule
 * of docs/safety-rules.md. Throws InputError naming the field for any input it cannot use.
 */
export function basicPlan(input: BasicInput, variant?: string): BasicResult {
  const rules = variantRules(variant);
  if (rules.mode === "kids") return kidsPlan(input, rules);

  const p = readPerson(input, rules);
  const limits = safetyLimits(rules, p.sex, p.age);
  if (rules.mode === "pregnancy") return pregnancyPlan(input, p, limits);

  const targetWeightKg = requireNumber("targetWeight", input.targetWeight, TARGET_WEIGHT_RULE);
  const lossRate = requireNumber("lossRate", input.lossRate, {
    label: "your weekly rate",
    min: 0.25,
    max: 2,
    unit: "kg a week",
  });
  if (rules.mode === "surplus" && targetWeightKg <= p.weightKg) {
    throw new InputError(
      "targetWeight",
      "For muscle gain, choose a target weight above your current weight.",
    );
  }
  const bmr = bmrOf("mifflin", p);
  const tdee = Math.round(bmr * p.activity);
  const guard = healthyWeight({ ...p, targetWeightKg, units: p.units });
  const warnings: Warning[] = [...guard.warnings];
  const extras: Partial<BasicResult> = {};

  let maintenance = tdee;
  let floor = limits.floor;
  let allowDeficit = guard.deficitAllowed;
  if (rules.mode === "breastfeeding") {
    const weeksPostpartum = requireNumber("weeksPostpartum", input.weeksPostpartum, {
      label: "how many weeks ago your baby was born",
      min: 0,
      max: 104,
      unit: "weeks",
    });
    const milk = breastfeedingEnergy(tdee, floor, weeksPostpartum);
    maintenance = milk.maintenance;
    floor = milk.floor;
    allowDeficit &&= milk.deficitAllowed;
    warnings.push(...milk.warnings);
    extras.breastfeeding = {
      extraKcal: milk.extraKcal,
      weeksPostpartum,
      deficitAllowed: milk.deficitAllowed,
    };
    extras.supplements = supplementAdviceFor(p, "breastfeeding");
  }

  const energy = planEnergy({
    maintenance,
    weightKg: p.weightKg,
    targetWeightKg,
    lossRate,
    limits: { ...limits, floor },
    deficitShare: rules.deficitShare,
    allowDeficit,
  });
  warnings.push(...energy.warnings);
  warnings.push(...planWarnings(energy.dailyDeficit, energy.flooredAtMinimum, p.age));

  if (energy.direction !== "maintain") {
    const goalDate = goalDatePlan({
      goalDate: input.goalDate,
      today: input.today ?? todayIso(),
      changeKg: targetWeightKg - p.weightKg,
      safeMaxRate: energy.direction === "gain" ? MAX_GAIN_RATE : limits.safeRate,
      weeksToGoal: energy.weeksToGoal,
    });
    warnings.push(...goalDateWarnings(goalDate, energy.direction, p.units));
    if (goalDate) extras.goalDate = goalDate;
  }

  return {
    variant: rules.id,
    mode: rules.mode,
    direction: energy.direction,
    bmr: Math.round(bmr),
    tdee,
    maintenance,
    targetCalories: energy.targetCalories,
    dailyDeficit: energy.dailyDeficit,
    weeklyLoss: energy.weeklyLoss,
    weeksToGoal: energy.weeksToGoal,
    totalWeightLoss: round(p.weightKg - targetWeightKg, 1),
    macros: macrosFor(energy.targetCalories, p),
    floor,
    flooredAtMinimum: energy.flooredAtMinimum,
    healthyWeight: {
      bmi: guard.bmi,
      lowestTargetKg: Math.ceil(guard.lowestTargetKg * 10 - 1e-9) / 10,
    },
    warnings: bySeverity(warnings),
    ...extras,
  };
}
