import { activityMultiplier } from "./activity-levels.ts";
import { bmrOf } from "./bmr.ts";
import { childEnergyNeeds } from "./child-energy.ts";
import { InputError } from "./errors.ts";
import { goalDatePlan, todayIso, type GoalDatePlan } from "./goal-date.ts";
import { macrosFromShares, sharesWithProteinFloor, type MacroShares } from "./macros.ts";
import { AGE_RULE, HEIGHT_RULE, TARGET_WEIGHT_RULE, WEIGHT_RULE } from "./input-ranges.ts";
import {
  pregnancyGain,
  UK_TRIMESTER_EXTRA_KCAL,
  US_TRIMESTER_EXTRA_KCAL,
  type PregnancyGain,
  type Trimester,
} from "./pregnancy.ts";
import { planEnergy, type Direction } from "./plan-energy.ts";
import { proteinReferenceKg, safetyLimits } from "./safety.ts";
import { SEXES, type Macros, type Sex } from "./types.ts";
import { optionalNumber, requireNumber, requireOneOf, round } from "./validate.ts";
import { variantRules, type PlanMode, type VariantRules } from "./variants.ts";
import { bySeverity, type Warning } from "./warnings.ts";

/** The basic calculator's input, with the spec's section 3 field names. */
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
}

/** The basic calculator's result, with the spec's section 3 field names. */
export interface BasicResult {
  variant: string;
  mode: PlanMode;
  direction: Direction;
  /** kcal/day; null for children, whose needs come from SACN tables instead. */
  bmr: number | null;
  /** Maintenance calories, kcal/day. */
  tdee: number;
  targetCalories: number;
  /** kcal/day below maintenance (negative for a surplus). */
  dailyDeficit: number;
  /** kg a week (negative for a gain). */
  weeklyLoss: number;
  /** null when the goal cannot be reached safely or there is no goal. */
  weeksToGoal: number | null;
  /** kg (negative for a gain). */
  totalWeightLoss: number;
  macros: Macros;
  warnings: Warning[];
  /** The lowest target this person's plan allows, kcal/day. */
  floor: number;
  flooredAtMinimum: boolean;
  goalDate?: GoalDatePlan;
  pregnancy?: { trimester: Trimester; extraKcal: number; usExtraKcal: number; gain: PregnancyGain };
  breastfeeding?: { extraKcal: number; weeksPostpartum: number; deficitAllowed: boolean };
}

// Spec section 9: 30% protein, 40% carbs, 30% fat.
const BASIC_SHARES: MacroShares = { protein: 0.3, carbs: 0.4, fats: 0.3 };
// Children: SACN 2015 (carbohydrate about 50% of energy) and COMA 1991 (fat at most 35%).
const CHILD_SHARES: MacroShares = { protein: 0.15, carbs: 0.5, fats: 0.35 };
// Product.md section 4: breastfeeding adds 500 kcal (a local NHS maternity figure; SACN
// 2011 gives +330 kcal for exclusive breastfeeding in the first six months).
const BREASTFEEDING_EXTRA_KCAL = 500;
// No deficit in the first 6-8 weeks after birth: we use the later, safer end.
const BREASTFEEDING_NO_DEFICIT_WEEKS = 8;
// Absolute floor while breastfeeding, whatever else applies.
const BREASTFEEDING_ABSOLUTE_FLOOR = 1500;

const GENDER_LABEL = "male or female";

function checkSex(input: BasicInput, rules: VariantRules): Sex {
  const sex = requireOneOf("gender", input.gender, SEXES, GENDER_LABEL);
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

/**
 * The basic calculator (spec section 9 "Basic calculation") under a variant's rules
 * (product.md section 4). Throws InputError naming the field for any input it cannot use.
 */
export function basicPlan(input: BasicInput, variant?: string): BasicResult {
  const rules = variantRules(variant);
  if (rules.mode === "kids") return kidsPlan(input, rules);

  const sex = checkSex(input, rules);
  const age = checkAge(input, rules);
  const heightCm = requireNumber("height", input.height, HEIGHT_RULE);
  const weightKg = requireNumber("weight", input.weight, WEIGHT_RULE);
  const activity = activityMultiplier(input.activity);
  const limits = safetyLimits(rules, sex, age);
  const bmrRaw = bmrOf("mifflin", { sex, age, heightCm, weightKg });
  const tdee = Math.round(bmrRaw * activity);
  const warnings: Warning[] = [];
  const extras: Partial<BasicResult> = {};

  let maintenance = tdee;
  let floor = limits.floor;
  let targetWeight = weightKg;
  let lossRate = 0;
  let allowDeficit = true;

  if (rules.mode === "pregnancy") {
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
      }) ?? weightKg;
    maintenance = tdee + UK_TRIMESTER_EXTRA_KCAL[t];
    // The floor of the sex (and 1,400 kcal for teenagers) still holds: no deficit is planned,
    // and a very small body's needs are never put under it.
    allowDeficit = false;
    extras.pregnancy = {
      trimester: t,
      extraKcal: UK_TRIMESTER_EXTRA_KCAL[t],
      usExtraKcal: US_TRIMESTER_EXTRA_KCAL[t],
      gain: pregnancyGain(preWeight, heightCm),
    };
    warnings.push({
      type: "high",
      message: "Do not try to lose weight while you are pregnant.",
      recommendation: "Your midwife or GP can advise on healthy weight gain for you and your baby.",
    });
  } else {
    targetWeight = requireNumber("targetWeight", input.targetWeight, TARGET_WEIGHT_RULE);
    lossRate = requireNumber("lossRate", input.lossRate, {
      label: "your weekly rate",
      min: 0.25,
      max: 2,
      unit: "kg a week",
    });
  }

  if (rules.mode === "breastfeeding") {
    const weeksPostpartum = requireNumber("weeksPostpartum", input.weeksPostpartum, {
      label: "how many weeks ago your baby was born",
      min: 0,
      max: 104,
      unit: "weeks",
    });
    maintenance = tdee + BREASTFEEDING_EXTRA_KCAL;
    allowDeficit = weeksPostpartum >= BREASTFEEDING_NO_DEFICIT_WEEKS && maintenance > floor;
    if (!allowDeficit) floor = Math.min(floor, Math.max(BREASTFEEDING_ABSOLUTE_FLOOR, maintenance));
    extras.breastfeeding = {
      extraKcal: BREASTFEEDING_EXTRA_KCAL,
      weeksPostpartum,
      deficitAllowed: allowDeficit,
    };
    if (weeksPostpartum < BREASTFEEDING_NO_DEFICIT_WEEKS) {
      warnings.push({
        type: "high",
        message: "In the first 8 weeks after birth, eat to your needs and do not cut calories.",
        recommendation:
          "Your body is recovering and building your milk supply. Talk to your health visitor or GP.",
      });
    }
  }

  if (rules.mode === "surplus" && targetWeight <= weightKg) {
    throw new InputError(
      "targetWeight",
      "For muscle gain, choose a target weight above your current weight.",
    );
  }

  const energy = planEnergy({
    maintenance,
    weightKg,
    targetWeightKg: targetWeight,
    lossRate,
    limits: { ...limits, floor },
    deficitShare: rules.deficitShare,
    allowDeficit,
  });
  warnings.push(...energy.warnings);

  // Spec section 8, basic warnings, in the spec's words.
  if (energy.dailyDeficit > 1000) {
    warnings.push({
      type: "high",
      message:
        "Your calorie deficit is very aggressive. Consider consulting a healthcare professional.",
    });
  }
  if (energy.flooredAtMinimum) {
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

  const goalDate =
    energy.direction === "maintain"
      ? undefined
      : goalDatePlan(
          input.goalDate,
          input.today ?? todayIso(),
          targetWeight - weightKg,
          maxRateFor(energy.direction, limits.maxLossRate),
        );
  if (goalDate) {
    extras.goalDate = goalDate;
    if (!goalDate.withinSafeRate) {
      warnings.push({
        type: "high",
        message: `To reach your target by ${goalDate.date} you would need to ${energy.direction === "gain" ? "gain" : "lose"} ${goalDate.requiredWeeklyRate} kg a week. That is faster than the safe maximum of ${maxRateFor(energy.direction, limits.maxLossRate)} kg a week.`,
        recommendation: "Choose a later date. Slower, steady change is easier to keep up.",
      });
    }
  }

  const shares: MacroShares = rules.proteinShare
    ? { protein: rules.proteinShare, carbs: 0.7 - rules.proteinShare, fats: 0.3 }
    : BASIC_SHARES;
  const proteinFloorG = limits.proteinGPerKg * proteinReferenceKg(weightKg, heightCm);

  return {
    variant: rules.id,
    mode: rules.mode,
    direction: energy.direction,
    bmr: Math.round(bmrRaw),
    tdee,
    targetCalories: energy.targetCalories,
    dailyDeficit: energy.dailyDeficit,
    weeklyLoss: energy.weeklyLoss,
    weeksToGoal: energy.weeksToGoal,
    totalWeightLoss: round(weightKg - targetWeight, 1),
    macros: macrosFromShares(
      energy.targetCalories,
      sharesWithProteinFloor(energy.targetCalories, shares, proteinFloorG),
    ),
    floor,
    flooredAtMinimum: energy.flooredAtMinimum,
    warnings: bySeverity(warnings),
    ...extras,
  };
}

function maxRateFor(direction: Direction, maxLossRate: number): number {
  // Spec section 9: a lean surplus of at most 500 kcal a day is about 0.45 kg a week.
  return direction === "gain" ? 0.5 : maxLossRate;
}
