import { expect } from "vitest";
import type { AdvancedInput, AdvancedResult } from "../../../engine/plans/advanced-plan.ts";
import type { BasicInput, BasicResult } from "../../../engine/plans/basic-plan.ts";
import { targetRefused, type PersonLike } from "./generated-people.ts";
import { inputErrorOf } from "../input-error-helpers.ts";
import { advancedPlan, basicPlan } from "./plans-once.ts";

// The plans, run for the safety laws over generated people. A plan may refuse a generated
// person only as documented: on targetWeight, for a target the healthy-weight guard refuses
// (under a healthy weight, or a gain past the obesity line), or for muscle gain with a target
// at or below the current weight. Each refusal is checked to be exactly that; the result is
// then undefined.

function expectDocumentedRefusal(
  error: unknown,
  variant: string,
  input: PersonLike & { targetWeight?: unknown },
): void {
  const e = inputErrorOf(() => {
    throw error;
  });
  expect(e.field).toBe("targetWeight");
  expect(targetRefused(variant, input)).toBe(true);
}

/** The basic plan, or undefined for a documented refusal. */
export function basicOrRefusal(
  variant: string,
  input: BasicInput & PersonLike,
): BasicResult | undefined {
  try {
    return basicPlan(input, variant);
  } catch (error) {
    expectDocumentedRefusal(error, variant, input);
    return undefined;
  }
}

/** The advanced plan, or undefined for a documented refusal. */
export function advancedOrRefusal(
  variant: string,
  input: AdvancedInput & PersonLike,
): AdvancedResult | undefined {
  try {
    return advancedPlan(input, variant);
  } catch (error) {
    expectDocumentedRefusal(error, variant, input);
    return undefined;
  }
}
