import { ACTIVITY_LEVELS } from "../../engine/index.ts";
import { SEX_CHOICES } from "../shared/form/choices.ts";
import {
  FieldError,
  MeasureField,
  NumberField,
  RadioGroup,
  type Choice,
} from "../shared/form/fields.tsx";
import type { CheckInState } from "./check-in-state.ts";

const INTAKES: readonly Choice[] = [
  {
    value: "plan",
    label: "My plan's daily calories",
    hint: "This assumes you ate them every day, so the likely range is wider.",
  },
  { value: "average", label: "A daily average I worked out" },
  { value: "each", label: "A figure for each weigh-in", hint: "Type them on the list above." },
];

// The paces a plan may aim for, kg a week; the engine then keeps to the variant's own limits
// and says when it does (docs/safety-rules.md).
const LOSS_PACES: readonly Choice[] = [
  { value: "0.25", label: "0.25 kg (about ½ lb) a week" },
  { value: "0.5", label: "0.5 kg (about 1 lb) a week" },
  { value: "0.75", label: "0.75 kg (about 1½ lb) a week" },
  { value: "1", label: "1 kg (about 2 lb) a week" },
];
// A lean surplus of 200-500 kcal a day (docs/reference-figures.md, "Energy").
const GAIN_PACES = LOSS_PACES.slice(0, 2);

/** How active the visitor is: optional, to set the formula's figure beside the estimate. */
function ActivitySelect({ s }: { s: CheckInState }) {
  const error = s.errors.activity;
  return (
    <div className={`field${error ? " has-error" : ""}`} part="field">
      <label htmlFor="activity" part="label">
        How active are you? (optional)
      </label>
      <p className="hint" id="activity-hint">
        To compare your real maintenance with the usual formula.
      </p>
      <FieldError name="activity" error={error} />
      <select
        id="activity"
        name="activity"
        value={s.values.activity ?? ""}
        aria-describedby="activity-hint"
        onChange={(event) => s.onValue("activity", event.currentTarget.value)}
      >
        <option value="">Choose</option>
        {ACTIVITY_LEVELS.map((level) => (
          <option key={level.value} value={String(level.value)}>
            {level.label}: {level.description.replace(/\.$/, "").toLowerCase()}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * About the visitor and their plan: sex, age and height (the energy in their weight change
 * depends on them), what they ate, how active they are, and their goal for the new target.
 */
export function PlanFields({ s }: { s: CheckInState }) {
  const common = { values: s.values, errors: s.errors, onValue: s.onValue };
  const gaining = s.shape.gain;
  return (
    <>
      <h3>About you</h3>
      <RadioGroup {...common} name="gender" label="Sex" choices={SEX_CHOICES} inline />
      <NumberField {...common} name="age" label="Age" suffix="years" inputMode="numeric" />
      <MeasureField {...common} name="height" label="Height" kind="height" units={s.units} />
      <ActivitySelect s={s} />

      <h3>What you ate</h3>
      <RadioGroup
        {...common}
        name="intake"
        label="Which calories should we use?"
        hint="Over the same days as your weigh-ins."
        choices={INTAKES}
        values={{ ...s.values, intake: s.intake }}
      />
      {s.intake === "plan" ? (
        <NumberField
          {...common}
          name="plan"
          label="Your plan's daily calories"
          hint="The daily target from your calorie deficit plan."
          suffix="kcal"
          inputMode="numeric"
        />
      ) : s.intake === "average" ? (
        <NumberField
          {...common}
          name="average"
          label="Calories on an average day"
          hint="From a food diary or app."
          suffix="kcal"
          inputMode="numeric"
        />
      ) : null}

      {s.shape.goal ? (
        <>
          <h3>Your goal (optional)</h3>
          <p className="hint">For a new daily target that keeps your chosen pace.</p>
          <MeasureField
            {...common}
            name="targetWeight"
            label="Target weight"
            kind="weight"
            units={s.units}
          />
          <RadioGroup
            {...common}
            name="lossRate"
            label={gaining ? "How fast do you want to gain?" : "How fast do you want to lose?"}
            choices={[
              ...(gaining ? GAIN_PACES : LOSS_PACES),
              // A pace only a plan's link brings, restored with the results.
              ...(s.report?.carriedPace(s.values.lossRate, gaining) ?? []),
            ]}
            inline
          />
          {s.shape.weeks ? (
            <NumberField
              {...common}
              name="weeksPostpartum"
              label="How many weeks ago was your baby born?"
              suffix="weeks"
              inputMode="numeric"
            />
          ) : null}
        </>
      ) : null}
    </>
  );
}
