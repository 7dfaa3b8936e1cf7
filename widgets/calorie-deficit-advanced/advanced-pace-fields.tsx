import type { ReactNode } from "react";
import { GoalDateField } from "../shared/form/goal-date-field.tsx";
import { PaceField } from "../shared/form/pace-field.tsx";
import type { AdvancedFieldProps } from "./advanced-fields.tsx";
import { advancedPaceFor } from "./advanced-pace.ts";
import { chosenPace, paceChoices } from "./advanced-pace-choices.ts";
import { gainingFor } from "../shared/form/pace-choices.ts";

/*
 * The last step's pace and goal date. They load with the results chunk, which the wizard has
 * fetched long before its last step, as each pace shows what the results will give.
 */

/** How the pace and goal date fields are drawn, by name. */
export const PACE_FIELDS: Readonly<Record<string, (p: AdvancedFieldProps) => ReactNode>> = {
  lossRate: (p) => (
    <PaceField
      values={p.values}
      errors={p.errors}
      onValue={p.onValue}
      gaining={gainingFor(p.rules, p.values, p.units)}
      units={p.units}
      choices={paceChoices(p.rules, p.values, p.units)}
      chosen={chosenPace(p.rules, p.values, p.units)}
      options={advancedPaceFor(p.values, p.units, p.rules).options}
    />
  ),
  goalDate: (p) => (
    <GoalDateField
      values={p.values}
      errors={p.errors}
      onValue={p.onValue}
      goal={advancedPaceFor(p.values, p.units, p.rules).goalDate}
      gaining={gainingFor(p.rules, p.values, p.units)}
      units={p.units}
    />
  ),
};
