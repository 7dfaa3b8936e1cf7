import { InputError } from "./errors.ts";
import { isBreakDay, type MaintenanceBreaks } from "./maintenance-breaks.ts";
import { checkPerson } from "./person.ts";
import { optionalNumber, requireNumber } from "./input/validate.ts";

/**
 * The adult weight projection of Hall KD et al., "Quantification of the effect of energy
 * imbalance on bodyweight", Lancet 2011;378:826-37, as set out in docs/weight-projection.md.
 * Energy in kcal/day, masses in kg, time in days.
 */

// Energy densities (Hall 2011): fat 39.5 MJ/kg, lean 7.6 MJ/kg, glycogen 17.6 MJ/kg.
export const RHO_F = 9440.7;
export const RHO_L = 1816.4;
const RHO_G = 4206.5;
// Daily maintenance cost of tissue (Hall 2011): fat 13 kJ/kg, lean 92 kJ/kg.
const GAMMA_F = 3.107;
const GAMMA_L = 21.99;
// Cost of depositing tissue (Hall 2011): fat 750 kJ/kg, lean 960 kJ/kg.
const ETA_F = 179.25;
const ETA_L = 229.45;
// Thermic effect of food and adaptive thermogenesis per change of intake (Hall 2011).
const BETA_TEF = 0.1;
const BETA_AT = 0.14;
const TAU_AT = 14; // days
// Forbes constant (Chow and Hall 2008): 10.4 kg of fat, in lean-mass energy terms.
export const FORBES_C = (10.4 * RHO_L) / RHO_F;
// Starting glycogen and the water stored with it (Hall 2011): 0.5 kg with 2.7 kg water per kg.
const GLYCOGEN_0 = 0.5;
const GLYCOGEN_WATER = 3.7;
// Share of intake from carbohydrate assumed by the model (Hall 2011).
const P_CARB = 0.5;
// Extracellular water and sodium (Hall 2011): [Na] 3.22 g/kg; zeta_Na 3 g/kg/day;
// zeta_CI 4 g/day. Salt intake is held steady (dNa = 0).
const SODIUM_PER_KG = 3220;
const ZETA_NA = 3000;
const ZETA_CI = 4000;
// Fat mass bounds when estimated from BMI: 3% is about the essential fat of lean men
// (ACE body fat chart); 60% is above any measured population value.
const MIN_FAT_SHARE = 0.03;
const MAX_FAT_SHARE = 0.6;
// NICE CG189: diets under 800 kcal a day are very-low-calorie diets for specialist care only.
const MIN_INTAKE_KCAL = 800;
// The projection never runs below BMI 12, far under any weight a plan may aim for.
const MIN_BMI = 12;

/** What projectWeight needs: a person, their activity, and a lasting change of intake. */
export interface ProjectionInput {
  sex: "male" | "female";
  age: number;
  heightCm: number;
  weightKg: number;
  /** Physical activity level: total expenditure / resting rate (1 to 2.5). */
  pal: number;
  /** Change of daily intake from the starting balance, kcal; negative for a deficit. */
  intakeChangeKcal: number;
  /** How many days to project (1 to 3650). */
  days: number;
  bodyFatPct?: number;
  /** The plan's maintenance, kcal/day; by default Mifflin-St Jeor x pal. */
  maintenanceKcal?: number;
  /** From the day this weight is reached, intake becomes the maintenance at it. */
  targetWeightKg?: number;
  /**
   * The band for individual variation, as a share of maintenance (0 to 0.5): 0.1 runs the
   * model again with maintenance 10% higher (`lowKg`) and 10% lower (`highKg`).
   */
  spread?: number;
  /**
   * Days eaten at maintenance for the weight reached (diet breaks or refeed days): the body
   * stands still on them. None by default.
   */
  breaks?: MaintenanceBreaks;
}

/** Day-by-day body weight, fat mass and fat-free mass, from day 0 to `days`. */
export interface Projection {
  day: number[];
  weightKg: number[];
  fatKg: number[];
  /** Fat-free mass (weight minus fat): lean tissue, water and glycogen. */
  leanKg: number[];
  /**
   * With `spread`: the weight, day by day, of someone whose real maintenance is `spread`
   * higher than the plan's, eating the same (the lower edge of the band).
   */
  lowKg?: number[];
  /** With `spread`: the same for a maintenance `spread` lower (the upper edge of the band). */
  highKg?: number[];
}

/** The model's state: lean tissue, glycogen, extracellular water, adaptive thermogenesis. */
type State = readonly [lean: number, glycogen: number, water: number, adaptation: number];

interface Model {
  fat(lean: number): number;
  weight(s: State): number;
  rates(s: State): State;
  /** The weight the body settles at under this intake, kg. */
  settles(): number;
}

/**
 * The share of body weight that is fat: the figure given, or else from BMI and age (Jackson
 * AS et al., Int J Obes 2002), kept between 3% and 60%.
 */
export function fatShareOf(p: {
  sex: "male" | "female";
  age: number;
  bmi: number;
  bodyFatPct?: number | undefined;
}): number {
  const jacksonPct =
    p.sex === "male"
      ? 0.14 * p.age + 37.31 * Math.log(p.bmi) - 103.94
      : 0.14 * p.age + 39.96 * Math.log(p.bmi) - 102.01;
  return Math.min(MAX_FAT_SHARE, Math.max(MIN_FAT_SHARE, (p.bodyFatPct ?? jacksonPct) / 100));
}

function buildModel(p: Omit<ProjectionInput, "days" | "targetWeightKg" | "breaks">) {
  const { sex, age, heightCm, weightKg: w0, intakeChangeKcal: dEI, bodyFatPct } = p;
  const heightM = heightCm / 100;
  const bmiValue = w0 / (heightM * heightM);
  // Resting rate: Mifflin-St Jeor 1990, original coefficients.
  const rmr = 9.99 * w0 + 6.25 * heightCm - 4.92 * age + (sex === "male" ? 5 : -161);
  // The starting balance is the plan's own maintenance when it gives one, so the projection
  // agrees with the numbers beside it; its activity level follows from it.
  const ei0 = p.maintenanceKcal ?? rmr * p.pal;
  const pal = Math.min(2.5, Math.max(1, ei0 / rmr));
  const f0 = w0 * fatShareOf({ sex, age, bmi: bmiValue, bodyFatPct });
  // Extracellular water: Silva AM et al., Am J Hum Biol 2007.
  const ecf0 =
    sex === "male"
      ? 0.025 * age + 9.57 * heightM + 0.191 * w0 - 12.4
      : -4.0 + 5.98 * heightM + 0.167 * w0;
  const l0 = w0 - f0 - ecf0 - GLYCOGEN_WATER * GLYCOGEN_0;
  const delta = ((1 - BETA_TEF) * pal - 1) * (rmr / w0);
  const k = ei0 - GAMMA_L * l0 - GAMMA_F * f0 - delta * w0;
  const ei = ei0 + dEI;
  const carbs = P_CARB * ei;
  const carbsBaseline = P_CARB * ei0;
  const kG = carbsBaseline / (GLYCOGEN_0 * GLYCOGEN_0);
  const tef = BETA_TEF * dEI;

  const fat = (lean: number) => f0 * Math.exp((RHO_L * (lean - l0)) / (RHO_F * FORBES_C));
  const weight = ([lean, glycogen, water]: State) =>
    fat(lean) + lean + water + GLYCOGEN_WATER * glycogen;

  const rates = (s: State): State => {
    const [lean, glycogen, water, adaptation] = s;
    const f = fat(lean);
    const dG = (carbs - kG * glycogen * glycogen) / RHO_G;
    const dWater =
      (-ZETA_NA * (water - ecf0) - ZETA_CI * (1 - carbs / carbsBaseline)) / SODIUM_PER_KG;
    const dAT = (BETA_AT * dEI - adaptation) / TAU_AT;
    // The body's weight, as weight(s) gives it, from the fat mass worked out once.
    const w = f + lean + water + GLYCOGEN_WATER * glycogen;
    const spending = k + GAMMA_F * f + GAMMA_L * lean + delta * w + tef + adaptation;
    // Energy left for tissue, shared along the Forbes curve: a share p = C / (C + F) is lean.
    const available = ei - spending - RHO_G * dG;
    const leanShare = FORBES_C / (FORBES_C + f);
    const tissue =
      available / (1 + (ETA_F * (1 - leanShare)) / RHO_F + (ETA_L * leanShare) / RHO_L);
    return [(leanShare * tissue) / RHO_L, dG, dWater, dAT];
  };

  /**
   * Where the body settles under this intake for good: glycogen, water and adaptation at
   * their steady values, and the lean mass whose energy use matches the intake (found by
   * bisection: energy use rises with lean mass). Returns the weight, kg.
   */
  const settles = (): number => {
    const glycogen = GLYCOGEN_0 * Math.sqrt(Math.max(0, ei / ei0));
    const water = ecf0 - (ZETA_CI * (1 - carbs / carbsBaseline)) / ZETA_NA;
    const spending = (lean: number) => {
      const f = fat(lean);
      const w = f + lean + water + GLYCOGEN_WATER * glycogen;
      return k + GAMMA_F * f + GAMMA_L * lean + delta * w + tef + BETA_AT * dEI;
    };
    let low = l0 - w0;
    let high = l0 + w0;
    for (let i = 0; i < 60; i++) {
      const mid = (low + high) / 2;
      if (spending(mid) < ei) low = mid;
      else high = mid;
    }
    const lean = (low + high) / 2;
    return fat(lean) + lean + water + GLYCOGEN_WATER * glycogen;
  };

  return {
    model: { fat, weight, rates, settles } satisfies Model,
    start: [l0, GLYCOGEN_0, ecf0, 0] as State,
    ei0,
  };
}

/** a + h x b, component by component. */
function add(a: State, b: State, h: number): State {
  return [a[0] + h * b[0], a[1] + h * b[1], a[2] + h * b[2], a[3] + h * b[3]];
}

/** One fourth-order Runge-Kutta step of `h` days. */
function step(model: Model, s: State, h: number): State {
  const k1 = model.rates(s);
  const k2 = model.rates(add(s, k1, h / 2));
  const k3 = model.rates(add(s, k2, h / 2));
  const k4 = model.rates(add(s, k3, h));
  return add(s, add(add(k1, k4, 1), add(k2, k3, 1), 2), h / 6);
}

/**
 * Steps per day. Glycogen settles at a rate of about starting intake / 2,100 per day
 * (from dG/dt above), and RK4 is only stable while rate x step stays under 2.79, so a
 * large, very active person needs smaller steps than the one-day step the model suggests.
 */
function stepsPerDay(startingIntake: number): number {
  return Math.max(1, Math.ceil(startingIntake / 2100));
}

/** A checked input, its model and how its run goes. */
interface Prepared {
  person: ReturnType<typeof checkPerson>;
  pal: number;
  intakeChangeKcal: number;
  model: Model;
  start: State;
  ei0: number;
  course: Course;
  spread: number | undefined;
}

function prepare(input: ProjectionInput): Prepared {
  const person = checkPerson(input);
  const pal = requireNumber("pal", input.pal, {
    label: "your activity level",
    min: 1,
    max: 2.5,
  });
  const days = requireNumber("days", input.days, {
    label: "the number of days",
    min: 1,
    max: 3650,
  });
  const intakeChangeKcal = requireNumber("intakeChangeKcal", input.intakeChangeKcal, {
    label: "the change in calories",
    min: -3000,
    max: 3000,
    unit: "kcal a day",
  });
  const maintenanceKcal =
    input.maintenanceKcal === undefined
      ? undefined
      : requireNumber("maintenanceKcal", input.maintenanceKcal, {
          label: "your maintenance calories",
          min: 500,
          max: 10000,
          unit: "kcal a day",
        });
  const targetWeightKg =
    input.targetWeightKg === undefined
      ? undefined
      : requireNumber("targetWeightKg", input.targetWeightKg, {
          label: "your target weight",
          min: 1,
          max: 400,
          unit: "kg",
        });
  const spread = optionalNumber("spread", input.spread, {
    label: "the spread",
    min: 0,
    max: 0.5,
  });
  const breaks = readBreaks(input.breaks);
  const { model, start, ei0 } = buildModel({
    ...person,
    pal,
    intakeChangeKcal,
    ...(maintenanceKcal === undefined ? {} : { maintenanceKcal }),
  });
  if (ei0 + intakeChangeKcal < MIN_INTAKE_KCAL) {
    throw new InputError(
      "intakeChangeKcal",
      `This would mean eating under ${MIN_INTAKE_KCAL} kcal a day. That is a very-low-calorie diet, which needs a doctor's care, so we do not project it.`,
    );
  }
  const course: Course = {
    losing: intakeChangeKcal < 0,
    moving: intakeChangeKcal !== 0,
    targetWeightKg,
    lowest: MIN_BMI * (person.heightCm / 100) ** 2,
    days: Math.round(days),
    breaks,
  };
  return { person, pal, intakeChangeKcal, model, start, ei0, course, spread };
}

function readBreaks(breaks: MaintenanceBreaks | undefined): MaintenanceBreaks | undefined {
  if (breaks === undefined) return undefined;
  const everyDays = requireNumber("breaks", breaks.everyDays, {
    label: "the days between breaks",
    min: 1,
    max: 3650,
  });
  const lengthDays = requireNumber("breaks", breaks.lengthDays, {
    label: "the length of a break",
    min: 0,
    max: everyDays,
  });
  return { everyDays: Math.round(everyDays), lengthDays: Math.round(lengthDays) };
}

/**
 * Projects body weight day by day under a lasting change of daily intake, with the dynamic
 * model of Hall et al. 2011 (fourth-order Runge-Kutta, a day or less a step). Weight loss slows as
 * the body gets lighter and adapts, unlike the straight 7,700 kcal per kg line. With `breaks`,
 * the body stands still on the days eaten at maintenance. With `spread`, also the band for individual variation
 * (`lowKg`, `highKg`; docs/weight-projection.md).
 */
export function projectWeight(input: ProjectionInput): Projection {
  const { person, pal, intakeChangeKcal, model, start, ei0, course, spread } = prepare(input);
  const result = run(model, start, ei0, course);
  if (spread === undefined) return result;
  // Mifflin-St Jeor predicts resting energy within 10% for about 80% of non-obese adults
  // (Frankenfield et al. 2005, J Am Diet Assoc 105:775). The band keeps the plan's intake and
  // moves the real maintenance: a higher maintenance means a larger real deficit, so the
  // lower edge; a lower maintenance the upper edge. Each holds at the target as the line does.
  const edge = (share: number): number[] => {
    const maintenance = ei0 * share;
    const other = buildModel({
      ...person,
      pal,
      intakeChangeKcal: ei0 + intakeChangeKcal - maintenance,
      maintenanceKcal: maintenance,
    });
    return run(other.model, other.start, other.ei0, course).weightKg;
  };
  return { ...result, lowKg: edge(1 + spread), highKg: edge(1 - spread) };
}

/**
 * The day the dynamic model reaches `targetWeightKg` (as projectWeight runs it, holding
 * there), or null when it does not within `days`, with its weight on each day up to then.
 * It stops on the day the target is reached, so a search over years costs only the days
 * it needs.
 */
export function projectToTarget(input: ProjectionInput & { targetWeightKg: number }): {
  reachDay: number | null;
  weightKg: number[];
} {
  const { model, start, ei0, course } = prepare(input);
  const { weightKg } = run(model, start, ei0, { ...course, untilHeld: true });
  const last = weightKg.length - 1;
  const w = weightKg[last] ?? input.weightKg;
  const there = course.losing ? w <= input.targetWeightKg : w >= input.targetWeightKg;
  return { reachDay: course.moving && last > 0 && there ? last : null, weightKg };
}

/**
 * The weight the dynamic model settles at if the intake change lasts for good (its steady
 * state), never below BMI 12. Loss slows as the body gets lighter, so a small lasting
 * deficit stops short of a distant target: a target beyond this weight is never reached.
 * Breaks only delay the model, so they do not move it.
 */
export function settlingWeight(input: ProjectionInput): number {
  const { model, course } = prepare(input);
  return Math.max(course.lowest, model.settles());
}

/** How a run ends: which way the plan moves, where it holds, and how long it lasts. */
interface Course {
  /** The plan's direction: holding at the target follows it, not each run's own balance. */
  losing: boolean;
  /** False when the plan does not change intake: nothing holds. */
  moving: boolean;
  targetWeightKg: number | undefined;
  /** The weight at BMI 12, kg. */
  lowest: number;
  days: number;
  /** Days at maintenance for the weight reached: the model stands still on them. */
  breaks: MaintenanceBreaks | undefined;
  /** Stop on the day the run starts to hold, rather than running on to `days`. */
  untilHeld?: boolean;
}

/** Runs the model day by day, holding at the target (or BMI 12) once it is reached. */
function run(model: Model, start: State, ei0: number, plan: Course): Projection {
  const { losing, targetWeightKg, lowest } = plan;
  // Once the target (or BMI 12) is reached, intake matches expenditure: the body stays put.
  const stopAt = (w: number) =>
    w <= lowest ||
    (targetWeightKg !== undefined && (losing ? w <= targetWeightKg : w >= targetWeightKg));
  const result: Projection = { day: [], weightKg: [], fatKg: [], leanKg: [] };
  let state = start;
  let held = false;
  const substeps = stepsPerDay(ei0);
  for (let d = 0; d <= plan.days; d++) {
    const moves = d > 0 && !held && !isBreakDay(plan.breaks, d);
    for (let i = 0; moves && i < substeps; i++) state = step(model, state, 1 / substeps);
    held ||= d > 0 && plan.moving && stopAt(model.weight(state));
    // Held at the goal: the day it is passed, intake is set so the weight is the target.
    const goal = held && targetWeightKg !== undefined ? targetWeightKg : undefined;
    const w = Math.max(
      lowest,
      goal === undefined
        ? model.weight(state)
        : losing
          ? Math.max(goal, model.weight(state))
          : Math.min(goal, model.weight(state)),
    );
    const f = Math.min(w, model.fat(state[0]));
    result.day.push(d);
    result.weightKg.push(w);
    result.fatKg.push(f);
    result.leanKg.push(w - f);
    if (held && plan.untilHeld) break;
  }
  return result;
}
