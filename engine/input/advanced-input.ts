import { activityMultiplier } from "../energy/activity-levels.ts";
import { checkSex, messageUnits } from "./basic-input.ts";
import { BMR_FORMULAS, type BmrFormula } from "../energy/bmr.ts";
import { InputError } from "../core/errors.ts";
import {
  ageRule,
  BODY_FAT_RULE,
  CARDIO_HOURS_RULE,
  DAILY_STEPS_RULE,
  HEIGHT_RULE,
  LOSS_RATE_RULE,
  MATERNAL_AGES,
  SLEEP_HOURS_RULE,
  SPORTS_HOURS_RULE,
  STRENGTH_HOURS_RULE,
  STRESS_LEVEL_RULE,
  TARGET_WEIGHT_RULE,
  TRAINING_DAYS_RULE,
  WEEKS_POSTPARTUM_RULE,
  WEIGHT_RULE,
} from "./input-ranges.ts";
import { readMedicalConditions, type MedicalCondition } from "../plans/medical-conditions.ts";
import type { MessageUnits } from "./message-units.ts";
import type { Person } from "../core/person.ts";
import { MATERNAL_STATUSES, type MaternalStatus } from "../nutrition/supplements.ts";
import {
  JOB_TYPES,
  MENSTRUAL_PHASES,
  THYROID_CONDITIONS,
  type JobType,
  type MenstrualPhase,
  type ThyroidCondition,
} from "../energy/tdee.ts";
import { MEAL_TIMINGS, type MealTiming } from "../plans/tips.ts";
import { PLATEAU_STRATEGIES, type PlateauStrategy } from "../projection/timeline.ts";
import type { Sex } from "../core/types.ts";
import { optionalNumber, optionalOneOf, requireNumber, type NumberRule } from "./validate.ts";
import type { DietType, VariantRules } from "../plans/variants.ts";

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

/** A choice's list and how messages name it ("Choose your type of job from the list."). */
interface Choice<T extends string> {
  readonly allowed: readonly T[];
  readonly label: string;
}
const choice = <T extends string>(allowed: readonly T[], label: string): Choice<T> => ({
  allowed,
  label,
});

/**
 * The advanced calculator's choices: the one list of each, checked by the plan, the form
 * and parseAdvancedInput alike. A blank choice takes the plan's default.
 */
export const ADVANCED_CHOICES = {
  bmrFormula: choice(BMR_FORMULAS, "a BMR formula"),
  jobType: choice(JOB_TYPES, "your type of job"),
  thyroidCondition: choice(THYROID_CONDITIONS, "your thyroid function"),
  menstrualCycle: choice(MENSTRUAL_PHASES, "your cycle phase"),
  insulinSensitivity: choice(INSULIN_SENSITIVITIES, "your insulin sensitivity"),
  maternal: choice(MATERNAL_STATUSES, "whether you are pregnant or breastfeeding"),
  dietType: choice(DIET_TYPES, "a diet type"),
  refeedFrequency: choice(REFEED_FREQUENCIES, "how often to refeed"),
  mealTiming: choice(MEAL_TIMINGS, "your meal timing"),
  plateauStrategy: choice(PLATEAU_STRATEGIES, "a plateau strategy"),
} as const;

/** The advanced calculator's choices, by field. */
export type AdvancedChoices = typeof ADVANCED_CHOICES;

/** A choice of the advanced form, or its fallback when blank; InputError naming it if unknown. */
function chosen<K extends keyof AdvancedChoices>(
  field: K,
  value: unknown,
  fallback: AdvancedChoices[K]["allowed"][number],
): AdvancedChoices[K]["allowed"][number] {
  const { allowed, label } = ADVANCED_CHOICES[field];
  return optionalOneOf<AdvancedChoices[K]["allowed"][number]>(
    field,
    value,
    allowed,
    label,
    fallback,
  );
}

/**
 * The advanced calculator's input (docs/product-decisions.md, "Field names"), typed: numbers
 * in years, cm, kg and hours, each choice one of its list. The plan still checks each against
 * its rule and throws InputError naming the field; text from outside comes in through
 * parseAdvancedInput.
 */
export interface AdvancedInput {
  age: number;
  gender: Sex;
  height: number;
  weight: number;
  bodyFat?: number;
  targetWeight: number;
  lossRate: number;
  goalDate?: string;
  baseActivity: number;
  cardioHours?: number;
  strengthHours?: number;
  sportsHours?: number;
  dailySteps?: number;
  jobType?: JobType;
  menstrualCycle?: MenstrualPhase;
  thyroidCondition?: ThyroidCondition;
  insulinSensitivity?: InsulinSensitivity;
  sleepHours?: number;
  stressLevel?: number;
  supplementUse?: string[];
  /** The conditions the Health step asks about; none given or an empty list: none declared. */
  medicalConditions?: MedicalCondition[];
  /** Women of 13 to 55: pregnant, breastfeeding, or neither. */
  maternal?: MaternalStatus;
  /** While breastfeeding: weeks since the birth. */
  weeksPostpartum?: number;
  bmrFormula: BmrFormula;
  dietType?: DietType;
  mealTiming?: MealTiming;
  trainingDays?: number;
  refeedFrequency?: RefeedFrequency;
  plateauStrategy?: PlateauStrategy;
  /** Today's date (YYYY-MM-DD) for the goal date; defaults to the real date. */
  today?: string;
  /** The units messages name weights in (the visitor's); metric when blank. */
  units?: MessageUnits;
}

/** Every answer of the advanced form, checked and in numbers. */
export interface AdvancedAnswers {
  person: Person;
  targetWeightKg: number;
  lossRate: number;
  goalDate?: string | undefined;
  baseActivity: number;
  bmrFormula: BmrFormula;
  cardioHours: number;
  strengthHours: number;
  sportsHours: number;
  /** undefined: not given, taken as what the base activity implies. */
  dailySteps: number | undefined;
  sleepHours: number;
  stressLevel: number;
  trainingDays: number;
  jobType: JobType;
  thyroidCondition: ThyroidCondition;
  menstrualCycle: MenstrualPhase;
  insulinSensitivity: InsulinSensitivity;
  maternal: MaternalStatus;
  weeksPostpartum: number | undefined;
  dietType: DietType;
  /** The refeeds asked for; blank is none, as refeeds are off by default (refeed.ts). */
  refeedAsked: RefeedFrequency | undefined;
  mealTiming: MealTiming;
  plateauStrategy: PlateauStrategy;
  medicalConditions: MedicalCondition[];
  units: MessageUnits;
}

function missing(field: string, label: string): never {
  throw new InputError(field, `Missing required data: enter ${label}.`);
}

const blank = (value: unknown) => value === undefined || value === null || value === "";

function required(
  field: string,
  value: unknown,
  rule: NumberRule,
  units: MessageUnits = "metric",
): number {
  if (blank(value)) missing(field, rule.label);
  return requireNumber(field, value, rule, units);
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
  if (blank(value)) missing("bmrFormula", ADVANCED_CHOICES.bmrFormula.label);
  // An unknown formula falls back to Mifflin-St Jeor, the most accurate for most people.
  return (BMR_FORMULAS as readonly unknown[]).includes(value) ? (value as BmrFormula) : "mifflin";
}

/**
 * Reads and checks the advanced form's answers for a variant. Throws InputError naming the
 * first field it cannot use.
 */
export function readAdvancedInput(input: AdvancedInput, rules: VariantRules): AdvancedAnswers {
  if (blank(input.gender)) missing("gender", "your sex");
  const units = messageUnits(input.units);
  const sex = checkSex(input.gender, rules);
  const age = required("age", input.age, ageRule(rules));
  const heightCm = required("height", input.height, HEIGHT_RULE, units);
  const weightKg = required("weight", input.weight, WEIGHT_RULE, units);
  const targetWeightKg = required("targetWeight", input.targetWeight, TARGET_WEIGHT_RULE, units);
  const lossRate = required("lossRate", input.lossRate, LOSS_RATE_RULE, units);
  if (blank(input.baseActivity)) missing("baseActivity", "your activity level");
  const baseActivity = activityMultiplier(input.baseActivity, "baseActivity");
  const bmrFormula = formulaOf(input.bmrFormula);
  const bodyFatPct = optionalNumber("bodyFat", input.bodyFat, BODY_FAT_RULE);
  const trainingDays = withDefault("trainingDays", input.trainingDays, TRAINING_DAYS_RULE, 3);
  const asksMaternal = sex === "female" && age >= MATERNAL_AGES.min && age <= MATERNAL_AGES.max;
  const maternal = asksMaternal ? chosen("maternal", input.maternal, "none") : "none";
  const weeksPostpartum =
    maternal === "breastfeeding"
      ? required("weeksPostpartum", input.weeksPostpartum, WEEKS_POSTPARTUM_RULE)
      : undefined;
  stringList("supplementUse", input.supplementUse);
  return {
    person: { sex, age, heightCm, weightKg, ...(bodyFatPct === undefined ? {} : { bodyFatPct }) },
    targetWeightKg,
    lossRate,
    goalDate: input.goalDate,
    baseActivity,
    bmrFormula,
    cardioHours: withDefault("cardioHours", input.cardioHours, CARDIO_HOURS_RULE, 0),
    strengthHours: withDefault("strengthHours", input.strengthHours, STRENGTH_HOURS_RULE, 0),
    sportsHours: withDefault("sportsHours", input.sportsHours, SPORTS_HOURS_RULE, 0),
    dailySteps: optionalNumber("dailySteps", input.dailySteps, DAILY_STEPS_RULE),
    // Sleep 7 hours and stress 5 out of 10 are neutral: they change nothing.
    sleepHours: withDefault("sleepHours", input.sleepHours, SLEEP_HOURS_RULE, 7),
    stressLevel: withDefault("stressLevel", input.stressLevel, STRESS_LEVEL_RULE, 5),
    trainingDays,
    jobType: chosen("jobType", input.jobType, "sedentary"),
    thyroidCondition: chosen("thyroidCondition", input.thyroidCondition, "normal"),
    menstrualCycle:
      sex === "female" ? chosen("menstrualCycle", input.menstrualCycle, "none") : "none",
    insulinSensitivity: chosen("insulinSensitivity", input.insulinSensitivity, "normal"),
    maternal,
    weeksPostpartum,
    dietType: chosen("dietType", input.dietType, rules.dietType ?? "standard"),
    refeedAsked: blank(input.refeedFrequency)
      ? undefined
      : chosen("refeedFrequency", input.refeedFrequency, "none"),
    mealTiming: chosen("mealTiming", input.mealTiming, "flexible"),
    plateauStrategy: chosen("plateauStrategy", input.plateauStrategy, "diet-break"),
    medicalConditions: readMedicalConditions(input.medicalConditions),
    units,
  };
}
