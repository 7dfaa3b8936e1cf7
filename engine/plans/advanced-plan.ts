import { advancedEnergy, atWeight } from "../energy/advanced-energy.ts";
import {
  readAdvancedInput,
  type AdvancedInput,
  type RefeedFrequency,
} from "../input/advanced-input.ts";
import {
  metabolicAdaptation,
  REFERENCE_BODY_FAT,
  type MetabolicAdaptation,
} from "../energy/adaptation.ts";
import type { BmrFormula } from "../energy/bmr.ts";
import { dayMacros } from "../nutrition/day-macros.ts";
import { healthFactorSummary, type HealthFactorSummary } from "./health-factors.ts";
import { conditionLimits } from "./medical-conditions.ts";
import { InputError } from "../core/errors.ts";
import { fibreGrams } from "../nutrition/fibre.ts";
import { goalDatePlan, todayIso, type GoalDatePlan } from "./goal-date.ts";
import { goalReachWarnings } from "./goal-warnings.ts";
import { healthyWeight } from "../body/healthy-weight.ts";
import { usesHenryBmr } from "../energy/henry-bmr.ts";
import { maternalLimits } from "../energy/maternity.ts";
import type { Person } from "../core/person.ts";
import { goalWeek, type PlanCourse } from "./goal-week.ts";
import { goalReasons, type GoalReasons } from "./goal-reasons.ts";
import { plateauBreaks } from "./maintenance-breaks.ts";
import { planEnergy, type Direction } from "./plan-energy.ts";
import {
  addProjection,
  planProjection,
  type PlanProjection,
} from "../projection/plan-projection.ts";
import { paceWarnings } from "./plan-warnings.ts";
import { ketoCarbsGrams } from "../nutrition/keto-carbs.ts";
import { dailyProteinGrams, proteinPolicy } from "../nutrition/protein.ts";
import { REFEED_CARB_SHARE } from "../nutrition/refeed.ts";
import { paceOffer } from "./pace-offer.ts";
import { fastestSafePace } from "./paces.ts";
import { safetyLimits, weeklyChangeFor } from "./safety.ts";
import {
  supplementAdvice,
  type MaternalStatus,
  type SupplementRecommendation,
} from "../nutrition/supplements.ts";
import { impliedSteps } from "../energy/tdee.ts";
import { personalizedTips } from "./tips.ts";
import {
  plateauPredictions,
  timeline,
  type PlateauPrediction,
  type Timeline,
} from "../projection/timeline.ts";
import type { Macros } from "../core/types.ts";
import { targetWeightProblem } from "../input/target-weight.ts";
import { round } from "../input/validate.ts";
import { variantDeficit } from "./variant-deficit.ts";
import { variantRules, type DietType } from "./variants.ts";
import { bySeverity, type Warning } from "./warnings.ts";
import { waterWeight, type WaterWeight } from "../projection/water-weight.ts";
import { planWeek } from "./week-plan.ts";

export {
  DIET_TYPES,
  INSULIN_SENSITIVITIES,
  REFEED_FREQUENCIES,
  type AdvancedInput,
  type InsulinSensitivity,
  type RefeedFrequency,
} from "../input/advanced-input.ts";

export interface DayMacros extends Macros {
  /** Grams of fibre a day (SACN 2015), whatever the calories. */
  fiber: number;
}

/** The advanced calculator's result. */
export interface AdvancedResult {
  variant: string;
  /** Who the plan is for, as read from the input: years, cm, kg; `activity` is the base activity. */
  person: Person & { targetWeightKg: number; activity: number };
  direction: Direction;
  /** The formula chosen on the form. */
  bmrFormula: BmrFormula;
  /**
   * True under 18: `bmr` is then Henry's teenage equation (Henry 2005, engine/energy/henry-bmr.ts),
   * whatever formula was chosen, and `bmrComparison` only compares the adult formulas.
   */
  teenEquation: boolean;
  bmr: number;
  /** Every formula this person's data allows, side by side. */
  bmrComparison: Partial<Record<BmrFormula, number>>;
  tdee: number;
  /** The TDEE: the health answers change no calories (docs/safety-rules.md). */
  adjustedTdee: number;
  /** Each health answer and what it means for the visitor, for the Overview. */
  healthFactors: HealthFactorSummary;
  /** The maintenance the targets come from: adjusted TDEE plus any milk extra. */
  maintenance: number;
  /**
   * kcal/day that hold the target weight once it is reached: the same maintenance recipe
   * (formula, activity, exercise, health factors, any milk extra) at the target weight, lean
   * mass kept; null when the plan keeps weight steady.
   */
  maintenanceAtGoal: number | null;
  /**
   * The reasons beside the goal figures (goal-reasons.ts): the weeks against the straight
   * line, breaks included, the calories at the goal, a note on a target still above a
   * healthy BMI.
   */
  goalReasons: GoalReasons;
  /** The week's mean deficit, kcal/day, as the day targets really give it. */
  dailyDeficit: number;
  weeklyLoss: number;
  waterWeight: WaterWeight;
  metabolicAdaptation: MetabolicAdaptation;
  /** Training and rest days, and the week's real mean (refeed day included). */
  targetCalories: { training: number; rest: number; average: number };
  floor: number;
  flooredAtMinimum: boolean;
  macros: { training: DayMacros; rest: DayMacros };
  dailyProtein: number;
  timeline: Timeline;
  /**
   * The day the plan reaches its target, counted from `today` (day 0): the goal week's own
   * day (goalWeek, diet breaks included), so `timeline.weeks` is `Math.ceil(daysToGoal / 7)`.
   * Null when the plan keeps weight steady or does not get there within five years
   * (`timeline.weeks` is then 0).
   */
  daysToGoal: number | null;
  plateaus: PlateauPrediction[];
  refeedDays?: { calories: number; carbs: number; frequency: RefeedFrequency };
  supplementRecommendations: SupplementRecommendation[];
  /** The line that goes above the supplements. */
  supplementAdvice: string;
  /** Food and habits instead of a supplement (iron-rich food, sleep). */
  supplementTips: string[];
  maternal: MaternalStatus;
  personalizedTips: string[];
  /** BMI now and the lowest target weight we plan for, kg. */
  healthyWeight: { bmi: number; lowestTargetKg: number };
  warnings: Warning[];
  goalDate?: GoalDatePlan;
  /**
   * How weight could change on the way to the goal (worked out when first read); absent when
   * the plan keeps weight steady.
   */
  readonly projection?: PlanProjection;
}

// Each diet's share of the day from fat. Protein is the person's grams, the same on training
// and rest days (protein.ts), and carbohydrate takes what is left, so it is the carbohydrate
// that rises on the bigger training days. Keto sets its carbohydrate in grams instead, a
// larger share on training days but 20-50 g on every day (keto-carbs.ts), and fat takes the rest.
const DIET_MACROS: Record<
  DietType,
  { fatShare: number; ketoCarbs?: { training: number; rest: number } }
> = {
  keto: { fatShare: 0.7, ketoCarbs: { training: 0.1, rest: 0.05 } },
  "low-carb": { fatShare: 0.55 },
  "high-protein": { fatShare: 0.3 },
  standard: { fatShare: 0.3 },
  "intermittent-fasting": { fatShare: 0.3 },
};

/**
 * The advanced calculator (docs/plans.md) under a variant's rules, within every safety rule
 * of docs/safety-rules.md: energy, targets, the week's day split, macros, timeline, extras.
 * Throws InputError naming the field it cannot use.
 */
export function advancedPlan(input: AdvancedInput, variant?: string): AdvancedResult {
  const rules = variantRules(variant);
  if (rules.mode === "kids" || rules.mode === "pregnancy" || rules.mode === "breastfeeding") {
    throw new InputError(
      "variant",
      "The advanced calculator does not plan for this group. Use the basic calculator's own version instead.",
    );
  }
  const a = readAdvancedInput(input, rules);
  const { person } = a;
  const targetProblem = targetWeightProblem({
    ...person,
    mode: rules.mode,
    targetWeightKg: a.targetWeightKg,
    units: a.units,
  });
  if (targetProblem !== undefined) throw new InputError("targetWeight", targetProblem);

  // 1. Energy.
  const energyUse = advancedEnergy(a);
  const { bmr, tdee, adjustedTdee } = energyUse;
  const health = conditionLimits(a.medicalConditions, a.thyroidCondition);
  const byVariant = variantDeficit(rules, person, a.targetWeightKg < person.weightKg);
  const guard = healthyWeight({
    ...person,
    targetWeightKg: a.targetWeightKg,
    units: a.units,
    muscleGain: rules.mode === "surplus",
  });
  const maternal = maternalLimits(
    a,
    adjustedTdee,
    safetyLimits(rules, person.sex, person.age, person.weightKg),
  );
  const { maintenance, limits } = maternal;

  // 2. Targets.
  const energy = planEnergy({
    maintenance,
    weightKg: person.weightKg,
    targetWeightKg: a.targetWeightKg,
    lossRate: a.lossRate,
    limits,
    deficitShare: rules.deficitShare,
    allowDeficit:
      guard.deficitAllowed && maternal.allowDeficit && health.deficitAllowed && byVariant.allowed,
    holdWeight: maternal.holdWeight || health.holdWeight,
    maxSurplus: guard.maxSurplus,
    units: a.units,
  });

  // 3. The week, and the honest pace it gives.
  const week = planWeek(a, energy, maintenance, limits);
  const deficit = round(week.meanDeficit);
  const moving = energy.direction !== "maintain";
  const weeklyLoss = moving ? round(weeklyChangeFor(deficit), 2) : 0;
  const warnings: Warning[] = [
    ...guard.warnings,
    ...byVariant.warnings,
    ...maternal.warnings,
    ...health.warnings,
    ...energy.warnings,
  ];
  warnings.push(...week.refeed.warnings);
  if (energy.direction === "lose" && deficit < energy.dailyDeficit - 7) {
    warnings.push({
      type: "medium",
      message: `With your refeed day and the daily limits, your week averages ${weeklyLoss} kg a week rather than ${energy.weeklyLoss} kg.`,
    });
  }

  // 4. Macros.
  const protein = proteinPolicy({
    ...person,
    strengthHours: a.strengthHours,
    // A high-protein diet, chosen, aims at the higher g/kg, as its name says.
    muscleFocus: rules.muscleFocus === true || a.dietType === "high-protein",
  });
  const diet = DIET_MACROS[a.dietType];
  const fibre = fibreGrams(person.age);
  // One protein figure, the same on both days: under 35% of the smaller day.
  const dailyProtein = dailyProteinGrams(
    protein,
    Math.min(week.targets.training, week.targets.rest),
  );
  const day = (calories: number, kind: "training" | "rest"): DayMacros => ({
    ...dayMacros({
      calories,
      proteinG: dailyProtein,
      fatShare: diet.fatShare,
      carbsG: diet.ketoCarbs ? ketoCarbsGrams(calories, diet.ketoCarbs[kind]) : undefined,
    }),
    fiber: fibre,
  });
  const macros = {
    training: day(week.targets.training, "training"),
    rest: day(week.targets.rest, "rest"),
  };

  // 5. Timeline and goal date: one goal week, from the dynamic model with the plan's breaks,
  // for the timeline, the headline, the goal date and the chart.
  const course: PlanCourse = {
    person,
    // The activity level the whole plan implies: its maintenance over the resting rate.
    pal: maintenance / bmr,
    maintenanceKcal: maintenance,
    dailyDeficit: deficit,
    targetWeightKg: a.targetWeightKg,
    breaks: plateauBreaks(a.plateauStrategy, energy.direction),
  };
  const goal = moving && deficit !== 0 ? goalWeek(course) : undefined;
  const weeksToGoal = goal ? goal.week : null;
  const effectiveBodyFat = person.bodyFatPct ?? REFERENCE_BODY_FAT[person.sex];
  const today = input.today ?? todayIso();
  const plan = timeline({
    direction: energy.direction,
    weightKg: person.weightKg,
    targetWeightKg: a.targetWeightKg,
    weeksToGoal,
    weeklyKg: goal?.weeklyKg ?? [],
    levelsOffKg: goal?.levelsOffKg,
    bodyFatPct: person.bodyFatPct,
    effectiveBodyFatPct: effectiveBodyFat,
    plateauStrategy: a.plateauStrategy,
    today,
    goalDay: goal?.day ?? undefined,
  });
  // The soonest safe date: the fastest safe pace the pace question offers, planned as it
  // plans it (advancedSafeOptions), so the two give one date.
  const safePace = fastestSafePace(
    paceOffer("advanced", a.units, energy.direction === "gain" ? "gain" : "lose", limits),
  );
  const goalDate = moving
    ? goalDatePlan({
        goalDate: a.goalDate,
        today,
        changeKg: a.targetWeightKg - person.weightKg,
        safeMaxRate: safePace,
        soonestSafeDay: () =>
          advancedPlan({ ...input, lossRate: safePace, goalDate: undefined }, variant).daysToGoal,
        weeksToGoal,
        daysToGoal: goal?.day,
      })
    : undefined;
  // A date set aside is a changed choice, said among the warnings (docs/safety-rules.md). The
  // rest, the pace the date needs, the soonest safe date and when the plan gets there, is in
  // `goalDate`, which the advanced results show once, beside the goal, marked when unsafe.
  if (goalDate?.status === "set-aside") warnings.push({ type: "medium", message: goalDate.note });
  warnings.push(
    ...goalReachWarnings({
      direction: energy.direction,
      week: weeksToGoal,
      levelsOffKg: plan.levelsOffKg,
      targetWeightKg: a.targetWeightKg,
      units: a.units,
    }),
  );

  // 6. Extras: warnings, supplements, tips.
  warnings.push(
    ...paceWarnings({
      direction: energy.direction,
      weeklyLoss,
      safeRate: limits.safeRate,
      floor: limits.floor,
      flooredAtMinimum: energy.flooredAtMinimum,
      units: a.units,
    }),
  );
  const supplements = supplementAdvice({
    ...a,
    ...person,
    trainingHours: a.cardioHours + a.strengthHours + a.sportsHours,
    proteinG: dailyProtein,
    // No weight before pregnancy is asked here: the BMI now (folic acid, supplements.ts).
    pregnancyBmi: { bmi: guard.bmi, beforePregnancy: false },
    menopause: a.menstrualCycle === "menopause",
  });

  // The same maintenance recipe at the target weight.
  const maintenanceAtGoal = moving
    ? maintenance - adjustedTdee + advancedEnergy(atWeight(a, a.targetWeightKg)).adjustedTdee
    : null;
  const result: AdvancedResult = {
    variant: rules.id,
    person: { ...person, targetWeightKg: a.targetWeightKg, activity: a.baseActivity },
    direction: energy.direction,
    bmrFormula: a.bmrFormula,
    teenEquation: usesHenryBmr(person.age),
    bmr: Math.round(bmr),
    bmrComparison: energyUse.bmrComparison,
    tdee: Math.round(tdee),
    adjustedTdee,
    healthFactors: healthFactorSummary({ ...a, sex: person.sex }),
    maintenance,
    maintenanceAtGoal,
    goalReasons: goalReasons({
      direction: energy.direction,
      weeks: weeksToGoal,
      lineWeeks: goal?.lineWeek ?? null,
      maintenanceAtGoal,
      targetWeightKg: a.targetWeightKg,
      heightCm: person.heightCm,
      age: person.age,
      units: a.units,
    }),
    dailyDeficit: deficit,
    weeklyLoss,
    waterWeight: energy.direction === "lose" ? waterWeight(course) : { initial: 0 },
    metabolicAdaptation: metabolicAdaptation(deficit, maintenance, person.sex, person.bodyFatPct),
    targetCalories: week.targets,
    floor: limits.floor,
    flooredAtMinimum: energy.flooredAtMinimum,
    macros,
    dailyProtein,
    timeline: plan,
    daysToGoal: goal?.day ?? null,
    plateaus: plateauPredictions(plan.plateauWeeks),
    supplementRecommendations: supplements.items,
    supplementAdvice: supplements.advice,
    supplementTips: supplements.tips,
    maternal: a.maternal,
    personalizedTips: personalizedTips({
      ...a,
      age: person.age,
      dailySteps: a.dailySteps ?? impliedSteps(a.baseActivity),
      proteinG: dailyProtein,
      fibreG: fibre,
    }),
    healthyWeight: {
      bmi: guard.bmi,
      lowestTargetKg: Math.ceil(guard.lowestTargetKg * 10 - 1e-9) / 10,
    },
    warnings: bySeverity(warnings),
  };
  if (goalDate) result.goalDate = goalDate;
  if (week.refeed.calories !== undefined) {
    result.refeedDays = {
      calories: week.refeed.calories,
      carbs: Math.round((REFEED_CARB_SHARE * week.refeed.calories) / 4),
      frequency: week.refeed.frequency,
    };
  }
  if (!goal) return result;
  return addProjection(result, () =>
    planProjection({ ...course, weeksToGoal: goal.lineWeek, reachDay: goal.day, today }),
  );
}
