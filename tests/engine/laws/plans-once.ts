import fc from "fast-check";
import * as advanced from "../../../engine/plans/advanced-plan.ts";
import * as basic from "../../../engine/plans/basic-plan.ts";

// The laws of one file check the same generated people, and each person's plan is worked
// out once: a law file draws its people from one seed (new on every run, so the runs
// together still cover ever more people; fast-check prints it when a law fails, and
// LAW_SEED=<seed> replays it), and the plans below remember what they gave for an input.
// A remembered plan is frozen, so no law can change what the next one reads. Freezing reads
// no getter: the engine works out a plan's projection only when it is read
// (engine/projection/plan-projection.ts), and most laws never read it; a law that does
// gets it frozen too. (Freezing through the getter ran the weight model for every plan:
// two thirds of the laws' time.)

/** Every property in the calling file draws from the same seed; returns it. */
export function samePeopleInEveryLaw(): number {
  const seed = Number(process.env.LAW_SEED ?? Math.floor(Math.random() * 2 ** 31));
  fc.configureGlobal({ ...fc.readConfigureGlobal(), seed });
  return seed;
}

/** Freezes `value` and every value its own data properties hold, calling no getter. */
function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const property of Object.values(Object.getOwnPropertyDescriptors(value))) {
      if ("value" in property) deepFreeze(property.value);
    }
  }
  return value;
}

/** A frozen plan whose getters' values are frozen when a law reads them. */
function frozenPlan<R>(plan: R): R {
  if (plan === null || typeof plan !== "object") return plan;
  return new Proxy(deepFreeze(plan), {
    get: (target, key) => deepFreeze(Reflect.get(target, key)),
  });
}

/** `plan`, remembering each input's result or refusal. */
function once<I, R>(plan: (input: I, variant?: string) => R) {
  const seen = new Map<string, { result: R } | { error: unknown }>();
  return (input: I, variant?: string): R => {
    const key = JSON.stringify([input, variant]);
    let outcome = seen.get(key);
    if (outcome === undefined) {
      try {
        outcome = { result: frozenPlan(plan(input, variant)) };
      } catch (error) {
        outcome = { error };
      }
      seen.set(key, outcome);
    }
    if ("error" in outcome) throw outcome.error;
    return outcome.result;
  };
}

/** The engine's basic plan, worked out once per input in a law file. */
export const basicPlan = once(basic.basicPlan);
/** The engine's advanced plan, worked out once per input in a law file. */
export const advancedPlan = once(advanced.advancedPlan);
