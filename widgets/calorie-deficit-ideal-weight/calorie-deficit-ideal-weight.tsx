import type { Units } from "../shared/attributes.ts";
import { SEX_CHOICES } from "../shared/choices.ts";
import type { WidgetProps } from "../shared/define-widget.ts";
import { MeasureField, NumberField, RadioGroup } from "../shared/fields.tsx";
import { weight } from "../shared/format.ts";
import { lengthSuffix } from "../shared/length.ts";
import { SingleFormCard, useSingleForm } from "../shared/single-form.tsx";
import { readVariant } from "../shared/variant.ts";
import { IDEAL_WEIGHT_FORM, TAG, type IdealWeightOutcome } from "./ideal-weight-form.ts";

const FRAMES = [
  { value: "small", label: "Small" },
  { value: "medium", label: "Medium" },
  { value: "large", label: "Large" },
  {
    value: "wrist",
    label: "Work it out from my wrist",
    hint: "Measure around your wrist, just below the bone.",
  },
];
const FORMULAS = [
  { key: "devine", name: "Devine (1974)" },
  { key: "robinson", name: "Robinson (1983)" },
  { key: "miller", name: "Miller (1983)" },
  { key: "hamwi", name: "Hamwi (1964)" },
] as const;

function IdealWeightView({ r, units }: { r: IdealWeightOutcome; units: Units }) {
  return (
    <>
      <p class="headline" part="headline">
        <span class="value">
          {weight(r.healthyBmiRange.minKg, units)} to {weight(r.healthyBmiRange.maxKg, units)}
        </span>
        A healthy weight for your height (BMI 18.5 to 24.9)
      </p>
      <table>
        <caption>
          The four classic formulas, for a {r.frame} frame
          {r.frameFromWrist ? " (from your wrist)" : ""}
        </caption>
        <thead>
          <tr>
            <th scope="col">Formula</th>
            <th scope="col">Ideal weight</th>
          </tr>
        </thead>
        <tbody>
          {FORMULAS.map((f) => (
            <tr key={f.key}>
              <th scope="row">{f.name}</th>
              <td>{weight(r[f.key], units)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {r.belowFiveFeet ? (
        <p class="panel">
          These formulas were made for people 5 feet (152 cm) or taller. Below that, we extend them
          in a straight line, so treat the four figures as a rough guide and rely on the healthy BMI
          range instead.
        </p>
      ) : null}
      <p>
        The formulas were first made to work out medicine doses, not to judge how anyone should
        look. A healthy weight is a range, and the BMI range above is the one the NHS uses.
      </p>
    </>
  );
}

/**
 * `<calorie-deficit-ideal-weight>`: ideal weight by the Devine, Robinson, Miller and Hamwi
 * formulas, adjusted for body frame, with the healthy BMI range for the height.
 *
 * @attr {string} variant - Only "default" for now; kept for a consistent embed code. Default "default".
 * @attr {string} units - "metric" (kg, cm) or "imperial" (st and lb, ft and in). Default "metric".
 * @fires cdc-result - Each time the result changes; `detail` is the engine's ideal weight result.
 * @csspart card - The calculator's card.
 * @csspart field - Each form field.
 * @csspart label - Each field's label or legend.
 * @csspart button - The buttons.
 * @csspart results - The result section.
 * @csspart headline - The healthy weight range.
 */
export function CalorieDeficitIdealWeight(props: WidgetProps) {
  readVariant(props, TAG, ["default"]);
  const form = useSingleForm(props, IDEAL_WEIGHT_FORM, { frame: "medium" });
  const common = { values: form.values, errors: form.errors, onValue: form.onValue };
  const r = form.result;
  return (
    <SingleFormCard
      tag={TAG}
      title="Ideal Weight Calculator"
      lede="See the healthy weight range for your height, and what four classic formulas suggest."
      units={form.units}
      onUnits={form.switchUnits}
      values={form.values}
      summary={
        r
          ? `A healthy weight for your height is ${weight(r.healthyBmiRange.minKg, form.units)} to ${weight(r.healthyBmiRange.maxKg, form.units)}.`
          : undefined
      }
      onShowErrors={form.showErrors}
      root={props.container}
      result={r ? <IdealWeightView r={r} units={form.units} /> : null}
    >
      <RadioGroup {...common} name="sex" label="Sex" choices={SEX_CHOICES} inline />
      <MeasureField {...common} name="height" label="Height" kind="height" units={form.units} />
      <NumberField
        {...common}
        name="age"
        label="Age (optional)"
        hint="These formulas are for adults, 18 and over."
        suffix="years"
        inputMode="numeric"
      />
      <RadioGroup {...common} name="frame" label="Body frame" choices={FRAMES} />
      {form.values.frame === "wrist" ? (
        <NumberField {...common} {...lengthSuffix(form.units)} name="wrist" label="Wrist" />
      ) : null}
    </SingleFormCard>
  );
}
