import { InputError } from "../core/errors.ts";
import type { Direction } from "./plan-energy.ts";
import type { Warning } from "./warnings.ts";

/** The conditions the advanced Health step asks about (docs/safety-rules.md, "Supplements"). */
export type MedicalCondition =
  "diabetes" | "heart" | "kidney" | "blood-pressure" | "thyroid" | "eating-disorder" | "other";
export const MEDICAL_CONDITIONS: readonly MedicalCondition[] = [
  "diabetes",
  "heart",
  "kidney",
  "blood-pressure",
  "thyroid",
  "eating-disorder",
  "other",
];

/**
 * The declared conditions, checked: a list of the values above (blank entries ignored, each
 * once). Throws InputError on "medicalConditions" for anything else.
 */
export function readMedicalConditions(value: unknown): MedicalCondition[] {
  if (value === undefined || value === null) return [];
  const known = MEDICAL_CONDITIONS as readonly unknown[];
  if (!Array.isArray(value) || value.length > MEDICAL_CONDITIONS.length * 2) {
    throw new InputError("medicalConditions", "Choose conditions from the list.");
  }
  const found: MedicalCondition[] = [];
  for (const item of value) {
    if (item === "") continue;
    if (!known.includes(item)) {
      throw new InputError("medicalConditions", "Choose conditions from the list.");
    }
    const condition = item as MedicalCondition;
    if (!found.includes(condition)) found.push(condition);
  }
  return found;
}

// Beat, the UK's eating disorder charity: beateatingdisorders.org.uk, adult helpline
// 0808 801 0677 (NHS "Eating disorders" lists Beat as the place to get support).
export const BEAT = {
  name: "Beat",
  site: "beateatingdisorders.org.uk",
  url: "https://www.beateatingdisorders.org.uk/",
  helpline: "0808 801 0677",
} as const;

/** The words before Beat's website and helpline in the line below. */
export const BEAT_LEAD =
  "If dieting or food is making you anxious, or you are worried about your eating, Beat, the UK's eating disorder charity, can help:";
/** The one line every plan with a deficit carries, pointing to Beat. */
export const BEAT_SIGNPOST = `${BEAT_LEAD} ${BEAT.site} or call ${BEAT.helpline}.`;

/** Beat's line for a plan, when it plans a deficit; undefined otherwise. */
export function beatSignpost(direction: Direction): string | undefined {
  return direction === "lose" ? BEAT_SIGNPOST : undefined;
}

/** Whether the health answers allow a calorie deficit, and what the visitor must be told. */
export interface ConditionLimits {
  /** False when no deficit may be planned, whatever the goal. */
  deficitAllowed: boolean;
  /** True when no change at all may be planned, a gain included (an eating disorder). */
  holdWeight: boolean;
  warnings: Warning[];
}

/**
 * What the conditions and the thyroid answer allow (docs/safety-rules.md): an eating disorder,
 * now or in the past, gets no plan to change weight and points to the GP and Beat; an
 * overactive thyroid gets no deficit, because weight loss is one of its symptoms (NHS
 * "Overactive thyroid").
 */
export function conditionLimits(
  conditions: readonly MedicalCondition[],
  thyroid: "normal" | "hypo" | "hyper",
): ConditionLimits {
  const warnings: Warning[] = [];
  const eatingDisorder = conditions.includes("eating-disorder");
  if (eatingDisorder) {
    warnings.push({
      type: "critical",
      message:
        "You told us about an eating disorder, now or in the past, so we have not planned any weight loss. Counting calories can make an eating disorder worse.",
      recommendation: `Please talk to your GP before changing how you eat. Beat, the UK's eating disorder charity, can help too: ${BEAT.site} or call ${BEAT.helpline}.`,
    });
  }
  // Losing weight can change what a condition's medicines should be, those for diabetes and
  // high blood pressure above all, so they may need a review as the weight falls (NICE NG246,
  // 2025; NHS, "Type 2 diabetes: food and keeping active"). An eating disorder has its own
  // warning above.
  if (conditions.some((c) => c !== "eating-disorder")) {
    warnings.push({
      type: "high",
      message:
        "You told us about a health condition. Losing weight can change how it affects you, and medicines for some conditions, such as diabetes or high blood pressure, may need to change as your weight falls.",
      recommendation: "Talk to your GP before you start.",
    });
  }
  if (thyroid === "hyper") {
    warnings.push({
      type: "high",
      message:
        "You told us you have an overactive thyroid, so we have not planned a calorie deficit. Losing weight without trying is one of its symptoms.",
      recommendation:
        "Talk to your GP before trying to lose weight. Once treatment settles your thyroid, your energy use is usually typical again.",
    });
  }
  return {
    deficitAllowed: !eatingDisorder && thyroid !== "hyper",
    holdWeight: eatingDisorder,
    warnings,
  };
}
