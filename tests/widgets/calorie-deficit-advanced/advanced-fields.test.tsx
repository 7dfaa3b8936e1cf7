// @vitest-environment jsdom
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import {
  CARDIO_HOURS_RULE,
  DAILY_STEPS_RULE,
  SLEEP_HOURS_RULE,
  SPORTS_HOURS_RULE,
  STRENGTH_HOURS_RULE,
  STRESS_LEVEL_RULE,
  TRAINING_DAYS_RULE,
} from "../../../engine/input/input-ranges.ts";
import { variantRules } from "../../../engine/variants.ts";
import {
  ADVANCED_FIELDS,
  type AdvancedFieldProps,
} from "../../../widgets/calorie-deficit-advanced/advanced-fields.tsx";

const PROPS: AdvancedFieldProps = {
  values: {},
  errors: {},
  onValue: () => {},
  units: "metric",
  rules: variantRules("default"),
  kit: false,
};

/** "1,000": a range end as the hints write it. */
const written = (n: number) => n.toLocaleString("en-GB");

function draw(name: string) {
  const field = ADVANCED_FIELDS[name];
  if (!field) throw new Error(`No advanced field called ${name}`);
  return render(<>{field(PROPS)}</>).container;
}

describe("the advanced form's optional numbers", () => {
  afterEach(cleanup);

  it.each([
    ["cardioHours", CARDIO_HOURS_RULE],
    ["strengthHours", STRENGTH_HOURS_RULE],
    ["sportsHours", SPORTS_HOURS_RULE],
    ["dailySteps", DAILY_STEPS_RULE],
    ["sleepHours", SLEEP_HOURS_RULE],
    ["trainingDays", TRAINING_DAYS_RULE],
  ])("%s: the hint names the range the engine checks", (name, rule) => {
    const hint = draw(name).querySelector(`#${name}-hint`)?.textContent ?? "";
    expect(hint).toContain(`${written(rule.min)} to ${written(rule.max)}`);
  });

  it("stressLevel: the slider runs over the range the engine checks", () => {
    const slider = draw("stressLevel").querySelector<HTMLInputElement>("input[type=range]");
    expect([slider?.min, slider?.max]).toEqual([
      String(STRESS_LEVEL_RULE.min),
      String(STRESS_LEVEL_RULE.max),
    ]);
  });
});
