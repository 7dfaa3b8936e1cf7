import {
  checkAge,
  checkSex,
  readPerson,
  type BasicInput,
  type BasicPerson,
} from "../input/basic-input.ts";
import { childEnergyNeeds } from "../energy/child-energy.ts";
import { dayMacros } from "../nutrition/day-macros.ts";
import { InputError } from "../core/errors.ts";
import { bmiOf } from "../body/healthy-weight.ts";
import { goalDatePlan, todayIso, type GoalDatePlan } from "./goal-date.ts";
import { goalDateWarnings, goalReachWarnings } from "./goal-warnings.ts";
import { goalWeek, type PlanCourse } from "./goal-week.ts";
import { goalReasons, type GoalReasons } from "./goal-reasons.ts";
import { basicBmr } from "../energy/henry-bmr.ts";
import {
  LOSS_RATE_RULE,
  PRE_PREGNANCY_WEIGHT_RULE,
  TARGET_WEIGHT_RULE,
} from "../input/input-ranges.ts";
import { targetWeightProblem } from "../input/target-weight.ts";
import { macrosFromShares } from "../nutrition/macros.ts";
import { PREGNANCY_WARNING } from "../energy/maternity.ts";
import { energyForGoal } from "./energy-for-goal.ts";
import type { Direction } from "./plan-energy.ts";
import {
  PREGNANCY_FOOD_ADVICE,
  pregnancyGain,
  UK_TRIMESTER_EXTRA_KCAL,
  US_TRIMESTER_EXTRA_KCAL,
  type PregnancyGain,
  type Trimester,
} from "../energy/pregnancy.ts";
import type { PlannedPerson } from "../core/person.ts";
import {
  addProjection,
  planProjection,
  type PlanProjection,
} from "../projection/plan-projection.ts";
import { paceOffer } from "./pace-offer.ts";
import { fastestSafePace } from "./paces.ts";
import { dailyProteinGrams, proteinPolicy } from "../nutrition/protein.ts";
import { safetyLimits, type SafetyLimits } from "./safety.ts";
import { maternalSupplementAdvice, type SupplementAdvice } from "../nutrition/supplements.ts";
import type { Macros } from "../core/types.ts";
import { optionalNumber, requireNumber, round } from "../input/validate.ts";
import { variantRules, type PlanMode, type VariantRules } from "./variants.ts";
import { bySeverity, type Warning } from "./warnings.ts";

export type { BasicInput } from "../input/basic-input.ts";

/** The basic calculator's result. */
export interface BasicResult {
  variant: string;
  mode: PlanMode;
  /** Who the plan is for, as read from the input: years, cm, kg. */
  person: PlannedPerson;
  direction: Direction;
  /**
   * kcal/day (Henry 2005 under 18, Mifflin-St Jeor from 18); null for children, whose needs
   * come from SACN tables instead.
   */
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
  /**
   * The plan's goal week (goalWeek: the dynamic model, never before the straight line).
   * Null when there is no goal to reach, no deficit to reach it, or the weight levels off
   * first or takes more than five years (a warning then says which).
   */
  weeksToGoal: number | null;
  /**
   * The day the plan reaches its target, counted from `today` (day 0): the goal week's own
   * day (goalWeek), so `weeksToGoal` is `Math.ceil(daysToGoal / 7)`. Null when the plan keeps
   * weight steady or does not get there within five years, exactly when `weeksToGoal` is.
   */
  daysToGoal: number | null;
  /** kg (negative for a gain). */
  totalWeightLoss: number;
  /**
   * The day's protein, carbohydrate and fat; null where no split is advised: in pregnancy
   * (NHS food advice instead, `pregnancy.foodAdvice`) and for children under 5.
   */
  macros: Macros | null;
  /**
   * kcal/day that hold the target weight once it is reached, at the same activity (the
   * plan's own maintenance recipe at the target weight); null when there is no goal to reach
   * (children, pregnancy, and plans that keep weight steady).
   */
  maintenanceAtGoal: number | null;
  /**
   * The reasons beside the goal figures (goal-reasons.ts): the weeks against the straight
   * line, the calories at the goal, a note on a target still above a healthy BMI. Absent for
   * children and in pregnancy, which have no goal.
   */
  goalReasons?: GoalReasons;
  warnings: Warning[];
  /** The lowest target this person's plan allows, kcal/day. */
  floor: number;
  flooredAtMinimum: boolean;
  /** BMI now and the lowest target weight we plan for (kg); not for children. */
  healthyWeight?: { bmi: number; lowestTargetKg: number };
  goalDate?: GoalDatePlan;
  pregnancy?: {
    trimester: Trimester;
    extraKcal: number;
    usExtraKcal: number;
    gain: PregnancyGain;
    /** NHS advice on what to eat in pregnancy, one line each. */
    foodAdvice: readonly string[];
  };
  breastfeeding?: { extraKcal: number; weeksPostpartum: number; deficitAllowed: boolean };
  /** NHS supplement advice, in pregnancy and while breastfeeding. */
  supplements?: SupplementAdvice;
  /**
   * How weight could change on the way to the goal (worked out when first read); absent when
   * the plan keeps weight steady.
   */
  readonly projection?: PlanProjection;
}

// The basic plan keeps the specification's 30% fat; protein is the person's g/kg figure
// (protein.ts) and carbohydrate the rest.
const BASIC_FAT_SHARE = 0.3;
// Children: SACN 2015 (carbohydrate about 50% of energy) and COMA 1991 (fat at most 35%).
const CHILD_SHARES = { protein: 0.15, carbs: 0.5, fats: 0.35 };
// Under 5 no split is given: UK advice is to move gradually towards adult fat intakes by
// the age of 5 (COMA, Nutritional Aspects of Cardiovascular Disease, 1994; NHS, "Young
// children and food").
const CHILD_MACROS_FROM_AGE = 5;

function kidsPlan(input: BasicInput, rules: VariantRules): BasicResult {
  const sex = checkSex(input.gender, rules);
  const age = checkAge(input, rules);
  const energy = childEnergyNeeds({ sex, age });
  return {
    variant: rules.id,
    mode: "kids",
    person: { sex, age },
    direction: "maintain",
    bmr: null,
    tdee: energy,
    maintenance: energy,
    targetCalories: energy,
    dailyDeficit: 0,
    weeklyLoss: 0,
    weeksToGoal: null,
    daysToGoal: null,
    totalWeightLoss: 0,
    macros: age < CHILD_MACROS_FROM_AGE ? null : macrosFromShares(energy, CHILD_SHARES),
    maintenanceAtGoal: null,
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
  const given = optionalNumber(
    "prePregnancyWeight",
    input.prePregnancyWeight,
    PRE_PREGNANCY_WEIGHT_RULE,
    p.units,
  );
  const preWeight = given ?? p.weightKg;
  const bmr = basicBmr({ sex: p.sex, age: p.age, heightCm: p.heightCm, weightKg: preWeight });
  const tdee = Math.round(bmr * p.activity);
  const maintenance = tdee + UK_TRIMESTER_EXTRA_KCAL[t];
  // No deficit; the floor still holds, so a very small body's needs are never put under it.
  const target = Math.max(maintenance, limits.floor);
  return {
    variant: p.rules.id,
    mode: "pregnancy",
    person: { ...personOf(p), prePregnancyWeightKg: preWeight },
    direction: "maintain",
    bmr: Math.round(bmr),
    tdee,
    maintenance,
    targetCalories: target,
    dailyDeficit: maintenance - target,
    weeklyLoss: 0,
    weeksToGoal: null,
    daysToGoal: null,
    totalWeightLoss: 0,
    // Pregnancy: energy and NHS food advice, no macro split (docs/safety-rules.md).
    macros: null,
    maintenanceAtGoal: null,
    floor: limits.floor,
    flooredAtMinimum: target > maintenance,
    warnings: [PREGNANCY_WARNING],
    pregnancy: {
      trimester: t,
      extraKcal: UK_TRIMESTER_EXTRA_KCAL[t],
      usExtraKcal: US_TRIMESTER_EXTRA_KCAL[t],
      gain: pregnancyGain(preWeight, p.heightCm),
      foodAdvice: PREGNANCY_FOOD_ADVICE,
    },
    supplements: maternalSupplementAdvice("pregnant", t, {
      bmi: bmiOf(preWeight, p.heightCm),
      beforePregnancy: given !== undefined,
    }),
  };
}

/** The person read from the input, in the result's terms. */
function personOf(p: BasicPerson): PlannedPerson {
  return {
    sex: p.sex,
    age: p.age,
    heightCm: p.heightCm,
    weightKg: p.weightKg,
    activity: p.activity,
  };
}

function macrosFor(calories: number, p: BasicPerson): Macros {
  const protein = proteinPolicy({
    age: p.age,
    heightCm: p.heightCm,
    weightKg: p.weightKg,
    muscleFocus: p.rules.muscleFocus === true,
  });
  return dayMacros({
    calories,
    proteinG: dailyProteinGrams(protein, calories),
    fatShare: BASIC_FAT_SHARE,
  });
}

/**
 * The basic calculator under a variant's rules (docs/plans.md), within every safety rule
 * of docs/safety-rules.md. Throws InputError naming the field for any input it cannot use.
 */
export function basicPlan(input: BasicInput, variant?: string): BasicResult {
  const rules = variantRules(variant);
  if (rules.mode === "kids") return kidsPlan(input, rules);

  const p = readPerson(input, rules);
  const limits = safetyLimits(rules, p.sex, p.age, p.weightKg);
  if (rules.mode === "pregnancy") return pregnancyPlan(input, p, limits);

  const targetWeightKg = requireNumber(
    "targetWeight",
    input.targetWeight,
    TARGET_WEIGHT_RULE,
    p.units,
  );
  const lossRate = requireNumber("lossRate", input.lossRate, LOSS_RATE_RULE, p.units);
  const targetProblem = targetWeightProblem({ ...p, mode: rules.mode, targetWeightKg });
  if (targetProblem !== undefined) throw new InputError("targetWeight", targetProblem);
  const bmr = basicBmr(p);
  const tdee = Math.round(bmr * p.activity);
  const goal = energyForGoal({
    rules,
    limits,
    person: p,
    targetWeightKg,
    lossRate,
    units: p.units,
    maintenance: tdee,
    weeksPostpartum: input.weeksPostpartum,
  });
  const { energy, maintenance, floor, guard, milk } = goal;
  const warnings: Warning[] = [...goal.warnings];
  const extras: Partial<BasicResult> = {};
  if (milk) {
    extras.breastfeeding = {
      extraKcal: milk.extraKcal,
      weeksPostpartum: milk.weeksPostpartum,
      deficitAllowed: milk.deficitAllowed,
    };
    extras.supplements = maternalSupplementAdvice("breastfeeding");
  }

  const today = input.today ?? todayIso();
  // The course to the target, and when the dynamic model says it gets there: the one goal
  // week the results, the goal date, the chart and the Goals step all give (docs/plans.md).
  const course: PlanCourse = {
    person: p,
    pal: p.activity,
    maintenanceKcal: maintenance,
    dailyDeficit: energy.dailyDeficit,
    targetWeightKg,
  };
  const reach =
    energy.direction !== "maintain" && energy.dailyDeficit !== 0 ? goalWeek(course) : undefined;
  const weeksToGoal = reach ? reach.week : energy.weeksToGoal;
  if (energy.direction !== "maintain") {
    // The soonest safe date: the fastest safe pace the Goals step offers, planned as it
    // plans it (safeOptions), so the two give one date.
    const safePace = fastestSafePace(paceOffer("basic", p.units, energy.direction, limits));
    const goalDate = goalDatePlan({
      goalDate: input.goalDate,
      today,
      changeKg: targetWeightKg - p.weightKg,
      safeMaxRate: safePace,
      soonestSafeDay: () =>
        basicPlan({ ...input, lossRate: safePace, goalDate: undefined }, variant).daysToGoal,
      weeksToGoal,
      daysToGoal: reach?.day,
    });
    warnings.push(...goalDateWarnings(goalDate, energy.direction, p.units));
    warnings.push(
      ...goalReachWarnings({
        direction: energy.direction,
        week: weeksToGoal,
        levelsOffKg: reach?.levelsOffKg,
        targetWeightKg,
        units: p.units,
      }),
    );
    if (goalDate) extras.goalDate = goalDate;
  }

  // The same recipe at the target weight: BMR x activity, plus any milk's energy.
  const maintenanceAtGoal =
    energy.direction === "maintain"
      ? null
      : Math.round(basicBmr({ ...p, weightKg: targetWeightKg }) * p.activity) +
        (maintenance - tdee);
  const result: BasicResult = {
    variant: rules.id,
    mode: rules.mode,
    person: { ...personOf(p), targetWeightKg },
    direction: energy.direction,
    bmr: Math.round(bmr),
    tdee,
    maintenance,
    targetCalories: energy.targetCalories,
    dailyDeficit: energy.dailyDeficit,
    weeklyLoss: energy.weeklyLoss,
    weeksToGoal,
    daysToGoal: reach?.day ?? null,
    totalWeightLoss: round(p.weightKg - targetWeightKg, 1),
    macros: macrosFor(energy.targetCalories, p),
    maintenanceAtGoal,
    goalReasons: goalReasons({
      direction: energy.direction,
      weeks: weeksToGoal,
      lineWeeks: reach?.lineWeek ?? energy.weeksToGoal,
      maintenanceAtGoal,
      targetWeightKg,
      heightCm: p.heightCm,
      age: p.age,
      units: p.units,
    }),
    floor,
    flooredAtMinimum: energy.flooredAtMinimum,
    healthyWeight: {
      bmi: guard.bmi,
      lowestTargetKg: Math.ceil(guard.lowestTargetKg * 10 - 1e-9) / 10,
    },
    warnings: bySeverity(warnings),
    ...extras,
  };
  if (energy.direction === "maintain") return result;
  return addProjection(result, () =>
    planProjection({
      ...course,
      weeksToGoal: reach?.lineWeek ?? energy.weeksToGoal,
      reachDay: reach?.day,
      today,
    }),
  );
}
